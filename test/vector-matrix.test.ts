/**
 * The vector leg's matrix: the SIMD kernel scores what the JavaScript scan scores (to float32
 * precision), rows survive the move into the kernel and every later growth, padding stays zero for
 * a size that is not a multiple of four, and the committed kernel bytes are those of the .wat source.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { ScopeIndex } from '../src/storage/shared/scope-index.js';
import { simdAvailable, VectorMatrix } from '../src/storage/shared/vector-matrix.js';

/** A deterministic unit vector. */
function vector(seed: number, dims: number): Float32Array {
  const v = new Float32Array(dims);
  let x = Math.imul(seed, 2654435761) >>> 0;
  let norm = 0;
  for (let d = 0; d < dims; d++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    v[d] = x / 2 ** 32 - 0.5;
    norm += (v[d] as number) ** 2;
  }
  for (let d = 0; d < dims; d++) v[d] = (v[d] as number) / Math.sqrt(norm);
  return v;
}

/** The dot product in float64, as the plain loop computes it. */
function exact(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += (a[d] as number) * (b[d] as number);
  return dot;
}

describe('VectorMatrix', () => {
  test('the runtime has WebAssembly SIMD (Node 22 and 24 do)', () => {
    assert.equal(simdAvailable(), true);
  });

  for (const dims of [100, 7, 384]) {
    test(`kernel and JavaScript scans agree, ${dims} dimensions, across growth past the SIMD threshold`, () => {
      const simd = new VectorMatrix(dims, 4, 64); // the kernel from 64 rows
      const plain = new VectorMatrix(dims, 4, Number.POSITIVE_INFINITY);
      const rows: Float32Array[] = [];
      const query = vector(999, dims);
      for (let slot = 0; slot < 300; slot++) {
        const v = vector(slot + 1, dims);
        rows.push(v);
        for (const m of [simd, plain]) {
          m.grow(slot + 1 > 4 ? 2 ** Math.ceil(Math.log2(slot + 1)) : 4);
          m.set(slot, v);
        }
        if (slot === 10 || slot === 63 || slot === 64 || slot === 200 || slot === 299) {
          const a = simd.scores(query, slot + 1);
          const b = plain.scores(query, slot + 1);
          for (let i = 0; i <= slot; i++) {
            assert.equal(b[i], exact(rows[i] as Float32Array, query), `plain scan, row ${i}`);
            assert.ok(Math.abs((a[i] as number) - (b[i] as number)) < 1e-5, `row ${i}: ${a[i]} vs ${b[i]}`);
          }
        }
      }
      assert.equal(simd.simd, true);
      assert.equal(plain.simd, false);
    });
  }

  test('rewriting a row replaces its score', () => {
    const m = new VectorMatrix(5, 128, 1);
    const q = vector(3, 5);
    m.set(0, vector(1, 5));
    m.set(1, vector(2, 5));
    m.set(1, q);
    const s = m.scores(q, 2);
    assert.ok(Math.abs((s[1] as number) - 1) < 1e-6);
    assert.ok(Math.abs((s[0] as number) - exact(vector(1, 5), q)) < 1e-6);
  });

  test('a scope index above the threshold finds the same nearest rows as below it', () => {
    const build = (n: number) => {
      const index = new ScopeIndex(100);
      for (let i = 0; i < n; i++) {
        index.upsert({
          id: `m${i}`,
          kind: 'semantic',
          namespace: 'user',
          sessionId: null,
          validFrom: 0,
          invalidatedAt: null,
          expiresAt: null,
          archivedAt: null,
          embeddingModel: 'test-model',
          embedding: vector(i + 1, 100),
          searchTerms: '',
          flagged: false,
          importance: 0.5,
          halfLifeDays: null,
          lastAccessedAt: null,
          hasContext: false,
        });
      }
      return index;
    };
    const filter = { validity: { mode: 'current' as const, now: new Date() } };
    const query = vector(4242, 100);
    const large = build(5000).searchVector(query, 'test-model', filter, 10);
    const byExact = Array.from({ length: 5000 }, (_, i) => [i, exact(vector(i + 1, 100), query)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([i]) => `m${i}`);
    assert.deepEqual(
      large.map((h) => h.id),
      byExact,
    );
  });

  test('dot-kernel.ts holds the bytes compiled from dot-kernel.wat', () => {
    const r = spawnSync(process.execPath, ['scripts/build-dot-kernel.mjs', '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
  });
});
