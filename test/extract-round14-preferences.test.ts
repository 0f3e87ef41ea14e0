// Issue 23, offline, fourteenth pass: preferences, importance and mixed turns, through the assistant behind
// `mnemo ask` on a real SQLite file with no model. A liking or dislike said with any verb or construction of feeling
// keeps its object (read as a noun phrase up to a clause boundary) and its sign; a fact weighs by the class of what it
// is about (a condition, a dependant's condition, a debt); a statement followed by a question keeps the statement and
// answers the question. A question, a wish, a hypothetical or one evening's feeling stores nothing. The sentences are
// written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round14prefs', now);
const { ask, profileOf, stored, triples, contents, holds, lacks } = h;

describe('a liking or dislike said with any construction of feeling', () => {
  test('a verb of feeling outside the common few ("abhor") is a dislike of its object', async () => {
    await ask('a1', 'honestly I abhor karaoke nights');
    await holds('a1', 'dislike', 'karaoke');
    await lacks('a1', 'prefers karaoke');
  });

  test('the thing as the subject of a verb of feeling: "X drives me up the wall", "X relaxes me"', async () => {
    await ask('a2', 'loud chewing drives me up the wall');
    await holds('a2', 'dislike', 'chewing');
    await ask('a3', 'crime podcasts relax me');
    await holds('a3', 'prefer', 'crime podcasts');
  });

  test('"X isn\'t really my cup of tea" is a dislike; "a massive sucker for X" and "addicted to X" are likings', async () => {
    await ask('a4', "opera isn't really my cup of tea");
    await holds('a4', 'dislike', 'opera');
    await ask('a5', "I'm a massive sucker for rom-coms");
    await holds('a5', 'prefer', 'rom-coms');
    await ask('a6', 'lowkey addicted to sudoku puzzles');
    await holds('a6', 'prefer', 'sudoku');
  });

  test('a liking and a dislike in one sentence keep both, each with its own sign', async () => {
    await ask('a7', 'I adore ceramics but pottery wheels bore me');
    await holds('a7', 'prefer', 'ceramics');
    await holds('a7', 'dislike', 'pottery wheels');
    await lacks('a7', 'prefers ceramics but');
  });

  test('a habitual choice keeps the whole noun phrase it chooses', async () => {
    await ask('a8', 'I nearly always go for the veggie curry');
    await holds('a8', 'prefer', 'veggie curry');
  });

  test("a question, a wish, a hypothetical and one evening's feeling store nothing", async () => {
    for (const t of ['would you like karaoke?', 'that gig bored me last night', "if I loved jazz I'd go more often", 'I wish I enjoyed swimming'])
      await ask('a9', t);
    assert.deepEqual(await contents('a9'), []);
  });
});

describe('a fact weighs by the class of what it is about', () => {
  test('a condition named by its medical ending, told as an event, is a lasting fact kept high', async () => {
    await ask('b1', 'got diagnosed with sarcoidosis in the summer');
    const r = (await stored('b1')).find((x) => x.content.toLowerCase().includes('sarcoidosis'));
    assert.ok(r, 'the diagnosis is kept');
    assert.equal(r.kind, 'fact');
    assert.ok(r.importance >= 0.7, `importance ${r.importance}`);
  });

  test("a dependant's condition and a debt are kept above the ordinary; the day's mishap is not kept", async () => {
    await ask('b2', 'my son has muscular dystrophy');
    const son = (await stored('b2')).find((x) => x.content.toLowerCase().includes('dystrophy'));
    assert.ok(son && son.importance >= 0.7, `importance ${son?.importance}`);
    await ask('b3', 'I have a 15k car loan');
    const loan = (await stored('b3')).find((x) => x.content.toLowerCase().includes('loan'));
    assert.ok(loan && loan.importance >= 0.7, `importance ${loan?.importance}`);
    await ask('b4', 'spilt coffee on my shirt this morning');
    assert.deepEqual(await contents('b4'), []);
  });
});

describe("a diagnosis of one of the user's people", () => {
  test('"my nephew was diagnosed with X": kept high, about the nephew, not the user; a doubted one is not kept', async () => {
    await ask('b5', 'my nephew was diagnosed with scoliosis, any advice on braces');
    const r = (await stored('b5')).find((x) => x.content.toLowerCase().includes('scoliosis'));
    assert.ok(r && r.importance >= 0.7, `importance ${r?.importance}`);
    assert.match(r.content, /nephew/i);
    await ask('b6', 'my aunt might be diagnosed with anaemia');
    assert.deepEqual(await contents('b6'), []);
  });
});

describe('a statement followed by a question: both handled', () => {
  test('"I changed my name to X in March - what forms …?" sets the name and still answers', async () => {
    await ask('c1', 'my name is Harriet');
    const turn = await ask('c1', 'I changed my name to Juniper in March - what forms do I need to update?');
    assert.equal((await profileOf('c1'))['name'], 'Juniper');
    assert.match(turn.reply, /language model|can.t answer|remember/i);
  });

  test('a question joined by "so" with no question mark: the statement is kept and the question answered', async () => {
    const turn = await ask('c3', "I'm sesame intolerant so what can I eat at a falafel place");
    await holds('c3', 'sesame');
    assert.match(turn.reply, /can.t answer/i);
  });

  test('"we rescued a lurcher called Basil, how much …?" keeps the pet by name', async () => {
    await ask('c2', 'we rescued a lurcher called Basil, how much exercise does he need?');
    const t = await triples('c2');
    assert.ok(
      t.some((x) => /has_pet · Basil/.test(x)),
      t.join('; '),
    );
    assert.equal((await profileOf('c2'))['name'], undefined);
  });
});
