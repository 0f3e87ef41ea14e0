// One writer of the concurrency suite: remembers `rounds` batches of distinct memories and appends
// turns to its own session, all for one shared user, then prints what it acknowledged.
// Args: <db (file or postgres://…)> <worker number> <rounds>
import { createMnemo } from '../../src/engine/create-mnemo.js';

const [db = '', worker = '0', roundsArg = '5'] = process.argv.slice(2);
const scope = { userId: 'shared-user' };
const m = await createMnemo({ db, llm: null, embedder: 'hash:32', writePath: { background: false, extractEvery: 1000 } });
const ids: string[] = [];
let turns = 0;
try {
  const s = await m.sessions.open(scope, { sessionId: `writer-${worker}-${process.pid}` });
  for (let r = 0; r < Number(roundsArg); r++) {
    const many = await m.rememberMany(
      scope,
      Array.from({ length: 4 }, (_, j) => ({ content: `Writer ${worker} round ${r} item ${j}: the shared ledger line ${r * 4 + j}.` })),
      { consolidate: false }, // a durability test: every acknowledged memory must be there, as written
    );
    ids.push(...many.map((x) => x.id));
    const one = await m.remember(scope, { content: `Writer ${worker} round ${r}: a single fact about shelf ${r}.` }, { consolidate: false });
    ids.push(one.id);
    turns += (await m.sessions.append(scope, s.id, [{ role: 'user', content: `writer ${worker} says round ${r}` }])).events.length;
  }
  process.stdout.write(`${JSON.stringify({ worker, ids, session: s.id, turns })}\n`);
} finally {
  await m.close();
}
