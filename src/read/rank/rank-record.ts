/** The record shape ranking reads, in a module of its own so that score.ts and session-text.ts share it without importing each other. */
import type { MemoryRecord } from '../../core/types/memory.js';

/**
 * What ranking reads of a memory. Recall ranks from the fields the scope's index caches and reads
 * whole records only for the memories it returns (see `retrieve/candidates.ts`); the text fields are
 * read by `contentShare` (only when there is a search context), by the speaker signal and by
 * "newer wins", for which recall reads the rows.
 */
export type RankRecord = Pick<
  MemoryRecord,
  'id' | 'kind' | 'importance' | 'halfLifeDays' | 'lastAccessedAt' | 'validFrom' | 'sessionId' | 'metadata' | 'content' | 'notes' | 'context'
>;
