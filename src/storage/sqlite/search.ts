/**
 * The two recall legs of the SQLite store, answered from the scope's in-memory index (vectors and
 * BM25 postings, see `shared/scope-index.ts`) or, for the keyword leg when asked, from FTS5.
 */
import type { RankFields, RecordFilter, SearchHit, SearchStorage, VectorQuery } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';
import { checkVector } from '../shared/checks.js';
import { memoOf, readKey } from '../shared/read-memo.js';
import { ScopeIndex, type CachedRow } from '../shared/scope-index.js';
import { scopeKey, type SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { blobToVector } from './rows.js';
import { filterSql } from './sql.js';

/** The search domain of the SQLite store. */
export class SqliteSearch implements SearchStorage {
  constructor(private readonly c: SqliteConnection) {}

  async searchKeyword(scope: Scope, query: { terms: readonly string[]; filter: RecordFilter; limit: number }): Promise<SearchHit[]> {
    const terms = query.terms.filter(isWord);
    if (terms.length === 0 || query.limit <= 0) return [];
    return guard(() => {
      if (this.c.keywordIndex === 'memory') return this.scopeIndex(scope).searchKeyword(terms, query.filter, query.limit);
      return this.searchFts(scope, terms, query.filter, query.limit);
    });
  }

  /**
   * The groups' searches with one look at the scope's revision; from the in-memory index, each answer is kept in the
   * scope's memo (`shared/read-memo.ts`) and answered from it while the revision and the time allow.
   */
  async searchKeywordGroups(scope: Scope, query: { groups: readonly (readonly string[])[]; filter: RecordFilter; limit: number }): Promise<SearchHit[][]> {
    const groups = query.groups.map((terms) => terms.filter(isWord));
    if (query.limit <= 0 || groups.every((terms) => terms.length === 0)) return groups.map(() => []);
    const { filter, limit } = query;
    return guard(() => {
      if (this.c.keywordIndex !== 'memory') return groups.map((terms) => (terms.length === 0 ? [] : this.searchFts(scope, terms, filter, limit)));
      // The index is at the file's revision once brought up to date: its memo may answer.
      const index = this.scopeIndex(scope);
      const memo = memoOf(index, filter);
      return groups.map((terms) => {
        if (terms.length === 0) return [];
        const key = readKey('words', { terms, limit }, filter);
        const kept = memo?.get<SearchHit[]>(key);
        if (kept) return kept;
        const hits = index.searchKeyword(terms, filter, limit);
        return memo ? memo.keep(key, hits) : hits;
      });
    });
  }

  private searchFts(scope: Scope, terms: readonly string[], filter: RecordFilter, limit: number): SearchHit[] {
    const match = terms.map((t) => `"${t}"`).join(' OR ');
    const f = filterSql(filter);
    return this.c.db
      .prepare(
        `SELECT m.id AS id, -bm25(memories_fts) AS score FROM memories_fts JOIN memories m ON m.seq = memories_fts.rowid
           WHERE memories_fts MATCH ? AND m.tenant_id = ? AND m.user_id = ? ${f.sql}
           ORDER BY bm25(memories_fts) LIMIT ?`,
      )
      .all(match, scope.tenantId, scope.userId, ...f.params, limit) as SearchHit[];
  }

  async searchVector(scope: Scope, query: VectorQuery): Promise<SearchHit[]> {
    return guard(() => {
      const space = this.c.readSpace();
      if (!space) return [];
      checkVector(space, query.vector, space.modelId);
      return this.scopeIndex(scope).searchVector(query.vector, space.modelId, query.filter, query.limit, query.alsoScore);
    });
  }

  async rankFields(scope: Scope, ids: readonly string[]): Promise<(RankFields | null)[] | null> {
    return guard(() => {
      // Behind the file (another process wrote since the search): the caller reads the rows instead.
      return this.c.currentIndex(scope)?.rankFields(ids) ?? null;
    });
  }

  /** Brings the in-memory index of a scope up to date with the file, reading only changed rows. */
  private scopeIndex(scope: Scope): ScopeIndex {
    const c = this.c;
    const dims = c.readSpace()?.dimensions ?? 0;
    const key = scopeKey(scope);
    const state = c.stmt('SELECT rev, reset_rev FROM scope_revs WHERE tenant_id = ? AND user_id = ?').get(scope.tenantId, scope.userId) as
      { rev: number; reset_rev: number } | undefined;
    if (!state) {
      c.cache.delete(key);
      return new ScopeIndex(dims);
    }
    let cached = c.cache.get(key);
    if (!cached || state.reset_rev > cached.rev) {
      const { n } = c.stmt('SELECT count(*) AS n FROM memories WHERE tenant_id = ? AND user_id = ?').get(scope.tenantId, scope.userId) as { n: number };
      cached = new ScopeIndex(dims, n);
    }
    if (state.rev > cached.rev) {
      const rows = c
        .stmt(
          `SELECT id, kind, namespace, session_id, valid_from, invalidated_at, expires_at, embedding, embedding_model, search_terms, archived_at,
             importance, half_life_days, last_accessed_at, coalesce(context, '') <> '' AS has_context, review IS NOT NULL AS flagged
           FROM memories WHERE tenant_id = ? AND user_id = ? AND rev > ?`,
        )
        .raw();
      for (const r of rows.iterate(scope.tenantId, scope.userId, cached.rev) as IterableIterator<unknown[]>) cached.upsert(rawToCachedRow(r));
      cached.rev = state.rev;
    }
    c.cache.set(key, cached);
    return cached;
  }
}

/** A term the keyword index can hold (letters and digits): others match nothing, and FTS5 would read them as syntax. */
const isWord = (t: string): boolean => /^[\p{L}\p{N}]+$/u.test(t);

function rawToCachedRow(r: unknown[]): CachedRow {
  return {
    id: r[0] as string,
    kind: r[1] as string,
    namespace: r[2] as string,
    sessionId: r[3] as string | null,
    validFrom: r[4] as number,
    invalidatedAt: r[5] as number | null,
    expiresAt: r[6] as number | null,
    embedding: r[7] ? vectorView(r[7] as Buffer) : null,
    embeddingModel: r[8] as string | null,
    searchTerms: r[9] as string,
    archivedAt: r[10] as number | null,
    importance: r[11] as number,
    halfLifeDays: r[12] as number | null,
    lastAccessedAt: r[13] as number | null,
    hasContext: r[14] === 1,
    flagged: r[15] === 1,
  };
}

/** The blob as floats without a copy when it is aligned (better-sqlite3 gives each blob its own buffer); the index copies it into its matrix. */
function vectorView(b: Buffer): Float32Array {
  return b.byteOffset % 4 === 0 ? new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) : blobToVector(b);
}
