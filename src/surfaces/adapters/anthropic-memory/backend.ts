/**
 * A backend for Anthropic's memory tool (`memory_20250818`): the commands `view`, `create`,
 * `str_replace`, `insert`, `delete` and `rename` over files under `/memories`, each file one
 * procedural document of the user's memory. A file is a `procedure` memory whose content is its
 * index line (`Memory file /memories/…`), whose `context` holds the text for search (never shown
 * as its content), whose metadata holds the text as written (line breaks kept) and whose source id
 * is `memory-file:<path>`; so files are scoped, guarded
 * (secrets redacted, size limits), under the namespace policy, exported and erased like any memory.
 * Every change writes the new version and then forgets the old one with the command as its reason:
 * a file's history is the memory history. Results are text for the model; a refused command
 * answers `Error: …` (a tool that throws would end the model's turn).
 */
import { explicitSource } from '../../../core/caller.js';
import { MnemoError } from '../../../core/errors.js';
import { toScope, type ScopeInput } from '../../../core/scope-input.js';
import type { MemoryRecord } from '../../../core/types/memory.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { checkPath, humanSize, isWithin, numbered, ROOT } from './paths.js';

/** A memory tool command, as the model sends it. */
export type MemoryCommand =
  | { command: 'view'; path: string; view_range?: [number, number] }
  | { command: 'create'; path: string; file_text: string }
  | { command: 'str_replace'; path: string; old_str: string; new_str: string }
  | { command: 'insert'; path: string; insert_line: number; insert_text: string }
  | { command: 'delete'; path: string }
  | { command: 'rename'; old_path: string; new_path: string };

export const FILE_SOURCE_PREFIX = 'memory-file:';
/** The largest file, in bytes of its JSON string (it is kept in the memory's metadata, at most 8 KiB). */
export const MAX_FILE_BYTES = 7500;

/** The part of the engine the backend uses. */
export type MemoryFileHost = Pick<Mnemo, 'remember' | 'forget' | 'list' | 'logger'>;

/** Runs memory tool commands for one user. */
export class MemoryFiles {
  private readonly scope: ScopeInput;

  constructor(
    private readonly mnemo: MemoryFileHost,
    scope: ScopeInput,
  ) {
    this.scope = { ...toScope(scope), sessionId: undefined };
  }

  /** Runs one command; the answer is text, `Error: …` when the command was refused. */
  async execute(input: MemoryCommand): Promise<string> {
    try {
      return await this.run(input);
    } catch (error) {
      if (!MnemoError.isInstance(error) || error.category !== 'user') throw error;
      this.mnemo.logger.debug('memory tool: command refused', { command: input?.command, code: error.code });
      return `Error: ${error.message}`;
    }
  }

  private async run(input: MemoryCommand): Promise<string> {
    switch (input?.command) {
      case 'view':
        return this.view(checkPath(input.path), input.view_range);
      case 'create':
        return this.create(checkPath(input.path), input.file_text);
      case 'str_replace':
        return this.strReplace(checkPath(input.path), input.old_str, input.new_str);
      case 'insert':
        return this.insert(checkPath(input.path), input.insert_line, input.insert_text);
      case 'delete':
        return this.delete(checkPath(input.path));
      case 'rename':
        return this.rename(checkPath(input.old_path), checkPath(input.new_path));
      default:
        throw new MnemoError('INVALID_INPUT', 'the command is one of view, create, str_replace, insert, delete, rename');
    }
  }

  private async files(): Promise<Map<string, MemoryRecord>> {
    const records = await this.mnemo.list(this.scope, { kinds: ['procedure'], limit: 10_000 });
    const files = new Map<string, MemoryRecord>();
    for (const r of records) if (r.source.id?.startsWith(FILE_SOURCE_PREFIX)) files.set(r.source.id.slice(FILE_SOURCE_PREFIX.length), r);
    return files;
  }

  private async view(path: string, range?: [number, number]): Promise<string> {
    const files = await this.files();
    const file = files.get(path);
    if (file) return `Here's the content of ${path} with line numbers:\n${numbered(textOf(file), range)}`;
    const inside = [...files.entries()].filter(([p]) => isWithin(p, path) && p !== path);
    if (path !== ROOT && inside.length === 0) throw new MnemoError('NOT_FOUND', `the path ${path} does not exist`);
    const depth = path.split('/').length;
    const entries = new Map<string, number>([[path, 0]]);
    for (const [p, r] of inside) {
      const parts = p.split('/');
      // Up to two levels below the directory, like the reference tool; directories sum their files.
      for (let d = depth + 1; d <= Math.min(parts.length, depth + 2); d++) {
        const entry = parts.slice(0, d).join('/');
        entries.set(entry, (entries.get(entry) ?? 0) + bytesOf(textOf(r)));
      }
      entries.set(path, (entries.get(path) ?? 0) + bytesOf(textOf(r)));
    }
    const lines = [...entries.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([p, size]) => `${humanSize(size)}\t${p}`);
    return `Here're the files and directories up to 2 levels deep in ${path}, excluding hidden items:\n${lines.join('\n')}`;
  }

  private async create(path: string, text: unknown): Promise<string> {
    if (typeof text !== 'string') throw new MnemoError('INVALID_INPUT', 'file_text is the text of the file');
    if (path === ROOT) throw new MnemoError('INVALID_INPUT', `${ROOT} is a directory`);
    const files = await this.files();
    if ([...files.keys()].some((p) => isWithin(p, path) && p !== path)) throw new MnemoError('INVALID_INPUT', `${path} is a directory`);
    await this.write(path, text, files.get(path), files.has(path) ? 'overwritten with create' : null);
    return `File created successfully at: ${path}`;
  }

  private async strReplace(path: string, oldStr: unknown, newStr: unknown): Promise<string> {
    if (typeof oldStr !== 'string' || oldStr === '' || typeof newStr !== 'string') throw new MnemoError('INVALID_INPUT', 'old_str and new_str are text');
    const file = await this.file(path);
    const text = textOf(file);
    const count = text.split(oldStr).length - 1;
    if (count === 0) throw new MnemoError('NOT_FOUND', `No replacement was performed, old_str did not appear verbatim in ${path}.`);
    if (count > 1) throw new MnemoError('INVALID_INPUT', `No replacement was performed. old_str appears ${count} times in ${path}: make it unique.`);
    await this.write(
      path,
      text.replace(oldStr, () => newStr),
      file,
      'str_replace',
    );
    return `The memory file has been edited.\n${numbered(text.replace(oldStr, () => newStr))}`;
  }

  private async insert(path: string, line: unknown, insertText: unknown): Promise<string> {
    if (typeof insertText !== 'string') throw new MnemoError('INVALID_INPUT', 'insert_text is text');
    const file = await this.file(path);
    const lines = textOf(file).split('\n');
    if (typeof line !== 'number' || !Number.isInteger(line) || line < 0 || line > lines.length) {
      throw new MnemoError('INVALID_INPUT', `insert_line must be within 0–${lines.length}`);
    }
    lines.splice(line, 0, ...insertText.split('\n'));
    await this.write(path, lines.join('\n'), file, 'insert');
    return `The file ${path} has been edited.`;
  }

  private async delete(path: string): Promise<string> {
    if (path === ROOT) throw new MnemoError('POLICY_DENIED', `${ROOT} itself cannot be deleted`);
    const doomed = [...(await this.files()).entries()].filter(([p]) => isWithin(p, path));
    if (doomed.length === 0) throw new MnemoError('NOT_FOUND', `the path ${path} does not exist`);
    for (const [p, r] of doomed) await this.mnemo.forget(this.scope, r.id, { reason: `memory file ${p} deleted` });
    return `Successfully deleted ${path}`;
  }

  private async rename(from: string, to: string): Promise<string> {
    if (from === ROOT || to === ROOT) throw new MnemoError('POLICY_DENIED', `${ROOT} itself cannot be renamed`);
    if (isWithin(to, from)) throw new MnemoError('INVALID_INPUT', 'a path cannot be moved inside itself');
    const files = await this.files();
    if ([...files.keys()].some((p) => isWithin(p, to))) throw new MnemoError('INVALID_INPUT', `the destination ${to} already exists`);
    const moving = [...files.entries()].filter(([p]) => isWithin(p, from));
    if (moving.length === 0) throw new MnemoError('NOT_FOUND', `the path ${from} does not exist`);
    for (const [p, r] of moving) {
      const target = to + p.slice(from.length);
      checkPath(target);
      await this.write(target, textOf(r), undefined, null);
      await this.mnemo.forget(this.scope, r.id, { reason: `memory file renamed to ${target}` });
    }
    return `Successfully renamed ${from} to ${to}`;
  }

  private async file(path: string): Promise<MemoryRecord> {
    const file = (await this.files()).get(path);
    if (!file) throw new MnemoError('NOT_FOUND', `the file ${path} does not exist`);
    return file;
  }

  /** Writes the new version, then forgets the previous one (the change kept in history). */
  private async write(path: string, text: string, previous: MemoryRecord | undefined, change: string | null): Promise<void> {
    if (Buffer.byteLength(JSON.stringify(text)) > MAX_FILE_BYTES)
      throw new MnemoError('INVALID_INPUT', `a memory file holds at most ${MAX_FILE_BYTES} bytes: split it`);
    const firstLine = text.split('\n').find((l) => l.trim() !== '') ?? '';
    await this.mnemo.remember(
      this.scope,
      {
        kind: 'procedure',
        content: `Memory file ${path}${firstLine ? `: ${firstLine.trim().slice(0, 160)}` : ''}`,
        ...(text.trim() !== '' && { context: text }),
        importance: 0.6,
        confidence: 1,
        source: { type: explicitSource(toScope(this.scope)), id: `${FILE_SOURCE_PREFIX}${path}` },
        metadata: { memoryFile: { path, text } },
        reason: change ? `memory file ${path}: ${change}` : `memory file ${path} created`,
      },
      // a file is addressed by its path and versioned here: never merged with a similar one
      { consolidate: false },
    );
    if (previous) await this.mnemo.forget(this.scope, previous.id, { reason: `memory file ${path}: ${change ?? 'replaced'}` });
  }
}

/** The file's text as written (redacted like all metadata); the search copy in `context` has its whitespace folded. */
function textOf(record: Pick<MemoryRecord, 'metadata'>): string {
  const file = record.metadata.memoryFile as { text?: unknown } | undefined;
  return typeof file?.text === 'string' ? file.text : '';
}

function bytesOf(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
