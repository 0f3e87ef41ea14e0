/**
 * The extraction job: new turns of one session (after its watermark, up to the job's `upToSeq`) →
 * extractor → guards → consolidation → one transaction holding the memory changes, the new
 * watermark and the job's completion. If the process dies before the commit nothing is written and
 * the job's lease runs out so it is claimed again; if another worker already moved the watermark the
 * batch is refused (CONFLICT) and the retry finds the work done. Either way no event is extracted
 * twice and nothing acknowledged is lost.
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import { consolidate, type ConsolidationAction, type Decider } from '../consolidate/index.js';
import type { Extractor } from '../extract/types.js';
import { guardCandidates, recentUserTurns, WINDOW_TURNS } from '../guard/candidates.js';
import type { GuardLimits } from '../guard/index.js';
import { redactText } from '../validate/index.js';
import type { Logger } from '../../core/logger.js';
import { resolveAccess } from '../../core/policy/namespaces.js';
import type { WritePathConfig } from '../sessions/config.js';
import { resumedTurn } from '../sessions/resumed.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { TypedJob } from '../../core/types/job.js';
import type { Scope } from '../../core/types/scope.js';

/** What the job needs from the engine. */
export interface ExtractionEngine {
  readonly store: StorageAdapter;
  readonly extractor: Extractor;
  readonly decider: Decider | null;
  readonly embed: (texts: readonly string[]) => Promise<Float32Array[]>;
  readonly embeddingModel: () => Promise<string>;
  readonly limits: GuardLimits;
  readonly config: WritePathConfig;
  readonly logger: Logger;
  readonly now: () => Date;
  /** The attribute model (default: the built-in table). */
  readonly attributes?: AttributeTable | undefined;
}

/** What one extraction run did. */
export interface ExtractionReport {
  readonly sessionId: string;
  readonly fromSeq: number;
  readonly toSeq: number;
  readonly actions: readonly ConsolidationAction[];
  readonly dropped: readonly { kind: string; reason: string }[];
  /** True when the events were already extracted (by an earlier job) and nothing was done. */
  readonly skipped: boolean;
}

/** Runs one extraction job; commits its completion with its writes. */
export async function runExtractionJob(engine: ExtractionEngine, job: TypedJob<'extract'>, workerId: string): Promise<ExtractionReport> {
  const { sessionId, upToSeq } = job.payload;
  const base: Scope = { tenantId: job.tenantId, userId: job.userId };
  const session = await engine.store.getSession(base, sessionId);
  const now = engine.now();
  const done = async (): Promise<void> => {
    await engine.store.write(base, [{ type: 'completeJob', jobId: job.id, workerId, at: now }]);
  };
  if (!session || session.watermark >= upToSeq) {
    await done();
    return { sessionId, fromSeq: session?.watermark ?? 0, toSeq: upToSeq, actions: [], dropped: [], skipped: true };
  }
  const scope: Scope = { ...base, agentId: session.agentId ?? undefined, sessionId };
  // One read of the session: the new events (after the watermark) and the recent turns before them,
  // which the guards read together (an instruction split over turns) and the rules read for who "she" is.
  const windowFrom = Math.max(0, upToSeq - 4 * WINDOW_TURNS);
  const read = await engine.store.getEvents(scope, sessionId, { afterSeq: Math.min(session.watermark, windowFrom), upToSeq });
  const events = read.filter((e) => e.seq > session.watermark && !e.memoryEdit);
  const recent = read.filter((e) => e.seq > windowFrom);
  // A conversation resumed after an idle timeout goes on from the last session's last user turn (sessions/resumed.ts).
  const resumed = session.watermark === 0 ? await resumedTurn(engine.store, scope, sessionId) : null;
  const earlier = [...(resumed ? [resumed] : []), ...read.filter((e) => e.seq <= session.watermark)];
  const profile = await engine.store.getProfile(scope);
  const result =
    events.length > 0
      ? await engine.extractor.extract({ summary: session.summary, events, earlier, profile, includeToolOutput: engine.config.rememberToolOutput })
      : { candidates: [], forget: [], summary: session.summary };
  const guarded = guardCandidates(result.candidates, {
    importanceFloor: engine.config.importanceFloor,
    maxChars: engine.limits.maxChars,
    rememberToolOutput: engine.config.rememberToolOutput,
    window: recentUserTurns(recent),
  });
  const access = await resolveAccess(engine.store, scope);
  const plan = await consolidate(
    {
      store: engine.store,
      embed: engine.embed,
      embeddingModel: await engine.embeddingModel(),
      limits: engine.limits,
      now,
      namespace: access.defaultNamespace,
      readable: access.readable,
      canWrite: access.canWrite,
      actor: { type: 'system', id: `extractor:${engine.extractor.name}` },
      decider: engine.decider,
      thresholds: { duplicate: engine.config.duplicateThreshold, novel: engine.config.novelThreshold },
      origin: `session:${sessionId}`,
      attributes: engine.attributes,
    },
    scope,
    guarded.kept,
    // a forget topic goes into history as part of the reason: it is redacted like any side field
    result.forget.map((f) => ({ ...f, topic: redactText(f.topic) })),
  );
  await engine.store.write(scope, [
    ...plan.ops,
    { type: 'advanceSession', sessionId, from: session.watermark, to: upToSeq, summary: redactText(result.summary).slice(0, 4000) },
    { type: 'completeJob', jobId: job.id, workerId, at: now },
  ]);
  for (const a of plan.actions) engine.logger.info('memory write', { op: a.op, memory: a.memoryId, target: a.targetId, reason: a.reason });
  for (const d of guarded.dropped) engine.logger.info('candidate dropped', d);
  return { sessionId, fromSeq: session.watermark, toSeq: upToSeq, actions: plan.actions, dropped: guarded.dropped, skipped: false };
}
