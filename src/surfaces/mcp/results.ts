/**
 * What MCP tools answer: a short JSON view of memory for the model (never vectors or engine fields),
 * and the one place an error becomes an MCP tool error. A tool error is a result with `isError`, not a
 * protocol error, so the model reads the code and message and can try again; the server carries on.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MnemoError } from '../../core/errors.js';
import { stateOf, type MemoryState } from '../../core/memory-state.js';
import type { Logger } from '../../core/logger.js';
import type { Recalled } from '../../engine/mnemo.js';
import type { HistoryEntry } from '../../core/types/history.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';

/** A memory as a tool shows it. */
export interface MemoryView {
  readonly id: string;
  readonly kind: string;
  readonly content: string;
  readonly notes: readonly string[];
  /** When it became true or happened (ISO date). */
  readonly date: string;
  readonly importance: number;
  /** Its state at the time of the call: `current`, or why it is past (superseded, forgotten, expired, archived). */
  readonly state: MemoryState;
  /** Set when the memory is no longer current (forgotten or replaced). */
  readonly invalidatedAt?: string;
}

/** The model's view of a memory record, with its state at `now` (a past row never looks like the present). */
export function memoryView(m: MemoryRecord, now: Date): MemoryView {
  return {
    id: m.id,
    kind: m.kind,
    content: m.content,
    notes: m.notes,
    date: m.validFrom.toISOString().slice(0, 10),
    importance: m.importance,
    state: stateOf(m, now),
    ...(m.invalidatedAt && { invalidatedAt: m.invalidatedAt.toISOString() }),
  };
}

/** A recalled memory with its score and the parts that made it, rounded for reading. */
export function recalledView(r: Recalled, now: Date): MemoryView & { score: number; scores: Record<string, number> } {
  const scores = Object.fromEntries(Object.entries(r.scores).map(([k, v]) => [k, round(v)]));
  return { ...memoryView(r.memory, now), score: round(r.score), scores };
}

/** A profile field. */
export function profileView(p: ProfileEntry): { key: string; value: unknown; source: string; updatedAt: string } {
  return { key: p.key, value: p.value, source: p.source, updatedAt: p.updatedAt.toISOString() };
}

/** One history entry. */
export function historyView(h: HistoryEntry): Record<string, unknown> {
  return { target: h.targetId, op: h.op, actor: h.actor, at: h.at.toISOString(), reason: h.reason, oldValue: h.oldValue, newValue: h.newValue };
}

/** A successful result: the JSON as text (what every client shows the model) and as structured content. */
export function ok(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

/**
 * An error as an MCP tool error. A MnemoError keeps its code and message (messages carry no user
 * text); anything else is a bug, logged here once and reported as INTERNAL without its message.
 */
export function toolError(error: unknown, tool: string, logger: Logger): CallToolResult {
  const known = MnemoError.isInstance(error);
  const code = known ? error.code : 'INTERNAL';
  const message = known ? error.message : 'an internal error: the server log has the details';
  if (known) logger.debug('mcp tool refused', { tool, code });
  else logger.error('mcp tool failed', { tool, error: String((error as Error)?.stack ?? error) });
  const body = { error: { code, message, ...(known && { retryable: error.retryable }) } };
  return { isError: true, content: [{ type: 'text', text: `${code}: ${message}` }], structuredContent: body };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
