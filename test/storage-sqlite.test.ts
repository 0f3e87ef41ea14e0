import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { runStorageConformance } from '../src/testing/index.js';

runStorageConformance('sqlite (file, WAL)', {
  open: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-conf-'));
    const path = join(dir, 'mnemo.db');
    const opened = [createSqliteStore({ path })];
    await opened[0]!.migrate();
    return {
      store: opened[0]!,
      openSecond: async () => {
        const s = createSqliteStore({ path });
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
