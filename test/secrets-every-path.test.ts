// The secrets suite (issue 17 item 1): the corpus goes through every write path and every field a
// caller can fill — the library's remember (content, reason, metadata, context, triple), update
// (content, reason, triple), note (text, reason), forget (reason), setProfile (text and JSON
// values, reason), forget-by-topic; the CLI's remember and update/forget --reason; and import
// (every field of every line type) — on real SQLite files. Then the raw database file and its WAL
// are searched for every secret value: none may be there. A call may be refused (SECRET_DETECTED,
// for a text that is little more than a secret); any other error fails the test. Session events
// and extraction are covered by secrets-store.test.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { loadSecretsCorpus, type SecretCase } from './support/secrets-corpus.js';

const corpus = loadSecretsCorpus();
const alice = { userId: 'alice' };
const BENIGN = 'The office wifi was fixed on Monday by the building manager.';
let dir: string;

before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-secrets-paths-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

const open = (file: string): Promise<Mnemo> => createMnemo({ db: join(dir, file), llm: null, embedder: 'hash', writePath: { background: false } });

/** The secret values of `cases` found in the raw bytes of the database file or its WAL. */
function valuesOnDisk(file: string, cases: readonly SecretCase[]): string[] {
  const raw = ['', '-wal']
    .map((s) => join(dir, file + s))
    .filter(existsSync)
    .map((p) => readFileSync(p).toString('latin1'))
    .join('\n');
  return cases.flatMap((c) =>
    c.values.map((v) => `${c.kind}: ${v}`).filter((_, i) => raw.includes(Buffer.from(c.values[i] as string, 'utf8').toString('latin1'))),
  );
}

/** Runs a write; a refusal for a secret is an acceptable answer, any other error is not. */
async function attempt(what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    assert.ok(MnemoError.isInstance(e) && e.code === 'SECRET_DETECTED', `${what}: ${String(e)}`);
  }
}

describe('the corpus through every path and field: no secret in the file or its WAL', () => {
  test('library: remember, update, note, forget, profile, forget-by-topic', async () => {
    const file = 'library.db';
    const m = await open(file);
    try {
      let n = 0;
      for (const c of corpus.secrets) {
        const at = `${c.kind} #${++n}`;
        await attempt(`${at} remember content`, () => m.remember(alice, { content: c.text }));
        await attempt(`${at} remember reason`, () => m.remember(alice, { content: BENIGN, reason: c.text }));
        await attempt(`${at} remember metadata`, () =>
          m.remember(alice, { content: BENIGN, metadata: { note: c.text, password: c.values[0], list: [c.text], nested: { deeper: { text: c.text } } } }),
        );
        await attempt(`${at} remember context`, () => m.remember(alice, { content: BENIGN, context: `Earlier the user said: ${c.text}` }));
        await attempt(`${at} remember triple`, () => m.remember(alice, { content: BENIGN, triple: { subject: 'user', predicate: 'said', object: c.text } }));
        const r = await m.remember(alice, { content: BENIGN });
        await attempt(`${at} note text`, () => m.note(alice, r.id, c.text));
        await attempt(`${at} note reason`, () => m.note(alice, r.id, 'It was the router.', { reason: c.text }));
        await attempt(`${at} update content`, () => m.update(alice, r.id, c.text, { triple: null }));
        const current = (await m.list(alice, { limit: 1 }))[0];
        assert.ok(current);
        await attempt(`${at} update reason and triple`, () =>
          m.update(alice, current.id, 'The office wifi works again.', { reason: c.text, triple: { subject: 'wifi', predicate: 'fixed by', object: c.text } }),
        );
        const last = (await m.list(alice, { limit: 1 }))[0];
        assert.ok(last);
        await attempt(`${at} forget reason`, () => m.forget(alice, last.id, { reason: c.text }));
        await attempt(`${at} profile text`, () => m.setProfile(alice, 'note', c.text));
        await attempt(`${at} profile JSON`, () => m.setProfile(alice, 'notes', { text: c.text, password: c.values[0] }));
        await attempt(`${at} profile reason`, () => m.setProfile(alice, 'team', `team ${n}`, { reason: c.text }));
        await attempt(`${at} unset reason`, () => m.unsetProfile(alice, 'team', { reason: c.text }));
        await attempt(`${at} memory tool candidate`, () =>
          m.applyCandidates(alice, [
            {
              kind: 'fact',
              content: `The user's wifi note is: ${c.text}`,
              importance: 0.8,
              confidence: 0.9,
              triple: { subject: 'user', predicate: 'wifi', object: c.text },
              profile: { key: 'wifi', value: c.text },
              source: 'user_explicit',
              eventSeqs: [],
            },
          ]),
        );
        await attempt(`${at} forget by topic`, () => m.applyCandidates(alice, [], { forget: [c.text], reason: c.text }));
      }
      assert.deepEqual(valuesOnDisk(file, corpus.secrets), [], 'no secret in the database or its WAL while open');
      // and what is stored around a redaction is still there: the reasons are kept, redacted
      const history = (await m.list(alice, { includeInvalid: true, limit: 10_000 })).filter((x) => x.invalidationReason?.includes('[redacted'));
      assert.ok(history.length > 0, 'reasons are kept with their secrets redacted, not dropped');
    } finally {
      await m.close();
    }
    assert.deepEqual(valuesOnDisk(file, corpus.secrets), [], 'none after the WAL is checkpointed either');
  });

  test('import: every field of every line type', async () => {
    const file = 'import.db';
    const m = await open(file);
    try {
      const now = new Date().toISOString();
      const header = JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, tenantId: 'default', userId: 'alice' });
      let n = 0;
      for (const c of corpus.secrets) {
        const id = `m_imp${++n}`;
        const memory = (fields: Record<string, unknown>) =>
          JSON.stringify({ type: 'memory', id: `${id}_${Object.keys(fields).join('_')}`, kind: 'fact', content: BENIGN, createdAt: now, ...fields });
        const lines = [
          memory({ content: c.text }),
          memory({ notes: [c.text] }),
          memory({ triple: { subject: 'user', predicate: 'said', object: c.text } }),
          memory({ invalidationReason: c.text, invalidatedAt: now }),
          memory({ metadata: { note: c.text, password: c.values[0] } }),
          memory({ source: { type: 'import', id: c.text.slice(0, 256) } }),
          memory({ context: c.text }),
          JSON.stringify({ type: 'profile', key: `note${n}`, value: c.text, source: 'user_explicit', updatedAt: now }),
          JSON.stringify({ type: 'profile', key: `json${n}`, value: { text: c.text }, source: 'user_explicit', updatedAt: now }),
          JSON.stringify({
            type: 'history',
            id: `h_${n}`,
            targetKind: 'profile',
            targetId: `note${n}`,
            op: 'set',
            actor: { type: 'user', id: 'alice' },
            oldValue: { text: c.text },
            newValue: c.text,
            reason: c.text,
            at: now,
          }),
          `${memory({ type: 'memory' })}\n${JSON.stringify({ type: 'source', memoryId: `${id}_type`, source: { type: 'tool', id: c.text.slice(0, 256) } })}`,
          `${JSON.stringify({ type: 'session', id: `s_${n}`, agentId: null, startedAt: now, endedAt: now, endReason: c.text.slice(0, 500), watermark: 1, summary: c.text })}\n${JSON.stringify({ type: 'event', sessionId: `s_${n}`, seq: 1, role: 'user', content: c.text, name: c.text.slice(0, 200), at: now, metadata: { note: c.text } })}`,
        ];
        for (const [i, line] of lines.entries()) await attempt(`${c.kind} #${n} line ${i}`, () => m.admin.importLines([header, ...line.split('\n')]));
      }
      assert.deepEqual(valuesOnDisk(file, corpus.secrets), []);
    } finally {
      await m.close();
    }
    assert.deepEqual(valuesOnDisk(file, corpus.secrets), []);
  });

  test('CLI: remember, and update and forget with --reason', () => {
    const file = 'cli.db';
    const db = join(dir, file);
    const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash' };
    delete env.MNEMO_LLM;
    delete env.MNEMO_DB;
    const bin = join(process.cwd(), 'bin', 'mnemo.js');
    const run = (args: string[]) => spawnSync(process.execPath, [bin, '--db', db, '--json', ...args], { encoding: 'utf8', env });
    // a spread of kinds: one process per command is slow, so a sample of the corpus
    const sample = corpus.secrets.filter((_, i) => i % 12 === 0);
    for (const c of sample) {
      const refusedOrOk = (r: ReturnType<typeof run>, what: string) =>
        assert.ok(r.status === 0 || /SECRET_DETECTED/.test(r.stderr), `${c.kind} ${what}: ${r.stderr}`);
      refusedOrOk(run(['remember', '-u', 'alice', '--', c.text]), 'remember');
      const made = run(['remember', BENIGN, '-u', 'alice', `--reason=${c.text}`]);
      assert.equal(made.status, 0, made.stderr);
      const { id } = JSON.parse(made.stdout) as { id: string };
      const updated = run(['update', id, 'The office wifi works again.', '-u', 'alice', `--reason=${c.text}`]);
      assert.equal(updated.status, 0, updated.stderr);
      const { current } = JSON.parse(updated.stdout) as { current: { id: string } };
      const forgot = run(['forget', current.id, '-u', 'alice', `--reason=${c.text}`]);
      assert.equal(forgot.status, 0, forgot.stderr);
    }
    assert.deepEqual(valuesOnDisk(file, sample), []);
  });
});
