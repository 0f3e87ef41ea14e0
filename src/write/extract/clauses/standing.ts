/**
 * Third parties' standing rules: "my manager wants all status updates in the team channel", "our CTO
 * insists every PR gets two approvals", "the coach has us doing sprints every tuesday", "landlord says no
 * nails in the walls", "our team lead doesnt let anyone deploy on fridays". What someone the user works or
 * lives with requires, allows, forbids or makes everyone do, of everything of a kind, is a procedure the user
 * follows; one errand ("my boss wants me to send the slides", "my wife asked me to pick up dill") stores nothing.
 * The rule is read by its grammar — a party as subject, a verb of wanting or of making/letting someone do, and
 * a complement that covers a kind (a quantifier, a habit, a bare plural, a "no X") — not by a list of rules.
 */
import type { Token } from './nlp.js';
import { personSubject } from './people.js';
import { isFamily } from './kin.js';
import { freeFact, lowerOf, phrase, roleAt } from './phrases.js';
import { result, type StatementResult } from './result.js';

/** Verbs by which someone states what they require. */
const REQUIRES = new Set(['want', 'expect', 'need', 'require', 'insist', 'prefer', 'like', 'demand', 'mandate', 'ban', 'forbid', 'prohibit']);
/** Verbs by which someone makes, has or lets others do something ("has us doing", "makes the kids wear", "doesn't let anyone"). */
const CAUSES = new Set(['make', 'have', 'let', 'allow', 'permit', 'get']);
/** Verbs by which someone lays a rule down in words, when what follows is a rule ("says no nails …", "says we must …"). */
const SAYS = new Set(['say', 'tell', 'rule']);
/** Words of a standing rule, not one errand. */
const STANDING = /\b(all|every|everything|always|never|ever|from now on|any|anyone|anybody|everyone|everybody|nobody|each|whenever|no more|only)\b/;
/** Who a rule makes or lets do something: the user's group, everyone, or people named by a noun ("the kids", "staff"). */
const CAUSED = /^(us|everyone|everybody|anyone|anybody|nobody|people|staff|them)$/;
/** Parties the user deals with whose rules bind them, beyond family and roles ("the client", "our company"). */
const PARTY =
  /^(client|clients|customer|customers|landlord|landlady|company|team|org|organisation|organization|department|school|nursery|university|editor|publisher|agency|council|office|hr|it|legal|finance|management|coach|gym|club)$/;

/** The tokens without an apposition set off by commas right after the party ("The client, Mr Haddad, only wants …"). */
function withoutApposition(tokens: readonly Token[]): Token[] {
  const open = tokens.findIndex((t) => t.text === ',');
  const shut = tokens.findIndex((t, i) => i > open && t.text === ',');
  if (open < 1 || open > 3 || shut < 0 || shut - open > 4) return [...tokens];
  const inner = tokens.slice(open + 1, shut);
  return inner.every((t) => t.pos === 'PROPN' || /^\p{Lu}/u.test(t.text) || ['my', 'our', 'the'].includes(t.lower))
    ? [...tokens.slice(0, open), ...tokens.slice(shut + 1)]
    : [...tokens];
}

/** Whether a "says …" complement is a rule: "no X" (not "no worries"), or someone with "must/have to/can't". */
function ruleSaid(rest: readonly Token[]): boolean {
  const r = lowerOf(rest).filter((x) => x !== 'that');
  if (r[0] === 'no' && rest[1]?.pos === 'NOUN' && !/^(worries|problem|problems|way|idea|thanks|rush|doubt|biggie|chance)$/.test(r[1] ?? '')) return true;
  const who = r[0] ?? '';
  return (
    /^(we|everyone|everybody|nobody|no one|tenants|staff|anyone|all)$/.test(who) &&
    /^(must|have|has|need|needs|can|cannot|ca|are|is|should)$/.test(r[1] ?? '') &&
    /\b(must|have to|has to|need to|needs to|can not|cannot|n't|not allowed|should)\b/.test(r.slice(1, 4).join(' '))
  );
}

/** A third party's standing rule as a procedure, an errand as nothing; null when the clause is not one. */
export function standingRule(tokens: readonly Token[]): StatementResult | null {
  // "Client (Verity at Halloway Books) only wants …": what is said in brackets does not change who wants it.
  const open = tokens.findIndex((t) => t.text === '(');
  const shut = tokens.findIndex((t, i) => i > open && t.text === ')');
  if (open > 0 && shut > open) return ruleOf([...tokens.slice(0, open), ...tokens.slice(shut + 1)], tokens);
  return ruleOf(withoutApposition(tokens), tokens);
}

function ruleOf(tokens: readonly Token[], said: readonly Token[]): StatementResult | null {
  const w = lowerOf(tokens);
  // "my editor", "the clinic", or a bare noun opening the sentence ("Client only wants …", "Management wants …").
  const from = ['my', 'our', 'the'].includes(w[0] ?? '') ? 1 : ['NOUN', 'PROPN'].includes(tokens[0]?.pos ?? '') ? 0 : -1;
  if (from < 0) return null;
  const v = tokens.findIndex(
    (t, i) =>
      i > from && i <= 6 && (REQUIRES.has(t.lemma) || CAUSES.has(t.lemma) || SAYS.has(t.lemma)) && (t.pos === 'VERB' || t.pos === 'AUX' || /s$/.test(t.lower)),
  );
  if (v < 0) return null;
  const skip = ['always', 'usually', 'really', 'also', 'just', 'only', 'does', 'do', 'did', "n't", 'not', 'never', 'still'];
  const who = tokens.slice(from, v).filter((t) => !skip.includes(t.lower));
  const head = who[who.length - 1]?.lower ?? '';
  // Any party by its noun ("the nursery", "the gym", "our accountant"), a person by relation, or a role.
  // After "my" a noun may be a thing of the user's ("my car needs all new tyres"): only people and parties count there.
  const noun = w[0] !== 'my' && who.length <= 3 && ['NOUN', 'PROPN'].includes(who[who.length - 1]?.pos ?? '');
  const party = personSubject(who) !== null || PARTY.test(head) || (roleAt(who, 0)?.end ?? -1) === who.length || noun;
  if (!party || who.length === 0) return null;
  const verb = tokens[v] as Token;
  const rest = tokens.slice(v + 1);
  const r = lowerOf(rest);
  const all = w.join(' ');
  const habit = STANDING.test(all) || rest.some((t, i) => r[i - 1] === 'on' && t.pos === 'NOUN' && /[^s]s$/.test(t.lower));
  if (CAUSES.has(verb.lemma)) {
    // "has us doing sprints", "makes the kids wear blazers", "doesn't let anyone deploy": someone made to do, then the doing.
    // "doesn't allow smoking anywhere", "won't permit dogs": a kind of doing or thing let or not, with no one named.
    const negated = verb.negated || tokens.some((t) => t.negated);
    if (/^(allow|permit)$/.test(verb.lemma) && negated && ['VERB', 'NOUN'].includes(rest[0]?.pos ?? '') && !CAUSED.test(r[0] ?? '') && r[0] !== 'me')
      return result({ drafts: [freeFact(phrase(said), 'procedure', 0.7)] });
    const object = CAUSED.test(r[0] ?? '') ? 1 : r[0] === 'the' && rest[1]?.pos === 'NOUN' ? 2 : 0;
    const doing = rest[object];
    if (object === 0 || !doing || !['VERB', 'NOUN'].includes(doing.pos)) return null;
    return habit || verb.negated || tokens.some((t) => t.negated) ? result({ drafts: [freeFact(phrase(said), 'procedure', 0.7)] }) : null;
  }
  if (SAYS.has(verb.lemma))
    return ruleSaid(rest.filter((t) => t.lower !== 'me' && t.lower !== 'us')) ? result({ drafts: [freeFact(phrase(said), 'procedure', 0.7)] }) : null;
  // "my boss wants me to send the slides before 5": an errand for the user, nothing to keep — unless it is a habit.
  const habitual = /\b(always|never|every|each|whenever|from now on|everything)\b/.test(r.join(' '));
  if (['me', 'us', 'you'].includes(r[0] ?? '') && r[1] === 'to' && !habitual) return result({ about: 'other', smalltalk: true });
  // A rule covers a kind of thing: a word of every/always, or a bare plural ("drafts sent as .docx").
  // "my sister wants kids", "my wife wants new curtains": a relative's wish for a thing is no rule — their rule says how ("… in PDF").
  const person = personSubject(who);
  const wish = person !== null && isFamily(person.key);
  if (
    !habit &&
    !bare(
      rest.filter((t) => t.lower !== 'that' && t.lower !== 'on'),
      wish,
    )
  )
    return null;
  return result({ drafts: [freeFact(phrase(said), 'procedure', 0.7)] });
}

/**
 * Whether a rule's complement covers a kind: a bare plural noun phrase ("drafts sent as .docx", "patient notes
 * anonymised", "24-hour time" is not), or a clause whose subject is a group ("the kids bring their own bottles",
 * "all staff wear badges") with its verb in the present. `said`: the plural must be followed by how it is wanted.
 */
function bare(rest: readonly Token[], said: boolean): boolean {
  let k = 0;
  while (k < 3 && ['ADJ', 'NOUN'].includes(rest[k]?.pos ?? '') && ['ADJ', 'NOUN'].includes(rest[k + 1]?.pos ?? '')) k++;
  const head = rest[k];
  const plural = (t: Token | undefined): boolean => t !== undefined && t.pos === 'NOUN' && /s$/.test(t.lower) && t.lower !== t.lemma;
  if (plural(head) && (!said || rest.length > k + 1)) return true;
  // "the kids bring …", "all visitors sign in": a group, then its verb in the present.
  const group = ['the', 'all', 'our'].includes(rest[0]?.lower ?? '') && plural(rest[1]);
  const verb = rest[2];
  return group && verb !== undefined && verb.pos === 'VERB' && verb.lower === verb.lemma;
}
