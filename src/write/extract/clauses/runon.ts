/**
 * Where one clause ends and the next begins with no comma between them: chat runs a statement into a question
 * ("im a nurse in Leeds whats a good shoe for long shifts") and a result or reason into a clause that opens on a
 * circumstance before its subject ("… chickpeas so tonight I'm cooking two dinners", "because last year we …").
 * Read by grammar, not by sentences: a question is opened (asking.ts) right after the last word of a noun phrase
 * in a clause that already has its verb; a result or reason word is followed, within a short adverbial, by a
 * subject and its finite verb.
 */
import { opensQuestion } from './asking.js';
import type { Token } from './nlp.js';
import { QUESTION_OPENERS } from './split-words.js';

const hasVerb = (current: readonly Token[]): boolean => current.some((x) => x.pos === 'VERB' || x.pos === 'AUX');

/** A question that opens at `i` after a noun phrase of a clause with its verb: a clause of its own, no comma needed. */
export function runOnQuestionAt(current: readonly Token[], tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const prev = current[current.length - 1];
  if (!t || !prev || i === 0 || !QUESTION_OPENERS.has(t.lower) || !hasVerb(current)) return false;
  // Only after the end of a noun phrase: after a verb or a preposition the wh-word is its object ("I know what …").
  if (!['NOUN', 'PROPN', 'NUM'].includes(prev.pos)) return false;
  // "a guy who is my neighbour", "the town where I grew up": a relative word opens a question only before an
  // auxiliary and its pronoun subject ("… who do I ask", "… where can we park").
  if (/^(?:who|whom|which|where|when)$/.test(t.lower) && !(tokens[i + 1]?.pos === 'AUX' && /^(?:i|you|we|they)$/.test(tokens[i + 2]?.lower ?? '')))
    return false;
  // "any day", "any time" after a noun are an adverbial ("tea over coffee any day"): only a wh-word or an auxiliary before its subject opens one.
  return opensQuestion(tokens, i) && !['any', 'anything', 'tips', 'ideas', 'suggestions', 'recommendations'].includes(t.lower);
}

/** Words that say what follows is a result or a reason. */
const LINK = new Set(['so', 'because']);
/** Pronoun subjects a clause of chat opens on. */
const SUBJECT = /^(?:i|we|you|he|she|they|it)$/;
/** Words of degree: "so much I cried", "so hard we won" read "so" as degree, not as a result. */
const DEGREE = /^(?:much|many|few|little|long|far|often|hard|badly|well|very|really)$/;

/**
 * "so I'm …", "so tonight I'm …", "because last year we …": the link at `i` opens a clause with its own subject
 * (straight after it, or after a time or manner adverbial of at most three words), said after a clause of more
 * than one word. An adjective after "so" is degree ("so glad I moved"), never a result.
 */
export function resultClauseAt(current: readonly Token[], tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || !LINK.has(t.lower) || current.length < 2) return false;
  const next = tokens[i + 1];
  if (['i', 'we', 'my'].includes(next?.lower ?? '')) return true;
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    const w = tokens[k] as Token;
    if (SUBJECT.test(w.lower)) {
      const verb = tokens[k + 1];
      return k > i + 1 && verb !== undefined && (verb.pos === 'VERB' || verb.pos === 'AUX');
    }
    if (!['ADV', 'NOUN', 'DET', 'NUM'].includes(w.pos) || DEGREE.test(w.lower)) return false;
  }
  return false;
}

/**
 * Whether a clause ends before the word at `i`: "skip" when the word is the link that joins them ("so", "because",
 * "and" before a question), "keep" when it opens the next clause (a question's first word), null when none ends.
 */
export function clauseBreakAt(current: readonly Token[], tokens: readonly Token[], i: number): 'skip' | 'keep' | null {
  const t = tokens[i];
  // "I'm lactose intolerant so what can I have": a question joined by a conjunction (asking.ts).
  if (t && ['so', 'and', 'but'].includes(t.lower) && hasVerb(current) && opensQuestion(tokens, i + 1)) return 'skip';
  if (resultClauseAt(current, tokens, i)) return 'skip';
  return runOnQuestionAt(current, tokens, i) ? 'keep' : null;
}

/**
 * "…, so I'm …", "… so tonight we …": a piece after the first one of its sentence opened by a "so" of result, said as
 * its first word or cut off before it. "so far", "so much", "so that" and "so" before a describing word are no result.
 */
export function resultOf(sentence: readonly Token[], piece: readonly Token[]): boolean {
  const first = piece[0];
  if (!first) return false;
  const at = sentence.indexOf(first);
  const so = first.lower === 'so' ? 0 : at > 0 && sentence[at - 1]?.lower === 'so' ? -1 : null;
  if (so === null) return false;
  const next = so === 0 ? piece[1] : first;
  return next !== undefined && next.pos !== 'ADJ' && !/^(?:far|much|many|long|that|as|what|yeah|yes|no)$/.test(next.lower);
}
