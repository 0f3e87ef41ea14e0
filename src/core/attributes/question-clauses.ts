/**
 * Two grammar-level readings of a question (issue 24, twentieth round), pure:
 * - its head clause when the rest is an aside ("whats my job title lol my mom keeps asking", "when's my bday, my girl
 *   wants to know"): the aside's person asks, the question is not about them;
 * - whether it asks for a taste by its object ("which football team do i pull for", "what basketball team do i ride
 *   for", "how do i like my cuppa"): a wh-word before a noun of a kind of taste, then the user as the subject of any
 *   verb but one of having or using, asks what the user likes of that kind, whatever the verb ("root for", "cheer on", "rate").
 */
import { words } from '../text/terms.js';
import { tasteKindsOf } from './taste.js';

/** Question words, with the chat forms that carry their verb ("whats", "whens"). */
const WH = new Set(['what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'how', 'whats', 'whens', 'wheres', 'whos', 'hows', 'wat', 'wot']);
/** Where an aside starts: a comma, a dash, a semicolon, or a chat filler ("lol", "haha", "tbh"). */
const ASIDE = /\s*(?:[,;]|\s[-–—]\s|\s(?:lol|lmao|haha+|tbh|btw|fr|ngl)\b)\s*/i;

/** The first word of an aside: its speaker. */
const ASIDE_SUBJECT = new Set(['my', 'i', 'im', 'me', 'you', 'u', 'ye', 'ya']);

/**
 * The head of `question` when what follows it is an aside: the head has a question word and the first person, the rest
 * has no question word (so "remind me, what does my mum do" and "my mum, where does she live" keep their whole). Null
 * when there is no such split.
 */
export function headClause(question: string): string | null {
  const m = ASIDE.exec(question);
  if (!m || m.index === 0) return null;
  const head = question.slice(0, m.index);
  const rest = question.slice(m.index + m[0].length);
  const hw = words(head);
  const rw = words(rest);
  if (rw.length === 0 || !hw.some((w) => WH.has(w)) || rw.some((w) => WH.has(w))) return null;
  // Only an aside of a speaker ("my mom keeps asking", "i forget", "you know"): a tail of the question's own ("…, after
  // work on friday", "…, in the garden") stays part of it.
  if (!ASIDE_SUBJECT.has(rw[0] as string)) return null;
  if (!hw.some((w) => ['i', 'me', 'my', 'im', 'mine'].includes(w))) return null;
  return head;
}

/** Verbs of having or using a thing, not of taste: "which gaming system do i have" asks what the user owns. */
const HAVING = new Set(['have', 'own', 'got', 'get', 'use', 'drive', 'ride', 'keep', 'need', 'buy', 'bought', 'play', 'wear', 'rent']);
/** Auxiliaries of the present that put the subject after them in a question ("do i", "am i"). */
// Present only: "which film did i see" asks for an event; "which choir am i in" a membership.
const AUX = new Set(['do', 'does']);

/**
 * Whether `question` asks for a taste by its object: "what|which [words] <noun of a taste kind> <aux> i <verb>" ("which
 * soccer club do i cheer on"), or "how <aux> i like my <noun>" ("how do i like my cuppa"), or take or have a thing of taste ("how do i
 * take my coffee"). At most three words between the wh-word and the auxiliary.
 */
export function asksTasteByObject(question: string): boolean {
  const w = words(question.replace(/[’']/g, ''));
  for (const [i, x] of w.entries()) {
    if (x === 'what' || x === 'which') {
      for (let j = i + 2; j <= i + 4 && j < w.length - 2; j++) {
        const verb = w[j + 2] as string;
        // "do i ride for", "do i play for": a verb of having with a particle of support is one of taste.
        if (!AUX.has(w[j] as string) || w[j + 1] !== 'i' || (HAVING.has(verb) && w[j + 3] !== 'for')) continue;
        const object = w.slice(i + 1, j).join(' ');
        if (tasteKindsOf(object).size > 0) return true;
      }
    }
    if (x !== 'how' || !AUX.has(w[i + 1] ?? '') || w[i + 2] !== 'i' || w[i + 4] !== 'my' || w.length <= i + 5) continue;
    // "how do i like my steak"; "take" and "have" only for a thing of taste ("how do i take my coffee", not "my meds").
    if (w[i + 3] === 'like' || (['take', 'have'].includes(w[i + 3] ?? '') && tasteKindsOf(w.slice(i + 5, i + 7).join(' ')).size > 0)) return true;
  }
  return false;
}
