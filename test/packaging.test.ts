// The package as a user gets it: `npm pack`, installed into a fresh project outside the clone, the
// installed bin run for --help, remember/recall on a new store and MCP over stdio started exactly
// as the README's client configs start it (`npx -y mnemo-engine mcp …`).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = process.cwd();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; bin: Record<string, string> };
let dir: string;
let project: string;
let files: string[];

/** npm for the Node running the tests: native addons are built against this Node's headers. */
const npmEnv = { ...process.env, npm_config_nodedir: dirname(dirname(process.execPath)), npm_config_update_notifier: 'false' };

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-pack-'));
  // `npm test` has just built dist/; packing must not build again (prepack is for publishing).
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, env: npmEnv, encoding: 'utf8' }),
  ) as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  const info = packed[0];
  assert.ok(info);
  files = info.files.map((f) => f.path);
  console.log(
    `# tarball ${info.filename}: ${(info.size / 1024).toFixed(0)} KiB packed, ${(info.unpackedSize / 1024).toFixed(0)} KiB unpacked, ${files.length} files`,
  );
  project = join(dir, 'app');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'an-app', version: '1.0.0', private: true, type: 'module' }));
  // No network beyond the packages the lockfile already brought into npm's cache. better-sqlite3 13
  // ships prebuilt Node-API binaries, so nothing compiles here.
  execFileSync('npm', ['install', join(dir, info.filename), '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: project,
    env: npmEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const version = (p: string) => (JSON.parse(readFileSync(join(p, 'node_modules', 'better-sqlite3', 'package.json'), 'utf8')) as { version: string }).version;
  assert.equal(version(project), version(ROOT), 'the app resolved the better-sqlite3 the lockfile pins');
});
after(() => rmSync(dir, { recursive: true, force: true }));

const installed = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(join(project, 'node_modules', '.bin', 'mnemo'), args, { cwd: project, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('the packed package', () => {
  test('holds only what users need: dist, bin, README, LICENSE, package.json', () => {
    for (const f of files) assert.match(f, /^(dist\/.+\.(js|d\.ts)|dist\/surfaces\/http\/api-docs\/.+|bin\/mnemo\.js|README\.md|LICENSE|package\.json)$/, f);
    assert.ok(files.includes('dist/index.js') && files.includes('dist/surfaces/cli/main.js'), 'dist/ is in the tarball: nothing builds at use time');
    assert.ok(files.includes('dist/surfaces/http/api-docs/swagger-ui-bundle.js'), 'the API reference renderer ships with it');
    assert.equal(
      files.some((f) => /(^|\/)(test|tests|scripts|fixtures|corpora|examples)\//.test(f) || f.endsWith('.map')),
      false,
    );
    assert.deepEqual(Object.keys(pkg.bin).sort(), ['mnemo', 'mnemo-engine']);
  });

  test('the installed bin answers --help', () => {
    const r = installed(['--help']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Usage: mnemo /);
    assert.match(r.out, /remember/);
  });

  test('remember and recall on a fresh store; the first use of the word vectors says so in one line', () => {
    const cache = join(dir, 'cache');
    const db = join(dir, 'fresh.db');
    const first = installed(['--db', db, 'remember', '--user', 'alice', 'Alice is allergic to peanuts.'], { MNEMO_CACHE_DIR: cache });
    assert.equal(first.code, 0, first.err);
    assert.match(first.out.trim(), /^m_[a-z0-9]{16}$/);
    assert.equal(first.err.trim().split('\n').length, 1, first.err);
    assert.match(first.err, /converting the local word vectors once/);
    assert.equal(readdirSync(cache).length, 1, 'the converted cache is written once');
    const recall = installed(['--db', db, 'recall', '--user', 'alice', 'what food should I avoid?', '--json'], { MNEMO_CACHE_DIR: cache });
    assert.equal(recall.code, 0, recall.err);
    assert.equal(recall.err, '', 'the second start finds the cache and prints nothing');
    const hits = JSON.parse(recall.out) as { memory: { id: string; content: string } }[];
    assert.equal(hits[0]?.memory.id, first.out.trim());
  });

  test('an MCP client over stdio, started as the README config snippet says', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const desktop = /Claude Desktop, `claude_desktop_config\.json`[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(desktop, 'the README has the Claude Desktop snippet');
    const server = (JSON.parse(desktop) as { mcpServers: Record<string, { command: string; args: string[] }> }).mcpServers.mnemo;
    assert.ok(server);
    assert.deepEqual([server.command, ...server.args.slice(0, 2)], ['npx', '-y', pkg.name]);
    const db = join(dir, 'mcp.db');
    const args = server.args.map((a) => (a === '/abs/path/mnemo.db' ? db : a));
    assert.ok(args.includes(db), 'the snippet gives --db an absolute path');
    // The project folder, where npx finds the installed package without the network.
    const transport = new StdioClientTransport({
      command: server.command,
      args,
      cwd: project,
      env: { ...getDefaultEnvironment(), npm_config_update_notifier: 'false' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'packaging-test', version: '1' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      assert.ok(tools.some((t) => t.name === 'remember') && tools.some((t) => t.name === 'search_memory'));
      const saved = await client.callTool({ name: 'remember', arguments: { content: 'The user prefers short answers.', kind: 'preference' } });
      assert.notEqual(saved.isError, true, JSON.stringify(saved));
      const found = (await client.callTool({ name: 'search_memory', arguments: { query: 'how long should answers be' } })) as {
        structuredContent?: { memories: { content: string }[] };
      };
      assert.equal(found.structuredContent?.memories[0]?.content, 'The user prefers short answers.');
    } finally {
      await client.close();
    }
  });
});
