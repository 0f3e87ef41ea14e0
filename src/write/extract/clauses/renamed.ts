/**
 * "changed my name to Wren", "legally changed my surname to Okafor after the wedding": a change of the user's own
 * name. A first or whole name is the name field (the old one is superseded); a surname alone is kept as a fact of its
 * own, since it is only part of the name the profile holds.
 */
import type { Token } from './nlp.js';
import { fieldFact, freeFact, phrase, properRun } from './phrases.js';
import { result, type StatementResult } from './result.js';

/** Which part of a name "my <part> name" names. */
const PART = /^(?:name|first name|forename|given name|surname|last name|family name|middle name)$/;
/** What may follow a lower-case name: nothing, or a time or reason said with the change. */
const AFTER = /^(?:$|last|this|in|after|when|at|by|on|back|recently|officially|legally|,|\.|!|and|but|so)/;

/** The name a "changed my name to X" gives the user; null when the clause says no such change. */
export function renamedTo(rest: readonly Token[]): StatementResult | null {
  const w = rest.map((t) => t.lower);
  if (w[0] !== 'my') return null;
  const to = w.indexOf('to');
  const part = w.slice(1, to).join(' ');
  if (to < 2 || !PART.test(part)) return null;
  let run = properRun(rest, to + 1);
  // "changed my name to wren last year": typed in lower case, one word before the time.
  const one = rest[to + 1];
  if (run.length === 0 && one && ['NOUN', 'PROPN', 'ADJ'].includes(one.pos) && AFTER.test(w[to + 2] ?? '')) run = [one];
  if (run.length === 0 || run.length > 3) return null;
  const name = phrase(run).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  if (/^(?:surname|last name|family name|middle name)$/.test(part))
    return result({ drafts: [freeFact(`my ${part} is ${name}`, 'fact', 0.85)], change: 'changed' });
  return result({ drafts: [fieldFact('name', name)], change: 'changed' });
}
