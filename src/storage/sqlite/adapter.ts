/**
 * The SQLite storage adapter: one file in WAL mode, FTS5 over normalised terms for the keyword
 * leg, float32 blobs for vectors searched by an exact scan of the scope's cached vectors. This file
 * only composes the domains (one file each) over one shared connection.
 */
import type Database from 'better-sqlite3';
import {
  STORAGE_CONTRACT_VERSION,
  type DreamStorage,
  type GrantStorage,
  type HistoryStorage,
  type JobStorage,
  type KeyStorage,
  type MemoryStorage,
  type SearchStorage,
  type SessionStorage,
  type StorageAdapter,
  type StorageLifecycle,
} from '../../core/contracts/storage.js';
import { SqliteAdmin } from './admin.js';
import { SqliteConnection, type SqliteStoreOptions } from './connection.js';
import { SqliteDreams } from './dreams.js';
import { SqliteGrants } from './grants.js';
import { SqliteHistory } from './history.js';
import { SqliteJobs } from './jobs.js';
import { SqliteKeys } from './keys.js';
import { SqliteMemories } from './memories.js';
import { migrateSqlite } from './migrations.js';
import { SqliteSearch } from './search.js';
import { SqliteSessions } from './sessions.js';
import { writeBatch } from './write.js';

/** Opens (without migrating) a SQLite store. Call `migrate()` before use. */
export function createSqliteStore(options: SqliteStoreOptions): SqliteStore {
  return new SqliteStore(options);
}

/** The SQLite implementation of the storage contract. */
export class SqliteStore implements StorageAdapter {
  readonly contractVersion = STORAGE_CONTRACT_VERSION;
  readonly kind = 'sqlite';
  readonly capabilities = { vectorSearch: 'exact', multiProcessWriters: true } as const;

  private readonly c: SqliteConnection;
  private readonly admin: SqliteAdmin;
  private readonly memories: SqliteMemories;
  private readonly search: SqliteSearch;
  private readonly histories: SqliteHistory;
  private readonly sessions: SqliteSessions;
  private readonly jobs: SqliteJobs;
  private readonly grants: SqliteGrants;
  private readonly dreams: SqliteDreams;
  private readonly keys: SqliteKeys;

  constructor(options: SqliteStoreOptions) {
    this.c = new SqliteConnection(options);
    this.admin = new SqliteAdmin(this.c);
    this.memories = new SqliteMemories(this.c);
    this.search = new SqliteSearch(this.c);
    this.histories = new SqliteHistory(this.c);
    this.sessions = new SqliteSessions(this.c);
    this.jobs = new SqliteJobs(this.c);
    this.grants = new SqliteGrants(this.c);
    this.dreams = new SqliteDreams(this.c);
    this.keys = new SqliteKeys(this.c);
  }

  /** The underlying connection, for tests and tools that need raw access. */
  get connection(): Database.Database {
    return this.c.db;
  }

  // -- lifecycle ---------------------------------------------------------------------------------
  readonly migrate: StorageLifecycle['migrate'] = async () => {
    this.c.verifyFile(); // a damaged file is refused before the first write
    return migrateSqlite(this.c);
  };
  readonly close: StorageLifecycle['close'] = async () => this.c.close();
  readonly describe: StorageLifecycle['describe'] = () => this.admin.describe();
  readonly getEmbeddingSpace: StorageLifecycle['getEmbeddingSpace'] = () => this.admin.getEmbeddingSpace();
  readonly setEmbeddingSpace: StorageLifecycle['setEmbeddingSpace'] = (space) => this.admin.setEmbeddingSpace(space);
  readonly write: StorageLifecycle['write'] = async (scope, ops) => writeBatch(this.c, scope, ops);
  readonly eraseUser: StorageLifecycle['eraseUser'] = (scope) => this.admin.eraseUser(scope);
  readonly listScopes: StorageLifecycle['listScopes'] = () => this.admin.listScopes();
  readonly stats: StorageLifecycle['stats'] = () => this.admin.stats();
  readonly checkIntegrity: StorageLifecycle['checkIntegrity'] = (options) => this.admin.checkIntegrity(options);

  // -- memories ----------------------------------------------------------------------------------
  readonly getMemories: MemoryStorage['getMemories'] = (...a) => this.memories.getMemories(...a);
  readonly listMemories: MemoryStorage['listMemories'] = (...a) => this.memories.listMemories(...a);
  readonly countMemories: MemoryStorage['countMemories'] = (...a) => this.memories.countMemories(...a);
  readonly queryFacts: MemoryStorage['queryFacts'] = (...a) => this.memories.queryFacts(...a);
  readonly queryFactsByPredicate: MemoryStorage['queryFactsByPredicate'] = (...a) => this.memories.queryFactsByPredicate(...a);
  readonly memoriesFromSource: MemoryStorage['memoriesFromSource'] = (...a) => this.memories.memoriesFromSource(...a);
  readonly getSources: MemoryStorage['getSources'] = (...a) => this.memories.getSources(...a);
  readonly touch: MemoryStorage['touch'] = (...a) => this.memories.touch(...a);
  readonly locateIds: MemoryStorage['locateIds'] = (...a) => this.memories.locateIds(...a);

  // -- search ------------------------------------------------------------------------------------
  readonly searchKeyword: SearchStorage['searchKeyword'] = (...a) => this.search.searchKeyword(...a);
  readonly searchKeywordGroups: NonNullable<SearchStorage['searchKeywordGroups']> = (...a) => this.search.searchKeywordGroups(...a);
  readonly searchVector: SearchStorage['searchVector'] = (...a) => this.search.searchVector(...a);
  readonly rankFields: NonNullable<SearchStorage['rankFields']> = (...a) => this.search.rankFields(...a);

  // -- history and profile -----------------------------------------------------------------------
  readonly getHistory: HistoryStorage['getHistory'] = (...a) => this.histories.getHistory(...a);
  readonly historyTargets: HistoryStorage['historyTargets'] = (...a) => this.histories.historyTargets(...a);
  readonly getProfile: HistoryStorage['getProfile'] = (...a) => this.histories.getProfile(...a);

  // -- sessions ----------------------------------------------------------------------------------
  readonly openSession: SessionStorage['openSession'] = (...a) => this.sessions.openSession(...a);
  readonly getSession: SessionStorage['getSession'] = (...a) => this.sessions.getSession(...a);
  readonly listSessions: SessionStorage['listSessions'] = (...a) => this.sessions.listSessions(...a);
  readonly appendEvents: SessionStorage['appendEvents'] = (...a) => this.sessions.appendEvents(...a);
  readonly appendEventsWithJob: SessionStorage['appendEventsWithJob'] = (...a) => this.sessions.appendEventsWithJob(...a);
  readonly getEvents: SessionStorage['getEvents'] = (...a) => this.sessions.getEvents(...a);
  readonly endSession: SessionStorage['endSession'] = (...a) => this.sessions.endSession(...a);
  readonly getSessionBlock: SessionStorage['getSessionBlock'] = (...a) => this.sessions.getSessionBlock(...a);
  readonly putSessionBlock: SessionStorage['putSessionBlock'] = (...a) => this.sessions.putSessionBlock(...a);

  // -- jobs --------------------------------------------------------------------------------------
  readonly enqueueJob: JobStorage['enqueueJob'] = (...a) => this.jobs.enqueueJob(...a);
  readonly claimJobs: JobStorage['claimJobs'] = (...a) => this.jobs.claimJobs(...a);
  readonly renewLease: JobStorage['renewLease'] = (...a) => this.jobs.renewLease(...a);
  readonly finishJob: JobStorage['finishJob'] = (...a) => this.jobs.finishJob(...a);
  readonly retryJob: JobStorage['retryJob'] = (...a) => this.jobs.retryJob(...a);
  readonly listJobs: JobStorage['listJobs'] = (...a) => this.jobs.listJobs(...a);
  readonly getJob: JobStorage['getJob'] = (...a) => this.jobs.getJob(...a);

  // -- grants ------------------------------------------------------------------------------------
  readonly listGrants: GrantStorage['listGrants'] = (...a) => this.grants.listGrants(...a);
  readonly putGrant: GrantStorage['putGrant'] = (...a) => this.grants.putGrant(...a);
  readonly deleteGrant: GrantStorage['deleteGrant'] = (...a) => this.grants.deleteGrant(...a);

  // -- dreams ------------------------------------------------------------------------------------
  readonly putDream: DreamStorage['putDream'] = (...a) => this.dreams.putDream(...a);
  readonly getDream: DreamStorage['getDream'] = (...a) => this.dreams.getDream(...a);
  readonly listDreams: DreamStorage['listDreams'] = (...a) => this.dreams.listDreams(...a);
  readonly approveDream: DreamStorage['approveDream'] = (...a) => this.dreams.approveDream(...a);
  readonly deleteDream: DreamStorage['deleteDream'] = (...a) => this.dreams.deleteDream(...a);

  // -- API keys ----------------------------------------------------------------------------------
  readonly createKey: KeyStorage['createKey'] = (...a) => this.keys.createKey(...a);
  readonly findKeyByHash: KeyStorage['findKeyByHash'] = (...a) => this.keys.findKeyByHash(...a);
  readonly listKeys: KeyStorage['listKeys'] = (...a) => this.keys.listKeys(...a);
  readonly revokeKey: KeyStorage['revokeKey'] = (...a) => this.keys.revokeKey(...a);
}
