/**
 * Revocation with a model (M15): a memory blended from two sessions, one of them revoked, is
 * rewritten by the model from the remaining sources' text only (through the real provider client
 * and the scripted OpenAI-compatible server), with lineage to what remains and history that holds
 * none of the revoked words. A malformed reply or a provider that is down keeps the remaining
 * source's own statement, and the logs carry ids, never the memory's text. Real SQLite files.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Logger } from '../src/core/logger.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { createLanguageModel } from '../src/models/providers/registry.js';
import { startScriptedLlm, type ScriptedLlm, type ScriptedReply } from '../src/testing/index.js';
import { candidate } from './support/candidates.js';
import { engineFiles } from './support/engine-files.js';

const ALICE = { userId: 'alice' };
const REWRITE = 'Alice drives her blue Volvo to work every weekday.';
const files = engineFiles('revoke-model');
let llm: ScriptedLlm;
let n = 0;
let reply: ScriptedReply = { text: JSON.stringify({ content: REWRITE }) };

before(async () => {
  llm = await startScriptedLlm((r) => (r.schemaName === 'mnemo_revoke_rewrite' ? reply : { status: 400, error: `unexpected call ${r.schemaName}` }));
});
after(async () => {
  await llm.close();
});

/** An engine with the scripted model and a logger that records every line; a memory blended from sessions s-one and s-two. */
async function blended(): Promise<{ m: Mnemo; id: string; logs: string[]; db: string }> {
  const logs: string[] = [];
  const line = (level: string) => (message: string, fields?: Record<string, unknown>) => void logs.push(JSON.stringify({ level, message, ...fields }));
  const logger: Logger = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
  const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-small', baseURL: llm.baseURL });
  const db = files.path(`r${++n}.db`);
  const m = files.keep(await createMnemo({ db, embedder: 'hash', llm: model, logger, writePath: { background: false } }));
  await m.sessions.open(ALICE, { sessionId: 's-one' });
  await m.sessions.append(ALICE, 's-one', [{ role: 'user', content: 'I drive my blue Volvo to work every weekday' }]);
  await m.applyCandidates({ ...ALICE, sessionId: 's-one' }, [candidate('Alice drives a blue Volvo to work')]);
  await m.applyCandidates({ ...ALICE, sessionId: 's-two' }, [candidate('Alice drives a blue Volvo to work quuxlemon')]);
  const memory = (await m.list(ALICE)).find((r) => r.content.includes('Volvo'));
  assert.ok(memory);
  assert.equal(memory.content.includes('quuxlemon'), true, 'the second session blended its words in');
  assert.equal((await m.admin.sources(ALICE, memory.id)).length, 2);
  return { m, id: memory.id, logs, db };
}

describe('revocation with a model', () => {
  test('a blended memory is rewritten from the remaining sources only, with lineage to them and no revoked words in history', async () => {
    reply = { text: JSON.stringify({ content: REWRITE }) };
    const { m, id } = await blended();
    const before = llm.requests.length;
    const report = await m.revokeSource(ALICE, 'session:s-two');
    assert.deepEqual(
      report.steps.map((s) => [s.memoryId, s.action, s.by]),
      [[id, 'regenerate', 'model']],
    );
    const asked = llm.requests.slice(before).filter((r) => r.schemaName === 'mnemo_revoke_rewrite');
    assert.equal(asked.length, 1);
    const prompt = asked[0]?.lastUser ?? '';
    assert.ok(prompt.includes('Alice drives a blue Volvo to work'), 'the remaining statement is in the prompt');
    assert.ok(prompt.includes('user: I drive my blue Volvo to work every weekday'), 'the remaining session event is in the prompt');
    assert.ok(!prompt.includes('quuxlemon'), 'the model never sees the revoked words');

    const memory = await m.get(ALICE, id);
    assert.equal(memory.content, REWRITE);
    assert.deepEqual(
      (await m.admin.sources(ALICE, id)).map((s) => s.id),
      ['session:s-one#1'],
    );
    const history = await m.history(ALICE, id);
    assert.ok(!JSON.stringify(history).includes('quuxlemon'));
    const row = history.find((h) => h.op === 'regenerate');
    assert.ok(row?.reason?.startsWith('revoked: source session:s-two was withdrawn'), row?.reason ?? 'no regenerate row');
    assert.match(row?.reason ?? '', /rewritten by the model/);
    assert.deepEqual((row?.newValue as { content?: string } | null)?.content, REWRITE);
    assert.ok(
      (await m.recall(ALICE, 'blue Volvo weekday')).some((r) => r.memory.id === id),
      'the rewrite is searchable',
    );
    let exported = '';
    for await (const lineOut of m.admin.exportUser(ALICE)) exported += lineOut;
    assert.ok(!exported.includes('quuxlemon'));
  });

  test('a malformed reply or a provider that is down keeps the remaining statement; logs carry ids only', async () => {
    for (const bad of [{ text: '{"rewrite": 42}' }, { status: 503, error: 'overloaded' }] satisfies ScriptedReply[]) {
      reply = bad;
      const { m, id, logs } = await blended();
      const report = await m.revokeSource(ALICE, 'session:s-two');
      assert.deepEqual(
        report.steps.map((s) => [s.memoryId, s.action, s.by]),
        [[id, 'regenerate', 'statement']],
        JSON.stringify(bad),
      );
      assert.equal((await m.get(ALICE, id)).content, 'Alice drives a blue Volvo to work');
      const warning = logs.find((l) => l.includes('revocation rewrite failed'));
      assert.ok(warning, logs.join('\n'));
      assert.ok(warning.includes(id));
      assert.ok(!logs.some((l) => l.includes('Volvo') || l.includes('quuxlemon')), 'no memory text in the logs');
      assert.ok(!JSON.stringify(await m.history(ALICE, id)).includes('quuxlemon'));
    }
  });

  test('a rewrite the model declines keeps the remaining statement; a single-source memory is deleted without asking the model', async () => {
    reply = { text: JSON.stringify({ content: null }) };
    const { m, id } = await blended();
    const only = await m.remember(ALICE, { content: 'Alice salary band is Zanzibarquux', source: { type: 'bootstrap', id: 'hr-system' } });
    const before = llm.requests.length;
    const hr = await m.revokeSource(ALICE, 'bootstrap:hr-system');
    assert.deepEqual(
      hr.steps.map((s) => [s.memoryId, s.action]),
      [[only.id, 'delete']],
    );
    assert.equal(llm.requests.length, before, 'nothing remains to rewrite from: no model call');
    const report = await m.revokeSource(ALICE, 'session:s-two');
    assert.deepEqual(
      report.steps.map((s) => [s.action, s.by]),
      [['regenerate', 'statement']],
    );
    assert.equal((await m.get(ALICE, id)).content, 'Alice drives a blue Volvo to work');
  });

  test('mnemo revoke on the command line rewrites through the configured model and says so', async () => {
    reply = { text: JSON.stringify({ content: REWRITE }) };
    const { m, id, db } = await blended();
    await m.close();
    // The scripted server answers in this process, so the CLI runs asynchronously beside it.
    const child = spawn(
      process.execPath,
      [
        join(process.cwd(), 'bin', 'mnemo.js'),
        '--db',
        db,
        '--embedder',
        'hash',
        '--llm',
        'openai-compatible:scripted',
        'revoke',
        '--user',
        'alice',
        '--source',
        'session:s-two',
      ],
      {
        env: { ...process.env, MNEMO_LLM_BASE_URL: llm.baseURL },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    assert.equal(code, 0, err);
    assert.match(out, /revoked session:s-two: 0 deleted, 1 regenerated/);
    assert.ok(out.includes(`regenerate ${id} (rewritten by the model)  → ${REWRITE}`), out);
  });
});
