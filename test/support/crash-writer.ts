// A child process for the crash suite: writes into one store as fast as it can (remember,
// rememberMany, session appends that queue extraction, with the in-process worker extracting in the
// background) and prints one line per acknowledged write, until the parent kills it.
// Args: <db path> <user id> <seed>
import { createMnemo } from '../../src/engine/create-mnemo.js';
import { seeded } from './crash.js';

const [db, userId, seedArg] = process.argv.slice(2) as [string, string, string];
const rand = seeded(Number(seedArg));
const scope = { userId };
const m = await createMnemo({ db, llm: null, writePath: { background: true, leaseMs: 1000 } });
const session = await m.sessions.open(scope, { fresh: true });
const ack = (line: object): void => void process.stdout.write(`${JSON.stringify(line)}\n`);
for (let i = 0; ; i++) {
  const pick = rand();
  if (pick < 0.35) {
    const r = await m.remember(scope, { content: `Crash note ${seedArg}-${i}: the user keeps folder ${i} on drive ${Math.floor(rand() * 9)}.` });
    ack({ memory: r.id });
  } else if (pick < 0.6) {
    const many = await m.rememberMany(
      scope,
      Array.from({ length: 5 }, (_, j) => ({ content: `Batch note ${seedArg}-${i}-${j}: the user filed report ${j} in week ${i}.` })),
    );
    ack({ memories: many.map((r) => r.id) });
  } else {
    const { events } = await m.sessions.append(scope, session.id, [
      { role: 'user', content: `I moved my standup to ${8 + (i % 3)} am and I prefer tea number ${i}.` },
      { role: 'assistant', content: 'Noted.' },
    ]);
    ack({ session: session.id, seq: events[events.length - 1]?.seq });
  }
}
