/**
 * A state the user has just come into, said in the perfect: "I've gone blank", "my mind's gone totally blank", "I've
 * got all muddled". The perfect of "go"/"get" with a bare adjective and nothing after it tells how the speaker is at
 * the moment of speaking (usually beside a question or a request), not a lasting fact; it stores nothing. An
 * adjective that is the result of an event ("married", "engaged", "divorced": a past participle) is a change that
 * lasts, and a clause that goes on after the adjective ("gone grey early", "got sick last week") says more than the
 * moment: both are left to the other readers.
 */
import type { Token } from './nlp.js';

/** The seat of the moment's state, when it is not "I": the mind, never a body part (mood.ts reads those). */
const SEAT = /^(?:mind|brain|head|memory)$/;
/** The perfect's auxiliary ("have", "has", "'ve", "'s"). */
const PERFECT = /^(?:have|has|'ve|'s)$/;

/** "I've gone blank", "my mind has gone totally blank": a state of the moment, in the perfect. */
export function cameOverNow(tokens: readonly Token[]): boolean {
  const w = tokens.filter((t) => t.pos !== 'PUNCT');
  let k = 0;
  if (w[0]?.lower === 'i') k = 1;
  else if (w[0]?.lower === 'my' && SEAT.test(w[1]?.lower ?? '')) k = 2;
  else return false;
  if (!PERFECT.test(w[k]?.lower ?? '')) return false;
  const verb = w[k + 1];
  if (!verb || !['go', 'get'].includes(verb.lemma) || !/^(?:gone|got|gotten)$/.test(verb.lower)) return false;
  let j = k + 2;
  while (w[j]?.pos === 'ADV') j++;
  const state = w[j];
  return state !== undefined && state.pos === 'ADJ' && !/ed$/.test(state.lower) && j === w.length - 1;
}
