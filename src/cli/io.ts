/**
 * Output and progress for the CLI: human text or `--json` on stdout, progress bars on stderr only
 * when stderr is a terminal (quiet in CI and pipes), and the one place errors become messages.
 */
import cliProgress from 'cli-progress';
import { MnemoError } from '../errors.js';

/** Global options every command sees. */
export interface GlobalOptions {
  readonly db?: string;
  readonly json?: boolean;
  readonly embedder?: string;
  readonly tenant?: string;
  readonly verbose?: boolean;
  readonly llm?: string;
}

/** Prints `value` as JSON with `--json`, else the human text. */
export function emit(opts: GlobalOptions, value: unknown, human: () => string): void {
  process.stdout.write((opts.json ? JSON.stringify(value, jsonReplacer, 2) : human()) + '\n');
}

/** JSON without vectors (they are large and meaningless to a reader). */
export function jsonReplacer(key: string, value: unknown): unknown {
  if (key === 'embedding' && value !== null && typeof value === 'object') return `[${(value as ArrayLike<number>).length} dims]`;
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

/** Exit status per error category: 2 for the caller's mistakes, 1 for everything else. */
export function exitCodeOf(error: unknown): number {
  return MnemoError.isInstance(error) && error.category === 'user' ? 2 : 1;
}

/** One line describing an error; never a stack trace unless MNEMO_DEBUG is set. */
export function describeError(error: unknown): string {
  if (MnemoError.isInstance(error)) return `${error.message} [${error.code}]`;
  if (process.env.MNEMO_DEBUG) return String((error as Error)?.stack ?? error);
  return `unexpected error: ${(error as Error)?.message?.split('\n')[0] ?? String(error)} (set MNEMO_DEBUG=1 for details)`;
}

/** Short date for tables. */
export function day(d: Date | null): string {
  return d ? d.toISOString().slice(0, 10) : '-';
}
