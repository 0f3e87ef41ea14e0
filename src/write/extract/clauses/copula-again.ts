/**
 * A second predicate said of the same subject after "and"/"but", its "I am" left out: "I'm lactose intolerant, and
 * allergic to shrimp", "im not a morning person and not into team sports either", "I'm vegan but not strict about
 * it". English lets a coordinated predicate share the subject and copula of the first; each is a clause of its own
 * (split.ts gives it the "I am" back), so a negation said of the second keeps to the second and the first is still read.
 * Read by grammar: the first clause is "I/we" + a form of "be"; after the conjunction comes an adjective with its
 * complement, or a negation ("not", "never", "no longer") before a predicate that is no verb (an adjective, a
 * preposition, a determiner or a noun).
 */
import type { Token } from './nlp.js';

export const NEGATED = /^(?:not|never|n't|no)$/;

/** Whether the conjunction at `i - 1` opens a predicate said again of the current clause's "I am". */
export function copulaAgain(current: readonly Token[], tokens: readonly Token[], i: number): boolean {
  if (!current.some((x) => x.lemma === 'be') || !current.some((x) => x.lower === 'i' || x.lower === 'we')) return false;
  const next = tokens[i];
  if (next?.pos === 'ADJ' && tokens[i + 2] !== undefined && tokens[i + 1]?.pos === 'ADP') return true;
  let k = i;
  if (next?.lower === 'no' && tokens[i + 1]?.lower === 'longer') k = i + 2;
  else if (next && NEGATED.test(next.lower) && next.lower !== 'no') k = i + 1;
  else return false;
  // "not really into", "not at all keen on": words of degree before the predicate.
  while (k < tokens.length && /^(?:really|very|that|too|so|at|all|exactly|particularly|even|much|remotely|a|big)$/.test(tokens[k]?.lower ?? '')) {
    if (['a', 'big'].includes(tokens[k]?.lower ?? '') && tokens[k + 1]?.pos !== 'ADJ') break;
    k++;
  }
  const head = tokens[k];
  return head !== undefined && ['ADJ', 'ADP', 'DET', 'NOUN'].includes(head.pos) && tokens.slice(k).some((t) => t.pos !== 'PUNCT');
}
