import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStore, type SqliteStoreOptions } from '../src/storage/sqlite/index.js';
import { runStorageConformance } from '../src/testing/index.js';

// The keyword leg has two implementations (the in-memory per-scope index, the default, and FTS5);
// both must keep the contract.
// A third run bounds the scope cache below one scope's size, so every scope switch evicts and
// every search of another scope rebuilds from the file: answers must not change.
for (const [keywordIndex, cacheBytes] of [
  ['memory', undefined],
  ['fts5', undefined],
  ['memory', 1],
] as const) {
  runStorageConformance(`sqlite (file, WAL, keyword index: ${keywordIndex}${cacheBytes ? `, index cache bounded at ${cacheBytes} byte` : ''})`, {
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mnemo-conf-'));
      const options: SqliteStoreOptions = { path: join(dir, 'mnemo.db'), keywordIndex, ...(cacheBytes !== undefined && { cacheBytes }) };
      const opened = [createSqliteStore(options)];
      await opened[0]!.migrate();
      return {
        store: opened[0]!,
        openSecond: async () => {
          const s = createSqliteStore(options);
          await s.migrate();
          opened.push(s);
          return s;
        },
        cleanup: async () => {
          for (const s of opened) await s.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  });
}
