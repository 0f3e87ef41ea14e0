/**
 * The logger Mnemo writes to. Injected through `createMnemo({ logger })`; silent by default.
 * Fields are structured; user text is never put into them by Mnemo itself.
 */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const noop = (): void => {};

/** The default: says nothing. */
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/** A logger that writes one JSON line per entry to stderr (stdout stays free for output). */
export function createStderrLogger(level: 'debug' | 'info' | 'warn' | 'error' = 'info'): Logger {
  const order = ['debug', 'info', 'warn', 'error'] as const;
  const min = order.indexOf(level);
  const write = (lvl: (typeof order)[number]) => (message: string, fields?: Record<string, unknown>) => {
    if (order.indexOf(lvl) < min) return;
    process.stderr.write(JSON.stringify({ level: lvl, time: new Date().toISOString(), msg: message, ...fields }) + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
