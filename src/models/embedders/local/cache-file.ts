/**
 * The binary cache the local embedder loads. One file, written once by `prepareLocalEmbeddings`:
 * a 128-byte header, then typed-array sections in native byte order, each 8-byte aligned, so
 * loading is one read and a few array views (no parsing, no per-word Map to build). The
 * vocabulary is stored with its hash table, which is what makes loading fast.
 *
 * Header (u32 unless noted): 0 magic "MNEMOGLV" (8 bytes) · 8 byte-order mark 0x01020304 ·
 * 12 format version · 16 dimensions · 20 vocabulary size · 24 hash slots · 28 principal components ·
 * 32 word-character count · 36 f32 out-of-vocabulary norm · 40 source JSON size · 44 total file size ·
 * 48 seven (offset, byteLength) section pairs · 104 checksum · 108–127 zero.
 * The checksum covers the whole file except its own four bytes.
 */
import { checksumWords } from '../fnv.js';

/** Bump when the layout or the meaning of any stored value changes: old caches are then rebuilt. */
export const CACHE_FORMAT_VERSION = 1;

/** The file name inside the cache directory; the version is in the name so versions can coexist. */
export const CACHE_FILE_NAME = `glove-100d-v${CACHE_FORMAT_VERSION}.bin`;

const MAGIC = 'MNEMOGLV';
const BYTE_ORDER_MARK = 0x01020304;
const HEADER_BYTES = 128;
const SECTION_TABLE_OFFSET = 48;
const CHECKSUM_OFFSET = 104;

/** Everything the sentence encoder needs, as views over one buffer. */
export interface LocalVectorTables {
  readonly dimensions: number;
  readonly vocabSize: number;
  /** `wordChars.subarray(wordOffsets[i], wordOffsets[i + 1])` spells the word of rank `i`. */
  readonly wordOffsets: Uint32Array;
  readonly wordChars: Uint16Array;
  /** Open-addressing table keyed by `fnv1a(word)`: rank + 1, or 0 for an empty slot. */
  readonly slots: Int32Array;
  /** Row `i` of the vectors is `vectors[i*dims .. +dims] * scales[i]` (int8 with a per-row scale). */
  readonly scales: Float32Array;
  readonly vectors: Int8Array;
  /** Mean of the frequent-word vectors: the common component subtracted from every sentence. */
  readonly mean: Float32Array;
  /** Top principal components of the centred frequent-word vectors, unit rows, largest first. */
  readonly components: Float32Array;
  readonly componentVariances: Float32Array;
  /** Typical length of a centred rare-word vector; out-of-vocabulary vectors are given this length. */
  readonly oovNorm: number;
  /** Size of the JSON the cache was converted from, to notice a package upgrade. */
  readonly sourceBytes: number;
}

type SectionName = keyof typeof SECTION_TYPES;
const SECTION_TYPES = {
  wordOffsets: Uint32Array,
  slots: Int32Array,
  scales: Float32Array,
  mean: Float32Array,
  components: Float32Array,
  componentVariances: Float32Array,
  wordChars: Uint16Array,
  vectors: Int8Array,
} as const;
const SECTION_ORDER = Object.keys(SECTION_TYPES) as SectionName[];
// `vectors` is the last section and its offset follows from the others, so seven pairs describe eight.
const STORED_SECTIONS = SECTION_ORDER.length - 1;

const align8 = (n: number): number => (n + 7) & ~7;

/** Serialises tables into the cache layout, checksum included. */
export function encodeCache(tables: LocalVectorTables): Uint8Array {
  const sections = SECTION_ORDER.map((name) => tables[name] as ArrayBufferView);
  let offset = HEADER_BYTES;
  const placed = sections.map((view) => {
    const at = offset;
    offset = align8(offset + view.byteLength);
    return { at, view };
  });
  const total = offset;
  const bytes = new Uint8Array(total);
  for (let i = 0; i < MAGIC.length; i++) bytes[i] = MAGIC.charCodeAt(i);
  const u32 = new Uint32Array(bytes.buffer, 0, HEADER_BYTES / 4);
  u32[2] = BYTE_ORDER_MARK;
  u32[3] = CACHE_FORMAT_VERSION;
  u32[4] = tables.dimensions;
  u32[5] = tables.vocabSize;
  u32[6] = tables.slots.length;
  u32[7] = tables.componentVariances.length;
  u32[8] = tables.wordChars.length;
  new Float32Array(bytes.buffer, 36, 1)[0] = tables.oovNorm;
  u32[10] = tables.sourceBytes;
  u32[11] = total;
  placed.forEach(({ at, view }, i) => {
    if (i < STORED_SECTIONS) {
      u32[SECTION_TABLE_OFFSET / 4 + 2 * i] = at;
      u32[SECTION_TABLE_OFFSET / 4 + 2 * i + 1] = view.byteLength;
    }
    bytes.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength), at);
  });
  u32[CHECKSUM_OFFSET / 4] = checksumOf(bytes);
  return bytes;
}

/** Why a cache file was refused; every reason means "rebuild it". */
export type CacheRejection = 'missing' | 'not-a-cache' | 'other-platform' | 'old-version' | 'truncated' | 'checksum' | 'inconsistent';

/** Validates and maps a cache file's bytes; never throws on bad input, it says why it refused. */
export function decodeCache(input: Uint8Array): { ok: true; tables: LocalVectorTables } | { ok: false; reason: CacheRejection } {
  if (input.byteLength < HEADER_BYTES) return { ok: false, reason: 'truncated' };
  for (let i = 0; i < MAGIC.length; i++) if (input[i] !== MAGIC.charCodeAt(i)) return { ok: false, reason: 'not-a-cache' };
  // Typed-array views need aligned offsets; a Buffer from the pool may not start on one.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const u32 = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_BYTES / 4);
  if (u32[2] !== BYTE_ORDER_MARK) return { ok: false, reason: 'other-platform' };
  if (u32[3] !== CACHE_FORMAT_VERSION) return { ok: false, reason: 'old-version' };
  const total = u32[11] as number;
  if (bytes.byteLength < total) return { ok: false, reason: 'truncated' };
  if (bytes.byteLength !== total || total % 4 !== 0) return { ok: false, reason: 'inconsistent' };
  if (checksumOf(bytes) !== u32[CHECKSUM_OFFSET / 4]) return { ok: false, reason: 'checksum' };

  const dimensions = u32[4] as number;
  const vocabSize = u32[5] as number;
  const slotCount = u32[6] as number;
  const componentCount = u32[7] as number;
  const charCount = u32[8] as number;
  const expected: Record<SectionName, number> = {
    wordOffsets: vocabSize + 1,
    slots: slotCount,
    scales: vocabSize,
    mean: dimensions,
    components: componentCount * dimensions,
    componentVariances: componentCount,
    wordChars: charCount,
    vectors: vocabSize * dimensions,
  };
  const views: Partial<Record<SectionName, ArrayBufferView>> = {};
  let lastEnd = HEADER_BYTES;
  for (let i = 0; i < SECTION_ORDER.length; i++) {
    const name = SECTION_ORDER[i] as SectionName;
    const Type = SECTION_TYPES[name];
    const at = i < STORED_SECTIONS ? (u32[SECTION_TABLE_OFFSET / 4 + 2 * i] as number) : align8(lastEnd);
    const length = expected[name];
    const byteLength = length * Type.BYTES_PER_ELEMENT;
    if (i < STORED_SECTIONS && u32[SECTION_TABLE_OFFSET / 4 + 2 * i + 1] !== byteLength) return { ok: false, reason: 'inconsistent' };
    if (at % 8 !== 0 || at < lastEnd || at + byteLength > total) return { ok: false, reason: 'inconsistent' };
    views[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length);
    lastEnd = at + byteLength;
  }
  if ((slotCount & (slotCount - 1)) !== 0 || slotCount <= vocabSize) return { ok: false, reason: 'inconsistent' };
  const tables = {
    dimensions,
    vocabSize,
    oovNorm: new Float32Array(bytes.buffer, bytes.byteOffset + 36, 1)[0] as number,
    sourceBytes: u32[10] as number,
    ...(views as Pick<LocalVectorTables, SectionName>),
  };
  if (tables.wordOffsets[vocabSize] !== charCount) return { ok: false, reason: 'inconsistent' };
  return { ok: true, tables };
}

function checksumOf(bytes: Uint8Array): number {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const before = checksumWords(words.subarray(0, CHECKSUM_OFFSET / 4));
  return checksumWords(words.subarray(CHECKSUM_OFFSET / 4 + 1), before);
}
