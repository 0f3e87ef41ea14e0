// Issue 23, offline, twelfth pass (lists): coordination read once over any verb the extractor reads for one object,
// and each item cleaned the same way. A lead-in before "I" that holds no verb, a list item after the items
// ("… too", "… as well"), a dash after the last item, a heading clause that names the field before a colon, items
// numbered inline, "along with", a quantity before "of", a dose after a medicine, a verb of state in the progressive,
// and the traps a lead-in must not open (a time, another person). Through extraction jobs (sessions.append + the job
// worker) and the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written
// here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round12l', now);
const { profileOf, say, ask } = h;
const has = (t: readonly string[], prefix: string, item: string) => t.some((x) => x.toLowerCase().startsWith(prefix) && x.toLowerCase().includes(item));
const each = async (user: string, prefix: string, items: readonly string[]) => {
  const t = await h.triples(user);
  for (const x of items) assert.ok(has(t, prefix, x), `${x} in ${t.join(' | ')}`);
};

describe('a lead-in before the statement', () => {
  test('"On the audio side I use …" keeps every item (extraction job)', async () => {
    await say('a1', 'On the audio side I use Reaper as well as Audacity and Ableton');
    await each('a1', 'user · uses · ', ['reaper', 'audacity', 'ableton']);
  });

  test('"Myself I am knowing …": the languages spoken (assistant)', async () => {
    await ask('a2', 'Myself I am knowing Telugu, Hindi and English also');
    await each('a2', 'user · speaks · ', ['telugu', 'hindi', 'english']);
    assert.equal((await profileOf('a2'))['language'], undefined);
  });

  test('a lead-in that says when is not taken off: a start next month sets no employer', async () => {
    await say('a3', 'Next month I start at Vantor Biotech');
    assert.equal((await profileOf('a3'))['employer'], undefined);
  });

  test('a lead-in about another person is not taken off', async () => {
    await say('a4', 'For my brother I use Duolingo and Babbel');
    const t = await h.triples('a4');
    assert.ok(!has(t, 'user · uses · ', 'babbel'), t.join(' | '));
  });
});

describe('a list said over two sentences or after a heading', () => {
  test('"… Walnuts too." is one more allergy (extraction job)', async () => {
    await say('b1', 'allergic to pecans and shrimp. Walnuts too');
    await each('b1', 'user · allergic_to · ', ['pecan', 'shrimp', 'walnut']);
  });

  test('a dash after the last item ends the list, not the clause', async () => {
    await say('b2', 'allergic to pine nuts, iodine and nickel - the nickel one is the worst');
    await each('b2', 'user · allergic_to · ', ['pine nuts', 'iodine', 'nickel']);
  });

  test('a heading clause that names the medicines, with doses and parentheses (assistant)', async () => {
    await ask('b3', 'on a couple of meds rn: amlodipine 10mg, bisoprolol (2.5 mg) and a baby aspirin');
    const t = await h.triples('b3');
    for (const x of ['amlodipine', 'bisoprolol', 'aspirin']) assert.ok(has(t, 'user · takes_medication · ', x), `${x} in ${t.join(' | ')}`);
    assert.ok(!t.some((x) => /\bmg\b/.test(x)), t.join(' | '));
  });

  test('"current meds are a / b / c"', async () => {
    await say('b4', 'current meds are citalopram / losartan / folic acid every morning');
    await each('b4', 'user · takes_medication · ', ['citalopram', 'losartan', 'folic acid']);
  });

  test('items numbered inline after a heading', async () => {
    await say('b5', 'stuff i really hate: 1) slow walkers 2) mayonnaise 3) reheated fish');
    await each('b5', 'user · dislikes · ', ['walkers', 'mayonnaise', 'fish']);
  });

  test("another person's medicines after a colon are not the user's", async () => {
    await say('b6', "my dad's meds: warfarin and digoxin");
    const t = await h.triples('b6');
    assert.ok(!has(t, 'user · takes_medication · ', 'warfarin'), t.join(' | '));
  });
});

describe('each item cleaned the same way', () => {
  test('"along with" and "a smattering of" (extraction job)', async () => {
    await say('c1', "I'm studying geology along with chemistry and a smattering of astronomy");
    await each('c1', 'user · studies · ', ['geology', 'chemistry', 'astronomy']);
    const t = await h.triples('c1');
    assert.ok(!t.some((x) => /along|smattering/.test(x)), t.join(' | '));
  });

  test('"the odd …" is an item, without "odd"', async () => {
    await say('c3', 'I mostly drink rooibos, plus the odd espresso');
    await each('c3', 'user · drinks · ', ['rooibos', 'espresso']);
    assert.ok(!(await h.triples('c3')).some((x) => /odd/.test(x)));
  });

  test('the field said after its items ("… are my allergies")', async () => {
    await say('c4', 'hazelnuts, mango and latex are my allergies');
    await each('c4', 'user · allergic_to · ', ['hazelnut', 'mango', 'latex']);
  });

  test('"aswell as" and "n" in chat', async () => {
    await say('c2', 'i speak tamil aswell as malay n a little cantonese');
    await each('c2', 'user · speaks · ', ['tamil', 'malay', 'cantonese']);
  });
});
