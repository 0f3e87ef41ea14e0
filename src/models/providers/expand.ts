/**
 * Query expansion by a language model (M12): one structured call asks for other phrasings of the
 * question, in the words a stored memory would use. Failures are the caller's to absorb (recall goes
 * on with the question alone): PROVIDER_FAILED for a network error, 5xx or timeout,
 * MODEL_OUTPUT_INVALID for a reply that is not the list asked for.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import { generateStructured } from './structured.js';

const Phrasings = z.object({ phrasings: z.array(z.string().min(1).max(1000)).max(8) });

const SYSTEM = [
  'You help search a memory of facts about a user and their conversations.',
  'Rewrite the question in other ways: the words a stored memory that answers it would use (a statement, not a question),',
  'synonyms of its key words, and the attribute it asks about (job → role, occupation; boss → manager).',
  'Keep names, dates and places. Reply with the phrasings only.',
].join(' ');

/** Up to `count` other phrasings of `query` (its own text and duplicates dropped). */
export async function phrasingsByModel(model: LanguageModelV4, query: string, count: number, timeoutMs: number): Promise<string[]> {
  const reply = await generateStructured(model, {
    schema: Phrasings,
    name: 'mnemo_query_expansion',
    system: SYSTEM,
    prompt: `Give ${count} phrasings of this question:\n${query}`,
    retries: 0,
    timeoutMs,
  });
  const seen = new Set([query.trim().toLowerCase()]);
  const out: string[] = [];
  for (const p of reply.phrasings) {
    const key = p.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(p.trim());
  }
  return out.slice(0, count);
}
