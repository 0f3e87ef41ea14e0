// One writer process of the many-writers test: remembers through the engine and writes through the
// store for the same user as its siblings, reporting what it did as one JSON line on stdout.
import { createMnemo } from '../../src/engine/create-mnemo.js';
import { MnemoError } from '../../src/core/errors.js';
import { createPostgresStore } from '../../src/storage/postgres/index.js';
import { makeHistory, makeRecord, newMemory } from '../../src/testing/index.js';

const [url = '', worker = '0', roundsArg = '10', target = ''] = process.argv.slice(2);
const rounds = Number(roundsArg);
const scope = { tenantId: 'default', userId: 'shared-user' };

const mnemo = await createMnemo({ db: url, embedder: 'hash:32' });
const store = createPostgresStore({ url, poolSize: 3 });
await store.migrate();
let conflicts = 0;
let created = 0;
try {
  for (let r = 0; r < rounds; r++) {
    const jobs: Promise<unknown>[] = [];
    // distinct memories through the engine (embedding, history, the whole write path)
    jobs.push(
      mnemo.rememberMany(
        { userId: scope.userId },
        Array.from({ length: 5 }, (_, i) => ({ content: `worker ${worker} round ${r} note ${i} about the zebra project` })),
        { consolidate: false }, // a durability test: every acknowledged memory must be there, as written
      ),
    );
    // the same fact derived by every worker: its id is deterministic, so only one insert may win
    const shared = makeRecord(scope, { id: `m_shared_round_${r}`, content: `shared fact of round ${r} about penguins` });
    jobs.push(
      store
        .write(scope, [
          { type: 'insertMemory', memory: newMemory(shared) },
          { type: 'appendHistory', entry: makeHistory(scope, shared.id) },
        ])
        .then(
          () => created++,
          (e: unknown) => {
            if (MnemoError.isInstance(e) && e.code === 'CONFLICT') conflicts++;
            else throw e;
          },
        ),
    );
    // everyone corrects and uses the same memory
    jobs.push(
      store.write(scope, [
        {
          type: 'patchMemory',
          id: target,
          patch: { content: `target by ${worker} ${r}`, searchTerms: `target worker${worker} round${r}`, confidence: Number(worker) / 10 },
        },
        { type: 'appendHistory', entry: makeHistory(scope, target, { op: 'update', newValue: { worker, r } }) },
      ]),
    );
    jobs.push(store.touch(scope, [target], new Date()));
    await Promise.all(jobs);
  }
} finally {
  await mnemo.close();
  await store.close();
}
process.stdout.write(JSON.stringify({ worker, created, conflicts }) + '\n');
