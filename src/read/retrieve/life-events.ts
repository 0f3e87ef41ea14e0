/**
 * The window of time a question gives relative to a life event ("before i moved", "the week after esi was born",
 * "back when i was still at walgreens"; `core/text/life-events.ts` reads the question), dated by the user's memory of
 * the event among the rows the successor leg's search found (`successors.ts`: the question's words and the event's,
 * over every version). No search of its own.
 *
 * - "still" ("back when i was still at walgreens"): the best superseded hit is the state the question means; its
 *   time is from its `validFrom` to its invalidation.
 * - another event: the best hit that uses one of the event's words, or for a job a fact of the job's predicates that
 *   replaced another (the latest such); its event time (`validFrom`) is the event's date, and the window is that
 *   side of it (`eventWindow`).
 *
 * None when no row dates the event: the question is then ranked as it was.
 */
import { eventWindow, type EventWindow, type LifeEventReading } from '../../core/text/life-events.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** The event's window, or null when none of `found` dates it. */
export function lifeEventWindow(
  reading: LifeEventReading,
  found: readonly { readonly row: MemoryRecord; readonly score: number }[],
  now: Date,
): (EventWindow & { readonly still: boolean }) | null {
  if (reading.still) {
    const old = found.find((f) => f.row.supersededBy !== null && f.row.invalidatedAt !== null);
    if (!old) return null;
    return { from: old.row.validFrom.getTime(), to: (old.row.invalidatedAt as Date).getTime(), still: true };
  }
  const words = new Set(queryTermsOf(reading.says));
  const current = found.filter((f) => f.row.supersededBy === null);
  const changed = reading.predicates.length
    ? current
        .filter((f) => f.row.supersedes !== null && reading.predicates.includes(f.row.triple?.predicate.toLowerCase() ?? ''))
        .sort((a, b) => b.row.validFrom.getTime() - a.row.validFrom.getTime())[0]
    : undefined;
  const said = current.find((f) => queryTermsOf(f.row.content).some((t) => words.has(t)));
  const anchor = changed ?? said;
  if (!anchor) return null;
  return { ...eventWindow(reading, anchor.row.validFrom.getTime(), now.getTime()), still: false };
}
