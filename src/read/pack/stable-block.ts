/**
 * The stable block of one session (M11): profile and preferences for the system prompt, packed once
 * and then frozen for the session — byte-identical on every call — so provider-side prompt caching
 * keeps working. A block is frozen per reader: the key is the session plus who reads it (the agent,
 * or none) and what that reader may read (a fingerprint of its readable namespaces). The parts are
 * joined by `#`, which no validated scope id can hold, so no caller can name another reader's block
 * by passing a session id; and when a reader's grants change, its block is packed again.
 */
import { createHash } from 'node:crypto';
import type { Caller } from '../../core/caller.js';
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';
import { USER_NAMESPACE } from '../../core/types/memory.js';
import { annotate, lineStart, packStable, type PackedBlock } from './blocks.js';
import type { Tokenizer } from './tokens.js';

/** The stable block, and whether it came frozen from earlier in the session. */
export type StableBlock = PackedBlock & { readonly frozen: boolean };

/** Options of {@link stableBlock}. */
export interface StableBlockOptions {
  /** Reads the caller's preferences (kinds: preference, with the caller's namespaces). */
  readonly preferences: RecordFilter;
  readonly cap: number;
  readonly perLine: number;
  readonly tokenizer: Tokenizer;
  /** Store the packed block when none is frozen yet (default true; false for a read that must not write). */
  readonly freeze?: boolean;
}

/** The scope under which `caller`'s block of its session is frozen (see the module comment). */
export function blockScope(caller: Caller): Scope {
  const { scope, access } = caller;
  const readable = access.readable === null ? '*' : [...access.readable].sort().join('\n');
  const grants = createHash('sha256').update(readable).digest('hex').slice(0, 16);
  return { ...scope, sessionId: `${scope.sessionId ?? ''}#${scope.agentId ?? ''}#${grants}` };
}

/** The session's frozen block when there is one that fits `cap`; else packs one (and freezes it when the scope names a session). */
export async function stableBlock(store: StorageAdapter, caller: Caller, o: StableBlockOptions): Promise<StableBlock> {
  const { scope, access } = caller;
  const key = blockScope(caller);
  const frozen = scope.sessionId ? await store.getSessionBlock(key) : null;
  const readPreferences = () => store.listMemories(scope, { filter: o.preferences, limit: 50 });
  const frozenTokens = frozen === null ? 0 : o.tokenizer.count(frozen);
  if (frozen !== null && frozenTokens <= o.cap) {
    // The preferences shown in the frozen block count as included: touched, and not repeated below.
    // A block without a preference line (empty, or profile only) shows none: no need to read them.
    const preferences = frozen.includes(lineStart('preference')) ? await readPreferences() : [];
    const shown = preferences.filter((p) => frozen.includes(annotate(p))).map((p) => p.id);
    return { text: frozen, tokens: frozenTokens, memoryIds: shown, skippedIds: [], frozen: true };
  }
  const readsUser = access.readable === null || access.readable.includes(USER_NAMESPACE);
  const profile = readsUser ? await store.getProfile(scope) : [];
  const block: StableBlock = { ...packStable(profile, await readPreferences(), o.cap, o.perLine, o.tokenizer), frozen: false };
  if (scope.sessionId && o.freeze !== false) await store.putSessionBlock(key, block.text);
  return block;
}
