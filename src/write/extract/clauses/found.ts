/**
 * "I find X <adjective>": a standing liking or dislike said as a judgement of the thing. The adjective is the
 * participle of a stimulus verb of feeling (VerbNet amuse-31.1 as appraisal.ts lists them: "grating", "irritating",
 * "soothing", "relaxing"), so its sign is the verb's; a negation before it turns it. "I find it hard to …", "I find
 * my boss …", a past ("I found"), a moment or a person is no liking and is left to the other readers.
 */
import type { Token } from './nlp.js';
import { lowerOf } from './phrases.js';
import { result, type StatementResult } from './result.js';
import { liking, objectPhrase, stimulusSign } from './appraisal.js';

/** Words of degree between the thing and the adjective ("genuinely grating", "quite soothing", "not very relaxing"). */
const DEGREE =
  /^(?:really|so|very|quite|pretty|rather|fairly|genuinely|incredibly|extremely|deeply|super|totally|utterly|absolutely|properly|seriously|a|bit|little|kind|kinda|sort|of|weirdly|oddly|strangely|surprisingly|just|actually|always|honestly)$/;

/** The stem of a participle in -ing, as a stimulus verb's lemma may be written ("grating" → "grate", "upsetting" → "upset"). */
function signOf(t: Token): -1 | 1 | undefined {
  if (!t.lower.endsWith('ing') || t.lower.length < 6) return undefined;
  const stem = t.lower.slice(0, -3);
  const tries = [t.lemma, stem, `${stem}e`, stem.replace(/(\w)\1$/, '$1')];
  for (const x of tries) {
    const s = stimulusSign(x);
    if (s) return s;
  }
  return undefined;
}

/** Adjectives of judgement said of a thing the user meets (answers, tools, formats), with their sign. */
const JUDGED: ReadonlyMap<string, -1 | 1> = new Map<string, -1 | 1>([
  ...(['annoying', 'tiring', 'boring', 'confusing', 'distracting', 'useless', 'hard', 'unhelpful', 'exhausting', 'tedious'] as const).map(
    (x) => [x, -1] as [string, -1 | 1],
  ),
  ...(['helpful', 'useful', 'great', 'easier', 'clearer'] as const).map((x) => [x, 1] as [string, -1 | 1]),
]);

/**
 * What follows "I find": "jazz fusion genuinely grating", "long answers annoying", "them useful". A liking or a
 * dislike of the thing; no memory when the thing is a pronoun; undefined when the words are no judgement of a thing
 * ("my landlord pretty annoying": a person; "it hard to sleep": no adjective last).
 */
export function foundJudgement(rest: readonly Token[]): StatementResult | undefined {
  const w = lowerOf(rest);
  let end = rest.length;
  while (end > 0 && rest[end - 1]?.pos === 'PUNCT') end--;
  const adj = rest[end - 1];
  const sign = adj ? (JUDGED.get(adj.lower) ?? signOf(adj)) : undefined;
  if (!adj || !sign) return undefined;
  let j = end - 1;
  let negated = false;
  while (j > 0 && (DEGREE.test(w[j - 1] as string) || ['not', "n't", 'never'].includes(w[j - 1] as string))) {
    if (['not', "n't", 'never'].includes(w[j - 1] as string)) negated = true;
    j--;
  }
  const span = rest.slice(0, j);
  // "I find them annoying": the thing is only pointed at; nothing to keep.
  if (span.length === 0 || span.every((t) => t.lower === 'them' || t.lower === 'it')) return result({ drafts: [] });
  if (span.some((t) => t.pos === 'PRON' || t.pos === 'PROPN' || t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing')))) return undefined;
  const what = objectPhrase(span, 0);
  if (!what || what.length !== span.length) return undefined;
  return liking(what, negated ? (-sign as -1 | 1) : sign);
}

/** "I find jazz fusion grating", "honestly I find long podcasts quite soothing"; undefined when the clause is none. */
export function readFound(tokens: readonly Token[]): StatementResult | undefined {
  const w = lowerOf(tokens);
  let i = 0;
  while (i < w.length && /^(?:honestly|tbh|ngl|but|and|also|personally|generally|though)$/.test(w[i] as string)) i++;
  if (w[i] !== 'i') return undefined;
  i++;
  while (/^(?:always|usually|generally|really|just|genuinely|honestly|actually)$/.test(w[i] ?? '')) i++;
  if (w[i] !== 'find') return undefined;
  const read = foundJudgement(tokens.slice(i + 1));
  return read && read.drafts.length > 0 ? read : undefined;
}
