/**
 * Paths of the memory tool, pure. Every path lives under `/memories`; a path is checked and
 * normalised before anything is read or written, and one that tries to leave the directory (`..`,
 * `.`, backslashes, encoded dots, control characters, a different root) is refused. The files are
 * the user's by the closure that binds the backend, so a path can only ever name that user's files.
 */
import { MnemoError } from '../../../core/errors.js';

export const ROOT = '/memories';
/** Longest path accepted (a file's path is part of its memory's source id). */
export const MAX_PATH_CHARS = 200;
const SEGMENT = /^[\p{L}\p{N}_\-. ()+@,=]+$/u;

/** The normalised path (`/memories` or `/memories/a/b.md`), or a coded error saying why not. */
export function checkPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new MnemoError('INVALID_INPUT', 'give a path under /memories');
  const path = raw.trim().replace(/\/+$/, '') || '/';
  if (path.length > MAX_PATH_CHARS) throw new MnemoError('INVALID_INPUT', `a path is at most ${MAX_PATH_CHARS} characters`);
  // Refused before splitting: no way out, however it is spelt.
  if (/[\\\u0000-\u001f\u007f]/.test(path) || /%(2e|2f|5c|00)/i.test(path)) throw new MnemoError('POLICY_DENIED', 'the path must stay inside /memories');
  if (path !== ROOT && !path.startsWith(`${ROOT}/`)) throw new MnemoError('POLICY_DENIED', 'the path must stay inside /memories');
  const segments = path.slice(ROOT.length).split('/').slice(1);
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..' || /^\.+$/.test(s)) throw new MnemoError('POLICY_DENIED', 'the path must stay inside /memories');
    if (!SEGMENT.test(s)) throw new MnemoError('INVALID_INPUT', 'a path is made of letters, digits and _ - . ( ) + @ , =');
  }
  return path;
}

/** True when `path` is `dir` or inside it. */
export function isWithin(path: string, dir: string): boolean {
  return path === dir || path.startsWith(`${dir}/`);
}

/** A file's text as `view` shows it: line numbers, 6 wide, a tab, the line. */
export function numbered(text: string, range?: readonly [number, number]): string {
  const lines = text.split('\n');
  const start = Math.max(1, range?.[0] ?? 1);
  const end = range && range[1] !== -1 ? Math.min(lines.length, range[1]) : lines.length;
  if (range && (start > lines.length || end < start)) throw new MnemoError('INVALID_INPUT', `view_range must be within 1–${lines.length}`);
  return lines
    .slice(start - 1, end)
    .map((line, i) => `${String(start + i).padStart(6)}\t${line}`)
    .join('\n');
}

/** Size as a directory listing shows it. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  return `${(bytes / 1024).toFixed(1)}K`;
}
