// Append latency against the backlog of unextracted turns (issue 17, item 9): a session's pending
// user turns are a counter, so an append should cost the same at 100, 4,000 and 20,000 pending events.
// Run: node --import tsx scripts/bench-append.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-append-'));
const scope = { userId: 'bench' };
const m = await createMnemo({ db: join(dir, 'b.db'), llm: null, writePath: { background: false, extractEvery: 1000 } });
try {
  const s = await m.sessions.open(scope);
  let pending = 0;
  for (const target of [100, 4000, 20000]) {
    while (pending < target - 50) {
      const batch = Math.min(500, target - 50 - pending);
      await m.sessions.append(
        scope,
        s.id,
        Array.from({ length: batch }, (_, i) => ({ role: 'user' as const, content: `backlog turn ${pending + i} about the weekly report` })),
      );
      pending += batch;
    }
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t = process.hrtime.bigint();
      await m.sessions.append(scope, s.id, [{ role: 'user', content: `measured turn ${i} about the weekly report` }]);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      pending++;
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`pending ${String(target).padStart(6)}: mean ${mean.toFixed(2)} ms, p50 ${times[25]?.toFixed(2)} ms, p95 ${times[47]?.toFixed(2)} ms`);
  }
} finally {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
}
