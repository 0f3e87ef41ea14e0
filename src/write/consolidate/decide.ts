/**
 * The model's decision for a candidate in the similarity band (0.55–0.92): CREATE a new memory,
 * UPDATE (supersede) an existing one, INVALIDATE an existing one, or NOOP — always with a reason.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import { generateStructured } from '../../models/providers/structured.js';
import type { Candidate } from '../extract/types.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** The decision schema. */
export const DecisionSchema = z.object({
  decision: z.enum(['CREATE', 'UPDATE', 'INVALIDATE', 'NOOP']),
  targetId: z.string().nullable().describe('the id of the existing memory for UPDATE and INVALIDATE, else null'),
  reason: z.string().min(1).max(300),
});

/** A decision. */
export type Decision = z.infer<typeof DecisionSchema>;

/** Decides a band candidate. */
export type Decider = (candidate: Candidate, neighbours: readonly { record: MemoryRecord; similarity: number }[]) => Promise<Decision>;

const SYSTEM = [
  'You keep a user’s long-term memory consistent. A new candidate memory is similar to existing ones.',
  'Decide one of:',
  '- CREATE: the candidate is new information that does not replace any existing memory.',
  '- UPDATE: the candidate is a newer or better version of one existing memory (give its id); it replaces it.',
  '- INVALIDATE: the candidate says an existing memory is no longer true (give its id) and adds nothing else.',
  '- NOOP: the candidate adds nothing to what is stored.',
  'Newer information wins over older. Give a short reason.',
].join('\n');

/** A decider backed by a model. */
export function createModelDecider(model: LanguageModelV4, options: { timeoutMs?: number } = {}): Decider {
  return async (candidate, neighbours) => {
    const existing = neighbours
      .map(
        (n) =>
          `- id=${n.record.id} (${n.record.kind}, similarity ${n.similarity.toFixed(2)}, from ${n.record.validFrom.toISOString().slice(0, 10)}): ${n.record.content}`,
      )
      .join('\n');
    const decision = await generateStructured(model, {
      name: 'mnemo_consolidation',
      schema: DecisionSchema,
      system: SYSTEM,
      prompt: `Candidate (${candidate.kind}): ${candidate.content}\n\nExisting memories:\n${existing}`,
      timeoutMs: options.timeoutMs,
    });
    const known = new Set(neighbours.map((n) => n.record.id));
    if ((decision.decision === 'UPDATE' || decision.decision === 'INVALIDATE') && (!decision.targetId || !known.has(decision.targetId))) {
      // A target the model made up is not acted on: keep the candidate and say why.
      return { decision: 'CREATE', targetId: null, reason: `model chose ${decision.decision} of an unknown memory; kept as new instead` };
    }
    return decision;
  };
}
