/**
 * Reading BEAM (Tavakoli et al., "Beyond a Million Tokens", arXiv:2510.27246): a directory of
 * `<SIZE>/<N>/chat.json` conversations, each with `probing_questions.json` beside it (the release's
 * layout flattened as `../shared/data/beam/README.md` describes). Strict about what scoring needs,
 * lenient about the rest, so any conversation in the same format works.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MnemoError } from '../../core/errors.js';

/** One message of a conversation. */
export interface BeamMessage {
  /** The message id, unique within its conversation (what `source_chat_ids` names). */
  readonly id: number;
  readonly role: 'user' | 'assistant';
  /** The text, with the generator's trailing `->-> 1,1` index marker stripped. */
  readonly text: string;
  readonly batch: number;
  /** The batch's time anchor plus one minute per earlier message of the batch (they are in order). */
  readonly at: Date;
}

/** One probing question with its evidence. */
export interface BeamQuestion {
  readonly ability: string;
  readonly question: string;
  /** Every evidence message id (object values flattened); empty for abstention questions. */
  readonly gold: readonly number[];
  /** For knowledge-update questions: the original and the updated messages. */
  readonly update?: { readonly original: readonly number[]; readonly updated: readonly number[] };
}

/** One conversation: `size/n` as its name. */
export interface BeamConversation {
  /** E.g. `100K/3`. */
  readonly id: string;
  /** E.g. `100K` (the directory above the conversation's). */
  readonly size: string;
  readonly messages: readonly BeamMessage[];
  readonly questions: readonly BeamQuestion[];
}

/** The ten abilities, in the paper's order. */
export const BEAM_ABILITIES = [
  'abstention',
  'contradiction_resolution',
  'event_ordering',
  'information_extraction',
  'instruction_following',
  'knowledge_update',
  'multi_session_reasoning',
  'preference_following',
  'summarization',
  'temporal_reasoning',
] as const;

/**
 * The conversations under `dir` (a directory holding `chat.json` itself, or `<N>/chat.json`, or
 * `<SIZE>/<N>/chat.json`), sorted by size and number; `only` keeps those named (`100K/1`, or a
 * size like `500K`).
 */
export function readBeamDir(dir: string, only?: readonly string[]): BeamConversation[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new MnemoError('INVALID_INPUT', `${JSON.stringify(dir)} is not a directory: give the BEAM data directory (with <SIZE>/<N>/chat.json inside)`);
  }
  const found = findChats(dir, 3).map((chatDir) => {
    const parts = relative(dir, chatDir).split(sep).filter(Boolean);
    return { chatDir, id: parts.length ? parts.join('/') : '1', size: parts.length >= 2 ? (parts[parts.length - 2] as string) : '-' };
  });
  if (found.length === 0)
    throw new MnemoError('INVALID_INPUT', `no chat.json found under ${JSON.stringify(dir)}: give the BEAM data directory (with <SIZE>/<N>/chat.json inside)`);
  const wanted = only?.length ? found.filter((c) => only.some((o) => c.id === o || c.size === o)) : found;
  if (wanted.length === 0)
    throw new MnemoError(
      'INVALID_INPUT',
      `none of ${only?.join(', ')} is a conversation under ${JSON.stringify(dir)} (there are ${found.map((c) => c.id).join(', ')})`,
    );
  return wanted
    .sort((a, b) => sizeValue(a.size) - sizeValue(b.size) || a.id.localeCompare(b.id, 'en', { numeric: true }))
    .map((c) => parseBeam(readJson(join(c.chatDir, 'chat.json')), readJson(join(c.chatDir, 'probing_questions.json')), c.id, c.size));
}

/** Parses one conversation's two files already read; `id` names it in errors. */
export function parseBeam(chat: unknown, probing: unknown, id: string, size = '-'): BeamConversation {
  const bad = (where: string, what: string) => new MnemoError('INVALID_INPUT', `${id} is not in the BEAM format: ${where} ${what}`);
  if (!Array.isArray(chat) || chat.length === 0) throw bad('chat.json', 'must be a non-empty array of batches');
  const messages: BeamMessage[] = [];
  let anchor = Date.UTC(2024, 0, 1);
  chat.forEach((batch: unknown, bi) => {
    if (!isObject(batch) || !Array.isArray(batch.turns)) throw bad(`batch ${bi + 1}`, 'must be an object with a "turns" list');
    const flat = (batch.turns as unknown[]).flatMap((t) => (Array.isArray(t) ? t : [t]));
    const batchNumber = typeof batch.batch_number === 'number' ? batch.batch_number : bi + 1;
    // The batch's anchor, else the first one a message of the batch carries, else a day after the last.
    const named = parseAnchor(batch.time_anchor) ?? flat.map((m) => (isObject(m) ? parseAnchor(m.time_anchor) : null)).find((t) => t !== null);
    anchor = named ?? (bi === 0 ? anchor : anchor + 86_400_000);
    flat.forEach((m: unknown, mi) => {
      if (!isObject(m) || typeof m.id !== 'number' || typeof m.content !== 'string')
        throw bad(`batch ${bi + 1}, message ${mi + 1}`, 'must have a numeric "id" and a "content" string');
      const text = m.content.replace(/\s*->->\s*\d+(?:\s*,\s*\d+)*\s*$/, '').trim();
      messages.push({ id: m.id, role: m.role === 'user' ? 'user' : 'assistant', text, batch: batchNumber, at: new Date(anchor + mi * 60_000) });
    });
  });
  if (!isObject(probing)) throw bad('probing_questions.json', 'must be an object keyed by ability');
  const questions: BeamQuestion[] = [];
  for (const [ability, list] of Object.entries(probing)) {
    if (!Array.isArray(list)) continue;
    for (const q of list) {
      if (!isObject(q) || typeof q.question !== 'string' || q.question.trim() === '') continue;
      const src = q.source_chat_ids;
      const gold = [...new Set(idsOf(src))];
      const update =
        isObject(src) && 'original_info' in src && 'updated_info' in src ? { original: idsOf(src.original_info), updated: idsOf(src.updated_info) } : undefined;
      questions.push({ ability, question: q.question.trim(), gold, ...(update && { update }) });
    }
  }
  return { id, size, messages, questions };
}

/** "March-15-2024" (or anything `Date.parse` reads) as UTC midnight; null when absent or unreadable. */
export function parseAnchor(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const t = Date.parse(`${value.replace(/-/g, ' ')} UTC`);
  return Number.isNaN(t) ? null : t;
}

function idsOf(value: unknown): number[] {
  if (typeof value === 'number' && Number.isInteger(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (isObject(value)) return Object.values(value).flatMap(idsOf);
  return [];
}

function findChats(dir: string, depth: number): string[] {
  if (existsSync(join(dir, 'chat.json'))) return [dir];
  if (depth === 0) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => findChats(join(dir, e.name), depth - 1));
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new MnemoError('INVALID_INPUT', `cannot read ${JSON.stringify(path)} (${(error as NodeJS.ErrnoException).code ?? 'read failed'})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MnemoError('INVALID_INPUT', `${JSON.stringify(path)} is not JSON`);
  }
}

function sizeValue(size: string): number {
  const m = /^(\d+)([KM]?)$/i.exec(size);
  return m ? Number(m[1]) * ((m[2] ?? '').toUpperCase() === 'M' ? 1e6 : (m[2] ?? '') === '' ? 1 : 1e3) : Number.MAX_SAFE_INTEGER;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
