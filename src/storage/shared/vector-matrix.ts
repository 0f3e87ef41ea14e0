/**
 * The vectors of one scope index, one row per slot, and the scan that scores a query against all of
 * them (the vector leg of recall).
 *
 * Small matrices live in a `Float32Array` and are scanned in JavaScript (float64 sums, as ever).
 * From {@link SIMD_FROM_ROWS} rows on, the matrix moves into the memory of its own instance of the
 * WebAssembly SIMD kernel (`dot-kernel.wat`), which scores four lanes at a time — about 5× faster
 * than the JavaScript loop at 10k × 100 dimensions — in float32 sums (scores then differ from the
 * JavaScript ones by ~1e-7). Rows are padded with zeros to a multiple of four floats. Where the
 * runtime has no WebAssembly SIMD the JavaScript scan is used at every size.
 *
 * Each WebAssembly memory reserves address space (V8 allows ~16k of them per process), which is why
 * small scopes — the many — stay in plain arrays and only large ones, whose number the scope cache's
 * byte budget bounds, take a memory of their own.
 */
import { DOT_KERNEL_BASE64 } from './dot-kernel.js';

/** Rows from which a matrix is scanned by the SIMD kernel. */
export const SIMD_FROM_ROWS = 2048;

const PAGE = 65_536;

/** The part of the WebAssembly API used here (the project's TypeScript libraries do not declare it). */
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

interface Kernel {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  readonly scores: (m: number, q: number, stride: number, count: number, out: number) => void;
}

let module: object | null | undefined;

/** The compiled kernel, or null where WebAssembly SIMD is not available. */
function kernelModule(): object | null {
  if (module === undefined) {
    const bytes = Buffer.from(DOT_KERNEL_BASE64, 'base64');
    module = wasm?.validate(bytes) ? new wasm.Module(bytes) : null;
  }
  return module;
}

/** Whether large matrices are scanned by the SIMD kernel in this runtime. */
export function simdAvailable(): boolean {
  return kernelModule() !== null;
}

/** Row vectors by slot, growable, with a scan of all rows. */
export class VectorMatrix {
  /** Floats per row: `dims` rounded up to a multiple of 4. */
  private readonly stride: number;
  private capacity: number;
  private data: Float32Array;
  private kernel: Kernel | null = null;
  /** Byte offsets in the kernel's memory: [query | matrix (capacity rows) | scores (capacity floats)]. */
  private matrixAt = 0;
  private scoresAt = 0;
  private scratch = new Float64Array(0);

  constructor(
    private readonly dims: number,
    capacity: number,
    private readonly simdFromRows = SIMD_FROM_ROWS,
  ) {
    this.stride = Math.ceil(dims / 4) * 4;
    this.capacity = Math.max(1, capacity);
    this.data = new Float32Array(this.stride * this.capacity);
    if (this.capacity >= this.simdFromRows) this.toKernel(this.capacity);
  }

  /** Bytes held (the kernel's whole memory when it has one). */
  get byteLength(): number {
    return this.kernel ? this.kernel.memory.buffer.byteLength : this.data.byteLength + this.scratch.byteLength;
  }

  /** Whether the scan runs in the SIMD kernel. */
  get simd(): boolean {
    return this.kernel !== null;
  }

  /** Makes room for `capacity` rows, keeping the rows held. */
  grow(capacity: number): void {
    if (capacity <= this.capacity) return;
    if (this.kernel || capacity >= this.simdFromRows) {
      if (this.toKernel(capacity)) return;
    }
    const next = new Float32Array(this.stride * capacity);
    next.set(this.data);
    this.data = next;
    this.capacity = capacity;
  }

  /** Writes the vector of `slot` (its first `dims` floats; the padding stays zero). */
  set(slot: number, vector: Float32Array): void {
    this.data.set(vector.subarray(0, this.dims), slot * this.stride);
  }

  /** The dot products of rows `0 … count-1` with `query`, by slot; valid until the next call. */
  scores(query: Float32Array, count: number): Float32Array | Float64Array {
    const k = this.kernel;
    if (k) {
      const memory = k.memory.buffer;
      const q = new Float32Array(memory, 0, this.stride);
      q.fill(0);
      q.set(query.subarray(0, this.dims));
      k.scores(this.matrixAt, 0, this.stride, count, this.scoresAt);
      return new Float32Array(memory, this.scoresAt, count);
    }
    if (this.scratch.length < count) this.scratch = new Float64Array(this.capacity);
    const out = this.scratch;
    for (let slot = 0; slot < count; slot++) out[slot] = this.dotFloat64(slot, query);
    return out;
  }

  /** Moves the rows into a kernel memory sized for `capacity` rows; false when there is no kernel. */
  private toKernel(capacity: number): boolean {
    const compiled = kernelModule();
    if (!compiled) return false;
    const queryBytes = this.stride * 4;
    const pages = Math.ceil((queryBytes + capacity * this.stride * 4 + capacity * 4) / PAGE);
    const held = this.stride * Math.min(this.capacity, capacity);
    let k = this.kernel;
    const rows = k ? null : this.data.subarray(0, held); // the JavaScript array's rows, copied in below
    if (!k) {
      const exports = new (wasm as WasmApi).Instance(compiled, {}).exports as Kernel;
      k = { memory: exports.memory, scores: exports.scores };
    }
    const have = k.memory.buffer.byteLength / PAGE;
    if (pages > have) k.memory.grow(pages - have); // detaches the old views; the bytes stay where they were
    this.matrixAt = queryBytes;
    const view = new Float32Array(k.memory.buffer, this.matrixAt, this.stride * capacity);
    if (rows) view.set(rows);
    // Past the rows held lay the old scores: rows written later must find zeros in their padding.
    view.fill(0, held);
    this.data = view;
    this.scoresAt = this.matrixAt + capacity * this.stride * 4;
    this.kernel = k;
    this.capacity = capacity;
    this.scratch = new Float64Array(0);
    return true;
  }

  private dotFloat64(slot: number, query: Float32Array): number {
    const m = this.data;
    const dims = this.dims;
    const base = slot * this.stride;
    let dot = 0;
    let d = 0;
    // Unrolled by four with one accumulator: the additions happen in the same order as the plain
    // loop's, so the scores are bit for bit its scores (ties keep their winners).
    for (const end = dims - (dims % 4); d < end; d += 4) {
      const i = base + d;
      dot += (m[i] as number) * (query[d] as number);
      dot += (m[i + 1] as number) * (query[d + 1] as number);
      dot += (m[i + 2] as number) * (query[d + 2] as number);
      dot += (m[i + 3] as number) * (query[d + 3] as number);
    }
    for (; d < dims; d++) dot += (m[base + d] as number) * (query[d] as number);
    return dot;
  }
}
