/**
 * Revocation by source (M15). A source withdrawn — a system of record (`bootstrap:hr-system`), an
 * import, a session (`session:<id>`: every event of it) — takes with it what was derived only from
 * it: those memories are hard-deleted with their lineage and history, and history keeps one
 * content-free row saying that something was revoked, when and why. A memory blended from several
 * sources is regenerated from the remaining ones (`rewrite.ts`): with a model, rewritten from the
 * remaining sources' text alone; without one (or when the model fails), the latest statement on
 * record that came from a remaining source alone becomes its content. Its old snapshots are
 * scrubbed, its lineage keeps only what remains, its primary source becomes the most trusted one
 * that remains and its confidence is recomputed from the remaining statements. When nothing can be
 * said from what remains it is deleted too: the engine will not keep words it cannot attribute to
 * what remains. Profile fields follow their memories (removed with them, or kept only when the
 * regenerated words still state the value), with their history scrubbed; frozen stable blocks are
 * dropped (rebuilt by the next `context()`); a revoked session loses its events, summary and jobs;
 * dreams about the memories touched are discarded.
 */
import { ChangeSet } from '../../write/correct/change-set.js';
import { termsOf, withVector, type WriteDeps } from '../../write/correct/deps.js';
import { MnemoError } from '../../core/errors.js';
import type { Actor } from '../../core/types/history.js';
import { regenerate, remainingText, type RegeneratedBy, type Rewriter } from './rewrite.js';
import { SOURCE_TYPES, type SourceRef, type SourceType } from '../../core/types/memory.js';
import { trustOf } from '../../write/consolidate/conflict.js';
import { heldField } from '../../write/correct/field.js';
import type { Scope } from '../../core/types/scope.js';

/** A source to revoke, parsed from `<type>:<id>` or `session:<id>`. */
export type RevokedSource =
  { readonly kind: 'source'; readonly type: SourceType; readonly id: string } | { readonly kind: 'session'; readonly sessionId: string };

/** Parses `<type>:<id>` (type one of the source types) or `session:<id>`; INVALID_INPUT otherwise. */
export function parseRevokedSource(spec: string): RevokedSource {
  const at = typeof spec === 'string' ? spec.indexOf(':') : -1;
  const type = at > 0 ? spec.slice(0, at) : '';
  const id = at > 0 ? spec.slice(at + 1).trim() : '';
  if (id === '' || id.length > 256) {
    throw new MnemoError('INVALID_INPUT', `a source is <type>:<id> (e.g. bootstrap:hr-system) or session:<id>, with an id of 1 to 256 characters`);
  }
  if (type === 'session') return { kind: 'session', sessionId: id };
  if (!(SOURCE_TYPES as readonly string[]).includes(type)) {
    throw new MnemoError('INVALID_INPUT', `unknown source type "${type}": use session or one of ${SOURCE_TYPES.join(', ')}`);
  }
  return { kind: 'source', type: type as SourceType, id };
}

/** The form `parseRevokedSource` reads. */
export const formatRevokedSource = (s: RevokedSource): string => (s.kind === 'session' ? `session:${s.sessionId}` : `${s.type}:${s.id}`);

/** True when a lineage row is (part of) the revoked source. */
export function isRevoked(s: SourceRef, revoked: RevokedSource): boolean {
  if (s.id === null) return false;
  return revoked.kind === 'session' ? s.id.startsWith(`session:${revoked.sessionId}#`) : s.type === revoked.type && s.id === revoked.id;
}

/** What revocation does to one memory. */
export interface RevocationStep {
  readonly memoryId: string;
  readonly action: 'delete' | 'regenerate';
  /** The sources the memory keeps (empty for a delete). */
  readonly remaining: readonly SourceRef[];
  /** The regenerated content, for the person reading a dry run; never logged. */
  readonly content?: string;
  /** For a regenerate: rewritten by the model, or a remaining source's own statement kept. */
  readonly by?: RegeneratedBy;
}

/** What revocation needs: the write parts, and the model that rewrites blended memories (null offline). */
export interface RevokeDeps extends WriteDeps {
  readonly rewriter: Rewriter | null;
}

/** What `revokeSource` found (and did, unless `dryRun`). */
export interface RevocationReport {
  readonly source: string;
  readonly dryRun: boolean;
  readonly steps: readonly RevocationStep[];
  readonly deleted: number;
  readonly regenerated: number;
  /** For `session:<id>`: the session whose events, summary and jobs are removed (null when it is not stored). */
  readonly clearedSession: string | null;
}

/** Revokes `source` in `scope`: plans, then (unless `dryRun`) writes it in one transaction. */
export async function revokeSource(
  deps: RevokeDeps,
  scope: Scope,
  source: RevokedSource,
  options: { dryRun?: boolean; actor?: Actor } = {},
): Promise<RevocationReport> {
  const { store } = deps;
  const ids =
    source.kind === 'session'
      ? await store.memoriesFromSource(scope, { id: `session:${source.sessionId}#`, prefix: true })
      : await store.memoriesFromSource(scope, { type: source.type, id: source.id });
  const memories = await store.getMemories(scope, ids);
  const label = formatRevokedSource(source);
  const reason = `revoked: source ${label} was withdrawn`;
  const changes = new ChangeSet(scope, options.actor ?? { type: 'user', id: scope.userId }, deps.now());
  const steps: RevocationStep[] = [];
  const profile = new Map((await store.getProfile(scope)).map((p) => [p.key, p]));
  for (const memory of memories) {
    const lineage = await store.getSources(scope, memory.id);
    const revoked = lineage.filter((s) => isRevoked(s, source));
    // Links between versions of a memory are not sources of its words.
    const remaining = lineage.filter((s) => !isRevoked(s, source) && s.type !== 'consolidation');
    const text = remaining.length > 0 ? await remainingText(store, scope, memory, remaining) : null;
    const regenerated = text ? await regenerate(deps.rewriter, deps.limits, memory, text) : null;
    // The field the memory holds: its own profile key, or the user's attribute its triple states (an
    // imported or raw fact holds the field as much as the memory `profile --set` writes).
    const field =
      memory.invalidatedAt !== null
        ? undefined
        : memory.profileKey !== null
          ? profile.get(memory.profileKey)
          : (heldField(memory, [...profile.values()], deps.attributes) ?? undefined);
    if (regenerated === null || text === null) {
      steps.push({ memoryId: memory.id, action: 'delete', remaining: [] });
      changes.ops.push({ type: 'deleteMemory', id: memory.id });
      changes.history(memory.id, 'revoke', null, null, reason);
      if (field) revokeField(changes, field.key, reason);
      continue;
    }
    const statement = regenerated.content;
    steps.push({ memoryId: memory.id, action: 'regenerate', remaining, content: statement, by: regenerated.by });
    if (options.dryRun) continue;
    const next = await withVector(deps, { ...memory, content: statement });
    const primary = isRevoked(memory.source, source) ? mostTrusted(remaining) : memory.source;
    // A field stays only while the regenerated words still state its value; otherwise the memory
    // keeps its words but no longer holds the field (a wrong value is worse than none).
    const keepsField = field !== undefined && memory.triple !== null && statement.toLowerCase().includes(memory.triple.object.toLowerCase());
    changes.ops.push(
      { type: 'scrubHistory', memoryId: memory.id },
      { type: 'removeSources', memoryId: memory.id, sources: revoked },
      {
        type: 'patchMemory',
        id: memory.id,
        patch: {
          content: statement,
          searchTerms: termsOf({ content: statement, notes: memory.notes, context: memory.context }),
          embedding: next.embedding,
          embeddingModel: next.embeddingModel,
          corroborations: Math.max(0, remaining.length - 1),
          confidence: text.confidence ?? Math.min(memory.confidence, UNRECORDED_CONFIDENCE),
          source: primary,
          ...(field && !keepsField && { profileKey: null, triple: null }),
          updatedAt: changes.at,
        },
      },
    );
    if (field && keepsField && field.source !== primary.type) changes.ops.push({ type: 'setProfile', entry: { ...field, source: primary.type } });
    if (field && !keepsField) revokeField(changes, field.key, reason);
    const how = regenerated.by === 'model' ? 'rewritten by the model from the remaining sources' : "a remaining source's own statement kept";
    changes.history(memory.id, 'regenerate', null, { content: statement, sources: remaining }, `${reason}; regenerated: ${how}`);
  }
  // A deleted version leaves no link behind: the memories that replaced it no longer name it in their lineage.
  const deleted = new Set(steps.filter((s) => s.action === 'delete').map((s) => s.memoryId));
  if (!options.dryRun) {
    for (const id of deleted) {
      for (const successor of await store.memoriesFromSource(scope, { type: 'consolidation', id })) {
        if (!deleted.has(successor)) changes.ops.push({ type: 'removeSources', memoryId: successor, sources: [{ type: 'consolidation', id }] });
      }
    }
  }
  const session = source.kind === 'session' ? await store.getSession(scope, source.sessionId) : null;
  if (!options.dryRun && (changes.ops.length > 0 || session)) {
    // A frozen stable block may quote what was revoked: every one is dropped and rebuilt on next use.
    changes.ops.push({ type: 'dropSessionBlocks' });
    if (session) changes.ops.push({ type: 'clearSession', sessionId: session.id, at: changes.at, reason: 'revoked' });
    await store.write(scope, changes.ops);
    await discardDreamsAbout(deps, scope, new Set(memories.map((m) => m.id)), source);
  }
  return {
    source: label,
    dryRun: options.dryRun ?? false,
    steps,
    deleted: steps.filter((s) => s.action === 'delete').length,
    regenerated: steps.filter((s) => s.action === 'regenerate').length,
    clearedSession: session?.id ?? null,
  };
}

/** The confidence of a regenerated memory whose remaining statements record none of their own: one unconfirmed statement. */
const UNRECORDED_CONFIDENCE = 0.7;

/** Removes a profile field with every history row that held its values, keeping one content-free row. */
function revokeField(changes: ChangeSet, key: string, reason: string): void {
  changes.ops.push({ type: 'unsetProfile', key }, { type: 'scrubProfileHistory', key });
  changes.history(key, 'revoke', null, null, reason, 'profile');
}

/** The most trusted of `sources` (the first on a tie). */
function mostTrusted(sources: readonly SourceRef[]): SourceRef {
  return sources.reduce((best, s) => (trustOf(s.type) > trustOf(best.type) ? s : best));
}

/** Discards the user's open dreams that name a memory revocation touched or cite the revoked session. */
async function discardDreamsAbout(deps: RevokeDeps, scope: Scope, touched: ReadonlySet<string>, source: RevokedSource): Promise<void> {
  const cites = (id: string): boolean => touched.has(id) || (source.kind === 'session' && id.startsWith(`session:${source.sessionId}`));
  for (const dream of await deps.store.listDreams(scope)) {
    const about = dream.candidates.some((c) => (c.type === 'insight' ? c.evidence.some(cites) : cites(c.keep) || cites(c.drop)));
    if (about) await deps.store.deleteDream(scope, dream.id);
  }
}
