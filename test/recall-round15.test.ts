/**
 * Recall, fifteenth round of issue 24: a taste question is read for which way it is said. A question of liking ("which
 * music am i into", "whats my best drink") prefers the user's likings, one of disliking ("what drink cant i stand") the
 * user's dislikes, over the tastes said the other way (`core/attributes/taste.ts`, `tastePolarityOf`;
 * `read/retrieve/attribute-facts.ts`). A first-person question on a kind of taste said against it with no verb of taste
 * ("anything i dont want on my burger", "any drinks i wont touch") asks for the dislikes too
 * (`core/attributes/questions.ts`). Through the library, on a real SQLite file; the reader itself is checked on its own.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tastePolarityOf } from '../src/core/attributes/taste.js';
import { seededRecall } from './support/recall-engine.js';

const U = { userId: 'tamsin' };

describe('a taste question read for which way it is said (library)', () => {
  const s = seededRecall('round15', U, { embedder: 'hash' }, async (add) => {
    await add('band', 'The user adores the Cure and has every album of theirs on vinyl.', 'likes', 'the Cure');
    await add('noise', 'The user finds thrash metal unbearable.', 'dislikes', 'thrash metal');
    await add('fruit', 'The user detests papaya.', 'dislikes', 'papaya');
    await add('mango', 'The user is mad about mangoes.', 'likes', 'mangoes');
    await add('gin', 'The user hates gin since a bad night at uni.', 'dislikes', 'gin');
    await add('cider', 'The user loves a pint of dry cider.', 'likes', 'cider');
    await add('pickle', 'The user picks the gherkins out of every burger.', 'dislikes', 'gherkins');
    await add('job', 'The user works as a sign-language interpreter in Cardiff.', 'job_title', 'interpreter');
  });
  const ids = s.ids;

  /** The answer is first, and the taste said the other way has a smaller attribute part and score (not a tie). */
  const ranksAbove = async (q: string, answer: string, other: string) => {
    const got = await s.mnemo.recall(U, q, { k: 8 });
    const a = got.find((r) => r.memory.id === ids[answer]);
    const o = got.find((r) => r.memory.id === ids[other]);
    assert.equal(got[0]?.memory.id, ids[answer]);
    assert.ok(a && a.scores.attribute > 0, 'the answer is found as a taste asked for');
    if (o) {
      assert.ok(o.scores.attribute < a.scores.attribute, 'the taste said the other way weighs less');
      assert.ok(o.score < a.score);
    }
  };

  test('a liking asked: "which music am i really into" → the band the user adores, not the music they cannot bear', async () => {
    await ranksAbove('which music am i really into', 'band', 'noise');
  });
  test('a dislike asked: "what drink cant i stand" → the gin, not the cider', async () => {
    await ranksAbove('what drink cant i stand', 'gin', 'cider');
  });
  test('a dislike said with a negated verb and no verb of taste: "any drinks i wont touch at the party?"', async () => {
    await ranksAbove('any drinks i wont touch at the party?', 'gin', 'cider');
  });
  test('a liking said by "best": "whats my best drink" → the cider, not the gin', async () => {
    await ranksAbove('whats my best drink', 'cider', 'gin');
  });
  test('a dislike asked of a dish with no verb of taste: "anything i dont want on my burger" asks for the dislikes', async () => {
    await ranksAbove('anything i dont want on my burger', 'pickle', 'mango');
  });
});

describe('a request said as "ok to …?" or as a recommendation asked for (library)', () => {
  const V = { userId: 'ewan' };
  const s = seededRecall('round15b', V, { embedder: 'hash' }, async (add) => {
    await add('disc', 'The user has a slipped disc and must not lift anything heavy.', 'medical', 'slipped disc');
    await add('paint', 'The user helped his mates paint their flat in Leith.');
    await add('shellfish', 'The user is allergic to shellfish.', 'allergic_to', 'shellfish');
  });
  const ids = s.ids;

  test('"…, ok to help?" is a request: the standing constraint is recalled beside the episode that shares its words', async () => {
    const got = await s.mnemo.recall(V, 'my mates are shifting a piano up to their flat saturday, ok to help?', { k: 3 });
    const disc = got.find((r) => r.memory.id === ids.disc);
    assert.ok(disc && disc.scores.constraint > 0);
  });
  test('"whats a good … near …" asks for a recommendation: the constraints serve it', async () => {
    const got = await s.mnemo.recall(V, 'whats a good seafood place near the harbour', { k: 3 });
    const allergy = got.find((r) => r.memory.id === ids.shellfish);
    assert.ok(allergy && allergy.scores.constraint > 0);
  });
});

describe('tastePolarityOf', () => {
  test('likings, dislikes, negation, and neither', () => {
    assert.equal(tastePolarityOf('what tunes am i into these days'), 1);
    assert.equal(tastePolarityOf('my fave takeaway?'), 1);
    assert.equal(tastePolarityOf('which veg do i loathe'), -1);
    assert.equal(tastePolarityOf("what don't i like to eat"), -1);
    assert.equal(tastePolarityOf('any drinks i cant stand'), -1);
    assert.equal(tastePolarityOf('i never eat what for brekkie'), -1);
    assert.equal(tastePolarityOf('where do i work'), 0);
    assert.equal(tastePolarityOf('The user is not keen on opera.'), -1);
  });
});
