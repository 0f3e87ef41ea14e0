/**
 * Extraction (M6): turning new conversation turns into candidate memories. An extractor sees a
 * rolling summary plus the new turns (never the whole transcript again) and may return nothing.
 */
import { DEFAULT_ATTRIBUTES } from '../../core/attributes/index.js';
import type { MemoryKind, MemoryRecord, SourceType, Triple } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { SessionEvent } from '../../core/types/session.js';

/** A memory proposed by an extractor, before guards and consolidation. */
export interface Candidate {
  readonly kind: MemoryKind;
  /** One self-contained sentence ("The user works on the infra team."). */
  readonly content: string;
  readonly importance: number;
  readonly confidence: number;
  readonly triple: Triple | null;
  /** The profile field this candidate sets, when it is one (name, team, role, preference.<topic>…). */
  readonly profile: { readonly key: string; readonly value: string } | null;
  /** Said outright by the user, implied by what they said, or produced by a tool. */
  readonly source: SourceType;
  /** The session events it came from. */
  readonly eventSeqs: readonly number[];
  /**
   * Set when the user corrected what was known ("actually…", "not X anymore", "moved to…",
   * "switched from X to Y"): the candidate replaces the same field; `reason` quotes the cue for
   * history, `replaces` is the old value when the user said it.
   */
  readonly correction?: Correction | undefined;
  /**
   * Set when the statement says an earlier state is over ("I gave up coffee", "I don't play the
   * violin any more", "I used to live in Ghent"): the stored facts of that attribute and value are
   * superseded by this candidate (the new state). Matched by subject, attribute and value — never by
   * a shared word — and never against what the same batch wrote.
   */
  readonly ends?: readonly EndedFact[] | undefined;
  /**
   * Set for a correction of a value no profile field holds ("no, it's Galway", "Salzburg, not
   * Vienna"): consolidation changes the one current memory it can mean, and nothing when none or
   * several can be meant. The candidate's own content is never stored.
   */
  readonly revises?: { readonly value: string; readonly replaces: string | null } | undefined;
  /** The time the statement refers to, resolved against the session date ("last month" → "2026-05"). */
  readonly when?: ReferredTime | undefined;
  /**
   * The record an explicit `remember` built from the caller's input (its namespace, validity,
   * metadata, source): when consolidation creates the memory it stores this record as it is.
   */
  readonly record?: MemoryRecord | undefined;
}

/** What makes a candidate a correction of earlier memory. */
export interface Correction {
  /** Why, in the user's words, for history: e.g. `the user corrected it ("actually")`. */
  readonly reason: string;
  /** The value being replaced, when the user named it ("not payments anymore" → "payments"). */
  readonly replaces: string | null;
  /**
   * The new value was said alone ("no, Bergen, not Oslo"): which field it corrects was read from the
   * profile, so consolidation changes nothing when another stored memory holds the old value too.
   */
  readonly bare?: boolean;
}

/** An earlier state a statement ends: the subject's facts of `predicate` (any relation when null) whose value is `object` (any value when null). */
export interface EndedFact {
  readonly subject: string;
  /** The attribute (`drinks`, `location`), or null when the verb names none ("I don't do CrossFit any more"): then only relations match. */
  readonly predicate: string | null;
  /** The value said ("coffee"), or null for every value of a named relation ("I quit smoking"). */
  readonly object: string | null;
  /** The verb's lemma, for memories without a triple: they match only when they say the verb and the value. */
  readonly verb?: string | undefined;
  /** Values it does not end ("I don't drink any more" ends wine and beer, not coffee). */
  readonly but?: readonly string[] | undefined;
  /** The user's word that ended it ("quit", "left"), for the history's reason. */
  readonly said?: string | undefined;
  /**
   * The verb names no relation and must be said by what it ends ("I don't teach piano any more" does not end "plays
   * the piano"); with no verb and no attribute, a memory without a triple may end by the value's words alone, when it
   * is the only one that says them ("stepped down from the PTA" ends "The user is on the school PTA.").
   */
  readonly strict?: boolean | undefined;
}

/** A time a statement refers to, resolved to an absolute date at the precision it was said. */
export interface ReferredTime {
  /** The words that said it ("last month"). */
  readonly text: string;
  /** ISO date cut to its precision: "2026-05-14", "2026-05" or "2026". */
  readonly value: string;
  readonly granularity: 'day' | 'month' | 'year';
  /** The state is said to hold from then through now ("since feb 2024", "I've been a nurse for six years"). */
  readonly throughNow?: boolean;
}

/** "Forget what I told you about X": the extractor reports it; consolidation invalidates. */
export interface ForgetRequest {
  readonly topic: string;
  readonly eventSeqs: readonly number[];
  /** Why, when it is not a plain "forget" ("the user no longer works at Acme"), for history. */
  readonly reason?: string | undefined;
}

/** What an extractor is given. */
export interface ExtractionInput {
  /** Rolling summary of the conversation before these turns ('' at the start). */
  readonly summary: string;
  /** The new events, oldest first (memory-edit turns already removed). */
  readonly events: readonly SessionEvent[];
  /**
   * Recent events of the session before these (already extracted), oldest first, when the caller
   * read them: the rules read them only to tell who "he" or "she" is. Optional.
   */
  readonly earlier?: readonly SessionEvent[] | undefined;
  /** The user's current profile, so the extractor does not re-propose what is known. */
  readonly profile: readonly ProfileEntry[];
  /** Remember tool output too (off by default: it goes stale). */
  readonly includeToolOutput: boolean;
}

/** What an extractor returns. */
export interface ExtractionResult {
  readonly candidates: readonly Candidate[];
  readonly forget: readonly ForgetRequest[];
  /** The new rolling summary covering the summary and these turns. */
  readonly summary: string;
}

/** Something that turns turns into candidates: the model extractor, or the offline rules. */
export interface Extractor {
  /** `rules` or `model:<id>`, for logs and history reasons. */
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractionResult>;
}

/** True when a triple predicate holds one value per subject (the attribute table, `src/core/attributes/`). */
export function isSingleValued(predicate: string): boolean {
  return DEFAULT_ATTRIBUTES.isSingleValued(predicate);
}
