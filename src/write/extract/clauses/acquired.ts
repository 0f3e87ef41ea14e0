/**
 * "we just adopted a rescue cockatiel named Pip", "got a bearded collie, called Mabel", "I've rescued two kittens": an
 * animal taken into the home is had from then on. Said in the past, the acquisition is read as the lasting relation
 * it starts (`has_pet`) in the user's words, not as an event of the day; a child taken in is left to the other readers. An animal is known by the pet words
 * (relations.ts `PETS`), or — after "adopt", "rescue", "foster" or "take in", which are said of animals and children —
 * by being given a name; a thing bought and named ("got a new car called Betsy") is none.
 */
import type { Token } from './nlp.js';
import { phrase, properRun } from './phrases.js';
import { HOUSEHOLD, KIDS, PETS, relationFacts, USER_SUBJECT } from './relations.js';
import { result, type StatementResult } from './result.js';

/** Verbs that take an animal or a child into the home. */
const TAKE_IN = new Set(['adopt', 'rescue', 'foster']);
/** Verbs that may bring a pet home: only with a pet word. */
const GET = new Set(['get', 'buy', 'bring']);
/** Words before the head noun that only describe it. */
const DESCRIBING = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM', 'DET', 'VERB']);

/** The relation an acquisition said in the past starts; null when the clause is none. */
export function acquired(verb: Token, rest: readonly Token[], we: boolean): StatementResult | null {
  const lemma = verb.lemma;
  const w = rest.map((t) => t.lower);
  let i = 0;
  if (lemma === 'take' && w[0] === 'in') i = 1;
  else if (!TAKE_IN.has(lemma) && !GET.has(lemma)) return null;
  if (!['a', 'an', 'two', 'three', 'another', 'our', 'my', 'this'].includes(w[i] ?? '')) return null;
  // The noun phrase up to "called"/"named" or the clause's end.
  let end = i + 1;
  while (end < rest.length && DESCRIBING.has(rest[end]?.pos ?? '') && !/^(?:called|named|who|which|that|from|for|last|yesterday|today)$/.test(w[end] as string))
    end++;
  const head = (w[end - 1] ?? '').replace(/^[^a-z]+/, '');
  if (end - i < 2 || end - i > 5) return null;
  let k = end;
  if (w[k] === ',') k++;
  const calling = ['called', 'named'].includes(w[k] ?? '');
  // "adopted a little girl and named her Ada": a name said further on is left to the readers of the whole sentence.
  if (!calling && rest.slice(k).some((t) => t.pos === 'PROPN' || /^(?:named|called|name|names)$/.test(t.lower))) return null;
  let naming = calling ? properRun(rest, k + 1) : [];
  // "got a puppy called biscuit": a name typed in lower case is the word after "called".
  const next = rest[k + 1];
  if (calling && naming.length === 0 && next && ['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(next.pos)) naming = [next];
  // A name said is never dropped: with one, nothing but the whole name will do.
  if (calling && naming.length === 0) return null;
  const name =
    naming.length > 0
      ? naming
          .map((t) => t.text)
          .join(' ')
          .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
      : null;
  const subject = we ? HOUSEHOLD : USER_SUBJECT;
  // A child taken in is told in the user's own words ("adopted a baby boy last year"): left to the other readers.
  if (KIDS.test(head)) return null;
  const pet = PETS.test(head) || (name !== null && (TAKE_IN.has(lemma) || lemma === 'take'));
  if (!pet) return null;
  const item =
    name ??
    rest
      .slice(i, end)
      .map((t) => t.text)
      .join(' ');
  const [draft] = relationFacts(subject, 'has_pet', [item], { noun: head });
  // The content keeps the user's words ("adopted a greyhound called Pepper"); the triple says what it starts.
  return draft ? result({ drafts: [{ ...draft, content: `${subject.said} ${verb.lower} ${phrase(rest).replace(/[.!?]+$/, '')}.` }] }) : null;
}
