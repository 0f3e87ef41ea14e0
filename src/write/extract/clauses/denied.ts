/**
 * A state the user denies of themself ("I'm not actually lactose intolerant", "the dietitian confirmed I'm not coeliac
 * after all", "not a smoker any more") ends the one plain fact that says the user is it: the denial is the new state,
 * and what it contradicts is no longer current. Only a short description after a plain "is not" is read (no verb, no
 * doubt word): "I'm not sure", "I'm not working today" end nothing. What ends is found by consolidation (`ended.ts`:
 * a strict ending with no verb and no attribute ends only the one plain fact whose words hold the value).
 */
import type { Draft } from './phrases.js';

/** "The user is not (actually) X (after all)." — the content the copula reader makes of a denied description. */
const DENIED =
  /^The user is not (?:actually |really |in fact |even |officially |technically )?((?:a |an )?[\p{L}'-]+(?: [\p{L}'-]+){0,3}?)(?: after all| any ?more| any longer| at all| now)?\.$/u;
/** Descriptions that say a doubt, a mood or a moment, not a state that was stored: "not sure", "not here", "not ready". */
const PASSING =
  /^(?:sure|certain|convinced|positive|aware|here|there|home|around|ready|done|able|allowed|free|available|busy|around|going|coming|kidding|joking|saying|asking|complaining|fussed|bothered|worried|keen|fond|big|into|happy|that|so|too|very|the|my|your|in|on|at|of|for|with)$/;

/** The draft with what its denial ends, or as it was. */
export function deniedState(d: Draft): Draft {
  if (d.kind !== 'fact' || d.triple || d.profile || (d.ends?.length ?? 0) > 0) return d;
  const m = DENIED.exec(d.content);
  const value = m?.[1]?.replace(/^(?:a|an) /, '');
  if (!value) return d;
  const words = value.toLowerCase().split(' ');
  if (PASSING.test(words[0] as string) || words.some((w) => /ing$/.test(w) && w.length > 5)) return d;
  return { ...d, ends: [{ subject: 'user', predicate: null, object: value, said: 'not', strict: true }] };
}
