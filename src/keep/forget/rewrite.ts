/**
 * What a blended memory becomes when one of its sources is revoked: its words regenerated from
 * what remains. The remaining sources' text is the statements on record that came from them alone
 * (the memory's `create` row, later `reinforce` rows) and, for session sources, the events they
 * name. With a model the memory is rewritten from that text only — the model never sees the
 * memory's current wording, which holds the revoked source's words. Without a model, or when the
 * model fails or answers out of shape, the latest statement from the remaining sources is kept:
 * a revocation never waits on a provider and never loses what remains.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import { MnemoError } from '../../core/errors.js';
import { guardText, type GuardLimits } from '../../write/guard/index.js';
import type { Logger } from '../../core/logger.js';
import { generateStructured } from '../../models/providers/structured.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { MemoryRecord, SourceRef } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';

/** The model that rewrites blended memories, and where its failures are logged (ids only). */
export interface Rewriter {
  readonly model: LanguageModelV4;
  readonly logger: Logger;
  readonly timeoutMs: number;
}

/** The text the remaining sources contributed to one memory. */
export interface RemainingText {
  /** Statements on record from the remaining sources alone, oldest first. */
  readonly statements: readonly string[];
  /** The confidence the remaining statements on record give (null when none records one). */
  readonly confidence: number | null;
  /** Session events the remaining session sources name, in lineage order. */
  readonly events: readonly string[];
}

/** How a regenerated memory got its words. */
export type RegeneratedBy = 'model' | 'statement';

/** The most events of one memory's remaining sessions put in a prompt. */
const MAX_EVENTS = 20;

/** The remaining sources' text of `memory`. */
export async function remainingText(store: StorageAdapter, scope: Scope, memory: MemoryRecord, remaining: readonly SourceRef[]): Promise<RemainingText> {
  const key = (s: SourceRef): string => `${s.type}\u0000${s.id ?? ''}`;
  const left = new Set(remaining.map(key));
  const statements: string[] = [];
  // The confidence the remaining statements alone give: the first one's own, then each later one
  // corroborating it by the same rule consolidation applies.
  let confidence: number | null = null;
  for (const row of await store.getHistory(scope, { kind: 'memory', id: memory.id })) {
    const value = row.newValue as { content?: unknown; source?: SourceRef; sources?: SourceRef[]; confidence?: unknown } | null;
    if (!value || typeof value.content !== 'string') continue;
    const sources = row.op === 'create' ? (value.source ? [value.source] : []) : row.op === 'reinforce' ? (value.sources ?? []) : [];
    if (sources.length === 0 || !sources.every((s) => left.has(key(s)))) continue;
    statements.push(value.content);
    const own =
      row.op === 'create'
        ? typeof value.confidence === 'number'
          ? value.confidence
          : null
        : reinforcedBy((row.oldValue as { confidence?: unknown } | null)?.confidence, value.confidence);
    if (own !== null) confidence = confidence === null ? clamp(own) : clamp(1 - (1 - confidence) * (1 - 0.5 * own));
  }
  const events: string[] = [];
  for (const s of remaining) {
    const at = /^session:(.+)#(\d+)$/.exec(s.id ?? '');
    if (!at?.[1] || !at[2] || events.length >= MAX_EVENTS) continue;
    const seq = Number(at[2]);
    const [event] = await store.getEvents(scope, at[1], { afterSeq: seq - 1, upToSeq: seq, limit: 1 });
    if (event) events.push(`${event.role}: ${event.content}`);
  }
  return { statements, events, confidence };
}

/**
 * A reinforcement's own confidence, read back from the corroboration it made
 * (`c' = 1 − (1 − c)(1 − ½·c_new)`, docs/forgetting.md), or null when the row does not say.
 */
function reinforcedBy(before: unknown, after: unknown): number | null {
  // Near certainty the rounding of the stored values swamps the difference: the row says nothing then.
  if (typeof before !== 'number' || typeof after !== 'number' || 1 - before < 0.05) return null;
  return clamp(2 * (1 - (1 - after) / (1 - before)));
}

const clamp = (c: number): number => Math.round(Math.min(1, Math.max(0.05, c)) * 1000) / 1000;

const RewriteSchema = z.object({
  /** Null when the remaining text does not state the memory at all. */
  content: z.string().min(1).max(4000).nullable(),
});

const REWRITE_SYSTEM = [
  'A source of one memory about a user was withdrawn. Rewrite the memory from the remaining sources below only:',
  'one self-contained sentence in the third person that states what they say about the user. Use nothing else;',
  'never guess what the withdrawn source said. Return {"content": null} when the remaining sources state nothing of it.',
].join(' ');

/**
 * The memory's regenerated words and how they were got, or null when nothing remains to say
 * (no statement on record and no model answer): the caller deletes it then.
 */
export async function regenerate(
  rewriter: Rewriter | null,
  limits: GuardLimits,
  memory: MemoryRecord,
  text: RemainingText,
): Promise<{ content: string; by: RegeneratedBy } | null> {
  const statement = text.statements.at(-1) ?? null;
  const fallback = statement === null ? null : { content: statement, by: 'statement' as const };
  if (!rewriter || (text.statements.length === 0 && text.events.length === 0)) return fallback;
  const prompt = [
    `Kind of memory: ${memory.kind}`,
    ...(text.statements.length > 0 ? ['Statements from the remaining sources:', ...text.statements.map((s) => `- ${s}`)] : []),
    ...(text.events.length > 0 ? ['Conversation turns from the remaining sources:', ...text.events.map((e) => `- ${e.slice(0, 1000)}`)] : []),
  ].join('\n');
  try {
    const reply = await generateStructured(rewriter.model, {
      schema: RewriteSchema,
      name: 'mnemo_revoke_rewrite',
      system: REWRITE_SYSTEM,
      prompt,
      timeoutMs: rewriter.timeoutMs,
    });
    if (reply.content === null) {
      rewriter.logger.info('revocation rewrite declined; keeping the remaining statement', { memory: memory.id, kept: fallback !== null });
      return fallback;
    }
    return { content: guardText(reply.content, limits, 'the rewritten memory', { secrets: 'redact' }), by: 'model' };
  } catch (error) {
    // Malformed output, a provider down, a rewrite that is too long or a secret: what remains is kept as stated.
    const code = MnemoError.isInstance(error) ? error.code : 'UNKNOWN';
    rewriter.logger.warn('revocation rewrite failed; keeping the remaining statement', { memory: memory.id, code, kept: fallback !== null });
    return fallback;
  }
}
