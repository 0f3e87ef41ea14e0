/**
 * The attribute leg of recall (issue 24): when a question asks for an attribute of the user ("what's
 * my job") or bears on one ("suggest a snack" → diet, allergies), the user's current memories of that
 * attribute join the candidates, whatever their other words:
 *
 * - the facts keyed by it (their triple's predicate is the key or an alias), at the attribute's weight;
 * - for the attributes of taste (`likes`, `hobby`, …) a question asks for, the user's `preference.<topic>` facts too, so
 *   "what sport do I do" reaches "The user likes climbing." and ranking's other parts pick among them; and the
 *   memories of the preference kind with no such key, whatever their verb ("roots for", "cannot abide"), a little under;
 * - for an attribute with no such fact, the memories whose words state it, at {@link TEXT_SHARE} of the weight:
 *   for one the question asks for, the facts and preferences whose words a statement of it uses ("The user is
 *   a data engineer." for "what's my job"; scaled by how well they match the best one); for one a request's
 *   topic bears on, its one-word names ("Alice is allergic to peanuts." for "suggest a snack"); for a taste,
 *   the words of liking.
 *
 * Tastes are filtered by the question's focus (`core/attributes/taste.ts`): a question on food takes
 * the user's tastes in food, not their music. Everything is read with the recall's own filter, so a
 * superseded or forgotten value comes back only when `includeInvalid` or `asOf` asks for it, and
 * once per recall ({@link FactReads}: the phrasings of an expanded recall share the reads).
 */
import { TOPIC_WEIGHT, type AskedAttribute, type QuestionReading } from '../../core/attributes/questions.js';
import { USER_SUBJECTS } from '../../core/attributes/table.js';
import { polarityShare, tasteKindsOf, tastePolarityOf, tasteShare } from '../../core/attributes/taste.js';
import { PREFERENCE_ATTRIBUTES, PREFERENCE_WORDS, WANTING } from '../../core/attributes/wordings.js';
import type { RecordFilter, SearchHit, StorageAdapter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import { termsFoundIn, termsOf } from '../../core/text/terms.js';
import type { AttributeTable } from '../../core/attributes/table.js';
import { namedPeople, weekFit, weekSearchTerms } from './request-bearing.js';
import { hazardTerms, saysHazard } from '../../core/attributes/hazards.js';
import type { ReactionReading } from '../../core/attributes/reactions.js';
import type { Purpose } from '../../core/attributes/purposes.js';

/** Facts per predicate at most: a multi-valued attribute rarely has more. */
const PER_PREDICATE = 20;
/** Memories found by an attribute's words, at most. */
const BY_WORDS = 20;
/** The user's facts read to find `preference.<topic>` ones, at most. */
const USER_FACTS = 200;
/** What a memory found by the attribute's words weighs at best, as a share of the attribute's weight. */
export const TEXT_SHARE = 0.6;
/**
 * What a keyed fact weighs, as a share, when the question named a kind of value (`nouns.ts`: "the pooch") and the
 * fact's value is of another ("The user has a cat."): below the fact of the kind named, still above the rest.
 */
export const OTHER_VALUE_SHARE = 0.85;
/** What a memory of the preference kind with no `preference.<topic>` key weighs for a taste asked, as a share. */
export const STATED_TASTE_SHARE = 0.9;
/** What a topic's keyed fact weighs, as a share, when its value does not bear on the topic (`fits.ts`). */
export const UNFIT_SHARE = 0.5;
/** What a statement that says a request topic's own words ("seasick" for a trip, weekdays for a meeting) weighs at best, as a share. */
export const SAID_SHARE = 0.8;
/** How closely a statement that says a request topic's words bears on the request (a constraint of this importance at least). */
export const SAID_BEARING = 0.8;
/** How closely a household's constraint bears on a request for us, for the family (a constraint of this importance at least). */
export const HOUSEHOLD_BEARING = 0.9;
/**
 * What a constraint weighs, as a share, for a question that asks what causes a reaction ("which food gives me a sore
 * tummy", `reactions.ts`) when it says the reaction but not the kind of thing named, or the kind but not the reaction.
 */
export const REACTION_PART_SHARE = 0.9;

/**
 * The attribute leg's reads for one recall, each made once: the facts of a predicate, the user's
 * facts, a keyword search for a set of words, the rows of memories found by words. A recall with
 * expansion ranks several phrasings; they ask for the same attributes and share these answers.
 */
export class FactReads {
  readonly #facts = new Map<string, Promise<MemoryRecord[]>>();
  readonly #words = new Map<string, Promise<SearchHit[]>>();
  readonly #rows = new Map<string, Promise<MemoryRecord | null>>();
  #user: Promise<MemoryRecord[]> | null = null;
  #tastes: Promise<MemoryRecord[]> | null = null;
  /** Store calls made (for tests and the bench). */
  reads = 0;

  constructor(
    private readonly store: StorageAdapter,
    private readonly scope: Scope,
    private readonly filter: RecordFilter,
  ) {}

  /** The user's current facts stored under `predicate` (case-insensitive). */
  facts(predicate: string): Promise<MemoryRecord[]> {
    const key = predicate.toLowerCase();
    let out = this.#facts.get(key);
    if (!out) {
      this.reads++;
      out = this.store.queryFacts(this.scope, { filter: this.filter, subject: USER_SUBJECTS, predicate, limit: PER_PREDICATE });
      this.#facts.set(key, out);
    }
    return out;
  }

  /** The user's current facts of each predicate, as {@link facts} gives them; those not read before in one store call. */
  factsOf(predicates: readonly string[]): Promise<MemoryRecord[][]> {
    const missing = [...new Set(predicates.map((p) => p.toLowerCase()).filter((k) => !this.#facts.has(k)))];
    if (missing.length > 0) {
      this.reads++;
      const read = this.store.queryFactsByPredicate(this.scope, { filter: this.filter, subject: USER_SUBJECTS, predicates: missing, limit: PER_PREDICATE });
      missing.forEach((k, i) =>
        this.#facts.set(
          k,
          read.then((all) => all[i] ?? []),
        ),
      );
    }
    return Promise.all(predicates.map((p) => this.facts(p)));
  }

  /** The user's facts, newest first, at most {@link USER_FACTS}. */
  userFacts(): Promise<MemoryRecord[]> {
    if (!this.#user) {
      this.reads++;
      this.#user = this.store.queryFacts(this.scope, { filter: this.filter, subject: USER_SUBJECTS, limit: USER_FACTS });
    }
    return this.#user;
  }

  /** The user's memories of the preference kind, with or without a triple, newest first, at most {@link USER_FACTS}. */
  statedTastes(): Promise<MemoryRecord[]> {
    if (this.filter.kinds && !this.filter.kinds.includes('preference')) return Promise.resolve([]);
    if (!this.#tastes) {
      this.reads++;
      this.#tastes = this.store.listMemories(this.scope, { filter: { ...this.filter, kinds: ['preference'] }, limit: USER_FACTS });
    }
    return this.#tastes;
  }

  /** The best memories for these words (one keyword search for all of them). */
  words(terms: readonly string[]): Promise<SearchHit[]> {
    this.#search([terms]);
    return this.#words.get(wordsKey(terms)) as Promise<SearchHit[]>;
  }

  /** The best memories for each group of words, as {@link words} gives them; the groups not searched before in one store call. */
  wordsOf(groups: readonly (readonly string[])[]): Promise<SearchHit[][]> {
    this.#search(groups);
    return Promise.all(groups.map((terms) => this.#words.get(wordsKey(terms)) as Promise<SearchHit[]>));
  }

  /** Searches the groups not searched before: together when the store offers it (one look at the scope, answers it may keep), else one search each. */
  #search(groups: readonly (readonly string[])[]): void {
    const missing = new Map<string, readonly string[]>();
    for (const terms of groups) {
      const key = wordsKey(terms);
      if (!this.#words.has(key) && !missing.has(key)) missing.set(key, terms);
    }
    if (missing.size === 0) return;
    const { store, scope, filter } = this;
    if (!store.searchKeywordGroups) {
      this.reads += missing.size;
      for (const [key, terms] of missing) this.#words.set(key, store.searchKeyword(scope, { terms, filter, limit: BY_WORDS }));
      return;
    }
    this.reads++;
    const read = store.searchKeywordGroups(scope, { groups: [...missing.values()], filter, limit: BY_WORDS });
    [...missing.keys()].forEach((key, i) =>
      this.#words.set(
        key,
        read.then((all) => all[i] ?? []),
      ),
    );
  }

  /** The rows of `ids` (those not read before, in one query), in the order of `ids`; missing ones dropped. */
  async rows(ids: readonly string[]): Promise<MemoryRecord[]> {
    const missing = ids.filter((id) => !this.#rows.has(id));
    if (missing.length > 0) {
      this.reads++;
      const read = this.store.getMemories(this.scope, missing).then((rs) => new Map(rs.map((r) => [r.id, r])));
      for (const id of missing)
        this.#rows.set(
          id,
          read.then((m) => m.get(id) ?? null),
        );
    }
    const out = await Promise.all(ids.map((id) => this.#rows.get(id) as Promise<MemoryRecord | null>));
    return out.filter((r): r is MemoryRecord => r !== null);
  }
}

/** The key of a group of words: the same words in any order are one search. */
const wordsKey = (terms: readonly string[]): string => [...terms].sort().join(' ');

/** What a request names beside its activity: the times of the week (`scheduleTerms`), the household's words, the table of relations. */
export interface RequestReading {
  readonly schedule: ReadonlyMap<string, number>;
  readonly household?: QuestionReading['household'];
  readonly table: AttributeTable;
}

/** Words of what someone likes or wants, as the index stems them ("loves", "into", "wants", "hinted"). */
const WANTING_TERMS = [...new Set([...WANTING].flatMap((w) => termsOf(w)))];

/** The kinds of taste a memory is of: its words, its triple's object and a `preference.<topic>` key. */
function kindsOf(r: MemoryRecord): Set<string> {
  return tasteKindsOf([r.content, r.triple?.object ?? '', (r.triple?.predicate ?? '').replace(/[._]/g, ' ')].join(' '));
}

/** Which way a memory of taste is said: by its triple's key (`likes`, `dislikes`), else by its words. */
function polarityOf(r: MemoryRecord): -1 | 0 | 1 {
  const p = r.triple?.predicate.toLowerCase() ?? '';
  if (p === 'dislikes' || p === 'dislike' || p === 'hates') return -1;
  if (p === 'likes' || p === 'loves' || p === 'favourite' || p === 'enjoys') return 1;
  return tastePolarityOf(r.content);
}

const isPreference = (r: MemoryRecord) => r.triple?.predicate.toLowerCase().startsWith('preference.') === true;

/** What the attribute leg found: per memory id, its `attribute` part (asked for) and its `topic` part (a request's topic bears on it). */
export interface AttributeParts {
  readonly attribute: Map<string, number>;
  readonly topic: Map<string, number>;
  /**
   * The standing statements that bear on what a request names, with how closely (0..1): of the user's week for the
   * time it names, of the household's constraints for the company it names.
   */
  readonly bearing: Map<string, number>;
  /** Of those, the statements of the user's week that fall on the time a request names, with how closely (0..1, `weekFit`). */
  readonly week: Map<string, number>;
}

/**
 * The ids of the user's memories for `asked`, each with the weight of the attribute it holds (the
 * best one when several), split into the attributes asked for and those a request's topic bears on.
 * `question` gives the focus of a taste ("what food do i like": food).
 */
export async function attributeFacts(
  reads: FactReads,
  asked: readonly AskedAttribute[],
  question = '',
  topics: QuestionReading['topics'] = [],
  request?: RequestReading,
  reaction?: ReactionReading | null,
  purposes: readonly Purpose[] = [],
): Promise<AttributeParts> {
  const out: AttributeParts = { attribute: new Map(), topic: new Map(), bearing: new Map(), week: new Map() };
  const schedule = request?.schedule ?? new Map<string, number>();
  // A request that names someone of the user's by name ("a pudding for sunday lunch with isla", "a present for abena")
  // is for them: what is said of them (their constraints, what they like or want) bears on it.
  const people = request?.household ? await namedPeople(reads, question, request.table) : [];
  if (request?.household && people.length > 0) {
    // Beside a request for the household ("for the family") they join its members; alone, only they are its company.
    const { terms, members } = request.household;
    const fired = topics.some((t) => t.household);
    const household = { terms: [...new Set([...terms, ...WANTING_TERMS])], members: [...new Set([...(fired ? members : []), ...people])] };
    topics = [...topics.filter((t) => !t.household), { name: 'company', terms: [], says: [], household }];
  }
  if (asked.length === 0 && topics.length === 0 && schedule.size === 0 && !reaction && purposes.length === 0) return out;
  // A weight of 1 is an attribute asked for; a request's topic bears at TOPIC_WEIGHT, which is its own part's 1.
  const put = (id: string, weight: number, via: AskedAttribute['via'] = 'asked') => {
    const [into, w] = via === 'asked' ? [out.attribute, weight] : [out.topic, weight / TOPIC_WEIGHT];
    if (w > 0 && (into.get(id) ?? 0) < w) into.set(id, Math.min(1, w));
  };
  const tasteAsked = asked.some((a) => PREFERENCE_ATTRIBUTES.includes(a.key));
  const focus = tasteAsked ? tasteKindsOf(question) : new Set<string>();
  // Which way the taste is asked ("what band am i into", "which sabzi do i hate"): a taste said the other way weighs less.
  const polarity = tasteAsked ? tastePolarityOf(question) : 0;
  const ofTaste = (r: MemoryRecord) => tasteShare(focus, kindsOf(r)) * polarityShare(polarity, polarityOf(r));

  // Each predicate read once, at the best weight of the attributes stored under it.
  const byPredicate = new Map<string, { weight: number; via: AskedAttribute['via']; keys: Set<string> }>();
  for (const a of asked)
    for (const p of a.predicates) {
      const known = byPredicate.get(p.toLowerCase()) ?? { weight: 0, via: a.via, keys: new Set<string>() };
      const better = a.weight > known.weight;
      byPredicate.set(p.toLowerCase(), { weight: better ? a.weight : known.weight, via: better ? a.via : known.via, keys: known.keys.add(a.key) });
    }
  const taste = Math.max(0, ...asked.filter((a) => a.via === 'asked' && PREFERENCE_ATTRIBUTES.includes(a.key)).map((a) => a.weight));
  const lookups = [...byPredicate];
  const [facts, preferences, kindTastes] = await Promise.all([
    reads.factsOf(lookups.map(([p]) => p)),
    taste > 0 ? reads.userFacts().then((rs) => rs.filter(isPreference)) : Promise.resolve([]),
    taste > 0 ? reads.statedTastes() : Promise.resolve([]),
  ]);
  const keyed = new Set<string>();
  const valuesOf = new Map(asked.filter((a) => a.values.length > 0).map((a) => [a.key, a.values]));
  const fitsOf = new Map(asked.filter((a) => a.via === 'topic' && a.fit).map((a) => [a.key, a.fit as readonly string[]]));
  facts.forEach((records, i) => {
    const [, l] = lookups[i] as (typeof lookups)[number];
    const isTaste = [...l.keys].some((k) => PREFERENCE_ATTRIBUTES.includes(k));
    const values = [...l.keys].flatMap((k) => valuesOf.get(k) ?? []);
    const says = (r: MemoryRecord) => termsFoundIn(`${r.content} ${r.triple?.object ?? ''}`, values).size > 0;
    // Only beside a fact of the kind named: with none, the attribute's facts are all it has ("what's my job").
    const named = values.length > 0 && facts.some((rs, j) => [...(lookups[j]?.[1].keys ?? [])].some((k) => l.keys.has(k)) && rs.some(says));
    const ofValue = (r: MemoryRecord) => (!named || says(r) ? 1 : OTHER_VALUE_SHARE);
    // A topic's attribute whose value does not bear on the request (an allergy to latex for a meal) weighs half.
    const fit = l.via === 'topic' && [...l.keys].every((k) => fitsOf.has(k)) ? [...l.keys].flatMap((k) => fitsOf.get(k) ?? []) : [];
    const ofFit = (r: MemoryRecord) => (fit.length === 0 || termsFoundIn(`${r.content} ${r.triple?.object ?? ''}`, fit).size > 0 ? 1 : UNFIT_SHARE);
    for (const r of records) put(r.id, l.weight * (isTaste ? ofTaste(r) : 1) * ofValue(r) * ofFit(r), l.via);
    if (records.length > 0) for (const k of l.keys) keyed.add(k);
  });
  for (const r of preferences) put(r.id, taste * ofTaste(r));
  // A memory of the preference kind is a taste whatever its verb ("roots for the Spurs", "cannot abide coriander"):
  // of the question's focus and way, a little under a keyed one.
  if (focus.size > 0) for (const r of kindTastes) put(r.id, STATED_TASTE_SHARE * taste * ofTaste(r));

  // An attribute with no keyed fact may still be said in words. One search per group of words (a search per word
  // would cost a scan of the scope's postings each), each hit weighted by how well it matches the best one. The
  // groups are gathered first: their searches go to the store in one call and their hits' rows in one read.
  const groups: { terms: ReadonlyMap<string, number>; check: ((r: MemoryRecord) => number) | undefined; scaled: boolean; via: AskedAttribute['via'] }[] = [];
  const byWords = (terms: ReadonlyMap<string, number>, check?: (r: MemoryRecord) => number, scaled = true, via: AskedAttribute['via'] = 'asked') => {
    if (terms.size > 0) groups.push({ terms, check, scaled, via });
  };
  const stated = new Map<string, number>();
  const named = new Map<string, number>();
  for (const a of asked) {
    // A topic's attribute is searched by its names even when the user has a keyed fact of it: the household's
    // constraints are sentences ("The user's daughter is allergic to cat hair.") beside the user's own facts.
    if ((keyed.has(a.key) && a.via === 'asked') || PREFERENCE_ATTRIBUTES.includes(a.key)) continue;
    // Asked for: the words a memory stating it uses ("engineer"); by a topic only: its names ("allergic").
    const [into, terms] = a.via === 'asked' ? [stated, a.says] : [named, a.terms];
    for (const t of terms) into.set(t, Math.max(into.get(t) ?? 0, a.weight * TEXT_SHARE));
  }
  // A taste asked for is said in words too ("The user likes climbing."): of the question's focus, when it has one.
  const liking = new Map<string, number>();
  if (taste > 0 && !preferences.some((r) => ofTaste(r) > 0)) for (const t of PREFERENCE_WORDS) liking.set(t, taste * TEXT_SHARE);
  // The words that state an attribute are broad ("works", "lives"): only a statement (a fact or a preference) is taken
  // by them, never a conversation's episodes, which the keyword and vector legs rank by the question's own words.
  const statement = (r: MemoryRecord) => (r.kind === 'fact' || r.kind === 'preference' ? 1 : 0);
  // A request's topics: the procedures that use their cues ("When the user asks for meal ideas, …" for a request to
  // cook) and the statements that use their words ("The user is off on Wednesdays." for a meeting).
  const cued = new Map<string, number>();
  const said = new Map<string, number>();
  for (const t of topics) {
    for (const term of t.terms) cued.set(term, TOPIC_WEIGHT * TEXT_SHARE);
    for (const term of t.says) said.set(term, TOPIC_WEIGHT * SAID_SHARE);
  }
  const procedure = (r: MemoryRecord) => (r.kind === 'procedure' ? 1 : 0);
  // A request for us, for the family: the household's constraints, said of a partner, a child, a parent ("The user's
  // daughter Zofia has coeliac disease."). They bear on the request: constraints too.
  const householdTerms = new Map<string, number>();
  const members = new Set<string>();
  for (const t of topics) {
    for (const term of t.household?.terms ?? []) householdTerms.set(term, TOPIC_WEIGHT);
    for (const m of t.household?.members ?? []) members.add(m);
  }
  const ofHousehold = (r: MemoryRecord) => {
    const about = r.kind !== 'episode' && termsFoundIn(r.content, [...members]).size > 0;
    if (about) out.bearing.set(r.id, Math.max(out.bearing.get(r.id) ?? 0, HOUSEHOLD_BEARING));
    return about ? 1 : 0;
  };
  // A constraint is a standing statement: a conversation's episodes that name an allergy are left to the other legs
  // (on BEAM, whose messages are episodes, taking them cost R@10 on knowledge updates and temporal questions).
  const standing = (r: MemoryRecord) => (r.kind === 'episode' ? 0 : 1);
  // A statement a request's topic says in words bears on the request ("The user gets seasick." for a boat trip).
  const bears = (r: MemoryRecord) => {
    if (r.kind === 'episode') return 0;
    out.bearing.set(r.id, Math.max(out.bearing.get(r.id) ?? 0, SAID_BEARING));
    return 1;
  };
  // The times of the week a request names (`core/attributes/schedule.ts`): the standing statements of the user's
  // week that use their words, each at how closely its closest word bears on the time named.
  const week = new Map(weekSearchTerms(schedule).map((t) => [t, TOPIC_WEIGHT]));
  const onTime = (r: MemoryRecord) => {
    const fit = r.kind === 'episode' ? 0 : weekFit(r.content, schedule);
    if (fit > 0) {
      out.bearing.set(r.id, Math.max(out.bearing.get(r.id) ?? 0, fit));
      out.week.set(r.id, Math.max(out.week.get(r.id) ?? 0, fit));
    }
    return fit;
  };
  byWords(week, onTime, false, 'topic');
  byWords(householdTerms, ofHousehold, true, 'topic');
  byWords(stated, statement);
  byWords(named, standing, false, 'topic');
  byWords(liking, focus.size > 0 ? ofTaste : undefined);
  byWords(cued, procedure, true, 'topic');
  byWords(said, bears, true, 'topic');
  // A question that asks what causes a reaction in the user: the statements that say a constraint causing it, of the
  // kind of thing named (`reactions.ts`), before the other facts of the attributes it asks for.
  const reacted = new Map<string, number>();
  if (reaction) {
    const { reactions, things } = reaction;
    const causes = (r: MemoryRecord) => {
      if (r.kind === 'episode') return 0;
      const text = `${r.content} ${r.triple?.object ?? ''}`;
      const reacts = reactions.length === 0 || saysHazard(text, reactions);
      const ofKind = things.length === 0 || saysHazard(text, things);
      const share = reacts && ofKind ? 1 : (reactions.length > 0 && reacts) || (things.length > 0 && ofKind) ? REACTION_PART_SHARE : 0;
      if (share > 0) reacted.set(r.id, share);
      return share;
    };
    byWords(new Map(hazardTerms([...reactions, ...things]).map((t) => [t, 1])), causes, false);
  }
  // A thing asked for by what it is for ("what do i put on when i cant nod off", `purposes.ts`): the statements that say
  // a thing serving the purpose, as an attribute's statements are found by its words.
  const serving = new Map<string, number>();
  for (const t of purposes.flatMap((p) => p.says.flatMap((w) => termsOf(w)))) serving.set(t, TEXT_SHARE);
  byWords(serving, standing);
  const found = await reads.wordsOf(groups.map((g) => [...g.terms.keys()]));
  const live = groups.flatMap((g, i) => {
    const hits = found[i] ?? [];
    const best = Math.max(0, ...hits.map((h) => h.score));
    return best > 0 ? [{ ...g, hits, best }] : [];
  });
  const take = (g: (typeof live)[number], share: (id: string) => number) => {
    const weight = Math.max(...g.terms.values());
    for (const h of g.hits) put(h.id, weight * (g.scaled ? 0.5 + (0.5 * h.score) / g.best : 1) * share(h.id), g.via);
  };
  // The groups that take every hit first, then those that check each hit's row (their rows read at once), each in the
  // order above: the weights are put in the order they were when each group awaited its own reads (the ids join the
  // candidates in that order).
  for (const g of live) if (!g.check) take(g, () => 1);
  const checked = live.filter((g) => g.check);
  if (checked.length === 0) return out;
  const rows = new Map((await reads.rows([...new Set(checked.flatMap((g) => g.hits.map((h) => h.id)))])).map((r) => [r.id, r]));
  for (const g of checked) {
    const check = g.check as (r: MemoryRecord) => number;
    const share = new Map<string, number>();
    for (const h of g.hits) {
      const row = rows.get(h.id);
      if (row) share.set(h.id, check(row));
    }
    take(g, (id) => share.get(id) ?? 0);
  }
  if (reacted.size > 0) for (const [id, w] of out.attribute) if (!reacted.has(id)) out.attribute.set(id, w * OTHER_VALUE_SHARE);
  return out;
}
