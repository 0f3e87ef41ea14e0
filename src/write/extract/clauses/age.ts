/**
 * The user's age, a single-valued profile field: "I'm 34", "I am 52 years old", "I'm 27, a tester",
 * "I just turned 40", "turned sixty-two in March". Write-safety first: a number followed by any
 * other unit ("I'm 5 minutes late", "I'm 3 weeks in") is not an age, nor is a future ("I'll be 45")
 * or a range ("in my thirties"); those store no age.
 */
import type { Token } from './nlp.js';
import { profileFact, type Draft } from './phrases.js';
import { isTensWord, isUnitWord, numberOfWords } from '../../../core/text/numbers.js';

/** A whole number said in digits or words ("34", "sixty-two", "forty two"), with how many tokens it took; null when none. */
function numberAt(tokens: readonly Token[], at: number, small = false): { value: number; used: number } | null {
  const first = tokens[at]?.lower ?? '';
  if (/^\d{1,3}$/.test(first)) return { value: Number(first), used: 1 };
  if (/^[a-z]+-[a-z]+$/.test(first)) {
    const value = numberOfWords(first);
    return value === null ? null : { value, used: 1 };
  }
  if (isTensWord(first)) {
    const a = tokens[at + 1]?.lower;
    if (a && isUnitWord(a)) return { value: (numberOfWords(first) as number) + (numberOfWords(a) as number), used: 2 };
    // A tens word that ends the clause may be the first half of "sixty-two" cut at the hyphen: not sure.
    if (a === undefined) return null;
    return { value: numberOfWords(first) as number, used: 1 };
  }
  const word = numberOfWords(first);
  return word !== null && (word >= 10 || small) && !/^(a|an|few|couple)$/.test(first) ? { value: word, used: 1 } : null;
}

/** What may follow an age: the clause's end, "years old", a comma or "and" that starts something else, a time word. */
function endsAnAge(tokens: readonly Token[], at: number, afterTurn: boolean): boolean {
  const next = tokens[at]?.lower;
  if (next === undefined || next === '.' || next === '!' || next === ',' || next === 'and' || next === 'but' || next === 'so') return true;
  if ((next === 'years' || next === 'yrs') && ['old', 'of'].includes(tokens[at + 1]?.lower ?? '')) return true;
  if (next === 'y/o' || next === 'yo') return true;
  // "I'm 45 now", "im 30 now lol": the age as of today.
  if (next === 'now' && /^(?:\.|!|,|lol|haha|lmao|and|but|so|ha)?$/.test(tokens[at + 1]?.lower ?? '')) return true;
  // "turned 40 last month", "turned 62 in March", "turned 30 on Sunday": a time after the turning.
  return afterTurn && ['last', 'in', 'on', 'this', 'yesterday', 'today', 'recently'].includes(next);
}

/**
 * The age a clause gives from `at` (just after "I am" / "turned"), as the profile field; null when it is
 * not sure. `small`: a number word under ten is an age too ("my son is seven"), said of a child.
 */
export function ageAt(tokens: readonly Token[], at: number, afterTurn: boolean, small = false): Draft | null {
  const n = numberAt(tokens, at, small);
  if (!n || n.value < 1 || n.value > 120) return null;
  if (!endsAnAge(tokens, at + n.used, afterTurn)) return null;
  const value = String(n.value);
  return profileFact('age', value, `The user is ${value} years old.`, 0.7);
}
