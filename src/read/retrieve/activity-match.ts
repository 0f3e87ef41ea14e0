/**
 * The activity leg of a request (issue 24, thirteenth round). An implicit request ("pick a drop for the bbq", "any gigs
 * in town i'd enjoy", "can i fit a morning gym class in") needs a stored fact it does not name: the request is read by
 * its form (`core/attributes/request-form.ts`) and the user's standing constraints join it, ranked by importance
 * (`constraints.ts`), so the most important constraint came first whatever the request was about, and a stated fact
 * that is no constraint (a taste, a hobby, a trip) was reached only by its words. Here the request's ACTIVITY words —
 * its content words without the words of its frame ("can you", "book", "pick up", "please"), of its time ("on
 * sunday", "tonight") and the indefinite ones ("something") — are compared one by one with each stated memory's words
 * (facts, preferences, procedures; not episodes) in the local embedder's word vectors: each activity word counts by its
 * closest memory word above {@link ACTIVITY_FLOOR}, rescaled to 0..1, summed, at most 1. A memory's calendar words are
 * left out too: when the user is busy is the schedule leg's (`request-bearing.ts`), not what an activity is about.
 *
 * It is its own score part (`activity`, weight `blend.activity`), visible wherever the breakdown is; a request only,
 * with the local embedder only. The memories read are the user's keyed facts (read once per recall for the
 * constraints) before retrieval, so that a fact no leg found joins the candidates, and the first
 * {@link ACTIVITY_CANDIDATES} stated candidates after it. Logs nothing.
 */
import type { WordVectors } from '../../core/contracts/embedder.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { readRequest } from '../../core/attributes/request-form.js';
import { contentWordsOf, embedWords, sameWord } from './word-match.js';
import { dot, nonZero } from './word-vectors.js';

/** An activity word counts only by a memory word at least this close (cosine); the rest of the scale is linear to 1. */
export const ACTIVITY_FLOOR = 0.45;
/** A part under this says nothing: it is dropped. */
export const ACTIVITY_MIN = 0.1;
/** Stated candidates read after retrieval, at most. */
export const ACTIVITY_CANDIDATES = 50;

/**
 * The words of the calendar: they say when, not what. A closed class of the language (days, months, parts of the day
 * and of the week, units of time), not a list of any corpus's words.
 */
const CALENDAR =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|weekends?|weekdays?|midweek|mornings?|afternoons?|evenings?|nights?|tonight|today|tomorrow|tmrw|tmr|yesterday|days?|weeks?|fortnights?|months?|years?|hours?|minutes?|am|pm|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|january|february|march|april|may|june|july|august|september|october|november|december|now|soon|later|next|last|early|late)$/;
/** Indefinite words: they stand for what is asked, and read close to anything. */
const INDEFINITE = new Set([
  'something',
  'anything',
  'everything',
  'nothing',
  'someone',
  'anyone',
  'somewhere',
  'anywhere',
  'stuff',
  'thing',
  'things',
  'ones',
]);
/** Words of number and quantity ("two swatches", "a couple of rolls"): every number reads close to every other. */
const QUANTITY =
  /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|hundred|thousand|dozen|couple|few|several|half|quarter|first|second|third|single|double|pair)$/;
/** A word that says when, how many, or stands for anything: not what an activity is about. */
const aside = (w: string): boolean => CALENDAR.test(w) || QUANTITY.test(w) || INDEFINITE.has(w);

/** The activity words of `request` (see the module comment): its content words less its frame, time and indefinite words. */
export function activityWordsOf(request: string, vectors: WordVectors): string[] {
  const { frame } = readRequest(request);
  return contentWordsOf(request, vectors).filter((w) => !frame.has(w) && !aside(w));
}

/** A memory's words that an activity may read close to: its content's and its triple object's, the same words aside. */
function memoryWords(m: Pick<MemoryRecord, 'content' | 'triple'>, vectors: WordVectors): string[] {
  const text = m.triple ? `${m.content} ${m.triple.object}` : m.content;
  return contentWordsOf(text, vectors).filter((w) => !aside(w));
}

/** The activity words of a request with their vectors (none without a vector); empty when it names no activity. */
export interface Activity {
  readonly words: readonly string[];
  readonly vectors: readonly Float32Array[];
}

/** The request's activity, read once per recall. */
export function readActivity(request: string, vectors: WordVectors): Activity {
  const all = activityWordsOf(request, vectors);
  const vs = embedWords(vectors, all);
  const keep = all.map((_, i) => nonZero(vs[i] as Float32Array));
  return { words: all.filter((_, i) => keep[i]), vectors: vs.filter((_, i) => keep[i]) };
}

/** Each of `memories` (no episode) whose words an activity word reads close to, with its `activity` part (0..1). */
export function activityParts(
  activity: Activity,
  memories: readonly Pick<MemoryRecord, 'id' | 'content' | 'kind' | 'triple'>[],
  vectors: WordVectors,
  out: Map<string, number> = new Map(),
): Map<string, number> {
  if (activity.words.length === 0) return out;
  for (const m of memories) {
    if (m.kind === 'episode' || out.has(m.id)) continue;
    const own = memoryWords(m, vectors);
    const mv = embedWords(vectors, own).filter(nonZero);
    if (mv.length === 0) continue;
    let sum = 0;
    for (const [i, v] of activity.vectors.entries()) {
      // A word the memory says too is the keyword leg's.
      if (own.some((o) => sameWord(activity.words[i] as string, o))) continue;
      let best = -1;
      for (const u of mv) best = Math.max(best, dot(v, u));
      if (best > ACTIVITY_FLOOR) sum += Math.min(1, (best - ACTIVITY_FLOOR) / (1 - ACTIVITY_FLOOR));
    }
    const part = Math.min(1, sum);
    if (part >= ACTIVITY_MIN) out.set(m.id, part);
  }
  return out;
}
