/**
 * The type of a liking's object: what someone likes or dislikes is a thing, an activity or a quality — a noun
 * phrase, a gerund, "to" and a verb, an adjective. Whatever reader made the draft, an object that is none of these is
 * a slot filled with the wrong words, and the draft says something false ("The user likes even." from "big fan of
 * orienteering, even in the sleet"; "The user dislikes know." from "i'd rather you didn't know"; "The user likes 30
 * years." from "like 30 years", a hedge before a number).
 *
 * Not a thing:
 * - no word of content at all: only adverbs, particles, pronouns, a bare verb ("now", "up", "it there", "know");
 * - an adverb that modifies no adjective opens it ("honestly the salty Dutch kind", "even the green ones"): it is a
 *   remark on the object said before, carried over into a slot of its own;
 * - a span of time ("30 years", "ten minutes", "last year"): how long, not what.
 */
import { parseSentences, type Token } from './nlp.js';
import type { Draft } from './phrases.js';

/** Predicates of a liking (phrases.ts, objects.ts, subject.ts). */
const LIKING = new Set(['likes', 'dislikes', 'prefers', 'loves', 'hates', 'enjoys']);
/** Units of time (a closed class of English). */
const UNIT = /^(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|fortnights?|months?|years?|yrs?|decades?|ages)$/;
/** Words that place a span of time ("last year", "next week", "this month"). */
const PLACED = /^(?:last|next|this|that|every|each|a|an|one|few|couple|several|many)$/;

/** Tags of words that can head what is liked. */
const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'X', 'SYM']);

/** The object is a span of time: a number or a placing word, then a unit ("30 years", "last year", "a few weeks"). */
function span(w: readonly Token[]): boolean {
  const words = w.filter((t) => t.pos !== 'PUNCT');
  const last = words.at(-1);
  if (!last || !UNIT.test(last.lower)) return false;
  return words.slice(0, -1).every((t) => t.pos === 'NUM' || PLACED.test(t.lower) || t.pos === 'ADV' || t.pos === 'ADJ');
}

/** Whether `object` can be what is liked. */
export function thingLiked(object: string): boolean {
  const w = parseSentences(object)
    .flat()
    .filter((t) => t.pos !== 'PUNCT');
  if (w.length === 0) return false;
  if (span(w)) return false;
  // Opening adverbs that modify no adjective after them ("even the green ones", "honestly even the Dutch kind").
  let a = 0;
  while (w[a]?.pos === 'ADV') a++;
  if (a > 0 && a < w.length && !['ADJ', 'NUM'].includes(w[a]?.pos ?? '')) return false;
  return w.some(
    (t, k) =>
      CONTENT.has(t.pos) ||
      (t.pos === 'NUM' && w.length > 1) ||
      (t.pos === 'VERB' && (/ing$/.test(t.lower) || w[k - 1]?.lower === 'to')) ||
      // A name or a title in capitals the tagger reads as something else ("The Wire").
      (/^\p{Lu}/u.test(t.text) && k > 0),
  );
}

/** A liking draft whose object is no thing (see above). */
export function noThingLiked(d: Draft): boolean {
  if (!d.triple || !LIKING.has(d.triple.predicate)) return false;
  return !thingLiked(String(d.triple.object));
}

/** Pro-forms that point out of the clause, into the conversation ("it", "that"). */
const POINTING = new Set(['it', 'that', 'this', 'them', 'those', 'these']);

/**
 * A plain fact of the user's whose only thing is a pro-form the turn left unresolved ("I'm not comfy with that
 * stored", "still weighing it up", "I love it"): what it is about is not in the memory, so it says nothing to recall
 * by — a remark on the conversation, not a fact. A field, a triple, an ending or a correction is never this.
 */
export function aboutNothingSaid(d: Draft): boolean {
  if (d.triple || d.profile || d.ends || d.correction || !/^the user\s/i.test(d.content)) return false;
  const w = parseSentences(d.content)
    .flat()
    .slice(2)
    .filter((t) => t.pos !== 'PUNCT');
  const pointing = w.some((t, k) => POINTING.has(t.lower) && (t.pos === 'PRON' || !['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(w[k + 1]?.pos ?? '')));
  return pointing && !w.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM' || /^\p{Lu}/u.test(t.text));
}
