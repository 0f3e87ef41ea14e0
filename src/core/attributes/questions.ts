/**
 * Which attributes a question asks for (issue 24), offline: "what's my job" asks for `role`, "who do
 * i report into" for `manager`, "have i got any pets" for `has_pet`; a request on a topic ("suggest a
 * snack") bears on the attributes of that topic (`diet`, `allergic_to`, …). The question is read
 * against word families (`lexicon.ts`) through its words' base forms (`forms.ts`), not as fixed
 * phrases: a name of the attribute anywhere ("profession"), a verb with the user as its subject
 * ("where am i living"), a particle verb ("report into", "work with"), a kind of value in the
 * question's focus ("what bird do i have", "what kind of music am i into"), an idiom ("for a
 * living"). Configured attributes add their `asked` wordings; topics are `wordings.ts`. Pure; a
 * question takes some microseconds.
 */
import { words } from '../text/terms.js';
import { compile, type Compiled } from './compiled.js';
import { isPast, plainForm, questionWords } from './forms.js';
import { asksTasteByObject, headClause } from './question-clauses.js';
import { readForms } from './question-forms.js';
import type { AttributeTable } from './table.js';
import { HEAD_END, HEAD_FOLLOW, LEISURE, NOT_VERB } from './question-words.js';
import { tasteKindsOf, tastePolarityOf } from './taste.js';
import { BUILTIN_TOPICS, PREFERENCE_ATTRIBUTES, type TopicSpec } from './wordings.js';
import { pronounSex, type Sex, UNKNOWN_PERSON_WEIGHT, unknownPersonNoun } from './unknown-kin.js';
import { kinNamesNoRelative, namesUnkeyedRelative } from './kin-words.js';

/** One attribute a question bears on. */
export interface AskedAttribute {
  /** The canonical key. */
  readonly key: string;
  /** The key, its aliases and the predicates its family reads: what its facts may be stored under. */
  readonly predicates: readonly string[];
  /** 1 when the question asks for it, {@link TOPIC_WEIGHT} when it only bears on the request's topic. */
  readonly weight: number;
  readonly via: 'asked' | 'topic';
  /** The normalised terms of its one-word names ("allergic", "vegetarian"): memories that say one hold it without a triple. */
  readonly terms: readonly string[];
  /**
   * The normalised terms a memory stating it uses: its names, the kinds of its value, the family's
   * `says` words and a configured attribute's own wordings ("engineer", "nurse" for `role`).
   */
  readonly says: readonly string[];
  /**
   * The words of the noun group the question named (`nouns.ts`: "pooch" → dog, whippet, …), as the index
   * stems them: which of the user's values it means. Empty when it named none.
   */
  readonly values: readonly string[];
  /** Via a topic: the words of the values that bear on it (`fits.ts`); a keyed fact saying none weighs half. Absent: every value. */
  readonly fit?: readonly string[];
}

/** What a topic's attributes weigh beside an attribute the question asks for. */
export const TOPIC_WEIGHT = 0.5;

export { topicTable, type TopicInput } from './compiled.js';

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', 'id']);
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'they', 'them', 'their', 'theirs']);
// An auxiliary whose subject is someone the tables do not know ("what does Rhys do", "where is amira").
const AUXILIARY = new Set(['does', 'did', 'is', 'was', 'has', 'can', 'will', 'would', 'should']);
const NOT_A_NAME = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'there', 'it', 'this', 'that', 'these', 'those', 'i', 'we', 'you', 'not', 'ever']);
const POSSESSIVE_NAME = /\b\p{Lu}\p{Ll}+['’]s\b/u;
/** A possessive of any word ("niamh's job"): someone's, when the word is no family word and no question word. */
const POSSESSIVE = /\b(\p{L}+)['’]s\b/gu;
/** A capitalised word inside the question ("Do both James and John have pets?"): a name, unless a month or a day. */
const CAPITALISED = /(?<=[\s,;:("])\p{Lu}\p{Ll}+/gu;
const CALENDAR =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter)$/;
const NOT_POSSESSOR = new Set(['what', 'who', 'where', 'when', 'how', 'it', 'that', 'there', 'here', 'which', 'let', 'he', 'she']);
/** The question words of the first version, for when a request is on a topic (unchanged, so topics fire as before). */
const OLD_FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'im', 'ive', 'id']);
const OLD_OTHER_PERSON = new Set([
  ...['does', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'did', 'do', 'can', 'could', 'would', 'will', 'should', 'might'],
  ...THIRD_PERSON,
]);
/** The user as the subject of a family verb, a few words before it or just after ("do i speak", "am i living", "who am i dating"). */
const SUBJECT = new Set(['i', 'we']);
/** Words after which a kind is the question's focus ("what bird", "my dog", "any pets", "the name of my parrot"). */
const FOCUS = new Set(['what', 'which', 'whose', 'my', 'our', 'the', 'any', 'a', 'an', 'some', 'many', 'much', 'no', 'favourite', 'favorite', 'fave', 'fav']);
/** Possessives of someone else: the noun after one is theirs, not the user's. */
const OTHERS = new Set(['his', 'her', 'their', 'hers', 'theirs']);
const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been']);
/** Auxiliaries of the past: with a time named, the question asks what happened then ("what did i eat last week"). */
const PAST_AUXILIARY = new Set(['did', 'was', 'were', 'didnt', 'wasnt', 'werent']);
const AUX_FIRST = new Set(['do', 'does', 'am', 'is', 'are', 'have', 'has', 'can', 'could', 'will', 'would', 'should']);
/** Particles that make a bare family verb another verb: "work on", "work out", "live off". */
const OTHER_PARTICLE = new Set(['on', 'out', 'off', 'through', 'around', 'over']);
/** "what do i do …": a clause after it makes it a how-to question ("what do i do when the boiler stops"). */
const CLAUSE = new Set(['when', 'if', 'whenever', 'after', 'before', 'once', 'until', 'while', 'to', 'about', 'with', 'now that']);
/** A time the question names: then it asks about an event, and kinds and verbs ask for no current attribute. */
const TIME =
  /\b(?:last|this|next|past)\s+(?:week|weekend|month|year|summer|winter|spring|autumn|fall|night|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter)\b|\b(?:ago|yesterday|tonight|fortnight)\b|\b(?:in|on|during|since|over|at|around|early|late|mid)\s+(?:the\s+)?(?:(?:early|late|mid)\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|christmas|easter|(?:19|20)\d\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|summer|winter|spring|autumn)\b/;

/** True when `run` occurs in `lemmas` at `i` (`*` = any one word). */
function runAt(lemmas: readonly string[], i: number, run: readonly string[]): boolean {
  if (i + run.length > lemmas.length) return false;
  for (let j = 0; j < run.length; j++) if (run[j] !== '*' && run[j] !== lemmas[i + j]) return false;
  return true;
}

/** Whether the word at `i` is in the question's focus: a focus word at most three words back, before the head ends. */
function inFocus(tokens: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const t = tokens[k] as string;
    if (FOCUS.has(t)) return true;
    if (HEAD_END.has(t)) return false;
  }
  return false;
}

/** Whether the word at `i` heads its phrase: nothing but a function word after it ("my dog called", not "my weather app"). */
function isHead(tokens: readonly string[], i: number): boolean {
  const next = tokens[i + 1];
  return next === undefined || HEAD_FOLLOW.has(next);
}

/** Whether the word at `at` is one of a noun group's context words ("issues" after "eyesight"), heading the phrase. */
function ailingAfter(cue: { readonly context?: ReadonlySet<string> }, lemmas: readonly string[], at: number): boolean {
  const next = lemmas[at];
  return cue.context !== undefined && next !== undefined && cue.context.has(next);
}

/** Whether the question is a yes/no one about the user ("do i …", "am i …", "have i got …", "can we …"). */
function yesNo(tokens: readonly string[]): boolean {
  return AUX_FIRST.has(tokens[0] as string) && SUBJECT.has(tokens[1] as string);
}

/**
 * A family verb used as a verb with the user as its subject, now: not after "my", "the", "at" ("my
 * work", "the play"), "i" or "we" near, not in a "did" question or a past form ("where did i live",
 * "have i worked with flask": events), unless a participle after "am i" ("am i based") or a
 * family whose verbs tell of the past ("where did i grow up").
 */
function isVerbUse(tokens: readonly string[], i: number, past: boolean): boolean {
  if (i > 0 && NOT_VERB.has(tokens[i - 1] as string)) return false;
  const near = tokens.slice(Math.max(0, i - 3), i + 2);
  if (!near.some((t) => SUBJECT.has(t))) return false;
  if (near.includes('would')) return false;
  if (past) return true;
  if (near.includes('did')) return false;
  if (isPast(tokens[i] as string)) return tokens.slice(Math.max(0, i - 2), i).some((t) => BE.has(t));
  return true;
}

/** "am i in", "which hospital am i at", "what firm am i with": the user placed somewhere. */
function placed(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!BE.has(tokens[i] as string)) continue;
    const near = tokens.slice(Math.max(0, i - 1), i + 4);
    if ((near.includes('i') || near.includes('we')) && near.some((t) => t === 'in' || t === 'at' || t === 'with')) return true;
  }
  return false;
}

/**
 * What a frame of the question asks: "what do i do" for `role`, or `hobby` ("… for fun", "… at the
 * weekend"), or nothing ("… when the boiler stops"); "what kind of doctor am i" for `role`.
 */
function frameOf(tokens: readonly string[], c: Compiled): string | null {
  const n = tokens.length;
  if (n >= 6 && tokens[n - 1] === 'i' && tokens[n - 2] === 'am' && tokens[n - 4] === 'of' && ['kind', 'type', 'sort'].includes(tokens[n - 5] as string)) {
    // …unless the kind is another family's ("what kind of music am i"): that one is read already.
    if (!c.forms.has(tokens[n - 3] as string)) return 'role';
  }
  for (let i = 0; i + 3 < n; i++) {
    if (tokens[i] !== 'what' || !['do', 'does'].includes(tokens[i + 1] as string)) continue;
    if (!['i', 'we'].includes(tokens[i + 2] as string) || tokens[i + 3] !== 'do') continue;
    const rest = tokens.slice(i + 4);
    if (rest.some((t) => CLAUSE.has(t))) return null;
    return rest.some((t) => LEISURE.has(plainForm(t))) ? 'hobby' : 'role';
  }
  return null;
}

/** The keys the question asks for by the families. */
function askedKeys(c: Compiled, tokens: readonly string[], timed: boolean, values: Map<string, Set<string>>): string[] {
  const hits = new Set<string>();
  const verbs: { key: string; at: number; particle: boolean; needs: readonly string[] | null }[] = [];
  const placeKinds: string[] = [];
  const lemmas = tokens.map((t) => c.forms.base(t));
  for (let i = 0; i < lemmas.length; i++) {
    const t = tokens[i] as string;
    const verb = c.forms.verb(t);
    const candidates = [...(c.cues.get(lemmas[i] as string) ?? []), ...(verb && verb !== lemmas[i] ? (c.cues.get(verb) ?? []) : []), ...c.wild];
    for (const cue of candidates) {
      if (cue.type === 'verb') {
        if (timed || verb !== cue.run[0] || !isVerbUse(tokens, i, cue.past)) continue;
        if (cue.particle !== null && !lemmas.slice(i + 1, i + 5).includes(cue.particle)) continue;
        // A bare verb before another particle is another verb ("work on", "live off").
        if (cue.particle === null && OTHER_PARTICLE.has(tokens[i + 1] as string)) continue;
        verbs.push({ key: cue.key, at: i, particle: cue.particle !== null, needs: cue.needs });
        continue;
      }
      if (cue.run.length === 1 ? c.forms.noun(t) !== cue.run[0] : !runAt(lemmas, i, cue.run)) continue;
      // "for her birthday", "his job": someone else's.
      if (cue.type !== 'phrase' && OTHERS.has(tokens[i - 1] as string)) continue;
      if (cue.type !== 'kind') hits.add(cue.key);
      // "any eyesight issues", "my back pain": a part of the body before a word of ailing heads the phrase with it.
      else if (!timed && inFocus(tokens, i) && (isHead(tokens, i + cue.run.length - 1) || ailingAfter(cue, lemmas, i + cue.run.length))) {
        if (cue.context && !lemmas.some((l) => cue.context?.has(l))) continue;
        if (cue.values) values.set(cue.key, new Set([...(values.get(cue.key) ?? []), ...cue.values]));
        if (cue.needsVerb) placeKinds.push(cue.key);
        else hits.add(cue.key);
      }
    }
  }
  if (placeKinds.length > 0 && placed(tokens)) for (const k of placeKinds) hits.add(k);
  const withParticle = new Set(verbs.filter((v) => v.particle).map((v) => v.at));
  const yes = yesNo(tokens);
  for (const v of verbs) {
    if (!v.particle && withParticle.has(v.at)) continue;
    const met = v.needs === null || hits.has(v.key) || placeKinds.includes(v.key) || v.needs.some((w) => (w === 'yes' ? yes : tokens.includes(w)));
    if (met) hits.add(v.key);
  }
  const frame = timed ? null : frameOf(tokens, c);
  if (frame) hits.add(frame);
  return [...hits];
}

/**
 * The attributes `question` asks for or bears on, best first. A question that names a person the
 * user has ("my sister", "my boss") asks for that relation, not for the user's own attributes its
 * other words name ("where does my mum live" is about the mother, not the user's `location`). A
 * question with no word of the user in it asks only for the household ("where does mum live",
 * "what's the dog called"), and for nothing when it is about someone else ("what does Rhys do",
 * "How many children does Melanie have?"): then no topic is in play either.
 */
export function askedAttributes(question: string, table: AttributeTable, topics: readonly TopicSpec[] = BUILTIN_TOPICS): AskedAttribute[] {
  return readQuestion(question, table, topics).asked;
}

/** What the attribute leg reads from a question: the attributes it asks for or bears on, and the request's topics. */
export interface QuestionReading {
  readonly asked: AskedAttribute[];
  /** The topics the request is on, with the terms of its cues (`terms`) and of its `says` words (`says`). */
  readonly topics: readonly {
    readonly name: string;
    readonly terms: readonly string[];
    readonly says: readonly string[];
    /** A household topic's: the names of its attributes to search among the household's statements, and the members' names. */
    readonly household?: { readonly terms: readonly string[]; readonly members: readonly string[] };
  }[];
  /** The household topic's terms and members whether it fired or not: a request naming a member ("with isla") is for company too. */
  readonly household?: { readonly terms: readonly string[]; readonly members: readonly string[] };
  /** Set when the question names one of the user's people by a word no table knows (`unknown-kin.ts`): the person its pronoun says, if any. */
  readonly unknownPerson?: { readonly sex: Sex | null };
}

/**
 * {@link askedAttributes}, with the request's topics. `near`: names of topics the request is on by words no cue
 * names, found by the caller (`read/retrieve/near-topics.ts`: "a milkshake" reads close to the cues of food and
 * drink); they fire as a cue would, after the cues found.
 */
export function readQuestion(
  question: string,
  table: AttributeTable,
  topics: readonly TopicSpec[] = BUILTIN_TOPICS,
  near: readonly string[] = [],
): QuestionReading {
  // "whats my job title lol my mom keeps asking": the head asks; the aside's person is not asked about.
  const c = compile(table, topics);
  // A person named by a word no table knows is the subject of every clause ("my marido, what does he do for work"); a
  // relative no attribute keys ("my nonna", "my tia") is no unknown word (`kin-words.ts`).
  const unknownNoun = unknownPersonNoun(question, (w) => c.forms.has(w) || namesUnkeyedRelative(w));
  const head = unknownNoun === null ? headClause(question) : null;
  if (head !== null) {
    const r = readQuestion(head, table, topics, near);
    if (r.asked.some((a) => a.via === 'asked')) return r;
  }
  const tokens = questionWords(question);
  const firstPerson = tokens.some((w) => FIRST_PERSON.has(w));
  const raw = words(question);
  const named = [...question.matchAll(POSSESSIVE)].some((m) => {
    const w = words(m[1] as string)[0] ?? '';
    return !NOT_POSSESSOR.has(w) && !c.forms.has(w);
  });
  const otherPerson = raw.some((w) => OLD_OTHER_PERSON.has(w)) || POSSESSIVE_NAME.test(question);
  const timed = TIME.test(question.toLowerCase());
  const values = new Map<string, Set<string>>();
  // The families' keys ask at 1; the question forms' at their own weights ("where do i work": the role at 0.8).
  const weights = new Map(askedKeys(c, tokens, timed, values).map((k) => [k, 1]));
  const forms = timed ? null : readForms(c.questionForms, tokens);
  for (const [k, w] of forms?.attributes ?? []) weights.set(k, Math.max(weights.get(k) ?? 0, w));
  for (const role of forms?.roles ?? []) {
    weights.set('provider', 1);
    values.set('provider', new Set([...(values.get('provider') ?? []), ...(c.roles.get(role)?.says ?? [])]));
  }
  let keys = [...weights.keys()];
  const capitalised = !firstPerson && [...question.matchAll(CAPITALISED)].some((m) => !CALENDAR.test(m[0].toLowerCase()));
  if (!firstPerson && (otherPerson || named || capitalised)) {
    // "what's the dog called", "where does mum live": the household, unless the question names someone else.
    const someoneElse =
      tokens.some((w) => THIRD_PERSON.has(w)) ||
      POSSESSIVE_NAME.test(question) ||
      named ||
      capitalised ||
      tokens.some(
        (w, i) => AUXILIARY.has(w) && tokens[i + 1] !== undefined && !NOT_A_NAME.has(tokens[i + 1] as string) && !c.forms.has(tokens[i + 1] as string),
      );
    keys = someoneElse ? [] : keys.filter((k) => c.household.has(k));
  }
  const aboutUser = raw.some((w) => OLD_FIRST_PERSON.has(w)) || !otherPerson || keys.length > 0;
  // "what's my mother tongue", "which town was i a kid in": the kin noun names no relative, so no person is asked for.
  if (kinNamesNoRelative(question)) keys = keys.filter((k) => !c.person.has(k));
  const people = keys.filter((k) => c.person.has(k));
  // "what does wor lass do for work", "my marido, what does he do": one of the user's people by a word no table knows;
  // what the question asks ("do for work") is that person's, not the user's own job.
  const unknown = people.length === 0 && unknownNoun !== null;
  const keep = people.length > 0 ? people : unknown ? [] : keys;
  const out = new Map<string, AskedAttribute>();
  // Per attribute a topic bears on: the words of its values that bear (null: a topic takes every value).
  const fits = new Map<string, readonly string[] | null>();
  const add = (key: string, weight: number, via: AskedAttribute['via']) => {
    if ((out.get(key)?.weight ?? 0) >= weight) return;
    const named = via === 'asked' ? [...(values.get(key) ?? [])] : [];
    // A role of the people the user deals with is read under its own nouns ("gp", "doctor"), not every role's.
    const roles = key === 'provider' ? [...c.roles.values()].filter((r) => r.says.some((t) => named.includes(t))) : [];
    const predicates = roles.length > 0 ? [...new Set(roles.flatMap((r) => r.predicates))] : (c.predicates.get(key) ?? [key]);
    const stated = c.says.get(key) ?? [];
    const says = key === 'provider' ? named : named.length > 0 ? [...new Set([...stated, ...named])] : stated;
    out.set(key, { key, predicates, weight, via, terms: c.terms.get(key) ?? [], says, values: named });
  };
  for (const k of keep) for (const key of [k, ...(c.also.get(k) ?? [])]) if (c.predicates.has(key)) add(key, weights.get(k) ?? 1, 'asked');
  if (unknown) for (const k of c.person) if (c.predicates.has(k)) add(k, UNKNOWN_PERSON_WEIGHT, 'asked');
  // A dislike of the user's asked without a verb of taste ("anything i wont drink", "any veg i cant stand in my tacos"):
  // a question of the first person, on a kind of taste, said against it, asks for the user's dislikes.
  if (firstPerson && !keep.some((k) => PREFERENCE_ATTRIBUTES.includes(k)) && tastePolarityOf(question) < 0 && tasteKindsOf(question).size > 0)
    for (const key of ['dislikes', ...(c.also.get('dislikes') ?? [])]) if (c.predicates.has(key)) add(key, 1, 'asked');
  // A taste asked by its object, whatever the verb ("which football team do i pull for", "how do i like my cuppa").
  if (firstPerson && !keep.some((k) => PREFERENCE_ATTRIBUTES.includes(k)) && asksTasteByObject(question))
    for (const key of ['likes', ...(c.also.get('likes') ?? [])]) if (c.predicates.has(key)) add(key, 1, 'asked');
  const fired = new Set<string>();
  // A question about a past event ("where did we go on holiday in 2024") is no request: its topic constrains nothing.
  // So is one asked with "did", "was", "were" ("what did i get up to at the weekend"), time named or not.
  const pastEvent = raw.some((w) => PAST_AUXILIARY.has(w)) || (timed && raw.some((w) => isPast(w)));
  if (aboutUser && !pastEvent) {
    const plain = raw.map(plainForm);
    // The cues found, by their first word (one pass over the question), taken in the table's order.
    const found = new Set<number>();
    plain.forEach((w, i) => {
      for (const n of c.topicCues.get(w) ?? []) if (!found.has(n) && runAt(plain, i, (c.topics[n] as (typeof c.topics)[number]).wording)) found.add(n);
    });
    if (near.length > 0) c.topics.forEach((t, n) => near.includes(t.name) && found.add(n));
    for (const n of [...found].sort((a, b) => a - b)) {
      const t = c.topics[n] as (typeof c.topics)[number];
      if (fired.has(t.name)) continue;
      fired.add(t.name);
      // Listed most constraining first: 1, 0.9, … (at least 0.6) of the topic's weight; a household topic's are the household's.
      if (t.household) continue;
      for (const k of t.attributes) {
        const fit = t.fits.get(k);
        const known = fits.get(k);
        fits.set(k, !fit || known === null ? null : known === undefined ? fit : [...new Set([...known, ...fit])]);
      }
      t.attributes.forEach((k, i) => add(k, TOPIC_WEIGHT * Math.max(0.6, 1 - 0.1 * i), 'topic'));
    }
  }
  // The values that bear on every topic fired (a topic that takes every value of an attribute takes them all).
  for (const [key, a] of out) {
    const fit = a.via === 'topic' ? fits.get(key) : null;
    if (fit) out.set(key, { ...a, fit });
  }
  const household = [...c.householdTerms.values()][0];
  return {
    ...(household && { household: { terms: household, members: c.members } }),
    ...(unknown && { unknownPerson: { sex: pronounSex(question) } }),
    asked: [...out.values()].sort((a, b) => b.weight - a.weight),
    topics: [...fired].map((name) => {
      const household = c.householdTerms.get(name);
      return {
        name,
        terms: c.topicTerms.get(name) ?? [],
        says: c.topicSays.get(name) ?? [],
        ...(household && { household: { terms: household, members: c.members } }),
      };
    }),
  };
}
