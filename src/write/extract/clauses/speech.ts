/**
 * The speech act of a clause: whether it asserts something the user holds true now. One decision, made once per clause
 * from its grammar, that every reading respects — the clause readings (through mood.ts) and the readings that run on the
 * whole turn (names, apposition, promotions, contrasts, field corrections: index.ts keeps none of their values that only
 * a clause that asserts nothing said).
 *
 * A clause asserts nothing when it is:
 * - a condition: it opens with a conditional subordinator ("if", "unless", "in case", "assuming", "what if" …);
 * - a time to come: it opens with a temporal subordinator ("when", "once", "after", "as soon as", "by the time" …)
 *   and says what will, would, might or is wanted to happen then ("once i finish my degree i'll …", "when i'm older i
 *   want to …"): a plan under a condition, not a state;
 * - an indirect question: "whether", or an "if" that is the complement of a verb or of a word of knowing ("wondering
 *   if", "not sure if", "need to know if", "idk if"), or a question word after a word of not knowing ("any idea where",
 *   "no clue what", "idk what"): the user asks, whatever ends the sentence;
 * - hearsay about the user: someone else is the subject, and what they say, think or believe has the user as its own
 *   subject ("my mate swears im …", "my sister is convinced i'm …", "my colleagues assume i'm …") — any verb, read by
 *   the shape subject + verb + ("that") + "I". Authorities (clinicians, HR: reported.ts) are the user's word;
 * - a wish for a state to come: "I'd love to be a chef someday", "would like to live by the sea one day".
 *
 * A clause a reader already keeps as a doubt ("may be allergic … (a suspicion, not confirmed)") keeps it: the doubt is
 * what it says.
 */
import { courtesyAt } from './courtesy.js';
import type { Clause } from './split.js';
import type { Token } from './nlp.js';
import { lowerOf, type Draft } from './phrases.js';
import { authoritative } from './reported.js';
import { standardAt } from './compared.js';

/** Conditional subordinators that open a clause (a closed class of English). */
const CONDITION =
  /^(?:if|unless|in case|provided|providing|as long as|so long as|assuming|supposing|what if|even if|only if|in the event|on condition|should i|were i|had i)\b/;
/** Temporal subordinators that open a clause: its main clause happens at a time to come when told in the future. */
const TEMPORAL = /^(?:when|once|after|before|as soon as|by the time|until|till|the day|the moment|the minute|if ever|whenever i (?:finally|eventually))\b/;
/** A time to come or a wish in the main clause (modal, future, desire). */
const TO_COME =
  /\b(?:will|'ll|ll|wo n't|won't|wont|would|'d|might|may|could|gonna|going to|want to|wanna|wants to|plan to|planning to|hope to|hoping to|intend to|expect to|should)\b/;
/** Past tense in the subordinate: "when i was a kid i would …" tells a habit of the past, not a plan. */
const PAST = /\b(?:was|were|did|had|used to)\b/;
/** Words of not knowing or asking that a question word follows ("any idea where", "no clue what", "idk why"). */
const UNKNOWN = new Set(['idea', 'clue', 'idk', 'dunno', 'wonder', 'wondering', 'wondered', 'curious', 'know', 'knows', 'sure', 'unsure', 'ask', 'asking']);
const WH = new Set(['what', 'where', 'when', 'why', 'how', 'who', 'which', 'whats', "what's"]);
/** Adjectives whose complement an "if" opens ("not sure if", "unsure if", "curious if"). */
const DOUBTING = new Set(['sure', 'unsure', 'certain', 'curious', 'clear', 'idk', 'dunno', 'wonder', 'wondering']);
/** The user as the subject of a reported clause. */
const USER_SUBJECT = /^(?:i|im|i'm|ive|i've|i'd|id|i'll)$/;
/** Words that open a subordinate clause: an "I" after one of them is no complement of a verb of saying. */
const SUBORDINATE = new Set([
  'when',
  'if',
  'because',
  'cause',
  'cos',
  'coz',
  'where',
  'since',
  'while',
  'as',
  'so',
  'and',
  'but',
  'or',
  'before',
  'after',
  'until',
  'till',
  'than',
  'unless',
  'though',
  'although',
  'whenever',
  'once',
  'like',
  'whether',
  'what',
  'how',
  'who',
  'which',
]);
/** Verbs of desire under "would" ("I'd love to", "would like to"). */
const DESIRE = /^(?:love|like|prefer|want|enjoy|adore|fancy)$/;
/** An indefinite time to come. */
const SOMEDAY =
  /\b(?:someday|some day|one day|eventually|at some point|in the future|in future|later in life|down the (?:line|track|road)|in a few years|when i retire)\b/;
/** A draft that says it is a belief or a doubt. */
const MARKED = /\b(?:may|might|possibly|perhaps|suspicion|suspects?|not confirmed|unsure)\b/i;

export type Unasserted = 'condition' | 'to come' | 'indirect question' | 'hearsay' | 'wish' | 'irrealis';

const saidOf = (tokens: readonly Token[]): string => lowerOf(tokens).join(' ');

/** The clause opens with a condition. */
export function conditional(tokens: readonly Token[]): boolean {
  return CONDITION.test(saidOf(tokens));
}

/** "once i finish my degree i'll …": a temporal subordinate, not in the past, and a main clause told as to come. */
function toCome(tokens: readonly Token[]): boolean {
  const said = saidOf(tokens);
  const m = TEMPORAL.exec(said);
  if (!m) return false;
  const rest = said.slice(m[0].length);
  const at = rest.search(TO_COME);
  return at >= 0 && !PAST.test(rest.slice(0, at));
}

/** Conditional and temporal subordinators inside a clause, after its main part ("… if i get the job", "… once Jo leaves"). */
const INNER_CONDITION = /^(?:if|unless|assuming|provided|providing)$/;
const INNER_TIME = /^(?:once|when|after|until|till|before)$/;

/**
 * "i'll be moving to Leeds if i get the job", "i start at Monzo in january unless the offer falls through", "i'll be
 * the new team lead once Jo leaves": the main part, before its condition or its time, is supposed when told as to come,
 * or when its condition is about the world ("… if that helps", "… if you need it" leave what they follow said).
 */
function governedWithin(tokens: readonly Token[]): boolean {
  // "… if possible", "… if you can": a politeness tail on a request sets no condition (courtesy.ts).
  const courtesy = courtesyAt(tokens);
  const w = lowerOf(courtesy < 0 ? tokens : tokens.slice(0, courtesy));
  for (let j = 1; j < w.length; j++) {
    const two = `${w[j]} ${w[j + 1] ?? ''}`;
    const cond = INNER_CONDITION.test(w[j] as string) || /^(?:in case|as long|so long|on condition)/.test(two);
    const time = !cond && (INNER_TIME.test(w[j] as string) || two === 'as soon' || w.slice(j, j + 3).join(' ') === 'by the time');
    if (!cond && !time) continue;
    // "not sure if …", "see if …": an "if" after a verb or a word of doubt opens a question, not a condition; "even if",
    // "as if", "even when" concede or compare: what they follow holds all the same.
    const prev = tokens[j - 1] as Token;
    if (w[j] === 'if' && ((prev.pos === 'VERB' && prev.lemma !== 'be') || DOUBTING.has(prev.lower))) continue;
    if (['even', 'as'].includes(prev.lower) && ['if', 'when', 'though'].includes(w[j] as string)) continue;
    const main = w.slice(0, j).join(' ');
    const rest = w.slice(j + 1).join(' ');
    // A condition or a time about the assistant's doing ("… when you explain stuff", "… if you need it") or about the
    // talk ("… if that helps") leaves what it follows said, unless that is told as to come.
    if (/^(?:you|it|that|this)\b/.test(rest.replace(/^(?:soon as|the time|case|long as|condition)\s+/, ''))) {
      if (cond && TO_COME.test(main) && !/^you\b/.test(rest)) return true;
      continue;
    }
    if (cond) return true;
    if (TO_COME.test(main) && !PAST.test(main)) return true;
  }
  return false;
}

/** "wondering if …", "idk whether …", "any idea where …": an indirect question. */
function indirectQuestion(tokens: readonly Token[]): boolean {
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const prev = tokens[k - 1] as Token;
    if (t.lower === 'whether') return true;
    if (t.lower === 'if' && ((prev.pos === 'VERB' && prev.lemma !== 'be') || DOUBTING.has(prev.lower))) return true;
    if (WH.has(t.lower) && UNKNOWN.has(prev.lower)) return true;
  }
  return false;
}

/** Subjects a reported clause opens with: the user, or a thing of the user's or of the talk ("it's Galway", "my job is …"). */
const REPORTED_SUBJECT = /^(?:i|it|that|this|there|my)$/;
/** Factive verbs: what they take is true whoever says it ("my partner knows i'm vegan"), by lemma (a closed class). */
const FACTIVE = /^(?:know|realise|realize|forget|remember|notice|discover|find|learn|understand|see|love|like|hate|mind|regret)$/;

/**
 * "my mate swears im …", "my sister is convinced i'm …", "my friend thinks it's Galway": someone else's word or belief,
 * read by shape — a subject that is not the user, a verb or adjective of any kind, an optional "that" or "me", then a
 * clause of its own. A verb that presupposes its clause ("knows", "forgot") is the user's fact all the same.
 */
function hearsay(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  if (w[0] === undefined || USER_SUBJECT.test(w[0]) || w[0] === 'me' || SUBORDINATE.has(w[0])) return false;
  for (let k = 2; k < w.length && k < 9; k++) {
    if (!REPORTED_SUBJECT.test(w[k] as string)) continue;
    // The clause goes on with its verb: "it is", "i am", "my job is" (not "make it hard", "gave it to me").
    let j = k + 1;
    if (w[k] === 'my') while (j < k + 3 && ['NOUN', 'ADJ', 'PROPN'].includes(tokens[j]?.pos ?? '')) j++;
    // Only the user's "I" is sure to open a finite clause with any verb; another subject needs its auxiliary ("my boss
    // wants it done", "needs my receipts scanned" are no clauses of their own).
    const next = tokens[j]?.pos ?? '';
    if (!(next === 'AUX' || (w[k] === 'i' && ['VERB', 'NOUN', 'ADV'].includes(next)))) continue;
    if (w.slice(0, k).some((x) => USER_SUBJECT.test(x) || SUBORDINATE.has(x))) return false;
    // The word before the clause: the verb or adjective of saying or thinking, "that", or "me" ("told me i'm").
    let v = k - 1;
    if (w[v] === 'that' || w[v] === 'me') v--;
    const verb = tokens[v];
    // A third-person verb the tagger read as a noun after its subject ("my boyfriend claims i …").
    // So is one after a quantifier floated off its subject ("my mates all say i …", "they both think i …").
    const floated = FLOATED.test(tokens[v - 1]?.lower ?? '') && ['NOUN', 'PROPN', 'PRON'].includes(tokens[v - 2]?.pos ?? '');
    const misread = verb?.pos === 'NOUN' && ((/s$/.test(verb.lower) && ['NOUN', 'PROPN'].includes(tokens[v - 1]?.pos ?? '')) || floated);
    // An adjective after a copula ("is convinced", "was sure"); a verb; or a verb the tagger misread.
    const adjective = verb?.pos === 'ADJ' && tokens[v - 1]?.pos === 'AUX';
    if (!verb || v < 1 || !(verb.pos === 'VERB' || adjective || misread) || FACTIVE.test(verb.lemma)) return false;
    // Someone is the subject: a noun, a name or a pronoun before the verb ("really glad i moved" has none), and nothing
    // but the subject and its verbs before it ("insists on … in everything i send" is no report).
    const before = tokens.slice(0, v);
    if (!before.some((t) => ['NOUN', 'PROPN', 'PRON'].includes(t.pos))) return false;
    if (before.some((t) => ['ADP', 'PUNCT', 'NUM', 'SCONJ', 'CCONJ'].includes(t.pos))) return false;
    // An authority's word is the user's, but not its advice or guess: "my physio says i should be running by June".
    return !authoritative(w.slice(0, v)) || (ADVISED.test(w[j] ?? '') && !/^(?:n't|not|nt)$/.test(w[j + 1] ?? ''));
  }
  return false;
}

/** A quantifier said after its subject, before the verb ("my friends all think …"): a closed class. */
const FLOATED = /^(?:all|both|each)$/;
/**
 * Modals of advice or possibility opening a reported clause: what someone recommends or expects, not what is. A
 * prohibition or an obligation ("I shouldn't run for 6 weeks", "I must avoid ibuprofen") is the authority's rule, kept.
 */
const ADVISED = /^(?:should|ought|could|might|may|would|'d)$/;

/** "I'd love to be a chef someday", "would like to live by the sea one day": a wish for a state to come. */
function wish(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  const said = w.join(' ');
  if (/\b(?:you|call me|called|go by)\b/.test(said)) return false;
  // "would love to", "'d quite like to", "would really love to": the modal, any adverbs, the verb of desire, "to".
  for (let k = 0; k < w.length; k++) {
    if (w[k] !== 'would' && w[k] !== "'d" && w[k] !== 'd') continue;
    let v = k + 1;
    while (v < k + 3 && tokens[v]?.pos === 'ADV') v++;
    if (!DESIRE.test(w[v] ?? '') || w[v + 1] !== 'to') continue;
    return SOMEDAY.test(said) || ['be', 'become'].includes(w[v + 2] ?? '');
  }
  return false;
}

/**
 * Verbs whose "would" asks, prefers or says rather than supposes ("I'd like …", "I'd rather …", "would appreciate …",
 * "I'd describe myself as …", "I'd say I'm …").
 */
const ASKING =
  /^(?:like|love|prefer|rather|want|appreciate|mind|suggest|recommend|say|guess|think|imagine|bet|argue|hope|describe|call|consider|class|count|characteri[sz]e|rate)$/;

/** Verbs of choosing one thing over another. */
const CHOOSING = /^(?:take|pick|choose|have|go|opt|pay|eat|drink|watch|read|listen)$/;

/**
 * "i would live in London", "as if i'd ever live in X", "i'd work for Deloitte in a heartbeat": the user's verb under
 * "would" tells what would be, not what is. A "would" of asking or liking ("I'd like my replies short", "I'd rather
 * not") is a wish the readers of preferences keep; a request to the assistant ("I'd like you to …") too.
 */
function irrealis(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  // "living in Brighton would be a dream", "to work at NASA would be amazing": a gerund or an infinitive as the subject
  // of a modal predicate is a thought of what would be.
  const gerund = (tokens[0]?.pos === 'VERB' && /ing$/.test(w[0] ?? '')) || (w[0] === 'to' && tokens[1]?.pos === 'VERB');
  const m = w.findIndex((x) => ['would', "'d", 'could', 'might'].includes(x));
  if (gerund && m > 1 && !tokens.slice(1, m).some((t) => t.pos === 'AUX' || w.includes('you'))) return true;
  const i = w.findIndex((x) => x === 'i');
  if (i < 0 || i > 3 || w.includes('you')) return false;
  const modal = w[i + 1];
  if (modal !== 'would' && modal !== "'d" && modal !== 'd') return false;
  let v = i + 2;
  while (v < i + 5 && (tokens[v]?.pos === 'ADV' || w[v] === 'ever' || w[v] === 'never')) {
    // "I'd rather get short answers", "I'd sooner …": a preference, whatever verb follows.
    if (/^(?:rather|sooner)$/.test(w[v] as string)) return false;
    v++;
  }
  const verb = tokens[v];
  // "I'd take audiobooks over podcasts any day": a choice set against another is a standing preference (compared.ts).
  if (verb !== undefined && CHOOSING.test(verb.lemma) && standardAt(tokens.slice(v + 1)) > 0) return false;
  return verb !== undefined && verb.pos === 'VERB' && !ASKING.test(verb.lemma) && !ASKING.test(verb.lower);
}

/** Why a clause asserts nothing the user holds true now, or null when it does. */
export function unasserted(tokens: readonly Token[]): Unasserted | null {
  if (conditional(tokens)) return 'condition';
  if (toCome(tokens) || governedWithin(tokens)) return 'to come';
  if (indirectQuestion(tokens)) return 'indirect question';
  if (hearsay(tokens)) return 'hearsay';
  if (wish(tokens)) return 'wish';
  if (irrealis(tokens)) return 'irrealis';
  return null;
}

type Read = { clause: Clause; reading: { drafts: readonly Draft[] } };

/** The decision made for a turn's clauses, made once and read by every reading (mood.ts, index.ts). */
const decided = new WeakMap<readonly Read[], Map<Clause, Unasserted>>();

/** A subordinate clause that opens with an inverted conditional ("should my visa get rejected", "had I known"). */
const INVERTED = /^(?:should|were|had)$/;

/**
 * The clause opens a condition or a time whose main clause follows it in the sentence ("if my visa gets rejected, i'll
 * stay in Auckland", "once the baby arrives, we'll move to Bath", "should my visa get rejected, …").
 */
function governs(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  return (
    CONDITION.test(w.join(' ')) || TEMPORAL.test(w.join(' ')) || (INVERTED.test(w[0] ?? '') && ['PRON', 'DET', 'NOUN', 'PROPN'].includes(tokens[1]?.pos ?? ''))
  );
}

/**
 * The one speech-act decision of a turn: for each clause that asserts nothing, why. Besides a clause's own shape
 * (unasserted), the main clause a condition or a time governs asserts nothing when it is told as to come ("…, i'll
 * stay in Auckland": a consequence, not a plan; "if it helps, I'm vegan" is said all the same), and a fragment with no
 * verb goes with the clause before it ("my friend thinks it's Galway, not Dublin").
 */
export function speechActs(clauses: readonly Read[]): Map<Clause, Unasserted> {
  const known = decided.get(clauses);
  if (known) return known;
  const out = new Map<Clause, Unasserted>();
  decided.set(clauses, out);
  clauses.forEach(({ clause }, n) => {
    const prev = clauses[n - 1]?.clause;
    const same = prev !== undefined && prev.sentence === clause.sentence;
    const own = unasserted(clause.tokens);
    if (own) out.set(clause, own);
    else if (same && governs(prev.tokens) && TO_COME.test(lowerOf(clause.tokens).join(' '))) out.set(clause, 'to come');
    else if (same && out.has(prev) && !clause.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) out.set(clause, out.get(prev) as Unasserted);
  });
  return out;
}

/** Whether a clause's drafts are to be cleared: it asserts nothing and no reader kept it as a doubt. */
export function silenced(why: Unasserted | undefined, drafts: readonly Draft[]): boolean {
  if (!why) return false;
  if (why === 'condition' || why === 'to come') return true;
  return drafts.every((d) => !MARKED.test(d.content));
}

/**
 * The values a whole-turn reading may keep: a candidate whose value (a field's value or a relation's object) only a
 * clause that asserts nothing says is dropped; when no clause of the turn asserts anything, nothing a whole-turn
 * reading made is kept.
 */
export function assertedOnly(candidates: readonly Draft[], clauses: readonly Read[], ofClauses: ReadonlySet<string>): Draft[] {
  const acts = speechActs(clauses);
  if (acts.size === 0) return [...candidates];
  const silent = clauses.filter((c) => acts.has(c.clause));
  const spoken = clauses.filter((c) => !acts.has(c.clause));
  const says = (group: readonly Read[], v: string): boolean => group.some((c) => c.clause.said.toLowerCase().includes(v));
  return candidates.filter((d) => {
    if (ofClauses.has(d.content)) return true;
    const value = (d.profile?.value ?? d.triple?.object ?? '').toLowerCase();
    if (!value) return spoken.length > 0;
    return !says(silent, value) || says(spoken, value);
  });
}
