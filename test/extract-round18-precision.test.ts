// Issue 23, offline, eighteenth pass (precision: the extra memories stored beside the wanted one). A clause
// said without its subject after a clause about someone else is theirs, never the user's (elided.ts); a chat export's
// speaker labels ("[Name]:", "<Name>", "**Name:**", "[09:14] Name:") mark another speaker's line, which is not the
// user's (speakers.ts); and a consequence opened by "so" is narration of the fact before it, kept with it (context.ts).
// Through the assistant behind `mnemo ask`, on a real SQLite file with no model. Every sentence is written here; none
// is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round18e', now);
const { ask, contents } = h;

describe('a clause without its subject after someone else is theirs', () => {
  test('"our head of ops is Tamsin, joined from Ocado" does not store that the user joined from Ocado', async () => {
    await ask('b1', 'our new head of ops is Tamsin, joined from Ocado last spring');
    const c = await contents('b1');
    assert.ok(!c.some((x) => x.startsWith('the user joined')), 'no doing of the user is stored');
    assert.ok(!('employer' in (await h.profileOf('b1'))), 'no employer is set from her move');
  });

  test('"our practice nurse is Aoife, started in the summer" stores no start of the user\'s', async () => {
    await ask('b2', 'our practice nurse is Aoife, started in the summer');
    const c = await contents('b2');
    assert.ok(
      c.some((x) => x.includes('aoife')),
      'who the nurse is, is stored',
    );
    assert.ok(!c.some((x) => x.startsWith('the user started')), 'her start is not the user’s');
  });

  test("a clause without its subject after the user's own clause is still the user's", async () => {
    await ask('b3', 'i moved to Galway in March, started at Medtronic in April');
    assert.equal((await h.profileOf('b3'))['employer'], 'Medtronic');
  });
});

describe("a pasted chat export: another speaker's line is not the user's", () => {
  test('"[Rhys]: I\'m coeliac" then "[me]: …" does not store the coeliac line as the user\'s', async () => {
    await ask('c1', "[Rhys]: I'm coeliac btw\n[me]: ah ok, I'm lactose intolerant myself");
    const c = await contents('c1');
    assert.ok(!c.some((x) => x.includes('coeliac')), 'Rhys’s line is not stored as the user’s');
    assert.ok(
      c.some((x) => x.includes('lactose')),
      'the user’s own line is stored',
    );
  });

  test('"<Jo> I just moved to Norwich" does not store Norwich as the user\'s', async () => {
    await ask('c2', '<Jo> I just moved to Norwich!!\n<me> amazing, I live in Ely');
    assert.equal((await h.profileOf('c2'))['location'], 'Ely');
    assert.ok(!(await contents('c2')).some((x) => x.includes('norwich')), 'Jo’s move is not stored as the user’s');
  });

  test('time-stamped lines "[18:40] Nadia: …" are Nadia\'s', async () => {
    await ask('c3', "[18:40] Nadia: I'm allergic to kiwi\n[18:41] me: noted!!");
    assert.ok(!(await contents('c3')).some((x) => x.includes('kiwi')));
  });
});

describe('a consequence said with "so" is kept with its fact', () => {
  test('"I have lupus, so I get wiped out easily" is one memory', async () => {
    await ask('d1', 'I have lupus, so I get wiped out easily');
    const c = await contents('d1');
    assert.equal(c.length, 1);
    assert.ok(c[0]?.includes('lupus'));
  });
});

describe('a stopping with no thing named after it is no second ending', () => {
  test('"weaned off slowly with the nurse\'s help" beside "i stopped the statins" stores only the stopping', async () => {
    await ask('e1', "i stopped the statins, weaned off slowly with the nurse's help");
    const c = await contents('e1');
    assert.ok(
      c.some((x) => x.includes('statins')),
      'the stopping is stored',
    );
    assert.ok(!c.some((x) => x.includes('weaned off slowly')), 'how it went is no memory of its own');
  });
});
