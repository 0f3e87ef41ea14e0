/**
 * Maintenance (M17, M14): one pass over a user's current memories that expires what is past its TTL,
 * invalidates what decayed below the strength threshold, ages confidence and archives what became
 * too unsure. Hard rules and profile fields' memories are never touched. The pass first builds a
 * plan (read-only; `--dry-run` stops there), then writes it through a ChangeSet, so every change has
 * its history row and reason.
 */
import { ChangeSet } from '../../write/correct/change-set.js';
import type { StorageAdapter, WriteOp } from '../../core/contracts/storage.js';
import type { Actor } from '../../core/types/history.js';
import type { MemoryKind, MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { ForgettingConfig } from './config.js';
import { agedConfidence, isProtected, strengthOf } from './strength.js';
import { heldField } from '../../write/correct/field.js';

/** What maintenance does to one memory. */
export type MaintenanceAction = 'expire' | 'decay' | 'age' | 'archive';

/** One planned change. */
export interface MaintenanceStep {
  readonly memoryId: string;
  readonly kind: MemoryKind;
  readonly action: MaintenanceAction;
  readonly reason: string;
  readonly strength: number;
  /** Confidence before and after, for `age` (and `archive`, which follows a low confidence). */
  readonly confidence?: { readonly from: number; readonly to: number };
  /** The memory's text, for the person reading a dry run; never logged. */
  readonly content: string;
}

/** What a maintenance pass over one user found (and did, unless `dryRun`). */
export interface MaintenanceReport {
  readonly tenantId: string;
  readonly userId: string;
  readonly dryRun: boolean;
  /** Current memories looked at. */
  readonly scanned: number;
  /** Hard rules and profile fields' memories left alone. */
  readonly protected: number;
  readonly steps: readonly MaintenanceStep[];
  readonly counts: Readonly<Record<MaintenanceAction, number>>;
}

/** What a pass needs. */
export interface MaintenanceDeps {
  readonly store: StorageAdapter;
  readonly config: ForgettingConfig;
  readonly now: Date;
  readonly actor?: Actor;
}

const PAGE = 1000;
/** Write ops per transaction: small enough not to hold the write lock long. */
const OPS_PER_BATCH = 2000;

/** Plans (and unless `dryRun` applies) maintenance of one user. `onProgress` is told how many memories were looked at. */
export async function maintainScope(
  deps: MaintenanceDeps,
  scope: Scope,
  options: { dryRun?: boolean; onProgress?: (scanned: number) => void } = {},
): Promise<MaintenanceReport> {
  const { store, config, now } = deps;
  const steps: MaintenanceStep[] = [];
  let scanned = 0;
  let guarded = 0;
  // A memory that holds a profile field by its triple alone (a raw or imported fact) is the field's
  // memory as much as one with a profile key: decaying it would leave the field without its fact.
  const profile = await store.getProfile(scope);
  // Every record, not only current ones: expired memories are what the TTL step is for, and the
  // offset stays stable while the plan is built (nothing is written until it is complete).
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest' });
    for (const r of page) {
      if (r.invalidatedAt !== null) continue;
      scanned++;
      if (isProtected(r, config) || heldField(r, profile) !== null) guarded++;
      else steps.push(...stepsFor(r, now, config));
    }
    options.onProgress?.(scanned);
    if (page.length < PAGE) break;
  }
  const counts = { expire: 0, decay: 0, age: 0, archive: 0 };
  for (const s of steps) counts[s.action]++;
  const report: MaintenanceReport = {
    tenantId: scope.tenantId,
    userId: scope.userId,
    dryRun: options.dryRun ?? false,
    scanned,
    protected: guarded,
    steps,
    counts,
  };
  if (!options.dryRun) await applySteps(deps, scope, steps);
  return report;
}

/** Maintenance of one user, or of every user with data when `scope` is absent, one after another. */
export async function maintainUsers(
  deps: MaintenanceDeps,
  scope: Scope | undefined,
  options: { dryRun?: boolean; onProgress?: (scanned: number) => void } = {},
): Promise<MaintenanceReport[]> {
  const scopes = scope ? [scope] : (await deps.store.listScopes()).map(({ tenantId, userId }) => ({ tenantId, userId }));
  const reports: MaintenanceReport[] = [];
  for (const s of scopes) reports.push(await maintainScope(deps, s, options));
  return reports;
}

/** The steps for one unprotected, not invalidated memory. Pure. */
export function stepsFor(r: MemoryRecord, now: Date, config: ForgettingConfig): MaintenanceStep[] {
  const strength = round(strengthOf(r, now, config));
  const base = { memoryId: r.id, kind: r.kind, strength, content: r.content };
  if (r.expiresAt && r.expiresAt.getTime() <= now.getTime()) return [{ ...base, action: 'expire', reason: 'expired: its time to live ran out unused' }];
  if (strength < config.decayThreshold) {
    return [{ ...base, action: 'decay', reason: `decayed: strength ${strength} below ${config.decayThreshold}` }];
  }
  const out: MaintenanceStep[] = [];
  let confidence = r.confidence;
  const aged = round(agedConfidence(r, now, config));
  if (r.confidence - aged >= config.minConfidenceStep) {
    out.push({ ...base, action: 'age', reason: 'confidence aged: not used or confirmed since', confidence: { from: r.confidence, to: aged } });
    confidence = aged;
  }
  if (r.archivedAt === null && confidence < config.archiveBelowConfidence) {
    out.push({
      ...base,
      action: 'archive',
      reason: `archived: confidence ${confidence} below ${config.archiveBelowConfidence}`,
      confidence: { from: confidence, to: confidence },
    });
  }
  return out;
}

async function applySteps(deps: MaintenanceDeps, scope: Scope, steps: readonly MaintenanceStep[]): Promise<void> {
  const actor = deps.actor ?? { type: 'system', id: 'maintenance' };
  let changes = new ChangeSet(scope, actor, deps.now);
  const flush = async (): Promise<void> => {
    if (changes.ops.length > 0) await deps.store.write(scope, changes.ops as WriteOp[]);
    changes = new ChangeSet(scope, actor, deps.now);
  };
  for (const s of steps) {
    switch (s.action) {
      case 'expire':
      case 'decay':
        changes.invalidate({ id: s.memoryId }, s.reason);
        break;
      case 'age':
        changes.patch(s.memoryId, { confidence: s.confidence?.to }, 'decay', { confidence: s.confidence?.from }, { confidence: s.confidence?.to }, s.reason);
        break;
      case 'archive':
        changes.patch(s.memoryId, { archivedAt: deps.now }, 'archive', { archivedAt: null }, { archivedAt: deps.now.toISOString() }, s.reason);
        break;
    }
    if (changes.ops.length >= OPS_PER_BATCH) await flush();
  }
  await flush();
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
