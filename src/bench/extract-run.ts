/**
 * Runs the extraction corpus (issue 23) through the library as a user meets it without a model:
 * each case is its own user on one real SQLite file; the seeded profile and memories are
 * remembered first; every turn is appended to a session and its extraction job runs (the offline
 * rules, the guards, consolidation), with the engine's clock at the turn's date. The profile and the
 * memories before and after each turn are judged by `extract-cases.ts`. Reports carry ids, kinds
 * and counts, never a sentence.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { MemoryRecord } from '../core/types/memory.js';
import { createMnemo } from '../engine/create-mnemo.js';
import type { Mnemo } from '../engine/mnemo.js';
import { analyseTurn } from '../write/extract/clauses/index.js';
import { createRuleExtractor } from '../write/extract/rules.js';
import { judgeTurn, readCases, type ExtractCase, type TurnObservation, type TurnVerdict } from './extract-cases.js';

/** The corpus files shipped in the repository. */
export const TUNE_CORPUS = fileURLToPath(new URL('../../corpora/extract/tune.jsonl', import.meta.url));
export const HELDOUT_CORPUS = fileURLToPath(new URL('../../corpora/extract/heldout.jsonl', import.meta.url));

/** The targets of issue 23, judged on held-out data only. */
export const CORPUS_TARGETS = { precision: 0.95, recall: 0.9, wrongEdits: 0, cpuMsPerTurn: 2 } as const;

/** Figures of one kind (or of all). */
export interface KindScore {
  readonly cases: number;
  readonly passed: number;
  readonly turns: number;
  /** Turns with a wrong edit (a profile key or seeded memory changed that the user did not mean). */
  readonly wrongEdits: number;
  /** Extracted memories that match what the case expects ÷ all extracted memories (at or above the floor). */
  readonly precision: number;
  /** Precision by the README's rule before round 6: a memory wanted only by a dialogue's `after` check counts as an extra. */
  readonly precisionStoreOnly: number;
  /** `store` matchers met ÷ all `store` matchers. */
  readonly recall: number;
  readonly matched: number;
  readonly extracted: number;
  readonly met: number;
  readonly expected: number;
}

/** The result over one corpus file. */
export interface CorpusScore {
  readonly file: string;
  readonly perKind: Readonly<Record<string, KindScore>>;
  readonly all: KindScore;
  /** Ids of cases that failed, with the checks that failed (never the sentence). */
  readonly failing: readonly { readonly id: string; readonly failed: readonly string[] }[];
}

const score = (cases: readonly { verdicts: readonly TurnVerdict[] }[]): KindScore => {
  const v = cases.flatMap((c) => c.verdicts);
  const sum = (f: (x: TurnVerdict) => number) => v.reduce((n, x) => n + f(x), 0);
  const matched = sum((x) => x.matched);
  const extracted = sum((x) => x.extracted);
  const met = sum((x) => x.met);
  const expected = sum((x) => x.expected);
  return {
    cases: cases.length,
    passed: cases.filter((c) => c.verdicts.every((x) => x.pass)).length,
    turns: v.length,
    wrongEdits: v.filter((x) => x.wrongEdit).length,
    precision: extracted === 0 ? 1 : matched / extracted,
    precisionStoreOnly: extracted === 0 ? 1 : (matched - sum((x) => x.matchedByAfter)) / extracted,
    recall: expected === 0 ? 1 : met / expected,
    matched,
    extracted,
    met,
    expected,
  };
};

/** A look at each turn while tuning (tune data only: the CLI never passes one). */
export type Inspect = (c: ExtractCase, said: string, observed: TurnObservation, verdict: TurnVerdict) => void;

/** Scores the cases of one file. */
export async function scoreCorpus(file: string, cases: readonly ExtractCase[] = readCases(file), inspect?: Inspect): Promise<CorpusScore> {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-extract-bench-'));
  let clock = new Date('2026-01-01T12:00:00Z');
  const m = await createMnemo({ db: join(dir, 'bench.db'), llm: null, now: () => clock, writePath: { background: false } });
  try {
    const results: { id: string; kind: string; verdicts: TurnVerdict[] }[] = [];
    for (const c of cases) {
      clock = new Date(`${c.turns[0]?.at ?? '2026-01-01'}T12:00:00Z`);
      const verdicts = await runCase(m, c, (d) => (clock = d), inspect);
      results.push({ id: c.id, kind: c.kind, verdicts });
    }
    const kinds = [...new Set(results.map((r) => r.kind))];
    return {
      file: file.split('/').pop() ?? file,
      perKind: Object.fromEntries(kinds.map((k) => [k, score(results.filter((r) => r.kind === k))])),
      all: score(results),
      failing: results
        .filter((r) => r.verdicts.some((v) => !v.pass))
        .map((r) => ({ id: r.id, failed: [...new Set(r.verdicts.flatMap((v, i) => v.failed.map((f) => `t${i + 1} ${f}`)))] })),
    };
  } finally {
    await m.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runCase(m: Mnemo, c: ExtractCase, setClock: (d: Date) => void, inspect?: Inspect): Promise<TurnVerdict[]> {
  const scope = { userId: c.id.replace(/[^A-Za-z0-9_-]/g, '_') };
  const first = new Date(`${c.turns[0]?.at}T12:00:00Z`);
  const yearBefore = new Date(first.getTime() - 365 * 86_400_000);
  const seeded = new Map<string, string>();
  for (const [key, value] of Object.entries(c.profileBefore ?? {})) {
    const r = await m.remember(scope, {
      content: `The user's ${key} is ${value}.`,
      triple: { subject: 'user', predicate: key, object: value },
      source: { type: 'user_explicit', id: null },
      validFrom: yearBefore,
      importance: 0.7,
    });
    seeded.set(r.id, `p:${key}`);
  }
  for (const s of c.memoriesBefore ?? []) {
    const kind = (s.kind ?? 'fact') as MemoryRecord['kind'];
    const r = await m.remember(
      scope,
      { content: s.content, kind, ...(s.triple && { triple: s.triple }), source: { type: 'user_explicit', id: null }, validFrom: yearBefore, importance: 0.6 },
      { consolidate: false },
    );
    seeded.set(r.id, s.id);
  }
  // A seeded memory about the user whose triple is a profile field holds that field ("The user's partner is Jules."):
  // ending the memory the label names ends the field with it.
  const seededProfile = await profileOf(m, scope);
  const fieldsOf = Object.fromEntries(
    (c.memoriesBefore ?? [])
      .filter((s) => s.triple && /^(user|the user|i|me)$/i.test(s.triple.subject) && seededProfile[s.triple.predicate] !== undefined)
      .map((s) => [s.id, s.triple?.predicate as string]),
  );
  const verdicts: TurnVerdict[] = [];
  for (const turn of c.turns) {
    const at = new Date(`${turn.at}T12:00:00Z`);
    setClock(at);
    const profileBefore = await profileOf(m, scope);
    const before = new Set((await m.list(scope, { includeInvalid: true, limit: 10_000 })).map((r) => r.id));
    const currentBefore = new Set((await m.list(scope, { limit: 10_000 })).map((r) => r.id));
    const session = await m.sessions.open(scope);
    await m.sessions.append(scope, session.id, [{ role: 'user', content: turn.t, at }]);
    await m.flush({ scope });
    const all = await m.list(scope, { includeInvalid: true, limit: 10_000 });
    const current = await m.list(scope, { limit: 10_000 });
    const currentIds = new Set(current.map((r) => r.id));
    const asked = analyseTurn(turn.t, { now: at }).asks;
    const observed = {
      profileBefore,
      profileAfter: await profileOf(m, scope),
      stored: all.filter((r) => !before.has(r.id)),
      current,
      invalidated: [...seeded].filter(([id]) => !currentIds.has(id)).map(([, label]) => label),
      invalidatedNow: [...seeded].filter(([id]) => currentBefore.has(id) && !currentIds.has(id)).map(([, label]) => label),
      asked,
      fieldsOf,
    };
    const verdict = judgeTurn(turn.expect ?? {}, turn.after, observed);
    inspect?.(c, turn.t, observed, verdict);
    verdicts.push(verdict);
  }
  return verdicts;
}

async function profileOf(m: Mnemo, scope: { userId: string }): Promise<Record<string, unknown>> {
  return Object.fromEntries((await m.profile(scope)).map((p) => [p.key, p.value]));
}

/** CPU time of a whole offline extraction job per user turn, over every turn of `cases` (`rounds` passes). */
export async function timeTurns(cases: readonly ExtractCase[], rounds = 5): Promise<{ cpuMs: number; meanMs: number; p95Ms: number; turns: number }> {
  const extractor = createRuleExtractor();
  const texts = cases.flatMap((c) => c.turns.map((t) => ({ t: t.t, at: new Date(`${t.at}T12:00:00Z`) })));
  const job = (content: string, at: Date, seq: number) =>
    extractor.extract({
      summary: '',
      profile: [],
      includeToolOutput: false,
      events: [{ sessionId: 'bench', seq, role: 'user', content, name: null, at, memoryEdit: false, metadata: {} }],
    });
  await job('Hello.', new Date(), 0); // loads the parser
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++)
    for (const [i, x] of texts.entries()) {
      const s = performance.now();
      await job(x.t, x.at, i + 1);
      times.push(performance.now() - s);
    }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, times.length),
    meanMs: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    p95Ms: times[Math.floor(times.length * 0.95)] ?? 0,
    turns: times.length,
  };
}

/** What `mnemo bench extract` reports. */
export interface CorpusBenchResult {
  /** The tune file: in-sample (the rules were tuned on it). */
  readonly tune: CorpusScore;
  /** The held-out file, only when asked for (`--heldout`): the final run. Its failing ids, never sentences. */
  readonly heldout: CorpusScore | null;
  readonly speed: Awaited<ReturnType<typeof timeTurns>>;
  /** Verdicts against {@link CORPUS_TARGETS}, on held-out data only (null without it). */
  readonly verdicts: readonly { readonly name: string; readonly actual: number; readonly target: number; readonly met: boolean }[] | null;
}

/** Runs the tune corpus, and the held-out corpus when `heldout` is set. */
export async function runCorpusBench(options: { heldout?: boolean; rounds?: number; tune?: string; heldoutFile?: string } = {}): Promise<CorpusBenchResult> {
  const tuneCases = readCases(options.tune ?? TUNE_CORPUS);
  const tune = await scoreCorpus(options.tune ?? TUNE_CORPUS, tuneCases);
  const heldout = options.heldout ? await scoreCorpus(options.heldoutFile ?? HELDOUT_CORPUS) : null;
  const speed = await timeTurns(tuneCases, options.rounds ?? 5);
  const t = CORPUS_TARGETS;
  const verdicts = heldout
    ? [
        { name: 'precision', actual: heldout.all.precision, target: t.precision, met: heldout.all.precision >= t.precision },
        { name: 'recall', actual: heldout.all.recall, target: t.recall, met: heldout.all.recall >= t.recall },
        { name: 'wrong edits (turns)', actual: heldout.all.wrongEdits, target: t.wrongEdits, met: heldout.all.wrongEdits <= t.wrongEdits },
        { name: 'CPU ms per turn', actual: speed.cpuMs, target: t.cpuMsPerTurn, met: speed.cpuMs <= t.cpuMsPerTurn },
      ]
    : null;
  return { tune, heldout, speed, verdicts };
}

/** The table `mnemo bench extract` prints: per kind, tune (in-sample) and held-out side by side. */
export function formatCorpusBench(r: CorpusBenchResult, options: { misses?: boolean } = {}): string {
  const f = (x: number) => x.toFixed(2);
  const kinds = Object.keys(r.tune.perKind);
  const head = ['kind', 'tune pass', 'P', 'R', 'wrong', ...(r.heldout ? ['held-out pass', 'P', 'R', 'wrong'] : [])];
  const row = (k: string, a: KindScore, b: KindScore | undefined) => [
    k,
    `${a.passed}/${a.cases}`,
    f(a.precision),
    f(a.recall),
    String(a.wrongEdits),
    ...(r.heldout ? (b ? [`${b.passed}/${b.cases}`, f(b.precision), f(b.recall), String(b.wrongEdits)] : ['-', '-', '-', '-']) : []),
  ];
  const rows = [head, ...kinds.map((k) => row(k, r.tune.perKind[k] as KindScore, r.heldout?.perKind[k])), row('all', r.tune.all, r.heldout?.all)];
  const widths = head.map((_, c) => Math.max(...rows.map((x) => (x[c] ?? '').length)));
  const lines = [
    `Offline extraction: tune ${r.tune.file}, ${r.tune.all.cases} cases (IN-SAMPLE: the rules were tuned on it)` +
      (r.heldout ? `; held-out ${r.heldout.file}, ${r.heldout.all.cases} cases (the final run)` : '; held-out not read (give --heldout for the final run)'),
    'P = extracted memories wanted ÷ extracted; R = expected memories found ÷ expected; wrong = turns with a wrong edit',
    '',
    ...rows.map((x) => x.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ')),
    '',
    `P by the rule before round 6 (a memory that only a dialogue's \`after\` check names counts as an extra): tune ${f(r.tune.all.precisionStoreOnly)}` +
      (r.heldout ? `, held-out ${f(r.heldout.all.precisionStoreOnly)}` : ''),
    `a whole extraction job: ${r.speed.cpuMs.toFixed(3)} ms CPU per turn, ${r.speed.meanMs.toFixed(3)} ms mean, ${r.speed.p95Ms.toFixed(3)} ms p95 over ${r.speed.turns} turns`,
  ];
  if (options.misses) for (const x of r.tune.failing) lines.push(`tune miss ${x.id}: ${x.failed.join('; ')}`);
  if (r.heldout) lines.push(`held-out failing ids: ${r.heldout.failing.map((x) => x.id).join(', ') || 'none'}`);
  lines.push('', r.verdicts ? 'targets (held-out only):' : 'targets: judged on held-out data only (--heldout); none judged in-sample');
  for (const v of r.verdicts ?? [])
    lines.push(
      `  ${v.met ? 'met   ' : 'MISSED'} ${v.name}: ${Number.isInteger(v.actual) ? v.actual : v.actual.toFixed(3)} (target ${v.name.startsWith('wrong') || v.name.startsWith('CPU') ? '≤' : '≥'} ${v.target})`,
    );
  return lines.join('\n');
}
