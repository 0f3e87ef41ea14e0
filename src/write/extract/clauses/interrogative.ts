/**
 * A question by its grammar, with or without its question mark:
 * - an auxiliary before its subject and the subject's verb or state after it ("do vegans eat honey", "can dogs have
 *   grapes", "is halloumi ok for me"), whatever the subject is, not only a pronoun;
 * - an indirect question: a word of wondering or of not knowing before "whether", "if" or a question word ("wondering
 *   whether a beekeeper needs insurance", "any idea if halloumi is ok", "curious how long it keeps").
 * A subjectless statement that opens with the verb ("do yoga every morning", "have two kids") has no verb after its
 * object and is none.
 */
import type { Token } from './nlp.js';

const INVERTING = new Set(['do', 'does', 'did', 'can', 'could', 'would', 'should', 'is', 'are', 'will', 'shall', 'was', 'were', 'am', 'have', 'has']);
/** Subjects said before the first verb the old reading knew by word. */
const PRONOUN_SUBJECT = new Set(['i', 'you', 'we', 'it', 'my', 'there', 'this', 'that']);
/** Where an indirect question opens: a complementiser or a question word. */
const OPENER = new Set(['whether', 'if', 'how', 'what', 'where', 'when', 'why', 'who', 'which']);
/** Words of wondering or not knowing that take an indirect question. */
const WONDER =
  /^(?:(?:just |so |also |and |hey |hi )*(?:i'?m |i am |i was |was |been |i've been |i have been |i |am )?(?:just |really |kinda |bit |a bit |always )?(?:wondering|wonder|wondered|curious|asking)|any (?:idea|clue|thoughts)|anyone know|does anyone know|no idea|dunno|d'?you know)$/;

/** Whether a clause asks by its word order or as an indirect question. */
export function asksByGrammar(tokens: readonly Token[]): boolean {
  const w = tokens.map((t) => t.lower);
  const a = tokens[0];
  if (a && INVERTING.has(a.lower)) {
    if (PRONOUN_SUBJECT.has(w[1] ?? '')) return true;
    // "do vegans eat honey", "is the tap water safe here": a noun subject, then its verb or its state.
    const b = tokens[1];
    // After an inverted auxiliary the tagger may take a plural subject for a verb ("can dogs/VERB eat grapes").
    const plural = b !== undefined && b.pos === 'VERB' && /^\p{Ll}{3,}s$/u.test(b.text) && ['can', 'could', 'should', 'do', 'would', 'will'].includes(a.lower);
    if (!['have', 'has', 'am', 'was', 'were'].includes(a.lower) && b && (['NOUN', 'PROPN', 'DET'].includes(b.pos) || plural)) {
      let k = 2;
      while (k < 5 && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[k]?.pos ?? '') && !/^(ok|okay|safe|fine|bad|good|normal)$/.test(w[k] ?? '')) k++;
      const next = tokens[k];
      if (next && (next.pos === 'VERB' || next.pos === 'ADJ' || /^(ok|okay|safe|fine|bad|good|normal)$/.test(next.lower))) return true;
    }
  }
  for (let i = 1; i < Math.min(w.length, 7); i++) {
    if (OPENER.has(w[i] ?? '') && WONDER.test(w.slice(0, i).join(' '))) return true;
  }
  return false;
}
