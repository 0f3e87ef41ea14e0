/** `mnemo bench serve` in small: it runs end to end against a spawned server and reports no errors or lost writes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatServeBench, runServeBench } from '../src/bench/serve.js';

test('bench serve: phases with per-route latencies, no errors, no lost writes, the server RSS', async () => {
  const r = await runServeBench({ memoriesPerUser: 60, users: 2, clients: [4], maxRequests: 70, maxSeconds: 30 });
  assert.deepEqual(
    r.phases.map((p) => [p.name, p.clients]),
    [
      ['recall only', 8],
      ['mixed', 4],
    ],
  );
  for (const p of r.phases) {
    assert.equal(p.errors, 0);
    assert.equal(p.lostWrites, 0);
    assert.ok(p.requests >= 1 && p.requests <= 70, `bounded in count: ${p.requests}`);
  }
  const mixed = r.phases[1];
  assert.ok(mixed && mixed.writes > 0, 'the mixed phase wrote');
  assert.deepEqual(new Set(mixed.routes.map((s) => s.route)), new Set(['recall', 'remember', 'get', 'list']));
  assert.ok(r.serverPeakRssMb === null || r.serverPeakRssMb > 0);
  assert.match(formatServeBench(r), /lost 0/);
});
