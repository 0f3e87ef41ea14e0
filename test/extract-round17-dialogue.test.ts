// Issue 23, offline, seventeenth pass (dialogue turn context and family, whose fact it is). A relation said bare at the
// head of a clause ("grandma's …", "hubby's …") names the user's own relative (whose.ts); when the clause only says how
// that person is at the moment of speaking ("this week", "tonight", "right now"), it is a passing state, not a fact:
// nothing is stored, exactly as for "my grandma is … this week". A lasting fact said the same way in another turn is
// still kept. Through the assistant behind `mnemo ask`, turn by turn, on a real SQLite file with no model. Every
// sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round17c', now);
const { ask, contents } = h;

describe('a bare relation in a passing state of the moment stores nothing', () => {
  test('"grandma\'s in respite care this week" after a lasting fact about her keeps only the lasting fact', async () => {
    await ask('d1', 'my grandma speaks Welsh');
    await ask('d1', "grandma's in respite care this week");
    const c = await contents('d1');
    assert.ok(
      c.some((x) => x.includes('welsh')),
      'the lasting fact of the first turn is kept',
    );
    assert.ok(!c.some((x) => x.includes('respite')), 'the passing state of the second turn is not stored');
  });

  test('"bro is stuck at the airport rn" stores nothing about him or the user', async () => {
    await ask('d2', 'hiya');
    await ask('d2', 'bro is stuck at the airport rn');
    assert.deepEqual(await contents('d2'), []);
  });

  test('"sis is knackered after her shift tonight" stores nothing', async () => {
    await ask('d3', 'sis is knackered after her shift tonight');
    assert.deepEqual(await contents('d3'), []);
  });

  test('a bare relation with a lasting fact is still stored about that relative', async () => {
    await ask('d4', "grandad's got glaucoma");
    const c = await contents('d4');
    assert.ok(
      c.some((x) => x.includes('glaucoma') && /grand/.test(x)),
      'the lasting fact about the grandfather is stored',
    );
  });
});

describe('a later turn and a relative said with a modal', () => {
  test('a forget of a relative\'s attribute ends on a discourse adverb ("… then") and still forgets it', async () => {
    await ask('e1', 'my goddaughter Imke is 9');
    await ask('e1', "delete my goddaughter's age then, she'd be mortified");
    assert.ok(!(await contents('e1')).some((x) => x.includes('imke') && x.includes('9')), 'the age stored by the first turn is forgotten');
  });

  test('a relative\'s possible move ("could be relocating") is no fact: nothing is stored', async () => {
    await ask('e2', 'my stepmum could be relocating to Hobart next year');
    assert.deepEqual(await contents('e2'), []);
  });

  test("a relative's possible condition is still kept as a guess in their words", async () => {
    await ask('e3', 'my grandson might be lactose intolerant');
    const c = await contents('e3');
    assert.ok(
      c.some((x) => x.includes('might') && x.includes('lactose')),
      'the guess is kept, marked as a guess',
    );
  });
});
