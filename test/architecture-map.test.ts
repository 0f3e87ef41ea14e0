// docs/architecture.md's map of src/ matches the tree: every folder of src/ is in the map, and every
// folder the map names exists (a move that forgets the map, or a map that outlives a folder, fails).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

function foldersOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => [relative(join(ROOT, 'src'), join(dir, e.name)), ...foldersOf(join(dir, e.name))]);
}

/** The folders the map's code block names, from its indentation (two spaces a level under `src/`). */
function foldersInMap(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('## Wings and folders'));
  const block = /```\n(src\/\n[\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block, 'docs/architecture.md has a map of src/ under "## Wings and folders"');
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of block.split('\n').slice(1)) {
    const m = /^( +)([A-Za-z0-9_.-]+\/)\s/.exec(line + ' ');
    if (!m) continue;
    const depth = m[1]!.length / 2 - 1;
    stack.length = depth;
    stack.push(m[2]!.slice(0, -1));
    if (depth >= 0) found.push(stack.join('/'));
  }
  return found;
}

test('every folder of src/ is in the architecture map, and the map names no folder that is gone', () => {
  const actual = foldersOf(join(ROOT, 'src')).sort();
  const mapped = foldersInMap(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')).sort();
  assert.deepEqual(
    actual.filter((f) => !mapped.includes(f)),
    [],
    'folders missing from docs/architecture.md',
  );
  assert.deepEqual(
    mapped.filter((f) => !actual.includes(f)),
    [],
    'folders in docs/architecture.md that src/ does not have',
  );
});

test('src/ has at most a dozen top-level entries and no spec/ folder', () => {
  const entries = readdirSync(join(ROOT, 'src'));
  assert.ok(entries.length <= 12, `src/ has ${entries.length} entries`);
  assert.ok(!entries.includes('spec'));
});
