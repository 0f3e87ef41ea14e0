// CPU time of Mnemo.context() per call, in one session (the stable block frozen after the first
// call), on a SQLite store of the recall bench's synthetic memories plus 8 preferences.
// CPU time, not wall time: the machine is shared and noisy. A benchmark, not a test.
//
//   node scripts/bench-context.mjs build <db> <size> [skills]   # make the store once (skills: add 3 skills and a procedure)
//   node scripts/bench-context.mjs run <db> <size> [dist]       # time 200 calls (context touches memories: run on a copy)
//
// With DUMP=<file>, `run` also writes every answer (blocks, ids, skills) as JSON, so two builds
// (`dist` folders) can be compared for identical output on copies of the same store.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [mode, db, sizeArg, extra] = process.argv.slice(2);
if (!mode || !db || !sizeArg) throw new Error('usage: bench-context.mjs build|run <db> <size> [skills|dist]');
const dist = pathToFileURL(resolve(mode === 'run' && extra ? extra : 'dist')).href;
const { createMnemo } = await import(`${dist}/engine/create-mnemo.js`);
const { syntheticMemories, syntheticQueries } = await import(`${dist}/bench/corpus.js`);
const size = Number(sizeArg);
const mnemo = await createMnemo({ db, embedder: 'local', llm: null, writePath: { background: false } });
const scope = { userId: 'bench-user' };
const memories = syntheticMemories(scope.userId, size);
const PREFERENCES = [
  'concise answers',
  'metric units',
  'British spelling',
  'code examples in TypeScript',
  'morning meetings',
  'dark mode',
  'bullet points',
  'no emojis',
];
const SKILLS = [
  ['deploy-billing', 'How to deploy the billing service'],
  ['rollback', 'How to roll back a release'],
  ['budget-review', 'How to run the quarterly budget review'],
];

try {
  if (mode === 'build') {
    await mnemo.rememberMany(
      scope,
      memories.map((m) => ({ content: m.content })),
      { batchSize: 1000 },
    );
    for (const p of PREFERENCES) await mnemo.remember(scope, { content: `The user prefers ${p}.`, kind: 'preference' });
    if (extra === 'skills') {
      for (const [name, description] of SKILLS) await mnemo.skills.add(scope, `---\nname: ${name}\ndescription: ${description}\n---\nStep one. Step two.`);
      await mnemo.remember(scope, { content: 'To sync the warehouse inventory, run the export and then the import.', kind: 'procedure' });
    }
  } else {
    const queries = syntheticQueries(memories, 201);
    const session = { ...scope, sessionId: 'bench-session' };
    await mnemo.context(session, queries[0], { budget: 1000 }); // warm: index load, tokenizer, the block frozen
    const cpu = [];
    const dump = [];
    for (const q of queries.slice(1)) {
      const before = process.cpuUsage();
      const r = await mnemo.context(session, q, { budget: 1000 });
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
      if (process.env.DUMP)
        dump.push({ stable: r.stable, episodic: r.episodic, skills: r.skills, tokens: r.tokens, recalled: r.recalled.map((x) => x.memory.id) });
    }
    const at = (q) => [...cpu].sort((a, b) => a - b)[Math.min(cpu.length - 1, Math.floor(q * cpu.length))].toFixed(2);
    console.log(JSON.stringify({ size, calls: cpu.length, cpuP50Ms: at(0.5), cpuP95Ms: at(0.95) }));
    if (process.env.DUMP) writeFileSync(process.env.DUMP, JSON.stringify(dump));
  }
} finally {
  await mnemo.close();
}
