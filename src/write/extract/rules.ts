/**
 * The offline extractor: no model, so the whole loop works without a key. A turn is parsed
 * (wink-nlp: sentences, part of speech, lemmas, negation), split into clauses, and each clause is
 * classified — self-description, preference, per-request instruction, correction, forget request,
 * "remember that", small talk, question — and read into candidates with the model extractor's
 * schema, times resolved against the session date (chrono-node). What it understands and what
 * needs a model: docs/write-path.md. It never guesses at implied facts.
 */
import type { SessionEvent } from '../../core/types/session.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { analyseTurn, type ClauseClass, type Known } from './clauses/index.js';
import type { Candidate, ExtractionInput, ExtractionResult, Extractor, ForgetRequest } from './types.js';

export { thirdPerson } from './clauses/index.js';

/** Builds the offline rule extractor. */
export function createRuleExtractor(): Extractor {
  return {
    name: 'rules',
    async extract(input: ExtractionInput): Promise<ExtractionResult> {
      const candidates: Candidate[] = [];
      const forget: ForgetRequest[] = [];
      const known = knownOf(input.profile);
      // The user's turns before each one, for who "she" or "he" is.
      const before = (input.earlier ?? []).filter((e) => e.role === 'user').map((e) => e.content);
      for (const event of input.events) {
        if (event.role !== 'user') continue;
        const found = analyseTurn(event.content, { now: event.at, known, before });
        before.push(event.content);
        candidates.push(...found.candidates.map((c) => ({ ...c, eventSeqs: [event.seq] })));
        forget.push(...found.forget.map((f) => ({ ...f, eventSeqs: [event.seq] })));
      }
      return { candidates, forget, summary: rollSummary(input.summary, input.events) };
    },
  };
}

/** What the offline extractor finds in one message. Exported for the router and the memory editor. */
export function extractFromText(
  text: string,
  options: { now?: Date; known?: Known; before?: readonly string[] } = {},
): {
  candidates: Omit<Candidate, 'eventSeqs'>[];
  forget: string[];
  forgetRequests: Omit<ForgetRequest, 'eventSeqs'>[];
  classes: readonly ClauseClass[];
  /** The turn also asks a question (answer it as well as making any edit). */
  asks: boolean;
  /** Clauses about the user that stored and changed nothing because the rules were not sure: say so. */
  notUnderstood: readonly string[];
} {
  const found = analyseTurn(text, options);
  return {
    candidates: [...found.candidates],
    forget: found.forget.map((f) => f.topic),
    forgetRequests: [...found.forget],
    classes: found.classes,
    asks: found.asks,
    notUnderstood: found.notUnderstood,
  };
}

/** Splits a message into clauses as the extractor reads them. */
export function clausesOf(text: string): string[] {
  return analyseTurn(text)
    .clauses.map((c) => c.said)
    .filter((s) => s.length > 0);
}

/** Without a model, the rolling summary is the tail of what the user said, bounded in size. */
function rollSummary(previous: string, events: readonly SessionEvent[]): string {
  const said = events.filter((e) => e.role === 'user').map((e) => e.content.replace(/\s+/g, ' ').slice(0, 200));
  const joined = [previous, ...said].filter(Boolean).join(' | ');
  return joined.length > 1500 ? joined.slice(joined.length - 1500) : joined;
}

/** The profile as the clause reader compares corrections with: each field's value as text. */
export function knownOf(profile: readonly ProfileEntry[]): Known {
  const out: Record<string, string> = {};
  for (const p of profile) if (typeof p.value === 'string' || typeof p.value === 'number') out[p.key] = String(p.value);
  return out;
}
