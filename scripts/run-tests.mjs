// Runs every test file under test/ with node's test runner (Node 20 does not expand globs itself).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv.slice(2);
const files = readdirSync('test')
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => `test/${f}`);
// with no file left, node --test would discover and run every test file instead
if (files.length === 0) {
  console.error(`no test file under test/ matches ${only.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
