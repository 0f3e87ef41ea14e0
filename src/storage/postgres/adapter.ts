/**
 * The PostgreSQL storage adapter, on a `pg` Pool or an in-process PGlite (see `connection.ts`). This
 * file only composes the domains (one file each) over one shared connection; `search.ts` says how
 * each recall leg is answered and `write.ts` how writers of one scope are serialised.
 */
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
  type StorageCapabilities,
  type StorageLifecycle,
} from '../../core/contracts/storage.js';
import { PgAdmin } from './admin.js';
import { PgConnection, type PostgresStoreOptions } from './connection.js';
import { PgDreams } from './dreams.js';
import { PgGrants } from './grants.js';
import { PgHistory } from './history.js';
import { PgJobs } from './jobs.js';
import { PgKeys } from './keys.js';
import { PgMemories } from './memories.js';
import { migratePg, type VectorMode } from './migrations.js';
import { PgSearch } from './search.js';
import { PgSessions } from './sessions.js';
import { writeBatch } from './write.js';

/** Opens (without migrating) a PostgreSQL store. Call `migrate()` before use. */
export function createPostgresStore(options: PostgresStoreOptions): PostgresStore {
  return new PostgresStore(options);
}

/** The PostgreSQL implementation of the storage contract. */
export class PostgresStore implements StorageAdapter {
  readonly contractVersion = STORAGE_CONTRACT_VERSION;
  readonly kind = 'postgres';

  private readonly c: PgConnection;
  private readonly admin: PgAdmin;
  private readonly memories: PgMemories;
  private readonly search: PgSearch;
  private readonly histories: PgHistory;
  private readonly sessions: PgSessions;
  private readonly jobs: PgJobs;
  private readonly grants: PgGrants;
  private readonly dreams: PgDreams;
  private readonly keys: PgKeys;

  constructor(options: PostgresStoreOptions) {
    this.c = new PgConnection(options);
    this.admin = new PgAdmin(this.c);
    this.memories = new PgMemories(this.c);
    this.search = new PgSearch(this.c);
    this.histories = new PgHistory(this.c);
    this.sessions = new PgSessions(this.c);
    this.jobs = new PgJobs(this.c);
    this.grants = new PgGrants(this.c);
    this.dreams = new PgDreams(this.c);
    this.keys = new PgKeys(this.c);
  }

  /** What the vector leg uses; known after `migrate()`. */
  get vectorMode(): VectorMode | null {
    return this.c.vectorMode;
  }

  get capabilities(): StorageCapabilities {
    return { vectorSearch: this.c.vectorMode === 'pgvector' ? 'ann' : 'exact', multiProcessWriters: true };
  }

  // -- lifecycle ---------------------------------------------------------------------------------
  readonly migrate: StorageLifecycle['migrate'] = () => migratePg(this.c);
  readonly close: StorageLifecycle['close'] = () => this.c.close();
  readonly describe: StorageLifecycle['describe'] = () => this.admin.describe();
  readonly getEmbeddingSpace: StorageLifecycle['getEmbeddingSpace'] = () => this.admin.getEmbeddingSpace();
  readonly setEmbeddingSpace: StorageLifecycle['setEmbeddingSpace'] = (space) => this.admin.setEmbeddingSpace(space);
  readonly write: StorageLifecycle['write'] = (scope, ops) => writeBatch(this.c, scope, ops);
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
