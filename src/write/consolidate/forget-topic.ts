/**
 * "Forget <topic>": what it refers to — every preference, everything, an attribute of a subject
 * with the memories and profile field that hold it, or the memories about a topic. A described
 * target ("my wife's name") is matched by subject and attribute (`described.ts`): the wife's name,
 * never the user's own. Several different values for one single-valued attribute are not guessed
 * between: the request is answered with the choices and nothing changes. A plain topic is found by
 * search and kept only when memories share its words (two of them, or one with a close vector), so
 * "forget Bob" never takes every memory that merely sounds similar.
 */
import { DEFAULT_ATTRIBUTES, USER_SUBJECT, type AttributeTable } from '../../core/attributes/index.js';
import { groupWords, nounGroups } from '../../core/attributes/nouns.js';
import { cosine } from '../../models/embedders/embed.js';
import { searchableText } from '../ingest/record.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { LIKING_PREDICATES } from '../correct/field.js';
import { norm } from './classify.js';
import { describeTarget, refOfTriple, type DescribedTarget } from './described.js';
import type { NeighbourSearch, Pending } from './neighbours.js';

/** What a forget request refers to. */
export interface ForgetTargets {
  readonly memories: readonly MemoryRecord[];
  /** Profile keys to remove. */
  readonly keys: readonly string[];
  /**
   * Set when the request matched several different things and none was chosen: the memories it
   * could mean (nothing is forgotten; the caller asks which).
   */
  readonly choices?: readonly MemoryRecord[] | undefined;
}

type Search = NeighbourSearch & { readonly embed: (texts: readonly string[]) => Promise<Float32Array[]> };

/** The memories and profile fields `topic` refers to, among the stored ones and those pending in the batch. */
export async function forgetTargets(
  search: Search,
  said: string,
  profile: ReadonlyMap<string, ProfileEntry>,
  pending: ReadonlyMap<string, Pending>,
  table: AttributeTable = DEFAULT_ATTRIBUTES,
  how: 'asked' | 'ended' = 'asked',
): Promise<ForgetTargets> {
  const { store, scope, filter } = search;
  const { topic, records } = thingOf(said);
  const t = norm(topic).replace(/^(my|the|all|any)\s+/, '');
  const batch = [...pending.values()].map((k) => k.record);
  if (/^(preferences?|likes|dislikes|likes and dislikes)$/.test(t)) {
    const stored = await store.listMemories(scope, { filter: { ...filter, kinds: ['preference'] }, limit: 100_000 });
    return { memories: [...stored, ...batch.filter((r) => r.kind === 'preference')], keys: [...profile.keys()].filter((k) => k.startsWith('preference.')) };
  }
  if (/^(everything|all of it|everything about me|me)$/.test(t)) {
    return { memories: [...(await store.listMemories(scope, { filter, limit: 100_000 })), ...batch], keys: [...profile.keys()] };
  }
  const key = [...profile.keys()].find(
    (k) => k === t || k === `preference.${t}` || k.replace(/^preference\./, '') === t || k.replace(/^my\./, '').replace(/_/g, ' ') === t,
  );
  const described = describeTarget(topic, table);
  if (described) return forgetDescribed(search, topic, described, profile, batch, table);
  if (key) {
    // A liking's memory states its `preference.<topic>` field with a `likes`/`dislikes` triple.
    const predicates = key.startsWith('preference.') ? [key, ...LIKING_PREDICATES] : [key];
    const found = await Promise.all(predicates.map((predicate) => store.queryFacts(scope, { filter, predicate, limit: 1_000 })));
    const stored = found.flat().filter((r) => r.profileKey === key);
    return { memories: [...stored, ...batch.filter((r) => r.profileKey === key)], keys: [key] };
  }
  const terms = queryTermsOf(topic);
  if (terms.length === 0) return { memories: [], keys: [] };
  const termSet = new Set(terms);
  const { found, closeness } = await searchPool(search, topic, [...terms, ...terms.flatMap(otherWordsOf)], pending);
  // How many of the topic's words a memory holds, each by itself or by its other words ("salary" for "earn").
  const overlapOf = (r: MemoryRecord) => {
    const held = new Set(queryTermsOf(searchableText(r)));
    return [...termSet].filter((x) => held.has(x) || otherWordsOf(x).some((o) => held.has(o))).length;
  };
  const worded = found.filter((r) => {
    const overlap = overlapOf(r);
    return overlap > 0 && (overlap >= Math.min(2, termSet.size) || closeness(r) >= 0.5);
  });
  const named = namedWords(topic, records, found);
  // (A state said ended — "not vegan anymore, eating eggs again" — names its topic with the rest of its clause: read as before.)
  if (how === 'asked' && (named.length > 1 || records)) {
    const held = (r: MemoryRecord) => heldWords(named, searchableText(r)) + (namedByField(named, r, table) || namedByKind(named, r) ? 1 : 0);
    // A topic of several words is a head with its modifiers ("plasma type", "train pass"): a memory that holds every
    // word is what it names; one that holds only some of them ("donates plasma" beside "plasma type", "commutes by
    // train" beside "train pass") speaks of another thing that happens to share a word, and stays — also when nothing
    // holds them all. Only when no memory shares a word may one be meant in other words, by meaning alone.
    const whole = found.filter((r) => held(r) === named.length);
    const memories = whole.length > 0 ? unique(whole) : found.some((r) => held(r) > 0) ? [] : byMeaning(found, closeness);
    const keys = [...profile.entries()].filter(([k, p]) => namesValue(terms, k, p, table)).map(([k]) => k);
    return { memories, keys };
  }
  const memories = worded.length > 0 ? worded : byMeaning(found, closeness);
  // A profile field goes only when the topic names its value — "forget Acme" (employer = Acme), "the payments team"
  // (team = payments) — never on one shared word ("the Lisbon trip" keeps location = Lisbon).
  const keys = [...profile.entries()].filter(([k, p]) => namesValue(terms, k, p, table)).map(([k]) => k);
  return { memories, keys };
}

const unique = (rs: readonly MemoryRecord[]): MemoryRecord[] => [...new Map(rs.map((r) => [r.id, r])).values()];

/** A pro-form head that only points back at its modifier: "the almond one", "the bisoprolol ones". */
const PRO_HEAD = /^(?:one|ones)$/;
/** A head of records about its modifier: "my bank details" are whatever is held of the user's bank. */
const RECORDS_HEAD = /^(?:details|info|information)$/;
/**
 * Words of when a thing was held, not of which thing it is: "my old phone number" is the phone number stored, "Anouk
 * anymore" is Anouk.
 */
const WHEN_HELD = /^(?:old|new|current|previous|former|latest|present|usual|anymore|again|now|still)$/;

/**
 * The words a topic names a thing by, each with whether it must stand as a head of its own in a memory: the head and its
 * modifiers, without a pro-form head ("the almond one") or a word of when it was held ("my old phone number") that no
 * memory found says — when one does ("The user's old gym was …" beside "The user's gym is …"), that word is what tells
 * the thing named from the one the user keeps, and a memory must hold it too. A head of records ("my bank details")
 * leaves its modifier, which a memory must then hold as a head of its own ("the user's bank is …"), never as another
 * noun's modifier ("the food bank").
 */
function namedWords(topic: string, records: boolean, found: readonly MemoryRecord[]): { readonly term: string; readonly own: boolean }[] {
  const said = (w: string) =>
    found.some(
      (r) =>
        heldWords(
          queryTermsOf(w).map((term) => ({ term, own: false })),
          searchableText(r),
        ) > 0,
    );
  const words = topic
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && (!WHEN_HELD.test(w) || said(w)));
  return [...new Map(words.flatMap((w) => queryTermsOf(w)).map((term) => [term, { term, own: records }])).values()];
}

/** The thing a topic names without a pro-form head or a head of records after it ("the almond one", "my diet info"). */
function thingOf(asked: string): { readonly topic: string; readonly records: boolean } {
  // "how much I earn": the amount asked about names no thing. A detail's qualifier ("my home address") stays: it is
  // what tells the home address from the office one, and dropping it forgot both.
  const said = asked.replace(/\bhow (?:much|many)\s+/gi, '');
  const words = said.trim().split(/\s+/);
  const last = (words[words.length - 1] ?? '').toLowerCase();
  if (words.length < 2 || !(PRO_HEAD.test(last) || RECORDS_HEAD.test(last))) return { topic: said, records: false };
  return { topic: words.slice(0, -1).join(' '), records: RECORDS_HEAD.test(last) };
}

/** How many of the topic's words `text` holds: a word by its stem or one of its family ("allergy" in "allergic"). */
function heldWords(named: readonly { readonly term: string; readonly own: boolean }[], text: string): number {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);
  const stems = words.flatMap((w, i) => queryTermsOf(w).map((stem) => ({ stem, before: words[i - 1] })));
  return named.filter(({ term, own }) =>
    stems.some(({ stem, before }) => (sameFamily(stem, term) || otherWordsOf(term).includes(stem)) && (!own || !before || OWNER.test(before))),
  ).length;
}

/**
 * Words that name one thing in other words, each group one thing: "how much I earn" is the salary, "my boss" the
 * manager, "mum" the mother. A topic's word finds a memory that says another word of its group; nothing else widens.
 */
const OTHER_WORDS: readonly (readonly string[])[] = [
  ['salary', 'earn', 'earns', 'earnings', 'income', 'wage', 'wages'],
  ['boss', 'manager', 'supervisor'],
  ['mum', 'mom', 'mother'],
  ['dad', 'father'],
  ['therapist', 'therapy', 'counsellor', 'counselling', 'counselor', 'counseling', 'psychologist'],
  ['address', 'street', 'road', 'avenue', 'lane', 'postcode'],
];
const OTHER_STEMS: ReadonlyMap<string, readonly string[]> = new Map(
  OTHER_WORDS.flatMap((group) => {
    const stems = [...new Set(group.flatMap((w) => queryTermsOf(w)))];
    return stems.map((stem) => [stem, stems.filter((o) => o !== stem)] as const);
  }),
);
/** The other words (stems) a topic's stem names the same thing by. */
const otherWordsOf = (stem: string): readonly string[] => OTHER_STEMS.get(stem) ?? [];

/**
 * Whether a memory speaks of the topic's head in its field's words rather than the head's own: "my blood pressure
 * tablets" over "takes lisinopril for blood pressure" (`takes_medication`, whose nouns hold "tablets"), when the
 * memory's words do not hold the head itself.
 */
function namedByField(named: readonly { readonly term: string }[], r: MemoryRecord, table: AttributeTable): boolean {
  const head = named[named.length - 1];
  if (!head || !r.triple || heldWords([{ term: head.term, own: false }], searchableText(r)) > 0) return false;
  const key = table.canonical(r.triple.predicate);
  const nouns = nounGroups(key, table.spec(key)?.nouns ?? []).flatMap(groupWords);
  return nouns.some((n) => !n.includes(' ') && queryTermsOf(n)[0] === head.term);
}

/** A head that names a memory's kind ("my escape rooms preference", "my coffee prefs"): held by a memory of that kind. */
const KIND_HEADS: Readonly<Record<string, MemoryRecord['kind']>> = {
  preference: 'preference',
  preferences: 'preference',
  pref: 'preference',
  prefs: 'preference',
};

/** Whether a memory holds the topic's head by its kind rather than in its words: a liking of the modifier's thing. */
function namedByKind(named: readonly { readonly term: string }[], r: MemoryRecord): boolean {
  const head = named[named.length - 1];
  if (!head || heldWords([{ term: head.term, own: false }], searchableText(r)) > 0) return false;
  return Object.entries(KIND_HEADS).some(([word, kind]) => r.kind === kind && queryTermsOf(word).includes(head.term));
}

/** A determiner or possessive before a noun: the noun heads its own phrase there. */
const OWNER = /^(?:the|a|an|my|your|his|her|their|our|its|this|that|[\p{L}-]+['’]s)$/u;

/** Two stems of one word family: equal, or one the other with at most two more letters ("allerg" / "allergi"). */
function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short) && long.length - short.length <= 2;
}

/**
 * A topic that names what a memory holds in other words ("my coffee order" over "drinks oat milk lattes", "my gym
 * routine" over "lifts weights on Mondays"): the one memory close to it in meaning, when it stands clearly above every
 * other; two close ones, or none, and nothing is forgotten (the reply says nothing matched).
 */
function byMeaning(found: readonly MemoryRecord[], closeness: (r: MemoryRecord) => number): MemoryRecord[] {
  const ranked = [...new Map(found.map((r) => [r.id, r])).values()].map((r) => ({ r, c: closeness(r) })).sort((a, b) => b.c - a.c);
  const [best, next] = ranked;
  return best && best.c >= MEANT && (next?.c ?? 0) <= best.c - CLEAR ? [best.r] : [];
}

/** The closeness a memory meant by other words has to the topic, at least (the default embedder: 0.44–0.64 where meant, ≤ 0.23 where not). */
const MEANT = 0.42;
/** How far the memory meant stands above the next one, at least. */
const CLEAR = 0.2;

function namesValue(terms: readonly string[], key: string, entry: ProfileEntry, table: AttributeTable): boolean {
  const value = queryTermsOf(typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value));
  if (value.length === 0 || !value.every((v) => terms.includes(v))) return false;
  const rest = terms.filter((x) => !value.includes(x));
  const label = new Set(queryTermsOf(`${table.label(key)} ${key}`));
  return rest.every((x) => label.has(x));
}

/** An attribute of a subject, or everything about a possessed thing: matched by structure, never by a stray word. */
async function forgetDescribed(
  search: Search,
  topic: string,
  d: DescribedTarget,
  profile: ReadonlyMap<string, ProfileEntry>,
  batch: readonly MemoryRecord[],
  table: AttributeTable,
): Promise<ForgetTargets> {
  const { store, scope, filter } = search;
  const predicates = [d.attribute, d.nameHeldBy].filter((p): p is string => p !== null);
  const subjects = [d.subject, d.person].filter((s): s is string => s !== null && s !== USER_SUBJECT);
  const words = [...new Set([...queryTermsOf(topic), ...d.subjectWords.flatMap(queryTermsOf)])];
  const pool = new Map<string, MemoryRecord>();
  const add = (rs: readonly MemoryRecord[]) => rs.forEach((r) => pool.set(r.id, r));
  for (const predicate of predicates) add(await store.queryFacts(scope, { filter, predicate, limit: 200 }));
  for (const subject of subjects) add(await store.queryFacts(scope, { filter, subject, limit: 200 }));
  if (words.length > 0) {
    const hits = await store.searchKeyword(scope, { terms: words, filter, limit: 100 });
    add(
      hits.length
        ? await store.getMemories(
            scope,
            hits.map((h) => h.id),
          )
        : [],
    );
  }
  add(batch);
  const said = d.value;
  const holds = (r: MemoryRecord): boolean => said === null || norm(r.triple ? r.triple.object : searchableText(r)).includes(norm(said));
  const memories = [...pool.values()].filter((r) => matches(r, d, table) && holds(r));
  const keys = [...profile.entries()].filter(([k, p]) => keyMatches(k, d, table) && (said === null || norm(String(p.value)) === norm(said))).map(([k]) => k);
  // One value at a time: two different values of it are two different things — ask, change nothing.
  const single = d.attribute !== null && (table.isSingleValued(d.attribute) || d.nameHeldBy !== null) && !d.attribute.startsWith('preference.');
  const oldestFirst = (x: MemoryRecord, y: MemoryRecord) => x.createdAt.getTime() - y.createdAt.getTime() || x.content.localeCompare(y.content);
  // "the pet", "my allergy" — one thing named in the singular — over two different values is not guessed between either.
  const one = d.attribute !== null && d.value === null && !/(?:s|ies)$/.test(topic.trim().split(/\s+/).pop() ?? '');
  if ((single || one) && distinctValues(memories) > 1) return { memories: [], keys: [], choices: [...memories].sort(oldestFirst) };
  return { memories, keys };
}

/** Whether a memory is about the described subject (and attribute). */
function matches(r: MemoryRecord, d: DescribedTarget, table: AttributeTable): boolean {
  if (r.triple) {
    const ref = refOfTriple(r.triple, table);
    if (d.nameHeldBy && ref.subject === USER_SUBJECT && ref.attribute === d.nameHeldBy) return true;
    // "ex-wife", "ex wife" and "ex_wife" are one subject.
    const subject = ref.subject.replace(/[\s-]+/g, '_');
    if (d.person && subject === d.person) return true;
    if (d.attribute === null) return subject === d.subject || (ref.subject === USER_SUBJECT && ref.attribute === table.canonical(d.subject));
    return subject === d.subject && ref.attribute === d.attribute;
  }
  // No triple: the words must say whose it is ("my wife's name", "the user's name", "name of my wife").
  const text = searchableText(r).toLowerCase().replace(/’/g, "'");
  if (d.attribute === null) return d.subjectWords.length > 0 && mentions(text, d.subjectWords.join(' '));
  // "my sister's rehab": a thing the attribute table does not hold is said in the memory's own words, beside whose it is.
  if (d.subject !== USER_SUBJECT && !table.spec(d.attribute) && mentions(text, d.subjectWords.join(' ')) && d.attributeWords.every((w) => mentions(text, w)))
    return true;
  // "my wife": the user's partner, and whatever is said about the wife.
  if (d.person && mentions(text, d.person.replace(/_/g, ' '))) return true;
  const owner = d.subject === USER_SUBJECT ? "(?:my|the user's|user's|your)" : `(?:${escape(d.subjectWords.join(' '))}'s)`;
  const attribute = `(?:${d.attributeWords.map(escape).join('|')})`;
  const ofOwner = d.subject === USER_SUBJECT ? "(?:my|the user's)" : `(?:my|the user's|the|his|her) ${escape(d.subjectWords.join(' '))}`;
  return new RegExp(`\\b${owner} (?:[a-z-]+ )?${attribute}\\b|\\b${attribute} of ${ofOwner}\\b`).test(text);
}

/** Whether a profile field is the described attribute of the user (or the user's field that holds the person's name). */
function keyMatches(key: string, d: DescribedTarget, table: AttributeTable): boolean {
  if (d.nameHeldBy && table.canonical(key) === d.nameHeldBy) return true;
  if (d.subject !== USER_SUBJECT) return false;
  if (d.attribute === null) return false;
  return table.canonical(key) === d.attribute || key === `my.${d.attribute}` || key === `preference.${d.attribute}`;
}

/** How many different values the memories state (by triple object, else by text). */
function distinctValues(memories: readonly MemoryRecord[]): number {
  return new Set(memories.map((r) => norm(r.triple ? r.triple.object : r.content))).size;
}

const mentions = (text: string, phrase: string): boolean => new RegExp(`\\b${escape(phrase)}\\b`).test(text);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Memories found by keyword and vector search, with their vector closeness to the topic. */
async function searchPool(
  search: Search,
  topic: string,
  terms: readonly string[],
  pending: ReadonlyMap<string, Pending>,
): Promise<{ found: MemoryRecord[]; closeness: (r: MemoryRecord) => number }> {
  const { store, scope, filter } = search;
  const [vector] = await search.embed([topic]);
  const keyword = await store.searchKeyword(scope, { terms: [...terms], filter, limit: 50 });
  const scored = vector ? await store.searchVector(scope, { vector, filter, limit: 50, alsoScore: keyword.map((h) => h.id) }) : [];
  const cos = new Map(scored.map((h) => [h.id, h.score]));
  const ids = [...new Set([...keyword.map((h) => h.id), ...scored.map((h) => h.id)])];
  const found = [...(ids.length ? await store.getMemories(scope, ids) : []), ...[...pending.values()].map((p) => p.record)];
  const closeness = (r: MemoryRecord): number => {
    const mine = pending.get(r.id)?.vector;
    return cos.get(r.id) ?? (vector && mine ? cosine(vector, mine) : 0);
  };
  return { found, closeness };
}
