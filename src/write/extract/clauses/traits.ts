/**
 * What the user is not, and what kind of person they are: "I'm not religious", "not much of a
 * reader", "I'm not on social media" are facts that keep their "not"; "I'm a cat person", "not a
 * morning person", "not into horror" are preferences. A negated moment ("I'm not sure", "not hungry",
 * "not in Paris this week") and a negated place, team or employer say nothing lasting here.
 */
import type { Token } from './nlp.js';
import { freeFact, lowerOf, phrase, placeAfter, preference, teamIn, type Draft } from './phrases.js';
import { TRANSIENT } from './words.js';

/** Words after "not" that make it a moment or a reply, not a trait. */
const MOMENT =
  /^(sure|ready|done|here|there|home|around|available|free|kidding|joking|allowed|able|going|feeling|happy|interested|convinced|worried|bothered|fussed|too|that|so|really|very|quite|exactly|saying|asking|trying|a big deal|the point)$/;

/** "I'm a cat person" / "not a morning person": the kind of person, as a preference. */
export function personPreference(c: readonly Token[], negated: boolean): Draft | null {
  const w = lowerOf(c);
  const m = /^(?:(?:really|definitely|totally|more of|much of|big|huge) )*(?:an? )(?:(?:big|huge|real|total) )?([\w-]+(?: [\w-]+)?) person$/.exec(w.join(' '));
  if (!m) return null;
  const kind = m[1] as string;
  const d = preference(`${kind} person`, negated);
  const key = `preference.${kind.replace(/[^a-z0-9]+/g, '_')}_person`;
  const said = negated ? `The user is not a ${kind} person.` : `The user is a ${kind} person.`;
  return {
    ...d,
    content: said,
    triple: { subject: 'user', predicate: key, object: negated ? `not a ${kind} person` : `a ${kind} person` },
    profile: { key, value: negated ? `not a ${kind} person` : `a ${kind} person` },
  };
}

/** "I'm not religious", "I'm not much of a reader", "not into horror": what the user is not; null when it is a moment. */
export function negatedTrait(c: readonly Token[], clause: readonly Token[]): Draft | null {
  const w = lowerOf(c).filter((x) => !['really', 'actually', 'honestly', 'exactly', 'totally'].includes(x));
  const first = w[0] ?? '';
  if (!first || MOMENT.test(first) || (TRANSIENT.test(first) && !['a', 'the', 'on', 'in', 'at'].includes(first))) return null;
  if (c.length > 8 || c.some((t) => t.pos === 'VERB' && t.lower.endsWith('ing'))) return null;
  const person = personPreference(c, true);
  if (person) return person;
  if (first === 'into' && c.length >= 2) return preference(phrase(c.slice(1)), true);
  // Where the user is or works, and their team, are fields: a bare "not in Leeds" corrects or ends them elsewhere.
  if (placeAfter(c, ['in', 'at', 'from']) || teamIn(c)) return null;
  if (['at', 'in', 'from', 'with', 'for'].includes(first)) return null;
  const said = w.join(' ');
  if (/^(a|an|the) /.test(said) && TRANSIENT.test(w[1] ?? '')) return null;
  if (/^(on|off) /.test(said) && !/\b(social media|facebook|instagram|twitter|tiktok|meds|medication|insulin|any)\b/.test(said)) return null;
  return freeFact(phrase(clause));
}
