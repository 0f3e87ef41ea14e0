/**
 * The formulas of forgetting (docs/forgetting.md), pure and clock-free: the caller passes `now`.
 *
 *   strength   = importance × 2^(−days since last use / half-life) × (1 + ln(1 + uses))
 *   confidence = confidence × 2^(−days since last use or confirmation / confidence half-life)
 *
 * "Last use" is the later of `lastAccessedAt` and `createdAt`; "uses" counts times it was put into
 * a context plus times a later statement corroborated it.
 */
import type { MemoryRecord } from '../../core/types/memory.js';
import type { ForgettingConfig } from './config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the formulas read of a record. */
export type Decaying = Pick<
  MemoryRecord,
  'kind' | 'importance' | 'confidence' | 'createdAt' | 'updatedAt' | 'lastAccessedAt' | 'accessCount' | 'corroborations' | 'halfLifeDays' | 'profileKey'
>;

/** True for what is never forgotten by maintenance: hard rules (importance ≥ the threshold) and profile fields' memories. */
export function isProtected(r: Pick<MemoryRecord, 'importance' | 'profileKey'>, config: Pick<ForgettingConfig, 'hardRuleImportance'>): boolean {
  return r.importance >= config.hardRuleImportance || r.profileKey !== null;
}

/** Days from the last use (or creation) to `now`, never negative. */
export function idleDays(r: Pick<MemoryRecord, 'createdAt' | 'lastAccessedAt'>, now: Date): number {
  const last = Math.max(r.createdAt.getTime(), r.lastAccessedAt?.getTime() ?? 0);
  return Math.max(0, (now.getTime() - last) / DAY_MS);
}

/** How strongly a memory is held at `now`, 0.. (importance 1, used today, never reused: 1). */
export function strengthOf(r: Decaying, now: Date, config: Pick<ForgettingConfig, 'halfLifeDays'>): number {
  const halfLife = r.halfLifeDays ?? config.halfLifeDays[r.kind];
  const recency = 2 ** (-idleDays(r, now) / halfLife);
  const usage = 1 + Math.log1p(r.accessCount + r.corroborations);
  return r.importance * recency * usage;
}

/**
 * Confidence after ageing to `now`. Measured from the later of last use and the last change
 * (`updatedAt`: a correction, a corroboration, the previous ageing), so running maintenance daily
 * or yearly ages a memory by the same total.
 */
export function agedConfidence(r: Decaying, now: Date, config: Pick<ForgettingConfig, 'confidenceHalfLifeDays'>): number {
  const since = Math.max(r.updatedAt.getTime(), r.lastAccessedAt?.getTime() ?? 0);
  const days = Math.max(0, (now.getTime() - since) / DAY_MS);
  return r.confidence * 2 ** (-days / config.confidenceHalfLifeDays);
}

/**
 * The new expiry of a memory with a TTL that was used at `at`: the TTL's length is the time from its
 * last use (or creation) to its expiry, so each use moves the expiry that far ahead. Null when it has
 * no TTL or has already expired (an expired memory is not renewed by being seen).
 */
export function renewedExpiry(r: Pick<MemoryRecord, 'expiresAt' | 'createdAt' | 'lastAccessedAt'>, at: Date): Date | null {
  if (!r.expiresAt || r.expiresAt.getTime() <= at.getTime()) return null;
  const ttl = r.expiresAt.getTime() - (r.lastAccessedAt ?? r.createdAt).getTime();
  const next = at.getTime() + ttl;
  return next > r.expiresAt.getTime() ? new Date(next) : null;
}
