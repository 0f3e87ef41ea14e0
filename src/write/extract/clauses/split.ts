/**
 * From a turn to clauses. Sentences come from the parser; a sentence splits again at ";" and ":",
 * at a comma or "and"/"but" that starts a new subject or verb ("I work at Acme and live in
 * Berlin" → two clauses, the second inheriting "I"), and around "not X" alternatives. Leading
 * discourse words ("actually", "from now on", "this time") are taken off and kept as cues.
 */
import { unframe } from './framed.js';
import { parseSentences, type Token } from './nlp.js';
import { lowerOf, titledName } from './phrases.js';
import { restructure } from './restructure.js';
import { describesNoun, nominalInItem } from './listitem.js';
import { copulaAgain, NEGATED } from './copula-again.js';
import { namedApposition } from './appositive.js';
import { opensQuestion } from './asking.js';
import { typedText } from './register.js';
import { clauseBreakAt, resultOf } from './runon.js';
import { othersSubject } from './carried.js';
import { likedObject, withAntecedent } from './liked-antecedent.js';
import { CLAUSE_OPENERS, COMMON_VERBS, CORRECTION_CUES, ENDURING_CUES, FILLERS, GREETINGS, ONE_OFF_CUES, placedRun, QUESTION_OPENERS } from './split-words.js';

/** Why a clause was said, from its leading words and from the turn around it. */
export interface Cues {
  /** Correction words ("actually", "sorry", "scratch that", "I meant"), as said. */
  correction: string | null;
  /** "always", "from now on", "in general": an enduring preference. */
  enduring: boolean;
  /** "this time", "for now", "just this once": this request only. */
  oneOff: boolean;
  /** A greeting, thanks or filler was taken off the front. */
  greeting: boolean;
  /** The "not Y" said next to it ("X, not Y"; "not Y anymore, X"). */
  replaces: string | null;
  /** The "not Y" said it is over ("not vegan any more"), not only wrong. */
  ended?: boolean;
  /** Opened by a "so" of result after another clause of its sentence ("Anouk is vegan so I'm doing …"): its consequence. */
  result?: boolean;
}

/** One clause: its tokens (cue words removed) and its cues. */
export interface Clause {
  readonly tokens: Token[];
  readonly cues: Cues;
  /** The clause as said, for logs and the summary. */
  readonly said: string;
  /** Ended with a question mark. */
  readonly asked: boolean;
  /** Which sentence of the turn it is in (0, 1, …). */
  readonly sentence?: number;
}

/** One-off words anywhere in a clause. */
const ONE_OFF_ANYWHERE =
  /\b(this time|just this once|for now|right now|today|for this (one|question|answer|reply|email|task)|this one|just for this|here$|this answer|this reply|in this (answer|reply))\b/;

/** Splits a turn into clauses with their cues. */
export function clausesOfTurn(text: string): Clause[] {
  const out: Clause[] = [];
  for (const [n, sentence] of unframe(text).flatMap(parseSentences).flatMap(restructure).entries()) {
    const question = sentence.some((t) => t.text === '?');
    let carried: Partial<Cues> = {};
    let object: Token[] = [];
    const pieces = splitSentence(sentence);
    for (const [i, piece] of pieces.entries()) {
      const { tokens: said, cues } = takeCues(piece, carried);
      if (i > 0 && resultOf(sentence, piece)) cues.result = true;
      const tokens = withAntecedent(said, object);
      object = likedObject(tokens) ?? object;
      const alt = alternative(tokens);
      if (alt !== null && tokens.length > 0) {
        // "not Y" / "not Y anymore" on its own: it belongs to the clause before or after it.
        const prev = out[out.length - 1];
        const ended = /\b(anymore|any more|longer|these days|nowadays)\b/.test(lowerOf(tokens).join(' '));
        if (prev !== undefined && i > 0 && prev.tokens.length > 0) {
          prev.cues.replaces = alt;
          prev.cues.ended = ended;
        } else carried = { ...carried, replaces: alt, correction: cues.correction ?? 'not … anymore', ended };
        continue;
      }
      if (tokens.length === 0) {
        // Only cue words ("Actually,", "From now on,"): they apply to what follows — or, at the
        // end of a sentence ("…, just for this one."), to what came before.
        const prev = out[out.length - 1];
        if (i === pieces.length - 1 && i > 0 && prev && prev.tokens.length > 0) {
          if (cues.oneOff) prev.cues.oneOff = true;
          if (cues.enduring) prev.cues.enduring = true;
          continue;
        }
        carried = { ...carried, ...definedOf(cues) };
        if (cues.greeting) out.push({ tokens: [], cues, said: typedText(piece), asked: false, sentence: n });
        continue;
      }
      carried = {};
      const asked = (question && i === pieces.length - 1) || (i > 0 && opensQuestion(piece, 0)); // asking.ts
      out.push({ tokens, cues, said: typedText(piece), asked, sentence: n });
    }
    // "I live in Vienna, don't I?", "I'm on the rota, aren't I?": a tag question asks about the clause it follows.
    const last = out[out.length - 1];
    const prev = out[out.length - 2];
    if (question && last?.asked && last.sentence === n && prev?.sentence === n && TAG.test(lowerOf(last.tokens).join(' ')))
      out[out.length - 2] = { ...prev, asked: true };
  }
  return out;
}

/** The tag of a tag question: an auxiliary, its negation and a pronoun ("don't I", "isn't it", "did I", "am I not"). */
const TAG =
  /^(?:(?:do|does|did|is|are|am|was|were|have|has|had|can|could|will|would|should|ai)(?: n't| not)? (?:i|we|it|you|they|he|she)(?: not)?|(?:right|correct|yes|yeah|no|true|innit|eh))$/;

function definedOf(c: Cues): Partial<Cues> {
  const out: Partial<Cues> = {};
  if (c.correction) out.correction = c.correction;
  if (c.enduring) out.enduring = true;
  if (c.oneOff) out.oneOff = true;
  if (c.replaces) out.replaces = c.replaces;
  if (c.ended) out.ended = true;
  return out;
}

/** "not payments anymore" / "not platform" / "never spaces": the Y of an "X, not Y". */
function alternative(tokens: Token[]): string | null {
  const first = tokens[0];
  if (!first || !['not', 'never'].includes(first.lower)) return null;
  if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.lower === 'i')) return null;
  // "not drinking these days" is a habit, not a value.
  if (/^\p{L}{3,}ing$/u.test(tokens[1]?.lower ?? '') && !/thing$/.test(tokens[1]?.lower ?? '')) return null;
  let rest = tokens
    .slice(1)
    .filter(
      (t) =>
        !['anymore', 'any', 'more', 'the', 'a', 'an', 'longer', 'nowadays', 'now', 'btw', 'lol', 'tbh', 'though', 'either', 'haha', 'fyi', 'really'].includes(
          t.lower,
        ) && t.pos !== 'PUNCT',
    );
  // "not in Madrid these days", "not at Google": the value, without where or when.
  while (rest.length > 1 && ['in', 'at', 'on', 'with', 'for', 'from'].includes(rest[0]?.lower ?? '')) rest = rest.slice(1);
  const these = rest.findIndex((t, k) => t.lower === 'these' && rest[k + 1]?.lower === 'days');
  if (these > 0) rest = rest.slice(0, these);
  return rest.length > 0 ? rest.map((t) => t.text).join(' ') : null;
}

const SUBJECT_START = new Set(['i', 'we', 'my', 'our', 'please', 'it', 'this']);

/** Splits one sentence at clause boundaries, giving elided subjects back ("and live in Berlin"). */
function splitSentence(tokens: Token[]): Token[][] {
  const pieces: Token[][] = [];
  let current: Token[] = [];
  const push = () => {
    const body = current.filter((t) => !(t.pos === 'PUNCT' && /^[.!?;:,]+$/.test(t.text)));
    if (body.length > 0) pieces.push(body);
    current = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    // A dash standing alone ("not in Madrid - Valencia now", "Wren here - she/her") ends a clause.
    // "2 dogs and a cat — Bramble, Pixel and Mochi": names only after a dash or colon are the ones just counted.
    if (
      (/^[-–—]+$/.test(t.text) || t.text === ':') &&
      next &&
      namesOnlyAfter(tokens, i + 1) &&
      current.some((x) => x.pos === 'NUM' || ['a', 'an', 'two', 'three'].includes(x.lower))
    ) {
      current.push({ ...t, text: ',', lower: ',', pos: 'CCONJ' });
      continue;
    }
    if (t.text === ';' || t.text === ':' || t.text === '!' || t.text === '.' || (/^[-–—]+$/.test(t.text) && i > 0 && next)) {
      push();
      continue;
    }
    if (t.text === ',' && next) {
      // "at Bean There, Done That": a name in title case with a comma in it stays one.
      if (titledAt(tokens, i)) {
        current.push({ ...t, pos: 'CCONJ' });
        continue;
      }
      const shut = namedApposition(current, tokens, i); // "The client, Mr Haddad, only wants …" (appositive.ts)
      if (shut > i) {
        current.push(...tokens.slice(i, shut + 1));
        i = shut;
        continue;
      }
      // "Austin, Texas": a place and its region stay together.
      const prev = tokens[i - 1];
      const after = tokens[i + 2];
      // …said after a preposition ("in Austin, Texas"), never after a verb's list ("I speak Yoruba, Hausa").
      if (prev?.pos === 'PROPN' && next.pos === 'PROPN' && (!after || (after.pos === 'PUNCT' && after.text !== ',')) && placedRun(tokens, i)) {
        current.push(t);
        continue;
      }
      // "just moved to York, any good cafes near the minster?": the question after the comma is a clause of its own.
      if (
        (tokens[tokens.length - 1]?.text === '?' || opensQuestion(tokens, i + 1)) &&
        QUESTION_OPENERS.has(next.lower) &&
        current.some((x) => x.pos === 'VERB' || x.pos === 'AUX')
      ) {
        push();
        continue;
      }
      // A list comma is kept, as a conjunction, so the items stay apart ("Piet, Noor and Ekow report to me" too).
      if (continuesList(current, tokens, i + 1) || namesAhead(current, tokens, i + 1)) {
        current.push({ ...t, pos: 'CCONJ' });
        continue;
      }
      push();
      const before = pieces[pieces.length - 1] ?? [];
      if (startsFragment(tokens, i + 1) || (tokens[i + 1]?.lower === 'the' && isNameIntro(before))) current.push(...implied(before, tokens[i + 1] as Token));
      continue;
    }
    // "I'm lactose intolerant so what can I have", "… because I'm allergic to wasps", "… so tonight I'm …", "im a nurse
    // whats a good …": a question or a reason or result with its own subject is a clause of its own (runon.ts).
    const cut = clauseBreakAt(current, tokens, i);
    if (cut) {
      push();
      if (cut === 'keep') current.push(t);
      continue;
    }
    // "I'm lactose intolerant, and allergic to shrimp", "not a morning person and not into X": a predicate said of "I am" again.
    if ((t.lower === 'and' || (t.lower === 'but' && NEGATED.test(next?.lower ?? ''))) && copulaAgain(current, tokens, i + 1)) {
      const before = current;
      push();
      current.push(...implied(before, { ...(next as Token), text: 'a', lower: 'a' }));
      continue;
    }
    if (t.pos === 'CCONJ' && (t.lower === 'and' || t.lower === 'but') && next && startsClause(tokens, i + 1) && !describedLast(current, tokens, i + 1)) {
      const before = current;
      push();
      if (next.pos === 'VERB' || COMMON_VERBS.has(next.lower)) current.push(...implied(before, { ...next, pos: 'VERB' }));
      continue;
    }
    // "Lille not Lyon", "my manager is Divya not Priya": the "not Y" that ends a name is its own piece.
    if (t.lower === 'not' && current.length > 0 && isProperLike(current[current.length - 1] as Token) && isNotAlternative(tokens, i + 1)) {
      push();
    }
    current.push(t);
  }
  push();
  return pieces;
}

const isProperLike = (t: Token): boolean => t.pos === 'PROPN' || t.pos === 'NUM' || /^[A-Z]/.test(t.text);

/** What follows "not" is a bare name or number to the end of the sentence or the next comma. */
function isNotAlternative(tokens: readonly Token[], from: number): boolean {
  const seg: Token[] = [];
  for (let k = from; k < tokens.length && !/^[,.!?;:]$/.test(tokens[k]?.text ?? ''); k++) seg.push(tokens[k] as Token);
  return seg.length > 0 && seg.length <= 4 && isProperLike(seg[0] as Token) && !seg.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON');
}

/**
 * After a comma inside a clause that has its verb: the next stretch (to the next comma or the end)
 * is another item of a list when it has no verb of its own ("I speak Portuguese, a bit of French
 * and some Mandarin"; "and, on a good day, the cello").
 */
function continuesList(current: readonly Token[], tokens: readonly Token[], from: number): boolean {
  if (!current.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.lower === 'to')) return false;
  if (current.length < 2) return false;
  const seg: Token[] = [];
  // A dash standing alone ends the list as it ends a clause ("lupin, carmine and chlorhexidine - the last one …");
  // after a name ("I'm Fatima, a GP in Leeds - …") the stretch is an apposition, read as before.
  const stop = isNameIntro(current) ? /^[.!?;:]$/ : /^(?:[.!?;:]|[-–—]+)$/;
  for (let k = from; k < tokens.length && tokens[k]?.text !== ',' && !stop.test(tokens[k]?.text ?? ''); k++) seg.push(tokens[k] as Token);
  if (seg.length === 0 || CLAUSE_OPENERS.has(seg[0]?.lower ?? '')) return false;
  // "shellfish and kiwis so keep that in mind", "… and chillies on my allotment": a clause, or a circumstance opened by
  // a preposition after the last item (the one after "and"), is said beside the list; the items are what comes before it.
  const last = (k: number) => ['NOUN', 'PROPN'].includes(seg[k - 1]?.pos ?? '') && seg.slice(0, k).some((x) => x.pos === 'CCONJ');
  const tail = seg.findIndex(
    (t, k) => k > 0 && seg[k - 1]?.pos !== 'CCONJ' && (t.pos === 'SCONJ' || TAIL_OPENERS.has(t.lower) || (t.pos === 'ADP' && last(k))),
  );
  const items = tail > 0 ? seg.slice(0, tail) : seg;
  if (items.length > 10) return false;
  // "spam calls", "loud chewing": a verb form that ends a noun phrase after a noun or an adjective is a noun there.
  // "pottery, birdwatching and chess": so is a gerund that opens an item after a noun before the comma.
  const noun = (x: Token | undefined) => ['NOUN', 'ADJ'].includes(x?.pos ?? '') || /ing$/.test(x?.lower ?? '');
  // "bouldering, fermenting hot sauce and restoring old typewriters": a gerund with its object is an item too.
  const gerund = (t: Token, k: number) =>
    /ing$/.test(t.lower) &&
    (k === 0 ? noun(current[current.length - 1]) : items[k - 1]?.pos === 'CCONJ') &&
    ['NOUN', 'ADJ', 'DET'].includes(items[k + 1]?.pos ?? '');
  const nounish = (t: Token, k: number) =>
    (noun(items[k - 1]) || (k === 0 && noun(current[current.length - 1]) && /ing$/.test(t.lower))) &&
    /(s|ing)$/.test(t.lower) &&
    (k === items.length - 1 || items[k + 1]?.pos === 'CCONJ');
  // "anything fried in lard", "stuff made with gelatine": a thing described by a participle is an item.
  const described = (k: number) => INDEFINITE.test(items[k - 1]?.lower ?? '') && (items[k]?.pos === 'VERB' || /(ed|en)$/.test(items[k]?.lower ?? ''));
  const modifier = (_t: Token, k: number) => nominalInItem(items, k); // "smoked salmon", "damp socks", "and birdwatching" (listitem.ts)
  return !items.some(
    (t, k) =>
      (t.pos === 'VERB' && !/^(named|called)$/.test(t.lower) && !nounish(t, k) && !described(k) && !modifier(t, k) && !gerund(t, k)) ||
      t.pos === 'AUX' ||
      // "anything fizzy", "anything with nuts in it": an indefinite thing described after it is an item.
      (t.pos === 'PRON' &&
        !(k === 0 && POSSESSIVE.has(t.lower)) &&
        !(INDEFINITE.test(t.lower) && (described(k + 1) || ['ADJ', 'ADP'].includes(items[k + 1]?.pos ?? ''))) &&
        !(/^(?:it|them)$/.test(t.lower) && items[k - 1]?.pos === 'ADP' && INDEFINITE.test(items[0]?.lower ?? ''))) ||
      t.pos === 'SCONJ',
  );
}

/** Whether the comma at `i` is inside a title-case name said after "at", "for", "called" … (`titledName`). */
function titledAt(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j > 0 && (/^\p{Lu}/u.test(tokens[j]?.text ?? '') || tokens[j]?.text === ',' || tokens[j]?.text === '&')) j--;
  if (!/^(at|for|with|called|named|from)$/.test(tokens[j]?.lower ?? '')) return false;
  return titledName(tokens, j + 1) > i + 1;
}

/** Pronouns and nouns that a participle describes as a list item ("anything fried in lard"). */
const INDEFINITE = /^(anything|everything|something|stuff|food|foods|things?)$/;

/** Words that open what is said beside a list's last item: a reason, a time, a source, a result. */
const TAIL_OPENERS = new Set([
  '(',
  'so',
  'because',
  'since',
  'when',
  'whenever',
  'while',
  'which',
  'who',
  'if',
  'though',
  'although',
  'from',
  'after',
  'before',
  'until',
]);
const POSSESSIVE = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

/** From `from` to the end of the sentence: only capitalised names, commas and one "and" or "&" before the last. */
function namesOnlyAfter(tokens: readonly Token[], from: number): boolean {
  const seg = tokens.slice(from).filter((t) => !/^[.!]$/.test(t.text) && !/^\p{Extended_Pictographic}/u.test(t.text));
  const names = seg.filter((t) => /^\p{Lu}/u.test(t.text) && t.pos !== 'PUNCT');
  return names.length >= 2 && seg.every((t) => names.includes(t) || t.text === ',' || t.lower === 'and' || t.text === '&');
}

/** Names listed as the subject: "Piet, Noor and Ekow …", with no verb said yet. */
function namesAhead(current: readonly Token[], tokens: readonly Token[], from: number): boolean {
  if (current.length === 0 || !current.every((t) => t.pos === 'PROPN' || t.pos === 'CCONJ')) return false;
  let k = from;
  while (tokens[k]?.pos === 'PROPN' || tokens[k]?.text === ',') k++;
  return k > from && tokens[k]?.lower === 'and' && tokens[k + 1]?.pos === 'PROPN';
}

function startsClause(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (SUBJECT_START.has(t.lower)) return true;
  // "… but friends call me Billie", "and everyone at work knows me as Bo": someone else's words for the user.
  for (let k = i + 1; k <= i + 3; k++)
    if (
      /^(call|calls|know|knows)$/.test(tokens[k]?.lower ?? '') &&
      tokens[k + 1]?.lower === 'me' &&
      tokens.slice(i, k).every((x) => x.pos !== 'VERB' && x.pos !== 'AUX')
    )
      return true;
  if ((t.pos === 'VERB' || COMMON_VERBS.has(t.lower)) && !t.text.endsWith('ing')) return true;
  if (t.pos === 'ADV' && tokens[i + 1]?.lower === 'i') return true;
  if (t.lower === 'these' && tokens[i + 1]?.lower === 'days' && ['i', 'we', 'it'].includes(tokens[i + 2]?.lower ?? '')) return true;
  return /^(this time|now)$/.test(t.lower) || (t.lower === 'this' && tokens[i + 1]?.lower === 'time');
}

/**
 * "I can't stand loud chewing, coriander and automated phone menus": after a verb and a list of nouns, a
 * participle (or a base form, "damp socks": listitem.ts) before the last noun describes the last item; it starts no clause.
 */
function describedLast(current: readonly Token[], tokens: readonly Token[], i: number): boolean {
  const v = current.findIndex((t) => t.pos === 'VERB');
  const listed = v >= 0 && current.slice(v + 1).every((t) => ['NOUN', 'ADJ', 'PROPN', 'CCONJ', 'DET'].includes(t.pos));
  const rest = tokens.slice(i + 1).filter((t) => !/^[.!]$/.test(t.text));
  if (!listed || !current.slice(v + 1).some((t) => t.text === ',') || !describesNoun([tokens[i] as Token, ...rest], 0)) return false;
  return rest.length > 0 && rest.length <= 3 && rest.every((t) => t.pos === 'NOUN');
}

/** "I am Nora": an apposition after it ("the new product manager") is about her. */
function isNameIntro(piece: readonly Token[]): boolean {
  return piece.length >= 3 && piece[0]?.lower === 'i' && piece[1]?.lemma === 'be' && piece[2]?.pos === 'PROPN';
}

/** After a comma: a participle or an apposition that continues "I am …". */
function startsFragment(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  return (
    t !== undefined &&
    ((t.pos === 'VERB' && /(ing|ed)$/.test(t.lower) && ['working', 'based', 'living', 'located'].includes(t.lower)) || ['a', 'an'].includes(t.lower))
  );
}

/** The subject a continuing clause inherits ("I", or "I am" before a participle or apposition). */
function implied(before: Token[], next: Token): Token[] {
  const subject = before.find((t) => t.lower === 'i' || t.lower === 'we');
  if (!subject) return othersSubject(before, next);
  const I: Token = { text: subject.text, lower: subject.lower, pos: 'PRON', lemma: subject.lower, negated: false };
  const be: Token = { text: subject.lower === 'we' ? 'are' : 'am', lower: subject.lower === 'we' ? 'are' : 'am', pos: 'AUX', lemma: 'be', negated: false };
  if (['a', 'an', 'the'].includes(next.lower)) return before.some((t) => t.lemma === 'be') ? [I, be] : [];
  if (next.pos === 'VERB' && next.lower.endsWith('ing')) return [I, be];
  if (['based', 'located'].includes(next.lower)) return [I, be];
  return [I];
}

/** Takes greeting, correction, enduring and one-off words off the front of a clause. */
function takeCues(piece: Token[], carried: Partial<Cues>): { tokens: Token[]; cues: Cues } {
  const cues: Cues = { correction: null, enduring: false, oneOff: false, greeting: false, replaces: null, ...carried };
  let tokens = piece;
  for (;;) {
    const lower = tokens.map((t) => t.lower);
    const hit = (list: readonly string[]) => list.find((c) => startsWith(lower, c.split(' ')));
    const greet = hit([...GREETINGS, ...FILLERS, 'thanks', 'thank you', 'please']);
    if (greet && !(greet === 'please' && tokens.length === 1)) {
      if (greet !== 'please' && greet !== 'and' && greet !== 'but') cues.greeting ||= GREETINGS.has(greet) || greet.startsWith('thank');
      tokens = tokens.slice(greet.split(' ').length);
      continue;
    }
    const fix = hit(CORRECTION_CUES);
    // "no longer", "no more coffee for me", "no dairy for me": not a correction's "no".
    const abstaining = fix === 'no' && (tokens[1]?.lower === 'longer' || tokens[1]?.lower === 'more' || /\bfor me\b/.test(lower.join(' ')));
    if (fix && !abstaining && !(fix === 'update' && tokens.length > 1 && tokens[1]?.lower !== ':')) {
      cues.correction = fix;
      tokens = tokens.slice(fix.split(' ').length);
      continue;
    }
    const lasting = hit(ENDURING_CUES);
    if (lasting && !(lasting === 'always' && tokens.length > 1)) {
      cues.enduring = true;
      tokens = tokens.slice(lasting.split(' ').length);
      continue;
    }
    const once = hit(ONE_OFF_CUES);
    // "now I'm at Meta", "now at Meta": a change, not this request only.
    const nowStatement =
      once === 'now' &&
      tokens.length > 1 &&
      (tokens[1]?.lower === 'i' || (['at', 'in', 'on'].includes(tokens[1]?.lower ?? '') && /^\p{Lu}/u.test(tokens[2]?.text ?? '')));
    if (once && !nowStatement) {
      cues.oneOff = true;
      tokens = tokens.slice(once.split(' ').length);
      continue;
    }
    break;
  }
  const text = tokens.map((t) => t.lower).join(' ');
  if (ONE_OFF_ANYWHERE.test(text)) cues.oneOff = true;
  if (/\b(always|never|ever|every time|from now on|in general|going forward)\b/.test(text)) cues.enduring = true;
  return { tokens, cues };
}

function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= words.length && prefix.every((w, i) => words[i] === w);
}
