/**
 * LangGraph.js's long-term memory store (`BaseStore`) over Mnemo. An item is one memory of the
 * user its namespace names (`userAt`: the position of the user id in every namespace), written with
 * the store's tenant and agent, so the namespace policy, guards, redaction and history apply as on
 * every other surface. The item's text (the `index` fields, else the whole value) is the memory's
 * content; the value, its namespace and key are in the memory's metadata; its source id is derived
 * from namespace and key. `search` with a query is Mnemo's hybrid recall; without one, the newest
 * items. A put replaces the previous version (forgotten with a reason, kept in history); a delete
 * forgets. A namespace prefix that does not name the user is refused: a search never spans users.
 */
import { createHash } from 'node:crypto';
import {
  BaseStore,
  type Item,
  type ListNamespacesOperation,
  type Operation,
  type OperationResults,
  type PutOperation,
  type SearchOperation,
} from '@langchain/langgraph';
import { explicitSource } from '../../../core/caller.js';
import { MnemoError } from '../../../core/errors.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import type { MemoryRecord } from '../../../core/types/memory.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { matchesNamespace, namespacesOf, textOfValue } from './values.js';

/** An item as search returns it (LangGraph's `SearchItem`). */
type SearchItem = Item & { score?: number };

const SOURCE_PREFIX = 'langgraph:';
const MAX_ITEMS = 10_000;

/** Options of {@link MnemoStore}. */
export interface MnemoStoreOptions {
  readonly mnemo: Pick<Mnemo, 'remember' | 'forget' | 'list' | 'recall'>;
  /** Where the user id sits in every namespace, e.g. 1 for `["memories", userId]`. */
  readonly userAt: number;
  readonly tenantId?: string;
  /** The agent the graph writes as (its namespace policy applies); default: the user's own memory. */
  readonly agentId?: string;
}

/** What a memory made by this store carries in its metadata. */
interface Stored {
  readonly namespace: string[];
  readonly key: string;
  readonly value: Record<string, unknown>;
  readonly createdAt: string;
}

/** A `BaseStore` for `graph.compile({ store })` or `new MemorySaver()` companions. */
export class MnemoStore extends BaseStore {
  private readonly options: MnemoStoreOptions;

  constructor(options: MnemoStoreOptions) {
    super();
    if (!Number.isInteger(options.userAt) || options.userAt < 0)
      throw new MnemoError('INVALID_INPUT', 'userAt is the position of the user id in a namespace (0, 1, …)');
    this.options = options;
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const results: unknown[] = [];
    // In order: a get after a put in the same batch sees the put.
    for (const op of operations) results.push(await this.run(op));
    return results as OperationResults<Op>;
  }

  private async run(op: Operation): Promise<unknown> {
    if ('value' in op) return this.putOp(op);
    if ('namespacePrefix' in op) return this.searchOp(op);
    if ('key' in op) return this.getOp(op.namespace, op.key);
    return this.listOp(op);
  }

  private scopeOf(namespace: readonly string[]): ScopeInput {
    const userId = namespace[this.options.userAt];
    if (userId === undefined || userId === '*') {
      throw new MnemoError('UNSUPPORTED', `the namespace must name the user at position ${this.options.userAt}: a Mnemo store never searches across users`);
    }
    return { userId, ...(this.options.tenantId && { tenantId: this.options.tenantId }), ...(this.options.agentId && { agentId: this.options.agentId }) };
  }

  private async all(scope: ScopeInput): Promise<{ record: MemoryRecord; stored: Stored }[]> {
    const records = await this.options.mnemo.list(scope, { limit: MAX_ITEMS });
    return records.flatMap((record) => {
      const stored = storedOf(record);
      return stored ? [{ record, stored }] : [];
    });
  }

  private async find(namespace: string[], key: string): Promise<MemoryRecord | undefined> {
    const id = sourceId(namespace, key);
    return (await this.options.mnemo.list(this.scopeOf(namespace), { limit: MAX_ITEMS })).find((r) => r.source.id === id);
  }

  private async getOp(namespace: string[], key: string): Promise<Item | null> {
    const record = await this.find(namespace, key);
    return record ? itemOf(record) : null;
  }

  private async putOp(op: PutOperation): Promise<void> {
    const scope = this.scopeOf(op.namespace);
    const previous = await this.find(op.namespace, op.key);
    if (op.value === null) {
      if (previous) await this.options.mnemo.forget(scope, previous.id, { reason: 'deleted through the LangGraph store' });
      return;
    }
    const content = textOfValue(op.value, op.index);
    const before = previous ? storedOf(previous) : null;
    if (previous && before && previous.content === content && JSON.stringify(before.value) === JSON.stringify(op.value)) return;
    const stored: Stored = { namespace: [...op.namespace], key: op.key, value: op.value, createdAt: before?.createdAt ?? new Date().toISOString() };
    // The new version first: a refused value (a secret, too long) leaves the previous one in place.
    await this.options.mnemo.remember(
      scope,
      {
        content,
        kind: 'fact',
        source: { type: explicitSource(scope.agentId ? { agentId: scope.agentId } : {}), id: sourceId(op.namespace, op.key) },
        metadata: { langgraph: stored },
      },
      // an item is addressed by namespace and key and versioned here: never merged with a similar one
      { consolidate: false },
    );
    if (previous) await this.options.mnemo.forget(scope, previous.id, { reason: 'replaced through the LangGraph store' });
  }

  private async searchOp(op: SearchOperation): Promise<SearchItem[]> {
    const scope = this.scopeOf(op.namespacePrefix);
    const limit = op.limit ?? 10;
    const offset = op.offset ?? 0;
    const keep = (stored: Stored) => matchesNamespace(stored.namespace, op.namespacePrefix, 'prefix') && matchesFilter(stored.value, op.filter);
    if (op.query?.trim()) {
      const hits = await this.options.mnemo.recall(scope, op.query, { k: Math.min(1000, Math.max(50, (offset + limit) * 5)) });
      return hits
        .flatMap((h) => {
          const stored = storedOf(h.memory);
          return stored && keep(stored) ? [{ ...itemOf(h.memory), score: h.score }] : [];
        })
        .slice(offset, offset + limit);
    }
    const items = (await this.all(scope)).filter((x) => keep(x.stored)).sort((a, b) => b.record.createdAt.getTime() - a.record.createdAt.getTime());
    return items.slice(offset, offset + limit).map((x) => itemOf(x.record));
  }

  private async listOp(op: ListNamespacesOperation): Promise<string[][]> {
    const prefix = op.matchConditions?.find((c) => c.matchType === 'prefix')?.path ?? [];
    const scope = this.scopeOf(prefix.map(String));
    const namespaces = namespacesOf(
      (await this.all(scope)).map((x) => x.stored.namespace),
      op.matchConditions ?? [],
      op.maxDepth,
    );
    return namespaces.slice(op.offset, op.offset + op.limit);
  }
}

function sourceId(namespace: readonly string[], key: string): string {
  return (
    SOURCE_PREFIX +
    createHash('sha256')
      .update(JSON.stringify([namespace, key]))
      .digest('hex')
  );
}

function storedOf(record: MemoryRecord): Stored | null {
  if (!record.source.id?.startsWith(SOURCE_PREFIX)) return null;
  const s = record.metadata.langgraph as Stored | undefined;
  return s && Array.isArray(s.namespace) && typeof s.key === 'string' && s.value && typeof s.value === 'object' ? s : null;
}

function itemOf(record: MemoryRecord): Item {
  const s = storedOf(record) as Stored;
  return { namespace: [...s.namespace], key: s.key, value: s.value, createdAt: new Date(s.createdAt), updatedAt: record.createdAt };
}

/** LangGraph's filter: every field equal (or a `$eq`/`$ne`/`$gt`/`$gte`/`$lt`/`$lte`/`$in` comparison). */
function matchesFilter(value: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([field, wanted]) => {
    const actual = value[field];
    if (wanted && typeof wanted === 'object' && !Array.isArray(wanted)) {
      return Object.entries(wanted as Record<string, unknown>).every(([op, v]) => compare(op, actual, v));
    }
    return JSON.stringify(actual) === JSON.stringify(wanted);
  });
}

function compare(op: string, a: unknown, b: unknown): boolean {
  switch (op) {
    case '$eq':
      return JSON.stringify(a) === JSON.stringify(b);
    case '$ne':
      return JSON.stringify(a) !== JSON.stringify(b);
    case '$gt':
      return (a as number) > (b as number);
    case '$gte':
      return (a as number) >= (b as number);
    case '$lt':
      return (a as number) < (b as number);
    case '$lte':
      return (a as number) <= (b as number);
    case '$in':
      return Array.isArray(b) && b.some((x) => JSON.stringify(x) === JSON.stringify(a));
    default:
      throw new MnemoError('UNSUPPORTED', `the filter operator ${op} is not supported`);
  }
}
