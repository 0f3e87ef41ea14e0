/**
 * Output and progress for the CLI: human text or `--json` on stdout, progress bars on stderr only
 * when stderr is a terminal (quiet in CI and pipes), and the one place errors become messages.
 */
import { basename, isAbsolute, relative, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import cliProgress from 'cli-progress';
import { InvalidArgumentError } from 'commander';
import { MnemoError } from '../../core/errors.js';
import { stateLabel, stateOf, type MemoryState } from '../../core/memory-state.js';
import { SOURCE_TYPES, type MemoryRecord, type SourceType } from '../../core/types/memory.js';

/** Global options every command sees. */
export interface GlobalOptions {
  readonly db?: string;
  readonly json?: boolean;
  readonly embedder?: string;
  readonly tenant?: string;
  readonly verbose?: boolean;
  readonly llm?: string;
  /** Minutes without an event after which a session ends (`writePath.idleTimeoutMs`). */
  readonly idleTimeout?: string;
  /** Extract after every N user turns (`writePath.extractEvery`). */
  readonly extractEvery?: string;
}

/**
 * How to run this same CLI again, for hints: `mnemo` when it was started through an installed bin,
 * `npx -y mnemo-engine` under npx, `node <path>/bin/mnemo.js` from a clone.
 */
export function selfCommand(argv1: string = process.argv[1] ?? ''): string {
  const file = basename(argv1);
  if (file === 'mnemo.js') {
    const rel = relative(process.cwd(), argv1);
    return `node ${rel.startsWith('..') || isAbsolute(rel) ? argv1 : rel}`;
  }
  if (argv1.split(sep).includes('_npx')) return 'npx -y mnemo-engine';
  return 'mnemo';
}

/** Prints `value` as JSON with `--json`, else the human text. */
export function emit(opts: GlobalOptions, value: unknown, human: () => string): void {
  process.stdout.write((opts.json ? JSON.stringify(value, jsonReplacer, 2) : human()) + '\n');
}

/** JSON without vectors (they are large and meaningless to a reader). */
export function jsonReplacer(key: string, value: unknown): unknown {
  // Only a vector: the `embedding` of `stats` is the store's embedding space, an object to print as is.
  if (key === 'embedding' && ArrayBuffer.isView(value)) return `[${(value as unknown as ArrayLike<number>).length} dims]`;
  return value;
}

/** A progress reporter: a bar on a TTY, nothing otherwise. */
export function progress(label: string, opts: GlobalOptions): { update: (done: number, total: number) => void; stop: () => void } {
  const enabled = Boolean(process.stderr.isTTY) && !opts.json && !process.env.CI;
  if (!enabled) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {percentage}% {value}/{total} eta {eta_formatted}`, stream: process.stderr, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (done, total) => {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(done);
      }
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}

/** Progress for work in named stages: a new bar each time the label changes (nothing off a TTY). */
export function stagedProgress(opts: GlobalOptions): { onProgress: (label: string, done: number, total: number) => void; stop: () => void } {
  let bar: ReturnType<typeof progress> | undefined;
  let current = '';
  return {
    onProgress: (label, done, total) => {
      if (label !== current) {
        bar?.stop();
        bar = progress(label, opts);
        current = label;
      }
      bar?.update(done, total);
    },
    stop: () => bar?.stop(),
  };
}

/** `1 memory`, `2 memories`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Asks for the user id to be typed before an erase. Without a terminal there is no one to ask:
 * refuse, and say that `--yes` is how a script confirms.
 */
export async function confirmErase(userId: string): Promise<void> {
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new MnemoError('INVALID_INPUT', `erase deletes everything stored for ${userId} and cannot be undone: pass --yes to confirm (no terminal to ask on)`);
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const typed = await rl.question(`This deletes every memory, session and profile field of ${userId}; it cannot be undone.\nType the user id to confirm: `);
    if (typed.trim() !== userId) throw new MnemoError('INVALID_INPUT', `not confirmed (the text typed is not ${userId}): nothing erased`);
  } finally {
    rl.close();
  }
}

/** Exit status per error category: 2 for the caller's mistakes, 1 for everything else. */
export function exitCodeOf(error: unknown): number {
  return MnemoError.isInstance(error) && error.category === 'user' ? 2 : 1;
}

/**
 * Commander's own errors (unknown command or option, a missing required option or argument) as one
 * line with a code, like every other error: they are the caller's input, so INVALID_INPUT (exit 2).
 */
export function usageErrorLine(text: string, json: boolean): string {
  const message = `${text.split('\n')[0]?.replace(/^error: /, '') ?? 'invalid command line'} (see mnemo --help)`;
  return json ? JSON.stringify({ error: { code: 'INVALID_INPUT', message } }) : `mnemo: ${message} [INVALID_INPUT]`;
}

/** One line describing an error; never a stack trace unless MNEMO_DEBUG is set. */
export function describeError(error: unknown): string {
  if (MnemoError.isInstance(error)) return `${error.message} [${error.code}]`;
  if (process.env.MNEMO_DEBUG) return String((error as Error)?.stack ?? error);
  return `unexpected error: ${(error as Error)?.message?.split('\n')[0] ?? String(error)} (set MNEMO_DEBUG=1 for details)`;
}

/** All of stdin as text (for an argument given as `-`), without its final newline. */
export async function readStdin(what: string): Promise<string> {
  if (process.stdin.isTTY) throw new MnemoError('INVALID_INPUT', `pipe ${what} into stdin when you give - (e.g. echo "…" | mnemo remember --user u -)`);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Short date for tables. */
export function day(d: Date | null): string {
  return d ? d.toISOString().slice(0, 10) : '-';
}

/** Parses `--source <type>:<id>` (e.g. `bootstrap:hr-system`) into a source reference. */
export function sourceRef(v: string): { type: SourceType; id: string } {
  const at = v.indexOf(':');
  const type = v.slice(0, at);
  if (at < 1 || at === v.length - 1 || !(SOURCE_TYPES as readonly string[]).includes(type)) {
    throw new InvalidArgumentError(`expected <type>:<id> with a type of ${SOURCE_TYPES.join(', ')}, e.g. bootstrap:hr-system`);
  }
  return { type: type as SourceType, id: v.slice(at + 1) };
}

/** Rows with their state at `now` (`current`, `superseded`, `forgotten`, `expired`, `archived`), for `--json`. */
export function withStates(rows: readonly MemoryRecord[], now: Date): (MemoryRecord & { state: MemoryState })[] {
  return rows.map((r) => ({ ...r, state: stateOf(r, now) }));
}

/** `[superseded by m_… on 2026-06-01] ` before a row that is not current; nothing before a current one. */
export function stateTag(r: MemoryRecord, now: Date): string {
  const label = stateLabel(r, now);
  return label ? `[${label}] ` : '';
}

/** Parses a date option (2026-05-01 or an ISO instant). */
export function date(v: string): Date {
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new InvalidArgumentError('expected a date such as 2026-05-01 or 2026-05-01T10:00:00Z');
  return d;
}
