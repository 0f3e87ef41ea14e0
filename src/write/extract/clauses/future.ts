/**
 * The future of a clause, read from its verb group. A clause said in the future ("I will move to Leeds later this
 * year", "we're gonna relocate to Perth", "I'm going to join Canva") holds nothing current: a field it names is a plan,
 * not the value now, whatever time (or none) it gives. A subject "I" or "we", then a future auxiliary ("will", "'ll",
 * "shall", "gonna", "going to"): never a negated one (that is a refusal or a habit, read elsewhere) nor a question.
 *
 * A promise made in the conversation itself: "I'll explain later when I'm off the phone", "I'll call you back
 * tomorrow", "gonna check tonight and let you know". Its time is the near future of the chat (later, tonight,
 * tomorrow, in a bit, when/once something now ends), its verb takes nothing but the addressee or a pro-form: it says
 * what the user will do next in the talk, not a fact of their life, and a future holds nothing current. A plan of life
 * keeps its content words ("I'll be starting at Stripe in February", "I'll be 40 next week") and is not one.
 *
 * Read by grammar: the subject "I", a future auxiliary ("will", "'ll", "shall", "gonna", "going to"), and no noun,
 * proper noun or number in the main clause other than words of the near time.
 */
import type { Token } from './nlp.js';
/** A plain fact still to come, as a plan (planned.ts). */
export { asPlan } from './planned.js';

/** Future auxiliaries (a closed class). */
const FUTURE = /^(?:will|'ll|ll|shall|wo|gonna)$/;
/** The near time of the conversation (a closed class of English time words). */
const NEAR =
  /^(?:later|tomorrow|tonight|shortly|tmrw|tmr|tmw|2moro|laters|afterwards|bit|sec|second|minute|min|mo|moment|jiffy|tick|morning|evening|afternoon|lunch)$/;
/** Subordinators that close the main clause ("… when I'm off the phone"). */
const SUBORDINATE = /^(?:when|once|after|before|as|if|until|till|because|cos|coz)$/;

/** Where the verb after the clause's future auxiliary is, or -1 when the clause is not said in the future. */
function futureAt(w: readonly string[]): number {
  const i = w.findIndex((x) => x === 'i' || x === 'we');
  if (i < 0 || i > 2) return -1;
  let k = i + 1;
  if (['am', "'m", 'are', "'re"].includes(w[k] ?? '')) k++;
  if (w[k] === 'going' && w[k + 1] === 'to') return k + 2;
  return FUTURE.test(w[k] ?? '') ? k + 1 : -1;
}

/** Whether the clause is said in the future by the user (or the user's household): what it names is a plan. */
export function saidInFuture(tokens: readonly Token[], said = ''): boolean {
  const w = tokens.map((t) => t.lower);
  const k = futureAt(w);
  // "from now on I'll be on the growth team", "I'll always be vegan", "will still be in Leeds": a future that starts now,
  // or one that goes on from now, is the value now.
  const startsNow = /\b(?:from now on|from today|as of (?:today|now)|starting (?:today|now)|effective (?:today|immediately)|always|still|forever)\b/.test(
    `${said.toLowerCase()} ${w.join(' ')}`,
  );
  return k >= 0 && !startsNow && !['not', "n't", 'never'].includes(w[k] ?? '') && !tokens.some((t) => t.negated) && !w.includes('?');
}

/** Whether the clause is a promise of the chat's near future with no content of its own. */
export function chatPromise(tokens: readonly Token[]): boolean {
  const w = tokens.map((t) => t.lower);
  const k = futureAt(w);
  if (k < 0 || !w.slice(0, k).includes('i')) return false;
  const end = w.findIndex((x, n) => n > k && SUBORDINATE.test(x));
  const main = tokens.slice(k, end < 0 ? tokens.length : end);
  const near = end >= 0 || main.some((t) => NEAR.test(t.lower));
  // The word after the auxiliary is the verb, however it was tagged ("text you back"); content is what it takes.
  const content = main.slice(1).some((t) => ['NOUN', 'PROPN', 'NUM'].includes(t.pos) && !NEAR.test(t.lower));
  return near && !content && main.length > 0 && /^\p{L}+$/u.test((main[0] as Token).text) && (main[0] as Token).lower !== 'be';
}
