// Topic-shift session end (M4) on BEAM's long conversations: how often the rule fires, and how its
// session boundaries line up with the conversation's own batches (BEAM writes a conversation as
// batches, each a new sitting on a new date: the boundaries a person would call "a new session").
// Every user message is run through the rule in order, exactly as `sessions.open({ text })` applies
// it (the session's last `window` user turns, `minTurns` before it may fire), with a new session
// starting at each fire. Prints one row per threshold.
// Run: node --import tsx scripts/bench-topic-shift.ts [BEAM dir] [--embedder local] [--only 100K]
import { createEmbedder } from '../src/models/embedders/registry.js';
import { readBeamDir } from '../src/bench/beam/data.js';
import { TopicShiftConfigSchema, topicShift } from '../src/write/sessions/topic-shift.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const dir = args[0] && !args[0].startsWith('--') ? args[0] : process.env.BEAM_DIR;
if (!dir) throw new Error('give the BEAM data directory (or set BEAM_DIR)');
const embedderSpec = flag('--embedder', 'local');
const only = flag('--only', '100K');
const thresholds = flag('--thresholds', '0.1,0.2,0.3,0.4').split(',').map(Number);

const conversations = readBeamDir(dir, [only]);
const embedder = await createEmbedder(embedderSpec);
const embed = async (texts: readonly string[]) => (await embedder.doEmbed({ values: [...texts] })).embeddings.map((e) => Float32Array.from(e));

interface Row {
  fires: number;
  turns: number;
  boundaries: number;
  firesAtBoundary: number;
}
const rows = new Map<number, Row>(thresholds.map((t) => [t, { fires: 0, turns: 0, boundaries: 0, firesAtBoundary: 0 }]));
for (const c of conversations) {
  const users = c.messages.filter((m) => m.role === 'user');
  const vectors: Float32Array[] = [];
  for (let i = 0; i < users.length; i += 64) vectors.push(...(await embed(users.slice(i, i + 64).map((m) => m.text))));
  for (const threshold of thresholds) {
    const config = TopicShiftConfigSchema.parse({ enabled: true, threshold });
    const row = rows.get(threshold) as Row;
    let session: Float32Array[] = [];
    for (const [i, m] of users.entries()) {
      const v = vectors[i] as Float32Array;
      const boundary = i > 0 && m.batch !== users[i - 1]?.batch;
      row.turns++;
      if (boundary) row.boundaries++;
      const verdict = topicShift(v, session, session.length, config);
      if (verdict.shifted) {
        row.fires++;
        if (boundary) row.firesAtBoundary++;
        session = [];
      }
      session.push(v);
    }
  }
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
console.log(`BEAM ${only}: ${conversations.length} conversations, embedder ${embedderSpec}, window 3, minTurns 4`);
console.log('| threshold | user turns | fires | per 100 turns | fires at a batch boundary | batch boundaries with a fire |');
console.log('|---|---|---|---|---|---|');
for (const [t, r] of rows) {
  console.log(
    `| ${t} | ${r.turns} | ${r.fires} | ${((100 * r.fires) / r.turns).toFixed(1)} | ${pct(r.firesAtBoundary, r.fires)} | ${pct(r.firesAtBoundary, r.boundaries)} (${r.boundaries}) |`,
  );
}
