/**
 * Versioned schema of the SQLite store. Each migration runs once, in order, inside a transaction;
 * `meta.schema_version` records where a file stands. Add a migration; never edit a shipped one.
 */
import { MnemoError } from '../../core/errors.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';

/** The migrations, index = version - 1. */
export const SQLITE_MIGRATIONS: readonly string[] = [
  // 1: memories with FTS5 over normalised terms, lineage, history, profile, policy, session blocks
  `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE memories (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    agent_id TEXT,
    session_id TEXT,
    namespace TEXT NOT NULL,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '[]',
    subject TEXT,
    predicate TEXT,
    object TEXT,
    importance REAL NOT NULL,
    confidence REAL NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    last_accessed_at INTEGER,
    access_count INTEGER NOT NULL DEFAULT 0,
    half_life_days REAL,
    expires_at INTEGER,
    valid_from INTEGER NOT NULL,
    invalidated_at INTEGER,
    invalidation_reason TEXT,
    superseded_by TEXT,
    source_type TEXT NOT NULL,
    source_id TEXT,
    embedding BLOB,
    embedding_model TEXT,
    metadata TEXT NOT NULL DEFAULT '{}',
    search_terms TEXT NOT NULL DEFAULT '',
    rev INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX memories_scope ON memories (tenant_id, user_id, created_at);
  CREATE INDEX memories_scope_rev ON memories (tenant_id, user_id, rev);
  CREATE INDEX memories_subject ON memories (tenant_id, user_id, subject COLLATE NOCASE) WHERE subject IS NOT NULL;
  CREATE INDEX memories_predicate ON memories (tenant_id, user_id, predicate COLLATE NOCASE) WHERE predicate IS NOT NULL;

  CREATE VIRTUAL TABLE memories_fts USING fts5 (search_terms, content = 'memories', content_rowid = 'seq', tokenize = 'unicode61');
  CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
    INSERT INTO memories_fts (rowid, search_terms) VALUES (new.seq, new.search_terms);
  END;
  CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, search_terms) VALUES ('delete', old.seq, old.search_terms);
  END;
  CREATE TRIGGER memories_fts_update AFTER UPDATE OF search_terms ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, search_terms) VALUES ('delete', old.seq, old.search_terms);
    INSERT INTO memories_fts (rowid, search_terms) VALUES (new.seq, new.search_terms);
  END;

  CREATE TABLE memory_sources (
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    memory_id TEXT NOT NULL,
    source_type TEXT NOT NULL,
    source_id TEXT NOT NULL DEFAULT '',
    added_at INTEGER NOT NULL,
    PRIMARY KEY (memory_id, source_type, source_id)
  );
  CREATE INDEX memory_sources_source ON memory_sources (tenant_id, user_id, source_type, source_id);

  CREATE TABLE history (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    target_kind TEXT NOT NULL,
    target_id TEXT NOT NULL,
    op TEXT NOT NULL,
    actor_type TEXT NOT NULL,
    actor_id TEXT,
    old_value TEXT,
    new_value TEXT,
    reason TEXT,
    at INTEGER NOT NULL
  );
  CREATE INDEX history_target ON history (tenant_id, user_id, target_kind, target_id, seq);

  CREATE TABLE profile (
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    source TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, user_id, key)
  );

  CREATE TABLE session_blocks (
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    block TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, user_id, session_id)
  );

  CREATE TABLE grants (
    tenant_id TEXT NOT NULL,
    agent_id TEXT NOT NULL,
    namespace TEXT NOT NULL,
    can_read INTEGER NOT NULL,
    can_write INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, agent_id, namespace)
  );

  CREATE TABLE scope_revs (
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    rev INTEGER NOT NULL,
    reset_rev INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant_id, user_id)
  );
  `,
  // 2: sessions with their event logs, and the durable job queue
  `
  CREATE TABLE sessions (
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    id TEXT NOT NULL,
    agent_id TEXT,
    started_at INTEGER NOT NULL,
    last_event_at INTEGER NOT NULL,
    ended_at INTEGER,
    end_reason TEXT,
    event_count INTEGER NOT NULL DEFAULT 0,
    watermark INTEGER NOT NULL DEFAULT 0,
    summary TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (tenant_id, user_id, id)
  );
  CREATE INDEX sessions_recent ON sessions (tenant_id, user_id, last_event_at);

  CREATE TABLE session_events (
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    name TEXT,
    at INTEGER NOT NULL,
    metadata TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (tenant_id, user_id, session_id, seq)
  );

  CREATE TABLE jobs (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    key TEXT,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    run_at INTEGER NOT NULL,
    locked_by TEXT,
    locked_until INTEGER,
    last_error TEXT,
    raw_output TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX jobs_key ON jobs (tenant_id, user_id, key) WHERE key IS NOT NULL;
  CREATE INDEX jobs_due ON jobs (status, run_at);
  CREATE INDEX jobs_scope ON jobs (tenant_id, user_id, status);
  `,
  // 3: the engine's own keys leave the caller's metadata for typed columns (values moved, keys removed)
  `
  ALTER TABLE memories ADD COLUMN supersedes TEXT;
  ALTER TABLE memories ADD COLUMN profile_key TEXT;
  ALTER TABLE memories ADD COLUMN corroborations INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE memories ADD COLUMN review TEXT;
  ALTER TABLE memories ADD COLUMN context TEXT;
  UPDATE memories SET supersedes = json_extract(metadata, '$.supersedes'), metadata = json_remove(metadata, '$.supersedes')
    WHERE json_type(metadata, '$.supersedes') = 'text';
  UPDATE memories SET profile_key = json_extract(metadata, '$.profileKey'), metadata = json_remove(metadata, '$.profileKey')
    WHERE json_type(metadata, '$.profileKey') = 'text';
  UPDATE memories SET corroborations = CAST(json_extract(metadata, '$.corroborations') AS INTEGER), metadata = json_remove(metadata, '$.corroborations')
    WHERE json_type(metadata, '$.corroborations') IN ('integer', 'real');
  UPDATE memories SET review = json_extract(metadata, '$.review'), metadata = json_remove(metadata, '$.review')
    WHERE json_type(metadata, '$.review') = 'object';
  UPDATE memories SET context = json_extract(metadata, '$.context'), metadata = json_remove(metadata, '$.context')
    WHERE json_type(metadata, '$.context') = 'text';

  ALTER TABLE session_events ADD COLUMN memory_edit INTEGER NOT NULL DEFAULT 0;
  UPDATE session_events SET memory_edit = (json_type(metadata, '$.memoryEdit') = 'true'), metadata = json_remove(metadata, '$.memoryEdit')
    WHERE json_type(metadata, '$.memoryEdit') IN ('true', 'false');
  `,
  // 4: dreams, reviewable candidate sets kept apart from the memories they are about (M19)
  `
  CREATE TABLE dreams (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tenant_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL,
    candidates TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '[]',
    resolved_at INTEGER,
    applied TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX dreams_scope ON dreams (tenant_id, user_id, created_at);
  `,
  // 5: maintenance archives low-confidence memories (kept, out of recall by default)
  `
  ALTER TABLE memories ADD COLUMN archived_at INTEGER;
  `,
  // 6: API keys of the HTTP server, stored as a SHA-256 hash only
  `
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    tenant_id TEXT NOT NULL,
    user_id TEXT,
    agent_id TEXT,
    role TEXT NOT NULL,
    hash TEXT NOT NULL UNIQUE,
    label TEXT,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX api_keys_tenant ON api_keys (tenant_id, created_at);
  `,
  // 7: counters of user turns, so an append learns the backlog since the watermark without scanning it
  `
  ALTER TABLE sessions ADD COLUMN user_turns INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE sessions ADD COLUMN extracted_turns INTEGER NOT NULL DEFAULT 0;
  UPDATE sessions SET
    user_turns = (SELECT count(*) FROM session_events e WHERE e.tenant_id = sessions.tenant_id AND e.user_id = sessions.user_id
      AND e.session_id = sessions.id AND e.role = 'user' AND e.memory_edit = 0),
    extracted_turns = (SELECT count(*) FROM session_events e WHERE e.tenant_id = sessions.tenant_id AND e.user_id = sessions.user_id
      AND e.session_id = sessions.id AND e.role = 'user' AND e.memory_edit = 0 AND e.seq <= sessions.watermark);
  `,
  // 8: a profile field's source id (`service-key:<id>`, `bootstrap:hr-system`): who wrote it, not only its type
  `
  ALTER TABLE profile ADD COLUMN source_id TEXT;
  `,
  // 9: facts by subject and by predicate in time order, so recall's newest-first fact reads stop at their limit
  // instead of reading and sorting every fact of the key (the user's facts of a 10k scope: a thousand rows)
  `
  CREATE INDEX memories_subject_time ON memories (tenant_id, user_id, subject COLLATE NOCASE, created_at) WHERE subject IS NOT NULL;
  CREATE INDEX memories_predicate_time ON memories (tenant_id, user_id, predicate COLLATE NOCASE, created_at) WHERE predicate IS NOT NULL;
  `,
  // 10: the user's facts of a predicate, by predicate then subject in time order, so that reading the user's facts of
  // a key reads those, not every fact of that key whoever it is about (a 10k scope's `likes`: six hundred rows)
  `
  CREATE INDEX memories_predicate_subject_time ON memories (tenant_id, user_id, predicate COLLATE NOCASE, subject COLLATE NOCASE, created_at)
    WHERE subject IS NOT NULL;
  `,
];

/** The newest schema version this code knows. */
export const SQLITE_SCHEMA_VERSION = SQLITE_MIGRATIONS.length;

/** Brings the file to {@link SQLITE_SCHEMA_VERSION} in one immediate transaction; refuses a newer file. */
export function migrateSqlite(c: SqliteConnection): { from: number; to: number } {
  return guard(() => {
    const hasMeta = c.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
    const seen = hasMeta ? Number(c.metaGet('schema_version') ?? 0) : 0;
    if (seen === SQLITE_SCHEMA_VERSION) return { from: seen, to: seen };
    return c.tx(() => {
      c.db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
      const from = Number(c.metaGet('schema_version') ?? 0);
      if (from > SQLITE_SCHEMA_VERSION) {
        throw new MnemoError(
          'STORE_NEWER_SCHEMA',
          `this store has schema version ${from}, newer than this Mnemo (${SQLITE_SCHEMA_VERSION}): upgrade Mnemo to open it`,
        );
      }
      for (let v = from; v < SQLITE_SCHEMA_VERSION; v++) {
        c.db.exec(SQLITE_MIGRATIONS[v] as string);
        c.metaSet('schema_version', String(v + 1));
        c.logger.info('sqlite migration applied', { version: v + 1 });
      }
      if (c.metaGet('rev') === null) c.metaSet('rev', '0');
      return { from, to: SQLITE_SCHEMA_VERSION };
    });
  });
}
