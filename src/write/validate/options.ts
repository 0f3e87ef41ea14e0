/**
 * The options of the facade's read calls, as zod schemas: checked once where they enter, so a NaN
 * limit or an invalid date is a coded INVALID_INPUT and never reaches the store.
 */
import { z } from 'zod';
import { MEMORY_KINDS } from '../../core/types/memory.js';
import { checkDate } from './index.js';

const validDate = z.custom<Date>((v) => {
  try {
    checkDate(v, 'date');
    return true;
  } catch {
    return false;
  }
}, 'must be a valid Date within the years 1 to 9999');

/** Options of `recall` (and of the recall inside `context`). */
export const RecallOptionsSchema = z
  .object({
    k: z.number().int().min(1).max(1000).optional(),
    kinds: z.array(z.enum(MEMORY_KINDS)).optional(),
    includeInvalid: z.boolean().optional(),
    asOf: validDate.optional(),
    legs: z.enum(['hybrid', 'keyword', 'vector']).optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();

/** Options of `list`. */
export const ListOptionsSchema = z.object({
  kinds: z.array(z.enum(MEMORY_KINDS)).optional(),
  includeInvalid: z.boolean().optional(),
  archived: z.boolean().optional(),
  flagged: z.boolean().optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
  offset: z.number().int().min(0).optional(),
});

/** Options of `context`. */
export const ContextOptionsSchema = z
  .object({
    budget: z.number().int().min(1).max(1_000_000).optional(),
    stableTokens: z.number().int().min(0).max(1_000_000).optional(),
    perMemoryTokens: z.number().int().min(1).max(100_000).optional(),
    k: z.number().int().min(1).max(1000).optional(),
    recall: RecallOptionsSchema.optional(),
    readOnly: z.boolean().optional(),
  })
  .passthrough();
