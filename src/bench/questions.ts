/**
 * `mnemo bench questions`: plain questions against stored memories (corpora/recall/, issue 24).
 * Each user of the corpus goes into a fresh in-memory store through `admin.importLines` (ids,
 * dates, triples and supersession kept as written), then every question is recalled at the user's
 * `now` with the default configuration, and scored as the corpus README says: hit@1 and hit@3 per
 * kind over the list with non-current memories dropped, stale@1 for superseded questions from a
 * recall with `includeInvalid`.
 *
 * Two sets are shipped, each a tuning file and a held-out file (the second is given as `corpus`). A
 * held-out file is read only when asked (`heldOut: true`, or a `corpus` named `heldout…`), and its
 * result carries aggregates only: never a question, a memory or a per-case result (the corpus
 * README's held-out rule).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MnemoError } from '../core/errors.js';
import { createMnemo } from '../engine/create-mnemo.js';
import type { RecallConfigInput } from '../read/rank/config.js';
import { MEMORY_KINDS } from '../core/types/memory.js';

const corpusFile = (name: string) => fileURLToPath(new URL(`../../corpora/recall/${name}`, import.meta.url));
/** The first set: the tuning file and the held-out file shipped with the repository. */
export const QUESTIONS_TUNE = corpusFile('tune.jsonl');
export const QUESTIONS_HELDOUT = corpusFile('heldout.jsonl');
/** The second set (corpora/recall/README.md): give it as `corpus`; a file named `heldout…` is scored as held out. */
export const QUESTIONS_TUNE_2 = corpusFile('tune-2.jsonl');
export const QUESTIONS_HELDOUT_2 = corpusFile('heldout-2.jsonl');

/** A corpus file is a held-out file when its name says so (`heldout.jsonl`, `heldout-2.jsonl`): aggregates only. */
export const isHeldOutFile = (file: string): boolean => /heldout/i.test(basename(file));

/** The question kinds of the corpus, in report order (`taste` in the second set only). */
export const QUESTION_KINDS = ['attribute', 'time', 'relation', 'implicit', 'paraphrase', 'superseded', 'taste'] as const;

const day = z.string().min(1);
const Memory = z.object({
  id: z.string().min(1),
  kind: z.enum(MEMORY_KINDS),
  content: z.string().min(1),
  triple: z.object({ subject: z.string(), predicate: z.string(), object: z.string() }).nullable(),
  at: day,
  eventAt: day.optional(),
  validFrom: day,
  importance: z.number().min(0).max(1),
  supersededBy: z.string().nullable(),
  invalidatedAt: day.optional(),
  supersedes: z.string().optional(),
});
const Question = z.object({
  q: z.string().min(1),
  kind: z.enum(QUESTION_KINDS),
  expect: z.array(z.string()).min(1),
  notTop: z.array(z.string()).default([]),
});
const User = z.object({ user: z.string().min(1), now: z.string().min(1), memories: z.array(Memory), questions: z.array(Question) });
type User = z.infer<typeof User>;

/** Hit rates of one kind (or of all), in percent. */
export interface QuestionScore {
  readonly n: number;
  readonly hit1: number;
  readonly hit3: number;
  /** Superseded questions only: share whose first result with history included is an old value (null for other kinds). */
  readonly stale1: number | null;
}

/** One file's result. */
export interface QuestionsFileResult {
  /** The file's name (`tune-2.jsonl`). */
  readonly file: string;
  /** Whether it is a held-out file: then no question, memory or per-case result is reported. */
  readonly heldOut: boolean;
  readonly users: number;
  readonly memories: number;
  readonly all: QuestionScore;
  readonly byKind: Readonly<Record<string, QuestionScore>>;
  /** Cases not found in the first three, as `user#n` (n counts the user's questions from 0); empty for a held-out file. */
  readonly failing: readonly string[];
  /** Tuning file only: each miss with its question and what came first (never for the held-out file). */
  readonly misses?: readonly { id: string; kind: string; q: string; expect: string[]; top: string[] }[];
}

/** What {@link runQuestionsBench} returns. */
export interface QuestionsBenchResult {
  readonly results: readonly QuestionsFileResult[];
}

/** Options of {@link runQuestionsBench}. */
export interface QuestionsBenchOptions {
  /** A corpus file in the corpus format instead of the shipped tuning file (`QUESTIONS_TUNE_2`, or a held-out file: see {@link isHeldOutFile}). */
  readonly corpus?: string;
  /** Also score the first set's held-out file (once, at the end of tuning: corpora/recall/README.md). */
  readonly heldOut?: boolean;
  /** Recall configuration overrides (experiments). */
  readonly config?: RecallConfigInput;
}

/** Reads a corpus file. */
export function readQuestionsCorpus(file: string): User[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new MnemoError('INVALID_INPUT', `cannot read the question corpus ${file}: give --corpus <file.jsonl>`);
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      const parsed = User.safeParse(JSON.parse(l));
      if (!parsed.success) throw new MnemoError('INVALID_INPUT', `line ${i + 1} of the question corpus does not have the corpus format`);
      return parsed.data;
    });
}

/**
 * Scores the tuning file (or `corpus`), and the first set's held-out file when asked. A `corpus`
 * named `heldout…` is scored as a held-out file: aggregates only.
 */
export async function runQuestionsBench(options: QuestionsBenchOptions = {}): Promise<QuestionsBenchResult> {
  const first = options.corpus ?? QUESTIONS_TUNE;
  const results: QuestionsFileResult[] = [await scoreFile(readQuestionsCorpus(first), basename(first), isHeldOutFile(first), options.config)];
  if (options.heldOut) results.push(await scoreFile(readQuestionsCorpus(QUESTIONS_HELDOUT), basename(QUESTIONS_HELDOUT), true, options.config));
  return { results };
}

async function scoreFile(users: readonly User[], file: string, heldOut: boolean, config: RecallConfigInput | undefined): Promise<QuestionsFileResult> {
  const rows: { kind: string; hit1: number; hit3: number; stale: number | null }[] = [];
  const failing: string[] = [];
  const misses: { id: string; kind: string; q: string; expect: string[]; top: string[] }[] = [];
  let memories = 0;
  for (const u of users) {
    const now = new Date(u.now);
    const mnemo = await createMnemo({ db: ':memory:', now: () => now });
    try {
      const scope = { tenantId: 'bench', userId: u.user };
      await mnemo.admin.importLines(exportLines(u), { scope });
      memories += u.memories.length;
      const current = new Set(u.memories.filter((m) => m.supersededBy === null).map((m) => m.id));
      for (const [n, q] of u.questions.entries()) {
        const got = (await mnemo.recall(scope, q.q, { k: 10, ...(config && { config }) })).map((r) => r.memory.id).filter((id) => current.has(id));
        const hit = (k: number) => (got.slice(0, k).some((id) => q.expect.includes(id)) ? 1 : 0);
        let stale: number | null = null;
        if (q.kind === 'superseded') {
          const all = await mnemo.recall(scope, q.q, { k: 3, includeInvalid: true, ...(config && { config }) });
          stale = all[0] && q.notTop.includes(all[0].memory.id) ? 1 : 0;
        }
        rows.push({ kind: q.kind, hit1: hit(1), hit3: hit(3), stale });
        if (hit(3) === 0 && !heldOut) {
          failing.push(`${u.user}#${n}`);
          misses.push({ id: `${u.user}#${n}`, kind: q.kind, q: q.q, expect: q.expect, top: got.slice(0, 3) });
        }
      }
    } finally {
      await mnemo.close();
    }
  }
  const score = (rs: typeof rows): QuestionScore => {
    const stale = rs.filter((r) => r.stale !== null);
    const pct = (xs: number[]) => (xs.length === 0 ? 0 : (100 * xs.reduce((a, b) => a + b, 0)) / xs.length);
    return {
      n: rs.length,
      hit1: pct(rs.map((r) => r.hit1)),
      hit3: pct(rs.map((r) => r.hit3)),
      stale1: stale.length > 0 ? pct(stale.map((r) => r.stale as number)) : null,
    };
  };
  const byKind: Record<string, QuestionScore> = {};
  for (const k of QUESTION_KINDS) byKind[k] = score(rows.filter((r) => r.kind === k));
  return { file, heldOut, users: users.length, memories, all: score(rows), byKind, failing, ...(!heldOut && { misses }) };
}

/** The user's memories as export lines: a header, then one line per memory with its dates and chain. */
export function exportLines(u: User): string[] {
  const date = (d: string) => new Date(d.length === 10 ? `${d}T00:00:00Z` : d).toISOString();
  const header = { type: 'header', format: 'mnemo-export', version: 1, userId: u.user, tenantId: 'bench' };
  return [
    JSON.stringify(header),
    ...u.memories.map((m) =>
      JSON.stringify({
        type: 'memory',
        id: m.id,
        kind: m.kind,
        content: m.content,
        triple: m.triple,
        importance: m.importance,
        createdAt: date(m.at),
        validFrom: date(m.validFrom),
        invalidatedAt: m.invalidatedAt ? date(m.invalidatedAt) : null,
        supersededBy: m.supersededBy,
        supersedes: m.supersedes ?? null,
      }),
    ),
  ];
}

/** The result as text tables: per file, hit@1 / hit@3 per kind and in total; `misses` lists the tuning file's misses with their questions. */
export function formatQuestionsBench(r: QuestionsBenchResult, options: { misses?: boolean } = {}): string {
  const f1 = (x: number) => x.toFixed(1);
  const out: string[] = [];
  for (const res of r.results) {
    out.push(
      `Questions about the user (${res.file}${res.heldOut ? ', held out' : ''}): ${res.users} users, ${res.memories} memories, ${res.all.n} questions, default offline recall`,
    );
    out.push('kind          n   hit@1   hit@3  stale@1');
    const line = (name: string, s: QuestionScore) =>
      `${name.padEnd(10)} ${String(s.n).padStart(4)}  ${f1(s.hit1).padStart(6)}  ${f1(s.hit3).padStart(6)}  ${s.stale1 === null ? '     -' : f1(s.stale1).padStart(7)}`;
    for (const k of QUESTION_KINDS) if ((res.byKind[k]?.n ?? 0) > 0) out.push(line(k, res.byKind[k] as QuestionScore));
    out.push(line('all', res.all));
    out.push(res.heldOut ? 'held out: no per-case result is shown' : `not in the first 3: ${res.failing.length === 0 ? 'none' : res.failing.join(' ')}`);
    for (const m of options.misses ? (res.misses ?? []) : [])
      out.push(`  ${m.id} ${m.kind}: "${m.q}" expects ${m.expect.join('/')}, got ${m.top.join(' ') || 'nothing'}`);
    out.push('');
  }
  return out.join('\n').trimEnd();
}
