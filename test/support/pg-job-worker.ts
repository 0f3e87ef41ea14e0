// One job-worker process of the many-writers test: waits for a common start instant, then claims one
// job at a time (so siblings interleave) until nothing is due; prints its tally as JSON.
import { createMnemo } from '../../src/engine/create-mnemo.js';

const [url = '', startAt = '0'] = process.argv.slice(2);
const mnemo = await createMnemo({ db: url, embedder: 'hash:32', llm: null, writePath: { background: false } });
const total = { done: 0, retried: 0, failed: 0 };
try {
  await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
  for (let idle = 0; idle < 3;) {
    const t = await mnemo.worker.runOnce({ limit: 1 });
    total.done += t.done;
    total.retried += t.retried;
    total.failed += t.failed;
    if (t.done + t.retried + t.failed === 0) {
      idle++;
      await new Promise((r) => setTimeout(r, 50)); // a sibling may hold the user's job: look again shortly
    } else idle = 0;
  }
} finally {
  await mnemo.close();
}
process.stdout.write(JSON.stringify(total) + '\n');
