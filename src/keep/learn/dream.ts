/**
 * Dreaming (M19), the proposing half: reads a user's current memories (and, with a model, their
 * recent sessions) and returns candidates — duplicates to merge, contradictions to resolve, new
 * insights — without writing anything. Duplicates and contradictions come from the very rules
 * consolidation applies to a new statement (`classify`): each memory is judged against every
 * older one as if it had just been said; a near-duplicate whose numbers, dates or names differ
 * (`core/text/details.ts`) is not proposed for a merge. Insights need a model; offline the dream says so.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import { classify, type ConsolidationThresholds } from '../../write/consolidate/classify.js';
import { cosine } from '../../models/embedders/embed.js';
import { sameDetails } from '../../core/text/details.js';
import type { Candidate } from '../../write/extract/types.js';
import { generateStructured } from '../../models/providers/structured.js';
import { isSkill } from '../skills/skills.js';
import type { DreamCandidate } from '../../core/types/dream.js';
import { MEMORY_KINDS, type MemoryRecord } from '../../core/types/memory.js';
import type { SessionEvent } from '../../core/types/session.js';

/** The memory as if it were a statement made now: what `classify` judges. */
function asCandidate(record: MemoryRecord): Candidate {
  return {
    kind: record.kind,
    content: record.content,
    importance: record.importance,
    confidence: record.confidence,
    triple: record.triple,
    profile: record.profileKey && record.triple ? { key: record.profileKey, value: record.triple.object } : null,
    // The conflict policy weighs trust by source type; every stored type has a trust level.
    source: record.source.type as Candidate['source'],
    eventSeqs: [],
  };
}

/**
 * Duplicate and contradiction candidates among `memories` (current ones, with vectors). Each memory
 * takes part in at most one candidate, so approving any subset never acts on a memory twice.
 */
export function findDuplicatesAndContradictions(memories: readonly MemoryRecord[], thresholds: ConsolidationThresholds): DreamCandidate[] {
  const pool = memories
    .filter((m) => !isSkill(m))
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
  const used = new Set<string>();
  const out: DreamCandidate[] = [];
  for (let j = 1; j < pool.length; j++) {
    const newer = pool[j] as MemoryRecord;
    if (used.has(newer.id)) continue;
    const neighbours = [];
    for (let i = 0; i < j; i++) {
      const older = pool[i] as MemoryRecord;
      if (used.has(older.id)) continue;
      const similarity = newer.embedding && older.embedding ? cosine(newer.embedding, older.embedding) : 0;
      const sameFact = Boolean(newer.triple && older.triple && newer.triple.predicate.toLowerCase() === older.triple.predicate.toLowerCase());
      if (similarity >= thresholds.duplicate || sameFact || (newer.profileKey !== null && newer.profileKey === older.profileKey))
        neighbours.push({ record: older, similarity });
    }
    if (neighbours.length === 0) continue;
    const verdict = classify(asCandidate(newer), neighbours, thresholds, { now: newer.validFrom, canWrite: () => true });
    const id = `c${out.length + 1}`;
    if (verdict.kind === 'duplicate') {
      const older = verdict.target.record;
      // Nearly the same words with another number, date or name are another event, not a duplicate.
      if (!sameDetails(newer.content, older.content)) continue;
      // The better corroborated (or older) one stays; its id is what other records and history name.
      const [keep, drop] = newer.corroborations > older.corroborations ? [newer, older] : [older, newer];
      out.push({
        id,
        type: 'merge',
        keep: keep.id,
        drop: drop.id,
        similarity: round(verdict.target.similarity),
        reason: `near-duplicate (similarity ${verdict.target.similarity.toFixed(2)})`,
      });
      used.add(keep.id).add(drop.id);
    } else if (verdict.kind === 'contradiction') {
      const loser = verdict.losers[0] as MemoryRecord;
      out.push({ id, type: 'contradiction', keep: newer.id, drop: loser.id, reason: verdict.reason });
      used.add(newer.id).add(loser.id);
    } else if (verdict.kind === 'blocked' && verdict.targetId) {
      out.push({
        id,
        type: 'contradiction',
        keep: verdict.targetId,
        drop: newer.id,
        reason: verdict.reason.replace(/^contradiction not applied: /, 'the earlier memory wins: '),
      });
      used.add(newer.id).add(verdict.targetId);
    }
  }
  return out;
}

const InsightSchema = z.object({
  insights: z
    .array(
      z.object({
        kind: z.enum(MEMORY_KINDS),
        content: z.string().min(1).max(500),
        importance: z.number().min(0).max(1),
        evidence: z.array(z.string()).min(1).max(20),
        reason: z.string().min(1).max(300),
      }),
    )
    .max(10),
});

const INSIGHT_SYSTEM = [
  'You review what an assistant remembers about one user, and their recent conversations, to find durable insights',
  'that no single memory states: a pattern, a routine, a lasting preference. Each insight is one self-contained sentence',
  'in the third person ("The user …"), supported by the ids of at least two memories (or one memory and the conversation)',
  'in `evidence`. Never restate a single memory; never guess. Return an empty list when there is nothing solid.',
].join(' ');

/** New insights a model draws from the memories and recent session events; only evidence ids that exist are kept. */
export async function proposeInsights(
  model: LanguageModelV4,
  memories: readonly MemoryRecord[],
  events: readonly SessionEvent[],
  options: { timeoutMs?: number; firstId: number },
): Promise<DreamCandidate[]> {
  const known = new Set(memories.map((m) => m.id));
  const prompt = [
    'Memories:',
    ...memories.map((m) => `- ${m.id} [${m.kind} · ${m.validFrom.toISOString().slice(0, 10)}] ${m.content}`),
    '',
    'Recent conversation:',
    ...events.map((e) => `${e.role}: ${e.content.slice(0, 500)}`),
  ].join('\n');
  const reply = await generateStructured(model, { schema: InsightSchema, name: 'mnemo_dream', system: INSIGHT_SYSTEM, prompt, timeoutMs: options.timeoutMs });
  const out: DreamCandidate[] = [];
  for (const insight of reply.insights) {
    const evidence = insight.evidence.filter((id) => known.has(id));
    if (evidence.length === 0) continue;
    out.push({
      id: `c${options.firstId + out.length}`,
      type: 'insight',
      kind: insight.kind,
      content: insight.content,
      importance: insight.importance,
      evidence,
      reason: insight.reason,
    });
  }
  return out;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
