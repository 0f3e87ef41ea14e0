/**
 * Where the user studies, read from a course of study said with its institution: "doing my PhD at the Univ. of
 * Tromsø", "pursuing a master's at King's College London", "finishing my diploma at TAFE", "studying textile
 * conservation at St. Aldric's College". One fact holds what is studied and where (the institution kept whole, with
 * its dots, apostrophes and "of"); a school is never an employer.
 *
 * A course is named by its kind (a degree, a diploma, a doctorate, a qualification's abbreviation), a closed class of
 * the words a course is called by, whatever the field; the verb is one that takes a course as its object (do, pursue,
 * finish, start, complete, take, study for, work on). A course done elsewhere than at a named institution (capitalised
 * name after "at") stores nothing here.
 */

import type { Token } from './nlp.js';
import { freeFact, orgAfter, phrase, type Draft } from './phrases.js';

/** Words a course of study is called by (its kind, not its field). */
const COURSE =
  /^(?:phd|ph\.d\.?|dphil|doctorate|master'?s|masters|msc|ma|mba|mphil|mres|llm|bachelor'?s|bachelors|bsc|ba|beng|meng|llb|degree|diploma|postgrad|undergrad|undergraduate|postgraduate|a-levels?|gcses?|btec|pgce|foundation|certificate|course|coursework|thesis|dissertation)$/;
/** Verbs that take a course as their object. */
const TAKES = /^(?:do|pursue|finish|start|complete|take|study|work|begin)$/;
/** Words that may stand before a course's kind ("my", "a", "second year of my", "part-time"). */
const BEFORE = /^(?:my|a|an|the|her|his|their|our|final|first|second|third|last|part-time|full-time|year|of|in)$/;

/**
 * The study fact of a clause whose verb (lemma) takes a course at a named institution; null when the clause says
 * none. `rest` is the clause after the verb.
 */
export function studyAt(lemma: string, rest: readonly Token[]): Draft | null {
  // "Doing my masters …": a capitalised "-ing" form the lemmatiser leaves whole is read by its stem.
  const verb = lemma.replace(/ing$/, '');
  if (!TAKES.test(lemma) && !TAKES.test(verb) && !TAKES.test(`${verb}e`)) return null;
  const at = rest.findIndex((t) => t.lower === 'at');
  if (at < 1 || at > 7) return null;
  const before = rest.slice(0, at);
  // "working on my thesis at …", "studying for a degree at …": the preposition that ties the course to the verb.
  const lead = /^work/.test(lemma) ? 'on' : /^stud/.test(lemma) ? 'for' : null;
  // "master 's", "bachelor 's": the tokeniser's "'s" goes back on its word.
  const words = before
    .map((t) => t.lower)
    .filter((w) => w !== lead)
    .reduce<string[]>((out, w) => (w === "'s" && out.length > 0 ? [...out.slice(0, -1), `${out[out.length - 1] as string}'s`] : [...out, w]), []);
  const course = words.findIndex((w) => COURSE.test(w));
  if (course < 0 || words.slice(0, course).some((w) => !BEFORE.test(w))) return null;
  // "my PhD in marine biology", "a master's degree": what follows the course's kind says its field, no other clause.
  if (words.slice(course + 1).some((w) => /^(?:with|for|to|from|because|but|and|while)$/.test(w))) return null;
  const school = orgAfter(rest.slice(at), ['at']);
  if (!school || !/^\p{Lu}|^\d/u.test(school)) return null;
  const what = phrase(before.filter((t) => t.lower !== lead && !/^(?:my|her|his|their|our)$/.test(t.lower)));
  const article = /^(?:a|an|the)\b/i.test(what) ? '' : /^[aeiou]/i.test(what) ? 'an ' : 'a ';
  return {
    ...freeFact(`I am doing ${article}${what} at ${school}`, 'fact', 0.7),
    triple: { subject: 'user', predicate: 'studies', object: school },
  };
}
