// The docs as a reader runs them: every ```sh block of README.md (and the curl blocks of
// docs/server.md and docs/mcp.md), in order, in one shell per document, in an empty folder, with
// `mnemo` on PATH as `npm install -g mnemo-engine` would put it (here: the built bin of this clone).
// Each command must exit 0, and a `# → …` line under a command is what it must print (`…` stands
// for what varies; whitespace is ignored). Lines that need what a test cannot have are not run:
// installing packages, `claude mcp add`, and npm scripts of the clone. A command ending in `&`
// (a server) runs in the background; the next command waits until it answers `/healthz`. Port
// numbers are mapped to free ports, servers listen on 127.0.0.1, and nothing reaches the network.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const ROOT = process.cwd();
const NOT_RUN = /^(npm (install|ci|link|test|run|start)\b|git clone|claude mcp|cd )/;

interface Step {
  readonly command: string;
  readonly expect: string[];
  readonly line: number;
}

/** The ```sh blocks of a markdown file, as commands with the outputs the document shows for them. */
function stepsOf(markdown: string, only?: RegExp): Step[] {
  const steps: Step[] = [];
  const lines = markdown.split('\n');
  let inBlock = false;
  let pending = '';
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    if (/^```sh\s*$/.test(raw)) {
      inBlock = true;
      continue;
    }
    if (inBlock && raw.startsWith('```')) {
      inBlock = false;
      continue;
    }
    if (!inBlock) continue;
    const expected = /^# → (.*)$/.exec(raw);
    if (expected) {
      steps.at(-1)?.expect.push(expected[1] as string);
      continue;
    }
    if (/^\s*(#.*)?$/.test(raw)) continue;
    if (raw.endsWith('\\')) {
      pending += raw.slice(0, -1) + ' ';
      continue;
    }
    const command = (pending + raw).trim();
    pending = '';
    if (NOT_RUN.test(command) || (only && !only.test(command))) continue;
    steps.push({ command, expect: [], line: i + 1 });
  }
  return steps;
}

/** `…` matches anything; whitespace is ignored on both sides. */
function matches(output: string, expected: string): boolean {
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  const pattern = squeeze(expected)
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*?');
  return new RegExp(pattern, 's').test(squeeze(output));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let dir: string;
let bin: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-docs-'));
  bin = join(dir, 'bin');
  spawnSync('mkdir', [bin]);
  const shim = join(bin, 'mnemo');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'mnemo.js')}" "$@"\n`);
  chmodSync(shim, 0o755);
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the steps in one bash, in a fresh folder; returns each step's output and exit status. */
async function run(name: string, steps: Step[]): Promise<{ out: string; code: number }[]> {
  const cwd = mkdtempSync(join(dir, `${name}-`));
  const ports = new Map<string, string>();
  const mapPorts = async (text: string): Promise<string> => {
    for (const p of text.match(/\b70\d\d\b/g) ?? []) if (!ports.has(p)) ports.set(p, String(await freePort()));
    return text.replace(/\b70\d\d\b/g, (p) => ports.get(p) ?? p);
  };
  // job control: each background step is its own process group, so the end kills the server it ran, not only its shell
  let script = 'set -um\n';
  let waitFor: string | undefined;
  for (const [i, step] of steps.entries()) {
    let command = await mapPorts(step.command);
    script += `printf '\\n@@step ${i}@@\\n'\n`;
    if (waitFor) script += `for _ in $(seq 200); do curl -sf ${waitFor}/healthz >/dev/null && break; sleep 0.1; done\n`;
    waitFor = undefined;
    const background = /^(.*?)\s*&(\s+#.*)?$/.exec(command);
    if (background) {
      command = (background[1] as string).trim();
      // `mnemo serve` without --port listens on 7077: give it its mapped port.
      if (/\bmnemo\b.*\bserve\b/.test(command) && !/--port/.test(command)) command += ` --port ${await mapPorts('7077')}`;
      const port = /--port (\d+)/.exec(command)?.[1];
      waitFor = `127.0.0.1:${port}`;
      script += `{ ${command} ; } > .bg-${i}.log 2>&1 &\n`;
      script += `for _ in $(seq 200); do curl -sf ${waitFor}/healthz >/dev/null && grep -q serving .bg-${i}.log && break; sleep 0.1; done; cat .bg-${i}.log\n`;
      script += `printf '\\n@@rc 0@@\\n'\n`;
      waitFor = undefined;
      continue;
    }
    script += `{ ${command}\n} 2>&1 < /dev/null\nprintf '\\n@@rc %s@@\\n' "$?"\n`;
  }
  script += 'for p in $(jobs -p); do kill -- -"$p"; done 2>/dev/null; wait\n';
  writeFileSync(join(cwd, '.steps.sh'), script);
  const env: Record<string, string> = { ...(process.env as Record<string, string>), PATH: `${bin}:${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
  for (const k of ['MNEMO_DB', 'MNEMO_LLM', 'MNEMO_EMBEDDER', 'MNEMO_NOW', 'CI']) delete env[k];
  const r = spawnSync('bash', ['.steps.sh'], { cwd, env, encoding: 'utf8', timeout: 600_000 });
  assert.equal(r.error, undefined);
  const parts = r.stdout.split(/\n@@step \d+@@\n/).slice(1);
  return parts.map((part) => {
    const m = /\n@@rc (\d+)@@\n?$/.exec(part);
    return { out: m ? part.slice(0, m.index) : part, code: m ? Number(m[1]) : -1 };
  });
}

async function check(name: string, steps: Step[]): Promise<void> {
  assert.ok(steps.length > 0);
  const results = await run(name, steps);
  assert.equal(results.length, steps.length, 'every step ran');
  for (const [i, step] of steps.entries()) {
    const { out, code } = results[i] as { out: string; code: number };
    assert.equal(code, 0, `${name}:${step.line} \`${step.command}\` exited ${code}:\n${out}`);
    for (const expected of step.expect) {
      // The document shows its own port numbers; the run used free ones.
      assert.ok(
        matches(out.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT'), expected.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')),
        `${name}:${step.line} \`${step.command}\` should print ${expected}, printed:\n${out}`,
      );
    }
  }
}

describe('the documentation runs as written', () => {
  test('README.md: every shell block, in order, on a fresh store', async () => {
    const steps = stepsOf(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    assert.ok(steps.some((s) => s.command.startsWith('curl')) && steps.some((s) => s.expect.length > 0));
    await check('README', steps);
  });

  test('docs/server.md: the curl examples against a fresh server', async () => {
    const text = readFileSync(join(ROOT, 'docs', 'server.md'), 'utf8');
    const curl = text.slice(text.indexOf('## With curl'), text.indexOf('## Behind a proxy'));
    await check('server', stepsOf(curl));
  });

  test('docs/mcp.md: the curl examples against a fresh server', async () => {
    const text = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8');
    await check('mcp', stepsOf(text.slice(text.indexOf('### With curl'), text.indexOf('### Mounting it in your own server'))));
  });
});
