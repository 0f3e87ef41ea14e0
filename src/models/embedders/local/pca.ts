/**
 * Mean and top principal components of a set of row vectors: the "common component" that SIF
 * removes from sentence vectors (it mostly encodes word frequency, not meaning).
 */

/** Mean of `rows` (row-major, `count × dims`). */
export function meanOf(rows: Float32Array, count: number, dims: number): Float64Array {
  const mean = new Float64Array(dims);
  for (let r = 0; r < count; r++) for (let d = 0; d < dims; d++) mean[d]! += rows[r * dims + d] as number;
  for (let d = 0; d < dims; d++) mean[d]! /= count;
  return mean;
}

/**
 * Top `k` eigenvectors of the covariance of `rows` around `mean`, by subspace iteration on the
 * small dims×dims covariance matrix (deterministic: starts from the identity's first columns).
 */
export function principalComponents(
  rows: Float32Array,
  count: number,
  dims: number,
  mean: Float64Array,
  k: number,
): { components: Float64Array[]; variances: number[] } {
  const cov = new Float64Array(dims * dims);
  const centred = new Float64Array(dims);
  for (let r = 0; r < count; r++) {
    for (let d = 0; d < dims; d++) centred[d] = (rows[r * dims + d] as number) - (mean[d] as number);
    for (let i = 0; i < dims; i++) {
      const ci = centred[i] as number;
      for (let j = i; j < dims; j++) cov[i * dims + j]! += ci * (centred[j] as number);
    }
  }
  for (let i = 0; i < dims; i++) {
    for (let j = i; j < dims; j++) {
      const v = (cov[i * dims + j] as number) / count;
      cov[i * dims + j] = v;
      cov[j * dims + i] = v;
    }
  }
  let basis: Float64Array[] = Array.from({ length: k }, (_, c) => {
    const v = new Float64Array(dims);
    // Identity columns plus a small spread so no start vector is orthogonal to a top component.
    for (let d = 0; d < dims; d++) v[d] = (d === c ? 1 : 0) + 1e-3 * Math.sin(d * (c + 1) + 1);
    return v;
  });
  for (let iter = 0; iter < 500; iter++) {
    basis = orthonormalise(basis.map((v) => multiply(cov, v, dims)));
  }
  const variances = basis.map((v) => dot(v, multiply(cov, v, dims)));
  return { components: basis, variances };
}

function multiply(m: Float64Array, v: Float64Array, dims: number): Float64Array {
  const out = new Float64Array(dims);
  for (let i = 0; i < dims; i++) {
    let s = 0;
    for (let j = 0; j < dims; j++) s += (m[i * dims + j] as number) * (v[j] as number);
    out[i] = s;
  }
  return out;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

function orthonormalise(vectors: Float64Array[]): Float64Array[] {
  const out: Float64Array[] = [];
  for (const v of vectors) {
    const w = Float64Array.from(v);
    for (const u of out) {
      const p = dot(w, u);
      for (let i = 0; i < w.length; i++) w[i]! -= p * (u[i] as number);
    }
    const n = Math.sqrt(dot(w, w)) || 1;
    for (let i = 0; i < w.length; i++) w[i]! /= n;
    out.push(w);
  }
  return out;
}
