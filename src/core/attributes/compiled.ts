/**
 * The question tables compiled once per attribute table and topic table (issue 24): the cues of
 * the word families (`lexicon.ts`) and of the noun groups (`nouns.ts`: synonyms and hypernyms of
 * an attribute's values, each cue carrying its group's words), keyed by their first word; the
 * question forms (`question-forms.ts`); the topics' wordings; per attribute the predicates its facts
 * use and the words a memory stating it says. `questions.ts` reads a question against them.
 */
import { queryTermsOf, stemWord, words } from '../text/terms.js';
import { FormTable, plainForm } from './forms.js';
import { LEXICON, type Family } from './lexicon.js';
import { groupSays, groupWords, nounGroups, type NounGroup } from './nouns.js';
import { formReader, type FormReader } from './question-forms.js';
import type { AttributeTable } from './table.js';
import { BUILTIN_TOPICS, type TopicSpec } from './wordings.js';

/** A topic as configured: a new name adds a topic, a known one adds cues and attributes to it. */
export type TopicInput = Pick<TopicSpec, 'name'> & Partial<Omit<TopicSpec, 'name'>>;

/** The built-in topics merged with configured ones. */
export function topicTable(extra: readonly TopicInput[] = [], base: readonly TopicSpec[] = BUILTIN_TOPICS): TopicSpec[] {
  const byName = new Map(base.map((t) => [t.name, t]));
  for (const e of extra) {
    const known = byName.get(e.name);
    byName.set(e.name, {
      name: e.name,
      cues: [...new Set([...(known?.cues ?? []), ...(e.cues ?? [])])],
      attributes: [...new Set([...(known?.attributes ?? []), ...(e.attributes ?? [])])],
      says: [...new Set([...(known?.says ?? []), ...(e.says ?? [])])],
    });
  }
  return [...byName.values()];
}

/**
 * The user's household: "where does mum live", "what's the dog called" are about the user's own; so are the people the
 * user deals with by role ("what was the roofer's name", "who's the vet").
 */
const HOUSEHOLD = ['partner', 'child', 'parent', 'sibling', 'cousin', 'roommate', 'has_pet', 'provider'];
/** Who comes along when a request is for us, for the family: the people the user lives with or looks after. */
const HOUSEHOLD_MEMBERS = ['partner', 'child', 'parent', 'roommate'];
const GRAND = ['grandson', 'granddaughter', 'grandchild', 'grandchildren', 'grandkid', 'grandkids', 'guest', 'guests'];

export type Cue =
  | { readonly key: string; readonly type: 'name' | 'phrase'; readonly run: readonly string[] }
  | {
      readonly key: string;
      readonly type: 'verb';
      readonly run: readonly string[];
      readonly particle: string | null;
      readonly needs: readonly string[] | null;
      readonly past: boolean;
    }
  | {
      readonly key: string;
      readonly type: 'kind';
      readonly run: readonly string[];
      readonly needsVerb: boolean;
      /** A noun group's cue: the group's words as the index stems them (which of the user's values it means). */
      readonly values?: readonly string[];
      /** A noun group's context: one of these base forms must be in the question too. */
      readonly context?: ReadonlySet<string>;
    };
/** The people the user deals with by role (the `provider` groups): per head, the predicates and words of its group. */
export interface Role {
  readonly predicates: readonly string[];
  readonly says: readonly string[];
}
export interface Compiled {
  readonly forms: FormTable;
  readonly cues: ReadonlyMap<string, readonly Cue[]>;
  /** Configured wordings that start with `*`. */
  readonly wild: readonly Cue[];
  readonly topics: readonly {
    name: string;
    attributes: readonly string[];
    wording: readonly string[];
    household: boolean;
    /** Per attribute, the normalised words of the values that bear on the topic (none: every value does). */
    fits: ReadonlyMap<string, readonly string[]>;
  }[];
  /** The indices of `topics` by the first word of their wording. */
  readonly topicCues: ReadonlyMap<string, readonly number[]>;
  /** Per household topic: the normalised names of its attributes ("allergic", "vegan"), searched among the household's statements. */
  readonly householdTerms: ReadonlyMap<string, readonly string[]>;
  /** The normalised names of the household's members ("wife", "daughter", "grandson"): a statement naming one is about them. */
  readonly members: readonly string[];
  /** Per topic: the normalised terms of its cues (what a procedure for such a request says: "when the user asks for meal ideas"). */
  readonly topicTerms: ReadonlyMap<string, readonly string[]>;
  /** Per topic: the normalised terms of its `says` words (what a statement bearing on it uses). */
  readonly topicSays: ReadonlyMap<string, readonly string[]>;
  readonly predicates: ReadonlyMap<string, readonly string[]>;
  readonly terms: ReadonlyMap<string, readonly string[]>;
  readonly says: ReadonlyMap<string, readonly string[]>;
  readonly also: ReadonlyMap<string, readonly string[]>;
  readonly person: ReadonlySet<string>;
  /** Keys of the household ("the dog", "mum", "the missus"): asked without a word of the user in the question. */
  readonly household: ReadonlySet<string>;
  /** The question forms. */
  readonly questionForms: FormReader;
  readonly roles: ReadonlyMap<string, Role>;
}
const compiled = new WeakMap<AttributeTable, WeakMap<readonly TopicSpec[], Compiled>>();

export function compile(table: AttributeTable, topics: readonly TopicSpec[]): Compiled {
  let byTopics = compiled.get(table);
  if (!byTopics) compiled.set(table, (byTopics = new WeakMap()));
  const known = byTopics.get(topics);
  if (known) return known;
  const forms = new FormTable();
  const families = new Map<string, Family>();
  const says = new Map<string, string[]>();
  for (const s of table.specs) {
    const builtin = LEXICON[s.key] ?? {};
    // A configured wording: one word is a name, several a phrase.
    const own = s.asked.filter((w) => !LEXICON[s.key]?.phrases?.includes(w));
    families.set(s.key, {
      ...builtin,
      names: [...(builtin.names ?? []), ...own.filter((w) => !/\s/.test(w.trim()))],
      phrases: [...(builtin.phrases ?? []), ...own.filter((w) => /\s/.test(w.trim()))],
    });
    // What a memory stating it says: names, kinds (not those of a place, which ask only beside a verb), `says`, own wordings.
    // Built-in words are stemmed as the index stems a memory's ("likes" is "like"); configured wordings lose their stop words.
    const stated = [...(builtin.names ?? []), ...(builtin.needsVerb ? [] : (builtin.kinds ?? [])), ...(builtin.says ?? [])].flatMap((w) =>
      words(w).map(stemWord),
    );
    says.set(s.key, [...new Set([...stated, ...own.flatMap((w) => queryTermsOf(w))].filter((t) => t.length > 2))]);
  }
  const groups = new Map(table.specs.map((s) => [s.key, nounGroups(s.key, s.nouns)]));
  for (const gs of groups.values()) for (const g of gs) for (const w of groupWords(g)) for (const part of w.split(' ')) forms.add(part, 'noun');
  for (const f of families.values()) {
    for (const w of [...(f.names ?? []), ...(f.kinds ?? [])]) for (const part of w.split(' ')) forms.add(part, 'noun');
    for (const v of f.verbs ?? []) forms.add(v.split(' ')[0] as string, 'verb');
    // A phrase's longer words take their inflections ("manages me", "saving up"); its short ones are function words.
    for (const p of f.phrases ?? []) for (const w of p.split(' ')) if (w.length >= 4) forms.add(w, 'verb');
  }
  const runOf = (w: string): string[] => w.split(/\s+/).flatMap((part) => (part === '*' ? ['*'] : words(part).map((x) => forms.base(x))));
  const cues = new Map<string, Cue[]>();
  const wild: Cue[] = [];
  const put = (c: Cue) => {
    const first = c.run[0];
    if (first === undefined) return;
    if (first === '*') wild.push(c);
    else cues.set(first, [...(cues.get(first) ?? []), c]);
  };
  for (const [key, f] of families) {
    for (const w of f.names ?? []) put({ key, type: w.includes(' ') ? 'phrase' : 'name', run: runOf(w) });
    for (const w of f.phrases ?? []) put({ key, type: 'phrase', run: runOf(w) });
    for (const w of f.kinds ?? []) put({ key, type: 'kind', run: runOf(w), needsVerb: f.needsVerb === true });
    for (const v of f.verbs ?? []) {
      const [verb, particle] = v.split(' ');
      put({ key, type: 'verb', run: [verb as string], particle: particle ?? null, needs: f.verbNeeds ?? null, past: f.pastVerbs === true });
    }
    for (const g of groups.get(key) ?? []) {
      const values = stems(groupSays(g), key === 'provider' ? 2 : 3);
      const context = g.context ? new Set(g.context.map((w) => forms.base(w))) : undefined;
      for (const w of groupWords(g)) put({ key, type: 'kind', run: runOf(w), needsVerb: g.needsVerb === true, values, ...(context && { context }) });
    }
  }
  const roles = new Map<string, Role>();
  for (const g of groups.get('provider') ?? []) {
    const named = [g.head, ...(g.synonyms ?? [])];
    // Its nouns are short ("gp", "vet"): kept at two letters.
    roles.set(g.head, { predicates: named.slice(0, 4).map((w) => w.replace(/\s+/g, '_')), says: stems(groupSays(g), 2) });
  }
  const person = new Set(table.specs.filter((s) => s.person).map((s) => s.key));
  const topicAttributes = new Map<string, Set<string>>();
  for (const t of topics) topicAttributes.set(t.name, new Set(t.attributes));
  for (const s of table.specs) for (const name of s.topics) topicAttributes.get(name)?.add(s.key);
  const fitsOf = new Map(topics.map((t) => [t.name, new Map(Object.entries(t.fits ?? {}).map(([k, ws]) => [k, stems(ws)]))]));
  const cueList = topics.flatMap((t) =>
    t.cues.map((w) => ({
      name: t.name,
      attributes: [...(topicAttributes.get(t.name) ?? [])],
      wording: w.split(/\s+/).flatMap((part) => words(part).map(plainForm)),
      household: t.household === true,
      fits: fitsOf.get(t.name) ?? new Map<string, readonly string[]>(),
    })),
  );
  const topicCues = new Map<string, number[]>();
  cueList.forEach((t, n) => {
    const first = t.wording[0];
    if (first !== undefined) topicCues.set(first, [...(topicCues.get(first) ?? []), n]);
  });
  const c: Compiled = {
    forms,
    cues,
    wild,
    topics: cueList,
    topicCues,
    householdTerms: new Map(
      topics
        .filter((t) => t.household)
        .map((t) => [t.name, [...new Set(t.attributes.flatMap((k) => stems(LEXICON[k]?.names?.filter((w) => !/\s/.test(w)) ?? [])))]]),
    ),
    members: stems([...HOUSEHOLD_MEMBERS.flatMap((k) => LEXICON[k]?.names ?? []), ...GRAND]),
    topicTerms: new Map(topics.map((t) => [t.name, [...new Set(t.cues.flatMap((w) => queryTermsOf(w)))]])),
    topicSays: new Map(topics.map((t) => [t.name, [...new Set((t.says ?? []).flatMap((w) => queryTermsOf(w)))]])),
    predicates: new Map(table.specs.map((s) => [s.key, [...new Set([s.key, ...s.aliases, ...(families.get(s.key)?.reads ?? [])])]])),
    // Stemmed as the index stems a memory's words: "like" is a stop word of queries, but "likes" is indexed as "like".
    terms: new Map(
      [...families].map(([key, f]) => [
        key,
        [
          ...new Set(
            (f.names ?? [])
              .filter((w) => !/\s/.test(w))
              .flatMap((w) => words(w).map(stemWord))
              .filter((t) => t.length > 2),
          ),
        ],
      ]),
    ),
    says,
    also: new Map([...families].map(([key, f]) => [key, f.also ?? []])),
    person,
    household: new Set(HOUSEHOLD.filter((k) => families.has(k))),
    questionForms: formReader(),
    roles,
  };
  byTopics.set(topics, c);
  return c;
}

/** Words as the index stems them, the short ones dropped. */
function stems(list: readonly string[], min = 3): string[] {
  return [...new Set(list.flatMap((w) => words(w).map(stemWord)).filter((t) => t.length >= min))];
}

/** Noun groups as configured (`AttributeInput.nouns`): the shape `nouns.ts` reads. */
export type { NounGroup };
