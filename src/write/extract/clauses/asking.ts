/**
 * A question said after a statement in one message, with or without its question mark: "I work nights, any tips for
 * sleeping in the day", "I'm lactose intolerant so what can I have at Starbucks", "just moved to Perth - any decent
 * climbing gyms". The part after the boundary opens a question by grammar: a question word followed by an auxiliary
 * or a word of quantity ("what can I", "how often should", "how much exercise does"), an auxiliary before its subject
 * ("is honey ok", "do you know"), or "any" asking for something ("any tips", "any decent gyms"). The message is then
 * split into its statement and its question, and each is handled on its own.
 */
import type { Token } from './nlp.js';

const WH = new Set(['what', 'how', 'where', 'who', 'which', 'why', 'when', 'whats', "what's", 'hows']);
const AUX = new Set(['is', 'are', 'do', 'does', 'can', 'could', 'should', 'would', 'will', 'did', 'was', 'were', 'am', 'have', 'has', 'shall', 'may']);
/** After a question word: a word of quantity or kind ("how often", "what kind of", "which one"). */
const WH_NEXT = new Set(['about', 'many', 'much', 'often', 'long', 'far', 'kind', 'sort', 'type', 'else', 'one', 'ones', 'way']);
/** Subjects an inverted auxiliary asks about. */
const SUBJECT_POS = new Set(['PRON', 'NOUN', 'PROPN', 'DET']);

/** Whether the words from `at` open a question, whatever ends the sentence. */
export function opensQuestion(tokens: readonly Token[], at: number): boolean {
  const a = tokens[at];
  const b = tokens[at + 1];
  if (!a || !b) return false;
  // "any chance you could call me Teo", "is it ok if my name's shown as Bea": a request about the user's name asks to
  // keep something, and is read as a statement, never swallowed as a question.
  const rest = tokens.slice(at).map((t) => t.lower);
  if (/\b(?:call me|calls me|my name|name is|known as|go by|goes by|spell)\b/.test(rest.join(' ')) || ['chance', 'way', 'more', 'longer'].includes(b.lower))
    return false;
  const x = a.lower;
  if (WH.has(x)) {
    if (WH_NEXT.has(b.lower)) return true;
    // "what can I", "how do you", "where's the": the auxiliary before its subject. "which is short for Joanna", "who is
    // my cousin" after a comma are relative clauses, not questions.
    const subject = tokens[at + 2];
    if ((AUX.has(b.lower) || b.pos === 'AUX') && subject && (subject.pos === 'PRON' || subject.pos === 'DET' || subject.lower === 'there'))
      return !(x === 'which' || x === 'who' || x === 'when' || x === 'where') || subject.pos === 'PRON';
    // "what protein sources should I try", "which gym is best": the question word's noun, then its auxiliary.
    let j = at + 1;
    while (j < at + 4 && ['NOUN', 'ADJ', 'PROPN'].includes(tokens[j]?.pos ?? '')) j++;
    return (x === 'what' || x === 'which') && j > at + 1 && (tokens[j]?.pos === 'AUX' || AUX.has(tokens[j]?.lower ?? ''));
  }
  // "… and has a peanut allergy": "have" before a determiner is possession; asked, it ends with "?" ("has a dog ever bitten you?").
  if (/^(?:has|have)$/.test(x) && b.pos === 'DET' && !tokens.slice(at).some((t) => t.text === '?')) return false;
  if (AUX.has(x) && (a.pos === 'AUX' || a.pos === 'VERB')) return SUBJECT_POS.has(b.pos) || b.lower === 'there';
  // "any tips", "any decent climbing gyms", "any idea why": asking for something.
  if (x === 'any' || x === 'anything') return ['NOUN', 'ADJ', 'PROPN', 'ADV'].includes(b.pos) && !tokens.slice(at + 1).some((t) => t.lower === 'i');
  return false;
}
