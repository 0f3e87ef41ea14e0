/**
 * Whole-clause shapes read before the subject is looked for: "home is Ghent", favourites, "everyone
 * calls me Bea", "Deloitte was my old job" — and, when nothing else read the clause, "vegan here" and
 * "payments is my team" (a field named after its value).
 */
import { readAppraisal } from './appraisal.js';
import { readFound } from './found.js';
import { diagnosedOther } from './diagnosed.js';
import { favouriteIn } from './categories.js';
import { calledDescription, calledName, shortName } from './names.js';
import type { Token } from './nlp.js';
import { dietFact, dietIn } from './people.js';
import { fieldFact, freeFact, indexOf, lowerOf, orgRun, phrase, profileFact, properRun, teamIn } from './phrases.js';
import { result, type StatementResult } from './result.js';

/** A whole-clause shape; undefined when the clause is none of them (null: one of them, with nothing to read). */
export function wholeClause(tokens: readonly Token[]): StatementResult | null | undefined {
  const w = lowerOf(tokens);
  const home = indexOf(tokens, ['home', 'for', 'me', 'is']);
  if (home === 0 || (w[0] === 'home' && w[1] === 'is')) {
    const place = properRun(tokens, home === 0 ? 4 : 2, { region: true });
    if (place.length > 0) return result({ drafts: [fieldFact('location', phrase(place))] });
    if (home === 0) return null;
  }
  const favourite = favouriteIn(tokens);
  if (favourite) return result({ drafts: [favourite] });
  const called = calledName(tokens) ?? shortName(tokens);
  if (called) return result({ drafts: [called] });
  if (calledDescription(tokens)) return result({ about: 'other', smalltalk: true });
  // "today was my first day at KPMG", "it's my first week with Arup": the employer now.
  const first = w.findIndex((x, i) => x === 'my' && w[i + 1] === 'first' && /^(day|week|shift)$/.test(w[i + 2] ?? '') && /^(at|with)$/.test(w[i + 3] ?? ''));
  const newJob = first >= 1 && first <= 3 && w.slice(0, first).some((x) => ['was', 'is', "'s"].includes(x)) ? orgRun(tokens, first + 4) : [];
  if (newJob.length > 0) return result({ drafts: [fieldFact('employer', phrase(newJob))], change: 'first day' });
  // "today was my last day at KPMG": a past employer now, and the employer field ends (said as done, never ahead).
  const last = w.findIndex((x, i) => x === 'my' && w[i + 1] === 'last' && /^(day|shift)$/.test(w[i + 2] ?? '') && /^(at|with)$/.test(w[i + 3] ?? ''));
  const done = last >= 1 && last <= 3 && (w.slice(0, last).includes('was') || (w.includes('today') && w.slice(0, last).some((x) => x === 'is' || x === "'s")));
  const leftJob = done ? orgRun(tokens, last + 4) : [];
  if (leftJob.length > 0) {
    const org = phrase(leftJob);
    return result({
      drafts: [
        {
          ...freeFact(phrase(tokens)),
          triple: { subject: 'user', predicate: 'worked_at', object: org },
          ends: [{ subject: 'user', predicate: 'employer', object: org }],
        },
      ],
    });
  }
  // "Deloitte was my old job": a past employer.
  const old = /^(.+?) (?:was|used to be) my (?:old|previous|last|former|first) (?:job|employer|company|workplace|gig)$/.exec(w.join(' '));
  const oldOrg = old ? properRun(tokens, 0) : [];
  if (old && oldOrg.length > 0 && oldOrg.length === (old[1] as string).split(' ').length) {
    const org = phrase(oldOrg);
    return result({
      drafts: [
        {
          ...freeFact(phrase(tokens)),
          triple: { subject: 'user', predicate: 'worked_at', object: org },
          ends: [{ subject: 'user', predicate: 'employer', object: org }],
        },
      ],
    });
  }
  // A diagnosis of one of the user's people (diagnosed.ts).
  const diagnosis = diagnosedOther(tokens);
  if (diagnosis) return result({ drafts: [diagnosis], about: 'other' });
  // A liking or dislike said with any construction of feeling (appraisal.ts).
  return readAppraisal(tokens) ?? readFound(tokens);
}

/** "vegan here", "payments is my team", "Acme is my employer": a field said after its value. */
export function namedAfterValue(tokens: readonly Token[]): StatementResult | null {
  const w = lowerOf(tokens);
  // "vegan here": the diet.
  const dietHere = tokens.length <= 3 && w[w.length - 1] === 'here' ? dietIn(w) : null;
  if (dietHere) return result({ drafts: [dietFact(dietHere)] });
  // "payments is my team", "Acme is my employer": the field, named after its value.
  const mine = /^(.{1,40}?) is my (team|employer|company|manager|boss)$/.exec(w.join(' '));
  if (mine && !/^(it|this|that|he|she|they|who|which)$/.test(mine[1] as string)) {
    const said = tokens.slice(0, (mine[1] as string).split(' ').length);
    // "Tom from accounts is my manager": the name, not where the person is from.
    const run = properRun(said, 0);
    const val = phrase(mine[2] === 'manager' || mine[2] === 'boss' ? (run.length > 0 ? run : said) : said);
    const key = mine[2] === 'team' ? 'team' : mine[2] === 'manager' || mine[2] === 'boss' ? 'manager' : 'employer';
    if (key === 'team') return result({ drafts: [fieldFact('team', /team$/i.test(val) ? val.toLowerCase() : `${val.toLowerCase()} team`)] });
    if (/^\p{Lu}/u.test(val))
      return result({ drafts: [key === 'manager' ? profileFact('manager', val, `The user's manager is ${val}.`, 0.7) : fieldFact('employer', val)] });
  }
  return null;
}

/**
 * "it's Priya", "this is Priya from the data team": a name at `at`, the clause ending with it or going on only to say
 * who the person is. A clause of its own after it ("it's Harrow I grew up in", "it's Sam who booked it") makes the
 * sentence a cleft: the name is what the clause is about, not the speaker's.
 */
export function namedThen(tokens: readonly Token[], at: number): boolean {
  const run = properRun(tokens, at);
  if (run.length === 0) return false;
  // A value said as changed ("it's AEST now", "it's Leeds these days") answers for a state, not for who is speaking;
  // and a word in capitals among lower-case words ("it's GMT", "this is NHS") is an abbreviation, not a name.
  if (/^(?:now|nowadays|instead|again|these|anymore|any)$/.test(tokens[at + run.length]?.lower ?? '')) return false;
  const shouted = run.length === 1 && /^\p{Lu}{3,5}$/u.test(run[0]!.text);
  if (shouted && tokens.some((t) => /\p{Ll}/u.test(t.text))) return false;
  // Only right after the name: "this is Priya, I'm on the data team" and "this is Priya and I lead …" still introduce her.
  return !/^(?:i|we|you|he|she|they|who|that|which|whom|whose)$/.test(tokens[at + run.length]?.lower ?? '');
}

/** "This is Priya from the data team." */
export function readNameThen(tokens: readonly Token[], at: number): StatementResult {
  const run = properRun(tokens, at);
  const drafts = [fieldFact('name', phrase(run))];
  const team = teamIn(tokens.slice(at + run.length));
  if (team) drafts.push(fieldFact('team', team.value));
  return result({ drafts });
}
