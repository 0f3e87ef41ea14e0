/**
 * The present perfect of a lasting state: "I've been with Barclays since 2017", "have lived in Brisbane for about a
 * decade", "been working at Tarrant since march", "I've been a paramedic for nearly eight years". Said with a start
 * ("since …") or a length that reaches now ("for six years", "going on four years", "… now"), the perfect tells what
 * holds now and since when: the clause is read as its present ("I am with Barclays", "I live in Brisbane"), and the
 * time phrase (kept in the clause as said) gives the validity start (time.ts).
 *
 * Read by grammar, not by words: the subject is "I"; the verb group is "have" (wink-nlp AUX) then either "been" (+ an
 * "-ing" verb, whose lemma is the present, or anything else, read as "am") or a past participle (VERB whose lemma
 * differs from its text, read as its lemma). Not read: a negation, a modal, the past perfect ("had been"), an ended
 * interval ("until", "till", "before", "ago", "from … to …"), a question.
 */
import type { Token } from './nlp.js';
import { temporalSince } from './since.js';

const tok = (text: string, pos: string, lemma = text.toLowerCase()): Token => ({ text, lower: text.toLowerCase(), pos, lemma, negated: false });

/** A length of time: "six years", "a decade", "a couple of months", "ages". */
const LENGTH = /^(?:years?|months?|decades?|ages|yonks|yrs?|mths?)$/;
/**
 * Times too short for a state of life: "since Monday", "for a week", "since 9", "for six hours now" tell a visit or a
 * spell ("been in London for a week for work"), not where the user lives or works.
 */
const SHORT =
  /^(?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?s?$|^(?:yesterday|today|tonight|morning|afternoon|evening|night|lunch|lunchtime|breakfast|noon|midnight|dawn|weekend|weeks?|fortnight|days?|hours?|hrs?|minutes?|mins?|am|pm|o'clock|\d{1,2}(?:am|pm|:\d\d|st|nd|rd|th)?)$/;
/** Words that end the interval or put it before now: the state is over, not current. */
const ENDED = /^(?:until|till|til|untill|before|ago|then|previously|formerly|used|back)$/;
const MODAL = /^(?:will|would|could|should|might|may|must|can|'ll|'d)$/;

/** "since I was nine", "since we moved": a past clause after "since" is a start, not a reason. */
function pastSince(tokens: readonly Token[], k: number): boolean {
  const who = tokens[k + 1];
  const verb = tokens[k + 2];
  return !!who && !!verb && /^(?:i|we)$/.test(who.lower) && /^(?:was|were)$|ed$/.test(verb.lower);
}

/** Where the time phrase that reaches now begins (since / for <length> / going on / now), or -1. */
function anchorAt(tokens: readonly Token[], from: number): number {
  for (let k = from; k < tokens.length; k++) {
    const w = (tokens[k] as Token).lower;
    if (w === 'since' && (temporalSince(tokens.slice(k)) || pastSince(tokens, k))) return k;
    if (w === 'going' && tokens[k + 1]?.lower === 'on' && tokens.slice(k + 2, k + 6).some((t) => LENGTH.test(t.lower))) return k;
    if (w === 'for' && tokens.slice(k + 1, k + 8).some((t) => LENGTH.test(t.lower))) return k;
    if (w === 'now' && tokens.slice(k + 1).every((t) => t.pos === 'PUNCT')) return k;
  }
  return -1;
}

/**
 * The clause's present reading when it is a first-person present perfect of a lasting state, or null. The time
 * phrase is left off the reading (its date is taken from the clause as said).
 */
export function presentOfPerfect(tokens: readonly Token[], asked: boolean): Token[] | null {
  if (asked || tokens.some((t) => t.negated)) return null;
  const w = tokens.map((t) => t.lower);
  if (w.some((x) => ENDED.test(x) || MODAL.test(x) || SHORT.test(x))) return null;
  const i = w.indexOf('i');
  if (i < 0 || i > 2 || !/^(?:have|'ve)$/.test(w[i + 1] ?? '')) return null;
  // Words before "I" must not make it another clause ("when I have…", "if I've…"): only adverbs or a "so"/"and".
  if (tokens.slice(0, i).some((t) => !['ADV', 'CCONJ', 'INTJ', 'PUNCT'].includes(t.pos))) return null;
  let k = i + 2;
  while (tokens[k]?.pos === 'ADV' && !/^(?:now|since)$/.test(w[k] as string)) k++;
  const verb = tokens[k];
  if (!verb) return null;
  let head: Token[];
  let rest: number;
  if (verb.lower === 'been') {
    const next = tokens[k + 1];
    if (!next) return null;
    if (next.pos === 'VERB' && /ing$/.test(next.lower) && next.lemma !== next.lower) {
      head = [tok(next.lemma, 'VERB')];
      rest = k + 2;
    } else {
      head = [tok('am', 'AUX', 'be')];
      rest = k + 1;
    }
  } else if (verb.pos === 'VERB' && verb.lemma !== verb.lower && !/ing$/.test(verb.lower)) {
    head = [tok(verb.lemma, 'VERB')];
    rest = k + 1;
  } else return null;
  const at = anchorAt(tokens, rest);
  if (at < 0 || at === rest) return null;
  // The time phrase runs to the end of the clause or its next comma; what follows a comma is kept.
  let end = at + 1;
  while (end < tokens.length && tokens[end]?.pos !== 'PUNCT') end++;
  const kept = [...tokens.slice(rest, at), ...tokens.slice(end)];
  if (kept.length === 0) return null;
  return [...tokens.slice(0, i + 1), ...head, ...kept];
}

/** "I used to be at Capgemini": the past of "be" ("I was at Capgemini"), read as a past state; null for any other shape. */
export function pastOfUsedTo(tokens: readonly Token[], asked: boolean): Token[] | null {
  if (asked || tokens.some((t) => t.negated)) return null;
  const w = tokens.map((t) => t.lower);
  const i = w.indexOf('i');
  if (i < 0 || i > 2 || w[i + 1] !== 'used' || w[i + 2] !== 'to' || w[i + 3] !== 'be') return null;
  if (tokens.slice(0, i).some((t) => !['ADV', 'CCONJ', 'INTJ', 'PUNCT'].includes(t.pos))) return null;
  return [...tokens.slice(0, i + 1), tok('was', 'AUX', 'be'), ...tokens.slice(i + 4)];
}

/**
 * "I've been in Oslo since the 3rd", "been in Rome for a fortnight": a first-person perfect whose time is too short
 * for a state of life — a visit or a spell, which must move no field.
 */
export function shortPerfect(tokens: readonly Token[]): boolean {
  const w = tokens.map((t) => t.lower);
  const i = w.indexOf('i');
  if (i < 0 || !/^(?:have|'ve)$/.test(w[i + 1] ?? '') || !w.slice(i + 2, i + 4).includes('been')) return false;
  const at = w.findIndex((x, k) => k > i && (x === 'since' || x === 'for'));
  return at > 0 && w.slice(at + 1, at + 5).some((x) => SHORT.test(x));
}

/** Past forms the "-ed" rule gets wrong, among verbs of a lasting doing. */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  teach: 'taught',
  drive: 'drove',
  write: 'wrote',
  run: 'ran',
  sell: 'sold',
  build: 'built',
  make: 'made',
  lead: 'led',
  keep: 'kept',
  spend: 'spent',
  do: 'did',
  stay: 'stayed',
  study: 'studied',
};

/** The simple past of a verb's lemma ("work" → "worked", "live" → "lived", "teach" → "taught"). */
function pastOf(lemma: string): string {
  if (IRREGULAR_PAST[lemma]) return IRREGULAR_PAST[lemma];
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

/**
 * "I was working for Siemens when we met", "Until last year I was teaching maths at a secondary school", "we were
 * living in Cork at the time": the past progressive of a lasting doing is its simple past ("I worked for Siemens"), a
 * past state that never moves a current field (lead.ts keeps the reading only when it is a past fact with a triple).
 * The words before the subject may be a time phrase (no verb, no pronoun: "for about eight years", "back in 2019").
 * Null for any other shape, a negation or a question.
 */
export function pastOfProgressive(tokens: readonly Token[], asked: boolean): Token[] | null {
  if (asked || tokens.some((t) => t.negated)) return null;
  const w = tokens.map((t) => t.lower);
  const i = w.findIndex((x) => x === 'i' || x === 'we');
  if (i < 0 || i > 6 || !/^(?:was|were)$/.test(w[i + 1] ?? '')) return null;
  if (tokens.slice(0, i).some((t) => ['VERB', 'AUX', 'PRON'].includes(t.pos) || t.lower === 'if' || t.lower === 'when')) return null;
  let k = i + 2;
  while (tokens[k]?.pos === 'ADV' && !/^(?:not|never)$/.test(w[k] as string)) k++;
  const verb = tokens[k];
  if (!verb || verb.pos !== 'VERB' || !/ing$/.test(verb.lower) || verb.lemma === verb.lower) return null;
  const past = pastOf(verb.lemma);
  return [...tokens.slice(0, i + 1), tok(past, 'VERB', verb.lemma), ...tokens.slice(k + 1)];
}
