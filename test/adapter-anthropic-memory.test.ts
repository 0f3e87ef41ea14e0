// Anthropic's memory tool over Mnemo (`mnemo-engine/anthropic-memory`): the AI SDK Anthropic
// provider's `memory_20250818` tool in a real generateText tool loop, driven by the AI SDK's own
// mock model (it issues the commands Claude would); and the backend's commands directly, traversal
// attempts included. Real SQLite files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { MemoryFiles, mnemoMemoryTool, type MemoryCommand } from '../src/surfaces/adapters/anthropic-memory/index.js';

let dir: string;
let n = 0;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-amem-'))));
after(() => rmSync(dir, { recursive: true, force: true }));
const alice = { userId: 'alice' };
const bob = { userId: 'bob' };
const open = (): Promise<Mnemo> => createMnemo({ db: join(dir, `f${++n}.db`), embedder: 'hash', llm: null });

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };
const callMemory = (id: string, input: MemoryCommand): LanguageModelV4GenerateResult => ({
  content: [{ type: 'tool-call', toolCallId: id, toolName: 'memory', input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls', raw: 'tool_use' },
  usage,
  warnings: [],
});

describe('the memory tool in an AI SDK tool loop', () => {
  test("the model's commands create, edit and read files in the user's Mnemo memory", async () => {
    const mnemo = await open();
    const script: LanguageModelV4GenerateResult[] = [
      callMemory('1', { command: 'view', path: '/memories' }),
      callMemory('2', { command: 'create', path: '/memories/preferences.md', file_text: '# Preferences\n- tea: green\n- editor: vim' }),
      callMemory('3', { command: 'str_replace', path: '/memories/preferences.md', old_str: 'green', new_str: 'oolong' }),
      callMemory('4', { command: 'view', path: '/memories/preferences.md' }),
      { content: [{ type: 'text', text: 'Saved.' }], finishReason: { unified: 'stop', raw: 'end_turn' }, usage, warnings: [] },
    ];
    const calls: LanguageModelV4CallOptions[] = [];
    const model = new MockLanguageModelV4({
      provider: 'anthropic.messages',
      doGenerate: async (options: LanguageModelV4CallOptions) => {
        calls.push(options);
        return script[calls.length - 1] as LanguageModelV4GenerateResult;
      },
    });
    const result = await generateText({
      model,
      prompt: 'Remember that I drink oolong now.',
      tools: { memory: mnemoMemoryTool(mnemo, alice) },
      stopWhen: stepCountIs(10),
    });
    assert.equal(result.text, 'Saved.');
    const outputs = result.steps.flatMap((s) => s.toolResults.map((r) => String(r.output)));
    assert.match(outputs[0] ?? '', /files and directories up to 2 levels deep in \/memories/);
    assert.equal(outputs[1], 'File created successfully at: /memories/preferences.md');
    assert.match(outputs[3] ?? '', /^Here's the content of \/memories\/preferences\.md with line numbers:\n {5}1\t# Preferences\n {5}2\t- tea: oolong/);
    // The provider sends the tool as Anthropic's memory tool.
    const tool = calls[0]?.tools?.[0];
    assert.equal(tool?.type, 'provider');
    assert.equal(tool?.type === 'provider' ? tool.id : '', 'anthropic.memory_20250818');
    // The file is one procedure memory of alice's, with its edits in history.
    const files = (await mnemo.list(alice)).filter((m) => m.source.id === 'memory-file:/memories/preferences.md');
    assert.equal(files.length, 1);
    assert.equal(files[0]?.kind, 'procedure');
    assert.match(files[0]?.context ?? '', /tea: oolong/);
    const versions = (await mnemo.list(alice, { includeInvalid: true })).filter((m) => m.source.id === 'memory-file:/memories/preferences.md');
    assert.equal(versions.length, 2, 'the version before str_replace is kept, forgotten');
    assert.equal((await mnemo.list(bob)).length, 0);
    await mnemo.close();
  });
});

describe('MemoryFiles commands', () => {
  test('view, create, str_replace, insert, rename and delete behave like the reference tool', async () => {
    const mnemo = await open();
    const files = new MemoryFiles(mnemo, alice);
    assert.match(await files.execute({ command: 'create', path: '/memories/a/notes.txt', file_text: 'one\ntwo\nthree' }), /created/);
    assert.equal(
      await files.execute({ command: 'view', path: '/memories/a/notes.txt', view_range: [2, 3] }),
      "Here's the content of /memories/a/notes.txt with line numbers:\n     2\ttwo\n     3\tthree",
    );
    assert.match(await files.execute({ command: 'insert', path: '/memories/a/notes.txt', insert_line: 1, insert_text: 'one and a half' }), /edited/);
    assert.match(await files.execute({ command: 'view', path: '/memories/a/notes.txt' }), /2\tone and a half\n {5}3\ttwo/);
    assert.match(
      await files.execute({ command: 'str_replace', path: '/memories/a/notes.txt', old_str: 'missing', new_str: 'x' }),
      /^Error: No replacement was performed/,
    );
    await files.execute({ command: 'create', path: '/memories/a/dup.txt', file_text: 'x x' });
    assert.match(await files.execute({ command: 'str_replace', path: '/memories/a/dup.txt', old_str: 'x', new_str: 'y' }), /^Error: .*appears 2 times/);
    assert.match(await files.execute({ command: 'view', path: '/memories' }), /\/memories\/a\n.*\/memories\/a\/dup\.txt\n.*\/memories\/a\/notes\.txt/);
    assert.match(await files.execute({ command: 'rename', old_path: '/memories/a', new_path: '/memories/b' }), /renamed/);
    assert.match(await files.execute({ command: 'view', path: '/memories/b/notes.txt' }), /one and a half/);
    assert.match(await files.execute({ command: 'view', path: '/memories/a/notes.txt' }), /^Error: .*does not exist/);
    assert.match(await files.execute({ command: 'rename', old_path: '/memories/b/dup.txt', new_path: '/memories/b/notes.txt' }), /^Error: .*already exists/);
    assert.match(await files.execute({ command: 'delete', path: '/memories/b' }), /deleted/);
    assert.equal((await mnemo.list(alice)).length, 0);
    assert.ok((await mnemo.list(alice, { includeInvalid: true })).length >= 4, 'deleted files stay in history');
    await mnemo.close();
  });

  test('no path leaves the user’s /memories, however it is spelt', async () => {
    const mnemo = await open();
    await new MemoryFiles(mnemo, bob).execute({ command: 'create', path: '/memories/bob.txt', file_text: 'bob private' });
    const files = new MemoryFiles(mnemo, alice);
    const attempts = [
      '/memories/../etc/passwd',
      '/memories/../../memories/bob.txt',
      '/memories/./x',
      '/memories/a/../../x',
      '/etc/passwd',
      'memories/x',
      '/memoriesx/y',
      '/memories\\..\\x',
      '/memories/%2e%2e/x',
      '/memories/..%2fx',
      '/memories/a\u0000b',
      '/memories//x',
      '/memories/...',
      '~/memories/x',
    ];
    for (const path of attempts) {
      for (const input of [
        { command: 'view', path },
        { command: 'create', path, file_text: 'x' },
        { command: 'delete', path },
        { command: 'rename', old_path: '/memories/ok.txt', new_path: path },
      ] as MemoryCommand[]) {
        assert.match(await files.execute(input), /^Error: /, `${JSON.stringify(input)} was accepted`);
      }
    }
    // Alice's view of /memories never shows bob's file, and she cannot read it by name.
    assert.doesNotMatch(await files.execute({ command: 'view', path: '/memories' }), /bob/);
    assert.match(await files.execute({ command: 'view', path: '/memories/bob.txt' }), /^Error: /);
    assert.equal((await mnemo.list(alice, { includeInvalid: true })).length, 0, 'nothing was written for alice');
    await mnemo.close();
  });

  test('guards apply: a file holding a secret is refused, so is an oversized one, and the old version stays', async () => {
    const mnemo = await open();
    const files = new MemoryFiles(mnemo, alice);
    const secret = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD';
    assert.match(await files.execute({ command: 'create', path: '/memories/k.txt', file_text: 'Deploy notes\nrotate monthly' }), /created/);
    assert.match(
      await files.execute({ command: 'str_replace', path: '/memories/k.txt', old_str: 'rotate monthly', new_str: `key: ${secret}` }),
      /^Error: .*secret/,
    );
    assert.match(await files.execute({ command: 'create', path: '/memories/k.txt', file_text: 'x'.repeat(9000) }), /^Error: .*at most 7500 bytes/);
    assert.match(await files.execute({ command: 'view', path: '/memories/k.txt' }), /rotate monthly/);
    assert.ok(!JSON.stringify(await mnemo.list(alice, { includeInvalid: true })).includes(secret), 'the secret is nowhere in memory');
    await mnemo.close();
  });
});
