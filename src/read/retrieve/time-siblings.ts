/**
 * A question that names a past time ("what got done on the car earlier this month") asks for the event of
 * that time. When its words find a same-topic event of another date (the car's MOT in March) and the event
 * of the window shares few of them (the clutch, this month), the other date wins on words. The topic is the
 * question's as its best out-of-window hits show it: an event dated in the window that tells of the same
 * thing (it shares at least two content words, and at least half of the shorter one's) is placed just
 * above that hit, unless an event of the window already ranks above it. Nothing is demoted below where it ranked among the rest, and a question with no time, or
 * whose window is not past, is left as it is.
 *
 * A question asked in the past tense about that time ("what gig did i go to last month", "what did the dentist do in
 * september") asks what happened then; a standing statement its words find ("The user loves going to gigs.", "The
 * user's dentist is Dr Anand.") tells what holds, and began before the window: the window's event goes above it
 * ({@link windowEventFirst}).
 */
import type { StorageAdapter } from '../../core/contracts/storage.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { Scope } from '../../core/types/scope.js';
import type { Ranked, RankRecord } from '../rank/score.js';

/** How many of the first results are read as the question's topic. */
const HEAD = 3;
/** Words every memory shares ("The user …"). */
const COMMON = new Set(['user']);

const isEvent = (r: RankRecord) => r.kind !== 'fact' && r.kind !== 'preference';

/** Whether two memories' terms tell of the same thing. */
export function sameTopic(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared >= 2 && shared * 2 >= Math.min(a.size, b.size);
}

/** `ranked` with each in-window event placed above a same-topic event of another date that outranked it. */
export async function inWindowSiblingsFirst(store: StorageAdapter, scope: Scope, ranked: readonly Ranked<RankRecord>[]): Promise<Ranked<RankRecord>[]> {
  // Only the hits above every event of the window: once one ranks higher, the question's time is served.
  const firstIn = ranked.findIndex((r) => isEvent(r.record) && r.scores.time >= 1);
  if (firstIn < 0) return [...ranked];
  const head = ranked.slice(0, Math.min(HEAD, firstIn)).filter((r) => isEvent(r.record) && r.scores.time < 1 && r.scores.match > 0);
  if (head.length === 0) return [...ranked];
  const firstHead = ranked.indexOf(head[0] as Ranked<RankRecord>);
  const inWindow = ranked.slice(Math.max(firstHead + 1, firstIn)).filter((r) => isEvent(r.record) && r.scores.time >= 1);
  if (inWindow.length === 0) return [...ranked];
  const ids = [...new Set([...head, ...inWindow].map((r) => r.record.id))];
  // A turn of an imported conversation (it records who said it) is talk, not one event: two turns sharing
  // words are not the same thing done twice, so only the memories Mnemo states are compared.
  const rows = (await store.getMemories(scope, ids)).filter((m) => typeof m.metadata.speaker !== 'string');
  const text = new Map(rows.map((m) => [m.id, new Set(queryTermsOf(m.content).filter((t) => !COMMON.has(t)))]));
  const out = [...ranked];
  const moved = new Set<string>();
  for (const h of head) {
    const own = text.get(h.record.id);
    if (!own) continue;
    const at = out.indexOf(h);
    for (const w of inWindow) {
      if (moved.has(w.record.id) || out.indexOf(w) < at) continue;
      const theirs = text.get(w.record.id);
      if (!theirs || !sameTopic(own, theirs)) continue;
      out.splice(out.indexOf(w), 1);
      out.splice(out.indexOf(h), 0, { ...w, score: Math.max(w.score, h.score) });
      moved.add(w.record.id);
      break;
    }
  }
  return out;
}

/**
 * `ranked` with the window's event placed above the standing statements (facts, preferences) that began before the
 * window and rank above it among the first {@link HEAD}: for a question asked in the past tense about a past time
 * (the caller tells). The event is the best-ranked one of the window that the question's words or vector found, else
 * the best-ranked one of the window. A statement that began inside the window is left where it is (it may be what
 * happened then: "what did i start in october"). Nothing else moves.
 */
export function windowEventFirst(ranked: readonly Ranked<RankRecord>[], windowFrom: number): Ranked<RankRecord>[] {
  const inWindow = ranked.filter((r) => isEvent(r.record) && r.scores.time >= 1);
  const event = inWindow.find((r) => r.scores.match > 0) ?? inWindow[0];
  if (!event) return [...ranked];
  const at = ranked.indexOf(event);
  const standing = ranked
    .slice(0, Math.min(HEAD, at))
    .findIndex((r) => (r.record.kind === 'fact' || r.record.kind === 'preference') && r.record.validFrom.getTime() < windowFrom);
  if (standing < 0) return [...ranked];
  const above = ranked[standing] as Ranked<RankRecord>;
  const out = ranked.filter((r) => r !== event);
  out.splice(standing, 0, { ...event, score: Math.max(event.score, above.score) });
  return out;
}
