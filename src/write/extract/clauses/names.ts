/**
 * What the user is called. "Call me Ollie" and "you can call me Doc" ask to be called so (the
 * name); "everyone calls me Bea", "my friends call me Jojo", "the kids at school call me Miss P" say
 * what others call them (a nickname); "nobody calls me Margaret" says what they are not called.
 * "my team calls me the spreadsheet wizard" is a description, not a name: nothing is set.
 */
import type { Token } from './nlp.js';
import { mayBeName } from './people.js';
import { fieldFact, lowerOf, phrase, profileFact, properRun, type Draft } from './phrases.js';

/** Words before "call me" that do not make someone else the subject ("please", "you can", "just"). */
const NOT_SUBJECT = new Set([
  'please',
  'just',
  'you',
  'can',
  'could',
  'may',
  'might',
  'should',
  'also',
  'so',
  'and',
  'but',
  'actually',
  'now',
  'then',
  'pls',
  'plz',
  'do',
  'feel',
  'free',
  'to',
  'ok',
  'okay',
  'oh',
]);

/** A nickname as the profile field that holds it. */
export function nicknameFact(value: string): Draft {
  return profileFact('nickname', value, `The user's nickname is ${value}.`, 0.85);
}

/** The name or nickname a "… call(s) me X" clause gives, or null (none, a description, or "nobody calls me X"). */
export function calledName(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens);
  const at = w.findIndex((x, i) => (x === 'call' || x === 'calls') && w[i + 1] === 'me');
  if (at < 0) return null;
  const before = w.slice(0, at).filter((x) => !NOT_SUBJECT.has(x));
  if (before.some((x) => ['nobody', 'no', 'never', 'not', "n't", 'noone', 'none'].includes(x))) return null;
  let run = properRun(tokens, at + 2);
  // Someone who writes in lower case writes the name so too ("everyone calls me sam").
  const lower = tokens.every((t) => t.text === t.lower);
  const next = tokens[at + 2];
  if (run.length === 0 && lower && next && next.pos !== 'DET' && next.pos !== 'PRON' && tokens.length === at + 3 && mayBeName(next)) run = [next];
  if (run.length === 0 || run.length > 3) return null;
  const value = lower ? phrase(run).replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : phrase(run);
  return before.length > 0 ? nicknameFact(value) : fieldFact('name', value);
}
