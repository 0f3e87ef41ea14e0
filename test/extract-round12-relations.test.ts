// Issue 23, offline, twelfth pass (relations to people): a hyphenated verb is the relation of its last part
// ("co-manage"), an adverb between the names and the verb ("both report to me"), "X and I have been friends since …",
// and a relation said again by ellipsis ("… and so does Y", "…, as does Y", "Y too") — only when the person named
// first was the subject. Through extraction jobs and the assistant that `mnemo ask` runs, on a real SQLite file with
// no model. The sentences are written here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round12r', now);
const { profileOf, say, ask } = h;
const has = (t: readonly string[], prefix: string, item: string) => t.some((x) => x.toLowerCase().startsWith(prefix) && x.toLowerCase().includes(item));

describe('relations to people', () => {
  test('"I line-manage A as well as B" (extraction job)', async () => {
    await say('r1', 'I line-manage Ottilie as well as Bram');
    const t = await h.triples('r1');
    for (const x of ['ottilie', 'bram']) assert.ok(has(t, 'user · manages · ', x), `${x} in ${t.join(' | ')}`);
    assert.equal((await profileOf('r1'))['manager'], undefined);
  });

  test('"A and B both report to me" (assistant)', async () => {
    await ask('r2', 'Ximena and Joost both report to me');
    const t = await h.triples('r2');
    for (const x of ['ximena', 'joost']) assert.ok(has(t, 'user · manages · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('"A and I have been friends since …"', async () => {
    await say('r3', 'Leopold and I have been good friends since college');
    assert.ok(has(await h.triples('r3'), 'user · friend · ', 'leopold'));
  });

  test('"A reports to me and so does B"', async () => {
    await say('r4', 'Svea reports to me and so does Amadou');
    const t = await h.triples('r4');
    for (const x of ['svea', 'amadou']) assert.ok(has(t, 'user · manages · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('"A works with me, as does B"', async () => {
    await say('r5', 'Ignacio works with me, as does Thuy');
    const t = await h.triples('r5');
    for (const x of ['ignacio', 'thuy']) assert.ok(has(t, 'user · works_with · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('"I manage A and so does B" says nothing of the user and B', async () => {
    await say('r6', 'I manage Corentin and so does Halima');
    const t = await h.triples('r6');
    assert.ok(!t.some((x) => /halima/i.test(x)), t.join(' | '));
  });

  test('"I use X. Name too." does not make the person a thing the user uses', async () => {
    await say('r7', 'I use Procreate. Oluwaseun too.');
    const t = await h.triples('r7');
    assert.ok(!t.some((x) => /oluwaseun/i.test(x)), t.join(' | '));
  });
});
