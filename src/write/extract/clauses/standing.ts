/**
 * Third parties' standing rules: "my manager wants all status updates in the team channel", "our CTO
 * insists every PR gets two approvals", "the client always wants invoices in euros". What someone the
 * user works or lives with requires of everything of a kind is a procedure the user follows; one errand
 * ("my boss wants me to send the slides", "my wife asked me to pick up dill") stores nothing.
 */
import type { Token } from './nlp.js';
import { personSubject } from './people.js';
import { freeFact, lowerOf, phrase, roleAt } from './phrases.js';
import { result, type StatementResult } from './result.js';

/** Verbs by which someone states what they require. */
const REQUIRES = new Set(['want', 'expect', 'need', 'require', 'insist', 'prefer', 'like', 'demand', 'mandate']);
/** Words of a standing rule, not one errand. */
const STANDING = /\b(all|every|everything|always|never|from now on|any|each|whenever|no more|only)\b/;
/** Parties the user deals with whose rules bind them, beyond family and roles ("the client", "our company"). */
const PARTY =
  /^(client|clients|customer|customers|landlord|company|team|org|organisation|organization|department|school|university|editor|publisher|agency|council|office|hr|it|legal|finance)$/;

/** A third party's standing rule as a procedure, an errand as nothing; null when the clause is not one. */
export function standingRule(tokens: readonly Token[]): StatementResult | null {
  // "Client (Verity at Halloway Books) only wants …": what is said in brackets does not change who wants it.
  const open = tokens.findIndex((t) => t.text === '(');
  const shut = tokens.findIndex((t, i) => i > open && t.text === ')');
  if (open > 0 && shut > open) return standingRule([...tokens.slice(0, open), ...tokens.slice(shut + 1)]);
  const w = lowerOf(tokens);
  // "my editor", "the clinic", or a bare noun opening the sentence ("Client only wants …", "Management wants …").
  const from = ['my', 'our', 'the'].includes(w[0] ?? '') ? 1 : ['NOUN', 'PROPN'].includes(tokens[0]?.pos ?? '') ? 0 : -1;
  if (from < 0) return null;
  const v = tokens.findIndex((t, i) => i > from && i <= 5 && REQUIRES.has(t.lemma) && (t.pos === 'VERB' || /s$/.test(t.lower)));
  if (v < 0) return null;
  const who = tokens.slice(from, v).filter((t) => !['always', 'usually', 'really', 'also', 'just', 'only'].includes(t.lower));
  const head = who[who.length - 1]?.lower ?? '';
  // Any party by its noun ("the nursery", "the gym", "our accountant"), a person by relation, or a role.
  // After "my" a noun may be a thing of the user's ("my car needs all new tyres"): only people and parties count there.
  const noun = w[0] !== 'my' && who.length <= 3 && ['NOUN', 'PROPN'].includes(who[who.length - 1]?.pos ?? '');
  const party = personSubject(who) !== null || PARTY.test(head) || (roleAt(who, 0)?.end ?? -1) === who.length || noun;
  if (!party || who.length === 0) return null;
  const rest = tokens.slice(v + 1);
  const r = lowerOf(rest);
  // "my boss wants me to send the slides before 5": an errand for the user, nothing to keep.
  if (['me', 'us', 'you'].includes(r[0] ?? '') && r[1] === 'to') return result({ about: 'other', smalltalk: true });
  // A rule covers a kind of thing: a word of every/always, or a bare plural ("drafts sent as .docx").
  const bare = rest[0]?.pos === 'NOUN' && /s$/.test(rest[0].lower) && rest[0].lower !== rest[0].lemma;
  if (!STANDING.test(w.join(' ')) && !bare) return null;
  return result({ drafts: [freeFact(phrase(tokens), 'procedure', 0.7)] });
}
