// Issue 23, offline, fourteenth pass (framed text and dialogue context): text the user pastes about themselves — a
// signature block, a third-person bio, a form whose "Key: value" parts are joined by pipes or semicolons, a chat whose
// "me -" lines are theirs — is read as the user's own statements only when its lead says it is theirs; a turn that
// goes on with the one before ("and my email too" after a forget, "and the oboe too", "moved! X now") is read with that
// turn's intent. Through the assistant behind `mnemo ask` and extraction jobs, on a real SQLite file with no model.
// Every sentence is written here, for these tests; none comes from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round14a', now);
const { profileOf, current, say, ask } = h;

describe('a pasted text of the user’s own is read as their statements', () => {
  test('their email signature: name, role and employer (assistant)', async () => {
    await ask('f1', 'my mail signature, keep it on file:\n\nAll the best,\nWilhelmina Achterberg\nLead Hydrologist | Deltawerk Advies');
    const p = await profileOf('f1');
    assert.equal(p['name'], 'Wilhelmina Achterberg');
    assert.equal(String(p['role']).toLowerCase(), 'lead hydrologist');
    assert.equal(p['employer'], 'Deltawerk Advies');
  });

  test('someone else’s signature sets nothing (assistant)', async () => {
    await ask('f2', 'a recruiter sent me this, is it legit?\n\nRegards,\nBartholomew Crane\nTalent Partner, Heliox Search');
    const p = await profileOf('f2');
    assert.equal(p['name'], undefined);
    assert.equal(p['role'], undefined);
    assert.equal(p['employer'], undefined);
  });

  test('their bio in the third person, on the lines below its lead (extraction job)', async () => {
    await say('f3', 'my bio for the conference site:\nIngrid Solberg is a glaciologist based in Tromsø. She works at the Arctic Ice Centre.');
    const p = await profileOf('f3');
    assert.equal(p['role'], 'glaciologist');
    assert.equal(p['location'], 'Tromsø');
    assert.equal(p['employer'], 'Arctic Ice Centre');
  });

  test('a colleague’s bio is about the colleague (assistant)', async () => {
    await ask('f4', 'my teammate\'s bio, can you shorten it: "Oskar Lind is a data engineer at Fjordbyte based in Bergen."');
    const p = await profileOf('f4');
    assert.equal(p['role'], undefined);
    assert.equal(p['employer'], undefined);
    assert.equal(p['location'], undefined);
  });

  test('a form with its parts joined by pipes and semicolons (extraction job)', async () => {
    await say('f5', 'Given name: Tendai | Occupation: agronomist | Town: Mutare');
    await say('f6', 'Name: Yusuf Demir; Nationality: Turkish; Job title: ferry captain');
    const a = await profileOf('f5');
    assert.equal(a['role'], 'agronomist');
    assert.equal(a['location'], 'Mutare');
    const b = await profileOf('f6');
    assert.equal(b['name'], 'Yusuf Demir');
    assert.equal(b['nationality'], 'Turkish');
    assert.equal(b['role'], 'ferry captain');
  });

  test('"me -" lines of a pasted chat are the user’s, the other speaker’s are not (assistant)', async () => {
    await ask('f7', 'chat with my cousin\nLeila: r u still in Basel\nme - nope, moved to Lausanne in the summer');
    assert.equal((await profileOf('f7'))['location'], 'Lausanne');
    await ask('f8', 'Priya: I just got a job at Unilever!!\nme - amazing, well done');
    assert.equal((await profileOf('f8'))['employer'], undefined);
  });
});

describe('a turn read with the turn before’s intent', () => {
  test('"and my X too" after a forget forgets that as well, nothing else (assistant)', async () => {
    await h.seed('d1', 'The user’s car registration is KX19 PLM.');
    await h.seed('d1', 'The user’s gym membership number is 40021.');
    await h.seed('d1', 'The user keeps bees.');
    await ask('d1', 'please forget my car registration');
    await ask('d1', 'oh and my gym membership number as well');
    const c = await current('d1');
    assert.ok(!c.some((x) => /KX19|40021/.test(x)));
    assert.ok(c.some((x) => /bees/.test(x)));
  });

  test('thanks after a forget forgets nothing more (assistant)', async () => {
    await h.seed('d2', 'The user’s locker code is 5512.');
    await h.seed('d2', 'The user’s shoe size is 44.');
    await ask('d2', 'forget my locker code');
    await ask('d2', 'and thanks, that was quick');
    assert.ok((await current('d2')).some((x) => /shoe size/.test(x)));
  });

  test('"and the oboe too" after "I play the bassoon" (extraction job)', async () => {
    await say('d3', 'I play the bassoon in a wind band');
    await say('d3', 'and the oboe too');
    assert.ok((await current('d3')).some((x) => /oboe/i.test(x)));
  });

  test('a predicate said again of the person named before stays theirs (extraction job)', async () => {
    await say('d4', 'my neighbour Rasmus is Danish');
    await say('d4', 'and a locksmith');
    const c = await current('d4');
    assert.ok(c.some((x) => /Rasmus/.test(x) && /locksmith/.test(x)));
    assert.equal((await profileOf('d4'))['role'], undefined);
  });

  test('a move announced, then said made (assistant)', async () => {
    await ask('d5', 'I live in Dundee');
    await ask('d5', 'relocating to Stirling after Easter');
    assert.equal((await profileOf('d5'))['location'], 'Dundee');
    await ask('d5', 'finally moved, Stirling now, still unpacking boxes');
    assert.equal((await profileOf('d5'))['location'], 'Stirling');
  });

  test('a move said not made yet changes nothing (assistant)', async () => {
    await ask('d6', 'I live in Perth');
    await ask('d6', 'we are moving to Albany next winter');
    await ask('d6', 'not moved yet, Albany next winter still');
    assert.equal((await profileOf('d6'))['location'], 'Perth');
  });

  test('"first day today at X" is where the user works (extraction job)', async () => {
    await say('d7', 'first day today at Quillfeather Press, nervous!');
    assert.equal((await profileOf('d7'))['employer'], 'Quillfeather Press');
  });
});

describe('a naming that points back at what the turn before introduced', () => {
  test('"we named them X and Y" after "we took in two rabbits" (assistant)', async () => {
    await ask('p1', 'we took in two rabbits from the shelter');
    await ask('p1', 'we named them Clover and Thistle');
    const c = await current('p1');
    assert.ok(c.some((x) => /Clover/.test(x)));
    assert.ok(c.some((x) => /Thistle/.test(x)));
    assert.equal((await profileOf('p1'))['name'], undefined);
  });

  test('a naming with nothing introduced before names nothing of the user (assistant)', async () => {
    await ask('p2', 'long day at the office');
    await ask('p2', 'named him Fitzgerald');
    const p = await profileOf('p2');
    assert.equal(p['name'], undefined);
    assert.equal(p['nickname'], undefined);
  });
});

describe('a pasted chat about work', () => {
  test('"I\'m at X now" answering a question that names the known employer is the new employer (assistant)', async () => {
    await ask('w1', 'I work at Brindle Insurance');
    await ask('w1', 'Noor: still at Brindle?\nMe: nah, I am at Corvid Mutual now');
    assert.equal((await profileOf('w1'))['employer'], 'Corvid Mutual');
  });
});
