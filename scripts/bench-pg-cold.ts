/**
 * Cold load of a scope on PostgreSQL (exact mode): starts the Debian server the tests use, writes
 * users of 1,000 and 10,000 memories, then for each opens a fresh store and times the first vector
 * search (the scope's index built from the database) against a warm one, and the read + decode of
 * the scope's vectors alone as text `real[]` (what the cache read before) and as `array_send` bytea
 * (what it reads now).
 *
 *   node --import tsx scripts/bench-pg-cold.ts [--sizes 1000,10000] [--runs 3]
 */
import pg from 'pg';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createPostgresStore } from '../src/storage/postgres/index.js';
import { parseVector, vectorFromArraySend } from '../src/storage/postgres/rows.js';
import { startDebianPostgres } from '../test/support/postgres.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sizes = arg('sizes', '1000,10000').split(',').map(Number);
const runs = Number(arg('runs', '3'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const server = await startDebianPostgres();
if (!server) throw new Error('no PostgreSQL server binaries (apt-get install -y postgresql)');
try {
  const mnemo = await createMnemo({ db: createPostgresStore({ url: server.url, vectorMode: 'exact' }), llm: null, writePath: { background: false } });
  for (const size of sizes) {
    await mnemo.rememberMany(
      { userId: `u${size}` },
      Array.from({ length: size }, (_, i) => ({
        content: `Memory ${i} of user ${size}: the ${['rollback', 'tea', 'alps', 'runbook'][i % 4]} note number ${i * 7}`,
      })),
      { batchSize: 1000, consolidate: false },
    );
  }
  const [query] = await mnemo.embed(['the rollback note']);
  await mnemo.close();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const filter = { validity: { mode: 'current' as const, now: new Date() } };
  for (const size of sizes) {
    const scope = { tenantId: 'default', userId: `u${size}` };
    const text: number[] = [];
    const binary: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    for (let r = 0; r < runs; r++) {
      let t = performance.now();
      const a = await client.query('SELECT embedding FROM mnemo_memories WHERE tenant_id = $1 AND user_id = $2', [scope.tenantId, scope.userId]);
      for (const row of a.rows) parseVector(row.embedding);
      text.push(performance.now() - t);
      t = performance.now();
      const b = await client.query('SELECT array_send(embedding) AS embedding FROM mnemo_memories WHERE tenant_id = $1 AND user_id = $2', [
        scope.tenantId,
        scope.userId,
      ]);
      for (const row of b.rows) vectorFromArraySend(row.embedding);
      binary.push(performance.now() - t);
      const store = createPostgresStore({ url: server.url, poolSize: 2 });
      await store.migrate();
      t = performance.now();
      await store.searchVector(scope, { vector: query as Float32Array, filter, limit: 50 });
      cold.push(performance.now() - t);
      t = performance.now();
      await store.searchVector(scope, { vector: query as Float32Array, filter, limit: 50 });
      warm.push(performance.now() - t);
      await store.close();
    }
    const ms = (xs: number[]) => `${median(xs).toFixed(1)} ms`;
    console.log(
      `${size} memories: vectors read + decoded as text ${ms(text)}, as array_send ${ms(binary)}; cold vector search ${ms(cold)}, warm ${ms(warm)} (median of ${runs})`,
    );
  }
  await client.end();
} finally {
  await server.stop();
}
