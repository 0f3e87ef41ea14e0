/**
 * A negated state said with a word of ending is the user's NEW state, and it names the earlier state it ends — whatever
 * the complement's shape: "not a chess guy anymore", "not much of a golfer these days", "not vegetarian any more",
 * "not living in cork anymore", "not really into jazz these days", "not keen on sushi anymore". The older readings
 * turned a complement with an article into a forget of nothing (so nothing was stored and nothing ended), and kept a
 * dislike said with "these days" beside the liking it ends. Both are read here once, by the complement's shape:
 * a diet, a place, a role, or a value (an agent noun also as its doing: "golfer" → "golf"). A liking ended ("into",
 * "keen on", "fond of", a dislike with a word of ending) ends the stored liking. Without a word of ending the negation is
 * a plain fact (traits.ts), and nothing ends.
 */
import type { EndedFact } from '../types.js';
import { drinking, endsHabit, valueOf } from './cessation.js';
import type { Token } from './nlp.js';
import { dietIn } from './people.js';
import { freeFact, lowerOf, phrase, roleAt, type Draft } from './phrases.js';
import { verbRelation } from './relations.js';

/** Words before a complement that say how much or which, not what: "(not) really much of a …", "(not) the biggest …". */
const DEGREE = /^(?:a|an|the|really|actually|honestly|exactly|totally|much|of|very|too|that|so|such|big|huge|massive|great)$/;
/** Words that say a liking: "not into X", "not keen on X", "not fond of X", "not a fan of X". */
const LIKING = /^(?:into|keen|fond|fan)$/;
/** Words that say where one lives, before the place: "not in Leeds", "not living in Cork", "not based in Pune". */
const AT_PLACE = /^(?:in|living|based|at)$/;

/** An agent noun's doing: "golfer" → "golf", "runner" → "run", "smoker" → "smok(e)"; null for other words. */
function doingOf(word: string): string | null {
  if (!/^\p{Ll}{4,}er$/u.test(word)) return null;
  const stem = word.slice(0, -2);
  return /(\p{Ll})\1$/u.test(stem) ? stem.slice(0, -1) : stem;
}

/** The relation an agent noun's verb names, as what ends ("smok" → every value of `smokes`; "drink" → alcohol); null when none. */
function habitOf(stem: string): EndedFact | null {
  for (const lemma of [stem, `${stem}e`]) {
    if (lemma === 'drink') return drinking(null);
    const verb: Token = { text: lemma, lower: lemma, lemma, pos: 'VERB', negated: true };
    const predicate = verbRelation(lemma, verb, []);
    if (predicate && predicate !== 'works_with' && predicate !== 'manages') return { subject: 'user', predicate, object: null, verb: lemma };
  }
  return null;
}

/** The value of a complement after its degree words and before its word of ending ("a chess guy anymore" → "chess guy"). */
function complementValue(c: readonly Token[]): { value: string; from: number } | null {
  let k = 0;
  while (k < c.length && DEGREE.test((c[k] as Token).lower)) k++;
  const value = valueOf(c.slice(k));
  return value && /\p{L}{2}/u.test(value) ? { value, from: k } : null;
}

/**
 * "I'm not a chess guy anymore" (`c` = the words after "not"): the new state in the user's words and what it ends; null
 * when the clause says no ending, the complement is a liking (read as a dislike, then `likingEnded`) or names nothing.
 */
export function negatedState(c: readonly Token[], clause: readonly Token[]): Draft | null {
  if (!endsHabit(clause)) return null;
  const w = lowerOf(c);
  if (w.some((x) => LIKING.test(x))) return null;
  const state = (ends: EndedFact[]): Draft => ({ ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends });
  if (AT_PLACE.test(w[0] ?? '')) {
    const place = valueOf(c.slice(w[1] === 'in' ? 2 : 1));
    return place && /\p{L}{2}/u.test(place) ? state([{ subject: 'user', predicate: 'location', object: place }]) : null;
  }
  const found = complementValue(c);
  if (!found) return null;
  const { value, from } = found;
  const ends: EndedFact[] = [];
  const diet = value.split(' ').length <= 3 ? dietIn(value.toLowerCase().split(' ')) : null;
  if (diet) ends.push({ subject: 'user', predicate: 'diet', object: diet });
  else {
    const role = roleAt(c, from, 'any');
    if (role) ends.push({ subject: 'user', predicate: 'role', object: role.value });
    ends.push({ subject: 'user', predicate: null, object: value, strict: true });
    const words = value.toLowerCase().split(' ');
    const doing = doingOf(words[words.length - 1] ?? '');
    // "not a smoker anymore", "not a big drinker these days": an agent noun alone whose verb names a relation ends it;
    // else the doing is a value ("squash player" → "play", "golfer" → "golf").
    const habit = doing && words.length === 1 ? habitOf(doing) : null;
    if (habit) ends.push(habit);
    else if (doing) ends.push({ subject: 'user', predicate: null, object: doing, strict: true });
  }
  return state(ends);
}

/** Words that trail a liking's object and are no part of it: "sushi anymore", "jazz these days". */
const TRAIL = /\s+(?:any ?more|any longer|these days|nowadays|now|tbh|really|either|at all)$/i;

/**
 * "not really into jazz these days", "I'm not keen on sushi anymore": a dislike said with a word of ending is the liking
 * ended — the new state, which ends the stored liking of the same thing. Other drafts are returned as they are.
 */
export function likingEnded(d: Draft, clause: readonly Token[]): Draft {
  const t = d.triple;
  if (d.ends || !t || t.predicate !== 'dislikes' || !/^(?:user|the user|i)$/i.test(t.subject) || !endsHabit(clause)) return d;
  let object = t.object;
  while (TRAIL.test(object)) object = object.replace(TRAIL, '');
  if (!/\p{L}{2}/u.test(object)) return d;
  return {
    ...d,
    content: `The user no longer likes ${object}.`,
    triple: { ...t, object },
    ends: [{ subject: 'user', predicate: 'likes', object }],
  };
}
