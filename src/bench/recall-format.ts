/** `mnemo bench recall`'s report: the result as plain-text tables. */
import { fmtInt, fmtMs, K, type RecallBenchResult } from './recall.js';

/** The result as plain-text tables a person can read. */
export function formatRecallBench(r: RecallBenchResult): string {
  const lines: string[] = [];
  lines.push(
    `Mnemo recall benchmark — ${r.machine.cpus} × ${r.machine.cpuModel}, ${fmtInt(r.machine.memoryBytes / 2 ** 20)} MB RAM, Node ${r.machine.node}, ${r.machine.platform}`,
    `embedder ${r.embeddingModel}; ${fmtInt(r.otherUsers)} other users × ${fmtInt(r.otherUserSize)} memories in every store; ${fmtInt(r.queries)} queries per size, k = ${K}`,
    `other users' ingest: ${fmtInt(r.otherUsersIngest.perSecond)} memories/s`,
    '',
  );
  const rows: string[][] = [['scope', 'ingest /s', 'embed /s', 'first recall', 'p50', 'p95', 'p99', 'keyword p95', 'vector p95', 'p95 alone']];
  for (const s of r.sizes) {
    const h = s.recall.hybrid;
    rows.push([
      fmtInt(s.size),
      fmtInt(s.ingest.perSecond),
      fmtInt(s.ingest.embedPerSecond),
      fmtMs(s.recall.firstRecallMs),
      fmtMs(h.p50Ms),
      fmtMs(h.p95Ms),
      fmtMs(h.p99Ms),
      fmtMs(s.recall.keywordOnly.p95Ms),
      fmtMs(s.recall.vectorOnly.p95Ms),
      s.alone ? fmtMs(s.alone.hybrid.p95Ms) : '–',
    ]);
  }
  lines.push(...table(rows, 1), '');
  if (r.coldStart) {
    const c = r.coldStart;
    lines.push(
      `cold start (${c.runtime}, ${fmtInt(c.size)}-memory scope): ${fmtMs(c.wallMs)} wall — node ${fmtMs(c.nodeStartMs)}, import ${fmtMs(c.importMs)}, ` +
        `open ${fmtMs(c.openMs)}, first recall ${fmtMs(c.firstRecallMs)}; peak RSS ${fmtInt(c.maxRssBytes / 2 ** 20)} MB`,
      '',
    );
  }
  const targetRows: string[][] = [['target', 'goal', 'measured', '']];
  for (const t of r.targets) {
    const actual =
      t.actual === null
        ? '–'
        : t.unit === '×'
          ? `${t.actual.toFixed(2)}×`
          : `${t.unit === 'ms' ? fmtMs(t.actual) : fmtInt(t.actual)}${t.unit === 'ms' ? '' : ` ${t.unit}`}`;
    targetRows.push([t.name, t.target, actual, t.met === null ? 'not measured' : t.met ? 'met' : 'MISSED']);
  }
  lines.push(...table(targetRows, 0), '', `total time ${fmtInt(r.durationMs / 1000)} s; peak RSS ${fmtInt(r.maxRssBytes / 2 ** 20)} MB`);
  return lines.join('\n');
}

/** Left-aligns the first `leftColumns` columns, right-aligns the rest. */
function table(rows: readonly string[][], leftColumns: number): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: readonly string[]) =>
    r
      .map((cell, i) => (i < leftColumns || i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = rows.map(line);
  out.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return out;
}
