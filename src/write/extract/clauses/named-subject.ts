/**
 * A clause whose subject is a person named by their name alone ("Kemi moved to Lagos last year", "Tomasz
 * has a tortoise", "Ines speaks Basque"): read as the user's own clause would be, and what that finds is a
 * fact about them (subject.ts) — never a field of the user's.
 */
import type { Token } from './nlp.js';
import { leadingNames, readNamed } from './named.js';
import { mayBeName } from './people.js';
import type { Draft } from './phrases.js';
import { readAsPerson, type Reader } from './subject.js';
import { readPossessive } from './possessive.js';
import { bareRelation } from './whose.js';

/** Relations a person named only by their name may be said to hold (what a place or a firm could hold too is left out). */
const PERSONAL =
  /^(location|hometown|nationality|employer|role|diet|age|birthday|allergic_to|speaks|studies|has_pet|takes_medication|plays|likes|dislikes|lived_in|worked_at|worked_as|drinks|smokes|eats|child|partner)$/;

/** The facts about the one person a clause opens with, or null when it opens with no one's name. */
export function readNamedSubject(tokens: readonly Token[], reread: Reader): Draft[] | null {
  const lead = leadingNames(tokens);
  if (!lead || lead.names.length !== 1 || lead.end > 2) return null;
  const name = tokens.slice(0, lead.end);
  if (!name.every((t) => t.pos === 'PROPN' && mayBeName(t))) return null;
  // "Kemi just moved": adverbs between the name and the verb are skipped.
  let k = lead.end + postmodifier(tokens.slice(lead.end));
  while (tokens[k]?.pos === 'ADV') k++;
  const drafts = readAsPerson(lead.names[0] as string, tokens, tokens.slice(k), reread).filter((d) => PERSONAL.test(d.triple?.predicate ?? ''));
  return drafts.length > 0 ? drafts : null;
}

/** What a clause opening with a name says: the relations named.ts reads, else the person's facts read as the user's would be. */
export function readNamedPerson(tokens: readonly Token[], reread: Reader): Draft[] | null {
  // "mum's got Parkinson's", "hubby works nights": a bare relation is the user's own (whose.ts).
  const bare = bareRelation(tokens);
  const theirs = bare ? readPossessive(bare, reread).drafts : [];
  if (theirs.length > 0) return [...theirs];
  return readNamed(tokens) ?? readNamedSubject(tokens, reread);
}

/**
 * How many words after a name only say which person it is ("Kofi from accounts", "Dana in HR", "Leo on my
 * team", "Mia at the gym"): a preposition and up to three words before the verb. 0 when none.
 */
function postmodifier(rest: readonly Token[]): number {
  if (!/^(?:from|in|at|on|of|with)$/i.test(rest[0]?.text ?? '') || rest[0]?.pos !== 'ADP') return 0;
  for (let k = 1; k <= 4 && k < rest.length; k++) {
    const t = rest[k] as Token;
    if (t.pos === 'VERB' || t.pos === 'AUX') return k > 1 ? k : 0;
    if (t.pos === 'PUNCT' || t.pos === 'ADP' || t.pos === 'SCONJ' || t.pos === 'CCONJ') return 0;
  }
  return 0;
}
