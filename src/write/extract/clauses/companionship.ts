/**
 * Whether the name after a habitual "with" is a person's: "I go climbing with Tomasz every thursday" is a companion,
 * "I code with Python every day" and "I edit photos with Lightroom every evening" name a tool. A capitalised word the
 * lexicon does not hold is as often a product, a language or an app as a person, so the name alone decides nothing:
 * the verb does. Done with someone: a verb of company (go, play, train, climb, walk, meet, share, pair, carpool …);
 * done with a tool: any other (code, write, edit, cook, build, track …). Not sure → no companion (a missed friend is
 * better than a friend called Python).
 *
 * Read from the verb nearest before "with" (its lemma, so "climbing", "climbs", "climb" are one); "do" with one bare
 * activity ("I do pottery with Bongani") is one too. A tool's word after the name ("… with Anki, the app") says no.
 */
import type { Token } from './nlp.js';

/** Verbs of company: what one does with people, not with a tool. */
const COMPANY = new Set(
  (
    'go hang meet play train climb boulder walk hike run jog swim cycle ride bike skate surf ski sail row paddle dance sing jam ' +
    'carpool commute travel share pair live lunch eat dine drink chat talk spar box wrestle lift gym practise practice rehearse ' +
    'perform volunteer study revise shop garden fish hunt watch visit babysit spend stay'
  ).split(' '),
);
/** Verbs that take a tool after "with" even among the company verbs' senses: "practise with Anki", "study with Quizlet". */
const TOOLISH = /^(?:app|apps|software|tool|tools|program|programs|platform|website|site|deck|decks|flashcards?)$/;

/** Whether the clause says the name after its "with" (at `at`) is someone done things with. */
export function personCued(tokens: readonly Token[], at: number): boolean {
  let v = at - 1;
  while (v >= 0 && (tokens[v] as Token).pos !== 'VERB' && (tokens[v] as Token).lemma !== 'do') v--;
  const verb = tokens[v];
  // "I do pottery with Bongani": "do" and one bare activity ("do my taxes with TurboTax" names a tool: not sure).
  const activity = verb?.lemma === 'do' && at - v === 2 && tokens[v + 1]?.pos === 'NOUN';
  if (!verb || (!COMPANY.has(verb.lemma.toLowerCase()) && !activity)) return false;
  return !tokens.slice(at + 1).some((t) => TOOLISH.test(t.lower));
}
