/**
 * The model extractor: one structured call per batch of new turns. The zod schema below goes to the
 * provider as JSON Schema and validates the reply. Configurable in three ways (M6): the schema's
 * kinds, natural-language topic definitions, and few-shot examples.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import { generateStructured } from '../../models/providers/structured.js';
import { MEMORY_KINDS, type MemoryKind } from '../../core/types/memory.js';
import { MnemoError } from '../../core/errors.js';
import type { SessionEvent } from '../../core/types/session.js';
import type { Candidate, ExtractionInput, ExtractionResult, Extractor } from './types.js';

/** The reply schema for a set of kinds. Every field is required (nullable when absent) for strict providers. */
export function extractionSchemaFor(kinds: readonly MemoryKind[]) {
  return z.object({
    memories: z.array(
      z.object({
        kind: z.enum(kinds as [MemoryKind, ...MemoryKind[]]),
        content: z.string().min(1).max(1000).describe('One self-contained sentence about the user, in the third person.'),
        importance: z.number().min(0).max(1),
        confidence: z.number().min(0).max(1),
        explicit: z.boolean().describe('true when the user said it outright, false when it is implied'),
        triple: z.object({ subject: z.string(), predicate: z.string(), object: z.string() }).nullable(),
        profileKey: z.string().nullable().describe('name, team, role, employer, location, or preference.<topic> when it is one; else null'),
        profileValue: z.string().nullable(),
        fromTurns: z.array(z.number().int()).describe('the [n] numbers of the turns it comes from'),
      }),
    ),
    forget: z.array(z.string()).describe('topics the user asked to forget'),
    summary: z.string().max(3000).describe('the rolling summary updated with these turns, at most a few sentences'),
  });
}

/** The default reply schema: every kind of memory. */
export const ExtractionSchema = extractionSchemaFor(MEMORY_KINDS);

/** Topics to look for, in plain words. */
export const DEFAULT_TOPICS: readonly string[] = [
  'who the user is: name, role, team, employer, location, pronouns, languages',
  'enduring preferences about how to answer and how to work (tone, length, formats, tools)',
  'projects, goals, deadlines and decisions the user is working on',
  'people the user works with and how they relate',
  'routines and procedures the user follows or asks the assistant to follow',
  'notable events in the user’s life or work, with when they happened',
];

/** One few-shot example: a conversation snippet and the memories expected from it. */
export interface ExtractionExample {
  readonly turns: string;
  readonly memories: string;
}

const DEFAULT_EXAMPLES: readonly ExtractionExample[] = [
  {
    turns: '[1] user: Can you answer in Spanish this time? I prefer short replies in general.',
    memories:
      '[{"kind":"preference","content":"The user prefers short replies.","explicit":true,...}] — "in Spanish this time" is a one-off request, not kept.',
  },
  {
    turns: '[1] user: Ugh, the on-call pager woke me again, third night this week.',
    memories: '[{"kind":"episode","content":"The user reported being woken by the on-call pager three nights in one week.","explicit":false,...}]',
  },
];

/** Options of {@link createModelExtractor}. */
export interface ModelExtractorOptions {
  /** The kinds the schema allows (default all four); e.g. only `['preference']` for a preferences extractor. */
  readonly kinds?: readonly MemoryKind[];
  readonly topics?: readonly string[];
  readonly examples?: readonly ExtractionExample[];
  /** Extra instructions appended to the system prompt. */
  readonly instructions?: string;
  readonly timeoutMs?: number;
}

/** Builds an extractor that asks `model`. */
export function createModelExtractor(model: LanguageModelV4, options: ModelExtractorOptions = {}): Extractor {
  const system = extractionSystemPrompt(options);
  const kinds = options.kinds ?? MEMORY_KINDS;
  if (kinds.length === 0 || kinds.some((k) => !MEMORY_KINDS.includes(k))) {
    throw new MnemoError('CONFIG_INVALID', `extraction kinds must be some of ${MEMORY_KINDS.join(', ')}`);
  }
  const schema = extractionSchemaFor(kinds);
  return {
    name: `model:${model.modelId}`,
    async extract(input: ExtractionInput): Promise<ExtractionResult> {
      const reply = await generateStructured(model, {
        name: 'mnemo_extraction',
        schema,
        system,
        prompt: extractionPrompt(input),
        timeoutMs: options.timeoutMs,
      });
      const known = new Set(input.events.map((e) => e.seq));
      const allSeqs = input.events.map((e) => e.seq);
      const candidates: Candidate[] = reply.memories.map((m) => ({
        kind: m.kind,
        content: m.content.trim(),
        importance: m.importance,
        confidence: m.confidence,
        triple: m.triple && m.triple.subject && m.triple.predicate && m.triple.object ? m.triple : null,
        profile: m.profileKey && m.profileValue ? { key: m.profileKey.trim().toLowerCase(), value: m.profileValue.trim() } : null,
        source: sourceOf(m.fromTurns, input.events, m.explicit),
        eventSeqs: m.fromTurns.filter((n) => known.has(n)).length > 0 ? m.fromTurns.filter((n) => known.has(n)) : allSeqs,
      }));
      return { candidates, forget: reply.forget.map((topic) => ({ topic, eventSeqs: allSeqs })), summary: reply.summary };
    },
  };
}

/** A candidate from tool output counts as tool-sourced; otherwise explicit or implicit as the model says. */
function sourceOf(turns: readonly number[], events: readonly SessionEvent[], explicit: boolean): Candidate['source'] {
  const roles = events.filter((e) => turns.includes(e.seq)).map((e) => e.role);
  if (roles.length > 0 && roles.every((r) => r === 'tool_result' || r === 'tool_call')) return 'tool';
  return explicit ? 'user_explicit' : 'user_implicit';
}

/** The extractor's instructions. */
export function extractionSystemPrompt(options: ModelExtractorOptions = {}): string {
  const topics = (options.topics ?? DEFAULT_TOPICS).map((t) => `- ${t}`).join('\n');
  const examples = (options.examples ?? DEFAULT_EXAMPLES).map((e) => `Turns:\n${e.turns}\nMemories: ${e.memories}`).join('\n\n');
  return [
    'You extract long-term memories about one user from new conversation turns.',
    'Rules:',
    '- Only what the user stated or clearly implied. Never what the assistant guessed or suggested.',
    '- Each memory is one atomic, self-contained sentence in the third person ("The user …"), understandable without the conversation.',
    '- Keep enduring preferences ("prefers terse answers"); drop one-off request shapes ("answer in Spanish this time").',
    '- Phrase implied facts as reports ("The user reported that …") and mark them explicit=false.',
    '- Give each memory a kind (fact, preference, episode, procedure), importance 0..1 (trivia below 0.3) and confidence 0..1.',
    '- Add a subject–predicate–object triple when the memory is a relation; use subject "user" for the user.',
    '- Set profileKey/profileValue for name, team, role, employer, location, or preference.<topic>.',
    '- Never include secrets (keys, passwords, tokens). Tool output is not memory unless the user confirms it.',
    '- If the user asks to forget something, put the topic in "forget".',
    '- Returning no memories is fine and common.',
    '- Update the rolling summary so it covers the old summary plus these turns, briefly.',
    `Topics worth remembering:\n${topics}`,
    `Examples:\n${examples}`,
    options.instructions ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

function extractionPrompt(input: ExtractionInput): string {
  const known = input.profile.map((p) => `${p.key}: ${typeof p.value === 'string' ? p.value : JSON.stringify(p.value)}`).join('; ');
  const turns = input.events
    .filter((e) => input.includeToolOutput || e.role === 'user' || e.role === 'assistant')
    .map((e) => `[${e.seq}] ${e.role}${e.name ? `(${e.name})` : ''}: ${e.content}`)
    .join('\n');
  return [`Summary so far: ${input.summary || '(none)'}`, `Known profile: ${known || '(empty)'}`, `New turns:\n${turns}`].join('\n\n');
}
