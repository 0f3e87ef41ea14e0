/**
 * The topics a request is on by words no cue names (issue 24, eighth round). The topics' cues
 * (`core/attributes/wordings.ts`) are a hand table; a new writer asks for "a milkshake", "a seafood
 * braai", "a keg", "a scuba dive", words no table lists. With the default local embedder, each
 * content word of a request that is no cue is compared with the one-word cues of every topic in the
 * embedder's word vectors (GloVe): a topic scores the mean of its two closest cues, and the best
 * topic is taken when it scores at least {@link NEAR}, with any other within {@link MARGIN} of it
 * ("kayak" reads as travel and as exercise). The request's topic then brings its constraints first
 * as a cue would (a milkshake: lactose, not a fear of heights).
 *
 * The cues' vectors are computed once per table of topics; a request costs one vector per content
 * word and a dot product per cue. Off for any other embedder (`EmbeddingGate.wordVectors`), and only
 * requests ask it.
 */
import type { TopicSpec } from '../../core/attributes/index.js';
import type { WordVectors } from '../../core/contracts/embedder.js';
import { plainForm } from '../../core/attributes/forms.js';
import { STOP_WORDS } from '../../core/text/stop-words.js';
import { words } from '../../core/text/terms.js';
import { nonZero } from './word-vectors.js';

/**
 * A topic is near a word at this mean cosine of its two closest cues, at least: measured on the content words of
 * the recall corpora's requests, where food and drink words ("pie", "burgers", "keg", "milkshake") score 0.43–0.70 on
 * their topic and words of no topic ("drawer", "office", "season") below 0.42.
 */
export const NEAR = 0.42;
/** Other topics within this of the best are taken too. */
export const MARGIN = 0.03;
/** Words that open a verb's object: the word before one is read as the verb. */
const OBJECT_START = new Set(['a', 'an', 'the', 'me', 'us', 'some', 'my', 'our', 'this', 'that', 'it', 'them', 'him', 'her', 'any']);
/** Words shorter than this are not compared (too many readings). */
const MIN_LENGTH = 3;

interface CueVectors {
  readonly cues: ReadonlySet<string>;
  readonly topics: readonly { readonly name: string; readonly vectors: readonly Float32Array[] }[];
}

const cache = new WeakMap<WordVectors, WeakMap<readonly TopicSpec[], CueVectors>>();

function cueVectors(vectors: WordVectors, topics: readonly TopicSpec[]): CueVectors {
  let byTopics = cache.get(vectors);
  if (!byTopics) cache.set(vectors, (byTopics = new WeakMap()));
  let out = byTopics.get(topics);
  if (out) return out;
  const cues = new Set<string>();
  for (const t of topics) for (const c of t.cues) for (const w of c.split(' ')) cues.add(w);
  const scored = topics
    .filter((t) => t.attributes.length > 0 && t.household !== true)
    .map((t) => {
      const single = [...new Set(t.cues.filter((c) => !c.includes(' ')))];
      return { name: t.name, vectors: vectors.embed(single).filter(nonZero) };
    })
    .filter((t) => t.vectors.length >= 2);
  out = { cues, topics: scored };
  byTopics.set(topics, out);
  return out;
}

/** The names of the topics `request`'s content words read close to, best first; empty when none does. */
export function nearTopics(request: string, topics: readonly TopicSpec[], vectors: WordVectors): string[] {
  const table = cueVectors(vectors, topics);
  const all = words(request);
  // The request's verbs say what to do, not what about ("recommend an …", "find me …", "grab some …"): a word
  // before a determiner or a pronoun is one, as `request-form.ts` reads an imperative.
  const verbs = new Set(all.filter((w, i) => OBJECT_START.has(all[i + 1] as string)));
  const content = [...new Set(all.filter((w) => !verbs.has(w)).map(plainForm))].filter(
    (w) => w.length >= MIN_LENGTH && !/\d/.test(w) && !STOP_WORDS.has(w) && !table.cues.has(w) && vectors.informative(w),
  );
  if (content.length === 0 || table.topics.length === 0) return [];
  const found = new Map<string, number>();
  vectors.embed(content).forEach((v) => {
    if (!nonZero(v)) return;
    const scores = table.topics.map((t) => ({ name: t.name, score: closestTwo(v, t.vectors) }));
    const best = Math.max(...scores.map((s) => s.score));
    if (best < NEAR) return;
    for (const s of scores) if (s.score >= best - MARGIN) found.set(s.name, Math.max(found.get(s.name) ?? 0, s.score));
  });
  return [...found.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** The mean cosine of `v` with its two closest vectors of `vs` (all unit vectors). */
function closestTwo(v: Float32Array, vs: readonly Float32Array[]): number {
  let a = -1;
  let b = -1;
  for (const u of vs) {
    let dot = 0;
    for (let i = 0; i < v.length; i++) dot += (v[i] as number) * (u[i] as number);
    if (dot > a) {
      b = a;
      a = dot;
    } else if (dot > b) b = dot;
  }
  return (a + b) / 2;
}
