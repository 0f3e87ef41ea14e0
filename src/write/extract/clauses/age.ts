/**
 * The user's age, a single-valued profile field: "I'm 34", "I am 52 years old", "I'm 27, a tester",
 * "I just turned 40", "turned sixty-two in March". Write-safety first: a number followed by any
 * other unit ("I'm 5 minutes late", "I'm 3 weeks in") is not an age, nor is a future ("I'll be 45")
 * or a range ("in my thirties"); those store no age.
 */
import type { Token } from './nlp.js';
import { profileFact, type Draft } from './phrases.js';

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** A whole number said in digits or words ("34", "sixty-two", "forty two"), with how many tokens it took; null when none. */
function numberAt(tokens: readonly Token[], at: number): { value: number; used: number } | null {
  const first = tokens[at]?.lower ?? '';
  if (/^\d{1,3}$/.test(first)) return { value: Number(first), used: 1 };
  const hyphen = /^([a-z]+)-([a-z]+)$/.exec(first);
  if (hyphen && TENS[hyphen[1] as string] !== undefined && UNITS[hyphen[2] as string] !== undefined)
    return { value: (TENS[hyphen[1] as string] as number) + (UNITS[hyphen[2] as string] as number), used: 1 };
  // The tokeniser may split "sixty-two" into three tokens.
  if (TENS[first] !== undefined) {
    const a = tokens[at + 1]?.lower;
    const b = tokens[at + 2]?.lower;
    if (a === '-' && b && UNITS[b] !== undefined) return { value: (TENS[first] as number) + (UNITS[b] as number), used: 3 };
    if (a && UNITS[a] !== undefined) return { value: (TENS[first] as number) + (UNITS[a] as number), used: 2 };
    // A tens word that ends the clause may be the first half of "sixty-two" cut at the hyphen: not sure.
    if (a === undefined) return null;
    return { value: TENS[first] as number, used: 1 };
  }
  if (TEENS[first] !== undefined) return { value: TEENS[first] as number, used: 1 };
  return null;
}

/** What may follow an age: the clause's end, "years old", a comma or "and" that starts something else, a time word. */
function endsAnAge(tokens: readonly Token[], at: number, afterTurn: boolean): boolean {
  const next = tokens[at]?.lower;
  if (next === undefined || next === '.' || next === '!' || next === ',' || next === 'and' || next === 'but' || next === 'so') return true;
  if ((next === 'years' || next === 'yrs') && ['old', 'of'].includes(tokens[at + 1]?.lower ?? '')) return true;
  if (next === 'y/o' || next === 'yo') return true;
  // "turned 40 last month", "turned 62 in March", "turned 30 on Sunday": a time after the turning.
  return afterTurn && ['last', 'in', 'on', 'this', 'yesterday', 'today', 'recently'].includes(next);
}

/** The age a clause gives from `at` (just after "I am" / "turned"), as the profile field; null when it is not sure. */
export function ageAt(tokens: readonly Token[], at: number, afterTurn: boolean): Draft | null {
  const n = numberAt(tokens, at);
  if (!n || n.value < 1 || n.value > 120) return null;
  if (!endsAnAge(tokens, at + n.used, afterTurn)) return null;
  const value = String(n.value);
  return profileFact('age', value, `The user is ${value} years old.`, 0.7);
}
