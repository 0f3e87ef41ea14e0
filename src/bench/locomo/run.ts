/**
 * `mnemo bench locomo`: retrieval quality on LoCoMo with no model in the loop. Each conversation
 * goes into a fresh in-memory store as one user's episodic memories, one per turn, through the
 * public API (`rememberMany`), dated by its session; each question is recalled in that scope and
 * scored as the paper scores its retrievers (recall@k = share of the question's evidence turns
 * among the top k; a question without evidence counts 1). Progress goes only through `onProgress`.
 */
import { defaultEmbedderSpec } from '../../engine/config/index.js';
import { createMnemo } from '../../engine/create-mnemo.js';
import { createEmbedder } from '../../models/embedders/registry.js';
import { MnemoError } from '../../core/errors.js';
import { DEFAULT_GUARD_LIMITS, guardText, type GuardLimits } from '../../write/guard/index.js';
import type { Legs } from '../../read/retrieve/candidates.js';
import { loadTokenizer } from '../../read/pack/tokens.js';
import { RecallConfigSchema, type RecallConfigInput } from '../../read/rank/config.js';
import type { RememberInput } from '../../write/ingest/record.js';
import type { Embedder } from '../../core/contracts/embedder.js';
import { crossFeatureReranker } from '../rerank-cross.js';
import { LOCOMO_CATEGORIES, type LocomoConversation, type LocomoTurn } from './data.js';

/** The retrievers the bench knows: which legs run, and any configuration they change. */
export const LOCOMO_RETRIEVERS: Readonly<Record<string, { readonly legs: Legs; readonly config: RecallConfigInput; readonly description: string }>> = {
  hybrid: { legs: 'hybrid', config: {}, description: 'the default recall: keyword + vector + recency, default configuration' },
  bm25: { legs: 'keyword', config: {}, description: 'the keyword (BM25) leg alone' },
  vector: { legs: 'vector', config: {}, description: 'the vector leg alone (default embedder)' },
  rrf: { legs: 'hybrid', config: { fusion: 'rrf' }, description: 'both legs, reciprocal-rank fusion' },
  expand: { legs: 'hybrid', config: { expand: 'attributes' }, description: 'the default recall plus offline query expansion by the attribute table' },
  'rerank-cross': {
    legs: 'hybrid',
    config: { rerank: { fn: crossFeatureReranker(), top: 50 } },
    description: 'the default recall, its best 50 reranked by a simple cross-feature function (not a model)',
  },
};

/** The reference points printed beside the results. */
export const LOCOMO_REFERENCES = [
  { name: 'DRAGON, dense (paper, Table 3)', recall: { 'R@5': 58.8, 'R@10': 67.5, 'R@25': 79.9, 'R@50': 84.8 } as Record<string, number> },
  { name: 'plain BM25 over turns (these 7)', recall: { 'R@5': 52, 'R@10': 60 } as Record<string, number> },
] as const;

/** Options of {@link runLocomoBench}. */
export interface LocomoBenchOptions {
  readonly conversations: readonly LocomoConversation[];
  /** Retriever names from {@link LOCOMO_RETRIEVERS} (default `hybrid`); the data is ingested once for all. */
  readonly retrievers?: readonly string[];
  /** Cut-offs (default 1, 5, 10, 25, 50). */
  readonly ks?: readonly number[];
  /** Recall configuration applied on top of every retriever's (for experiments). */
  readonly config?: RecallConfigInput;
  /** Previous turns of the same session given as each turn's search context (default 2; 0 = none). */
  readonly contextTurns?: number;
  /** Embedder string or instance (default `local`). */
  readonly embedder?: string | Embedder;
  /**
   * Where the conversations are stored (default `:memory:`, a new SQLite store per conversation):
   * any `db` string, e.g. `postgres://…` (an empty database; each conversation is its own user) or
   * `pglite:memory`. Compares recall across backends.
   */
  readonly store?: string;
  /** Called for a turn the guard refuses (it is not remembered; its evidence counts as missed). */
  readonly onSkip?: (conversation: string, turn: string, code: string) => void;
  /** Called as work advances; a new `label` starts a new phase. */
  readonly onProgress?: (label: string, done: number, total: number) => void;
}

/** Recall@k in percent, keyed `R@<k>`. */
export type RecallAtK = Record<string, number>;

/** Recall@k of one category, with its name and size. */
export type CategoryResult = { readonly name: string; readonly questions: number } & { readonly [key: `R@${number}`]: number };

/** The result of one retriever, in the shape `--json` prints. */
export interface LocomoResult {
  readonly questions: number;
  readonly overall: RecallAtK;
  readonly byCategory: Record<string, CategoryResult>;
  /** Mean tokens (o200k_base) of the top 5 / top 10 recalled turns per question (and of the top k for every k asked). */
  readonly contextTokens: { readonly k5: number; readonly k10: number } & { readonly [key: `k${number}`]: number };
  /** Mean tokens of the whole conversation a question belongs to (what sending everything costs). */
  readonly fullConversationTokens: number;
  readonly retriever: string;
  readonly config: Record<string, unknown>;
}

/** Runs the bench; one result per retriever, in the order asked. */
export async function runLocomoBench(options: LocomoBenchOptions): Promise<LocomoResult[]> {
  const retrievers = options.retrievers?.length ? [...options.retrievers] : ['hybrid'];
  for (const r of retrievers) {
    if (!LOCOMO_RETRIEVERS[r])
      throw new MnemoError('INVALID_INPUT', `unknown retriever ${JSON.stringify(r)}: use ${Object.keys(LOCOMO_RETRIEVERS).join(', ')}`);
  }
  const ks = [...new Set(options.ks?.length ? options.ks : [1, 5, 10, 25, 50])].sort((a, b) => a - b);
  if (ks.some((k) => !Number.isInteger(k) || k < 1 || k > 1000)) throw new MnemoError('INVALID_INPUT', 'every k must be a whole number from 1 to 1000');
  const extra: RecallConfigInput = options.config ?? {};
  const checked = RecallConfigSchema.safeParse(extra);
  if (!checked.success) throw new MnemoError('CONFIG_INVALID', `invalid recall configuration: ${checked.error.issues[0]?.message}`);
  const maxK = ks[ks.length - 1] as number;
  const tokenKs = [...new Set([...ks, 5, 10])].sort((a, b) => a - b);
  const recallK = Math.max(maxK, 10);
  const contextTurns = options.contextTurns ?? 2;
  if (!Number.isInteger(contextTurns) || contextTurns < 0 || contextTurns > 20)
    throw new MnemoError('INVALID_INPUT', 'context turns must be a whole number from 0 to 20');
  const embedder = typeof options.embedder === 'object' ? options.embedder : await createEmbedder(options.embedder ?? defaultEmbedderSpec());
  const tokenizer = await loadTokenizer();

  // Per retriever: per question, hits at each k; plus context tokens at 5 and 10.
  const perRetriever = retrievers.map(() => ({ rows: [] as { category: number; recall: number[] }[], tokens: tokenKs.map(() => 0) }));
  let fullTokens = 0;
  let questions = 0;
  const totalQuestions = options.conversations.reduce((n, c) => n + c.questions.length, 0) * retrievers.length;
  let done = 0;
  const store = options.store ?? ':memory:';
  if (store !== ':memory:' && !/^pglite:(\/\/)?(memory)?$/i.test(store)) {
    const probe = await createMnemo({ db: store, embedder });
    const n = (await probe.admin.stats().finally(() => probe.close())).memories;
    if (n > 0)
      throw new MnemoError('CONFIG_INVALID', `the LoCoMo bench writes its conversations into --store: give an empty store (this one has ${n} memories)`);
  }

  for (const [ci, conv] of options.conversations.entries()) {
    const last = Math.max(...conv.turns.map((t) => t.at.getTime()));
    // Questions are asked the day after the conversation's last session.
    const now = new Date((Number.isFinite(last) ? last : Date.now()) + 86_400_000);
    const mnemo = await createMnemo({ db: store, embedder, now: () => now });
    try {
      const scope = { userId: `locomo-${ci + 1}` };
      const inputs = conv.turns.flatMap((t, i) => {
        const input = turnInput(t, contextTurns > 0 ? conv.turns.slice(Math.max(0, i - contextTurns), i).filter((p) => p.session === t.session) : []);
        // What the guard refuses (a secret-looking string, an oversize turn) is skipped and reported, as a user's import would be.
        const refusal = refused(input.content, DEFAULT_GUARD_LIMITS);
        if (refusal) {
          options.onSkip?.(conv.id, t.id, refusal);
          return [];
        }
        return input.context !== undefined && refused(input.context, { maxChars: 8000 }) ? [{ ...input, context: undefined }] : [input];
      });
      // transcript turns are a bulk load: kept as written, not consolidated
      const memories = await mnemo.rememberMany(scope, inputs, {
        consolidate: false,
        onProgress: (d, t) => options.onProgress?.(`ingest ${conv.id}`, d, t),
      });
      const idOf = new Map(memories.map((m) => [m.id, String(m.metadata.turn)]));
      const tokensOf = new Map(memories.map((m) => [m.id, tokenizer.count(m.content)]));
      const conversationTokens = tokenizer.count(memories.map((m) => m.content).join('\n'));
      fullTokens += conversationTokens * conv.questions.length;
      questions += conv.questions.length;
      for (const [ri, name] of retrievers.entries()) {
        const retriever = LOCOMO_RETRIEVERS[name] as (typeof LOCOMO_RETRIEVERS)[string];
        const config = { ...retriever.config, ...extra };
        const acc = perRetriever[ri] as (typeof perRetriever)[number];
        for (const q of conv.questions) {
          const recalled = await mnemo.recall(scope, q.question, { k: recallK, legs: retriever.legs, config });
          const turnIds = recalled.map((r) => idOf.get(r.memory.id) ?? '');
          acc.rows.push({ category: q.category, recall: ks.map((k) => recallAt(q.evidence, turnIds.slice(0, k))) });
          tokenKs.forEach((k, i) => {
            acc.tokens[i] = (acc.tokens[i] as number) + recalled.slice(0, k).reduce((n, r) => n + (tokensOf.get(r.memory.id) ?? 0), 0);
          });
          options.onProgress?.('recall', ++done, totalQuestions);
        }
      }
    } finally {
      await mnemo.close();
    }
  }

  return retrievers.map((name, ri) => {
    const acc = perRetriever[ri] as (typeof perRetriever)[number];
    const categories = [...new Set(acc.rows.map((r) => r.category))].sort((a, b) => a - b);
    const retriever = LOCOMO_RETRIEVERS[name] as (typeof LOCOMO_RETRIEVERS)[string];
    const resolved = RecallConfigSchema.parse({ ...retriever.config, ...extra });
    return {
      questions: acc.rows.length,
      overall: meanRecall(acc.rows, ks),
      byCategory: Object.fromEntries(
        categories.map((c) => {
          const rows = acc.rows.filter((r) => r.category === c);
          return [String(c), { name: LOCOMO_CATEGORIES[c] ?? `category ${c}`, questions: rows.length, ...meanRecall(rows, ks) } as CategoryResult];
        }),
      ),
      contextTokens: Object.fromEntries(
        tokenKs.map((k, i) => [`k${k}`, round1((acc.tokens[i] as number) / Math.max(1, acc.rows.length))]),
      ) as LocomoResult['contextTokens'],
      fullConversationTokens: round1(fullTokens / Math.max(1, questions)),
      retriever: name,
      config: { legs: retriever.legs, contextTurns, ...resolved, embedder: `${embedder.provider}/${embedder.modelId}` },
    };
  });
}

/** The share of `evidence` found among `retrieved` (1 when there is no evidence), as the paper counts it. */
export function recallAt(evidence: readonly string[], retrieved: readonly string[]): number {
  if (evidence.length === 0) return 1;
  const top = new Set(retrieved);
  let found = 0;
  for (const e of evidence) if (top.has(e)) found++;
  return found / evidence.length;
}

/**
 * One turn as an episodic memory: who said what (as the paper words it), with the shared image's
 * caption, dated by its session; the turns just before it in the session are its search context.
 */
export function turnInput(turn: LocomoTurn, before: readonly LocomoTurn[] = []): RememberInput {
  const context = before.map(plainText).join(' ');
  return {
    content: `${turn.speaker} said, "${turn.text}"${turn.caption ? ` [shares ${turn.caption}]` : ''}`.replace(/ said, ""/, ' shared an image'),
    kind: 'episode' as const,
    validFrom: turn.at,
    ...(context !== '' && { context }),
    metadata: { turn: turn.id, speaker: turn.speaker, session: turn.session },
  };
}

function plainText(turn: LocomoTurn): string {
  return turn.caption ? `${turn.text} [shares ${turn.caption}]` : turn.text;
}

function refused(text: string, limits: GuardLimits): string | null {
  try {
    guardText(text, limits);
    return null;
  } catch (error) {
    if (MnemoError.isInstance(error)) return error.code;
    throw error;
  }
}

function meanRecall(rows: readonly { recall: number[] }[], ks: readonly number[]): RecallAtK {
  return Object.fromEntries(
    ks.map((k, i) => [`R@${k}`, rows.length ? round1((100 * rows.reduce((s, r) => s + (r.recall[i] as number), 0)) / rows.length) : 0]),
  );
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
