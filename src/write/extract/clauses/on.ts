/**
 * What the user is "on": a computer ("on a Mac at home and Linux at work"), a time zone ("on Mountain
 * time"), a medication ("on warfarin", "on lithium for bipolar disorder": kept high), coming off one,
 * or a team ("on growth") — never "on leave", "on call", "on holiday".
 */
import type { Token } from './nlp.js';
import { offMedication } from './cessation.js';
import { WHEN } from './fieldkey.js';
import { fieldFact, lowerOf, phrase, teamIn } from './phrases.js';
import { listItems, relationFacts, USER_SUBJECT } from './relations.js';
import { result, type StatementResult } from './result.js';
import { DRUG_KIND, medicationOn, takenAfter } from './dosing.js';
import { MEDICINE, ON_STATES } from './words.js';

/** What a medication is taken for: "on lithium for bipolar disorder" is a medication whatever its name. */
const TAKEN_FOR =
  /^(?:my )?(?:[a-z-]+ )?(disorder|depression|anxiety|pain|blood pressure|cholesterol|thyroid|epilepsy|seizures|migraines?|adhd|bipolar|diabetes|asthma|arthritis|acne|reflux|heart|condition|mental health|psoriasis|eczema|allergies|hay fever|insomnia|ms|parkinson's|crohn's|colitis|hiv|schizophrenia|ocd|ptsd)$/;

/** "I'm on …" read, or null (the rest of the copula reader goes on). `c` is what follows "am". */
export function onSomething(c: readonly Token[], change: string | null): StatementResult | null {
  const w = lowerOf(c);
  // "I'm on Mountain time", "on UK time": the time zone.
  // "I'm on a Mac at home and Linux at work": what the user uses.
  if (w[0] === 'on' && (w[1] === 'a' || w[1] === 'an') && /^\p{Lu}/u.test(c[2]?.text ?? '') && !teamIn(c)) {
    const items = listItems(c.slice(1));
    if (items.length > 0 && items.every((x) => /^\p{Lu}/u.test(x))) return result({ drafts: relationFacts(USER_SUBJECT, 'uses', items) });
  }
  // "on Pacific time these days", "on UK time now": when it holds, said after the zone, is no part of it (fieldkey.ts).
  const time = w.indexOf('time');
  if (w[0] === 'on' && time >= 2 && time <= 3 && ` ${w.slice(time + 1).join(' ')}`.replace(WHEN, '').trim() === '')
    return result({ drafts: [fieldFact('timezone', phrase(c.slice(1, time + 1)))], change });
  const off = offMedication(c);
  if (off) return result({ drafts: [off], change: 'off' });
  // "I'm on warfarin", "on lithium for bipolar disorder": a medication (kept high), not the warfarin team.
  const forIt = w[2] === 'for' && TAKEN_FOR.test(w.slice(3).join(' '));
  if (w[0] === 'on' && forIt && /^[a-z-]+$/.test(w[1] ?? '')) return result({ drafts: relationFacts(USER_SUBJECT, 'takes_medication', [w[1] as string]) });
  // "I'm on sertraline, 50mg daily", "on methotrexate, fridays only": a medicine by its name or by how it is taken.
  const med = medicationOn(c);
  if (med) return result({ drafts: relationFacts(USER_SUBJECT, 'takes_medication', [med]) });
  // "I'm on blood thinners, warfarin": medications named by their kind and their name, one fact each.
  const meds = w[0] === 'on' ? listItems(c.slice(1)) : [];
  if (
    meds.length > 0 &&
    (meds.length > 1 || meds.some((x) => DRUG_KIND.test(x.toLowerCase()))) &&
    meds.every((x) => DRUG_KIND.test(x.toLowerCase()) || MEDICINE.test(x.toLowerCase()))
  )
    return result({ drafts: relationFacts(USER_SUBJECT, 'takes_medication', meds) });
  // "I'm on growth", "now I'm on infra": a team — never "on leave", "on call", "on holiday".
  const onWord =
    w[0] === 'on' &&
    c.length <= 3 &&
    c[1] &&
    !ON_STATES.test(w[1] ?? '') &&
    !takenAfter(c) &&
    (c[1].pos === 'NOUN' || (change !== null && c.length === 2 && /^[a-z-]+$/.test(c[1].text)));
  if (onWord && c[1]) return result({ drafts: [fieldFact('team', `${c[1].lower} team`)], change });
  return null;
}
