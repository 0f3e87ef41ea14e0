/**
 * Skills (M20) on a real SQLite file with the hashing embedder: the context lists a skill's name
 * and description within a tenth of the budget, never its body; `load_skill` and `skills.load`
 * return the body; another user's skills never appear; the CLI adds, lists, shows and removes.
 * Procedures the (offline) extractor finds in a session are proposed as skills, and become skills
 * only when adopted.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { createMemoryTools } from '../src/surfaces/tools/memory-tools.js';

const BODY_MARK = 'run pnpm deploy --prod from the release branch';
const DEPLOY = `---
name: deploy-service
description: How to deploy the billing service to production
---
# Deploy the billing service

1. Check the CI is green.
2. ${BODY_MARK}.
3. Watch the error dashboard for ten minutes.
`;

let dir: string;
let m: Mnemo;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-skills-'));
  m = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash' });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('skills in the library', () => {
  test('context shows the index line, not the body; load returns the body', async () => {
    const alice = { userId: 'alice' };
    await m.remember(alice, { content: 'The user works on the billing service.', kind: 'fact' });
    const added = await m.skills.add(alice, DEPLOY);
    assert.equal(added.name, 'deploy-service');
    assert.equal(added.description, 'How to deploy the billing service to production');

    const ctx = await m.context(alice, 'how do I deploy the billing service to production?', { budget: 1000 });
    assert.match(ctx.episodic.text, /## Skills \(load one by name with load_skill before following it\)\n/);
    assert.match(ctx.episodic.text, /- deploy-service: How to deploy the billing service to production/);
    assert.doesNotMatch(ctx.episodic.text, /pnpm deploy/);
    assert.doesNotMatch(ctx.stable.text, /pnpm deploy/);
    assert.deepEqual(
      ctx.skills.map((s) => s.name),
      ['deploy-service'],
    );
    // The skill is listed once, in the index, not also as a recalled memory line.
    assert.equal(ctx.episodic.text.split('deploy-service').length - 1, 1);

    assert.match(await m.skills.load(alice, 'deploy-service'), new RegExp(BODY_MARK));
    const tools = createMemoryTools(m, alice);
    const run = (name: string, input: unknown) =>
      (tools[name]?.execute as (i: unknown, o: unknown) => Promise<unknown>)(input, { toolCallId: 't', messages: [] });
    const loaded = (await run('load_skill', { name: 'deploy-service' })) as { body: string };
    assert.match(loaded.body, new RegExp(BODY_MARK));
    assert.deepEqual(await run('load_skill', { name: 'nope' }), { error: 'NOT_FOUND: no skill named "nope"' });
  });

  test('the index stays within a tenth of the budget', async () => {
    const carol = { userId: 'carol' };
    for (let i = 0; i < 12; i += 1) {
      await m.skills.add(carol, `# Skill ${i}\nA procedure about deploying service number ${i} with a long description of many words.`, { name: `skill-${i}` });
    }
    const ctx = await m.context(carol, 'deploying a service', { budget: 400 });
    const section = ctx.episodic.text.slice(ctx.episodic.text.indexOf('## Skills'));
    assert.ok(ctx.skills.length > 0 && ctx.skills.length < 12, `listed ${ctx.skills.length}`);
    const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
    assert.ok(countTokens(section) <= 40, `skills section is ${countTokens(section)} tokens`);
  });

  test("another user's skills never appear, and cannot be loaded", async () => {
    const bob = { userId: 'bob' };
    const ctx = await m.context(bob, 'how do I deploy the billing service to production?');
    assert.deepEqual(ctx.skills, []);
    assert.doesNotMatch(ctx.episodic.text, /deploy-service/);
    assert.deepEqual(await m.skills.list(bob), []);
    await assert.rejects(m.skills.load(bob, 'deploy-service'), (e: unknown) => MnemoError.isInstance(e) && e.code === 'NOT_FOUND');
  });

  test('a taken name is a conflict; replace and remove keep history', async () => {
    const dave = { userId: 'dave' };
    await m.skills.add(dave, '# Review\nHow to review a pull request.', { name: 'review' });
    await assert.rejects(m.skills.add(dave, '# Review\nAgain.', { name: 'review' }), (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFLICT');
    const replaced = await m.skills.add(dave, '# Review\nHow to review a pull request, v2.', { name: 'review', replace: true });
    assert.equal((await m.skills.get(dave, 'review')).memoryId, replaced.memoryId);
    await assert.rejects(m.skills.add(dave, 'no heading here', {}), (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT');
    await m.skills.remove(dave, 'review');
    assert.deepEqual(await m.skills.list(dave), []);
    const history = await m.history(dave, replaced.memoryId);
    assert.ok(
      history.some((h) => /skill "review" removed/.test(h.reason ?? '')),
      JSON.stringify(history.map((h) => h.reason)),
    );
  });
});

// A document whose layout is its meaning: numbered steps, an indented code block, a fence, a tab.
const LAYOUT = `# Release checklist

1. Tag the release:

   \`\`\`sh
   git tag -a v1.2.0 -m "release"
     git push --tags
   \`\`\`

2. Announce it\tin #releases.
   - keep   the   changelog   link
`;

describe('skills keep their document exactly', () => {
  test('line breaks, indentation and code fences come back as written; only the index line is compacted', async () => {
    const erin = { userId: 'layout-erin' };
    const added = await m.skills.add(erin, `\r\n${LAYOUT.replace(/\n/g, '\r\n')}\r\n\r\n`, { name: 'release' });
    // CRLF becomes LF and blank lines at the ends go; nothing inside changes.
    const exact = LAYOUT.trimEnd();
    assert.equal(added.body, exact);
    assert.equal((await m.skills.get(erin, 'release')).body, exact);
    assert.equal(await m.skills.load(erin, 'release'), exact);
    const tools = createMemoryTools(m, erin);
    const loaded = (await (tools.load_skill?.execute as (i: unknown, o: unknown) => Promise<unknown>)(
      { name: 'release' },
      { toolCallId: 't', messages: [] },
    )) as {
      body: string;
    };
    assert.equal(loaded.body, exact);
    // The index line is one compact line.
    assert.equal(added.description, '1. Tag the release:');
    const spaced = await m.skills.add(erin, '---\nname: spaced\ndescription: How   to\tship\n---\nStep one.\n\nStep two.', {});
    assert.equal(spaced.description, 'How to ship');
    assert.equal((await m.skills.get(erin, 'spaced')).body, 'Step one.\n\nStep two.');
  });

  test('an export and import keep the document', async () => {
    const frank = { userId: 'layout-frank' };
    await m.skills.add(frank, LAYOUT, { name: 'release' });
    const lines: string[] = [];
    for await (const line of m.admin.exportUser(frank)) lines.push(line);
    const other = await createMnemo({ db: join(dir, 'import.db'), embedder: 'hash' });
    try {
      await other.admin.importLines(lines);
      assert.equal((await other.skills.get(frank, 'release')).body, LAYOUT.trimEnd());
    } finally {
      await other.close();
    }
  });

  test('a secret in a skill is redacted and the layout stays', async () => {
    const gina = { userId: 'layout-gina' };
    const added = await m.skills.add(
      gina,
      '# Deploy\n\nHow to deploy the service.\n\n1. Log in with key sk-proj-4fJq9ZkW2mXr7TnB8vYc3LdH6pQs1aEu\n2. Run the deploy.\n',
      { name: 'with-key' },
    );
    assert.doesNotMatch(added.body, /4fJq9ZkW2mXr7TnB8vYc3LdH6pQs1aEu/);
    assert.match(added.body, /^# Deploy\n\nHow to deploy the service\.\n\n1\. Log in with key .*redacted.*\n2\. Run the deploy\.$/);
  });
});

describe('procedures the extractor finds, proposed as skills', () => {
  const PROCEDURE = 'Whenever a deploy fails the user rolls back first';
  async function extracted(userId: string): Promise<string> {
    const scope = { userId };
    await m.sessions.open(scope, { sessionId: `${userId}-s1` });
    await m.sessions.append(scope, `${userId}-s1`, [
      { role: 'user', content: 'Remember that whenever a deploy fails I roll back first and then page the on-call.' },
      { role: 'user', content: 'I live in Lisbon.' },
    ]);
    await m.flush({ scope });
    const [proposal, ...more] = await m.skills.proposals(scope);
    assert.ok(proposal, 'the extracted procedure is proposed');
    assert.equal(more.length, 0, 'only the procedure, not the fact');
    assert.ok(proposal.content.startsWith(PROCEDURE), proposal.content);
    assert.equal(proposal.sessionId, `${userId}-s1`);
    return proposal.memoryId;
  }

  test('a proposal is not a skill until adopted; adopting makes it one and retires the procedure', async () => {
    const erin = { userId: 'erin' };
    const procedureId = await extracted('erin');
    assert.equal((await m.get(erin, procedureId)).kind, 'procedure');
    assert.deepEqual(await m.skills.list(erin), [], 'nothing is activated silently');
    assert.deepEqual((await m.context(erin, 'what do I do when a deploy fails?')).skills, []);

    const fact = (await m.list(erin)).find((r) => r.kind === 'fact');
    assert.ok(fact);
    await assert.rejects(m.skills.adopt(erin, fact.id), (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT');

    const skill = await m.skills.adopt(erin, procedureId);
    assert.equal(skill.name, 'whenever-deploy-fails-rolls-back');
    assert.deepEqual(
      (await m.skills.list(erin)).map((s) => s.name),
      [skill.name],
    );
    assert.ok((await m.skills.load(erin, skill.name)).startsWith(PROCEDURE));
    assert.equal((await m.get(erin, skill.memoryId)).metadata.adoptedFrom, procedureId);
    const retired = await m.get(erin, procedureId);
    assert.match(retired.invalidationReason ?? '', new RegExp(`adopted as skill "${skill.name}" \\(${skill.memoryId}\\)`));
    assert.deepEqual(await m.skills.proposals(erin), []);
    assert.deepEqual(
      (await m.context(erin, 'what do I do when a deploy fails?')).skills.map((s) => s.name),
      [skill.name],
    );
    await assert.rejects(m.skills.adopt(erin, procedureId), (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT');
  });

  test('adopting again after a crash between the two writes only retires the procedure; another skill of the name is a conflict', async () => {
    const frank = { userId: 'frank' };
    const procedureId = await extracted('frank');
    await assert.rejects(
      (async () => {
        await m.skills.add(frank, '# Other\nSomething else.', { name: 'whenever-deploy-fails-rolls-back' });
        await m.skills.adopt(frank, procedureId);
      })(),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFLICT',
    );
    await m.skills.remove(frank, 'whenever-deploy-fails-rolls-back');
    // The skill written, the process gone before the procedure was retired:
    const half = await m.remember(frank, {
      kind: 'procedure',
      content: 'Skill "rollback": Whenever a deploy fails the user rolls back first',
      context: 'Whenever a deploy fails the user rolls back first',
      source: { type: 'user_explicit', id: 'skill:rollback' },
      metadata: { adoptedFrom: procedureId },
    });
    const skill = await m.skills.adopt(frank, procedureId, { name: 'rollback' });
    assert.equal(skill.memoryId, half.id);
    assert.deepEqual(
      (await m.skills.list(frank)).map((s) => s.name),
      ['rollback'],
    );
    assert.deepEqual(await m.skills.proposals(frank), []);
  });
});

describe('skills on the command line', () => {
  const BIN = join(process.cwd(), 'bin', 'mnemo.js');
  const cli = (args: string[], db = 'cli.db') => {
    const embedder = db === 'cli.db' ? [] : ['--embedder', 'hash'];
    const r = spawnSync(process.execPath, [BIN, '--db', join(dir, db), ...embedder, ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  test('add, list, show, remove', () => {
    const file = join(dir, 'deploy.md');
    writeFileSync(file, DEPLOY);
    const added = cli(['skills', 'add', file, '--user', 'alice']);
    assert.equal(added.code, 0, added.err);
    assert.match(added.out, /added skill deploy-service/);
    const list = cli(['skills', 'list', '--user', 'alice', '--json']);
    assert.equal(list.code, 0, list.err);
    assert.deepEqual(
      (JSON.parse(list.out) as { name: string }[]).map((s) => s.name),
      ['deploy-service'],
    );
    const show = cli(['skills', 'show', 'deploy-service', '--user', 'alice']);
    assert.match(show.out, new RegExp(BODY_MARK));
    // The document comes back as written, line by line (front matter aside).
    assert.equal(show.out.trimEnd(), DEPLOY.slice(DEPLOY.indexOf('# Deploy')).trimEnd());
    const layout = join(dir, 'release.md');
    writeFileSync(layout, LAYOUT);
    assert.equal(cli(['skills', 'add', layout, '--user', 'alice', '--name', 'release']).code, 0);
    assert.equal(cli(['skills', 'show', 'release', '--user', 'alice']).out.trimEnd(), LAYOUT.trimEnd());
    assert.equal(cli(['skills', 'remove', 'release', '--user', 'alice']).code, 0);
    assert.equal(cli(['skills', 'list', '--user', 'bob']).out.trim(), 'no skills');
    const missing = cli(['skills', 'show', 'deploy-service', '--user', 'bob']);
    assert.notEqual(missing.code, 0);
    assert.match(missing.err, /no skill named/);
    assert.equal(cli(['skills', 'remove', 'deploy-service', '--user', 'alice']).code, 0);
    assert.equal(cli(['skills', 'list', '--user', 'alice']).out.trim(), 'no skills');
  });

  test('proposals and adopt', async () => {
    // A store of its own: the seeding engine and the CLI must share its embedder.
    const seeded = await createMnemo({ db: join(dir, 'proposals.db'), embedder: 'hash', llm: null, writePath: { background: false } });
    await seeded.sessions.open({ userId: 'gina' }, { sessionId: 'g1' });
    await seeded.sessions.append({ userId: 'gina' }, 'g1', [{ role: 'user', content: 'Remember that whenever a deploy fails I roll back first.' }]);
    await seeded.flush();
    await seeded.close();
    const proposals = cli(['skills', 'proposals', '--user', 'gina', '--json'], 'proposals.db');
    assert.equal(proposals.code, 0, proposals.err);
    const [proposal] = JSON.parse(proposals.out) as { memoryId: string; name: string }[];
    assert.ok(proposal);
    assert.equal(cli(['skills', 'list', '--user', 'gina'], 'proposals.db').out.trim(), 'no skills');
    const adopted = cli(['skills', 'adopt', proposal.memoryId, '--user', 'gina', '--name', 'rollback'], 'proposals.db');
    assert.equal(adopted.code, 0, adopted.err);
    assert.match(adopted.out, new RegExp(`adopted ${proposal.memoryId} as skill rollback`));
    assert.match(cli(['skills', 'list', '--user', 'gina'], 'proposals.db').out, /^rollback {2}Whenever a deploy fails/);
    assert.equal(cli(['skills', 'proposals', '--user', 'gina'], 'proposals.db').out.trim(), 'no procedures proposed as skills');
  });
});
