// A child process for the crash suite: runs one whole-store transfer and prints a line per step
// the store committed (`{"done":n}` after each batch or page), then `{"finished":…}`, unless the
// parent kills it first.
// Args: import <db> <export file> | reembed <db> <embedder> | copy <from db> <to db>
import { readFileSync } from 'node:fs';
import { createMnemo } from '../../src/engine/create-mnemo.js';
import { createSqliteStore } from '../../src/storage/sqlite/index.js';
import { copyStore } from '../../src/keep/transfer/copy.js';

const [mode, a = '', b = ''] = process.argv.slice(2);
const ack = (line: object): void => void process.stdout.write(`${JSON.stringify(line)}\n`);
const onProgress = (done: number, total: number): void => ack({ done, total });

if (mode === 'copy') {
  const [from, to] = [createSqliteStore({ path: a }), createSqliteStore({ path: b })];
  await from.migrate();
  await to.migrate();
  ack({ started: mode });
  ack({ finished: await copyStore(from, to, { onProgress }) });
  await from.close();
  await to.close();
} else {
  const m = await createMnemo({ db: a, llm: null, embedder: mode === 'reembed' ? b : 'hash:32', writePath: { background: false } });
  ack({ started: mode });
  const report = mode === 'import' ? await m.admin.importLines(readFileSync(b, 'utf8').split('\n'), { onProgress }) : await m.admin.reembed({ onProgress });
  ack({ finished: report });
  await m.close();
}
