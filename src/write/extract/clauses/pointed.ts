import type { Token } from './nlp.js';
import { lowerOf, type Draft } from './phrases.js';

/**
 * How a forget request points at what it means: "what I said about my sister's rehab", "whatever you have on my
 * meds", "the bit about my knee surgery", "all of my medical stuff", "my birthday from your memory". The topic is
 * what follows the pointer's preposition, read by the pointer's shape (words that point at something said, then
 * "about" / "on" / "regarding" / "of"), not by a list of whole phrases; where it is held ("from your memory") is
 * not part of it.
 */

/** Words a pointer at something said is made of: a head ("what", "the bit", "everything"), and a clause ("you have", "I told you"). */
const POINTING = new Set([
  'what',
  'whatever',
  'everything',
  'anything',
  'all',
  'the',
  'that',
  'this',
  'those',
  'any',
  'bit',
  'bits',
  'thing',
  'things',
  'stuff',
  'part',
  'note',
  'notes',
  'info',
  'information',
  'details',
  'you',
  'u',
  'i',
  'ive',
  'have',
  'has',
  'had',
  'know',
  'knew',
  'said',
  'told',
  'wrote',
  'mentioned',
  'stored',
  'saved',
  'got',
  'keep',
  'kept',
  'hold',
  'ever',
  'me',
  'just',
  'earlier',
  'before',
]);
/** The prepositions that name what the pointer points at. */
const NAMING = new Set(['about', 'on', 'regarding', 're', 'of', 'concerning']);
/** Where something is held: "from your memory", "out of your notes", "off the record". */
const HELD_IN = /^(?:memory|memories|records?|notes?|files?|database|system|mind|head|brain|list|logs?|profile)$/;

/** The words before the topic of a forget request's object (`r`, lower-cased): the pointer and its preposition; [] when it has none. */
export function pointerLead(r: readonly string[]): readonly string[] {
  for (let k = 0; k < Math.min(r.length - 1, 9); k++) {
    const x = r[k] as string;
    if (NAMING.has(x)) return k > 0 || x !== 'of' ? r.slice(0, k + 1) : [];
    if (!POINTING.has(x)) return [];
  }
  return [];
}

/**
 * How many words at the end of a topic (`r`, lower-cased) say where it is held ("from your memory", "from memory", "on
 * record", "on file", "out of memory"): 0 when none do.
 */
export function heldWhere(r: readonly string[]): number {
  const n = r.length;
  const place = r[n - 1] ?? '';
  if (!HELD_IN.test(place)) return 0;
  const owned = /^(?:your|ur|the|my)$/.test(r[n - 2] ?? '') ? 1 : 0;
  const prep = r[n - 2 - owned] ?? '';
  if (/^(?:from|in|off|on)$/.test(prep) && (owned === 1 || prep !== 'in')) return 2 + owned;
  return prep === 'of' && r[n - 3 - owned] === 'out' ? 3 + owned : 0;
}

/** Verbs of holding on to what was said, after a lead that asks not to ("no need to remember", "can you not keep"). */
const HOLDING = /^(?:remember|keep|store|save|hold|retain|record|log|track)$/;

/**
 * Leads that ask for something not to be kept, in words other than a verb of forgetting: "no need to remember …",
 * "(you) don't need to remember …", "can you not keep …", "i'd rather you didn't store …", "get rid of …", "take … out
 * of memory" (its place is read by `heldWhere`). The number of lead words (with "on to" after "hold"); 0 when none.
 * What follows must be more than "this" / "that" / "it": those are the turn's don't-store frame (`DONT_STORE`).
 */
export function unkeepingLead(w: readonly string[]): number {
  const after = (k: number): number => {
    const particle = w[k] === 'hold' && w[k + 1] === 'on' && w[k + 2] === 'to' ? 2 : w[k] === 'hold' && w[k + 1] === 'onto' ? 1 : 0;
    const next = w[k + 1 + particle] ?? '';
    return HOLDING.test(w[k] ?? '') && next !== '' && !/^(?:this|that|it|any|anything)$/.test(next) ? k + 1 + particle : 0;
  };
  const j = w[0] === 'you' || w[0] === 'u' ? 1 : 0;
  if (w[0] === 'no' && w[1] === 'need' && w[2] === 'to') return after(3);
  // (a turn-opening "no" is read off as a cue before: "need to remember my work number")
  if (w[0] === 'need' && w[1] === 'to') return after(2);
  if (w[j] === 'do' && w[j + 1] === "n't" && w[j + 2] === 'need' && w[j + 3] === 'to') return after(j + 4);
  if (/^(?:can|could|would)$/.test(w[0] ?? '') && /^(?:you|u)$/.test(w[1] ?? '') && w[2] === 'not') return after(3);
  // (the request's "can you" is read off before: "not keep my salary on record")
  if (w[0] === 'not') return after(1);
  if (w[0] === 'i' && /^(?:'d|d|would)$/.test(w[1] ?? '') && w[2] === 'rather' && /^(?:you|u)$/.test(w[3] ?? '') && w[4] === 'did' && w[5] === "n't")
    return after(6);
  if (w[0] === 'get' && w[1] === 'rid' && w[2] === 'of') return 3;
  if (w[0] === 'take' && w.length > 3 && w[w.length - 2] === 'of' && w[w.length - 3] === 'out') return 1;
  return 0;
}

/** Words that only point at a topic ("the piano thing", "the stuff about Leo", "the medication bit"). */
export const POINTERS = new Set(['thing', 'things', 'stuff', 'bit', 'bits', 'part', 'info', 'information', 'business', 'story', 'details', 'about']);

/** Pointer words that are also the head of a compound after a noun: "bank details", "contact info", "insurance information". */
const RECORDS = new Set(['details', 'info', 'information']);

/**
 * Whether the topic's word at `i` only points ("the piano thing", "the stuff about Leo") and is left out of the topic;
 * a word of records after a noun heads what is named ("my bank details" is no "bank"), and stays.
 */
export function pointsOnly(topic: readonly Token[], i: number): boolean {
  const t = topic[i] as Token;
  if (!POINTERS.has(t.lower)) return false;
  const before = topic[i - 1];
  return !(RECORDS.has(t.lower) && before !== undefined && !POINTERS.has(before.lower) && (before.pos === 'NOUN' || before.pos === 'PROPN'));
}

/** "I (ever) mentioned / said / told you (about / that)" before what was said: the act of saying, not the topic. */
const SAYING = /^i (?:ever |even |just )?(?:mentioned|said|told you|brought up)(?: about| that)? /;
/** A pointer of relation before the topic: "anything to do with my ex", "everything related to the move". */
const RELATED = /^(?:(?:anything|everything|all|stuff|whatever|things?) )?(?:to do with|related to|relating to|connected to|connected with) /;
/** What "I mentioned …" points back with: what was said, resolved by the turn ("forget I mentioned him"). */
const POINTING_BACK = /^(?:it|this|that|him|her|them|anything|any|something)$/;
/** Words after a topic that say when, not what ("… anymore", "… any more"). */
const AFTER_TOPIC = new Set(['anymore', 'again']);

/**
 * The topic proper of a forget request's object: "I ever mentioned the payday loan" is "the payday loan"; an apposition
 * after a comma or dash ("my old phone number, the 0779 one") says it again and is left out; "… anymore" is no part of it.
 */
export function topicProper(object: readonly Token[]): readonly Token[] {
  let topic = object;
  const lead = RELATED.exec(lowerOf(topic).join(' '));
  if (lead && lead[0].trim().split(' ').length < topic.length) topic = topic.slice(lead[0].trim().split(' ').length);
  const r = lowerOf(topic);
  const act = SAYING.exec(r.join(' '));
  const said = act ? act[0].trim().split(' ').length : 0;
  // "I mentioned it/that" is what was just said: the caller resolves it.
  let out = said > 0 && said < topic.length && !POINTING_BACK.test(r[said] as string) ? topic.slice(said) : topic;
  const cut = out.findIndex((t, i) => i > 0 && [',', '—', '–'].includes(t.text));
  if (cut > 0) out = out.slice(0, cut);
  let end = out.length;
  while (end > 1 && (AFTER_TOPIC.has(out[end - 1]?.lower ?? '') || (out[end - 1]?.lower === 'more' && out[end - 2]?.lower === 'any')))
    end -= out[end - 1]?.lower === 'more' ? 2 : 1;
  return out.slice(0, end);
}

/** A turn that asks not to be remembered ("off the record", "no need to save this", "don't bother remembering this"). */
const DONT_STORE =
  /\b(off the record|(?:do not|don't|dont|please don't|pls don't|no need to|(?:do not|don't|dont) (?:need|have) to|needn't|(?:do not|don't|dont) bother(?: to)?) (?:store|storing|save|saving|remember|remembering|keep|keeping|record|recording|note|noting|log|logging) (?:this|that|any of this|anything|it)|(?:rather|prefer) (?:not|you didn't) (?:have|keep|store) (?:that|this|it) (?:stored|saved|remembered|on file)|not for (?:your )?memory|between (?:you and me|us))\b/i;

/**
 * What a turn keeps beside a request about memory. A turn that asks not to be remembered keeps nothing (a forget still
 * applies). The reason said beside a forget request ("forget the gym, I cancelled the membership anyway", "forget the
 * marathon, I pulled my hamstring") is no memory of its own: the user asks that something go, not that its story stay;
 * a field it sets, an ending it says, a correction or a weighty fact (health, safety) is still kept.
 */
export function keptBesideForget(
  text: string,
  clauses: readonly { reading: { classes: readonly string[]; forget: readonly string[] } }[],
  candidates: Draft[],
): void {
  if (DONT_STORE.test(text)) candidates.length = 0;
  if (!clauses.some((c) => c.reading.classes.includes('forget') && c.reading.forget.length > 0)) return;
  for (let k = candidates.length - 1; k >= 0; k--) {
    const c = candidates[k] as Draft;
    if (!c.profile && !c.ends && !c.correction && c.importance < 0.7 && (c.triple === null || c.triple.predicate === 'plans')) candidates.splice(k, 1);
  }
}
