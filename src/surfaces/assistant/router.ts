/**
 * The routing step of the assistant (M27): is a message a question to answer from memory, an edit
 * of memory ("forget…", "actually…, not…", "remember that…"), chat (introductions, small talk), or
 * too unclear to act on? It sees the previous turn, so "fix that" or "what about her?" can be
 * resolved. With a model the model decides; offline, rules do.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import { analyseTurn } from '../../write/extract/clauses/index.js';
import { generateStructured } from '../../models/providers/structured.js';

export const ROUTES = ['answer', 'memory_edit', 'chat', 'clarify'] as const;
export type Route = (typeof ROUTES)[number];

export const RouteSchema = z.object({
  route: z.enum(ROUTES),
  reason: z.string().max(300),
  clarifyingQuestion: z.string().nullable().describe('for route "clarify": the question to ask; else null'),
});
export type RouteDecision = z.infer<typeof RouteSchema>;

/** The turn before this one, for pronoun and "that" resolution. */
export interface PreviousTurn {
  readonly user: string | null;
  readonly assistant: string | null;
}

/** Edits that point back at what was just said ("fix that"); the clause analysis cannot see what "that" is. */
const EDIT_THAT = /\b(fix|update|correct|change|delete|remove) (that|it)\b|\bdon['’]?t (store|keep) (that|it|this)\b/i;
const SMALL = /^(hi|hello|hey|thanks|thank you|ok|okay|cool|great|bye|goodbye|good (morning|evening|night))\b/i;

/**
 * Routes by the offline extractor's clause analysis: a forget or remember request, or a correction
 * that names a new value ("Actually I moved to Munich"), is a memory edit; a question is answered;
 * the rest is chat.
 */
export function routeByRules(message: string, previous: PreviousTurn): RouteDecision {
  const m = message.trim();
  // The turn before is read too: "and my email too" after a forget is a forget (turncontext.ts).
  const { classes } = analyseTurn(m, { before: previous.user ? [previous.user] : [] });
  if (classes.includes('forget') || classes.includes('remember') || classes.includes('correction') || EDIT_THAT.test(m)) {
    const what = classes.includes('forget') ? 'forget something' : classes.includes('correction') ? 'correct what is remembered' : 'change what is remembered';
    return { route: 'memory_edit', reason: `asks to ${what}`, clarifyingQuestion: null };
  }
  if (classes.includes('question')) return { route: 'answer', reason: 'a question', clarifyingQuestion: null };
  const words = m.split(/\s+/).filter(Boolean);
  if (words.length <= 2 && !SMALL.test(m) && /^(it|that|this|them|her|him|those|these)\b/i.test(m) && !previous.user) {
    return { route: 'clarify', reason: 'refers to something not said', clarifyingQuestion: 'What are you referring to?' };
  }
  return {
    route: 'chat',
    reason: classes.includes('smalltalk') && classes.length === 1 ? 'greeting or small talk' : 'a statement, not a question',
    clarifyingQuestion: null,
  };
}

const SYSTEM = [
  'Route the user’s latest message for a personal assistant with long-term memory. Choose one:',
  '- answer: a question or task to answer (using memory where useful), including "what do you remember about me?"',
  '- memory_edit: the user asks to remember, forget, correct or update something about themselves ("actually it’s X, not Y", "forget my …")',
  '- chat: introductions, statements about themselves, small talk',
  '- clarify: too ambiguous to act on even with the previous turn; give the clarifying question',
  'Use the previous turn to resolve pronouns and "that".',
].join('\n');

/** Routes with a model. */
export async function routeByModel(model: LanguageModelV4, message: string, previous: PreviousTurn, timeoutMs?: number): Promise<RouteDecision> {
  const prior = previous.user ? `Previous turn:\nuser: ${previous.user}\nassistant: ${previous.assistant ?? ''}\n\n` : '';
  return generateStructured(model, { name: 'mnemo_route', schema: RouteSchema, system: SYSTEM, prompt: `${prior}Latest message:\n${message}`, timeoutMs });
}
