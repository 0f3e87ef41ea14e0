/**
 * `mnemo bench beam`: retrieval quality on BEAM's long user–assistant conversations, no model in
 * the loop. Each conversation goes into a fresh in-memory store as one user's episodic memories
 * through the public API (`rememberMany`), dated by its batch's time anchor; each probing question
 * is recalled in that scope and scored per message, as `../shared/data/beam/README.md` scores it:
 * recall@k = share of the question's evidence messages among the first k distinct messages
 * recalled (abstention questions have none and are skipped), and update order = for
 * knowledge-update questions, the share where the best-ranked updated message ranks above the
 * best-ranked original one. A message longer than one memory holds is remembered as several
 * memories sharing its id (`metadata.message`); a message ranks where its best piece ranks.
 */
import { createMnemo } from '../../engine/create-mnemo.js';
import { createEmbedder } from '../../models/embedders/registry.js';
import { MnemoError } from '../../core/errors.js';
import { DEFAULT_GUARD_LIMITS, guardText, redactSecrets } from '../../write/guard/index.js';
import type { RememberInput } from '../../write/ingest/record.js';
import { loadTokenizer } from '../../read/pack/tokens.js';
import { RecallConfigSchema, type RecallConfigInput } from '../../read/rank/config.js';
import type { Legs } from '../../read/retrieve/candidates.js';
import type { Embedder } from '../../core/contracts/embedder.js';
import { chunkText } from '../../core/text/chunks.js';
import { LOCOMO_RETRIEVERS, recallAt } from '../locomo/run.js';
import type { BeamConversation, BeamMessage } from './data.js';

/** The retrievers: LoCoMo's, plus `plain` (the README's reference: BM25 alone decides the order). */
export const BEAM_RETRIEVERS: Readonly<Record<string, { readonly legs: Legs; readonly config: RecallConfigInput; readonly description: string }>> = {
  ...LOCOMO_RETRIEVERS,
  plain: {
    legs: 'keyword',
    config: { blend: { keyword: 1, vector: 0, recency: 0, time: 0 }, rank: { relevance: 1, recency: 0, importance: 0 }, contextDiscount: 0, relevanceFloor: 0 },
    description: 'plain BM25: the keyword leg, ranked by BM25 alone (the README reference)',
  },
};

/** The README's plain-BM25 reference on the dev subset (message level). */
export const BEAM_REFERENCE = {
  name: 'plain BM25 (data README)',
  recall: { 'R@1': 14.7, 'R@5': 34.6, 'R@10': 43.8, 'R@25': 55.1, 'R@50': 64.8 } as Record<string, number>,
  updateOrder: 44.8,
};

/**
 * How a message longer than one memory is indexed: `chunk` = every piece a memory sharing the
 * message's id (the default); `head` = only the first piece; `whole` = one memory per message, the
 * guard's length limit lifted (the README's unit, for comparison only).
 */
export type LongMessages = 'chunk' | 'head' | 'whole';

/** Options of {@link runBeamBench}. */
export interface BeamBenchOptions {
  readonly conversations: readonly BeamConversation[];
  /** Names from {@link BEAM_RETRIEVERS} (default `hybrid`); each conversation is ingested once for all. */
  readonly retrievers?: readonly string[];
  /** Cut-offs in messages (default 1, 5, 10, 25, 50). */
  readonly ks?: readonly number[];
  /** Recall configuration applied on top of every retriever's. */
  readonly config?: RecallConfigInput;
  readonly long?: LongMessages;
  /** Characters per piece (default 1,000: as good as 2,000 on BEAM at half the context tokens). */
  readonly chunkChars?: number;
  /** Previous messages (the same batch) searched with each message as its context (default 0: on BEAM every piece of a reply then matches its question). */
  readonly contextMessages?: number;
  readonly embedder?: string | Embedder;
  /** Called for a piece the guard still refuses after redaction (it is not remembered). */
  readonly onSkip?: (conversation: string, message: number, code: string) => void;
  /** Called as work advances; a new `label` starts a new phase. */
  readonly onProgress?: (label: string, done: number, total: number) => void;
}

/** Recall@k in percent keyed `R@<k>`, with the number of questions behind it. */
export type BeamRecall = { readonly questions: number } & { readonly [key: `R@${number}`]: number };

/** The result of one retriever; the shape `--json` prints. */
export interface BeamResult {
  readonly retriever: string;
  readonly questions: number;
  readonly overall: Record<string, number>;
  readonly byAbility: Record<string, BeamRecall>;
  readonly bySize: Record<string, BeamRecall>;
  readonly byConversation: Record<string, BeamRecall>;
  /** Knowledge-update questions where the updated message ranks above the original, in %. */
  readonly updateOrder: { readonly questions: number; readonly share: number };
  /** Mean tokens (o200k_base) of what was recalled to cover the first k messages, per question. */
  readonly contextTokens: Record<string, number>;
  readonly fullConversationTokens: number;
  readonly memories: number;
  readonly config: Record<string, unknown>;
}

interface Row {
  readonly ability: string;
  readonly size: string;
  readonly conversation: string;
  readonly recall: number[];
}

/** Runs the bench; one result per retriever, in the order asked. */
export async function runBeamBench(options: BeamBenchOptions): Promise<BeamResult[]> {
  const retrievers = options.retrievers?.length ? [...options.retrievers] : ['hybrid'];
  for (const r of retrievers) {
    if (!BEAM_RETRIEVERS[r]) throw new MnemoError('INVALID_INPUT', `unknown retriever ${JSON.stringify(r)}: use ${Object.keys(BEAM_RETRIEVERS).join(', ')}`);
  }
  const ks = [...new Set(options.ks?.length ? options.ks : [1, 5, 10, 25, 50])].sort((a, b) => a - b);
  if (ks.some((k) => !Number.isInteger(k) || k < 1 || k > 250)) throw new MnemoError('INVALID_INPUT', 'every k must be a whole number from 1 to 250');
  const extra: RecallConfigInput = options.config ?? {};
  const checked = RecallConfigSchema.safeParse(extra);
  if (!checked.success) throw new MnemoError('CONFIG_INVALID', `invalid recall configuration: ${checked.error.issues[0]?.message}`);
  const long = options.long ?? 'chunk';
  const chunkChars = options.chunkChars ?? 1000;
  if (!Number.isInteger(chunkChars) || chunkChars < 200 || chunkChars > DEFAULT_GUARD_LIMITS.maxChars) {
    throw new MnemoError('INVALID_INPUT', `the piece size must be a whole number from 200 to ${DEFAULT_GUARD_LIMITS.maxChars} characters`);
  }
  const contextMessages = options.contextMessages ?? 0;
  if (!Number.isInteger(contextMessages) || contextMessages < 0 || contextMessages > 5)
    throw new MnemoError('INVALID_INPUT', 'context messages must be a whole number from 0 to 5');
  const maxK = ks[ks.length - 1] as number;
  // Pieces share messages, so ask for more memories than messages; the deep list also ranks updates.
  const recallK = Math.min(1000, Math.max(4 * maxK, 200));
  const embedder = typeof options.embedder === 'object' ? options.embedder : await createEmbedder(options.embedder ?? 'local');
  const tokenizer = await loadTokenizer();

  const acc = retrievers.map(() => ({ rows: [] as Row[], tokens: ks.map(() => 0), updates: [] as boolean[] }));
  let fullTokens = 0;
  let memoryCount = 0;
  const asked = options.conversations.reduce((n, c) => n + c.questions.filter((q) => q.gold.length > 0).length, 0) * retrievers.length;
  let done = 0;

  for (const [ci, conv] of options.conversations.entries()) {
    const last = Math.max(...conv.messages.map((m) => m.at.getTime()));
    const now = new Date((Number.isFinite(last) ? last : Date.now()) + 86_400_000);
    const limits: { maxChars?: number } = long === 'whole' ? { maxChars: 1_000_000 } : {};
    const mnemo = await createMnemo({ db: ':memory:', embedder, now: () => now, limits });
    try {
      const scope = { userId: `beam-${ci + 1}` };
      const inputs = conv.messages.flatMap((m, i) =>
        messageInputs(
          m,
          conv.messages.slice(Math.max(0, i - contextMessages), i).filter((p) => p.batch === m.batch),
          long,
          chunkChars,
        )
          .filter((input) => {
            // What the guard still refuses is skipped and reported, as a user's import would be.
            const refusal = refused(input.content, limits.maxChars ?? DEFAULT_GUARD_LIMITS.maxChars);
            if (refusal) options.onSkip?.(conv.id, m.id, refusal);
            return refusal === null;
          })
          .map((input) => (input.context !== undefined && refused(input.context, 8000) ? { ...input, context: undefined } : input)),
      );
      // transcript turns are a bulk load: kept as written, not consolidated
      const memories = await mnemo.rememberMany(scope, inputs, { consolidate: false, onProgress: (d, t) => options.onProgress?.(`ingest ${conv.id}`, d, t) });
      memoryCount += memories.length;
      const messageOf = new Map(memories.map((m) => [m.id, Number(m.metadata.message)]));
      const tokensOf = new Map(memories.map((m) => [m.id, tokenizer.count(m.content)]));
      const conversationTokens = conv.messages.reduce((n, m) => n + tokenizer.count(m.text), 0);
      for (const [ri, name] of retrievers.entries()) {
        const retriever = BEAM_RETRIEVERS[name] as (typeof BEAM_RETRIEVERS)[string];
        const config = { ...retriever.config, ...extra };
        const a = acc[ri] as (typeof acc)[number];
        for (const q of conv.questions) {
          if (q.gold.length === 0) continue;
          const recalled = await mnemo.recall(scope, q.question, { k: recallK, legs: retriever.legs, config });
          const order: number[] = [];
          const seen = new Set<number>();
          const tokensAt = ks.map(() => 0);
          for (const r of recalled) {
            const id = messageOf.get(r.memory.id) ?? -1;
            if (!seen.has(id)) {
              seen.add(id);
              order.push(id);
            }
            // A piece counts towards every cut-off whose k messages it helps cover.
            ks.forEach((k, i) => {
              if (order.length <= k) tokensAt[i] = (tokensAt[i] as number) + (tokensOf.get(r.memory.id) ?? 0);
            });
          }
          const ids = order.map(String);
          const gold = q.gold.map(String);
          a.rows.push({ ability: q.ability, size: conv.size, conversation: conv.id, recall: ks.map((k) => recallAt(gold, ids.slice(0, k))) });
          tokensAt.forEach((t, i) => (a.tokens[i] = (a.tokens[i] as number) + t));
          if (q.update && q.update.original.length > 0 && q.update.updated.length > 0) a.updates.push(updatedFirst(order, q.update.original, q.update.updated));
          if (ri === 0) fullTokens += conversationTokens;
          options.onProgress?.('recall', ++done, asked);
        }
      }
    } finally {
      await mnemo.close();
    }
  }

  return retrievers.map((name, ri) => {
    const a = acc[ri] as (typeof acc)[number];
    const retriever = BEAM_RETRIEVERS[name] as (typeof BEAM_RETRIEVERS)[string];
    const resolved = RecallConfigSchema.parse({ ...retriever.config, ...extra });
    const group = (key: (r: Row) => string) =>
      Object.fromEntries(
        [...new Set(a.rows.map(key))].map((g) => {
          const rows = a.rows.filter((r) => key(r) === g);
          return [g, { questions: rows.length, ...meanRecall(rows, ks) } as BeamRecall];
        }),
      );
    return {
      retriever: name,
      questions: a.rows.length,
      overall: meanRecall(a.rows, ks),
      byAbility: group((r) => r.ability),
      bySize: group((r) => r.size),
      byConversation: group((r) => r.conversation),
      updateOrder: { questions: a.updates.length, share: round1((100 * a.updates.filter(Boolean).length) / Math.max(1, a.updates.length)) },
      contextTokens: Object.fromEntries(ks.map((k, i) => [`k${k}`, round1((a.tokens[i] as number) / Math.max(1, a.rows.length))])),
      fullConversationTokens: round1(fullTokens / Math.max(1, a.rows.length)),
      memories: memoryCount,
      config: { legs: retriever.legs, long, chunkChars, contextMessages, ...resolved, embedder: `${embedder.provider}/${embedder.modelId}` },
    };
  });
}

/**
 * The memories one message becomes: its pieces (or its head, or the whole), each with the role in
 * the content, the batch's time as event time, and the message's id in `metadata.message`; the
 * previous messages of the batch are the search context of every piece.
 */
export function messageInputs(
  message: BeamMessage,
  before: readonly BeamMessage[],
  long: LongMessages = 'chunk',
  chunkChars = DEFAULT_GUARD_LIMITS.maxChars,
): RememberInput[] {
  const prefix = message.role === 'user' ? 'User: ' : 'Assistant: ';
  const pieces = long === 'whole' ? [message.text] : chunkText(message.text, chunkChars - prefix.length);
  // A pasted key or password is redacted, as session events are: the rest of the message is kept.
  const kept = (long === 'head' ? pieces.slice(0, 1) : pieces).map((piece) => redactSecrets(piece).text);
  const context = redactSecrets(
    before
      .map((m) => m.text)
      .join(' ')
      .slice(-4000),
  ).text;
  return kept.map((piece, i) => ({
    content: `${prefix}${piece}`,
    kind: 'episode' as const,
    validFrom: message.at,
    ...(context !== '' && { context }),
    metadata: { message: message.id, role: message.role, batch: message.batch, ...(kept.length > 1 && { piece: i + 1, pieces: kept.length }) },
  }));
}

/** True when the best-ranked updated message comes before the best-ranked original one (a missing one ranks last). */
export function updatedFirst(order: readonly number[], original: readonly number[], updated: readonly number[]): boolean {
  const rank = (ids: readonly number[]) => Math.min(...ids.map((id) => (order.indexOf(id) < 0 ? Infinity : order.indexOf(id))));
  const u = rank(updated);
  return u !== Infinity && u < rank(original);
}

function refused(text: string, maxChars: number): string | null {
  try {
    guardText(text, { maxChars });
    return null;
  } catch (error) {
    if (MnemoError.isInstance(error)) return error.code;
    throw error;
  }
}

function meanRecall(rows: readonly { recall: number[] }[], ks: readonly number[]): Record<string, number> {
  return Object.fromEntries(
    ks.map((k, i) => [`R@${k}`, rows.length ? round1((100 * rows.reduce((s, r) => s + (r.recall[i] as number), 0)) / rows.length) : 0]),
  );
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
