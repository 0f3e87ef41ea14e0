// No secret reaches the database file: the corpus through the write paths that exist today —
// `remember`, and `sessions.append` (content, name, metadata) followed by flush and extraction —
// on a real SQLite file, then the raw file and its WAL are searched for every secret value.
// Harmless sentences are stored unchanged.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { loadSecretsCorpus } from './support/secrets-corpus.js';

const corpus = loadSecretsCorpus();
const alice = { userId: 'alice' };
let dir: string;

before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-secrets-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

const open = (file: string): Promise<Mnemo> => createMnemo({ db: join(dir, file), llm: null, writePath: { background: false, extractEvery: 1 } });

/** The raw bytes of the database file and its WAL, as text. */
const rawText = (file: string): string =>
  ['', '-wal']
    .map((s) => join(dir, file + s))
    .filter(existsSync)
    .map((p) => readFileSync(p).toString('latin1'))
    .join('\n');

/** The secret values found in the raw bytes of the database file and its WAL. */
function valuesOnDisk(file: string): string[] {
  const raw = rawText(file);
  return corpus.secrets.flatMap((c) => c.values).filter((v) => raw.includes(Buffer.from(v, 'utf8').toString('latin1')));
}

describe('secrets never reach the database file', () => {
  test('remember: each secret text is refused or stored redacted; the file holds none of them', async () => {
    const m = await open('remember.db');
    try {
      for (const c of corpus.secrets) {
        try {
          const r = await m.remember(alice, { content: c.text });
          for (const v of c.values) assert.ok(!r.content.includes(v), `${c.kind}: stored with its value`);
        } catch (e) {
          assert.ok(MnemoError.isInstance(e) && e.code === 'SECRET_DETECTED', `${c.kind}: refused with ${String(e)}`);
        }
      }
      assert.deepEqual(valuesOnDisk('remember.db'), [], 'no secret in the database or its WAL while open');
    } finally {
      await m.close();
    }
    assert.deepEqual(valuesOnDisk('remember.db'), [], 'none after the WAL is checkpointed either');
  });

  test('sessions: content, tool name and metadata are redacted, extraction stores none of them', async () => {
    const m = await open('sessions.db');
    try {
      const s = await m.sessions.open(alice);
      for (const c of corpus.secrets) {
        await m.sessions.append(alice, s.id, [
          { role: 'user', content: `Remember that ${c.text}` },
          {
            role: 'tool_result',
            name: c.text.slice(0, 200),
            content: 'ok',
            metadata: { note: c.text, password: 'Zq8wLm2pVx', nested: { token: c.values[0] } },
          },
        ]);
      }
      await m.sessions.flush(alice, s.id);
      const tally = await m.flush();
      assert.equal(tally.pending, 0);
      const events = await m.sessions.events(alice, s.id, { limit: 10_000 });
      assert.equal(events.length, corpus.secrets.length * 2, 'every turn is kept, none refused');
      assert.ok(
        events.filter((e) => e.role === 'user').every((e) => e.content.startsWith('Remember that ')),
        'the words around a secret stay',
      );
      assert.deepEqual(valuesOnDisk('sessions.db'), [], 'no secret in the database or its WAL while open');
      assert.ok(!rawText('sessions.db').includes('Zq8wLm2pVx'), 'a metadata password is redacted');
    } finally {
      await m.close();
    }
    assert.deepEqual(valuesOnDisk('sessions.db'), []);
    assert.ok(!rawText('sessions.db').includes('Zq8wLm2pVx'));
  });
});

describe('harmless technical text is stored unchanged', () => {
  test('by remember and in the session log', async () => {
    const m = await open('harmless.db');
    try {
      for (const h of corpus.harmless) {
        const r = await m.remember(alice, { content: h });
        assert.equal(r.content, h.replace(/\s+/g, ' ').trim());
      }
      const s = await m.sessions.open(alice);
      await m.sessions.append(
        alice,
        s.id,
        corpus.harmless.map((h) => ({ role: 'user' as const, content: h })),
      );
      const events = await m.sessions.events(alice, s.id, { limit: 10_000 });
      assert.deepEqual(
        events.map((e) => e.content),
        corpus.harmless,
      );
      assert.ok(events.every((e) => e.metadata.redacted === undefined));
      // the search of the raw file does find stored text (so its silence above means something)
      assert.ok(rawText('harmless.db').includes('pk-orders-customer-id-idx'));
    } finally {
      await m.close();
    }
  });
});
