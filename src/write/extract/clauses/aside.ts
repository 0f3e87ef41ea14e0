/**
 * A parenthesis said right after what a clause's reading kept: "I'm a court interpreter (Somali/English)", "I take
 * sertraline (50mg)". The readers read the clause without it, so what it adds was lost; it is the value's own
 * detail, and is kept in the memory's words beside that value (never in a profile field's value). An aside that
 * hedges, laughs, answers ("(yes, with the hyphen)") or speaks with a pronoun or a verb of its own ("(I think)", "(lol)", "(don't ask)") is no detail.
 */
import type { ClauseReading } from './classify.js';
import type { Token } from './nlp.js';
import type { Clause } from './split.js';

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
