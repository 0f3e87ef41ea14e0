/**
 * A parenthesis said right after what a clause's reading kept: "I'm a court interpreter (Somali/English)", "I take
 * sertraline (50mg)". The readers read the clause without it, so what it adds was lost; it is the value's own
 * detail, and is kept in the memory's words beside that value (never in a profile field's value). An aside that
 * hedges, laughs, answers ("(yes, with the hyphen)") or speaks with a pronoun or a verb of its own ("(I think)", "(lol)", "(don't ask)") is no detail.
 */
import type { ClauseReading } from './classify.js';
import type { Token } from './nlp.js';
import type { Clause } from './split.js';
import { freeFact, type Draft } from './phrases.js';

type Read = { readonly clause: Clause; readonly reading: ClauseReading };

/** Words of an aside that says how sure or how serious the user is, not what the value is. */
const NO_DETAIL =
  /^(?:lol|lmao|haha|hehe|jk|kidding|ish|maybe|probably|possibly|approx|roughly|sort|kind|kinda|sorta|apparently|allegedly|hopefully|sadly|finally|yet|still|again|sigh|ugh|oops|fingers|crossed)$/;

/** The aside's tokens when it is a detail: at most five words, a noun or a name or a number among them. */
function detail(inner: readonly Token[]): string | null {
  if (inner.length === 0 || inner.length > 5) return null;
  if (inner.some((t) => ['VERB', 'AUX', 'PRON', 'SCONJ', 'INTJ'].includes(t.pos) || NO_DETAIL.test(t.lower))) return null;
  if (!inner.some((t) => ['NOUN', 'PROPN', 'NUM'].includes(t.pos))) return null;
  return inner
    .map((t) => t.text)
    .join(' ')
    .replace(/\s*([/,&+-])\s*/g, (_m, p: string) => (p === ',' ? ', ' : p));
}

/** Keeps each clause's parenthetical detail in the words of the memory that holds the value it follows. */
export function asidesKept(clauses: readonly Read[]): void {
  for (const { clause, reading } of clauses) {
    const tokens = clause.tokens;
    const open = tokens.findIndex((t) => t.text === '(');
    const shut = tokens.findIndex((t, k) => k > open && t.text === ')');
    if (open < 1 || shut < 0) continue;
    const aside = detail(tokens.slice(open + 1, shut));
    const before = tokens[open - 1]?.lower ?? '';
    if (aside === null || !/^[\p{L}\d]/u.test(before)) continue;
    const ends = new RegExp(String.raw`\b${before.replace(/[^\p{L}\d]/gu, '')}\.?$`, 'iu');
    for (const [n, d] of reading.drafts.entries()) {
      const words = d.content.replace(/\.$/, '');
      if (!ends.test(words) || d.content.toLowerCase().includes(aside.toLowerCase())) continue;
      reading.drafts[n] = { ...d, content: `${words} (${aside}).` };
    }
  }
}

/** An aside of doubt: "(I think?)", "(not sure)", "(maybe)", "(?)", "(iirc)". */
const DOUBT_ASIDE =
  /\s*\(\s*(i think|i believe|i guess|i reckon|i suppose|not (?:100% |entirely |totally )?sure|i'm not sure|im not sure|maybe|probably|possibly|iirc|if i remember (?:right|rightly|correctly)|unconfirmed|)\s*\?*\s*\)/giu;

/**
 * "I'm allergic to latex (I think?)", "my blood type is O+ (not sure)": a doubt said in parentheses is the hedge tag
 * said after a comma (", I think"), which the hedge readers take (neighbours.ts `hedgedAfter`, tentative.ts). A bare
 * "(?)" doubts too.
 */
export function doubtAsTag(text: string): string {
  return text.replace(DOUBT_ASIDE, ', I think');
}

/** Words of degree: the value holds in part, not as a field's value does ("mostly", "sort of", "most of the time"). */
const DEGREE = String.raw`(?:mostly|mainly|largely|partly|partially|semi|kinda|sorta|kind of|sort of|more or less|pretty much|basically|almost|nearly|most of the time|half the time|on and off|in theory|loosely)`;
const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value is said in degree: a word of degree right before it, "-ish" on it, or an aside that is only a degree right
 * after it ("vegetarian, mostly"; not "4Ocean Robotics, mostly on the sonar side", where the degree is of what follows).
 */
function inDegree(said: string, value: string): boolean {
  const v = escaped(value);
  return new RegExp(
    String.raw`\b${DEGREE}\s+(?:(?:a|an|the|on|in|at)\s+)?${v}\b|\b${v}-?ish\b|\b${v}\s*(?:,|\(|\s-+\s)\s*(?:well\s*,?\s*|i mean\s*,?\s*)?${DEGREE}\s*(?:\)|[.!]*$)`,
    'iu',
  ).test(said);
}

/**
 * "I'm mostly pescatarian", "I'm pescatarian (well, most of the time)", "vegetarian-ish": a value said in degree is not
 * the field's value. No field is set; the clause is kept in the user's words, the degree with it.
 */
export function qualifiedAfter(clauses: readonly Read[]): void {
  for (const [n, { clause, reading }] of clauses.entries()) {
    const next = clauses[n + 1];
    // The aside may stand as a clause of its own right after ("I am pescatarian" / "( well , most of the time )").
    const aside = next && next.clause.sentence === clause.sentence && /^\(/.test(next.clause.said.trim()) ? ` ${next.clause.said}` : '';
    const said = `${clause.said}${aside}`;
    const field = (d: Draft): boolean => d.profile !== null && !d.profile.key.startsWith('preference.');
    if (!reading.drafts.some((d) => field(d) && inDegree(said, d.profile?.value ?? ''))) continue;
    const words = said
      .replace(/\s*\(\s*/g, ' (')
      .replace(/\s*\)/g, ')')
      .replace(/\s+([,.!?])/g, '$1');
    reading.drafts.splice(0, reading.drafts.length, ...reading.drafts.filter((d) => !field(d)), freeFact(words, 'fact', 0.6));
    if (aside && next) next.reading.drafts.splice(0, next.reading.drafts.length);
  }
}
