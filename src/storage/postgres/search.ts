/**
 * The two recall legs of the PostgreSQL store.
 * - Keyword: a tsvector of the JS-normalised terms with a GIN index selects the candidates; BM25 is
 *   computed in SQL from the term frequencies the tsvector stores (positions per lexeme) and the
 *   scope's own statistics (`mnemo_scopes`: documents and total terms, kept in the write
 *   transaction), with the same formula as the SQLite backend (`shared/bm25.ts`) — so both rank alike.
 *   Or, with `keywordIndex: 'memory'`, from the scope's postings cached in process.
 * - Vector: pgvector's inner product with an HNSW index per embedding space when the server has the
 *   extension and the scope holds at least `hnswMinScope` memories; else an exact scan of the scope's vectors (`real[]`), cached in this process and
 *   brought up to date by the scope's revision (an exact scan in SQL costs ~9 ms per 1,000 rows; the
 *   cached scan ~0.3 ms). Cached rows are checked against the scope's revision on every search, so
 *   every instance on every machine reads what was committed.
 */
import type { RankFields, RecordFilter, SearchHit, SearchStorage, VectorQuery } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';
import { bm25Sql } from '../shared/bm25.js';
import { checkVector } from '../shared/checks.js';
import { ScopeIndex } from '../shared/scope-index.js';
import type { PgConnection } from './connection.js';
import { toDate, tsqueryLiteral, vectorFromArraySend, vectorLiteral } from './rows.js';
import { Params, filterSql, sqlString } from './sql.js';

/** Default of `hnswMinScope`: smaller scopes are scanned exactly in process even with pgvector. */
const HNSW_MIN_SCOPE = 50_000;

/** The search domain of the PostgreSQL store. */
export class PgSearch implements SearchStorage {
  constructor(private readonly c: PgConnection) {}

  async searchKeyword(scope: Scope, query: { terms: readonly string[]; filter: RecordFilter; limit: number }): Promise<SearchHit[]> {
    const terms = [...new Set(query.terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t)))];
    if (terms.length === 0 || query.limit <= 0) return [];
    if (this.c.options.keywordIndex === 'memory') {
      const mode = await this.c.ensureMode();
      const dims = mode === 'exact' ? ((await this.c.space())?.dimensions ?? 0) : 0;
      return (await this.scopeIndex(scope, dims)).searchKeyword(terms, query.filter, query.limit);
    }
    const p = new Params([scope.tenantId, scope.userId, tsqueryLiteral(terms), terms]);
    const f = filterSql(query.filter, p);
    // df counts every row of the scope holding the term (whatever the filter), as the in-memory index does;
    // the filter applies to the scored rows only.
    const rows = await this.c.q<{ id: string; score: number }>(
      `WITH cand AS (
         SELECT m.seq, m.id, m.search_tsv, m.term_count, (TRUE ${f}) AS ok
         FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 AND m.search_tsv @@ $3::tsquery
       ), tf AS (
         SELECT c.seq, c.id, c.ok, c.term_count::float8 AS dl, u.lexeme AS term, cardinality(u.positions)::float8 AS tf
         FROM cand c CROSS JOIN LATERAL unnest(c.search_tsv) AS u WHERE u.lexeme = ANY($4::text[])
       ), df AS (
         SELECT term, count(*)::float8 AS df FROM tf GROUP BY term
       ), st AS (
         SELECT docs::float8 AS n, CASE WHEN docs > 0 THEN total_terms::float8 / docs ELSE 1 END AS avgdl
         FROM mnemo_scopes WHERE tenant_id = $1 AND user_id = $2
       )
       SELECT tf.id, sum(
         ${bm25Sql({ n: 'st.n', df: 'df.df', tf: 'tf.tf', dl: 'tf.dl', avgdl: 'st.avgdl' })}
       ) AS score
       FROM tf JOIN df USING (term) CROSS JOIN st
       WHERE tf.ok
       GROUP BY tf.seq, tf.id
       ORDER BY score DESC, tf.seq
       LIMIT ${p.add(query.limit)}`,
      p.values,
    );
    return rows.map((r) => ({ id: r.id, score: Number(r.score) }));
  }

  async searchVector(scope: Scope, query: VectorQuery): Promise<SearchHit[]> {
    const space = await this.c.space();
    if (!space) return [];
    checkVector(space, query.vector, space.modelId);
    if (query.limit <= 0) return [];
    const mode = await this.c.ensureMode();
    if (mode === 'exact' || (await this.belowHnsw(scope))) {
      // The scope's vectors cached in this process, brought up to date by revision.
      return (await this.scopeIndex(scope, space.dimensions)).searchVector(query.vector, space.modelId, query.filter, query.limit, query.alsoScore);
    }
    const d = space.dimensions;
    const score = `-((m.embedding::vector(${d})) <#> $4::vector(${d}))`;
    const base = `m.tenant_id = $1 AND m.user_id = $2 AND m.embedding_model = $3 AND m.embedding IS NOT NULL`;
    const p = new Params([scope.tenantId, scope.userId, space.modelId, vectorLiteral(query.vector, mode)]);
    const f = filterSql(query.filter, p);
    // The HNSW index is partial on the space's model; the literal lets the planner match it.
    const sql = `SELECT m.id, ${score} AS score FROM mnemo_memories m
      WHERE ${base} AND m.embedding_model = ${sqlString(space.modelId)} ${f}
      ORDER BY (m.embedding::vector(${d})) <#> $4::vector(${d}) LIMIT ${p.add(query.limit)}`;
    const efSearch = Math.min(1000, Math.max(Math.trunc(this.c.options.efSearch ?? 100), query.limit));
    const best = await this.c.tx(async (c) => {
      // Filtered HNSW scans keep going until enough rows pass the scope filter (pgvector ≥ 0.8).
      await c.query('SET LOCAL hnsw.iterative_scan = relaxed_order');
      await c.query(`SET LOCAL hnsw.ef_search = ${efSearch}`);
      return (await c.query<{ id: string; score: number }>(sql, p.values)).rows.map((r) => ({ id: r.id, score: Number(r.score) }));
    });
    best.sort((a, b) => b.score - a.score); // relaxed order: re-sort the few rows returned

    const seen = new Set(best.map((h) => h.id));
    const extra = [...new Set(query.alsoScore ?? [])].filter((id) => !seen.has(id));
    if (extra.length > 0) {
      const p2 = new Params([scope.tenantId, scope.userId, space.modelId, vectorLiteral(query.vector, mode), extra]);
      const f2 = filterSql(query.filter, p2);
      const rows = await this.c.q<{ id: string; score: number }>(
        `SELECT m.id, ${score} AS score FROM mnemo_memories m WHERE ${base} AND m.id = ANY($5::text[]) ${f2}`,
        p2.values,
      );
      const byId = new Map(rows.map((r) => [r.id, Number(r.score)]));
      for (const id of extra) if (byId.has(id)) best.push({ id, score: byId.get(id) as number });
    }
    return best;
  }

  async rankFields(scope: Scope, ids: readonly string[]): Promise<(RankFields | null)[] | null> {
    const mode = await this.c.ensureMode();
    // One round trip for the scope's revision and the vector size (part of the cache key).
    const [state] = await this.c.q<{ rev: string; dims: string | null }>(
      `SELECT s.rev, (SELECT value FROM mnemo_meta WHERE key = 'embedding_dims') AS dims FROM mnemo_scopes s WHERE s.tenant_id = $1 AND s.user_id = $2`,
      [scope.tenantId, scope.userId],
    );
    if (!state) return null;
    // The vector cache (exact mode, or a scope below `hnswMinScope`), else the keyword-only one.
    const cached = this.c.cache.peek(scopeKey(scope, Number(state.dims ?? 0))) ?? (mode === 'exact' ? undefined : this.c.cache.peek(scopeKey(scope, 0)));
    // Not cached, or behind the database (a write since the search): the caller reads the rows instead.
    if (!cached || Number(state.rev) !== cached.rev) return null;
    return cached.rankFields(ids);
  }

  /** With pgvector: whether the scope is small enough to scan exactly in process (`hnswMinScope`). */
  private async belowHnsw(scope: Scope): Promise<boolean> {
    const min = this.c.options.hnswMinScope ?? HNSW_MIN_SCOPE;
    if (min <= 0) return false;
    const [row] = await this.c.q<{ docs: string }>('SELECT docs FROM mnemo_scopes WHERE tenant_id = $1 AND user_id = $2', [scope.tenantId, scope.userId]);
    return Number(row?.docs ?? 0) < min;
  }

  /**
   * The scope's cached vectors (exact mode or a scope below `hnswMinScope`, `dims` > 0) and postings (`keywordIndex: 'memory'`), up to date: every write to a scope takes the scope's row
   * lock and the next revision, so revisions commit in order and the rows changed since the cached
   * revision are exactly those with a higher `rev`. An erase sets `reset_rev`, which drops the cache.
   */
  private async scopeIndex(scope: Scope, dims: number): Promise<ScopeIndex> {
    const key = scopeKey(scope, dims);
    const [state] = await this.c.q<{ rev: string; reset_rev: string }>('SELECT rev, reset_rev FROM mnemo_scopes WHERE tenant_id = $1 AND user_id = $2', [
      scope.tenantId,
      scope.userId,
    ]);
    if (!state) {
      this.c.cache.delete(key);
      return new ScopeIndex(dims);
    }
    const rev = Number(state.rev);
    let cached = this.c.cache.get(key);
    if (!cached || Number(state.reset_rev) > cached.rev) cached = new ScopeIndex(dims);
    if (rev > cached.rev) {
      const terms = this.c.options.keywordIndex === 'memory';
      const rows = await this.c.q<CacheRow>(
        // Vectors in binary (array_send): parsing 100 floats of text per row was most of a cold load.
        `SELECT id, kind, namespace, session_id, valid_from, invalidated_at, expires_at, archived_at, ${dims > 0 ? 'array_send(embedding::real[]) AS embedding' : 'NULL AS embedding'}, embedding_model,
           ${terms ? 'search_terms' : "'' AS search_terms"}, importance, half_life_days, last_accessed_at, coalesce(context, '') <> '' AS has_context,
           review IS NOT NULL AS flagged
         FROM mnemo_memories WHERE tenant_id = $1 AND user_id = $2 AND rev > $3`,
        [scope.tenantId, scope.userId, cached.rev],
      );
      for (const r of rows) {
        cached.upsert({
          id: r.id,
          kind: r.kind,
          namespace: r.namespace,
          sessionId: r.session_id,
          validFrom: toDate(r.valid_from).getTime(),
          invalidatedAt: r.invalidated_at === null ? null : toDate(r.invalidated_at).getTime(),
          expiresAt: r.expires_at === null ? null : toDate(r.expires_at).getTime(),
          archivedAt: r.archived_at === null ? null : toDate(r.archived_at).getTime(),
          embedding: vectorFromArraySend(r.embedding),
          embeddingModel: r.embedding_model,
          searchTerms: r.search_terms,
          importance: Number(r.importance),
          halfLifeDays: r.half_life_days === null ? null : Number(r.half_life_days),
          lastAccessedAt: r.last_accessed_at === null ? null : toDate(r.last_accessed_at).getTime(),
          hasContext: r.has_context === true,
          flagged: r.flagged === true,
        });
      }
      cached.rev = rev;
    }
    this.c.cache.set(key, cached);
    return cached;
  }
}

/** The columns a scope's cache loads, as the driver returns them. */
interface CacheRow {
  id: string;
  kind: string;
  namespace: string;
  session_id: string | null;
  valid_from: unknown;
  invalidated_at: unknown;
  expires_at: unknown;
  archived_at: unknown;
  embedding: unknown;
  embedding_model: string | null;
  search_terms: string;
  importance: unknown;
  half_life_days: unknown;
  last_accessed_at: unknown;
  has_context: boolean;
  flagged: boolean;
}

/** The cache key of a scope's index (per vector size, so a re-embed to another size starts afresh). */
const scopeKey = (scope: Scope, dims: number): string => `${scope.tenantId}\u0000${scope.userId}\u0000${dims}`;
