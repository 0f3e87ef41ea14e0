/**
 * `mnemo bench extract`: the offline extractor against the labelled corpus
 * (test/fixtures/extract-corpus.jsonl). Precision and recall of stored facts and preferences, of
 * forget requests, of each clause class; corrections recognised; per-request instructions leaked
 * into preferences; times resolved; and the time of a whole extraction job per turn. Every 5th
 * line is held out (not looked at while the rules were tuned) and reported apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { MnemoError } from '../core/errors.js';
import { analyseTurn, CLAUSE_CLASSES, type ClauseClass, type TurnAnalysis } from '../write/extract/clauses/index.js';
import { createRuleExtractor } from '../write/extract/rules.js';
import { queryTermsOf } from '../core/text/terms.js';

/** One labelled utterance: text, expected clause classes, expected items, the month/day it refers to. */
export interface CorpusRow {
  readonly t: string;
  readonly c: readonly string[];
  /** `key=value` (a profile field), `pref:words`, `dislike:words`, `fact:words`, `forget:words`. */
  readonly e: readonly string[];
  readonly w?: string;
}

/** The session date the corpus was written against ("last month" = 2026-05). */
export const CORPUS_DATE = new Date('2026-06-15T10:00:00Z');

/** The corpus shipped in the repository. */
export const DEFAULT_CORPUS = fileURLToPath(new URL('../../test/fixtures/extract-corpus.jsonl', import.meta.url));

/** A second, smaller corpus written after the rules were tuned and measured once: a blind check. */
export const FRESH_CORPUS = fileURLToPath(new URL('../../test/fixtures/extract-corpus-fresh.jsonl', import.meta.url));

/** Reads a corpus file (JSON lines). */
export function readExtractCorpus(file: string = DEFAULT_CORPUS): CorpusRow[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new MnemoError('INVALID_INPUT', `cannot read the extraction corpus ${file}: give --corpus <file.jsonl>`);
  }
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as CorpusRow;
      } catch {
        throw new MnemoError('INVALID_INPUT', `line ${i + 1} of the extraction corpus is not JSON`);
      }
    });
}

/** Precision and recall with their counts. */
export interface PR {
  readonly tp: number;
  readonly predicted: number;
  readonly expected: number;
  readonly precision: number;
  readonly recall: number;
}

/** Scores of one part of the corpus. */
export interface ExtractScore {
  readonly rows: number;
  /** Facts and preferences together, then apart. */
  readonly stored: PR;
  readonly facts: PR;
  readonly preferences: PR;
  readonly forget: PR;
  readonly classes: Readonly<Record<ClauseClass, PR>>;
  /** Utterances labelled correction whose new value (or forget) was found and marked as a correction. */
  readonly corrections: { readonly recognised: number; readonly total: number; readonly rate: number };
  /** Per-request instructions that became a stored preference. */
  readonly instructionLeak: { readonly leaked: number; readonly total: number; readonly rate: number };
  /** Expected times resolved to the right month or day. */
  readonly times: { readonly right: number; readonly total: number; readonly rate: number };
  /** Rows that missed something or added something, for tuning (only of the tuning part). */
  readonly misses: readonly { readonly text: string; readonly missing: readonly string[]; readonly extra: readonly string[] }[];
}

/** The targets of issue 16. */
export const EXTRACT_TARGETS = { storedPrecision: 0.9, storedRecall: 0.75, instructionLeak: 0.02, corrections: 0.8, msPerTurn: 5 } as const;

const pr = (tp: number, predicted: number, expected: number): PR => ({
  tp,
  predicted,
  expected,
  precision: predicted === 0 ? 1 : tp / predicted,
  recall: expected === 0 ? 1 : tp / expected,
});

const terms = (s: string): Set<string> => new Set(queryTermsOf(s.replace(/\buser's\b/gi, '')));
const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|a|an)\s+/, '');
const covers = (have: string, want: string): boolean => {
  const h = terms(have);
  const w = [...terms(want)];
  return w.length > 0 ? w.every((x) => h.has(x)) : norm(have).includes(norm(want));
};

/** Does candidate `c` satisfy expected item `e`? */
function matches(c: TurnAnalysis['candidates'][number], e: string): boolean {
  const [head, ...tail] = e.split(':');
  const words = tail.join(':');
  const negative = c.kind === 'preference' && (/^not /.test(c.profile?.value ?? '') || /\bdislikes\b/.test(c.content));
  if (head === 'pref') return c.kind === 'preference' && !negative && covers(`${c.profile?.value ?? ''} ${c.content}`, words);
  if (head === 'dislike') return c.kind === 'preference' && negative && covers(`${c.profile?.value ?? ''} ${c.content}`, words);
  if (head === 'fact') return c.kind !== 'preference' && covers(c.content, words);
  const eq = e.indexOf('=');
  if (eq > 0) return c.profile?.key === e.slice(0, eq) && norm(c.profile.value) === norm(e.slice(eq + 1));
  return false;
}

/** Scores the extractor on `rows`. */
export function scoreExtraction(rows: readonly CorpusRow[], now: Date = CORPUS_DATE): ExtractScore {
  let factTp = 0,
    factPred = 0,
    factExp = 0,
    prefTp = 0,
    prefPred = 0,
    prefExp = 0;
  let fTp = 0,
    fPred = 0,
    fExp = 0;
  const cls = Object.fromEntries(CLAUSE_CLASSES.map((k) => [k, { tp: 0, predicted: 0, expected: 0 }])) as Record<
    ClauseClass,
    { tp: number; predicted: number; expected: number }
  >;
  let recognised = 0,
    corrections = 0,
    leaked = 0,
    instructions = 0,
    timesRight = 0,
    times = 0;
  const misses: { text: string; missing: string[]; extra: string[] }[] = [];
  for (const row of rows) {
    const a = analyseTurn(row.t, { now });
    const expectStored = row.e.filter((e) => !e.startsWith('forget:'));
    const expectForget = row.e.filter((e) => e.startsWith('forget:')).map((e) => e.slice(7));
    const used = new Set<number>();
    const missing: string[] = [];
    for (const e of expectStored) {
      const isPref = e.startsWith('pref:') || e.startsWith('dislike:');
      if (isPref) prefExp++;
      else factExp++;
      const k = a.candidates.findIndex((c, i) => !used.has(i) && matches(c, e));
      if (k >= 0) {
        used.add(k);
        if (isPref) prefTp++;
        else factTp++;
      } else missing.push(e);
    }
    const extra = a.candidates.filter((_, i) => !used.has(i));
    for (const c of a.candidates) {
      if (c.kind === 'preference') prefPred++;
      else factPred++;
    }
    const forgetUsed = new Set<number>();
    for (const f of expectForget) {
      const k = a.forget.findIndex((x, i) => !forgetUsed.has(i) && covers(x.topic, f));
      if (k >= 0) forgetUsed.add(k);
      else missing.push(`forget:${f}`);
    }
    fTp += forgetUsed.size;
    fPred += a.forget.length;
    fExp += expectForget.length;
    for (const k of CLAUSE_CLASSES) {
      const want = row.c.includes(k);
      const got = a.classes.includes(k);
      if (want) cls[k].expected++;
      if (got) cls[k].predicted++;
      if (want && got) cls[k].tp++;
    }
    if (row.c.includes('correction')) {
      corrections++;
      const marked = a.candidates.some((c) => c.correction) || a.forget.some((f) => f.reason);
      if (marked && missing.length === 0) recognised++;
    }
    if (row.c.includes('instruction')) {
      instructions++;
      if (extra.some((c) => c.kind === 'preference')) leaked++;
    }
    if (row.w) {
      times++;
      if (a.candidates.some((c) => c.when?.value.startsWith(row.w as string)) || a.forget.length > 0) timesRight++;
    }
    if (missing.length > 0 || extra.length > 0)
      misses.push({ text: row.t, missing, extra: extra.map((c) => (c.profile ? `${c.profile.key}=${c.profile.value}` : `${c.kind}: ${c.content}`)) });
  }
  return {
    rows: rows.length,
    stored: pr(factTp + prefTp, factPred + prefPred, factExp + prefExp),
    facts: pr(factTp, factPred, factExp),
    preferences: pr(prefTp, prefPred, prefExp),
    forget: pr(fTp, fPred, fExp),
    classes: Object.fromEntries(CLAUSE_CLASSES.map((k) => [k, pr(cls[k].tp, cls[k].predicted, cls[k].expected)])) as Record<ClauseClass, PR>,
    corrections: { recognised, total: corrections, rate: corrections ? recognised / corrections : 1 },
    instructionLeak: { leaked, total: instructions, rate: instructions ? leaked / instructions : 0 },
    times: { right: timesRight, total: times, rate: times ? timesRight / times : 1 },
    misses,
  };
}

/** The tuning part (4 lines in 5) and the held-out part (every 5th line). */
export function splitCorpus(rows: readonly CorpusRow[]): { tuning: CorpusRow[]; heldOut: CorpusRow[] } {
  return { tuning: rows.filter((_, i) => i % 5 !== 4), heldOut: rows.filter((_, i) => i % 5 === 4) };
}

/** What `mnemo bench extract` reports. */
export interface ExtractBenchResult {
  readonly corpus: string;
  readonly tuning: ExtractScore;
  readonly heldOut: ExtractScore;
  readonly all: ExtractScore;
  /** The fresh corpus, when it is there (null for a corpus given with --corpus). */
  readonly fresh: ExtractScore | null;
  /** A whole offline extraction job (`createRuleExtractor().extract`) per user turn, after the first. */
  readonly speed: {
    readonly firstTurnMs: number;
    readonly meanMs: number;
    readonly p95Ms: number;
    /** CPU time per turn (user + system): what the turn costs when other processes share the cores. */
    readonly cpuMs: number;
    readonly turns: number;
  };
}

/** Scores the corpus and times the extractor over it (`rounds` passes). */
export async function runExtractBench(options: { corpus?: string; rounds?: number } = {}): Promise<ExtractBenchResult> {
  const file = options.corpus ?? DEFAULT_CORPUS;
  const rows = readExtractCorpus(file);
  const extractor = createRuleExtractor();
  const job = (text: string, seq: number) =>
    extractor.extract({
      summary: '',
      profile: [],
      includeToolOutput: false,
      events: [{ sessionId: 'bench', seq, role: 'user', content: text, name: null, at: CORPUS_DATE, memoryEdit: false, metadata: {} }],
    });
  const t0 = performance.now();
  await job(rows[0]?.t ?? 'Hello.', 1);
  const firstTurnMs = performance.now() - t0;
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < (options.rounds ?? 5); r++) {
    for (const [i, row] of rows.entries()) {
      const s = performance.now();
      await job(row.t, i + 1);
      times.push(performance.now() - s);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const { tuning, heldOut } = splitCorpus(rows);
  return {
    corpus: file,
    tuning: scoreExtraction(tuning),
    heldOut: scoreExtraction(heldOut),
    all: scoreExtraction(rows),
    fresh: options.corpus === undefined && existsSync(FRESH_CORPUS) ? scoreExtraction(readExtractCorpus(FRESH_CORPUS)) : null,
    speed: {
      firstTurnMs,
      meanMs: times.reduce((a, b) => a + b, 0) / times.length,
      p95Ms: times[Math.floor(times.length * 0.95)] ?? 0,
      cpuMs: (cpu.user + cpu.system) / 1000 / times.length,
      turns: times.length,
    },
  };
}

/** The table `mnemo bench extract` prints. */
export function formatExtractBench(r: ExtractBenchResult): string {
  const f = (x: number) => x.toFixed(2);
  const parts: [string, ExtractScore][] = [
    ['tuning', r.tuning],
    ['held-out', r.heldOut],
    ['all', r.all],
    ...(r.fresh ? [['fresh', r.fresh] as [string, ExtractScore]] : []),
  ];
  const lines = [
    `Offline extraction on ${r.corpus.split('/').pop()} — ${r.all.rows} utterances (${r.tuning.rows} tuning, ${r.heldOut.rows} held out: every 5th line)` +
      (r.fresh ? `; fresh: ${r.fresh.rows} more, written after tuning` : ''),
    '',
  ];
  const rows: string[][] = [['', ...parts.flatMap(([n]) => [`${n} P`, `${n} R`])]];
  const line = (label: string, get: (s: ExtractScore) => PR) => rows.push([label, ...parts.flatMap(([, s]) => [f(get(s).precision), f(get(s).recall)])]);
  line('facts + preferences', (s) => s.stored);
  line('  facts (profile and other)', (s) => s.facts);
  line('  preferences', (s) => s.preferences);
  line('forget requests', (s) => s.forget);
  for (const k of CLAUSE_CLASSES) line(`class: ${k}`, (s) => s.classes[k]);
  lines.push(...table(rows), '');
  const rate = (get: (s: ExtractScore) => { rate: number; total: number }) => parts.map(([n, s]) => `${n} ${f(get(s).rate)} (of ${get(s).total})`).join(', ');
  lines.push(`corrections recognised: ${rate((s) => s.corrections)}`);
  lines.push(`instructions stored as preferences: ${rate((s) => s.instructionLeak)}`);
  lines.push(`times resolved to the right date: ${rate((s) => s.times)}`);
  lines.push(
    `a whole extraction job: ${r.speed.meanMs.toFixed(3)} ms mean, ${r.speed.p95Ms.toFixed(3)} ms p95, ${r.speed.cpuMs.toFixed(3)} ms CPU per turn over ${r.speed.turns} turns; first turn (loads the parser) ${r.speed.firstTurnMs.toFixed(0)} ms`,
    '',
  );
  const t = EXTRACT_TARGETS;
  const check = (name: string, actual: number, target: number, atLeast: boolean) => {
    const ok = atLeast ? actual >= target : actual <= target;
    return `${ok ? 'met   ' : 'MISSED'} ${name}: ${actual.toFixed(3)} (target ${atLeast ? '≥' : '≤'} ${target}${ok ? '' : `; short by ${Math.abs(actual - target).toFixed(3)}`})`;
  };
  // Verdicts only on lines that were not tuned on: the held-out fifth and the fresh file. The tuning
  // lines are in-sample and would meet the targets by construction.
  const judged: [string, ExtractScore][] = [['held-out', r.heldOut], ...(r.fresh ? [['fresh', r.fresh] as [string, ExtractScore]] : [])];
  lines.push('targets (held-out and fresh lines only; the tuning and "all" columns are IN-SAMPLE):');
  for (const [n, s] of judged) {
    lines.push(`  ${check(`${n}: facts + preferences precision`, s.stored.precision, t.storedPrecision, true)}`);
    lines.push(`  ${check(`${n}: facts + preferences recall`, s.stored.recall, t.storedRecall, true)}`);
    lines.push(`  ${check(`${n}: instructions stored as preferences`, s.instructionLeak.rate, t.instructionLeak, false)}`);
    lines.push(`  ${check(`${n}: corrections recognised`, s.corrections.rate, t.corrections, true)}`);
  }
  lines.push(`  ${check('ms per turn', r.speed.meanMs, t.msPerTurn, false)}`);
  return lines.join('\n');
}

function table(rows: readonly string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
}
