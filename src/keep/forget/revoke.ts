/**
 * Revocation by source (M15). A source withdrawn — a system of record (`bootstrap:hr-system`), an
 * import, a session (`session:<id>`: every event of it) — takes with it what was derived only from
 * it: those memories are hard-deleted with their lineage and history, and history keeps one
 * content-free row saying that something was revoked, when and why. A memory blended from several
 * sources is regenerated from the remaining ones (`rewrite.ts`): with a model, rewritten from the
 * remaining sources' text alone; without one (or when the model fails), the latest statement on
 * record that came from a remaining source alone becomes its content. Its old snapshots are
 * scrubbed and its lineage keeps only what remains. When nothing can be said from what remains it is
 * deleted too: the engine will not keep words it cannot attribute to what remains.
 */
import { ChangeSet } from '../../write/correct/change-set.js';
import { termsOf, withVector, type WriteDeps } from '../../write/correct/deps.js';
import { MnemoError } from '../../core/errors.js';
import type { Actor } from '../../core/types/history.js';
import { regenerate, remainingText, type RegeneratedBy, type Rewriter } from './rewrite.js';
import { SOURCE_TYPES, type SourceRef, type SourceType } from '../../core/types/memory.js';
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
  for (const memory of memories) {
    const lineage = await store.getSources(scope, memory.id);
    const revoked = lineage.filter((s) => isRevoked(s, source));
    // Links between versions of a memory are not sources of its words.
    const remaining = lineage.filter((s) => !isRevoked(s, source) && s.type !== 'consolidation');
    const regenerated =
      remaining.length > 0 ? await regenerate(deps.rewriter, deps.limits, memory, await remainingText(store, scope, memory, remaining)) : null;
    if (regenerated === null) {
      steps.push({ memoryId: memory.id, action: 'delete', remaining: [] });
      changes.ops.push({ type: 'deleteMemory', id: memory.id });
      changes.history(memory.id, 'revoke', null, null, reason);
      if (memory.profileKey !== null && memory.invalidatedAt === null) changes.unsetProfile(memory.profileKey, null, reason);
      continue;
    }
    const statement = regenerated.content;
    steps.push({ memoryId: memory.id, action: 'regenerate', remaining, content: statement, by: regenerated.by });
    if (options.dryRun) continue;
    const next = await withVector(deps, { ...memory, content: statement });
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
          corroborations: Math.max(0, memory.corroborations - 1),
          updatedAt: changes.at,
        },
      },
    );
    const how = regenerated.by === 'model' ? 'rewritten by the model from the remaining sources' : "a remaining source's own statement kept";
    changes.history(memory.id, 'regenerate', null, { content: statement, sources: remaining }, `${reason}; regenerated: ${how}`);
  }
  if (!options.dryRun && changes.ops.length > 0) await store.write(scope, changes.ops);
  return {
    source: label,
    dryRun: options.dryRun ?? false,
    steps,
    deleted: steps.filter((s) => s.action === 'delete').length,
    regenerated: steps.filter((s) => s.action === 'regenerate').length,
  };
}
