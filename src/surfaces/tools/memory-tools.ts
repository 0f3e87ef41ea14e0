/**
 * Memory as tools (M10): `remember`, `search_memory`, `forget`, `update_memory` and `load_skill` (M20) for the Vercel AI
 * SDK. They are created per request and bound to the caller's scope by closure: no argument names
 * a user, tenant or agent, so a model can only ever touch the memory of the person it is talking
 * to. Every handler returns a short JSON result the model can read, including errors (a tool that
 * throws would end the model's turn).
 */
import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { explicitSource } from '../../core/caller.js';
import { MnemoError } from '../../core/errors.js';
import type { Candidate } from '../../engine/facade-types.js';
import type { Mnemo } from '../../engine/mnemo.js';
import { toScope, type ScopeInput } from '../../core/scope-input.js';
import { describedOnly, MemoryIdSchema, parseRequest, ReasonSchema } from '../../core/requests/index.js';

/** The kinds of things memory holds; the search tool's description lists them for the model. */
export const MEMORY_CATEGORIES =
  'who the user is (name, role, team, employer, location), their preferences about answers and work, projects and decisions, ' +
  'people they work with, routines and procedures, and past events with dates';

/** Options of {@link createMemoryTools}. */
export interface MemoryToolsOptions {
  /** Called after each tool runs (the assistant logs and reports edits with it). */
  readonly onCall?: (name: string, input: unknown, output: unknown) => void;
}

/** The memory tools, bound to `scopeInput`. */
export function createMemoryTools(mnemo: Mnemo, scopeInput: ScopeInput, options: MemoryToolsOptions = {}): ToolSet {
  const scope = toScope(scopeInput);
  const source = explicitSource(scope);
  const run = async <T>(name: string, input: unknown, body: () => Promise<T>): Promise<T | { error: string }> => {
    let output: T | { error: string };
    try {
      output = await body();
    } catch (error) {
      if (!MnemoError.isInstance(error)) throw error;
      output = { error: `${error.code}: ${error.message}` };
    }
    options.onCall?.(name, input, output);
    return output;
  };

  const inputs = writeInputs(mnemo);
  return {
    remember: tool({
      description: 'Store one thing the user asked you to remember, as one self-contained sentence in the third person ("The user …").',
      inputSchema: describedOnly(inputs.remember),
      execute: (args) =>
        run('remember', args, async () => {
          const input = parseRequest(inputs.remember, args, 'memory');
          const candidate: Candidate = {
            kind: input.kind,
            content: input.content,
            importance: input.importance,
            confidence: 0.95,
            triple: null,
            profile: null,
            source,
            eventSeqs: [],
          };
          const actions = await mnemo.applyCandidates(scope, [candidate]);
          return { done: actions.map((a) => ({ op: a.op, id: a.memoryId ?? a.targetId, reason: a.reason })) };
        }),
    }),
    search_memory: tool({
      description: `Search what you remember about the user. Memory may hold: ${MEMORY_CATEGORIES}. Returns the best matches with ids.`,
      inputSchema: z.object({ query: z.string().min(1).max(1000), k: z.number().int().min(1).max(20).default(5) }),
      execute: (input) =>
        run('search_memory', input, async () => {
          const hits = await mnemo.recall(scope, input.query, { k: input.k });
          return {
            memories: hits.map((h) => ({
              id: h.memory.id,
              kind: h.memory.kind,
              content: h.memory.content,
              date: h.memory.validFrom.toISOString().slice(0, 10),
              score: round(h.score),
            })),
          };
        }),
    }),
    forget: tool({
      description: 'Forget a memory by id, or everything about a topic (e.g. "preferences", "team"). Forgotten memories stay in history.',
      inputSchema: describedOnly(inputs.forget),
      execute: (args) =>
        run('forget', args, async () => {
          const input = parseRequest(inputs.forget, args, 'forget');
          if (input.id) {
            const r = await mnemo.forget(scope, input.id, { reason: input.reason });
            return { forgotten: [{ id: r.memory.id, content: r.memory.content }], alreadyForgotten: r.alreadyForgotten };
          }
          if (!input.topic) return { error: 'give an id or a topic' };
          const actions = await mnemo.applyCandidates(scope, [], { forget: [input.topic] });
          const forgotten = actions.filter((a) => a.op !== 'noop').map((a) => ({ op: a.op, target: a.targetId, content: a.content }));
          // Several different things matched and none was chosen: nothing changed; ask the user which.
          const choices = actions.flatMap((a) => a.choices ?? []);
          return choices.length > 0 ? { forgotten, choices } : { forgotten };
        }),
    }),
    load_skill: tool({
      description: 'Load the full text of one of your skills by name (the context lists their names and descriptions). Follow it once loaded.',
      inputSchema: z.object({ name: z.string().min(1).max(64) }),
      execute: (input) =>
        run('load_skill', input, async () => {
          const skill = await mnemo.skills.get(scope, input.name);
          return { name: skill.name, description: skill.description, body: skill.body };
        }),
    }),
    update_memory: tool({
      description:
        'Correct a memory or a profile field. target is a memory id, or "profile:<key>" for a profile field. ' +
        'old_value must be copied exactly from the current value (profile value or memory text). ' +
        'mode "replace" replaces it with new_value; mode "note" attaches new_value as a clarifying note.',
      inputSchema: describedOnly(inputs.update),
      execute: (args) => run('update_memory', args, async () => updateMemory(mnemo, scope, source, parseRequest(inputs.update, args, 'update'))),
    }),
  };
}

/**
 * The write tools' inputs, made of the shared request fields (src/core/requests): the SDK shows the
 * model their JSON Schema ({@link describedOnly}) and each tool parses what the model sent with the
 * same schema, so a refusal is the coded error every other surface gives.
 */
function writeInputs(mnemo: Mnemo) {
  const r = mnemo.requests;
  const reason = ReasonSchema.optional().describe('why, in a few words; kept in history');
  return {
    remember: z.object({ content: r.remember.shape.content, kind: r.remember.shape.kind, importance: r.remember.shape.importance.unwrap().default(0.7) }),
    forget: z.object({
      id: MemoryIdSchema.nullable().describe('the id of one memory, or null'),
      topic: r.forgetDescribed.shape.description.nullable().describe('what to forget when no id is given, in the user’s words ("my wife’s name"), or null'),
      reason,
    }),
    update: z.object({
      target: MemoryIdSchema.describe('a memory id, or "profile:<key>"'),
      mode: z.enum(['replace', 'note']),
      old_value: z.string().max(mnemo.limits.maxChars),
      new_value: r.update.shape.content,
      reason,
    }),
  };
}

async function updateMemory(
  mnemo: Mnemo,
  scope: ReturnType<typeof toScope>,
  source: Candidate['source'],
  input: { target: string; mode: 'replace' | 'note'; old_value: string; new_value: string; reason?: string | undefined },
): Promise<unknown> {
  const profileKey = /^profile:(.+)$/.exec(input.target)?.[1]?.trim().toLowerCase();
  if (profileKey) {
    const entry = (await mnemo.profile(scope)).find((p) => p.key === profileKey);
    const current = entry === undefined ? '' : String(entry.value);
    if (!same(current, input.old_value)) return { error: `old_value does not match: the current value of ${profileKey} is ${JSON.stringify(current)}` };
    if (input.mode === 'note') return { error: 'a profile field takes mode "replace"' };
    const linked = (await mnemo.facts(scope, { predicate: profileKey })).find((r) => r.profileKey === profileKey);
    const content =
      linked && current && linked.content.includes(current)
        ? linked.content.replace(current, input.new_value)
        : `The user's ${profileKey.replace(/^preference\./, 'preference about ')} is ${input.new_value}.`;
    const candidate: Candidate = {
      kind: linked?.kind ?? (profileKey.startsWith('preference.') ? 'preference' : 'fact'),
      content,
      importance: linked?.importance ?? 0.8,
      confidence: 0.95,
      triple: { subject: 'user', predicate: profileKey, object: input.new_value },
      profile: { key: profileKey, value: input.new_value },
      source,
      eventSeqs: [],
    };
    const actions = await mnemo.applyCandidates(scope, [candidate], { reason: input.reason });
    return { updated: profileKey, from: current, to: input.new_value, done: actions.map((a) => ({ op: a.op, id: a.memoryId ?? a.targetId })) };
  }
  const record = await mnemo.get(scope, input.target);
  if (!same(record.content, input.old_value) && !record.content.toLowerCase().includes(input.old_value.trim().toLowerCase())) {
    return { error: `old_value does not match the memory's current text: ${JSON.stringify(record.content)}` };
  }
  if (input.mode === 'note') {
    const r = await mnemo.note(scope, record.id, input.new_value, { reason: input.reason });
    return { noted: r.id, notes: r.notes };
  }
  const content =
    input.old_value.trim() && record.content.includes(input.old_value) && !same(record.content, input.old_value)
      ? record.content.replace(input.old_value, input.new_value)
      : input.new_value;
  // The fact's object when old_value names it exactly, so the triple (and the profile field it holds) follow.
  const triple = record.triple && same(record.triple.object, input.old_value) ? { ...record.triple, object: input.new_value.trim() } : undefined;
  const { previous, current } = await mnemo.update(scope, record.id, content, { reason: input.reason, triple });
  return { replaced: previous.id, by: current.id, content: current.content };
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const round = (x: number): number => Math.round(x * 1000) / 1000;
