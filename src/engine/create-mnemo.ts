/**
 * The composition root: resolved configuration → adapters → the facade.
 */
import { createModelDecider } from '../write/consolidate/decide.js';
import { createModelExtractor } from '../write/extract/model.js';
import { createRuleExtractor } from '../write/extract/rules.js';
import { createLanguageModel } from '../models/providers/registry.js';
import { createEmbedder } from '../models/embedders/registry.js';
import { resolveConfig, type MnemoConfig, type MnemoOptions } from './config/index.js';
import { EmbeddingGate } from '../models/embedding-gate.js';
import { maintainScope } from '../keep/forget/maintain.js';
import { runExtractionJob, type ExtractionEngine } from '../write/jobs/extract-job.js';
import { runLearnJob } from '../keep/learn/job.js';
import { MnemoError } from '../core/errors.js';
import { Mnemo } from './mnemo.js';
import { openStore } from '../storage/open.js';

export type { MnemoOptions } from './config/index.js';

/** Opens a store (migrating it) and returns the engine. Options win over the environment (`MNEMO_*`), which wins over the defaults. */
export async function createMnemo(options: MnemoOptions = {}): Promise<Mnemo> {
  return createMnemoFromConfig(resolveConfig(options));
}

/** Builds the engine from a configuration {@link resolveConfig} produced (the CLI resolves first to check paths). */
export async function createMnemoFromConfig(config: MnemoConfig): Promise<Mnemo> {
  const { logger, writePath, limits, now, forgetting } = config;
  const llm = config.llm.kind === 'none' ? null : config.llm.kind === 'model' ? config.llm.model : await createLanguageModel(config.llm.spec);
  const store = config.store.kind === 'adapter' ? config.store.adapter : await openStore(config.store, logger).catch(storeUnavailable);
  try {
    await store.migrate();
    const embedder =
      config.embedder.kind === 'instance'
        ? config.embedder.embedder
        : await createEmbedder(config.embedder.spec, { logger, cacheDir: config.embedder.cacheDir, env: config.env });
    const embeddings = new EmbeddingGate(store, embedder);
    const extractor =
      config.extraction.extractor ??
      (llm ? createModelExtractor(llm, { timeoutMs: writePath.modelTimeoutMs, ...config.extraction.options }) : createRuleExtractor());
    const decider = llm ? createModelDecider(llm, { timeoutMs: writePath.modelTimeoutMs }) : null;
    const extraction: ExtractionEngine = {
      store,
      extractor,
      decider,
      embed: (texts) => embeddings.embed(texts),
      embeddingModel: async () => (await embeddings.space()).modelId,
      limits,
      attributes: config.attributes,
      config: writePath,
      logger,
      now,
    };
    // The learn job runs the engine's own lesson and dream passes: bound once the engine exists.
    let engine: Mnemo | null = null;
    const learnWith = (): Mnemo => {
      if (!engine) throw new MnemoError('CLOSED', 'the engine is not ready');
      return engine;
    };
    engine = new Mnemo({
      store,
      embeddings,
      logger,
      recall: config.recall,
      limits,
      attributes: config.attributes,
      topics: config.topics,
      now,
      llm,
      decider,
      writePath,
      forgetting,
      jobHandlers: {
        extract: (job, workerId) => runExtractionJob(extraction, job, workerId),
        maintain: (job) => maintainScope({ store, config: forgetting, now: now() }, { tenantId: job.tenantId, userId: job.userId }),
        learn: (job) => runLearnJob(learnWith(), job),
      },
    });
    return engine;
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** A store that cannot be opened (a path under a file, no permission) is a coded error naming no path. */
function storeUnavailable(error: unknown): never {
  if (MnemoError.isInstance(error)) throw error;
  throw new MnemoError('CONFIG_INVALID', 'the store cannot be opened: check that the database path is a file whose directory can be created and written', {
    cause: error,
    details: { setting: 'db' },
  });
}
