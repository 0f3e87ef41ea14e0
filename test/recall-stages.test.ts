// Query expansion and reranking (M12, issue 24): the offline expansion by the attribute table, the
// model's phrasings through the real OpenAI-compatible client, a reranking model through the real
// Cohere client — both over real HTTP against the scripted server on 127.0.0.1 — and a function the
// caller passes. A failing model or function (5xx, malformed answer, timeout, throw) never fails the
// recall: the unexpanded / unreranked result comes back, with a warning in the log.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createCohere } from '@ai-sdk/cohere';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo, Recalled } from '../src/engine/mnemo.js';
import type { Logger } from '../src/core/logger.js';
import { createLanguageModel } from '../src/models/providers/index.js';
import { startScriptedLlm, type ScriptedLlm } from '../src/testing/index.js';

type Entry = { level: string; message: string; fields: Record<string, unknown> };
const capture = (): Logger & { entries: Entry[] } => {
  const entries: Entry[] = [];
  const at =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) =>
      void entries.push({ level, message, fields });
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};

let dir: string;
let llm: ScriptedLlm;
let n = 0;
const scope = { userId: 'rae' };
const MEMORIES = [
  'The user went to Lisbon in May for a conference.',
  'The user plays the cello on weekends.',
  "The user's job title is data engineer at Northwind.",
  'The user had pasta for dinner yesterday.',
  'The user is reading a novel about a lighthouse keeper.',
  'The user walks the dog every morning before work.',
];

async function engine(over: Parameters<typeof createMnemo>[0] = {}): Promise<Mnemo> {
  const at = new Date('2026-06-01T12:00:00Z'); // a fixed clock: recency is the same in every call
  const mnemo = await createMnemo({ db: join(dir, `s${++n}.db`), embedder: 'hash', llm: null, now: () => at, writePath: { background: false }, ...over });
  await mnemo.rememberMany(
    scope,
    MEMORIES.map((content) => ({ content })),
    { consolidate: false },
  );
  return mnemo;
}
const ids = (rs: readonly Recalled[]) => rs.map((r) => r.memory.id);
const contents = (rs: readonly Recalled[]) => rs.map((r) => r.memory.content);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-stages-'));
  llm = await startScriptedLlm(() => ({ status: 500, error: 'no script' }));
});
after(async () => {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('offline expansion by the attribute table', () => {
  test('a question naming an attribute by another word finds the memory worded by the attribute; the phrasing is in the score parts', async () => {
    const mnemo = await engine();
    try {
      // The attribute leg off (it finds the sentence by the words of `role` too), so only the expansion is measured.
      const off = { blend: { attribute: 0 } };
      const plain = await mnemo.recall(scope, 'what is my occupation?', { k: 3, legs: 'keyword', config: off });
      assert.ok(!contents(plain).some((c) => c.includes('data engineer')), 'the keyword leg alone does not find it');
      const expanded = await mnemo.recall(scope, 'what is my occupation?', { k: 3, legs: 'keyword', config: { ...off, expand: 'attributes' } });
      const hit = expanded.find((r) => r.memory.content.includes('data engineer'));
      assert.ok(hit, 'found through the wordings of `role`');
      assert.ok((hit.scores.phrasing ?? 0) > 0, 'found by an expansion, and it says so');
    } finally {
      await mnemo.close();
    }
  });

  test('a question that names no attribute recalls exactly as without expansion', async () => {
    const mnemo = await engine();
    try {
      const plain = await mnemo.recall(scope, 'cello weekends', { k: 5 });
      const expanded = await mnemo.recall(scope, 'cello weekends', { k: 5, config: { expand: 'attributes' } });
      assert.deepEqual(ids(expanded), ids(plain));
      assert.deepEqual(
        expanded.map((r) => r.score),
        plain.map((r) => r.score),
      );
    } finally {
      await mnemo.close();
    }
  });
});

describe('expansion by the configured model (one call, results fused)', () => {
  test('the model’s phrasings are recalled too, in one call', async () => {
    llm.setScript((r) =>
      r.schemaName === 'mnemo_query_expansion'
        ? { text: JSON.stringify({ phrasings: ['The user travelled to Lisbon.', 'trip abroad'] }) }
        : { status: 500, error: 'unexpected' },
    );
    const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-expand', baseURL: llm.baseURL });
    const mnemo = await engine({ llm: model, recall: { expand: 'model' } });
    try {
      const before = llm.requests.length;
      const rs = await mnemo.recall(scope, 'where did I go on holiday?', { k: 3, legs: 'keyword' });
      assert.equal(llm.requests.length - before, 1, 'one model call');
      assert.match(llm.requests.at(-1)?.lastUser ?? '', /where did I go on holiday\?/);
      const hit = rs.find((r) => r.memory.content.includes('Lisbon'));
      assert.ok(hit, 'found by the model’s phrasing');
      assert.equal(hit.scores.phrasing, 1);
    } finally {
      await mnemo.close();
    }
  });

  test('context() expands once: one model call for its memories, none for the skills index', async () => {
    llm.setScript((r) =>
      r.schemaName === 'mnemo_query_expansion' ? { text: JSON.stringify({ phrasings: ['The user travelled to Lisbon.'] }) } : { status: 500, error: 'x' },
    );
    const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-expand', baseURL: llm.baseURL });
    const mnemo = await engine({ llm: model, recall: { expand: 'model' } });
    try {
      const before = llm.requests.length;
      const ctx = await mnemo.context(scope, 'where did I go on holiday?');
      assert.equal(llm.requests.length - before, 1);
      assert.match(ctx.episodic.text, /Lisbon/);
    } finally {
      await mnemo.close();
    }
  });

  for (const [name, reply] of [
    ['a 500', { status: 500, error: 'boom' }],
    ['malformed output', { text: 'here are some phrasings: lisbon, trips' }],
    ['a timeout', { hangMs: 5000 }],
  ] as const) {
    test(`${name} from the model: the question as asked, a warning, no error`, async () => {
      llm.setScript(() => reply);
      const model = await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-expand', baseURL: llm.baseURL });
      const logger = capture();
      const mnemo = await engine({ llm: model, logger, recall: { expand: { by: ['model'], timeoutMs: 300 } } });
      try {
        const plain = await mnemo.recall(scope, 'Lisbon conference', { k: 5, config: { expand: false } });
        const rs = await mnemo.recall(scope, 'Lisbon conference', { k: 5 });
        assert.deepEqual(ids(rs), ids(plain), 'nothing lost, nothing changed');
        const warning = logger.entries.find((e) => e.level === 'warn' && /expansion failed/.test(e.message));
        assert.ok(warning, 'a warning');
        assert.equal(typeof warning.fields.code, 'string');
      } finally {
        await mnemo.close();
      }
    });
  }

  test('expansion by model without a model is a coded error', async () => {
    const mnemo = await engine();
    try {
      await assert.rejects(mnemo.recall(scope, 'Lisbon', { config: { expand: 'model' } }), { code: 'NO_MODEL' });
    } finally {
      await mnemo.close();
    }
  });
});

describe('reranking by an AI SDK reranking model (the Cohere client against the scripted server)', () => {
  const cohere = () => createCohere({ baseURL: llm.baseURL, apiKey: 'scripted' }).rerankingModel('rerank-scripted');

  test('the model’s order wins; it read the memories’ text; the rerank part is in the score parts', async () => {
    // The scripted reranker prefers documents about dinner.
    llm.setRerankScript((r) => ({ scores: r.documents.map((d) => (/dinner/.test(d) ? 0.9 : 0.1)) }));
    const mnemo = await engine({ recall: { rerank: { model: cohere(), top: 6 } } });
    try {
      const before = llm.rerankRequests.length;
      const rs = await mnemo.recall(scope, 'the user', { k: 3 });
      assert.equal(llm.rerankRequests.length - before, 1);
      const sent = llm.rerankRequests.at(-1);
      assert.equal(sent?.query, 'the user');
      assert.equal(sent?.model, 'rerank-scripted');
      assert.ok(sent && sent.documents.length <= 6 && sent.documents.length >= 3);
      assert.ok(sent?.documents.every((d) => MEMORIES.includes(d)));
      assert.match(rs[0]?.memory.content ?? '', /dinner/);
      assert.equal(rs[0]?.scores.rerank, 1);
      assert.ok(rs.slice(1).every((r) => (r.scores.rerank ?? 1) < 1));
    } finally {
      await mnemo.close();
    }
  });

  for (const [name, reply] of [
    ['a 500', { status: 500, error: 'overloaded' }],
    ['a malformed body', { body: { results: 'none' } }],
    ['an index that was never sent', { body: { results: [{ index: 99, relevance_score: 1 }] } }],
    ['a timeout', { hangMs: 5000 }],
  ] as const) {
    test(`${name} from the reranker: the first stage’s order, a warning, no error`, async () => {
      llm.setRerankScript(() => reply);
      const logger = capture();
      const mnemo = await engine({ logger, recall: { rerank: { model: cohere(), timeoutMs: 300 } } });
      try {
        const plain = await mnemo.recall(scope, 'the user dinner', { k: 4, config: { rerank: false } });
        const rs = await mnemo.recall(scope, 'the user dinner', { k: 4 });
        assert.deepEqual(ids(rs), ids(plain));
        assert.ok(rs.every((r) => r.scores.rerank === undefined));
        const warning = logger.entries.find((e) => e.level === 'warn' && /reranking failed/.test(e.message));
        assert.ok(warning);
        assert.equal(warning.fields.by, 'cohere.reranking:rerank-scripted');
        assert.ok(!JSON.stringify(logger.entries).includes('dinner'), 'no memory text in the log');
      } finally {
        await mnemo.close();
      }
    });
  }
});

describe('reranking by a function', () => {
  test('per call: the function sees each candidate’s text, memory and first-stage scores, and orders them', async () => {
    const mnemo = await engine();
    try {
      const plain = await mnemo.recall(scope, 'the user', { k: 6 });
      let seen = 0;
      const rs = await mnemo.recall(scope, 'the user', {
        k: 6,
        config: {
          rerank: (query, candidates) => {
            seen = candidates.length;
            assert.equal(query, 'the user');
            assert.ok(candidates.every((c) => c.text === c.memory.content && typeof c.scores.keyword === 'number'));
            return candidates.map((c) => (c.text.includes('cello') ? 5 : 1));
          },
        },
      });
      assert.ok(seen >= 6);
      assert.match(rs[0]?.memory.content ?? '', /cello/);
      assert.deepEqual(new Set(ids(rs)), new Set(ids(plain)), 'the same memories, reordered');
    } finally {
      await mnemo.close();
    }
  });

  test('weight 0.5 blends the reranker with the first stage', async () => {
    const mnemo = await engine();
    try {
      const rs = await mnemo.recall(scope, 'the user', { k: 6, config: { rerank: { fn: (_q, cs) => cs.map(() => 1), weight: 0.5 } } });
      for (const r of rs) assert.equal(r.scores.rerank, 1);
      const plain = await mnemo.recall(scope, 'the user', { k: 6 });
      assert.deepEqual(ids(rs), ids(plain), 'equal rerank scores keep the first stage’s order');
    } finally {
      await mnemo.close();
    }
  });

  for (const [name, fn] of [
    ['throws', () => Promise.reject(new Error('bad reranker'))],
    ['returns the wrong number of scores', () => [1]],
    ['returns a non-number', (_q: string, cs: readonly unknown[]) => cs.map(() => Number.NaN)],
  ] as const) {
    test(`a function that ${name}: the first stage’s order, a warning`, async () => {
      const logger = capture();
      const mnemo = await engine({ logger });
      try {
        const plain = await mnemo.recall(scope, 'the user', { k: 5 });
        const rs = await mnemo.recall(scope, 'the user', { k: 5, config: { rerank: fn } });
        assert.deepEqual(ids(rs), ids(plain));
        assert.ok(logger.entries.some((e) => e.level === 'warn' && e.fields.by === 'function'));
      } finally {
        await mnemo.close();
      }
    });
  }

  test('a bad rerank setting is CONFIG_INVALID at createMnemo', async () => {
    await assert.rejects(createMnemo({ db: ':memory:', embedder: 'hash', llm: null, recall: { rerank: 'cohere' as never } }), { code: 'CONFIG_INVALID' });
  });
});
