/**
 * One truth per attribute for memories written without consolidation (a raw `remember`, an
 * import): each new current fact of a single-valued attribute ends the other current facts of the
 * same (subject, attribute) — the one that became true last stays — and the user's profile field
 * follows it, in the same change set. Multi-valued relations are left as they are.
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import { USER_NAMESPACE, type MemoryRecord, type SourceType } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { Scope } from '../../core/types/scope.js';
import type { ChangeSet } from '../correct/change-set.js';
import { valueText } from '../correct/field.js';

/** The (subject, attribute) a current user-namespace fact keys, and its profile field; null when it keys none. */
function keyOf(r: MemoryRecord, attributes: AttributeTable): { key: string; field: string | null } | null {
  if (r.namespace !== USER_NAMESPACE || r.triple === null || r.invalidatedAt !== null || r.archivedAt !== null) return null;
  const ref = attributes.resolve(r.triple);
  if (r.profileKey) return { key: `user.${r.profileKey}`, field: r.profileKey };
  return ref.cardinality === 'single' ? { key: `${ref.subject}.${ref.key}`, field: ref.profileKey } : null;
}

/** Adds to `changes` what keeps one current fact per attribute once `written` (inserted by `changes` or before) are stored. */
export async function settleAttributes(
  deps: { readonly store: StorageAdapter; readonly attributes: AttributeTable },
  scope: Scope,
  changes: ChangeSet,
  written: readonly MemoryRecord[],
  source: SourceType,
  /** Profile fields set earlier in the same transaction (an import's own profile lines): they count as stored. */
  pending: readonly ProfileEntry[] = [],
): Promise<void> {
  const groups = new Map<string, { field: string | null; records: MemoryRecord[] }>();
  for (const r of written) {
    const k = keyOf(r, deps.attributes);
    if (!k) continue;
    const g = groups.get(k.key) ?? { field: k.field, records: [] };
    g.records.push(r);
    groups.set(k.key, g);
  }
  if (groups.size === 0) return;
  const stored = await deps.store.queryFacts(scope, {
    filter: { validity: { mode: 'current', now: changes.at }, namespaces: [USER_NAMESPACE] },
    limit: 10_000,
  });
  const profile = new Map([...(await deps.store.getProfile(scope)), ...pending].map((p) => [p.key, p]));
  for (const [key, g] of groups) {
    const ids = new Set(g.records.map((r) => r.id));
    const all = [...stored.filter((r) => !ids.has(r.id) && keyOf(r, deps.attributes)?.key === key), ...g.records];
    // The value that became true last stays; on a tie the one written last.
    const winner = all.reduce((a, b) => (b.validFrom.getTime() >= a.validFrom.getTime() ? b : a));
    for (const r of all) if (r !== winner) changes.replacedBy(r, winner, `${key.replace(/^user\./, '')} is now ${winner.triple?.object} (${winner.id})`);
    if (g.field === null || winner.triple === null) continue;
    const old = profile.get(g.field);
    if (old && valueText(old.value) === winner.triple.object) continue;
    changes.setProfile(
      { key: g.field, value: winner.triple.object, source, sourceId: winner.source.id, updatedAt: changes.at },
      old?.value ?? null,
      `the fact ${winner.id} states it`,
    );
  }
}
