/**
 * Which attributes a question asks for (issue 24), offline: "what's my job" asks for `role`, "who's
 * my boss" for `manager`, "do i have pets" for `has_pet`; a request on a topic ("suggest a snack")
 * bears on the attributes of that topic (`diet`, `allergic_to`, …). The wordings and topics are the
 * tables of `wordings.ts`, extended by the configured attributes and topics. Pure; a question takes
 * a few microseconds.
 */
import { stemWord, words } from '../text/terms.js';
import type { AttributeTable } from './table.js';
import { BUILTIN_TOPICS, type TopicSpec } from './wordings.js';

/** One attribute a question bears on. */
export interface AskedAttribute {
  /** The canonical key. */
  readonly key: string;
  /** The key and its aliases: the predicates its facts may be stored under. */
  readonly predicates: readonly string[];
  /** 1 when the question asks for it, {@link TOPIC_WEIGHT} when it only bears on the request's topic. */
  readonly weight: number;
  readonly via: 'asked' | 'topic';
  /** The normalised terms of its one-word wordings ("allergic", "vegetarian"): memories that say one hold it without a triple. */
  readonly terms: readonly string[];
}

/** What a topic's attributes weigh beside an attribute the question asks for. */
export const TOPIC_WEIGHT = 0.5;

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
    });
  }
  return [...byName.values()];
}

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'im', 'ive', 'id']);
// "what does Rhys do", "where is amira", "what did Mel and her kids make", "what inspired Caroline's
// painting": with no word of the user in it, a question with a verb or a pronoun of its own, or a
// name's possessive, is about someone else.
const OTHER_PERSON = new Set([
  ...['does', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'did', 'do', 'can', 'could', 'would', 'will', 'should', 'might'],
  ...['he', 'she', 'him', 'her', 'his', 'hers', 'they', 'them', 'their'],
]);
const POSSESSIVE_NAME = /\b\p{Lu}\p{Ll}+['’]s\b/u;

type Wording = readonly string[];
interface Compiled {
  readonly asked: readonly { key: string; wording: Wording }[];
  readonly topics: readonly { attributes: readonly string[]; wording: Wording }[];
  readonly predicates: ReadonlyMap<string, readonly string[]>;
  readonly terms: ReadonlyMap<string, readonly string[]>;
  readonly person: ReadonlySet<string>;
}

/**
 * A word as wordings match it: lower case, a plural's ending dropped ("pets" → "pet", "allergies" →
 * "allergy"). Not Porter2, which would make "management" a "manager" and "conditional" a "condition".
 */
function wordForm(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}
const forms = (text: string): string[] => words(text).map(wordForm);
const compiled = new WeakMap<AttributeTable, WeakMap<readonly TopicSpec[], Compiled>>();

function compile(table: AttributeTable, topics: readonly TopicSpec[]): Compiled {
  let byTopics = compiled.get(table);
  if (!byTopics) compiled.set(table, (byTopics = new WeakMap()));
  const known = byTopics.get(topics);
  if (known) return known;
  // "*" survives `words` only as a separate token: wordings are split on spaces first.
  const wordingOf = (w: string): Wording => w.split(/\s+/).flatMap((part) => (part === '*' ? ['*'] : forms(part)));
  const topicAttributes = new Map<string, Set<string>>();
  for (const t of topics) topicAttributes.set(t.name, new Set(t.attributes));
  for (const s of table.specs) for (const name of s.topics) topicAttributes.get(name)?.add(s.key);
  const c: Compiled = {
    asked: table.specs.flatMap((s) => s.asked.map((w) => ({ key: s.key, wording: wordingOf(w) }))).filter((x) => x.wording.length > 0),
    topics: topics.flatMap((t) => t.cues.map((w) => ({ attributes: [...(topicAttributes.get(t.name) ?? [])], wording: wordingOf(w) }))),
    predicates: new Map(table.specs.map((s) => [s.key, [s.key, ...s.aliases]])),
    // Stemmed as the index stems a memory's words: "like" is a stop word of queries, but "likes" is indexed as "like".
    terms: new Map(
      table.specs.map((s) => [
        s.key,
        [
          ...new Set(
            s.asked
              .filter((w) => !/\s/.test(w))
              .flatMap((w) =>
                words(w)
                  .map(stemWord)
                  .filter((t) => t.length > 2),
              ),
          ),
        ],
      ]),
    ),
    person: new Set(table.specs.filter((s) => s.person).map((s) => s.key)),
  };
  byTopics.set(topics, c);
  return c;
}

/** True when `wording` occurs as a run of `tokens` (`*` = any one token). */
function occurs(tokens: readonly string[], wording: Wording): boolean {
  outer: for (let i = 0; i + wording.length <= tokens.length; i++) {
    for (let j = 0; j < wording.length; j++) if (wording[j] !== '*' && wording[j] !== tokens[i + j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The attributes `question` asks for or bears on, best first. A question that names a person the
 * user has ("my sister", "my boss") asks for that relation, not for the user's own attributes its
 * other words name ("where does my mum live" is about the mother, not the user's `location`); a
 * question with no word of the user in it that is about someone else ("what does Rhys do", "what did
 * Melanie cook", "How many children does Melanie have?") asks for no attribute and puts no topic in play.
 */
export function askedAttributes(question: string, table: AttributeTable, topics: readonly TopicSpec[] = BUILTIN_TOPICS): AskedAttribute[] {
  const c = compile(table, topics);
  const raw = words(question);
  const tokens = raw.map(wordForm);
  const aboutUser = raw.some((w) => FIRST_PERSON.has(w)) || !(raw.some((w) => OTHER_PERSON.has(w)) || POSSESSIVE_NAME.test(question));
  const asked = new Set<string>();
  for (const a of c.asked) if (!asked.has(a.key) && occurs(tokens, a.wording)) asked.add(a.key);
  const people = [...asked].filter((k) => c.person.has(k));
  const keep = !aboutUser ? [] : people.length > 0 ? people : [...asked];
  const out = new Map<string, AskedAttribute>();
  const add = (key: string, weight: number, via: AskedAttribute['via']) => {
    if ((out.get(key)?.weight ?? 0) >= weight) return;
    out.set(key, { key, predicates: c.predicates.get(key) ?? [key], weight, via, terms: c.terms.get(key) ?? [] });
  };
  for (const k of keep) add(k, 1, 'asked');
  if (aboutUser) for (const t of c.topics) if (occurs(tokens, t.wording)) for (const k of t.attributes) add(k, TOPIC_WEIGHT, 'topic');
  return [...out.values()].sort((a, b) => b.weight - a.weight);
}
