import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatUsersBench, runUsersBench } from '../src/bench/users.js';

describe('mnemo bench users (a small run)', () => {
  test('every operation is counted once, cold recalls are cache misses, and the scope loads are measured', async () => {
    const r = await runUsersBench({ users: 40, largest: 200, smallest: 3, ops: 150, writeShare: 0.2, cacheMb: 1, loadSizes: [50], embedder: 'hash' });
    const sizes = Array.from({ length: 40 }, (_, i) => Math.max(3, Math.floor(200 / (i + 1))));
    assert.equal(
      r.memories,
      sizes.reduce((a, b) => a + b, 0),
    );
    assert.equal(r.warm.count + r.cold.count + r.writes, 150);
    assert.ok(r.writes > 0 && r.cold.count > 0 && r.warm.count > 0);
    assert.equal(r.cache.misses, r.cold.count, 'each cold recall loaded its scope once');
    assert.ok(r.cache.bytes > 0 && r.cache.bytes <= r.cacheMaxBytes);
    assert.equal(r.loads.length, 1);
    assert.equal(r.loads[0]?.size, 50);
    assert.ok((r.loads[0]?.indexBytes ?? 0) > 0 && r.loads[0]?.readRowsMs !== null);
    assert.ok(r.rss.length > 0);
    assert.match(formatUsersBench(r), /recall, warm scope/);
  });
});
