/**
 * A tentative clause stores nothing settled, whatever reader made its drafts. Modality is read from the clause's
 * grammar, not from the reader that happened to fire:
 *
 * - a modal of possibility governing the user's predicate ("I might …", "may end up …", "could be leaving …");
 * - an adverb of likelihood before the predicate ("probably going …", "possibly retraining …", "maybe I'm …");
 * - a verb of deliberation in the progressive, whatever its complement — a deed or a noun phrase ("considering a PhD",
 *   "mulling over a shift to …", "toying with the idea of …", "leaning towards …", "weighing up an offer");
 * - a tag of undecidedness in the same sentence, or a sentence of its own right after: a negated word of deciding
 *   ("nothing decided", "haven't decided", "not confirmed", "nothing's set in stone") or an idiom of it ("we'll see",
 *   "fingers crossed", "depends on …", "if all goes well", "up in the air", "still deciding").
 *
 * What such a clause keeps: a doubt a reader already marked ("may be allergic … (a suspicion)") and plans. A deed to
 * come (a deliberation, a future, a modal or adverb before a verb of doing) becomes one plan of the user's, in the words
 * said (`plans` triple); a hedged state ("maybe I'm a bit gluten sensitive") stores nothing. No profile field is set
 * and nothing is superseded. Another person's hedged doing keeps its words but no field-like triple.
 */
import type { Clause } from './split.js';
import type { Token } from './nlp.js';
import { freeFact, lowerOf, stripEnd, type Draft } from './phrases.js';
import { plain } from './context.js';
import { weigh } from './importance.js';

type Read = { clause: Clause; reading: { drafts: Draft[] } };

/** Modals of possibility (a closed class of English). */
const MODAL = /^(?:might|may|could|mite|mght)$/;
/** Adverbs of likelihood (a closed class of English), with their chat spellings. */
const LIKELY = /^(?:maybe|mayb|perhaps|possibly|probably|prob|probs|prolly|likely|potentially|conceivably|hopefully)$/;
/** Verbs of deliberation (by lemma or form, a closed class of English): an option weighed, not a deed done. */
const DELIBERATE = /^(?:consider|contemplate|mull|ponder|toy|weigh|debate|lean|eye|explore|entertain|flirt|dither|waver|deliberate|umm|hum)(?:ing)?$|^tempted$/;
/** Stative verbs: after a modal or an adverb of likelihood they say a state, not a deed to come. */
const STATIVE = /^(?:be|have|feel|seem|look|sound|know|need|like|love|hate|prefer)$/;
/** A modal right before an -ing form: a hedge laid on a participle. */
const MODAL_ING = /\b(?:may|might|could|can|will|would|should|must)\s+(?:not\s+)?(?!(?:spring|string|thing|swing|sling|wring)\b)[a-z]{3,}ing\b/i;

/** Subjects of the user's own clause, and the words that may stand before the predicate. */
const OWN = /^(?:i|im|i'm|ive|i've|id|i'd|i'll|ill|we|we're|were|we've|weve)$/;
const FILLER = /^(?:kinda|kind|sort|sorta|of|really|just|also|seriously|half|still|actually|honestly|now|tbh|a|bit|am|is|are|'m|'re|be|been|so)$/;

/** A negated word of deciding, or an idiom of undecidedness (closed classes of English). */
const UNDECIDED =
  /\b(?:(?:not|nothing|n't|nt|no|yet to|none of it)(?:\s+\S+){0,3}?\s+(?:decided|decide|final|finali[sz]ed|confirmed|settled|definite|official|set in stone|sorted|booked|signed|locked in|certain|sure yet)|still (?:deciding|undecided|thinking|figuring)|undecided|tbc|tbd|up in the air|we 'll see|we ll see|well see|we will see|see how it goes|see what happens|fingers crossed|touch wood|knock on wood|if all goes (?:well|to plan)|if everything goes (?:well|to plan)|all being well|depends|depending on|who knows|on the fence|early days)\b/;

const saidOf = (tokens: readonly Token[]): string => lowerOf(tokens).join(' ');

/** The first word of the predicate: past a subject of the user's and fillers. */
function predicateAt(w: readonly string[]): number {
  let k = OWN.test(w[0] ?? '') ? 1 : 0;
  // "I'll probably …", "gonna maybe …": a future's auxiliary before the hedge.
  while (k < w.length && (FILLER.test(w[k] as string) || /^(?:will|'ll|ll|shall|gonna)$/.test(w[k] as string))) k++;
  return k;
}

/** How the clause itself hedges: 'deed' (a deed to come), 'state' (a hedged state) or null (not hedged). */
function hedgedWithin(tokens: readonly Token[]): 'deed' | 'state' | null {
  const w = lowerOf(tokens);
  const k = predicateAt(w);
  const t = tokens[k];
  if (!t) return null;
  // "considering a PhD", "kinda toying with the idea", "mulling over a shift": an option weighed.
  if (DELIBERATE.test(t.lower) || (DELIBERATE.test(t.lemma) && /ing$/.test(t.lower))) return 'deed';
  const modal = MODAL.test(t.lower) && (t.pos === 'AUX' || t.pos === 'VERB' || t.lower !== 'may') && !/^(?:not|n't|nt)$/.test(w[k + 1] ?? '');
  const likely = LIKELY.test(t.lower);
  if (!modal && !likely) return null;
  // The verb the hedge governs: past further fillers, subjects and auxiliaries ("probably gonna", "maybe I'll").
  let j = k + 1;
  while (j < tokens.length && (FILLER.test(w[j] as string) || OWN.test(w[j] as string) || /^(?:will|'ll|ll|gonna|going|to|end|up)$/.test(w[j] as string))) j++;
  const verb = tokens[j];
  const future = w.slice(k + 1, j).some((x) => /^(?:will|'ll|ll|gonna|going|end)$/.test(x));
  if (!verb) return 'state';
  if (future || (verb.pos === 'VERB' && !STATIVE.test(verb.lemma) && !STATIVE.test(verb.lower))) return 'deed';
  return 'state';
}

/** Words around a tag that add nothing ("but", "tbh", "lol", "I guess"). */
const AROUND = /^(?:but|and|so|though|tho|tbh|lol|haha|i|guess|suppose|anyway|really|yet|for now|\W+)$/;

/**
 * A clause that is only a tag of undecidedness ("nothing decided", "we'll see", "depends on the bonus"): no draft of its
 * own, or one that holds nothing beside the tag ("We'll see." read as an episode).
 */
function tag(c: Read): boolean {
  const said = saidOf(c.clause.tokens);
  const m = UNDECIDED.exec(said);
  if (!m || c.clause.tokens.length > 10) return false;
  if (c.reading.drafts.length === 0) return true;
  // "depending on the offer", "depends on the bonus": the condition's object is the tag's own.
  const after = /^depend/.test(m[0]) ? '' : said.slice(m.index + m[0].length);
  const rest = `${said.slice(0, m.index)} ${after}`.split(/\s+/).filter((w) => w && !AROUND.test(w));
  return rest.length === 0;
}

/** The drafts a tentative clause keeps: marked doubts and plans; a deed to come as one plan in the words said. */
function settledOut(drafts: readonly Draft[], clause: Clause, deed: boolean): Draft[] {
  const out: Draft[] = [];
  let planned = false;
  for (const d of drafts) {
    if (d.triple?.predicate === 'plans' || /\b(?:suspicion|not confirmed)\b/i.test(d.content)) {
      out.push(d);
      continue;
    }
    if (d.kind === 'preference' && !d.profile) {
      out.push(d);
      continue;
    }
    const mine = /^the user\b(?!'s)/i.test(d.content) || d.profile !== null || d.triple?.subject === 'user';
    if (!mine) {
      out.push({ ...d, triple: null, profile: null, correction: undefined, ends: undefined, content: freeFact(clause.said).content });
      continue;
    }
    if (!deed || planned) continue;
    planned = true;
    // In the words said: a reader's state ("The user has a dog." read off "maybe I'll get a dog") is not the plan.
    const content = asTheUsers(freeFact(clause.said).content);
    const object = d.profile?.value ?? stripEnd(content.replace(/^the user\s+(?:is\s+|will\s+(?:be\s+)?|'s\s+)?/i, ''));
    out.push({ ...freeFact(clause.said, 'fact', 0.6, 0.6), content, triple: { subject: 'user', predicate: 'plans', object } });
  }
  return out;
}

/** The words said as the user's ("Considering a PhD …" → "The user is considering a PhD …"). */
function asTheUsers(content: string): string {
  if (/^(?:\S+\s+)?the user\b/i.test(content)) return content;
  const first = content.split(/\s+/)[0] ?? '';
  const lowered = content.charAt(0).toLowerCase() + content.slice(1);
  return /ing$/i.test(first) ? `The user is ${lowered}` : `The user ${lowered}`;
}

/** Clears or turns into plans the drafts of clauses said tentatively (see above). */
export function tentativeAfter(clauses: readonly Read[], text: string): void {
  const tags = new Set(clauses.filter(tag));
  const hedged = new Set<Read>();
  for (const [n, c] of clauses.entries()) {
    // The tag itself says nothing to keep.
    if (tags.has(c) && c.reading.drafts.length > 0 && clauses.length > 1) c.reading.drafts.splice(0, c.reading.drafts.length);
    const within = hedgedWithin(c.clause.tokens);
    const sentence = c.clause.sentence;
    const tagged = trailingTag(c.clause.tokens);
    const besideTag = clauses.some(
      (o, m) => m !== n && tags.has(o) && (o.clause.sentence === sentence || (m === n + 1 && o.clause.sentence === (sentence ?? 0) + 1)),
    );
    // "I might quit and go travelling": a verb coordinated after a hedged clause, with no subject of its own, is hedged too.
    const prev = clauses[n - 1];
    const carried = prev !== undefined && prev.clause.sentence === sentence && hedged.has(prev) && coordinated(c.clause, text);
    if (!within && !tagged && !besideTag && !carried) {
      if (circumstance(clauses, n, hedged)) c.reading.drafts.splice(0, c.reading.drafts.length);
      continue;
    }
    hedged.add(c);
    if (c.reading.drafts.length === 0) continue;
    const deed = within === 'deed' || carried || (within === null && toCome(c.clause.tokens));
    const kept = settledOut(c.reading.drafts, c.clause, deed)
      .map((d) =>
        // "… and go travelling" carried from "I might quit": the plan says it is one ("The user may go travelling").
        carried && d.triple?.predicate === 'plans' ? { ...d, content: `The user may ${stripEnd(c.clause.said.replace(/^i\s+/i, ''))}.` } : d,
      )
      // "could be coeliac, waiting on the results": a participle beside the hedge is its circumstance, no plan;
      // "The user may waiting on …" is no English clause (a modal cannot govern an -ing form).
      .filter((d) => !MODAL_ING.test(d.content));
    c.reading.drafts.splice(0, c.reading.drafts.length, ...kept);
  }
}

/**
 * "might take up the bassoon, my neighbour is selling one", "could be lactose intolerance. waiting on the results":
 * a plain clause of ordinary weight right after a hedged one — in its sentence, or opening the next on its verb with
 * no subject — says why or how the user is unsure, not a fact of its own. A typed fact (a field, a relation of the
 * vocabulary: "my sister lives there") or one that weighs (health, identity) stands alone and is kept.
 */
function circumstance(clauses: readonly Read[], n: number, hedged: ReadonlySet<Read>): boolean {
  const c = clauses[n] as Read;
  const prev = clauses[n - 1];
  if (!prev || !hedged.has(prev) || c.reading.drafts.length === 0) return false;
  const same = prev.clause.sentence === c.clause.sentence;
  const next = c.clause.sentence === (prev.clause.sentence ?? 0) + 1 && c.clause.tokens[0]?.pos === 'VERB' && /ing$/.test(c.clause.tokens[0].lower);
  if (!same && !next) return false;
  return c.reading.drafts.every((d) => plain(d) && weigh(d, c.clause.said).importance < 0.7);
}

/** The clause ends with a tag of undecidedness after its content ("…, nothing decided", "… but we'll see"). */
function trailingTag(tokens: readonly Token[]): boolean {
  const said = saidOf(tokens);
  const m = UNDECIDED.exec(said);
  return (
    m !== null &&
    m.index > 0 &&
    said
      .slice(m.index + m[0].length)
      .split(/\s+/)
      .filter(Boolean).length <= 4
  );
}

/** A clause that goes on with the verb before it: a verb first, after a coordinator ("and go travelling", "or retrain"). */
function coordinated(clause: Clause, text: string): boolean {
  const tokens = clause.tokens;
  const k = /^(?:and|or|then|&)$/.test(tokens[0]?.lower ?? '') ? 1 : 0;
  const t = tokens[k];
  if (t !== undefined && t.pos === 'VERB' && (t.lower === t.lemma || /ing$/.test(t.lower))) return true;
  // The splitter gives the verb the subject before it ("… and go travelling" → "I go travelling"): read the turn.
  const v = tokens[1];
  if (tokens[0]?.lower !== 'i' || v === undefined || v.pos !== 'VERB' || !(v.lower === v.lemma || /ing$/.test(v.lower))) return false;
  const rest = clause.said.replace(/^i\s+/i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return rest.length > 0 && new RegExp(`\\b(?:and|or|then|&)\\s+(?:maybe\\s+|possibly\\s+|probably\\s+)?${rest}`, 'i').test(text);
}

/** A deed to come under a tag: a future, a progressive of doing, or a verb of moving, joining, leaving. */
function toCome(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  if (w.some((x) => /^(?:will|'ll|ll|gonna|going)$/.test(x))) return true;
  const t = tokens[predicateAt(w)];
  return t !== undefined && t.pos === 'VERB' && /ing$/.test(t.lower) && !STATIVE.test(t.lemma);
}
