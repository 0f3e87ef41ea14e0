/**
 * The per-user key–value profile (M3): name, preferences, focus areas and bootstrapped fields.
 */
import type { SourceType } from './memory.js';

/** One profile field. Values are JSON (usually a string). */
export interface ProfileEntry {
  readonly key: string;
  readonly value: unknown;
  readonly source: SourceType;
  readonly updatedAt: Date;
}
