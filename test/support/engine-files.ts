/**
 * Engines on SQLite files in one temporary folder per test file: the folder is made before the file's
 * tests, and after them every engine handed to {@link EngineFiles.keep} is closed and the folder removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Mnemo } from '../../src/engine/mnemo.js';

export interface EngineFiles {
  /** The path of `file` in the folder (made in the before hook). */
  path(file: string): string;
  /** Closes `m` after the file's tests (an error closing it is ignored); returns it. */
  keep(m: Mnemo): Mnemo;
}

/** Registers the before/after hooks of a folder `mnemo-${name}-…` and of the engines kept in it. */
export function engineFiles(name: string): EngineFiles {
  let dir = '';
  const open: Mnemo[] = [];
  before(() => {
    dir = mkdtempSync(join(tmpdir(), `mnemo-${name}-`));
  });
  after(async () => {
    for (const m of open) await m.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    path: (file) => join(dir, file),
    keep: (m) => {
      open.push(m);
      return m;
    },
  };
}
