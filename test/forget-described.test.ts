/**
 * Forgetting by description hits what was described (issue 22, item 3), and the offline reply says
 * exactly what changed (issue 23): "forget my wife's name" touches the wife's name, never the
 * user's own; several values are asked about and nothing changes; nothing that matches changes
 * nothing and says so. Through the library (the assistant, applyCandidates, the AI SDK tool),
 * `mnemo ask`, and HTTP (session turns written by the extraction job). MCP forgets by id only.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { Assistant } from '../src/surfaces/assistant/assistant.js';
import { createMemoryTools } from '../src/surfaces/tools/memory-tools.js';
import { startHarness, type Harness } from './http-support.js';

let dir: string;
let m: Mnemo;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-forget-described-'));
  m = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash', llm: null, writePath: { background: false } });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

const contents = async (scope: { userId: string }) => (await m.list(scope, { limit: 100 })).map((r) => r.content).sort();
const profileOf = async (scope: { userId: string }) => Object.fromEntries((await m.profile(scope)).map((p) => [p.key, p.value]));

describe('forget by description, offline through the assistant', () => {
  test("“Forget my wife's name” forgets the wife's name and keeps the user's own", async () => {
    const karl = { userId: 'karl' };
    const a = new Assistant(m, { model: null });
    await a.turn(karl, 'Hi, my name is Karl.');
    await a.turn(karl, "My wife's name is Ana.");
    await a.turn(karl, 'I live in Oslo.');
    assert.equal((await profileOf(karl)).name, 'Karl');
    const turn = await a.turn(karl, "Forget my wife's name");
    assert.equal(turn.route.route, 'memory_edit');
    // The reply lists exactly what changed: the wife's name, nothing about the user's own.
    assert.match(turn.reply, /^Forgot “The user's wife's name is Ana\.”$/);
    assert.deepEqual(await profileOf(karl), { name: 'Karl', location: 'Oslo' });
    assert.deepEqual(await contents(karl), ['The user lives in Oslo.', "The user's name is Karl."]);
    // Nothing about the wife is left: the same request changes nothing and says so.
    const again = await a.turn(karl, "Forget my wife's name");
    assert.match(again.reply, /Nothing changed: nothing stored matches “wife's name”/);
    assert.deepEqual(await contents(karl), ['The user lives in Oslo.', "The user's name is Karl."]);
  });

  test('the name of the person an attribute names: “my boss’s name” is the manager field, not the user’s name', async () => {
    const lena = { userId: 'lena' };
    await m.remember(lena, { content: "The user's name is Lena.", triple: { subject: 'user', predicate: 'name', object: 'Lena' } });
    await m.remember(lena, { content: "The user's manager is Maria.", triple: { subject: 'user', predicate: 'manager', object: 'Maria' } });
    assert.deepEqual(await profileOf(lena), { name: 'Lena', manager: 'Maria' });
    const turn = await new Assistant(m, { model: null }).turn(lena, "Please forget my boss's name.");
    assert.match(turn.reply, /Forgot “The user's manager is Maria\.”/);
    assert.doesNotMatch(turn.reply, /Lena/);
    assert.deepEqual(await profileOf(lena), { name: 'Lena' });
  });

  test('two values of one attribute: the assistant asks which and changes nothing; naming the value forgets only it', async () => {
    const omar = { userId: 'omar' };
    // Two sisters, each stored as a sentence without a triple (a raw bulk load): two current values
    // of "sister's name", found by their words. (With a triple, `sister · name` is one attribute:
    // the second would supersede the first, by any door.)
    await m.remember(omar, { content: "The user's sister's name is Ana." }, { consolidate: false });
    await m.remember(omar, { content: "The user's sister's name is Eva." }, { consolidate: false });
    const a = new Assistant(m, { model: null });
    const asked = await a.turn(omar, "Forget my sister's name");
    assert.match(asked.reply, /^Which one do you mean\?/);
    assert.match(asked.reply, /so I changed nothing/);
    assert.match(asked.reply, /- The user's sister's name is Ana\.\n- The user's sister's name is Eva\./);
    assert.equal((await contents(omar)).length, 2, 'nothing forgotten while it is unclear');
    const picked = await a.turn(omar, "Forget my sister's name Eva");
    assert.match(picked.reply, /^Forgot “The user's sister's name is Eva\.”$/);
    assert.deepEqual(await contents(omar), ["The user's sister's name is Ana."]);
  });

  test('a topic forgets what shares its words, but a profile field only when the topic names its value', async () => {
    const pia = { userId: 'pia' };
    await m.remember(pia, { content: 'The user lives in Lisbon.', triple: { subject: 'user', predicate: 'location', object: 'Lisbon' } });
    await m.remember(pia, { content: 'The user took a trip to Lisbon in May.', kind: 'episode' });
    const actions = await m.applyCandidates(pia, [], { forget: ['the Lisbon trip'] });
    assert.deepEqual(
      actions.map((x) => [x.op, x.content]),
      [['invalidate', 'The user took a trip to Lisbon in May.']],
    );
    assert.deepEqual(await profileOf(pia), { location: 'Lisbon' });
    await m.applyCandidates(pia, [], { forget: ['Lisbon'] });
    assert.deepEqual(await profileOf(pia), {});
  });

  test('the AI SDK forget tool with a topic reports what changed, or the choices', async () => {
    const rui = { userId: 'rui' };
    await m.remember(rui, { content: "The user's name is Rui.", triple: { subject: 'user', predicate: 'name', object: 'Rui' } });
    // Two sons, as sentences without a triple (raw): with one, `son · name` would keep a single value.
    await m.remember(rui, { content: "The user's son's name is Tomas." }, { consolidate: false });
    await m.remember(rui, { content: "The user's son's name is Leo." }, { consolidate: false });
    const tools = createMemoryTools(m, rui);
    const forget = (topic: string) =>
      (tools.forget?.execute as (i: unknown, o: unknown) => Promise<unknown>)({ id: null, topic, reason: 'asked' }, { toolCallId: 't', messages: [] });
    const asked = (await forget("son's name")) as { forgotten: unknown[]; choices: { content: string }[] };
    assert.deepEqual(asked.forgotten, []);
    assert.deepEqual(asked.choices.map((c) => c.content).sort(), ["The user's son's name is Leo.", "The user's son's name is Tomas."]);
    const done = (await forget("son's name Leo")) as { forgotten: { content: string }[] };
    assert.deepEqual(
      done.forgotten.map((f) => f.content),
      ["The user's son's name is Leo."],
    );
    assert.equal((await profileOf(rui)).name, 'Rui');
  });
});

describe('the offline reply says what was stored', () => {
  test('a statement is stored during the turn and the reply lists it; nothing stored is never promised', async () => {
    const sam = { userId: 'sam' };
    const a = new Assistant(m, { model: null });
    const hi = await a.turn(sam, 'Hi, I work at Acme.');
    assert.match(hi.reply, /^Hello\.\n\nRemembered “The user works at Acme\.”\nProfile: employer is now “Acme”$/);
    assert.equal(hi.queued.length, 0, 'applied in the turn, not left to a job');
    const again = await a.turn(sam, 'I work at Acme.');
    assert.match(again.reply, /^Already known: “The user works at Acme\.”$/);
    const vague = await a.turn(sam, 'The weather is odd today.');
    assert.doesNotMatch(vague.reply, /remember what you tell me|Remembered/);
    assert.match(vague.reply, /I didn’t store anything from that/);
    assert.deepEqual(await contents(sam), ['The user works at Acme.']);
  });

  test('mixed intent: “Actually I moved to Bergen. Where do I work?” makes the edit and answers the question', async () => {
    const tove = { userId: 'tove' };
    const a = new Assistant(m, { model: null });
    await a.turn(tove, 'I live in Oslo.');
    await a.turn(tove, 'I work at Acme.');
    const turn = await a.turn(tove, 'Actually I moved to Bergen. Where do I work?');
    assert.equal(turn.route.route, 'memory_edit');
    assert.match(turn.reply, /Updated “The user lives in Oslo\.” → “The user lives in Bergen\.”/);
    assert.match(turn.reply, /Profile: location changed from “Oslo” to “Bergen”/);
    // The question is answered after the edit, from memory.
    assert.match(turn.reply, /\n\n[\s\S]*- The user works at Acme\./);
    assert.ok(
      turn.recalled.some((r) => r.memory.content === 'The user works at Acme.'),
      'the answer recalled the employer',
    );
    assert.equal((await profileOf(tove)).location, 'Bergen');
  });
});

describe('forget by description through `mnemo ask` and HTTP', () => {
  test('mnemo ask: the issue’s reproduction', () => {
    const db = join(dir, 'cli.db');
    const env = { ...process.env };
    delete env.MNEMO_LLM;
    const ask = (text: string) => {
      const r = spawnSync(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', db, '--embedder', 'hash', 'ask', '--user', 'karl', text], {
        encoding: 'utf8',
        env,
      });
      assert.equal(r.status, 0, r.stderr);
      return r.stdout;
    };
    ask('Hi, my name is Karl.');
    ask("My wife's name is Ana.");
    assert.equal(ask("Forget my wife's name").trim(), "Forgot “The user's wife's name is Ana.”");
    const profile = spawnSync(
      process.execPath,
      [join(process.cwd(), 'bin', 'mnemo.js'), '--db', db, '--embedder', 'hash', 'profile', '--user', 'karl', '--json'],
      {
        encoding: 'utf8',
        env,
      },
    );
    assert.deepEqual(JSON.parse(profile.stdout), { name: 'Karl' });
  });

  describe('HTTP', () => {
    let h: Harness;
    let key: string;
    before(async () => {
      h = await startHarness();
      key = (await h.mnemo.admin.createKey({ tenantId: 'acme', userId: 'karl', role: 'write' })).key;
    });
    after(async () => h.close());

    test('a session turn asking to forget the wife’s name keeps the user’s name (the extraction job applies it)', async () => {
      const say = async (content: string) => {
        const r = await h.call('POST', '/v1/sessions/s1/events', { key, body: { userId: 'karl', events: [{ role: 'user', content }] } });
        assert.equal(r.status, 201, r.text);
        await h.mnemo.flush({ scope: { tenantId: 'acme', userId: 'karl' } });
      };
      assert.equal((await h.call('POST', '/v1/sessions', { key, body: { userId: 'karl', sessionId: 's1' } })).status, 201);
      await say('Hi, my name is Karl.');
      await say("My wife's name is Ana.");
      await say("Forget my wife's name.");
      const profile = await h.call('GET', '/v1/users/karl/profile', { key });
      assert.deepEqual(
        profile.body.items.map((e: { key: string; value: unknown }) => [e.key, e.value]),
        [['name', 'Karl']],
      );
      const facts = await h.call('GET', '/v1/users/karl/facts', { key });
      assert.deepEqual(
        facts.body.items.map((f: { content: string }) => f.content),
        ["The user's name is Karl."],
      );
    });
  });
});
