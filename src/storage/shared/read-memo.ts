/**
 * Answers of a scope's fact reads kept between recalls while nothing they depend on can have changed.
 *
 * The attribute leg of recall reads the same facts for most questions (the user's facts, the facts of the asked
 * predicates, the stated tastes). Their answer depends on the scope's rows, which only a write changes (it moves
 * the scope's revision), and on the time the read is made: a row drops out of a current read once the time reaches
 * its `invalidated_at` or `expires_at`. A memo is made at one revision and one time `from`, and holds until the first
 * such cut-off after `from` (`until`, from the scope index): inside `[from, until)` every current read gives exactly
 * what SQL would give. A write, another revision, a time outside the window or an `asOf` read goes to the store.
 *
 * The memo hangs on the scope's index (`scope-index.ts`), so the index cache's bound and eviction cover it; it
 * holds at most {@link MAX_ENTRIES} answers of at most {@link MAX_RECORDS} records and hands out copies, never its own arrays or records.
 */
import type { RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** Answers kept per scope (each at most a read's limit of records). */
export const MAX_ENTRIES = 64;

/** Records kept per answer at most: a larger read (an export, a listing without a limit) goes to the store each time. */
export const MAX_RECORDS = 500;

/** Estimated heap bytes of a kept record beyond its text (object, triple, metadata). */
const RECORD_BYTES = 600;

/** A read's answer: one list of records, or one list per group (`queryFactsByPredicate`). */
export type Answer = MemoryRecord[] | MemoryRecord[][];

/** A copy of an answer down to its records (shallow copies), so no caller can change what is kept. */
const copyOf = <T extends Answer>(answer: T): T =>
  answer.map((x: MemoryRecord | MemoryRecord[]) => (Array.isArray(x) ? x.map((r) => ({ ...r })) : { ...x })) as T;

/** The kept answers of one scope at one revision and one window of time. */
export class ReadMemo {
  readonly #answers = new Map<string, Answer>();
  #bytes = 0;

  constructor(
    /** The scope revision the answers were read at. */
    readonly rev: number,
    /** The earliest time (ms) current reads' answers hold for; null when made by a read of every validity (no window). */
    readonly from: number | null,
    /** The first time (ms) after `from` at which a row of the scope is invalidated or expires (Infinity: none). */
    readonly until: number,
  ) {}

  /** Estimated heap bytes of the kept answers. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Whether a read at revision `rev` and time `at` (ms; null for a read of every validity) may use these answers. */
  holds(rev: number, at: number | null): boolean {
    if (rev !== this.rev) return false;
    // A read of every validity does not depend on the time; a current read needs a window that holds its time.
    return at === null || (this.from !== null && at >= this.from && at < this.until);
  }

  /** The kept answer of `key` (a copy), or undefined. */
  get<T extends Answer>(key: string): T | undefined {
    const kept = this.#answers.get(key);
    return kept ? (copyOf(kept) as T) : undefined;
  }

  /** Keeps a copy of `answer` under `key` while there is room and it is small enough; returns `answer`. */
  keep<T extends Answer>(key: string, answer: T): T {
    if (this.#answers.size >= MAX_ENTRIES || this.#answers.has(key)) return answer;
    const records = answer.flat();
    if (records.length > MAX_RECORDS) return answer;
    this.#bytes += records.reduce((n, r) => n + RECORD_BYTES + 2 * r.content.length, 0);
    this.#answers.set(key, copyOf(answer));
    return answer;
  }
}

/**
 * The time a read is made at, for the memo: the filter's `now` for a current read, null for a read of every validity,
 * undefined for an `asOf` read (never kept: it names its own time).
 */
export function readTime(filter: RecordFilter): number | null | undefined {
  const v = filter.validity;
  if (v.mode === 'current') return v.now.getTime();
  if (v.mode === 'all') return null;
  return undefined;
}

/** The key of a read: its method and its query with the filter's time left out (the memo's window stands for it). */
export function readKey(method: string, query: object, filter: RecordFilter): string {
  const { validity, ...rest } = filter;
  return JSON.stringify([method, validity.mode, rest, query]);
}
