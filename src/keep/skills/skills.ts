/**
 * Skills (M20): procedural memory as documents. A skill is stored as a `procedure` memory whose
 * content is the compact index line (`Skill "<name>": <description>`), whose `context` holds the
 * document body (searched with the memory, never shown as its content) and whose source id is
 * `skill:<name>`. So a skill needs no storage domain of its own: it is scoped, embedded (the index
 * line and body), listed, exported and erased like every memory, and removing one is a forget kept
 * in history. `context()` shows only the index lines; the body is read on demand with `load`.
 *
 * Procedures the extractor finds in sessions are proposed as skills (`proposals`), never made
 * skills silently: a person adopts one (`adopt`), which adds the skill with `metadata.adoptedFrom`
 * naming the procedure and then forgets the procedure (it lives on as the skill).
 */
import { MnemoError } from '../../core/errors.js';
import { toScope, type ScopeInput } from '../../core/scope-input.js';
import { explicitSource } from '../../core/caller.js';
import type { MemoryKind, MemoryRecord } from '../../core/types/memory.js';
import type { RememberInput } from '../../write/ingest/record.js';

/**
 * The part of the engine a skill library uses: the facade passes itself, so every skill change goes
 * through the facade's caller checks, guards and history (skills never import the facade).
 */
export interface SkillHost {
  remember(scope: ScopeInput, input: RememberInput): Promise<MemoryRecord>;
  forget(scope: ScopeInput, id: string, options?: { readonly reason?: string }): Promise<unknown>;
  list(scope: ScopeInput, options: { readonly kinds: readonly MemoryKind[]; readonly limit: number }): Promise<MemoryRecord[]>;
  get(scope: ScopeInput, id: string): Promise<MemoryRecord>;
}

/** Source ids of skill memories start with this. */
export const SKILL_SOURCE_PREFIX = 'skill:';
/** The longest skill body stored (the memory `context` limit). */
export const MAX_SKILL_CHARS = 8000;

/** A skill as listed: its index entry. */
export interface SkillSummary {
  readonly name: string;
  readonly description: string;
  /** The memory that holds it. */
  readonly memoryId: string;
  readonly addedAt: Date;
}

/** A skill with its full text. */
export interface Skill extends SkillSummary {
  readonly body: string;
}

/** True when a memory holds a skill. */
export function isSkill(record: Pick<MemoryRecord, 'kind' | 'source'>): boolean {
  return record.kind === 'procedure' && typeof record.source.id === 'string' && record.source.id.startsWith(SKILL_SOURCE_PREFIX);
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** A skill name: lower-case letters, digits, `.`, `_`, `-`, at most 64 characters. */
export function skillName(raw: string): string {
  const name = raw.trim().toLowerCase().replace(/\s+/g, '-');
  if (!NAME.test(name)) throw new MnemoError('INVALID_INPUT', `invalid skill name "${raw}": use letters, digits, ".", "_" or "-" (at most 64)`);
  return name;
}

/**
 * The name and one-line description of a skill document: front matter `name:` / `description:`
 * when present, else the first heading (name) and the first other non-empty line (description).
 */
export function describeSkill(markdown: string): { name: string | null; description: string; body: string } {
  // The document is kept as written (line breaks, indentation, code fences); only blank lines at
  // either end go. The index line (name and description) is what gets compacted.
  const bare = (text: string) => text.replace(/^(?:[ \t]*\n)+/, '').trimEnd();
  let body = bare(markdown.replace(/\r\n?/g, '\n'));
  const front: Record<string, string> = {};
  const fm = /^---\n([\s\S]*?)\n---\n?/.exec(body);
  if (fm) {
    for (const line of (fm[1] ?? '').split('\n')) {
      const m = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
      if (m?.[1] && m[2] !== undefined) front[m[1].toLowerCase()] = m[2].trim().replace(/^["']|["']$/g, '');
    }
    body = bare(body.slice(fm[0].length));
  }
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const heading = lines.find((l) => l.startsWith('#'));
  const name = front.name ?? (heading ? heading.replace(/^#+\s*/, '') : null);
  const described = front.description ?? lines.find((l) => l !== heading)?.replace(/^#+\s*/, '') ?? heading?.replace(/^#+\s*/, '') ?? '';
  return { name, description: described.replace(/\s+/g, ' ').slice(0, 200), body };
}

function summaryOf(record: MemoryRecord): SkillSummary {
  const name = (record.source.id ?? '').slice(SKILL_SOURCE_PREFIX.length);
  const description = /^Skill "[^"]*": ([\s\S]*)$/.exec(record.content)?.[1] ?? record.content;
  return { name, description, memoryId: record.id, addedAt: record.createdAt };
}

/** The index line of a skill, as `context()` shows it. */
export function skillLine(skill: Pick<SkillSummary, 'name' | 'description'>): string {
  return `- ${skill.name}: ${skill.description}`;
}

/** Options of {@link SkillLibrary.add}. */
export interface AddSkillOptions {
  /** The skill's name; default: front matter `name:` or the first heading. */
  readonly name?: string;
  /** Replace a skill of the same name (the old one is forgotten, kept in history). */
  readonly replace?: boolean;
}

/** A procedure the extractor found in a session, proposed as a skill until adopted (or forgotten). */
export interface SkillProposal {
  /** The procedure memory; `adopt` takes this id. */
  readonly memoryId: string;
  /** The name `adopt` gives it unless told otherwise. */
  readonly name: string;
  readonly content: string;
  /** The session it was extracted from. */
  readonly sessionId: string | null;
  readonly foundAt: Date;
}

const FILLER = new Set(['the', 'a', 'an', 'user', 'users', 'always', 'they', 'their', 'should', 'must']);

/** A skill name drawn from a procedure's first words ("The user always runs the linter…" → `runs-linter-…`). */
export function proposedName(content: string): string {
  const words = (content.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !FILLER.has(w));
  const name = words.slice(0, 5).join('-').slice(0, 64).replace(/-+$/, '');
  return NAME.test(name) ? name : 'procedure';
}

/** True when a memory is a procedure extracted from a session (what is proposed as a skill). */
const isExtractedProcedure = (r: MemoryRecord): boolean => r.kind === 'procedure' && !isSkill(r) && (r.source.id ?? '').startsWith('session:');

/** `mnemo.skills`: add, list, read and remove a user's skills; review the procedures proposed as skills. */
export class SkillLibrary {
  constructor(private readonly mnemo: SkillHost) {}

  /** Adds a skill from its markdown text. CONFLICT when the name is taken (unless `replace`). */
  async add(scope: ScopeInput, markdown: string, options: AddSkillOptions = {}): Promise<Skill> {
    if (typeof markdown !== 'string' || markdown.trim() === '') throw new MnemoError('INVALID_INPUT', 'the skill document is empty');
    const doc = describeSkill(markdown);
    const rawName = options.name ?? doc.name;
    if (!rawName) throw new MnemoError('INVALID_INPUT', 'the skill has no name: give --name, a `name:` in front matter or a first heading');
    const name = skillName(rawName);
    if (doc.body.length > MAX_SKILL_CHARS) {
      throw new MnemoError('INVALID_INPUT', `the skill "${name}" is ${doc.body.length} characters; the limit is ${MAX_SKILL_CHARS}: split it`);
    }
    const existing = await this.find(scope, name);
    if (existing && !options.replace) throw new MnemoError('CONFLICT', `a skill named "${name}" exists: remove it first or replace it`);
    if (existing) await this.mnemo.forget(scope, existing.id, { reason: `skill "${name}" replaced` });
    const description = doc.description || name;
    const record = await this.mnemo.remember(scope, {
      kind: 'procedure',
      content: `Skill "${name}": ${description}`,
      context: doc.body,
      importance: 0.6,
      confidence: 1,
      source: { type: explicitSource(toScope(scope)), id: `${SKILL_SOURCE_PREFIX}${name}` },
      reason: `skill "${name}" added`,
    });
    return { ...summaryOf(record), body: record.context ?? '' };
  }

  /** The user's skills, by name. */
  async list(scope: ScopeInput): Promise<SkillSummary[]> {
    const procedures = await this.mnemo.list(scope, { kinds: ['procedure'], limit: 10_000 });
    return procedures
      .filter(isSkill)
      .map(summaryOf)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** One skill with its body (NOT_FOUND when there is none of that name for this user). */
  async get(scope: ScopeInput, name: string): Promise<Skill> {
    const record = await this.find(scope, skillName(name));
    if (!record) throw new MnemoError('NOT_FOUND', `no skill named "${name}"`);
    return { ...summaryOf(record), body: record.context ?? '' };
  }

  /** The full text of a skill, loaded on demand (what the `load_skill` tool returns). */
  async load(scope: ScopeInput, name: string): Promise<string> {
    return (await this.get(scope, name)).body;
  }

  /** Removes a skill: its memory is forgotten (kept in history). NOT_FOUND when absent. */
  async remove(scope: ScopeInput, name: string): Promise<SkillSummary> {
    const record = await this.find(scope, skillName(name));
    if (!record) throw new MnemoError('NOT_FOUND', `no skill named "${name}"`);
    await this.mnemo.forget(scope, record.id, { reason: `skill "${summaryOf(record).name}" removed` });
    return summaryOf(record);
  }

  /** Procedures the extractor found in the user's sessions (current ones), proposed as skills, oldest first. */
  async proposals(scope: ScopeInput): Promise<SkillProposal[]> {
    const procedures = await this.mnemo.list(scope, { kinds: ['procedure'], limit: 10_000 });
    const found = procedures.filter(isExtractedProcedure).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return found.map((r) => ({
      memoryId: r.id,
      name: proposedName(r.content),
      content: r.content,
      sessionId: r.sessionId,
      foundAt: r.createdAt,
    }));
  }

  /**
   * Adopts a proposed procedure as a skill: the skill is added (its body the procedure's text,
   * `metadata.adoptedFrom` naming it), then the procedure is forgotten with the reason. Re-running
   * after a crash between the two finds the skill and only forgets the procedure. INVALID_INPUT when
   * the memory is not a proposed procedure; CONFLICT when another skill has the name.
   */
  async adopt(scope: ScopeInput, memoryId: string, options: { name?: string } = {}): Promise<Skill> {
    const procedure = await this.mnemo.get(scope, memoryId);
    if (!isExtractedProcedure(procedure) || procedure.invalidatedAt !== null) {
      throw new MnemoError('INVALID_INPUT', `memory ${memoryId} is not a proposed procedure: see \`mnemo skills proposals\``);
    }
    const name = skillName(options.name ?? proposedName(procedure.content));
    const existing = await this.find(scope, name);
    if (existing && existing.metadata.adoptedFrom !== memoryId)
      throw new MnemoError('CONFLICT', `a skill named "${name}" exists: adopt it under another --name`);
    const record =
      existing ??
      (await this.mnemo.remember(scope, {
        kind: 'procedure',
        content: `Skill "${name}": ${procedure.content.slice(0, 200)}`,
        context: [procedure.content, procedure.context].filter(Boolean).join('\n\n').slice(0, MAX_SKILL_CHARS),
        importance: Math.max(0.6, procedure.importance),
        confidence: 1,
        source: { type: explicitSource(toScope(scope)), id: `${SKILL_SOURCE_PREFIX}${name}` },
        metadata: { adoptedFrom: memoryId },
        reason: `skill "${name}" adopted from procedure ${memoryId}`,
      }));
    await this.mnemo.forget(scope, memoryId, { reason: `adopted as skill "${name}" (${record.id})` });
    return { ...summaryOf(record), body: record.context ?? '' };
  }

  private async find(scope: ScopeInput, name: string): Promise<MemoryRecord | undefined> {
    const procedures = await this.mnemo.list(scope, { kinds: ['procedure'], limit: 10_000 });
    return procedures.find((r) => isSkill(r) && r.source.id === `${SKILL_SOURCE_PREFIX}${name}`);
  }
}

/** The relevant skills among recalled procedures, best first, as index entries. */
export function relevantSkills(recalled: readonly { readonly memory: MemoryRecord }[]): SkillSummary[] {
  return recalled.filter((r) => isSkill(r.memory)).map((r) => summaryOf(r.memory));
}
