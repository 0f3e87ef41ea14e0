/**
 * Guards between extraction and storage (M7): secrets are never stored, an importance floor drops
 * trivia, oversize items are rejected, and tool output does not become long-term memory unless
 * asked for. What is dropped is reported with its reason and kind — never with its text.
 */
import type { Candidate } from '../extract/types.js';
import { findSecret } from './secrets.js';
import { findInstruction, quotedInstruction } from './injection.js';

/** Options of {@link guardCandidates}. */
export interface CandidateGuardOptions {
  /** Candidates less important than this are dropped (default 0.3). */
  readonly importanceFloor: number;
  /** Longest content kept, in characters. */
  readonly maxChars: number;
  /** Keep candidates that came only from tool output (default false: it goes stale). */
  readonly rememberToolOutput: boolean;
}

/** What the guards let through, and what they stopped. */
export interface GuardedCandidates {
  readonly kept: Candidate[];
  readonly dropped: { readonly kind: Candidate['kind']; readonly reason: string }[];
  /** Candidates kept only as quoted episodes: they read as instructions to the assistant. */
  readonly demoted: { readonly kind: Candidate['kind']; readonly reason: string }[];
}

/** A redaction mark, also as a tokenizer re-joins it ("[ redacted GitHub token ]"). */
const REDACTED_MARK = /\[\s*redacted\s/i;

/** Applies the guards to a batch of candidates. */
export function guardCandidates(candidates: readonly Candidate[], options: CandidateGuardOptions): GuardedCandidates {
  const kept: Candidate[] = [];
  const dropped: { kind: Candidate['kind']; reason: string }[] = [];
  const demoted: { kind: Candidate['kind']; reason: string }[] = [];
  for (const c of candidates) {
    const texts = [c.content, c.triple?.subject, c.triple?.predicate, c.triple?.object, c.profile?.key, c.profile?.value].filter(
      (t): t is string => typeof t === 'string',
    );
    const secret = texts.map(findSecret).find((s) => s !== null);
    if (secret) dropped.push({ kind: c.kind, reason: `contains a secret (${secret})` });
    else if (texts.some((t) => REDACTED_MARK.test(t))) dropped.push({ kind: c.kind, reason: 'refers to a redacted secret' });
    else if (c.content.trim() === '') dropped.push({ kind: c.kind, reason: 'empty' });
    else if (c.content.length > options.maxChars) dropped.push({ kind: c.kind, reason: `longer than ${options.maxChars} characters` });
    else if (c.importance < options.importanceFloor)
      dropped.push({ kind: c.kind, reason: `importance ${c.importance} below the floor ${options.importanceFloor}` });
    else if (c.source === 'tool' && !options.rememberToolOutput) dropped.push({ kind: c.kind, reason: 'tool output is not remembered long-term' });
    else {
      // memory is data: an instruction to the assistant never becomes a preference or a profile field
      const instruction = texts.map(findInstruction).find((s) => s !== null);
      if (instruction) {
        demoted.push({ kind: c.kind, reason: `reads as an instruction to the assistant (${instruction})` });
        kept.push({
          ...c,
          kind: 'episode',
          content: quotedInstruction(c.content),
          triple: null,
          profile: null,
          importance: Math.min(c.importance, 0.3),
          correction: undefined,
        });
      } else kept.push(c);
    }
  }
  return { kept, dropped, demoted };
}
