/**
 * Recall, twenty-fourth round of issue 24: a relative by marriage or a step-relative ("the hubby's mam", "mi
 * suegra", "my stepdad") is none of the user's own kin; a time given by a life event ("before i moved", "since i
 * started the new job", "back when i was still at walgreens") is the window on that side of the user's memory of
 * it. The readers on their own; then through the library (an import, then recall) on a real SQLite file.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { relativeByMarriage } from '../src/core/attributes/kin-by-marriage.js';
import { plainQuestion } from '../src/core/attributes/loanwords.js';
import { eventWindow, lifeEventOf } from '../src/core/text/life-events.js';
import { importedRecall, memoryLine as line } from './support/recall-engine.js';

const relation = (q: string) => relativeByMarriage(plainQuestion(q))?.relation ?? null;

describe('relatives by marriage and step-relatives', () => {
  test('a kin word of a kin word composes, the sex is the second noun’s', () => {
    assert.equal(relation("who's the hubby's mam"), 'mother-in-law');
    assert.equal(relation('what does mam’s fella do'), 'stepfather');
    assert.equal(relation("where does my papa's wife stay"), 'stepmother');
    assert.equal(relation("what is my wife's junior sister studying"), 'sister-in-law');
    assert.equal(relation("where's the missus's old man live"), 'father-in-law');
    assert.equal(relation("my son's wife, what's her name"), 'daughter-in-law');
  });

  test('the English nouns as users write them, and the words of other languages', () => {
    assert.equal(relation('whats my mil called'), 'mother-in-law');
    assert.equal(relation('what does my sis-in-law do'), 'sister-in-law');
    assert.equal(relation('how old is my step-son'), 'stepson');
    assert.equal(relation('does mi suegra still live with us'), 'mother-in-law');
    assert.equal(relation('how old is mi hijastro'), 'stepson');
    assert.equal(relation('what does my schwager do'), 'brother-in-law');
  });

  test("the user's own kin is none", () => {
    assert.equal(relation('where does my mum live'), null);
    assert.equal(relation("what's my wife's name"), null);
    assert.equal(relation("what's my brother's job"), null);
    assert.equal(relation("my wife's car, what make is it"), null);
  });
});

describe('a time given by a life event', () => {
  test('the side, the span and the event', () => {
    assert.deepEqual(((r) => r && [r.event, r.side, r.span])(lifeEventOf('what gym class was i doing before i moved')), ['move', 'before', null]);
    assert.deepEqual(((r) => r && [r.event, r.side])(lifeEventOf('been to any gigs since i started the new job?')), ['job', 'after']);
    assert.equal(lifeEventOf('who came to help the week after esi was born')?.span, 7 * 86_400_000);
    assert.equal(lifeEventOf('what rehab did i do after the op')?.event, 'surgery');
    assert.equal(lifeEventOf('back when i was still at walgreens, what did i see')?.still, true);
    assert.equal(lifeEventOf('what did i do last weekend'), null);
    assert.equal(lifeEventOf('what should i eat before the gym'), null);
  });

  test('after starts the day after the event, the weekend before is the Saturday and Sunday before it', () => {
    const at = Date.UTC(2026, 6, 13); // a Monday
    const now = Date.UTC(2026, 11, 2);
    const after = eventWindow({ event: 'job', side: 'after', span: null, says: '', predicates: [], still: false }, at, now);
    assert.deepEqual(after, { from: Date.UTC(2026, 6, 14), to: now });
    const weekend = eventWindow({ event: 'job', side: 'before', span: 2 * 86_400_000, says: '', predicates: [], still: false }, at, now);
    assert.deepEqual(weekend, { from: Date.UTC(2026, 6, 11), to: Date.UTC(2026, 6, 13) });
  });
});

const scope = { tenantId: 'default', userId: 'gwen' };
describe('relatives by marriage and times by life events (library)', () => {
  const { top } = importedRecall('round24', scope, [
    line('mother', 'fact', "The user's mother Carys lives in Port Talbot.", '2024-02-01', ['parent', 'Carys']),
    line('husband', 'fact', "The user's husband Rhys is a sound engineer.", '2024-02-01', ['partner', 'Rhys']),
    line('mil', 'fact', "The user's mother-in-law Eirlys lives in Llanelli.", '2024-02-01'),
    line('step', 'fact', "The user's stepfather Dilwyn drives a taxi in Neath.", '2024-02-01'),
    line('old-job', 'fact', 'The user works on the front desk at Bay Dental.', '2023-05-01', ['employer', 'Bay Dental'], {
      supersededBy: 'new-job',
      invalidatedAt: '2026-09-01',
    }),
    line('new-job', 'fact', 'The user works as a paralegal at Morgan Rees.', '2026-09-01', ['employer', 'Morgan Rees'], { supersedes: 'old-job' }),
    line('move', 'episode', 'The user moved from Swansea to a house in Cardiff.', '2026-03-14'),
    line('spin-before', 'episode', 'The user went to a spin class at a gym in Swansea.', '2026-01-12'),
    line('spin-after', 'episode', 'The user went to a spin class at the leisure centre in Canton.', '2026-06-08'),
    line('gig-before', 'episode', 'The user saw a gig at the Liberty Stadium.', '2026-06-20'),
    line('gig-after', 'episode', 'The user saw a gig at the Tramshed.', '2026-10-11'),
  ]);

  test("the in-law and the step-parent come before the user's own mother", async () => {
    assert.equal((await top("who's the hubby's mam"))[0], 'mil');
    assert.equal((await top("what does mam's fella do"))[0], 'step');
    assert.equal((await top('where does my mam live'))[0], 'mother');
  });

  test('the episode on the side of the event the question asks for comes before the one on the other side', async () => {
    const before = await top('what spin class was i doing before i moved');
    assert.ok(before.indexOf('spin-before') >= 0 && (before.indexOf('spin-after') < 0 || before.indexOf('spin-before') < before.indexOf('spin-after')));
    const since = await top('been to any gigs since i started the new job?');
    assert.ok(since.indexOf('gig-after') >= 0 && (since.indexOf('gig-before') < 0 || since.indexOf('gig-after') < since.indexOf('gig-before')));
  });
});
