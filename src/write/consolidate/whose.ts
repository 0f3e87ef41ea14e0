/**
 * Whose a stored memory is about: the user, or another person or animal the user names ("The user's brother owns a gym",
 * "The user's dog Pixel has epilepsy", a triple whose subject is not the user). A forget request said of the user's own
 * thing ("my gym details", "that I'm seeing a therapist") prefers the user's memories over another's that share its words.
 */
import { USER_SUBJECT, normalizeSubject } from '../../core/attributes/index.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { relationalNoun } from '../extract/clauses/kin.js';

/** Animals a user keeps: a memory about one of them is about it, not the user. */
const KEPT_ANIMAL = /^(?:dog|dogs|cat|cats|puppy|kitten|horse|pony|rabbit|hamster|parrot|budgie|tortoise|pet|pets)$/;

/** Whether a memory is about someone (or some animal) other than the user. */
export function aboutOther(r: MemoryRecord): boolean {
  if (r.triple) return normalizeSubject(r.triple.subject) !== USER_SUBJECT;
  const m = /^the user['’]s ([\p{L}-]+)(?: ([\p{L}-]+))?/iu.exec(r.content.trim());
  if (!m) return false;
  const [, first = '', second = ''] = m;
  const noun = (w: string) => relationalNoun(w) !== null || KEPT_ANIMAL.test(w.toLowerCase());
  // "The user's best friend", "the user's little sister": a word before the relation only describes it.
  return noun(first) || (second !== '' && !/^(?:is|are|was|has|had)$/i.test(second) && noun(second));
}
