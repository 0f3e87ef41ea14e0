/**
 * `mnemo serve` as a process (the built CLI): keys from `mnemo keys create`, --no-auth refused off
 * loopback, and SIGTERM in the middle of a burst of writes exits 0 with every acknowledged write
 * readable afterwards.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { assertAllStored, burstOfWrites, cliOn, startServe } from './support/serve-process.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-serve-'));
const db = join(dir, 'serve.db');
after(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[]) => cliOn(db, args);

test('keys create prints the key once; list never shows it; a revoked id cannot be revoked twice', () => {
  const created = cli(['keys', 'create', '--tenant', 'acme', '--user', 'alice', '--role', 'read', '--json']);
  assert.equal(created.status, 0, created.stderr);
  const { key, id } = JSON.parse(created.stdout) as { key: string; id: string };
  assert.match(key, /^mnemo_key_[a-z0-9]{16}_[A-Za-z0-9_-]{43}$/);
  assert.ok(key.includes(id));
  const list = cli(['keys', 'list', '--json']);
  assert.equal(list.status, 0, list.stderr);
  assert.ok(!list.stdout.includes(key), 'the key itself is never listed');
  assert.deepEqual(
    (JSON.parse(list.stdout) as { id: string; userId: string; role: string }[]).map((k) => [k.id, k.userId, k.role]),
    [[id, 'alice', 'read']],
  );
  assert.equal(cli(['keys', 'revoke', id, '--tenant', 'other']).status, 2, 'a key is revoked only in its own tenant');
  assert.equal(cli(['keys', 'revoke', id, '--tenant', 'acme']).status, 0);
  assert.equal(cli(['keys', 'revoke', id, '--tenant', 'acme']).status, 2);
  assert.equal(cli(['keys', 'create', '--role', 'root']).status, 2);
});

test('--no-auth is refused unless the host is loopback', () => {
  const r = cli(['serve', '--host', '0.0.0.0', '--port', '0', '--no-auth']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /loopback/);
});

test('SIGTERM during a burst of writes: exit 0, every acknowledged write readable', { timeout: 180_000 }, async () => {
  const { key } = JSON.parse(cli(['keys', 'create', '--tenant', 'acme', '--json']).stdout) as { key: string };
  const server = await startServe(db, ['--port', '0'], /serving (http:\/\/\S+)/);
  const { acked, refused, sent } = await burstOfWrites(server.url, key, () => server.child.kill('SIGTERM'));
  assert.equal(await server.exited, 0, server.stderr());
  const stderr = server.stderr();
  // The hint is a command that works as printed: this same bin, and the store it serves.
  const hint = /need an API key [^:]*: (.*)$/m.exec(stderr)?.[1] ?? '';
  assert.equal(hint, `node bin/mnemo.js --db ${db} keys create --tenant default`, 'with keys on, serve says how to get one');
  assert.ok(acked.length >= 60, `writes were acknowledged before the stop (${acked.length} of ${sent})`);
  assert.ok(acked.length < sent, 'the stop came during the burst');
  assert.equal(refused, 0, 'no write was answered with an error');
  await assertAllStored(db, acked);
});
