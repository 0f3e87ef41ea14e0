/**
 * Recall, twenty-second round of issue 24: a request served by the one standing constraint it collides with through
 * a word it names ("a kayak trip" → afraid of deep water, "adopt a puppy" → allergic to dog hair), read word by word in
 * the local word vectors, not by the whole sentences (which read about as close to every constraint).
 * Through the library (an import of keyed facts, then recall), on a real SQLite file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';

const scope = { tenantId: 'default', userId: 'oona' };
const day = '2025-03-01T00:00:00.000Z';

const fact = (id: string, content: string, predicate: string | null, object = '', importance = 0.8) =>
  JSON.stringify({
    type: 'memory',
    id,
    kind: 'fact',
    content,
    triple: predicate ? { subject: 'user', predicate, object } : null,
    importance,
    createdAt: day,
    validFrom: day,
    invalidatedAt: null,
    supersededBy: null,
    supersedes: null,
  });

describe('a request finds the constraint it collides with (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round22-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    const header = JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId: scope.userId, tenantId: scope.tenantId });
    await mnemo.admin.importLines(
      [
        header,
        fact('m-water', 'The user is afraid of deep water.', 'fear', 'deep water'),
        fact('m-dog', 'The user is allergic to dog hair.', 'allergic_to', 'dog hair', 0.9),
        fact('m-gluten', 'The user has coeliac disease.', 'medical', 'coeliac disease', 0.9),
        fact('m-sick', 'The user gets travel sick on coaches.', 'medical', 'travel sickness'),
        fact('m-knee', 'The user has a torn ligament in her left knee.', 'medical', 'torn ligament', 0.9),
        fact('m-moth', 'The user has a phobia of moths.', 'fear', 'moths'),
        fact('m-swim', 'The user cannot swim.', null, '', 0.8),
        fact('m-cat', 'The user is allergic to cat fur.', 'allergic_to', 'cat fur', 0.9),
        fact('m-smoke', 'The user has asthma that flares up around smoke.', 'medical', 'asthma', 0.9),
        // Traps: facts of ordinary life that name no constraint.
        fact('m-job', 'The user works as a pharmacist in Galway.', 'occupation', 'pharmacist', 0.7),
        fact('m-choir', 'The user sings in a choir on Thursdays.', 'hobby', 'choir', 0.7),
      ],
      { scope },
    );
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const top = async (q: string, k = 2) => (await mnemo.recall(scope, q, { k })).map((h) => h.memory.id);

  test('the constraint a word of the request reads close to comes first', async () => {
    assert.equal((await top('we want to adopt a fluffy puppy from the shelter, thoughts?', 1))[0], 'm-dog', 'puppy → dog hair');
    assert.equal((await top('sort me a kayak trip round the lake this summer pls', 1))[0], 'm-water', 'kayak → deep water');
    assert.equal((await top('get me a long bus tour of the highlands for my birthday', 1))[0], 'm-sick', 'bus tour → coaches');
    assert.equal((await top('lets have a bonfire in the garden on friday night', 1))[0], 'm-smoke', 'bonfire → smoke');
  });

  test('a question for information is no request and reads no constraint first (trap)', async () => {
    assert.equal((await top('where do i work', 1))[0], 'm-job');
  });
});
