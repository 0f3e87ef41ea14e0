/**
 * A damaged file is refused before the first write (issue 27, item 9). SQLite itself notices a
 * damaged page only when a statement reads it, so a file with bytes overwritten in the middle opens
 * and takes writes. `PRAGMA quick_check` reads every page — 4.7 s on a 282 MB file of 100,000
 * memories (docs/reliability.md) — too slow for every open of a CLI command. So:
 *
 * - always (microseconds): the header — the SQLite magic, a valid page size, and a file no shorter
 *   than the size the header records;
 * - `quick_check` only when the file is not as a Mnemo process last left it. In WAL mode the main
 *   file is written only by checkpoints: at a commit (SQLite's auto-checkpoint), by an explicit
 *   checkpoint, and when the last connection closes. Around each of them Mnemo looks at the file's
 *   size, mtime and inode, and records what it leaves in `<file>-mnemo-verified`. A file that
 *   differs from that record — written by another program, copied, restored, or left by a crash —
 *   is checked in full before it is used.
 *
 * A process vouches only for changes made while it committed, checkpointed or closed: a file that
 * changed in between without a matching record makes it stop vouching, so the next opener checks.
 * Not caught at open: damage that keeps size and mtime (a failing disk), or written during a
 * Mnemo commit — `mnemo doctor` reads every page.
 */
import { closeSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { MnemoError } from '../../core/errors.js';

/** What identifies the main file's content as a checkpoint left it. */
interface Stamp {
  readonly size: string;
  readonly mtimeNs: string;
  readonly ino: string;
}

const same = (a: Stamp | null, b: Stamp | null): boolean => a !== null && b !== null && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ino === b.ino;

/** The open check and the record of the file as Mnemo left it. */
export class FileCheck {
  private readonly record: string;
  /** Whether this process may vouch for the file: it was checked (or recorded) and nothing else changed it since. */
  private trusted = false;
  private lastSeen: Stamp | null = null;

  constructor(private readonly path: string) {
    this.record = `${path}-mnemo-verified`;
  }

  /**
   * Before the first write: STORE_CORRUPT when the header is not a SQLite database's or the file is
   * shorter than it says; then, unless the file is as recorded, `quick_check`, STORE_CORRUPT when it
   * finds a problem. Says whether the full check ran.
   */
  verify(db: Database.Database): { full: boolean } {
    checkHeader(this.path);
    const now = stamp(this.path);
    if (now !== null && same(now, this.readRecord())) {
      this.trust(now, false);
      return { full: false };
    }
    const rows = guardRead(() => db.prepare('PRAGMA quick_check(20)').all() as Record<string, unknown>[]);
    const problems = rows.map((r) => String(Object.values(r)[0])).filter((m) => m !== 'ok');
    if (problems.length > 0) throw corrupt(`quick_check found ${problems.length === 20 ? '20 or more' : problems.length} problem(s)`, problems.length);
    this.trust(stamp(this.path), true);
    return { full: true };
  }

  /** After a full check that found nothing (`mnemo doctor`): the file as it is now is vouched for. */
  verified(): void {
    this.trust(stamp(this.path), true);
  }

  /**
   * Runs `fn` — a checkpoint or the close, the only writers of the main file in WAL mode — and
   * records the file it leaves when this process may vouch for it: when the file before `fn` is the
   * one it last saw, or one another Mnemo process recorded.
   */
  around<T>(fn: () => T): T {
    const before = stamp(this.path);
    if (!same(before, this.lastSeen)) this.trusted = this.trusted && before !== null && same(before, this.readRecord());
    const out = fn();
    const after = stamp(this.path);
    if (this.trusted && after !== null && !same(after, before)) this.write(after);
    this.lastSeen = after;
    return out;
  }

  private trust(now: Stamp | null, write: boolean): void {
    this.trusted = now !== null;
    this.lastSeen = now;
    if (write && now !== null) this.write(now);
  }

  private readRecord(): Stamp | null {
    try {
      const r = JSON.parse(readFileSync(this.record, 'utf8')) as Partial<Stamp>;
      return typeof r.size === 'string' && typeof r.mtimeNs === 'string' && typeof r.ino === 'string' ? { size: r.size, mtimeNs: r.mtimeNs, ino: r.ino } : null;
    } catch {
      return null;
    }
  }

  /** The record, written atomically; a folder Mnemo cannot write only costs the next opener a check. */
  private write(s: Stamp): void {
    try {
      const tmp = `${this.record}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(s));
      renameSync(tmp, this.record);
    } catch {
      // best effort: without a record the next open checks the file in full
    }
  }
}

function stamp(path: string): Stamp | null {
  try {
    const s = statSync(path, { bigint: true });
    return { size: String(s.size), mtimeNs: String(s.mtimeNs), ino: String(s.ino) };
  } catch {
    return null;
  }
}

const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** The header of a SQLite file (100 bytes): the magic, the page size, the size in pages it records. */
function checkHeader(path: string): void {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return; // created on first write
  }
  if (size === 0) return;
  const header = Buffer.alloc(100);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (size < 100 || !header.subarray(0, 16).equals(MAGIC)) throw corrupt('the file is not a SQLite database');
  const raw = header.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) throw corrupt('the header names an impossible page size');
  // The size in pages at offset 28 holds when the "version-valid-for" number (92) equals the change counter (24).
  const pages = header.readUInt32BE(28);
  if (header.readUInt32BE(92) === header.readUInt32BE(24) && pages > 0 && size < pages * pageSize)
    throw corrupt('the file is shorter than its header says (truncated)');
}

function guardRead<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (MnemoError.isInstance(error)) throw error;
    throw corrupt(`quick_check could not read the file (${String((error as { code?: unknown }).code ?? 'error')})`);
  }
}

function corrupt(what: string, problems?: number): MnemoError<'STORE_CORRUPT'> {
  return new MnemoError(
    'STORE_CORRUPT',
    `the database file is damaged: ${what}. Nothing was written. Run \`mnemo doctor\` for details, then restore the file from a backup or use another path`,
    { details: { check: 'open', ...(problems !== undefined && { problems }) } },
  );
}
