/**
 * What happens to the user or to theirs, said by someone else's doing: "they moved me to data
 * engineering" (the user's new team or place), "sadly Bruno died last week" (a death, which ends
 * what the user had of them — a pet, a relation).
 */
import type { Token } from './nlp.js';
import { fieldFact, freeFact, lowerOf, phrase, properRun, teamIn, type Draft } from './phrases.js';
import { relationDraft } from './relations.js';
import { MEDICINE } from './words.js';

/** "they moved me to data engineering", "HR transferred me to the Berlin office": where the user was moved (a team, or a place). */
export function movedMe(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens);
  const at = w.findIndex(
    (x, i) =>
      ['moved', 'transferred', 'reassigned', 'switched', 'put'].includes(x) && w[i + 1] === 'me' && ['to', 'onto', 'into', 'on'].includes(w[i + 2] ?? ''),
  );
  if (at < 1 || w.slice(0, at).some((x) => ['i', 'if', 'might', 'may', 'could', 'would', 'will', 'want', 'wants', 'might'].includes(x))) return null;
  const rest = tokens.slice(at + 3).filter((t) => t.lower !== 'the');
  // "the cardiologist switched me to apixaban", "my GP put me on sertraline": a medicine, never a team.
  const clinician = w
    .slice(0, at)
    .some((x) => /^(?:doctor|doc|gp|nurse|consultant|physician|surgeon|dentist|specialist|psychiatrist|[a-z]+(?:ologist|iatrist))$/.test(x));
  const drug = rest.length === 1 && MEDICINE.test(rest[0]?.lower ?? '');
  const treatment = rest.length >= 1 && rest.length <= 2 && rest.every((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ');
  if (drug || (clinician && treatment)) return relationDraft('takes_medication', phrase(rest).toLowerCase(), `The user takes ${phrase(rest).toLowerCase()}.`);
  if (clinician) return null;
  const team = teamIn(rest);
  if (team) return fieldFact('team', team.value);
  const place = properRun(rest, 0, { region: true });
  if (place.length > 0 && place.length === rest.length) return fieldFact('location', phrase(place));
  const words = rest.filter((t) => t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN');
  return words.length > 0 && words.length === rest.length && words.length <= 3 ? fieldFact('team', `${phrase(words).toLowerCase()} team`) : null;
}

/** Beings that die (animals kept, people of the family): "my cat Miso died", "our old dog biscuit had to be put down". */
const BEING =
  /^(?:dog|cat|puppy|pup|kitten|kitty|rabbit|bunny|hamster|gerbil|guinea|ferret|rat|mouse|parrot|budgie|bird|cockatiel|canary|horse|pony|fish|goldfish|tortoise|turtle|snake|lizard|gecko|chicken|hen|goat|pig|pet|gran|grandad|granddad|grandpa|grandma|grandmother|grandfather|nan|nana|nanna|granny|mum|mom|mother|dad|father|uncle|aunt|auntie|cousin|friend|brother|sister|husband|wife|partner|son|daughter|godfather|godmother)s?$/;

/** "sadly Bruno died last week", "miso passed away last winter": a death, which ends what the user had of them (a pet, a relation). */
export function died(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens);
  const verb = w.findIndex(
    (x, i) =>
      x === 'died' ||
      (x === 'passed' && ['away', 'on'].includes(w[i + 1] ?? '')) ||
      // "had to be put down", "was put to sleep": a pet's death said in the passive.
      (x === 'put' && (w[i + 1] === 'down' || (w[i + 1] === 'to' && w[i + 2] === 'sleep')) && /^(?:be|was|were|been|got)$/.test(w[i - 1] ?? '')),
  );
  // The subject stands before the verb's auxiliaries ("biscuit had to be put down").
  let at = verb;
  while (at > 1 && /^(?:had|has|have|to|be|was|were|been|got|just|sadly)$/.test(w[at - 1] ?? '')) at--;
  if (verb < 1 || at < 1) return null;
  // "my phone died", "our boiler died": a thing that stops working, not a death — said of one's own, only a being dies.
  if (/^(?:my|our)$/.test(w[0] ?? '') && !w.slice(1, at).some((x) => BEING.test(x))) return null;
  const lower = tokens.every((t) => t.text === t.lower);
  let from = at;
  while (from > 0 && (/^\p{Lu}/u.test(tokens[from - 1]?.text ?? '') || (lower && from === at && tokens[from - 1]?.pos !== 'ADV'))) from--;
  const name = phrase(tokens.slice(from, at));
  if (!name || name.split(' ').length > 3 || /^(it|he|she|they|i)$/i.test(name)) return freeFact(phrase(tokens), 'episode', 0.6);
  // The death is also the new state of what the user had (a pet, a relation): a fact, which ends the one stored.
  return { ...freeFact(phrase(tokens), 'fact', 0.6), ends: [{ subject: 'user', predicate: null, object: name }] };
}
