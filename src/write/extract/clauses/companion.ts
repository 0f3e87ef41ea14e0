/**
 * Someone the user shares a lasting activity with is someone of the user's circle, whatever the verb: "me n Tavita
 * carpool to the depot", "Rohan and I share an allotment", "I go bouldering with Tomasz every thursday", "Anouk sits
 * next to me at work", "Tomasz and Wren are on my shift". The clause's own reading stays (what they do together); the
 * person is tied to the user by a relation triple — `works_with` when the clause speaks of work, `friend` otherwise.
 *
 * Read by the clause's shape, never by its verb: a joint subject ("me and X", "X and I", said again by restructure.ts as
 * "I … with X"), a companion after "with" in a habitual statement of the user's when the verb is one done with
 * people (companionship.ts: "I code with Python every day" names a tool), or named people whose clause points back at the user ("… me", "… my shift")
 * beside a word of work. Nothing is read from a negated or asked clause, a one-off event (a past episode), a name
 * that may be no person's (an organisation's shape, a word of the lexicon), or when the clause already ties the name.
 */
import type { ClauseReading } from './classify.js';
import type { Clause } from './split.js';
import { inLexicon, type Token } from './nlp.js';
import { freeFact, phrase, properRun, type Draft } from './phrases.js';
import { leadingNames } from './named.js';
import { JOINT_WITH } from './restructure.js';
import { relationDraft } from './relations.js';
import { personCued } from './companionship.js';

/** Words of work: beside them, a companion is a colleague. */
const WORK =
  /^(?:work|works|working|job|shift|shifts|rota|office|depot|desk|team|site|ward|clinic|lab|warehouse|factory|studio|shop|store|kitchen|project|client|clients|colleagues?|coworkers?|meetings?|standup|on-call|oncall|patrol|route|round|crew|squad|unit|department)$/;
/** Words that make a statement habitual: a lasting tie, not one meeting. */
const HABIT =
  /^(?:every|each|most|always|usually|often|regularly|weekly|daily|together|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|mornings|evenings|nights)$/;
/** Discourse words that may open a clause before its subject. */
const OPENER = /^(?:oh|so|and|also|well|yeah|yep|ok|okay|btw|plus|but|now|lol|honestly|basically|,)$/;

/** A person's name: a capitalised run of one or two words that the lexicon does not hold as a common word. */
function personName(run: readonly Token[]): string | null {
  if (run.length === 0 || run.length > 2) return null;
  // "Monzo Bank", "Leeds United", "St Mary's": an organisation or place shape is no companion.
  if (run.some((t) => t.text === "'s" || /^(?:bank|ltd|inc|club|united|city|group|labs?|hospital|school|university|college|council)$/i.test(t.text)))
    return null;
  const first = run[0] as Token;
  // "Python", "Apple", "Rose": a word of the lexicon may be a thing; not sure → no companion.
  if (inLexicon(first.lower)) return null;
  return phrase(run);
}

/** A companion after "with" in a clause the user is the subject of, said as a habit: "I climb with Tomasz on thursdays". */
function companionWith(tokens: readonly Token[], habit: boolean): string[] {
  // The "with" of a joint subject said again (restructure.ts) names a companion without a habit said.
  const at = tokens.findIndex((t) => t.lower === 'with' && (habit || t.lemma === JOINT_WITH));
  if (at < 0) return [];
  const run = properRun(tokens, at + 1);
  const name = personName(run);
  if (!name) return [];
  // A habitual "with" names a person only when something says it is one (companionship.ts): "I code with Python
  // every day" is a tool.
  const joint = tokens[at]?.lemma === JOINT_WITH;
  return joint || personCued(tokens, at) ? [name] : [];
}

/** Named people at the start whose clause points back at the user ("… next to me", "… on my shift"). */
function namedTowardUser(tokens: readonly Token[]): string[] {
  const lead = leadingNames(tokens);
  if (!lead) return [];
  const rest = tokens.slice(lead.end).map((t) => t.lower);
  if (!rest.some((x) => x === 'me' || x === 'my' || x === 'us')) return [];
  const names = lead.names.map((n) =>
    personName(
      properRun(
        tokens,
        tokens.findIndex((t) => t.text === n.split(' ')[0]),
      ),
    ),
  );
  return names.every((n) => n !== null) ? (names as string[]) : [];
}

/** A verb in the past ("went", "lived", "broke"): a form that is neither its lemma, its "-s" nor its "-ing". */
const pastVerb = (t: Token): boolean => /^(?:was|were|used)$/.test(t.lower) || (t.pos === 'VERB' && t.lower !== t.lemma && !/(?:s|ing)$/.test(t.lower));

/** The reading with the user's companions tied to the user; the reading itself when the clause has none. */
export function withCompanions(read: ClauseReading, clause: Clause): ClauseReading {
  const tokens = clause.tokens;
  if (clause.asked || tokens.some((t) => t.negated) || read.classes.some((c) => c === 'question' || c === 'forget' || c === 'correction')) return read;
  const words = tokens.map((t) => t.lower);
  const work = words.some((x) => WORK.test(x));
  const habit = words.some((x) => HABIT.test(x));
  const userLed = /^(?:i|i'm|im|i've|ive)$/.test(words.find((x) => !OPENER.test(x)) ?? '');
  const names = userLed ? companionWith(tokens, habit) : work ? namedTowardUser(tokens) : [];
  if (names.length === 0) return read;
  // A past one ("I had lunch with Maria", "Lisa and I broke up") or a clause already tying the name ("I work with Dana") says no more.
  if (read.drafts.some((d) => d.kind === 'episode') || tokens.some(pastVerb)) return read;
  const tied = (n: string) => read.drafts.some((d) => d.triple && d.triple.object.toLowerCase().includes(n.toLowerCase()));
  const fresh = names.filter((n) => !tied(n));
  if (fresh.length === 0) return read;
  const predicate = work ? 'works_with' : 'friend';
  const drafts = [...read.drafts];
  const extra: Draft[] = [];
  for (const n of fresh) {
    const plain = drafts.findIndex((d) => d.kind === 'fact' && d.triple === null && !d.profile && d.content.includes(n));
    const triple = { subject: 'user', predicate, object: n };
    if (plain >= 0) drafts[plain] = { ...(drafts[plain] as Draft), triple };
    // The clause's words once (for the first name no plain fact holds), then the tie alone for the others.
    else if (extra.length === 0) extra.push({ ...freeFact(clause.said), triple });
    else extra.push(relationDraft(predicate, n, predicate === 'works_with' ? `The user works with ${n}.` : `The user spends time with ${n}.`));
  }
  return {
    ...read,
    classes: read.classes.includes('self') ? read.classes : [...read.classes.filter((c) => c !== 'other' && c !== 'smalltalk'), 'self'],
    drafts: [...drafts, ...extra],
  };
}
