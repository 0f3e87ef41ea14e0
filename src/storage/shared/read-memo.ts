/**
 * Answers of a scope's fact reads and the attribute leg's keyword searches kept between recalls while nothing they
 * depend on can have changed.
 *
 * The attribute leg of recall reads the same facts for most questions (the user's facts, the facts of the asked
 * predicates, the stated tastes) and searches the same words (the week's days, the names of an attribute). Their
 * answer depends on the scope's rows, which only a write changes (it moves the scope's revision; a search's scores
 * too, since the scope's statistics change only with its rows), and on the time the read is made: a row drops out of
 * a current read once the time reaches its `invalidated_at` or `expires_at`. A memo is made at one revision and one
 * time `from`, and holds until the first such cut-off after `from` (`until`, from the scope index): inside
 * `[from, until)` every current read gives exactly what SQL would give. A write, another revision, a time outside the window or an `asOf` read goes to the store.
 *
 * Rows read by id depend on the revision alone: they are kept beside the answers and pass from memo to memo while
 * the revision stays.
 *
 * The memo hangs on the scope's index (`scope-index.ts`), so the index cache's bound and eviction cover it; it
 * holds the {@link MAX_ENTRIES} answers used last, each of at most {@link MAX_RECORDS} records, and at most
 * {@link MAX_ROWS} rows, and hands out copies, never its own arrays or records.
 */
import type { RecordFilter, SearchHit } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** Answers kept per scope (each at most a read's limit of records). */
export const MAX_ENTRIES = 64;

/** Records kept per answer at most: a larger read (an export, a listing without a limit) goes to the store each time. */
export const MAX_RECORDS = 500;

/** Rows read by id kept per scope at most (`getMemories`): the rows of the attribute leg's hits and of recall's results. */
export const MAX_ROWS = 2000;

/** Estimated heap bytes of a kept record beyond its text (object, triple, metadata). */
const RECORD_BYTES = 600;

/** Estimated heap bytes of a kept search hit beyond its id (object, score). */
const HIT_BYTES = 48;

/** A read's answer: one list of records or of search hits, or one list per group (`queryFactsByPredicate`). */
export type Answer = MemoryRecord[] | MemoryRecord[][] | SearchHit[];

/** What an answer lists. */
type Item = MemoryRecord | SearchHit;

/** A copy of an answer down to its records or hits (shallow copies), so no caller can change what is kept. */
const copyOf = <T extends Answer>(answer: T): T => answer.map((x: Item | Item[]) => (Array.isArray(x) ? x.map((r) => ({ ...r })) : { ...x })) as T;

/** Estimated heap bytes of a kept record or hit. */
const bytesOf = (x: Item): number => ('content' in x ? RECORD_BYTES + 2 * x.content.length : HIT_BYTES + 2 * x.id.length);

/** Rows kept by id, shared by the memos of one revision (a row is the same at any time until a write moves the revision). */
class KeptRows {
  readonly byId = new Map<string, MemoryRecord>();
  bytes = 0;
}

/** The kept answers of one scope at one revision and one window of time, and the rows of that revision read by id. */
export class ReadMemo {
  /** Least recently used first. */
  readonly #answers = new Map<string, { answer: Answer; bytes: number }>();
  #bytes = 0;
  readonly #rows: KeptRows;

  constructor(
    /** The scope revision the answers were read at. */
    readonly rev: number,
    /** The earliest time (ms) current reads' answers hold for; null when made by a read of every validity (no window). */
    readonly from: number | null,
    /** The first time (ms) after `from` at which a row of the scope is invalidated or expires (Infinity: none). */
    readonly until: number,
    /** The memo this one replaces: its rows pass on when it is of the same revision. */
    previous: ReadMemo | null = null,
  ) {
    this.#rows = previous?.rev === rev ? previous.#rows : new KeptRows();
  }

  /** Estimated heap bytes of the kept answers and rows. */
  get bytes(): number {
    return this.#bytes + this.#rows.bytes;
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
    if (!kept) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, kept);
    return copyOf(kept.answer) as T;
  }

  /** Keeps a copy of `answer` under `key` when it is small enough, in place of the least recently used beyond {@link MAX_ENTRIES}; returns `answer`. */
  keep<T extends Answer>(key: string, answer: T): T {
    if (this.#answers.has(key)) return answer;
    const items: Item[] = answer.flat();
    if (items.length > MAX_RECORDS) return answer;
    for (const [old, { bytes }] of this.#answers) {
      if (this.#answers.size < MAX_ENTRIES) break;
      this.#answers.delete(old);
      this.#bytes -= bytes;
    }
    const bytes = items.reduce((n, x) => n + bytesOf(x), 0);
    this.#bytes += bytes;
    this.#answers.set(key, { answer: copyOf(answer), bytes });
    return answer;
  }

  /** The kept rows of `ids` (copies), by id. */
  rows(ids: readonly string[]): Map<string, MemoryRecord> {
    const out = new Map<string, MemoryRecord>();
    for (const id of ids) {
      const row = this.#rows.byId.get(id);
      if (row) out.set(id, { ...row });
    }
    return out;
  }

  /** Keeps copies of `rows` (records read whole, without their vectors) while fewer than {@link MAX_ROWS} are kept. */
  keepRows(rows: readonly MemoryRecord[]): void {
    const kept = this.#rows;
    for (const row of rows) {
      if (kept.byId.size >= MAX_ROWS) return;
      if (kept.byId.has(row.id)) continue;
      kept.byId.set(row.id, { ...row });
      kept.bytes += bytesOf(row);
    }
  }
}

/** What holds a scope's memo: the scope's index (`scope-index.ts`), named by shape so neither module imports the other. */
export interface MemoHolder {
  readonly rev: number;
  memo: ReadMemo | null;
  /** The first time after `at` at which a row of the scope is invalidated or expires. */
  nextChangeAfter(at: number): number;
}

/**
 * The memo of `index` for a read with `filter`, where `index` is the scope's at the file's revision (its rows are the
 * file's): the one it holds when that holds for the read's time, else a new one from that time until the first cut-off
 * after it; null for an `asOf` read.
 */
export function memoOf(index: MemoHolder, filter: RecordFilter): ReadMemo | null {
  const at = readTime(filter);
  if (at === undefined) return null;
  if (index.memo?.holds(index.rev, at)) return index.memo;
  index.memo = new ReadMemo(index.rev, at, at === null ? Infinity : index.nextChangeAfter(at), index.memo);
  return index.memo;
}

/** The memo of `index` (the scope's at the file's revision) for reads of rows by id, which hold at any time of the revision. */
export function rowMemoOf(index: MemoHolder): ReadMemo {
  if (index.memo?.rev !== index.rev) index.memo = new ReadMemo(index.rev, null, Infinity, index.memo);
  return index.memo;
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
