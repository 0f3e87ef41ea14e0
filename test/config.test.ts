// One configuration: options over the environment over the defaults, resolved once, bad settings
// refused with CONFIG_INVALID naming the setting before anything is opened.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_THRESHOLDS } from '../src/write/consolidate/index.js';
import { resolveConfig } from '../src/engine/config/index.js';
import { MnemoError } from '../src/core/errors.js';

const isConfigError = (setting: RegExp) => (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFIG_INVALID' && setting.test(e.message);

describe('resolveConfig', () => {
  test('the defaults when nothing is given', () => {
    const c = resolveConfig({}, {});
    assert.equal(c.store.kind, 'sqlite');
    assert.match(c.store.kind === 'sqlite' ? c.store.path : '', /mnemo\.db$/);
    assert.deepEqual(c.embedder.kind === 'spec' && c.embedder.spec, { kind: 'local' });
    assert.deepEqual(c.llm, { kind: 'none' });
    assert.equal(c.writePath.duplicateThreshold, DEFAULT_THRESHOLDS.duplicate);
    assert.equal(c.writePath.novelThreshold, DEFAULT_THRESHOLDS.novel);
    assert.equal(c.limits.maxChars, 2000);
  });

  test('the environment over the defaults, options over the environment', () => {
    const env = { MNEMO_DB: 'postgres://u:secret@db/m', MNEMO_PG_POOL_SIZE: '4', MNEMO_EMBEDDER: 'hash:64', MNEMO_JOB_BACKOFF_MS: '10', MNEMO_LLM: 'none' };
    const fromEnv = resolveConfig({}, env);
    assert.deepEqual(fromEnv.store, { kind: 'postgres', url: 'postgres://u:secret@db/m', keywordIndex: 'sql', poolSize: 4 });
    assert.deepEqual(fromEnv.embedder.kind === 'spec' && fromEnv.embedder.spec, { kind: 'hash', dimensions: 64 });
    assert.equal(fromEnv.writePath.backoffMs, 10);
    const fromOptions = resolveConfig({ db: ':memory:', embedder: 'hash:32', writePath: { backoffMs: 5 } }, env);
    assert.deepEqual(fromOptions.store, { kind: 'sqlite', path: ':memory:' });
    assert.deepEqual(fromOptions.embedder.kind === 'spec' && fromOptions.embedder.spec, { kind: 'hash', dimensions: 32 });
    assert.equal(fromOptions.writePath.backoffMs, 5);
    assert.equal(fromOptions.writePath.leaseMs, 15_000);
  });

  test('MNEMO_INDEX_CACHE_MB bounds the scope index cache of any backend, in bytes', () => {
    const env = { MNEMO_INDEX_CACHE_MB: '256' };
    assert.deepEqual(resolveConfig({ db: ':memory:' }, env).store, { kind: 'sqlite', path: ':memory:', cacheBytes: 256 * 1024 * 1024 });
    assert.equal((resolveConfig({ db: 'pglite:memory' }, env).store as { cacheBytes?: number }).cacheBytes, 256 * 1024 * 1024);
    assert.equal((resolveConfig({ db: ':memory:' }, {}).store as { cacheBytes?: number }).cacheBytes, undefined, 'unset: the backend default applies');
    assert.throws(() => resolveConfig({}, { MNEMO_INDEX_CACHE_MB: '0' }), isConfigError(/MNEMO_INDEX_CACHE_MB/));
    assert.throws(() => resolveConfig({}, { MNEMO_INDEX_CACHE_MB: 'lots' }), isConfigError(/MNEMO_INDEX_CACHE_MB/));
  });

  test('a bad setting is refused, naming it', () => {
    assert.throws(() => resolveConfig({}, { MNEMO_JOB_BACKOFF_MS: 'soon' }), isConfigError(/MNEMO_JOB_BACKOFF_MS/));
    assert.throws(() => resolveConfig({ db: 'postgres://h/d' }, { MNEMO_PG_KEYWORD_INDEX: 'fast' }), isConfigError(/MNEMO_PG_KEYWORD_INDEX/));
    assert.throws(() => resolveConfig({ embedder: 'word2vec' }, {}), isConfigError(/embedder/i));
    assert.throws(() => resolveConfig({ llm: 'gpt' }, {}), isConfigError(/model/));
    assert.throws(() => resolveConfig({ writePath: { extractEvery: 0 } }, {}), isConfigError(/extractEvery/));
    assert.throws(() => resolveConfig({ db: 'sqlite:' }, {}), isConfigError(/path is empty/));
  });
});
