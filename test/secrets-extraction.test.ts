// A turn holding a secret is stored redacted; no memory extracted from it may mention the redacted
// value, whatever spacing the extractor's tokenizer puts around the mark ("[ redacted … ]").
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { resolveConfig } from '../src/engine/config/index.js';
import { createMnemoFromConfig } from '../src/engine/create-mnemo.js';

test('offline extraction writes no memory about a redacted secret', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-secret-extract-'));
  const m = await createMnemoFromConfig(resolveConfig({ db: join(dir, 'm.db'), llm: null, writePath: { background: false } }));
  try {
    const scope = { userId: 'alice' };
    const session = await m.sessions.open(scope);
    await m.sessions.append(scope, session.id, [
      { role: 'user', content: 'My deploy token is ghp_R8mV2xQ7pL4nT9wK3sJ6dF1hY5bZ0cA8eG2u, keep it handy.' },
      { role: 'user', content: 'I work at Acme as a platform engineer.' },
    ]);
    await m.sessions.end(scope, session.id);
    await m.flush();
    const memories = await m.list(scope);
    assert.ok(
      memories.some((r) => /Acme/.test(r.content)),
      'the harmless turn is still extracted',
    );
    for (const r of memories) assert.doesNotMatch(r.content, /redacted|ghp_/i, `memory ${r.id} mentions the secret`);
  } finally {
    await m.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
