/**
 * One recall, retrieve → rank: the question's features (its terms, the time windows it names, the
 * attributes it asks for), the attribute leg's facts, the two search legs, ranking, then the rows of
 * what is kept. The engine checks the caller and options first and calls this.
 */
import { readQuestion, type QuestionReading } from '../../core/attributes/questions.js';
import type { AttributeTable, TopicSpec } from '../../core/attributes/index.js';
import type { RecordFilter } from '../../core/contracts/storage.js';
import { queryTermsOf } from '../../core/text/terms.js';
import { timeExpressionsOf, withoutTimeWords, type TimeWindow } from '../../core/text/time-expressions.js';
import type { Scope } from '../../core/types/scope.js';
import type { RecallConfig } from '../rank/config.js';
import { rankCandidates, type Ranked, type RankRecord } from '../rank/score.js';
import { wordNet } from '../rank/wordnet.js';
import { isRequest } from '../../core/attributes/request-form.js';
import { OTHER_SEX_SHARE, statedSex } from '../../core/attributes/unknown-kin.js';
import { plainQuestion } from '../../core/attributes/loanwords.js';
import { KIN_ATTRIBUTES, relativeByMarriage } from '../../core/attributes/kin-by-marriage.js';
import { kinWordsOf } from '../../core/attributes/kin-words.js';
import { lifeEventOf } from '../../core/text/life-events.js';
import { lifeEventWindow } from './life-events.js';
import { scheduleTerms } from '../../core/attributes/schedule.js';
import { attributeFacts, FactReads } from './attribute-facts.js';
import { collidingConstraints, CONSTRAINT_IMPORTANCE, constraintFacts } from './constraints.js';
import { hazardsOf } from '../../core/attributes/hazards.js';
import { reactionOf } from '../../core/attributes/reactions.js';
import { purposesOf } from '../../core/attributes/purposes.js';
import { completeRecords, retrieveCandidates, type Legs, type RetrieveDeps } from './candidates.js';
import { nearTopics } from './near-topics.js';
import { asksForPerson, PERSON_CANDIDATES, personParts, readingForPerson } from './person-roles.js';
import { inWindowSiblingsFirst, windowEventFirst } from './time-siblings.js';
import { asksPast, replacedAmong, successorFacts, successorsFirst, type Successors } from './successors.js';
import { WORD_CANDIDATES, wordParts } from './word-match.js';
import { ACTIVITY_CANDIDATES, activityParts, readActivity } from './activity-match.js';

/** Words that put a time in the past by themselves, beside {@link asksPast}'s auxiliaries. */
const SAYS_PAST = /\b(?:last|ago|yesterday|past)\b|'d\b/i;
/** A day of the week, the one time word whose nearest reading may lie behind a request. */
const WEEKDAY = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tues|weds|thurs|fri)\b/i;

/**
 * Words of an intent still to be carried out: a plan told as a wish or a question ("we should adopt…", "wanna go…"), or
 * as what someone else means to do with the user ("tom wants to take me sailing", "she's bringing her puppy round").
 */
const PLAN =
  /\b(?:should|shall|wants?|wanna|bringing|take me|taking me|take us|taking us|coming round|coming over|invited|gonna|going to|let'?s|plan|planning|thinking of|thinking about|fancy|hoping to|like to|keen|recs?|recommend|suggest|book|booking|could i|can i|can we|could we|i could|we could|i can|we can)\b/i;

/** A word of the first person: the question is about the user. */
const ABOUT_USER = /\b(?:i|me|my|mine|myself|im|i'm|ive|i've|i'd|i'll)\b/i;

/** What one recall reads besides the store and the embedder. */
export interface RecallRequest {
  readonly scope: Scope;
  readonly query: string;
  readonly filter: RecordFilter;
  readonly config: RecallConfig;
  readonly k: number;
  readonly legs?: Legs | undefined;
  /** The instant recall ranks at: `asOf`, else now. Time expressions in the query resolve against it. */
  readonly now: Date;
  readonly attributes: AttributeTable;
  readonly topics: readonly TopicSpec[];
  /** The attribute leg's reads, shared by the phrasings of one recall (made here when absent). */
  readonly reads?: FactReads | undefined;
}

/** Every candidate for the request, ranked, before the rows are read (expansion fuses several of these). */
export async function rankRecall(deps: RetrieveDeps, r: RecallRequest): Promise<Ranked<RankRecord>[]> {
  const { config } = r;
  // A request's topics by words no cue names, read in the local embedder's word vectors (`near-topics.ts`).
  // A question that names a past time asks what happened then ("where'd the ship go in feb"): no topic by vectors.
  const time = config.blend.time > 0 ? timeExpressionsOf(r.query, r.now) : { windows: [], spans: [] };
  // A request asks for something still to be done: the bare weekday it names ("book me a class on friday", said on a
  // Sunday) is the coming one, not the last (the nearest, as the time reader takes it), unless the request itself
  // speaks of the past ("what did i eat last friday"). Months and dates keep their reading.
  const ahead = WEEKDAY.test(r.query) && isRequest(r.query) && !asksPast(r.query) && !SAYS_PAST.test(r.query);
  const past = !ahead && time.windows.length > 0 && time.windows.every((w) => w.to <= r.now.getTime());
  // A question that asks for a person ("who sorts my tax") is no request, and asks for no attribute whose value is no
  // one; one that names a past time ("who did i teach last month") asks for an event, not a person the user has.
  // The attribute readers see the words of another language or of slang in English ("my vriend" → "my boyfriend").
  const plain = config.blend.attribute > 0 ? plainQuestion(r.query) : r.query;
  // A time given by a life event of the user's ("since i started the new job") is a time asked about, as a past one is.
  const eventNamed = config.blend.time > 0 ? lifeEventOf(r.query) : null;
  const person = config.blend.attribute > 0 && !past && !eventNamed && asksForPerson(plain);
  const request = !person && config.blend.constraint > 0 && isRequest(r.query);
  const vectors = request && (config.blend.topic > 0 || config.blend.activity > 0) && !past && deps.words ? await deps.words() : null;
  const near = vectors && config.blend.topic > 0 ? nearTopics(r.query, r.topics, vectors) : [];
  const activity = vectors && config.blend.activity > 0 ? readActivity(r.query, vectors) : null;
  // A relative by marriage or a step-relative ("the hubby's mam", "mi suegra", "my stepdad") is none of the user's own
  // partner, parents, siblings or children that the kin words it is made of name: their keyed facts are not asked for,
  // and the keyword leg looks for the relation's own noun ("mother-in-law") beside the question's words.
  const marriage = config.blend.attribute > 0 ? relativeByMarriage(plain) : null;
  const readAll: QuestionReading = config.blend.attribute > 0 ? readQuestion(plain, r.attributes, r.topics, near) : { asked: [], topics: [] };
  const read = marriage ? { ...readAll, asked: readAll.asked.filter((a) => !KIN_ATTRIBUTES.has(a.key)) } : readAll;
  const reading = person ? readingForPerson(read, r.attributes, plain) : read;
  const reads = r.reads ?? new FactReads(deps.store, r.scope, r.filter);
  // A relative named by one of many words ("my granny", "my ma") or through another ("the kids' nana", "my brother's
  // kid"): the keyword leg looks for the other words of the relative meant too (`kin-words.ts`: nan, nonna, oma, …).
  const byMarriage = [...(marriage ? queryTermsOf(marriage.says) : []), ...(config.blend.attribute > 0 ? queryTermsOf(kinWordsOf(plain).join(' ')) : [])];
  const terms = [...new Set([...queryTermsOf(r.query), ...byMarriage])];
  // What the request names that one of the user's constraints forbids or limits ("a ferry" / seasickness). A plan
  // told as a question or a wish ("we should adopt a kitten, which shelter?") names things as a request does: one
  // that asks for no attribute, no person and no past time is read for them too.
  const plan =
    !request &&
    !person &&
    !past &&
    config.blend.constraint > 0 &&
    PLAN.test(r.query) &&
    !asksPast(r.query) &&
    !SAYS_PAST.test(r.query) &&
    reading.asked.every((a) => a.via === 'topic');
  const hazards = request || plan ? hazardsOf(r.query) : [];
  // A time given by a life event of the user's ("since i started the new job", "back when i was still at walgreens"):
  // dated by the rows the successor leg's search finds (`life-events.ts`); a request's times are its own.
  const event = !request && !plan ? eventNamed : null;
  // A question that asks what causes a reaction in the user ("which food gives me a sore tummy"): the constraints that
  // say it, searched with the attribute leg's words (`reactions.ts`).
  const reaction = config.blend.attribute > 0 && !request && !person && !past ? reactionOf(r.query) : null;
  // A thing asked for by what it is for, with no noun of it ("what do i put on when i cant nod off": `purposes.ts`).
  const purposes = config.blend.attribute > 0 && !request && !person && !past && ABOUT_USER.test(r.query) ? purposesOf(r.query) : [];
  const [facts, lexicon, constraints, successors, colliding] = await Promise.all([
    attributeFacts(
      reads,
      reading.asked,
      plain,
      config.blend.topic > 0 ? reading.topics : [],
      request && config.blend.topic > 0
        ? { schedule: scheduleTerms(r.query, r.now), ...(reading.household && { household: reading.household }), table: r.attributes }
        : undefined,
      reaction,
      purposes,
    ),
    config.blend.lexicon > 0 ? lexiconHits(reads, r.query, r.now) : Promise.resolve(new Map<string, number>()),
    request ? constraintFacts(reads, r.attributes) : Promise.resolve(null),
    config.blend.attribute > 0 || event
      ? successorFacts(deps.store, r.scope, r.query, terms, r.filter, r.now, event ? queryTermsOf(event.says) : undefined)
      : Promise.resolve<Successors>({ weights: new Map(), replaced: new Map() }),
    collidingConstraints(reads, hazards),
  ]);
  // A request's activity against the user's keyed facts, so that one no leg finds joins the candidates (`activity-match.ts`).
  const activityOf = activity && vectors && activity.words.length > 0 ? activityParts(activity, await reads.userFacts(), vectors) : undefined;
  // A successor of an old value the question names is the attribute's current fact ("am i still vegetarian"), unless
  // the old value only dates the time asked about ("what did i see back when i was still at walgreens").
  const attribute = new Map(facts.attribute);
  const eventTime = event ? lifeEventWindow(event, successors.found ?? [], r.now) : null;
  if (!eventTime?.still) for (const [id, w] of successors.weights) attribute.set(id, Math.max(attribute.get(id) ?? 0, w));
  const windows = eventTime ? [{ from: eventTime.from, to: eventTime.to }] : time.windows;
  // A person named by a word no table knows, with a pronoun ("my kærasti, what does he do"): the user's people of the
  // other sex weigh less (`unknown-kin.ts`). Their rows only: a few keyed facts, read by id.
  const sex = reading.unknownPerson?.sex;
  if (sex && attribute.size > 0)
    for (const row of await reads.rows([...attribute.keys()].slice(0, PERSON_CANDIDATES))) {
      const stated = statedSex(row.content);
      if (stated !== null && stated !== sex) attribute.set(row.id, (attribute.get(row.id) ?? 0) * OTHER_SEX_SHARE);
    }
  // The words of a time expression ("last weekend", "in may") are for the time part: a memory that shares only
  // them with the question ("a long weekend in Edinburgh") is no keyword match; beside other words they count.
  const core = time.windows.length > 0 ? [...new Set([...queryTermsOf(withoutTimeWords(r.query, time.spans)), ...byMarriage])] : terms;
  const candidates = await retrieveCandidates(deps, r.scope, r.query, r.filter, Math.max(config.candidates, r.k), r.legs, {
    terms,
    ...(core.length < terms.length && { coreTerms: core }),
    // The speaker signal, session-level evidence and "newer wins" read every candidate's text;
    // otherwise rank from cached fields.
    cachedFields: config.blend.speaker === 0 && config.blend.sessionText === 0 && config.supersede === 0,
    extraIds: [
      ...new Set([...attribute.keys(), ...facts.topic.keys(), ...lexicon.keys(), ...(constraints ?? []), ...colliding.keys(), ...(activityOf?.keys() ?? [])]),
    ],
  });
  // A question that asks for a person by what they do: the statements of people, by how close their words read.
  if (person && deps.words) {
    const vectors = await deps.words();
    if (vectors) {
      const rows = await reads.rows(candidates.slice(0, PERSON_CANDIDATES).map((c) => c.record.id));
      for (const [id, w] of personParts(plain, rows, r.attributes, vectors)) attribute.set(id, Math.max(attribute.get(id) ?? 0, w));
    }
  }
  // A question about the user (a word of the first person) that is no request and asks for no person (those read
  // the word vectors their own way): its content words against each candidate's, one by one, in the word vectors
  // (`word-match.ts`). A question about someone else in a conversation log ("what did Mel paint") is left to the legs.
  let words: Map<string, number> | undefined;
  if (config.blend.words > 0 && !request && !person && ABOUT_USER.test(r.query) && deps.words) {
    const vectors = await deps.words();
    const stated = candidates.filter((c) => c.record.kind !== 'episode').slice(0, WORD_CANDIDATES);
    // The words of a time expression ("in the second half of april", "in 2019") are the time part's, as they are kept
    // from the keyword leg: a month does not read close to another month's memory here.
    const asked = time.spans.length > 0 ? withoutTimeWords(r.query, time.spans) : r.query;
    if (vectors && stated.length > 0) words = wordParts(asked, await reads.rows(stated.map((c) => c.record.id)), vectors);
  }
  // …and against the stated candidates the legs found.
  if (activityOf && activity && vectors) {
    const stated = candidates.filter((c) => c.record.kind !== 'episode' && !activityOf.has(c.record.id)).slice(0, ACTIVITY_CANDIDATES);
    if (stated.length > 0) activityParts(activity, await reads.rows(stated.map((c) => c.record.id)), vectors, activityOf);
  }
  // A constraint the request's things collide with bears on it as a topic's fact does, at the full weight.
  const topics = colliding.size > 0 ? new Map([...facts.topic, ...colliding]) : facts.topic;
  const features = {
    timeWindows: request ? activityWindows(windows, r.now) : windows,
    terms,
    attributes: attribute,
    topics,
    lexicon,
    ...(words && { words }),
    ...(activityOf && activityOf.size > 0 && { activity: activityOf }),
    ...(constraints && { constraints: { ids: constraints, minImportance: CONSTRAINT_IMPORTANCE, bearing: facts.bearing, week: facts.week, colliding } }),
    // A plan's only constraints are those its things collide with.
    ...(!constraints && colliding.size > 0 && { constraints: { ids: new Set<string>(), minImportance: Number.POSITIVE_INFINITY, colliding } }),
  };
  let ranked = rankCandidates(candidates, r.now, config, features);
  // A request whose things collide with one of the user's firm constraints (a keyed constraint fact, or a statement kept
  // at a constraint's importance) asks about that collision first, whatever else it names ("a kayak session for kuba's
  // birthday": the fear of deep water before the birthday).
  if (colliding.size > 0) ranked = collidingFirst(ranked, colliding, constraints ?? new Set<string>());
  // A time asked about that has begun ("last week", "earlier this month"): its events above same-topic events of
  // other dates that the words found (`time-siblings.ts`).
  const begun = windows.length > 0 && windows.every((w) => w.from <= r.now.getTime());
  if (begun && !request) ranked = await inWindowSiblingsFirst(deps.store, r.scope, ranked);
  // …and asked in the past tense ("what gig did i go to last month"): the window's event above a standing statement its
  // words found ("The user loves going to gigs."), which tells what holds, not what happened then.
  const pastTense = asksPast(r.query) || SAYS_PAST.test(r.query);
  if (begun && !request && pastTense && windows.every((w) => w.to <= r.now.getTime()))
    ranked = windowEventFirst(ranked, Math.min(...windows.map((w) => w.from)));
  if (r.filter.validity.mode !== 'all') return ranked;
  // With history on, each old version found ranks below the version that holds now, however it was found (`successors.ts`).
  const replaced = new Map(successors.replaced);
  const among = await replacedAmong(deps.store, r.scope, ranked, r.query, r.filter, r.now, (ids) => reads.rows(ids));
  for (const [id, before] of among.replaced) replaced.set(id, new Set([...(replaced.get(id) ?? []), ...before]));
  return replaced.size > 0 ? successorsFirst([...ranked, ...among.joined], { replaced }) : ranked;
}

/** {@link rankRecall}'s ranking with the firm constraints a request collides with moved to the top, in their order. */
function collidingFirst<T extends Ranked<RankRecord>>(ranked: readonly T[], colliding: ReadonlyMap<string, number>, keyed: ReadonlySet<string>): T[] {
  const firm = (x: T) => colliding.has(x.record.id) && x.record.kind !== 'episode' && (keyed.has(x.record.id) || x.record.importance >= CONSTRAINT_IMPORTANCE);
  const first = ranked.filter(firm);
  if (first.length === 0) return [...ranked];
  // Scored as the best, so that what sorts the ranking again later keeps them first.
  const best = ranked[0]?.score ?? 0;
  return [...first.map((x) => ({ ...x, score: Math.max(x.score, best) })), ...ranked.filter((x) => !firm(x))];
}

/**
 * A request's time names when the asked-for activity happens ("sort a hire car for the weekend", "book a
 * table on friday"), not when memories were stored: only the part of its windows after now counts, so an
 * episode stored this morning is not "in the weekend" of a request made on a Saturday, while a plan dated in
 * it still is. A window wholly in the past ("remind me what i booked last week") is kept as it is; a month
 * without a year names this one, not the same month of other years.
 */
export function activityWindows(windows: readonly TimeWindow[], now: Date): TimeWindow[] {
  const t = now.getTime();
  if (windows.every((w) => w.to <= t)) return [...windows];
  return windows.filter((w) => w.to > t + 1).map((w) => ({ from: Math.max(w.from, t + 1), to: w.to }));
}

/**
 * The memories found by the words a lexical database relates to the question's (`wordnet.ts`: "bunnies" →
 * rabbit), one keyword search for all of them, each at 0.5–1 by its match against the best hit. None
 * when the database is not installed.
 */
async function lexiconHits(reads: FactReads, query: string, now: Date): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const wn = wordNet();
  if (!wn) return out;
  const own = new Set(queryTermsOf(query));
  const terms = [...new Set(queryTermsOf(wn.expansion(query, now).join(' ')))].filter((t) => !own.has(t));
  if (terms.length === 0) return out;
  const hits = await reads.words(terms);
  const best = Math.max(0, ...hits.map((h) => h.score));
  if (best > 0) for (const h of hits) out.set(h.id, 0.5 + (0.5 * h.score) / best);
  return out;
}

/** The best `k` memories for the request, with their score breakdowns. */
export async function recallRanked(deps: RetrieveDeps, r: RecallRequest): Promise<Ranked[]> {
  return completeRecords(deps.store, r.scope, (await rankRecall(deps, r)).slice(0, r.k));
}
