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
import { kinWordsOf } from '../../core/attributes/kin-words.js';
import { cosine } from '../../models/embedders/embed.js';
import { searchableText } from '../ingest/record.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { LIKING_PREDICATES } from '../correct/field.js';
import { norm } from './classify.js';
import { describeTarget, refOfTriple, type DescribedTarget } from './described.js';
import type { NeighbourSearch, Pending } from './neighbours.js';
import { topicClass } from './topic-classes.js';
import { heldWords, otherWordsOf, OWNER, withNameParts } from './topic-words.js';
import { aboutOther } from './whose.js';

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
  const pool = await searchPool(search, topic, [...terms, ...terms.flatMap(otherWordsOf)], pending);
  const { closeness } = pool;
  // A topic said of no one else is the user's: where some memory holding it is the user's own, another person's
  // ("my gym details" beside "the user's brother owns a gym") is not what was meant.
  const found = pool.found;
  const mine = (rs: readonly MemoryRecord[]) => usersFirst(rs, terms);
  const cls = how === 'asked' ? topicClass(topic) : null;
  if (cls) return { memories: mine(ofClass(found, cls)), keys: [], ...choicesOf(found, cls) };
  // How many of the topic's words a memory holds, each by itself or by its other words ("salary" for "earn"); a word of
  // when it was held that no memory says ("my old address") is not one of them.
  const named = namedWords(topic, records, found);
  const counted = new Set(named.length > 0 ? named.map((n) => n.term) : termSet);
  const overlapOf = (r: MemoryRecord) => {
    const held = new Set(queryTermsOf(withNameParts(searchableText(r))));
    return [...counted].filter((x) => held.has(x) || otherWordsOf(x).some((o) => held.has(o))).length;
  };
  const worded = found.filter((r) => {
    const overlap = overlapOf(r);
    return overlap > 0 && (overlap >= Math.min(2, counted.size) || closeness(r) >= 0.5);
  });
  // (A state said ended — "not vegan anymore, eating eggs again" — names its topic with the rest of its clause: read as before.)
  if (how === 'asked' && (named.length > 1 || records)) {
    const held = (r: MemoryRecord) => heldWords(named, searchableText(r)) + (namedByField(named, r, table) || namedByKind(named, r) ? 1 : 0);
    // A topic of several words is a head with its modifiers ("plasma type", "train pass"): a memory that holds every
    // word is what it names; one that holds only some of them ("donates plasma" beside "plasma type", "commutes by
    // train" beside "train pass") speaks of another thing that happens to share a word, and stays — also when nothing
    // holds them all. Only when no memory shares a word may one be meant in other words, by meaning alone.
    const whole = found.filter((r) => held(r) === named.length);
    const memories =
      whole.length > 0 ? mine(unique(whole)) : found.some((r) => held(r) > 0) ? onlyHead(topic, named, found, table, mine) : byMeaning(found, closeness);
    const keys = [...profile.entries()].filter(([k, p]) => namesValue(terms, k, p, table)).map(([k]) => k);
    return { memories, keys };
  }
  const memories = worded.length > 0 ? (kindsOfOne(named, worded) || onlyInOtherWords(counted, worded) ? [] : mine(worded)) : byMeaning(found, closeness);
  // A profile field goes only when the topic names its value — "forget Acme" (employer = Acme), "the payments team"
  // (team = payments) — never on one shared word ("the Lisbon trip" keeps location = Lisbon).
  const keys = [...profile.entries()].filter(([k, p]) => namesValue(terms, k, p, table)).map(([k]) => k);
  return { memories, keys };
}

/**
 * A topic of one word that two or more memories hold only in other words ("my old address" over "used to live at 14 Elm
 * Street" and "the user's street has a market": "street" is a word of addresses in both): which one is meant is not
 * said, so nothing is chosen. A memory that holds the word itself is named by it.
 */
function onlyInOtherWords(counted: ReadonlySet<string>, worded: readonly MemoryRecord[]): boolean {
  if (counted.size !== 1 || unique(worded).length < 2) return false;
  const [word] = [...counted] as [string];
  return !worded.some((r) => queryTermsOf(withNameParts(searchableText(r))).includes(word));
}

const unique = (rs: readonly MemoryRecord[]): MemoryRecord[] => [...new Map(rs.map((r) => [r.id, r])).values()];

/**
 * The memories of the user's own when some are, else all: a topic said of no one names the user's thing first. A topic
 * a memory says as a name ("Ben", "Pixel") names that person or thing, whoever's it is, and is not narrowed.
 */
function usersFirst(found: readonly MemoryRecord[], terms: readonly string[]): MemoryRecord[] {
  const asName = found.some((r) =>
    r.content
      .split(/[^\p{L}\p{N}'’-]+/u)
      .slice(1)
      .some((w) => /^\p{Lu}/u.test(w) && queryTermsOf(w).some((x) => terms.includes(x))),
  );
  if (asName) return [...found];
  const own = found.filter((r) => !aboutOther(r));
  return own.length > 0 ? own : [...found];
}

type Classed = NonNullable<ReturnType<typeof topicClass>>;

/** The memories of a class a topic names ("my mental health"), holding the words that qualify it ("blood pressure meds"). */
function ofClass(found: readonly MemoryRecord[], cls: Classed): MemoryRecord[] {
  const qualifier = cls.qualifier === '' ? [] : queryTermsOf(cls.qualifier).map((term) => ({ term, own: false }));
  const members = unique(found.filter((r) => cls.holds(searchableText(r)) && heldWords(qualifier, searchableText(r)) === qualifier.length));
  return cls.one && members.length > 1 ? [] : members;
}

/** A class word said in the singular ("my diagnosis") over two facts of the class: nothing is chosen, the reply asks. */
function choicesOf(found: readonly MemoryRecord[], cls: Classed): { choices?: MemoryRecord[] } {
  if (!cls.one) return {};
  const members = unique(found.filter((r) => cls.holds(searchableText(r))));
  return members.length > 1 ? { choices: members } : {};
}

/**
 * Whether a topic of one word names a thing the user holds several kinds of, each told by its own qualifier: "my address"
 * over "the user's home address is …" and "the user's work address is …" is one of two, and nothing is chosen.
 */
function kindsOfOne(named: readonly { readonly term: string }[], memories: readonly MemoryRecord[]): boolean {
  const [head] = named;
  if (!head || named.length !== 1 || memories.length < 2) return false;
  const qualifiers = memories.map((r) => {
    const m = /\bthe user['’]s ([\p{L}-]+) ([\p{L}-]+)/iu.exec(r.content);
    return m && queryTermsOf(m[2] ?? '')[0] === head.term ? (m[1] ?? '').toLowerCase() : null;
  });
  return qualifiers.every((q) => q !== null) && new Set(qualifiers).size === qualifiers.length;
}

/**
 * Qualifiers that say which of the user's own things it is, where the user may hold only one: "my home address" is the
 * address when only one is stored ("lives at 14 Larch Road"). Any other qualifier ("work", "Lisbon") tells one thing from
 * another, and a memory that lacks it is not the thing named.
 */
const OWN_KIND = /^(?:home|personal|private|main|primary|usual|own|real|full|exact|actual|regular|everyday|daily)$/;

/**
 * When no memory holds every word of a topic of several words, the one memory that holds its head — the qualifier then
 * only picks between candidates and there is one: "my home address" over "lives at 14 Larch Road". Only for qualifiers of
 * which one of the user's own it is, and never where the memory puts another qualifier before the head itself ("the
 * office address").
 */
function onlyHead(
  topic: string,
  named: readonly { readonly term: string; readonly own: boolean }[],
  found: readonly MemoryRecord[],
  table: AttributeTable,
  mine: (rs: readonly MemoryRecord[]) => MemoryRecord[],
): MemoryRecord[] {
  const head = named[named.length - 1];
  if (!head || named.length < 2) return [];
  // A topic that is a clause, "seeing a therapist": its verb before the object's determiner qualifies nothing.
  const object = /^\S+ (?:a|an|the|some|my) (.+)$/i.exec(topic.trim())?.[1];
  const qualifiers = new Set(object ? queryTermsOf(object) : named.map((n) => n.term));
  const rest = named.slice(0, -1).filter((q) => qualifiers.has(q.term));
  if (!rest.every((q) => OWN_KIND.test(q.term) || WHEN_HELD.test(q.term))) return [];
  const holders = mine(unique(found.filter((r) => heldWords([{ term: head.term, own: false }], searchableText(r)) > 0 || namedByField([head], r, table))));
  if (holders.length !== 1) return [];
  const [only] = holders as [MemoryRecord];
  const words = searchableText(only)
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);
  const qualified = words.some((w, i) => i > 0 && queryTermsOf(w)[0] === head.term && !OWNER.test(words[i - 1] as string));
  return qualified ? [] : [only];
}

/** A pro-form head that only points back at its modifier: "the almond one", "the bisoprolol ones". */
const PRO_HEAD = /^(?:one|ones)$/;
/** A head of records about its modifier: "my bank details" are whatever is held of the user's bank. */
const RECORDS_HEAD = /^(?:details|info|information|specs|data|records)$/;
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
  // A subject or a class named in other words than the memory's ("my mum's health" over "mother has dementia"): the
  // memories closest in meaning are read too, and kept only where `matches` reads them as the one described.
  add((await searchPool(search, topic, words, new Map())).found);
  add(batch);
  const said = d.value;
  const holds = (r: MemoryRecord): boolean => said === null || norm(r.triple ? r.triple.object : searchableText(r)).includes(norm(said));
  const memories = [...pool.values()].filter((r) => matches(r, d, table) && holds(r));
  // "my friend" over two friends (Tom, Ana) is one of two people: ask, change nothing.
  const people = new Set(memories.filter((r) => r.triple && d.subject !== USER_SUBJECT).map((r) => norm((r.triple as { subject: string }).subject)));
  if (people.size > 1 && d.person === null) return { memories: [], keys: [], choices: [...memories] };
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
    if (subject === d.subject && ref.attribute === d.attribute) return true;
    // A derived predicate the table does not know ("learning"): the memory's words say what the user does.
    if (ref.subject === USER_SUBJECT && d.subject === USER_SUBJECT && d.attribute !== null && !table.spec(ref.attribute))
      return userDoes(searchableText(r).toLowerCase(), d);
    // "my son's allergy" over "The user's son Ravi is allergic to sesame" (subject Ravi): the words say whose it is.
    return ref.subject !== USER_SUBJECT && d.subject !== USER_SUBJECT && ref.attribute === d.attribute && ownerSaid(searchableText(r).toLowerCase(), d);
  }
  // No triple: the words must say whose it is ("my wife's name", "the user's name", "name of my wife").
  const text = searchableText(r).toLowerCase().replace(/’/g, "'");
  if (d.attribute === null) return d.subjectWords.length > 0 && mentions(text, d.subjectWords.join(' '));
  // "my sister's rehab": a thing the attribute table does not hold is said in the memory's own words, beside whose it is;
  // "my mum's health", "the dog's health stuff": a class of facts (topic-classes.ts) the memory is one of.
  if (d.subject !== USER_SUBJECT && !table.spec(d.attribute) && ownerSaid(text, d)) {
    const cls = topicClass(d.attribute.replace(/_/g, ' '));
    if (d.attributeWords.every((w) => mentions(text, w)) || (cls !== null && cls.holds(text))) return true;
  }
  // "my car" over "The user drives a Skoda", "learning Italian" over "The user is learning Italian": the user as the
  // subject of the attribute's word or of one naming it in other words (never "the user's partner drives …").
  if (d.subject === USER_SUBJECT && userDoes(text, d)) return true;
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

/** Whether a memory's words name the described subject: its words, or another word of the same relative ("mum" → mother). */
function ownerSaid(text: string, d: DescribedTarget): boolean {
  const said = d.subjectWords.join(' ');
  return said !== '' && (mentions(text, said) || kinWordsOf(said).some((w) => mentions(text, w)));
}

/** Whether the user is the subject of one of the attribute's words (of four letters or more) or of their other words. */
function userDoes(text: string, d: DescribedTarget): boolean {
  const stems = new Set(
    d.attributeWords.filter((w) => w.length >= 3 && !/^(?:the|and|for|out)$/.test(w)).flatMap((w) => queryTermsOf(w).flatMap((x) => [x, ...otherWordsOf(x)])),
  );
  const m = /\bthe user (?:(?:is|was|has|had|now|still|currently) )?([\p{L}-]+)/u.exec(text);
  return m !== null && queryTermsOf(m[1] ?? '').some((x) => stems.has(x));
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
