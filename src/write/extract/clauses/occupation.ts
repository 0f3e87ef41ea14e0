/**
 * Verbs of an occupation, by the agent noun they make: "I code for Monzo" (a coder), "I lecture at Queen's"
 * (a lecturer), "I drive for Uber" (a driver), "I nurse at St Mary's" (a nurse). A verb whose agent noun is a
 * role word, said with "at" or "for" an organisation, names where the user works — read by the word's shape
 * against the roles the rules know, not from a list of verbs. "with" is left out ("I bank with Monzo").
 */
import type { Token } from './nlp.js';
import type { EndedFact } from '../types.js';
import { lowerOf, orgAfter, ROLE_HEAD } from './phrases.js';

/** Verbs whose agent noun is a role but which say no job with "at"/"for" ("I live for…", "I manage for…" is read elsewhere). */
const NOT_WORK = new Set([
  'be',
  'have',
  'do',
  'go',
  'get',
  'live',
  'stay',
  'shop',
  'eat',
  'play',
  'wait',
  'look',
  'head',
  'own',
  'fit',
  'act',
  'pick',
  'pack',
  'guard',
  'sort',
  'serve',
  'buy',
  'sell',
  'trade',
  'study',
]);

/** The role a verb's agent noun names ("code" → "coder", "lecture" → "lecturer", "tutor" → "tutor"), or null. */
export function agentRole(lemma: string): string | null {
  if (!/^[a-z]{3,}$/.test(lemma) || NOT_WORK.has(lemma)) return null;
  const stem = lemma.replace(/e$/, '');
  const forms = [lemma, `${lemma}r`, `${stem}er`, `${stem}or`, `${lemma}er`, `${lemma.replace(/([^aeiou])$/, '$1$1')}er`];
  return forms.find((f) => ROLE_HEAD.test(f)) ?? null;
}

/** The organisation right after a role: "for" any ("an analyst for Dunnhumby"), "with" only "the" and a name ("a nurse with the NHS"). */
export function roleOrg(c: readonly Token[], at: number): string | null {
  const p = c[at]?.lower;
  if (p === 'for' || (p === 'with' && c[at + 1]?.lower === 'the')) return orgAfter(c.slice(at, at + 10), [p]);
  return null;
}

/** "teach at X", "code for X", "lecture at X": the organisation right after a verb of an occupation, or null. */
export function occupiedAt(lemma: string, rest: readonly Token[], ctx: { modal: string | null; we: boolean }): string | null {
  if (lemma !== 'teach' && (agentRole(lemma) === null || ctx.modal !== null || ctx.we)) return null;
  const at = afterObject(rest);
  return ['at', 'for'].includes(rest[at]?.lower ?? '') ? orgAfter(rest.slice(at), [rest[at]?.lower as string]) : null;
}

/**
 * "I'm not teaching any more", "I don't teach piano now": a verb of an occupation, negated with a word of ending, ends
 * the role its agent noun names with its object ("teacher", "piano teacher"; consolidation matches a role that holds
 * those words, or whose words they hold). Null for a verb with no agent noun of a role.
 */
export function endedRole(lemma: string, value: string | null): EndedFact[] {
  const agent = agentRole(lemma);
  return agent ? [{ subject: 'user', predicate: 'role', object: value ? `${value} ${agent}` : agent }] : [];
}

/**
 * "I taught maths at a secondary school until 2020", "used to drive a taxi", "coded for Monzo for years": a verb of an
 * occupation told of the past is the job then — the organisation after "at"/"for" a past employer; told of a long past
 * or over a span (`long`), its plain object and agent noun a past role ("maths teacher", "taxi driver"). Null otherwise
 * ("I taught my niece to swim", "drove to Leeds").
 */
export function pastOccupation(lemma: string, rest: readonly Token[], long: boolean): { predicate: string; object: string } | null {
  const agent = agentRole(lemma);
  if (!agent) return null;
  const org = occupiedAt(lemma, rest, { modal: null, we: false });
  if (org) return { predicate: 'worked_at', object: org };
  const end = long ? afterObject(rest) : 0;
  // "used to cook dinner for my gran": a doing for one's own people is a kindness, no job.
  if (end === 0 || (rest[end]?.lower === 'for' && /^(?:my|our|his|her|their)$/.test(rest[end + 1]?.lower ?? ''))) return null;
  const start = ['the', 'a', 'an'].includes(rest[0]?.lower ?? '') ? 1 : 0;
  return { predicate: 'worked_as', object: `${lowerOf(rest.slice(start, end)).join(' ')} ${agent}` };
}

/**
 * Where a plain object of the verb ends: "(manage) the taproom (at …)", "(teach) maths (at …)", "(run) the front desk".
 * An article and at most three lower-case adjectives and nouns; a possessive ("my car", "the kids'") is a thing
 * of the user's own, no work, so nothing is skipped then.
 */
function afterObject(rest: readonly Token[]): number {
  let k = ['the', 'a', 'an'].includes(rest[0]?.lower ?? '') ? 1 : 0;
  const start = k;
  while (k - start < 3 && rest[k] && ['NOUN', 'ADJ'].includes((rest[k] as Token).pos) && /^\p{Ll}[\p{Ll}-]*$/u.test((rest[k] as Token).text)) k++;
  return k > start && rest[k - 1]?.pos === 'NOUN' ? k : 0;
}
