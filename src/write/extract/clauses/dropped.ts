/**
 * A statement of the user's own past said without its "I": "quit the cigars back in march", "cancelled my gym
 * membership", "been a farrier since 2019", "finished the antibiotics on friday". Chat drops the subject of a
 * first-person report; the clause rules would take such a sentence for an instruction or chatter and keep nothing.
 *
 * Read by grammar, not by a list of sentences: a sentence that opens on a verb in its past form (the tagger's lemma
 * differs from the word and the word is not an "-ing" or "-s" form), or on "been", is the user's report and gets its
 * "I" back. A verb whose past form is its bare form ("quit", "cut", "put" — a closed class of English) reads as past
 * only beside a past time ("back in march", "two weeks ago", "last year"); otherwise it stays an instruction. It is
 * restored only where the user is the one speaking of themselves: in the turn's first sentence, or after a sentence
 * of the user's own ("I …"), never after one about someone else ("my sister got married. moved to Cork too").
 * Questions, and words the register uses as states ("based in", "married with"), are left as typed.
 */
import { relationalNoun } from './kin.js';
import { parseSentences, type Token } from './nlp.js';
import { ROLE_HEAD, type Draft } from './phrases.js';
import { SITUATED } from './words.js';

/** English verbs whose past form is their bare form (a closed class of the grammar). */
const SAME_PAST = new Set([
  'quit',
  'cut',
  'put',
  'set',
  'let',
  'hit',
  'shut',
  'hurt',
  'split',
  'bet',
  'cost',
  'burst',
  'cast',
  'upset',
  'spread',
  'shed',
  'rid',
]);
/** A time in the past said in the sentence. */
const PAST_TIME =
  /\b(?:ago|yesterday|last (?:night|week|month|year|summer|winter|spring|autumn|fall|time|\w+day)|back in|earlier (?:this|today)|over the weekend|years back|months back|weeks back)\b/i;
/** What a report of the user may open on before its verb: "so", "well", "finally", "also", "just", "oh". */
const OPENER = /^(?:(?:so|well|oh|ok|okay|yeah|yep|anyway|and|btw|fwiw|update|news|sorry|oops|whoops|ah|no|nope)\b[\s,:]*)+/i;
/** Participles the register reads as states with no subject of their own ("based in Leeds", "married with two kids"). */
const STATE_WORD = /^(?:married|engaged|divorced|widowed|retired|tired|exhausted|bored|stressed|worried|excited|interested|obsessed|used|supposed)$/;
/** Verbs that ask the assistant to do something with what is stored: an instruction even in a past-looking sentence. */
const MEMORY_VERB = /^(?:forget|delete|remove|erase|wipe|drop|scrap|clear|ignore|remember|note|save|store|keep|add|update|change|set)$/;

/** A negation after an auxiliary, as the tagger splits it ("can not", "did n't"). */
const NOT = /^(?:not|n't|n’t|nt)$/;

/** Whether a sentence's first token (after an opener) is the user's past doing with its "I" dropped. */
function droppedAt(tokens: readonly Token[], sentence: string): boolean {
  const [first, next] = tokens;
  if (!first || /\?\s*$/.test(sentence) || MEMORY_VERB.test(first.lemma)) return false;
  if (first.lower === 'been') return next !== undefined && next.pos !== 'PUNCT';
  // "used to be with Capgemini", "used to teach piano": a past habit or state ("used to it" is not one).
  if (first.lower === 'used') return next?.lower === 'to' && ['VERB', 'AUX'].includes(tokens[2]?.pos ?? '');
  // "have lived in Brisbane for years": the perfect of a participle ("have" + a verb whose lemma differs).
  if (first.lower === 'have') return next?.lower === 'been' || (next?.pos === 'VERB' && next.lemma !== next.lower && !/ing$/.test(next.lower));
  // "cant bear marmite anymore", "didnt sleep a wink": a negated modal or past auxiliary before a verb is no command
  // ("don't …" is one, and stays as typed); one before a colon is a heading ("can't eat: dairy, eggs").
  if (/^(?:can|could|did|would)$/.test(first.lower) && NOT.test(next?.lower ?? '') && tokens[2]?.pos === 'VERB') return !/^[\w'’]+\s+\w+\s*:/.test(sentence);
  if (first.pos !== 'VERB' || SITUATED.test(first.lower) || STATE_WORD.test(first.lower)) return false;
  if (!next || next.pos === 'PUNCT' || ['with', 'and', 'to be'].includes(next.lower)) return false;
  if (SAME_PAST.has(first.lower)) return PAST_TIME.test(sentence) && !/\b(?:from|of) (?:last|yesterday)\b/i.test(sentence);
  return first.lemma !== first.lower && !/(?:ing|s)$/.test(first.lower) && /^[a-z]+$/.test(first.lower);
}

/** Whether a sentence is the user's own ("I …", "I'm …", "i've …") or restored as such. */
const OWN = /^(?:i|i'm|im|i've|ive|i'd|i'll|me)\b/i;
/** A text that names another person: a third-person pronoun, or "my/our" before a relation ("my son", "our landlord"). */
function namesSomeoneElse(text: string): boolean {
  if (/\b(?:he|she|they|his|her|their|him|them|he's|she's|they're)\b/i.test(text)) return true;
  return [...text.matchAll(/\b(?:my|our)\s+(?:[\p{Ll}-]+\s+)?([\p{Ll}-]+)/giu)].some((m) => relationalNoun(m[1] as string) !== null);
}

/** A role of one to three lower-case words, then "at", "with" or "for" and a capitalised name ("senior nurse with NHS Lothian"). */
const ROLE_AT = /^(?:an?\s+)?((?:[a-z-]+\s+){0,2}?([a-z-]+))\s+(?:at|with|for)\s+\p{Lu}/u;

/** The turn with each dropped "I" said out ("been" → "I've been"), and the openings of the sentences given one. */
export function restoreDroppedSubject(text: string): { text: string; restored: string[] } {
  const parts = text.split(/((?:^|[.!?]+)\s+|\n+)/);
  const restored: string[] = [];
  let ownBefore = true;
  let out = '';
  for (const part of parts) {
    if (part === '' || /^(?:[.!?]+\s+|\n+|\s+)$/.test(part)) {
      out += part;
      continue;
    }
    const opener = OPENER.exec(part)?.[0] ?? '';
    const body = part.slice(opener.length);
    // Only its first words are read: the tagger keeps what it has seen, and a dotted name cut at a full stop ("A.B")
    // must not be taught to it as a sentence's end.
    const head = /^[A-Za-z][a-z]+(?:[ '][A-Za-z][a-z']*){0,4}/.exec(body)?.[0];
    const tokens = head && !OWN.test(body) ? (parseSentences(head)[0] ?? []) : [];
    // "just got home", "finally quit the vapes": an adverb before the verb stays after the "I".
    const adverb = /^(?:just|finally|also|only|recently|already|actually|officially|basically|literally|never|honestly|seriously|genuinely|really)$/i.test(
      tokens[0]?.lower ?? '',
    )
      ? 1
      : 0;
    // "no longer at Ocado", "no longer smoke": a state or a doing said to have ended, with its "I" dropped.
    const ended = ownBefore && /^no longer\s+\S/i.test(part) ? parseSentences(part.split(/[,;]/)[0] as string)[0] : undefined;
    if (ended?.[2]) {
      const state = ended[2].pos !== 'VERB' || /ing$/.test(ended[2].lower);
      const said = `${state ? "I'm " : 'I '}${part.charAt(0).toLowerCase()}${part.slice(1)}`;
      restored.push(opening(said));
      out += said;
      continue;
    }
    // "nurse with NHS Lothian, 11 years", "- teacher at Riverside Primary": a role at a named place of work, its "I'm a" dropped.
    const bullet = /^(?:[-*•]|\d{1,2}[.)])\s+/.exec(body)?.[0] ?? '';
    const item = body.slice(bullet.length);
    // A bullet of a list that names no one else is the user's own, whatever the bullet before said ("- mum of two").
    const role = (ownBefore || (bullet !== '' && !namesSomeoneElse(text))) && !/\?/.test(part) ? ROLE_AT.exec(item) : null;
    // Only a fragment: "im a barista at …", "she's a nurse at …" say their subject.
    const subjected = OWN.test(item) || /^(?:he|she|they|we|you|it|my|our|his|her|their|the|this|that|these|those)\b/i.test(item);
    if (role && !subjected && ROLE_HEAD.test(role[2] as string)) {
      const said = `I'm ${/^an?\s/i.test(item) ? '' : /^[aeiou]/i.test(item) ? 'an ' : 'a '}${item}`;
      restored.push(opening(said));
      out += opener + bullet + said;
      continue;
    }
    // "never had a passport": "had" (tagged an auxiliary) after "never" is the perfect's participle, not a helper.
    const neverHad =
      tokens[0]?.lower === 'never' &&
      tokens[1]?.lower === 'had' &&
      tokens[2]?.lower !== 'the' &&
      ['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[2]?.pos ?? '');
    if (ownBefore && (neverHad || droppedAt(tokens.slice(adverb), body.replace(/^\S+\s+/, adverb ? '' : '$&')))) {
      // "never owned a car": what has never been so is said in the perfect ("I've never owned a car").
      const have = tokens[adverb]?.lower === 'been' || tokens[0]?.lower === 'never';
      const said = `${have ? "I've " : 'I '}${body.charAt(0).toLowerCase()}${body.slice(1)}`;
      restored.push(opening(said));
      out += `${opener}${said}`;
      ownBefore = true;
      continue;
    }
    // "hi!", "ugh.": a word or two of chatter leaves whose sentences these are as it was.
    if (body.trim().split(/\s+/).length > 2) ownBefore = OWN.test(body.trim());
    out += part;
  }
  return { text: out, restored };
}

/** A restored sentence's first words, lower-cased, as its clause will say them ("i quit the cigars"). */
function opening(said: string): string {
  return said
    .toLowerCase()
    .replace(/^i've /, 'i have ')
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');
}

/**
 * Whether a draft read from a restored sentence is kept: only what says a fact of the user — a field, a relation, an
 * ending, a fact — is. A bare event of the day ("spilled tea all over my keyboard") stays the chatter it was typed as.
 */
export function keptFromRestored(said: string, restored: readonly string[], d: Draft): boolean {
  const lower = said.toLowerCase();
  if (!restored.some((r) => lower.startsWith(r))) return true;
  return d.profile !== null || d.triple !== null || (d.ends?.length ?? 0) > 0 || d.kind !== 'episode';
}
