// The model path end to end: the real AI SDK OpenAI-compatible client over real HTTP against a
// scripted server on 127.0.0.1 (no model weights can run here). Extraction, consolidation in the
// band, routing, the tool-calling memory editor and answers; then the failures: malformed output,
// a provider that times out, a provider that is down, and a process killed in the middle of a job.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Assistant } from '../src/surfaces/assistant/index.js';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { createLanguageModel } from '../src/models/providers/index.js';
import { startScriptedLlm, type ScriptedLlm, type ScriptedReply, type ScriptedRequest } from '../src/testing/index.js';
import { extractedMemory as memory, extractionReply as extraction } from './support/extraction-reply.js';

let llm: ScriptedLlm;
let dir: string;
let n = 0;

const turnsOf = (r: ScriptedRequest): string => r.lastUser;

/** The default script: a plausible small model. */
function script(r: ScriptedRequest): ScriptedReply {
  if (r.schemaName === 'mnemo_route') {
    const said = r.lastUser.split('Latest message:\n')[1] ?? '';
    const route = /^(actually|forget)/i.test(said) ? 'memory_edit' : /\?$/.test(said.trim()) ? 'answer' : 'chat';
    return { text: JSON.stringify({ route, reason: `scripted: ${route}`, clarifyingQuestion: null }) };
  }
  if (r.schemaName === 'mnemo_extraction') {
    const t = turnsOf(r);
    const out: unknown[] = [];
    if (/I'm Dana/.test(t))
      out.push(
        memory("The user's name is Dana.", {
          triple: { subject: 'user', predicate: 'name', object: 'Dana' },
          profileKey: 'name',
          profileValue: 'Dana',
          fromTurns: [1],
        }),
      );
    if (/payments team/.test(t))
      out.push(
        memory('The user works on the payments team.', {
          triple: { subject: 'user', predicate: 'team', object: 'payments team' },
          profileKey: 'team',
          profileValue: 'payments team',
        }),
      );
    if (/coffee/.test(t)) out.push(memory('The user drinks black coffee every morning before standup.', { kind: 'preference' }));
    if (/switched to green tea/.test(t)) out.push(memory('The user drinks green tea every morning before standup now.', { kind: 'preference' }));
    if (/pager/.test(t)) out.push(memory('The user reported being paged three nights this week.', { kind: 'episode', explicit: false }));
    return extraction(out);
  }
  if (r.schemaName === 'mnemo_consolidation') {
    const target = /id=(m_[a-z0-9]+)/.exec(r.lastUser)?.[1] ?? null;
    return { text: JSON.stringify({ decision: 'UPDATE', targetId: target, reason: 'the user switched drinks' }) };
  }
  if (r.tools.includes('update_memory')) {
    if (r.messages.some((m) => m.role === 'tool')) return { text: 'Done — your team is updated.' };
    const old = /- team: (.+)/.exec(r.system)?.[1] ?? '';
    return {
      toolCalls: [
        {
          name: 'update_memory',
          arguments: { target: 'profile:team', mode: 'replace', old_value: old, new_value: 'infra team', reason: 'the user corrected their team' },
        },
      ],
    };
  }
  return { text: `scripted answer to: ${r.lastUser.split('\n').pop()}` };
}

async function open(over: { backoffMs?: number; modelTimeoutMs?: number; maxAttempts?: number } = {}): Promise<Mnemo> {
  const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-small', baseURL: llm.baseURL });
  return createMnemo({ db: join(dir, `m${++n}.db`), llm: model, writePath: { background: false, backoffMs: 20, ...over } });
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-model-'));
  llm = await startScriptedLlm(script);
});
after(async () => {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  llm.setScript(script);
  llm.requests.length = 0;
});

describe('extraction and consolidation through the AI SDK client', () => {
  test('a structured extraction call creates memories and profile fields; the request carries the JSON Schema', async () => {
    const m = await open();
    try {
      const s = await m.sessions.open({ userId: 'dana' });
      await m.sessions.append({ userId: 'dana' }, s.id, [
        { role: 'user', content: "I'm Dana and I'm on the payments team. The pager woke me three nights this week." },
      ]);
      const r = await m.flush();
      assert.deepEqual({ done: r.done, failed: r.failed, pending: r.pending }, { done: 1, failed: 0, pending: 0 });
      const req = llm.requests.find((x) => x.schemaName === 'mnemo_extraction');
      assert.ok(req, 'the extraction request was made with a named json_schema');
      const format = req.body.response_format as { json_schema: { schema: { properties: Record<string, unknown> } } };
      assert.deepEqual(Object.keys(format.json_schema.schema.properties).sort(), ['forget', 'memories', 'summary']);
      assert.match(req.lastUser, /\[1\] user: I'm Dana/);
      const profile = Object.fromEntries((await m.profile({ userId: 'dana' })).map((p) => [p.key, p.value]));
      assert.deepEqual(profile, { name: 'Dana', team: 'payments team' });
      const all = await m.list({ userId: 'dana' });
      const episode = all.find((x) => x.kind === 'episode');
      assert.equal(episode?.source.type, 'user_implicit', 'implied facts are recorded as implicit');
      assert.equal((await m.sessions.get({ userId: 'dana' }, s.id)).watermark, 1);
      assert.equal((await m.sessions.get({ userId: 'dana' }, s.id)).summary, 'talked');
    } finally {
      await m.close();
    }
  });

  test('a candidate in the similarity band is decided by the model (UPDATE supersedes, with its reason)', async () => {
    const m = await open();
    try {
      const u = { userId: 'erin' };
      const s = await m.sessions.open(u);
      await m.sessions.append(u, s.id, [{ role: 'user', content: 'I drink black coffee every morning before standup.' }]);
      await m.flush();
      await m.sessions.append(u, s.id, [{ role: 'user', content: 'I switched to green tea, every morning before standup.' }]);
      await m.flush();
      const decision = llm.requests.find((x) => x.schemaName === 'mnemo_consolidation');
      assert.ok(decision, 'the band candidate went to the model');
      const all = await m.list(u, { includeInvalid: true });
      const coffee = all.find((x) => /coffee/.test(x.content));
      const tea = all.find((x) => /tea/.test(x.content));
      assert.ok(coffee?.invalidatedAt, 'the old preference is invalidated');
      assert.equal(coffee?.supersededBy, tea?.id);
      const history = await m.history(u, tea?.id as string);
      assert.ok(history.some((h) => h.op === 'supersede' && /model: the user switched drinks/.test(h.reason ?? '')));
    } finally {
      await m.close();
    }
  });
});

describe('configuring extraction', () => {
  test('the schema’s kinds, topic definitions and few-shot examples reach the provider', async () => {
    const { createModelExtractor } = await import('../src/write/extract/index.js');
    const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-small', baseURL: llm.baseURL });
    const extractor = createModelExtractor(model, {
      kinds: ['preference'],
      topics: ['which programming languages the user likes'],
      examples: [{ turns: '[1] user: I love Rust.', memories: '[{"kind":"preference","content":"The user loves Rust."}]' }],
    });
    const out = await extractor.extract({
      summary: '',
      events: [
        { sessionId: 's', seq: 1, role: 'user', content: 'I drink black coffee every morning.', name: null, at: new Date(), memoryEdit: false, metadata: {} },
      ],
      profile: [],
      includeToolOutput: false,
    });
    assert.equal(out.candidates[0]?.kind, 'preference');
    const req = llm.requests.find((x) => x.schemaName === 'mnemo_extraction') as ScriptedRequest;
    const schema = (req.body.response_format as { json_schema: { schema: unknown } }).json_schema.schema;
    assert.match(JSON.stringify(schema), /"enum":\["preference"\]/);
    assert.match(req.system, /which programming languages the user likes/);
    assert.match(req.system, /I love Rust/);
  });
});

describe('the assistant with a model', () => {
  test('routing, the tool-calling memory editor (old value copied from the profile), answers with memory context', async () => {
    const m = await open();
    try {
      const a = new Assistant(m);
      const u = { userId: 'dana' };
      const intro = await a.turn(u, "Hi, I'm Dana and I'm on the payments team.");
      assert.equal(intro.route.route, 'chat');
      await m.flush();
      const edit = await a.turn(u, 'Actually I moved to the infra team, fix that.', { sessionId: intro.sessionId });
      assert.equal(edit.route.route, 'memory_edit');
      assert.equal(edit.reply, 'Done — your team is updated.');
      const call = edit.edits[0] as { tool: string; input: { old_value: string }; output: { from: string; to: string } };
      assert.equal(call.tool, 'update_memory');
      assert.equal(call.input.old_value, 'payments team', 'the editor copied the old value from the profile in its prompt');
      assert.deepEqual([call.output.from, call.output.to], ['payments team', 'infra team']);
      const editorRequest = llm.requests.find((x) => x.tools.includes('update_memory'));
      assert.equal(editorRequest?.body.tool_choice, 'required', 'the editor must call a tool');
      assert.ok(['remember', 'search_memory', 'forget', 'update_memory'].every((t) => editorRequest?.tools.includes(t)));
      assert.equal(edit.queued.length, 0, 'no extraction after a memory edit');
      const profile = Object.fromEntries((await m.profile(u)).map((p) => [p.key, p.value]));
      assert.equal(profile.team, 'infra team');
      const answer = await a.turn(u, 'Which team am I on?', { sessionId: intro.sessionId });
      assert.equal(answer.route.route, 'answer');
      assert.match(answer.reply, /^scripted answer to:/);
      const answerRequest = llm.requests[llm.requests.length - 1] as ScriptedRequest;
      assert.match(answerRequest.system, /infra team/, 'the stable block with the profile is in the system prompt');
      assert.doesNotMatch(answerRequest.system, /payments team/);
      await m.flush();
      const events = await m.sessions.events(u, intro.sessionId);
      assert.ok(events.filter((e) => e.memoryEdit).length === 2, 'the edit turn is marked so extraction skips it');
    } finally {
      await m.close();
    }
  });

  test('memory tools are bound to the caller: nothing in the arguments reaches another user', async () => {
    const { createMemoryTools } = await import('../src/surfaces/tools/index.js');
    const m = await open();
    try {
      await m.remember({ userId: 'victim' }, { content: 'The victim keeps a spare key under the mat.' });
      const tools = createMemoryTools(m, { userId: 'mallory' });
      const exec = (name: string, input: unknown) =>
        (tools[name] as { execute: (i: unknown, o: unknown) => Promise<unknown> }).execute(input, { toolCallId: 'x', messages: [] });
      const found = (await exec('search_memory', { query: 'spare key under the mat victim', k: 5 })) as { memories: unknown[] };
      assert.deepEqual(found.memories, []);
      const [victim] = await m.list({ userId: 'victim' });
      const forgot = (await exec('forget', { id: victim?.id, topic: null, reason: 'x' })) as { error?: string };
      assert.match(forgot.error ?? '', /NOT_FOUND/);
      assert.equal((await m.list({ userId: 'victim' })).length, 1);
      const description = (tools.search_memory as { description: string }).description;
      assert.match(description, /preferences/);
    } finally {
      await m.close();
    }
  });
});

describe('failures lose nothing', () => {
  const said = async (m: Mnemo, user: string, text: string) => {
    const s = await m.sessions.open({ userId: user });
    await m.sessions.append({ userId: user }, s.id, [{ role: 'user', content: text }]);
    return s.id;
  };

  test('malformed output is retried, then the job fails with the raw text; a retry after the fix finishes it', async () => {
    const m = await open();
    try {
      llm.setScript((r) => (r.schemaName === 'mnemo_extraction' ? { text: '{"memories": [ this is not json' } : script(r)));
      const sid = await said(m, 'dana', "I'm Dana and I'm on the payments team.");
      const r = await m.flush();
      assert.equal(r.failed, 1);
      assert.equal(llm.requests.filter((x) => x.schemaName === 'mnemo_extraction').length, 2, 'asked twice before giving up');
      const [failed] = await m.admin.jobs({ statuses: ['failed'] });
      assert.match(failed?.lastError ?? '', /MODEL_OUTPUT_INVALID/);
      assert.equal(failed?.rawOutput, '{"memories": [ this is not json');
      assert.equal((await m.sessions.events({ userId: 'dana' }, sid)).length, 1, 'the conversation is kept');
      llm.setScript(script);
      await m.admin.retryJob(failed?.id as string);
      assert.equal((await m.flush()).done, 1);
      assert.equal((await m.profile({ userId: 'dana' })).length, 2);
    } finally {
      await m.close();
    }
  });

  test('a provider that times out is retried with backoff and finishes when it answers again', async () => {
    const m = await open({ modelTimeoutMs: 200 });
    try {
      let calls = 0;
      llm.setScript((r) => (r.schemaName === 'mnemo_extraction' && ++calls <= 2 ? { hangMs: 1500 } : script(r)));
      await said(m, 'dana', "I'm Dana and I'm on the payments team.");
      const r = await m.flush({ timeoutMs: 20_000 });
      assert.equal(r.retried, 2);
      assert.equal(r.done, 1);
      const [job] = await m.admin.jobs({ statuses: ['done'] });
      assert.equal(job?.attempts, 3);
      assert.match(job?.lastError ?? '', /did not answer in time/);
      assert.equal((await m.profile({ userId: 'dana' })).length, 2);
    } finally {
      await m.close();
    }
  });

  test('a provider that is down: jobs wait and retry, and finish once it is back', async () => {
    const m = await open({ backoffMs: 50 });
    try {
      await llm.down();
      await said(m, 'dana', "I'm Dana and I'm on the payments team.");
      const first = await m.flush({ timeoutMs: 300 });
      assert.equal(first.done, 0);
      assert.ok(first.retried >= 1);
      assert.equal(first.pending, 1, 'the job is still queued, not dropped');
      const [pending] = await m.admin.jobs({ statuses: ['pending'] });
      assert.match(pending?.lastError ?? '', /PROVIDER_FAILED/);
      await llm.up();
      const second = await m.flush({ timeoutMs: 10_000 });
      assert.equal(second.done, 1);
      assert.deepEqual(Object.fromEntries((await m.profile({ userId: 'dana' })).map((p) => [p.key, p.value])), { name: 'Dana', team: 'payments team' });
    } finally {
      await llm.up();
      await m.close();
    }
  });

  test('a worker process killed mid-job: the lease runs out, another worker finishes it exactly once', async () => {
    const db = join(dir, 'killed.db');
    const m0 = await createMnemo({ db, llm: null, writePath: { background: false } });
    const s = await m0.sessions.open({ userId: 'dana' });
    await m0.sessions.append({ userId: 'dana' }, s.id, [{ role: 'user', content: "I'm Dana and I'm on the payments team." }]);
    await m0.close();
    let arrived!: () => void;
    const seen = new Promise<void>((r) => (arrived = r));
    llm.setScript((r) => {
      if (r.schemaName === 'mnemo_extraction') {
        arrived();
        return { hangMs: 30_000 };
      }
      return script(r);
    });
    const child = spawn(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', db, '--llm', 'openai-compatible:scripted', 'worker', '--once'], {
      env: { ...process.env, MNEMO_LLM_BASE_URL: llm.baseURL, MNEMO_JOB_LEASE_MS: '500', MNEMO_LLM_TIMEOUT_MS: '60000' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code, signal) => r(signal ? null : code)));
    await seen;
    child.kill('SIGKILL');
    assert.equal(await exited, null, 'killed by the signal');
    llm.setScript(script);
    const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted', baseURL: llm.baseURL });
    const m = await createMnemo({ db, llm: model, writePath: { background: false, leaseMs: 500 } });
    try {
      const [running] = await m.admin.jobs({ statuses: ['running'] });
      assert.ok(running, 'the killed worker left its job running, with a lease');
      const r = await m.flush({ timeoutMs: 10_000 });
      assert.equal(r.done, 1);
      const job = await m.admin.job(running.id);
      assert.equal(job?.status, 'done');
      assert.equal(job?.attempts, 2);
      assert.equal((await m.list({ userId: 'dana' })).length, 2, 'each memory written once');
      assert.equal((await m.sessions.get({ userId: 'dana' }, s.id)).watermark, 1);
    } finally {
      await m.close();
    }
  });
});
