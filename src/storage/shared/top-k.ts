/**
 * The best k of a stream of (slot, score) pairs, for the scans of `scope-index.ts`, without sorting
 * the stream or allocating per pushed pair.
 */

/** A bounded min-heap keeping the `k` best scores, in typed arrays (no allocation per pushed row). */
export class TopK {
  private readonly slots: Int32Array;
  private readonly scores: Float64Array;
  private n = 0;
  constructor(private readonly k: number) {
    this.slots = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  /** The score a pushed pair must beat to be kept: −∞ until the heap is full. */
  get floor(): number {
    return this.n < this.k ? -Infinity : (this.scores[0] as number);
  }

  push(slot: number, score: number): void {
    const s = this.scores;
    if (this.n < this.k) {
      s[this.n] = score;
      this.slots[this.n] = slot;
      this.up(this.n++);
    } else if (score > (s[0] as number)) {
      s[0] = score;
      this.slots[0] = slot;
      this.down(0);
    }
  }

  /** The kept (slot, score) pairs, best first; ties in heap order, as before the typed arrays. */
  sorted(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.n; i++) out.push([this.slots[i] as number, this.scores[i] as number]);
    return out.sort((a, b) => b[1] - a[1]);
  }

  private swap(i: number, j: number): void {
    const s = this.scores[i] as number;
    this.scores[i] = this.scores[j] as number;
    this.scores[j] = s;
    const t = this.slots[i] as number;
    this.slots[i] = this.slots[j] as number;
    this.slots[j] = t;
  }
  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((this.scores[p] as number) <= (this.scores[i] as number)) return;
      this.swap(i, p);
      i = p;
    }
  }
  private down(i: number): void {
    const n = this.n;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && (this.scores[l] as number) < (this.scores[m] as number)) m = l;
      if (r < n && (this.scores[r] as number) < (this.scores[m] as number)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }
}
