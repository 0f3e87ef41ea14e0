/** Statements said without their subject, as people type them: "I" given back. */
import type { Token } from './nlp.js';

/** Verbs a habit is dropped with in "don't … any more" without a subject ("don't need the ibuprofen any more"). */
const DROPPED_HABITS = new Set(['drink', 'eat', 'smoke', 'play', 'do', 'need', 'have', 'take', 'live', 'work', 'own', 'go', 'run', 'ride', 'drive']);
const LEAD_ADVERBS = new Set(['just', 'also', 'finally', 'recently', 'only', 'already', 'actually', 'still', 'then', 'now', 'basically', 'officially']);
const tok = (text: string, pos: string, lemma = text.toLowerCase()): Token => ({ text, lower: text.toLowerCase(), pos, lemma, negated: false });

/**
 * A statement said without its subject, as people type ("gave up coffee in January", "been living
 * in Auckland since 2017", "used to be a chef", "haven't touched a cigarette in two years", "no
 * longer drinking", "moved to Nantes last month"): the tokens with "I" given back, or null. An
 * imperative is in the base form and never gets one.
 */
export function impliedSubject(tokens: readonly Token[]): Token[] | null {
  let k = 0;
  while (k < tokens.length - 1 && LEAD_ADVERBS.has(tokens[k]?.lower ?? '')) k++;
  const t = tokens[k];
  const next = tokens[k + 1];
  if (!t || tokens.slice(0, 6).some((x) => x.lower === 'i' || x.lower === 'we' || x.lower === 'you')) return null;
  const I = tok('I', 'PRON', 'i');
  if (t.lower === 'been') return [I, tok('have', 'AUX'), ...tokens];
  if (t.lower === 'allergic' && next?.lower === 'to') return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'used' && next?.lower === 'to') return [I, ...tokens];
  const negation = (x: Token | undefined) => x?.lower === "n't" || x?.lower === 'not' || x?.lower === 'nt';
  if ((t.lower === 'have' || t.lower === 'has') && negation(next) && tokens[k + 2]?.pos === 'VERB') return [I, ...tokens];
  // "can't stand cilantro", "can't eat gluten": a dislike or a restriction said without "I".
  if (t.lower === 'can' && negation(next) && ['stand', 'eat', 'drink', 'have', 'tolerate', 'digest', 'handle'].includes(tokens[k + 2]?.lemma ?? ''))
    return [I, ...tokens];
  // "quit caffeine a month ago", "not drinking these days", "now at Meta".
  if (t.lower === 'quit' && k === 0 && (next?.pos === 'NOUN' || next?.lower.endsWith('ing'))) return [I, ...tokens];
  if (t.lower === 'not' && /^\p{L}{3,}ing$/u.test(next?.lower ?? '') && !/thing$/.test(next?.lower ?? '')) return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'at' && k > 0 && /^\p{Lu}/u.test(next?.text ?? '') && tokens.slice(0, k).some((x) => x.lower === 'now' || x.lower === 'currently'))
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'no' && next?.lower === 'longer') return tokens[k + 2]?.lower.endsWith('ing') ? [I, tok('am', 'AUX', 'be'), ...tokens] : [I, ...tokens];
  if (
    t.lemma === 'do' &&
    negation(next) &&
    DROPPED_HABITS.has(tokens[k + 2]?.lemma ?? '') &&
    /\b(anymore|any more|these days|nowadays)\b/.test(tokens.map((x) => x.lower).join(' '))
  )
    return [I, ...tokens];
  if (['living', 'working', 'based', 'settled'].includes(t.lower) && ['in', 'at', 'for', 'from', 'as', 'out'].includes(next?.lower ?? ''))
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  const inflected = t.pos === 'VERB' && t.lower !== t.lemma && !t.lower.endsWith('ing') && t.lower !== `${t.lemma}s` && t.lower !== `${t.lemma}es`;
  if (inflected && !['called', 'named', 'based', 'located', 'born', 'married', 'thanks'].includes(t.lower)) return [I, ...tokens];
  return null;
}
