/**
 * One truth per attribute for memories written without consolidation (a raw `remember`, an
 * import): each new fact of a single-valued attribute is placed on the timeline of its
 * (subject, attribute) (`correct/timeline.ts`) — the interval it begins in is closed where it
 * begins, and it ends where a value stated to begin later begins — and the user's profile field
 * follows the value that is current, in the same change set. Multi-valued relations are left as they are.
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { MemoryRecord, SourceType } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { Scope } from '../../core/types/scope.js';
import type { ChangeSet } from '../correct/change-set.js';
import { statedValue, valueText } from '../correct/field.js';
import { findInstruction } from '../../core/text/instructions.js';
import { attributeKey, closed, dayOf, endOf, place, timelineOf } from '../correct/timeline.js';

/** A current (not invalidated, not archived) fact's attribute key. */
function keyOf(r: MemoryRecord, attributes: AttributeTable): { key: string; field: string | null } | null {
  return r.invalidatedAt !== null || r.archivedAt !== null ? null : attributeKey(r, attributes);
}

/**
 * Adds to `changes` what keeps the intervals of each attribute apart once `written` (inserted by
 * `changes` or before) are stored; returns the ids of `written` it closed (values of the past).
 */
export async function settleAttributes(
  deps: { readonly store: StorageAdapter; readonly attributes: AttributeTable },
  scope: Scope,
  changes: ChangeSet,
  written: readonly MemoryRecord[],
  source: SourceType,
  /** Profile fields set earlier in the same transaction (an import's own profile lines): they count as stored. */
  pending: readonly ProfileEntry[] = [],
  /** Stored records `changes` closes already (the version an update replaces): left out. */
  replaced: readonly string[] = [],
): Promise<Set<string>> {
  const groups = new Map<string, { field: string | null; records: MemoryRecord[] }>();
  for (const r of written) {
    const k = keyOf(r, deps.attributes);
    if (!k) continue;
    const g = groups.get(k.key) ?? { field: k.field, records: [] };
    g.records.push(r);
    groups.set(k.key, g);
  }
  const past = new Set<string>();
  if (groups.size === 0) return past;
  const profile = new Map([...(await deps.store.getProfile(scope)), ...pending].map((p) => [p.key, p]));
  const label = (key: string) => key.replace(/^user\./, '');
  for (const [key, g] of groups) {
    const ids = new Set([...g.records.map((r) => r.id), ...replaced]);
    const spans = new Map((await timelineOf(deps.store, scope, key, deps.attributes)).filter((r) => !ids.has(r.id)).map((r) => [r.id, r]));
    // In the order they became true; on a tie, in the order written (the later statement wins).
    for (const w of [...g.records].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())) {
      const { cuts, until } = place([...spans.values()], w.validFrom, changes.at);
      for (const { record, at } of cuts) {
        changes.cut(record, at, w, `${label(key)} is ${w.triple?.object} from ${dayOf(at)} (${w.id})`);
        spans.set(record.id, closed(record, at, w));
      }
      if (until) {
        changes.cut(
          w,
          until.validFrom,
          until,
          `${label(key)} was ${until.triple?.object} from ${dayOf(until.validFrom)} (${until.id}): this earlier value ends there`,
        );
        spans.set(w.id, closed(w, until.validFrom, until));
        past.add(w.id);
      } else spans.set(w.id, w);
    }
    if (g.field === null) continue;
    const now = changes.at.getTime();
    const current = [...spans.values()].filter((r) => endOf(r) > now && r.triple !== null);
    const winner = current.find((r) => g.records.includes(r)) ?? current[0];
    if (!winner?.triple) continue;
    // memory is data: a fact whose value reads as an instruction to the assistant stays a fact, never a profile field
    const value = statedValue(winner.triple);
    if (findInstruction(winner.triple.object) !== null || findInstruction(winner.content) !== null) continue;
    const old = profile.get(g.field);
    if (old && valueText(old.value) === value) continue;
    changes.setProfile(
      { key: g.field, value, source, sourceId: winner.source.id, updatedAt: changes.at },
      old?.value ?? null,
      `the fact ${winner.id} states it`,
    );
  }
  return past;
}
