/**
 * Versioned schema of the PostgreSQL store. Migrations run in order inside one transaction that
 * first takes a store-wide advisory lock, so two processes migrating at once apply each step once.
 * `mnemo_meta.schema_version` records where a database stands. Add a migration; never edit a
 * shipped one. Tables are prefixed `mnemo_` so the store can share a database with an application.
 *
 * The vector column depends on the server: with the pgvector extension it is `vector` (indexed by
 * HNSW once the embedding space is known), without it `real[]`, scanned exactly from a per-process
 * cache of the scope's vectors that follows the scope's revision. The choice is made once, by the
 * first migration, and recorded as `meta.vector_mode`.
 */

import { MnemoError } from '../../core/errors.js';
import type { PgConnection } from './connection.js';
import type { VectorMode } from './queryable.js';
import { metaGet, metaSet, tryPgvector } from './sql.js';

export type { VectorMode } from './queryable.js';

/** Key of the advisory lock held while migrating (any constant unlikely to clash: "mnemo" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6d6e656d6f;
/** Key of the advisory lock held for the instant of a job claim. */
export const CLAIM_LOCK_KEY = 0x6d6e656d6f + 1;

/** The migrations, index = version - 1. Each is a function of the vector mode chosen at version 1. */
export const PG_MIGRATIONS: readonly ((mode: VectorMode) => string)[] = [
  // 1: memories with a tsvector over normalised terms, lineage, history, profile, policy, session blocks,
  //    per-scope statistics for BM25 (also the row that serialises writers of one scope)
  (mode) => `
  CREATE TABLE mnemo_memories (
    seq bigserial PRIMARY KEY,
    id text NOT NULL UNIQUE,
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    agent_id text,
    session_id text,
    namespace text NOT NULL,
    kind text NOT NULL,
    content text NOT NULL,
    notes jsonb NOT NULL DEFAULT '[]',
    subject text,
    predicate text,
    object text,
    importance double precision NOT NULL,
    confidence double precision NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    last_accessed_at timestamptz,
    access_count integer NOT NULL DEFAULT 0,
    half_life_days double precision,
    expires_at timestamptz,
    valid_from timestamptz NOT NULL,
    invalidated_at timestamptz,
    invalidation_reason text,
    superseded_by text,
    source_type text NOT NULL,
    source_id text,
    embedding ${mode === 'pgvector' ? 'vector' : 'real[]'},
    embedding_model text,
    metadata jsonb NOT NULL DEFAULT '{}',
    search_terms text NOT NULL DEFAULT '',
    search_tsv tsvector NOT NULL DEFAULT ''::tsvector,
    term_count integer NOT NULL DEFAULT 0,
    rev bigint NOT NULL DEFAULT 0
  );
  CREATE INDEX mnemo_memories_scope ON mnemo_memories (tenant_id, user_id, created_at, seq);
  CREATE INDEX mnemo_memories_scope_rev ON mnemo_memories (tenant_id, user_id, rev);
  CREATE INDEX mnemo_memories_tsv ON mnemo_memories USING gin (search_tsv);
  CREATE INDEX mnemo_memories_subject ON mnemo_memories (tenant_id, user_id, lower(subject)) WHERE subject IS NOT NULL;
  CREATE INDEX mnemo_memories_predicate ON mnemo_memories (tenant_id, user_id, lower(predicate)) WHERE predicate IS NOT NULL;

  CREATE TABLE mnemo_memory_sources (
    ord bigserial,
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    memory_id text NOT NULL,
    source_type text NOT NULL,
    source_id text NOT NULL DEFAULT '',
    added_at timestamptz NOT NULL,
    PRIMARY KEY (memory_id, source_type, source_id)
  );
  CREATE INDEX mnemo_memory_sources_source ON mnemo_memory_sources (tenant_id, user_id, source_type, source_id);

  CREATE TABLE mnemo_history (
    seq bigserial PRIMARY KEY,
    id text NOT NULL UNIQUE,
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    target_kind text NOT NULL,
    target_id text NOT NULL,
    op text NOT NULL,
    actor_type text NOT NULL,
    actor_id text,
    old_value json,
    new_value json,
    reason text,
    at timestamptz NOT NULL
  );
  CREATE INDEX mnemo_history_target ON mnemo_history (tenant_id, user_id, target_kind, target_id, seq);

  CREATE TABLE mnemo_profile (
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    key text NOT NULL,
    value json NOT NULL,
    source text NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, user_id, key)
  );

  CREATE TABLE mnemo_session_blocks (
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    session_id text NOT NULL,
    block text NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, user_id, session_id)
  );

  CREATE TABLE mnemo_grants (
    tenant_id text NOT NULL,
    agent_id text NOT NULL,
    namespace text NOT NULL,
    can_read boolean NOT NULL,
    can_write boolean NOT NULL,
    PRIMARY KEY (tenant_id, agent_id, namespace)
  );

  CREATE TABLE mnemo_scopes (
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    docs bigint NOT NULL DEFAULT 0,
    total_terms bigint NOT NULL DEFAULT 0,
    rev bigint NOT NULL DEFAULT 0,
    reset_rev bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant_id, user_id)
  );
  `,
  // 2: sessions with their event logs, and the durable job queue (claimed with FOR UPDATE SKIP LOCKED)
  () => `
  CREATE TABLE mnemo_sessions (
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    id text NOT NULL,
    agent_id text,
    started_at timestamptz NOT NULL,
    last_event_at timestamptz NOT NULL,
    ended_at timestamptz,
    end_reason text,
    event_count integer NOT NULL DEFAULT 0,
    watermark integer NOT NULL DEFAULT 0,
    summary text NOT NULL DEFAULT '',
    PRIMARY KEY (tenant_id, user_id, id)
  );
  CREATE INDEX mnemo_sessions_recent ON mnemo_sessions (tenant_id, user_id, last_event_at);

  CREATE TABLE mnemo_session_events (
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    session_id text NOT NULL,
    seq integer NOT NULL,
    role text NOT NULL,
    content text NOT NULL,
    name text,
    at timestamptz NOT NULL,
    metadata jsonb NOT NULL DEFAULT '{}',
    PRIMARY KEY (tenant_id, user_id, session_id, seq)
  );

  CREATE TABLE mnemo_jobs (
    seq bigserial PRIMARY KEY,
    id text NOT NULL UNIQUE,
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    type text NOT NULL,
    payload jsonb NOT NULL,
    key text,
    status text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    max_attempts integer NOT NULL,
    run_at timestamptz NOT NULL,
    locked_by text,
    locked_until timestamptz,
    last_error text,
    raw_output text,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );
  CREATE UNIQUE INDEX mnemo_jobs_key ON mnemo_jobs (tenant_id, user_id, key) WHERE key IS NOT NULL;
  CREATE INDEX mnemo_jobs_due ON mnemo_jobs (status, run_at);
  CREATE INDEX mnemo_jobs_scope ON mnemo_jobs (tenant_id, user_id, status);
  `,
  // 3: the engine's own keys leave the caller's metadata for typed columns (values moved, keys removed)
  () => `
  ALTER TABLE mnemo_memories ADD COLUMN supersedes text, ADD COLUMN profile_key text, ADD COLUMN corroborations integer NOT NULL DEFAULT 0,
    ADD COLUMN review jsonb, ADD COLUMN context text;
  UPDATE mnemo_memories SET supersedes = metadata->>'supersedes', metadata = metadata - 'supersedes'
    WHERE jsonb_typeof(metadata->'supersedes') = 'string';
  UPDATE mnemo_memories SET profile_key = metadata->>'profileKey', metadata = metadata - 'profileKey'
    WHERE jsonb_typeof(metadata->'profileKey') = 'string';
  UPDATE mnemo_memories SET corroborations = (metadata->>'corroborations')::numeric::integer, metadata = metadata - 'corroborations'
    WHERE jsonb_typeof(metadata->'corroborations') = 'number';
  UPDATE mnemo_memories SET review = metadata->'review', metadata = metadata - 'review'
    WHERE jsonb_typeof(metadata->'review') = 'object';
  UPDATE mnemo_memories SET context = metadata->>'context', metadata = metadata - 'context'
    WHERE jsonb_typeof(metadata->'context') = 'string';

  ALTER TABLE mnemo_session_events ADD COLUMN memory_edit boolean NOT NULL DEFAULT false;
  UPDATE mnemo_session_events SET memory_edit = (metadata->'memoryEdit' = 'true'::jsonb), metadata = metadata - 'memoryEdit'
    WHERE jsonb_typeof(metadata->'memoryEdit') = 'boolean';
  `,
  // 4: dreams, reviewable candidate sets kept apart from the memories they are about (M19)
  () => `
  CREATE TABLE mnemo_dreams (
    seq bigserial PRIMARY KEY,
    id text NOT NULL UNIQUE,
    tenant_id text NOT NULL,
    user_id text NOT NULL,
    created_at timestamptz NOT NULL,
    status text NOT NULL,
    candidates jsonb NOT NULL,
    notes jsonb NOT NULL DEFAULT '[]',
    resolved_at timestamptz,
    applied jsonb NOT NULL DEFAULT '[]'
  );
  CREATE INDEX mnemo_dreams_scope ON mnemo_dreams (tenant_id, user_id, created_at);
  `,
  // 5: maintenance archives low-confidence memories (kept, out of recall by default)
  () => `
  ALTER TABLE mnemo_memories ADD COLUMN archived_at timestamptz;
  `,
  // 6: API keys of the HTTP server, stored as a SHA-256 hash only
  () => `
  CREATE TABLE mnemo_api_keys (
    id text PRIMARY KEY,
    tenant_id text NOT NULL,
    user_id text,
    agent_id text,
    role text NOT NULL,
    hash text NOT NULL UNIQUE,
    label text,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
  );
  CREATE INDEX mnemo_api_keys_tenant ON mnemo_api_keys (tenant_id, created_at);
  `,
  // 7: counters of user turns, so an append learns the backlog since the watermark without scanning it
  () => `
  ALTER TABLE mnemo_sessions ADD COLUMN user_turns integer NOT NULL DEFAULT 0;
  ALTER TABLE mnemo_sessions ADD COLUMN extracted_turns integer NOT NULL DEFAULT 0;
  UPDATE mnemo_sessions s SET
    user_turns = (SELECT count(*) FROM mnemo_session_events e WHERE e.tenant_id = s.tenant_id AND e.user_id = s.user_id
      AND e.session_id = s.id AND e.role = 'user' AND NOT e.memory_edit),
    extracted_turns = (SELECT count(*) FROM mnemo_session_events e WHERE e.tenant_id = s.tenant_id AND e.user_id = s.user_id
      AND e.session_id = s.id AND e.role = 'user' AND NOT e.memory_edit AND e.seq <= s.watermark);
  `,
  // 8: a profile field's source id (`service-key:<id>`, `bootstrap:hr-system`): who wrote it, not only its type
  () => `
  ALTER TABLE mnemo_profile ADD COLUMN source_id text;
  `,
];

/** The newest schema version this code knows. */
export const PG_SCHEMA_VERSION = PG_MIGRATIONS.length;

/**
 * Brings the database to {@link PG_SCHEMA_VERSION} under the migration lock, choosing the vector mode
 * at the first migration; refuses a database newer than this code. The up-to-date check comes first,
 * so a current store opens with a role that may not create tables.
 */
export async function migratePg(c: PgConnection): Promise<{ from: number; to: number }> {
  const result = await c.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const { rows } = await q.query<{ t: string | null }>("SELECT to_regclass('mnemo_meta')::text AS t");
    if (!rows[0]?.t) await q.query('CREATE TABLE mnemo_meta (key text PRIMARY KEY, value text NOT NULL)');
    const from = Number((await metaGet(q, 'schema_version')) ?? 0);
    if (from > PG_SCHEMA_VERSION) {
      throw new MnemoError(
        'STORE_NEWER_SCHEMA',
        `this store has schema version ${from}, newer than this Mnemo (${PG_SCHEMA_VERSION}): upgrade Mnemo to open it`,
      );
    }
    let mode = (await metaGet(q, 'vector_mode')) as VectorMode | null;
    if (!mode) {
      mode = c.options.vectorMode === 'exact' ? 'exact' : await tryPgvector(q);
      await metaSet(q, 'vector_mode', mode);
    }
    for (let v = from; v < PG_SCHEMA_VERSION; v++) {
      await q.exec((PG_MIGRATIONS[v] as (m: VectorMode) => string)(mode));
      await metaSet(q, 'schema_version', String(v + 1));
      c.logger.info('postgres migration applied', { version: v + 1, vectorMode: mode });
    }
    return { from, to: PG_SCHEMA_VERSION, mode };
  });
  c.vectorMode = result.mode;
  return { from: result.from, to: result.to };
}
