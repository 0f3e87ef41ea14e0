/**
 * The per-user key–value profile (M3): name, preferences, focus areas and bootstrapped fields.
 */
import type { SourceType } from './memory.js';

/** One profile field. Values are JSON (usually a string). */
export interface ProfileEntry {
  readonly key: string;
  readonly value: unknown;
  readonly source: SourceType;
  /**
   * Where the value came from in its own system, when known: `service-key:<id>` for a service's
   * write, `bootstrap:hr-system`, `session:<id>#<seq>`. Null or absent when unknown (older stores).
   */
  readonly sourceId?: string | null;
  readonly updatedAt: Date;
}
