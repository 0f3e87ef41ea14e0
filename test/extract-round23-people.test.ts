// Issue 23, offline, round 23 (b): the user's people and tastes. A relative's doing after the copula ("my nephew is
// coaching Dutch kids") is no name of theirs; a relative placed by "in/from <Place>" after the relation word stays the
// subject of what is said of them; "I find X <participle of a stimulus verb of feeling>" is a liking or a dislike by
// the verb's sign. Traps: the copula straight before a name still names; "I find it hard to …" and "I find my boss …"
// are no taste. Through the assistant behind `mnemo ask` and extraction jobs, on a real SQLite file with no model.
// Every sentence is written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round23b', new Date('2026-12-06T12:00:00Z'));
const { profileOf, say, ask } = h;
const rows = async (userId: string) => await h.m.list({ userId }, { limit: 1000 });
const triples = async (userId: string) =>
  (await rows(userId)).flatMap((r) => (r.triple ? [`${r.triple.subject} · ${r.triple.predicate} · ${r.triple.object}`.toLowerCase()] : []));

describe("a relative's doing and place", () => {
  test("a child's doing with a capitalised object is no child's name (assistant)", async () => {
    await ask('k1', 'my nephew is coaching Dutch kids at the club');
    await ask('k1', 'my daughter is reading Tolstoy for her exams');
    const said = (await rows('k1')).map((r) => r.content.toLowerCase());
    assert.ok(!said.some((c) => /named (dutch|tolstoy)/.test(c)), said.join(' | '));
    assert.ok(
      said.some((c) => c.includes('tolstoy')),
      said.join(' | '),
    );
  });

  test('trap: the copula straight before a name still names the child (extraction job)', async () => {
    await say('k2', 'my son is Caspian, he turned six in May');
    assert.ok((await rows('k2')).some((r) => /caspian/i.test(r.content)));
    assert.equal((await profileOf('k2'))['name'], undefined);
  });

  test('a relative placed by a town keeps their allergy as theirs, never the user’s (assistant)', async () => {
    await ask('k3', 'my grandad over in Swansea is allergic to aspirin');
    const t = await triples('k3');
    assert.ok(t.includes('grandad · allergic_to · aspirin'), t.join(' | '));
    assert.ok(!t.some((x) => x.startsWith('user · allergic_to')), t.join(' | '));
    assert.equal((await profileOf('k3'))['location'], undefined);
  });
});

describe('tastes said as "I find X …"', () => {
  test('a stimulus participle with a negative sign is a dislike (extraction job)', async () => {
    await say('f1', 'I find brass bands incredibly annoying');
    const t = await triples('f1');
    assert.ok(
      t.some((x) => x.startsWith('user · dislikes · brass band')),
      t.join(' | '),
    );
    // The degree word is no part of the thing disliked.
    assert.ok(!t.some((x) => x.includes('incredibly')), t.join(' | '));
  });

  test('a stimulus participle with a positive sign is a liking (assistant)', async () => {
    await ask('f2', 'tbh I find rainy afternoons weirdly relaxing');
    const t = await triples('f2');
    assert.ok(
      t.some((x) => x.startsWith('user · likes · rainy afternoon')),
      t.join(' | '),
    );
  });

  test('traps: "find it hard to", a person judged, store no taste', async () => {
    await say('f3', 'I find it tricky to focus after lunch');
    await say('f3', 'I find my landlord pretty annoying');
    const t = await triples('f3');
    assert.ok(!t.some((x) => /· (likes|dislikes) ·/.test(x)), t.join(' | '));
  });
});
