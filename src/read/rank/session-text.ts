/**
 * Session-level evidence for ranking (issue 14, round four): the candidates of one session (or, with
 * no session, one event time — a conversation import's session) are read as one document, scored
 * by BM25 against the query, and each candidate gets its session's score divided by the best.
 * Evidence spread over several turns of one conversation (one turn names the trip, the next says
 * where) then lifts all of them, while a lone turn that repeats a query word does not. Only the
 * candidates' own text is used (no read of the rest of the scope), but that text means recall
 * reads every candidate's row, which is why `blend.sessionText` is off by default.
 */
import { termCountsIn } from '../../core/text/terms.js';
import type { RankRecord } from './rank-record.js';

const K1 = 1.2;
const B = 0.75;

/** The key of a record's session: its `sessionId`, else its event time. */
export function sessionKeyOf(record: Pick<RankRecord, 'sessionId' | 'validFrom'>): string {
  return record.sessionId ?? `t${record.validFrom.getTime()}`;
}

/** Per record (same order), the BM25 of its session's candidate text over `terms`, divided by the best (0..1). */
export function sessionTextScores(records: readonly Pick<RankRecord, 'sessionId' | 'validFrom' | 'content'>[], terms: readonly string[]): number[] {
  if (terms.length === 0 || records.length === 0) return records.map(() => 0);
  const docs = new Map<string, { counts: Map<string, number>; length: number }>();
  for (const record of records) {
    const key = sessionKeyOf(record);
    const { counts, length } = termCountsIn(record.content, terms);
    let doc = docs.get(key);
    if (!doc) docs.set(key, (doc = { counts: new Map(), length: 0 }));
    doc.length += length;
    for (const [t, n] of counts) doc.counts.set(t, (doc.counts.get(t) ?? 0) + n);
  }
  const df = new Map<string, number>();
  for (const doc of docs.values()) for (const t of doc.counts.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  let total = 0;
  for (const doc of docs.values()) total += doc.length;
  const avg = total / docs.size || 1;
  const score = new Map<string, number>();
  let best = 0;
  for (const [key, doc] of docs) {
    let s = 0;
    for (const [t, tf] of doc.counts) {
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.size - n + 0.5) / (n + 0.5));
      s += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / avg));
    }
    score.set(key, s);
    best = Math.max(best, s);
  }
  return records.map((r) => (best > 0 ? (score.get(sessionKeyOf(r)) ?? 0) / best : 0));
}
