/**
 * Lessons from episodes (M18). Episodes that keep recurring — at least `lessonMinEpisodes` current
 * episodes at cosine ≥ `lessonSimilarity` to the cluster's first one — become one durable lesson (a
 * fact or a procedure) with lineage to every episode; then the episodes are archived. The lesson
 * is written first, in its own transaction, so a crash between the two leaves both the lesson and
 * the episodes, never neither. Archiving sets `archivedAt` with the reason
 * `archived: learned as lesson <id>` (kept, out of recall by default, listable, in history).
 *
 * Only a model phrases a lesson (structured output, validated). Offline the pass reports the
 * clusters it found and writes nothing: no rule can honestly say what three episodes teach.
 */
import { z } from 'zod';
import { readFilter, type Caller } from '../../core/caller.js';
import { ChangeSet } from '../../write/correct/change-set.js';
import { cosine } from '../../models/embedders/embed.js';
import { buildRecord } from '../../write/ingest/record.js';
import { generateStructured } from '../../models/providers/structured.js';
import type { ScopeInput } from '../../core/scope-input.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { LearnDeps } from './deps.js';

/** A cluster of similar episodes. */
export interface EpisodeCluster {
  /** Oldest first. */
  readonly episodeIds: readonly string[];
  /** The lowest similarity of a member to the first episode. */
  readonly minSimilarity: number;
}

/** A lesson written from a cluster. */
export interface LearnedLesson {
  readonly memoryId: string;
  readonly kind: 'fact' | 'procedure';
  readonly content: string;
  readonly episodeIds: readonly string[];
}

/** What a lesson pass found and did. */
export interface LessonReport {
  readonly clusters: readonly EpisodeCluster[];
  readonly lessons: readonly LearnedLesson[];
  /** Why clusters were left as they are (no model, dry run, the model saw no lesson). */
  readonly notes: readonly string[];
}

/**
 * Greedy clustering: each episode not yet taken seeds a cluster of the later untaken episodes at
 * least `similarity` to it; clusters smaller than `minEpisodes` are let go (their members stay free).
 */
export function clusterEpisodes(episodes: readonly MemoryRecord[], similarity: number, minEpisodes: number): EpisodeCluster[] {
  const pool = episodes
    .filter((e) => e.embedding)
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
  const taken = new Set<string>();
  const out: EpisodeCluster[] = [];
  for (const seed of pool) {
    if (taken.has(seed.id)) continue;
    const members = [{ id: seed.id, s: 1 }];
    for (const other of pool) {
      if (other.id === seed.id || taken.has(other.id)) continue;
      const s = cosine(seed.embedding as Float32Array, other.embedding as Float32Array);
      if (s >= similarity) members.push({ id: other.id, s });
    }
    if (members.length < minEpisodes) continue;
    for (const m of members) taken.add(m.id);
    out.push({ episodeIds: members.map((m) => m.id), minSimilarity: Math.round(Math.min(...members.map((m) => m.s)) * 1000) / 1000 });
  }
  return out;
}

const LessonSchema = z.object({
  /** Null when the episodes teach nothing durable. */
  lesson: z
    .object({
      kind: z.enum(['fact', 'procedure']),
      content: z.string().min(1).max(500),
      importance: z.number().min(0).max(1),
    })
    .nullable(),
});

const LESSON_SYSTEM = [
  'You turn several similar past episodes of one user into one durable lesson: a fact about the user or their world,',
  'or a procedure (how something is done, what to do next time). Write one self-contained sentence in the third person',
  '("The user …" or "When …, …"). Use only what the episodes say; never invent a cause. Return {"lesson": null} when',
  'they teach nothing durable.',
].join(' ');

/** `mnemo.lessons`: find clusters of similar episodes and, with a model, learn from them. */
export class Lessons {
  constructor(private readonly deps: LearnDeps) {}

  /** Runs one lesson pass for a user. `dryRun` reports clusters and writes nothing. */
  async learn(scopeInput: ScopeInput, options: { dryRun?: boolean } = {}): Promise<LessonReport> {
    const caller = await this.deps.caller(scopeInput);
    const { store, writePath } = this.deps;
    const episodes = await store.listMemories(caller.scope, {
      filter: readFilter(caller, { kinds: ['episode'] }, this.deps.now()),
      limit: 5000,
      withEmbeddings: true,
    });
    const clusters = clusterEpisodes(episodes, writePath.lessonSimilarity, writePath.lessonMinEpisodes);
    const notes: string[] = [];
    if (clusters.length === 0) return { clusters, lessons: [], notes };
    if (options.dryRun) return { clusters, lessons: [], notes: ['dry run: nothing written'] };
    const model = this.deps.llm;
    if (!model) {
      notes.push('phrasing a lesson needs a language model (set MNEMO_LLM): the clusters are reported and nothing was written');
      return { clusters, lessons: [], notes };
    }
    const byId = new Map(episodes.map((e) => [e.id, e]));
    const lessons: LearnedLesson[] = [];
    for (const cluster of clusters) {
      const members = cluster.episodeIds.map((id) => byId.get(id) as MemoryRecord);
      const prompt = ['Episodes:', ...members.map((e) => `- ${e.validFrom.toISOString().slice(0, 10)}: ${e.content}`)].join('\n');
      const reply = await generateStructured(model, {
        schema: LessonSchema,
        name: 'mnemo_lesson',
        system: LESSON_SYSTEM,
        prompt,
        timeoutMs: writePath.modelTimeoutMs,
      });
      if (!reply.lesson) {
        notes.push(`the model saw no lesson in ${cluster.episodeIds.join(', ')}`);
        continue;
      }
      lessons.push(await this.write(caller, members, reply.lesson));
    }
    this.deps.logger.info('lessons learned', { clusters: clusters.length, lessons: lessons.length });
    return { clusters, lessons, notes };
  }

  /** Writes the lesson (lineage to every episode), then archives the episodes in a second transaction. */
  private async write(caller: Caller, episodes: readonly MemoryRecord[], lesson: z.infer<typeof LessonSchema>['lesson'] & object): Promise<LearnedLesson> {
    const { store, limits } = this.deps;
    const [first, ...rest] = episodes.map((e) => ({ type: 'consolidation' as const, id: e.id }));
    const at = this.deps.now();
    const { record } = buildRecord(
      caller.scope,
      { content: lesson.content, kind: lesson.kind, importance: lesson.importance, confidence: 0.8, source: first },
      caller.access.defaultNamespace,
      at,
      limits,
    );
    const [vector] = await this.deps.embed([record.content]);
    const stored: MemoryRecord = { ...record, embedding: vector ?? null, embeddingModel: vector ? await this.deps.embeddingModel() : null };
    const ids = episodes.map((e) => e.id);
    const written = new ChangeSet(caller.scope, caller.actor, at);
    written.create(stored, `lesson learned from ${ids.length} similar episodes: ${ids.join(', ')}`, rest);
    await store.write(caller.scope, written.ops);

    // The episodes are archived (kept, out of recall by default, listable), not forgotten.
    const archivedAt = this.deps.now();
    const archived = new ChangeSet(caller.scope, caller.actor, archivedAt);
    for (const e of episodes) {
      archived.patch(
        e.id,
        { archivedAt },
        'archive',
        { archivedAt: null },
        { archivedAt: archivedAt.toISOString() },
        `archived: learned as lesson ${stored.id}`,
      );
    }
    await store.write(caller.scope, archived.ops);
    return { memoryId: stored.id, kind: lesson.kind, content: stored.content, episodeIds: ids };
  }
}
