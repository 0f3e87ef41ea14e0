/**
 * What the offline write path can see of BEAM's knowledge updates (issue 14, round four): for each
 * knowledge-update question, the rule extractor (`extractFromText`, what an extraction job runs
 * without a model) reads the original and the updated user messages; reported is how many yield a
 * fact triple at all, how many a correction cue, and how many share a subject and predicate with a
 * different object (what consolidation needs to supersede the old fact). Measurement only.
 *
 *   npx tsx scripts/beam-updates.ts <beam dir> [--show]
 */
import { readBeamDir } from '../src/bench/beam/data.js';
import { extractFromText } from '../src/write/extract/rules.js';

const [dir, show] = process.argv.slice(2);
if (!dir) throw new Error('usage: beam-updates.ts <beam dir> [--show]');
const tally = { questions: 0, userPairs: 0, originalTriples: 0, updatedTriples: 0, updatedCorrection: 0, samePredicate: 0, supersedable: 0 };
for (const conv of readBeamDir(dir)) {
  const byId = new Map(conv.messages.map((m) => [m.id, m]));
  for (const q of conv.questions) {
    if (!q.update || q.update.original.length === 0 || q.update.updated.length === 0) continue;
    tally.questions++;
    const read = (ids: readonly number[]) =>
      ids
        .map((id) => byId.get(id))
        .filter((m) => m?.role === 'user')
        .flatMap((m) => extractFromText(m?.text ?? '', { now: m?.at }).candidates);
    const users = (ids: readonly number[]) => ids.filter((id) => byId.get(id)?.role === 'user').length;
    if (users(q.update.original) > 0 && users(q.update.updated) > 0) tally.userPairs++;
    const before = read(q.update.original);
    const after = read(q.update.updated);
    const bt = before.filter((c) => c.triple);
    const at = after.filter((c) => c.triple);
    if (bt.length > 0) tally.originalTriples++;
    if (at.length > 0) tally.updatedTriples++;
    if (after.some((c) => c.correction)) tally.updatedCorrection++;
    const same = at.filter((a) => bt.some((b) => b.triple?.subject === a.triple?.subject && b.triple?.predicate === a.triple?.predicate));
    if (same.length > 0) tally.samePredicate++;
    if (same.some((a) => bt.some((b) => b.triple?.predicate === a.triple?.predicate && b.triple?.object !== a.triple?.object))) tally.supersedable++;
    if (show) {
      console.log(`\n## ${conv.id}: ${q.question}`);
      for (const id of [...q.update.original, ...q.update.updated]) {
        const m = byId.get(id);
        console.log(`${q.update.original.includes(id) ? 'ORIGINAL' : 'UPDATED'} ${id} ${m?.role}: ${(m?.text ?? '').slice(0, 300).replace(/\s+/g, ' ')}`);
      }
      console.log('triples before', JSON.stringify(bt.map((c) => c.triple)), 'after', JSON.stringify(at.map((c) => c.triple)));
    }
  }
}
console.log(JSON.stringify(tally));
