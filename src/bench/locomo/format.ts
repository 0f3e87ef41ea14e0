/**
 * The human table of `mnemo bench locomo` and the SVG chart of recall@k per retriever.
 */
import { LOCOMO_REFERENCES, type LocomoResult } from './run.js';

/** Header facts for the table. */
export interface LocomoRunInfo {
  readonly file: string;
  readonly conversations: number;
  readonly turns: number;
}

/** Tables of one or more results, with the reference points beside them. */
export function formatLocomoBench(results: readonly LocomoResult[], info: LocomoRunInfo): string {
  const first = results[0];
  if (!first) return 'no results';
  const keys = Object.keys(first.overall);
  const lines: string[] = [
    `LoCoMo retrieval recall — ${info.file}: ${info.conversations} conversation${info.conversations === 1 ? '' : 's'}, ${info.turns} turns, ${first.questions} questions; embedder ${String(first.config.embedder)}`,
    'recall@k in % (share of a question’s evidence turns among the top k; a question without evidence counts 1)',
  ];
  for (const r of results) {
    lines.push('', `retriever: ${r.retriever}`);
    const rows: string[][] = [['category', 'n', ...keys]];
    for (const [c, v] of Object.entries(r.byCategory)) rows.push([`${c} ${v.name}`, String(v.questions), ...keys.map((k) => fmt(v[k as `R@${number}`]))]);
    rows.push(['overall', String(r.questions), ...keys.map((k) => fmt(r.overall[k]))]);
    for (const ref of LOCOMO_REFERENCES) rows.push([ref.name, '', ...keys.map((k) => (ref.recall[k] === undefined ? '' : fmt(ref.recall[k])))]);
    lines.push(...table(rows, rows.length - LOCOMO_REFERENCES.length - 1));
    const share = (t: number) => (r.fullConversationTokens > 0 ? `${((100 * t) / r.fullConversationTokens).toFixed(1)}%` : '-');
    const cost = Object.entries(r.contextTokens).map(([k, t]) => `top ${k.slice(1)} ${Math.round(t)} (${share(t)})`);
    lines.push(`context tokens per question: ${cost.join(', ')}; the whole conversation ${Math.round(r.fullConversationTokens)}`);
  }
  return lines.join('\n');
}

function fmt(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(1);
}

function table(rows: string[][], ruleBefore: number): string[] {
  const widths = (rows[0] as string[]).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(rows[0] as string[]), rule];
  rows.slice(1).forEach((r, i) => {
    if (i + 1 === ruleBefore || i + 1 === ruleBefore + 1) out.push(rule);
    out.push(line(r));
  });
  return out;
}

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];

/** An SVG line chart: overall recall@k per retriever, with the DRAGON reference dashed. */
export function locomoChartSvg(results: readonly LocomoResult[], title = 'LoCoMo recall@k (overall, all 5 categories)'): string {
  const first = results[0];
  if (!first) return '';
  const keys = Object.keys(first.overall);
  const ks = keys.map((k) => Number(k.slice(2)));
  const W = 720;
  const H = 400;
  const left = 56;
  const right = 230;
  const top = 40;
  const bottom = 48;
  const x = (k: number) =>
    Math.round(
      10 * (left + ((Math.log(k) - Math.log(ks[0] as number)) / (Math.log(ks[ks.length - 1] as number) - Math.log(ks[0] as number) || 1)) * (W - left - right)),
    ) / 10;
  const y = (v: number) => Math.round(10 * (top + (1 - v / 100) * (H - top - bottom))) / 10;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${left}" y="22" font-size="14" font-weight="bold">${esc(title)}</text>`,
  ];
  for (let v = 0; v <= 100; v += 20) {
    out.push(
      `<line x1="${left}" x2="${W - right}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`,
      `<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end">${v}</text>`,
    );
  }
  for (const k of ks)
    out.push(
      `<line x1="${x(k)}" x2="${x(k)}" y1="${top}" y2="${H - bottom}" stroke="#eee"/>`,
      `<text x="${x(k)}" y="${H - bottom + 16}" text-anchor="middle">${k}</text>`,
    );
  out.push(`<text x="${(left + W - right) / 2}" y="${H - 12}" text-anchor="middle">k (log scale)</text>`);
  out.push(`<text transform="translate(16 ${(top + H - bottom) / 2}) rotate(-90)" text-anchor="middle">recall@k, %</text>`);
  const series = results.map((r, i) => ({
    name: r.retriever,
    colour: COLOURS[i % COLOURS.length] as string,
    dash: '',
    points: ks.map((k) => [k, r.overall[`R@${k}`] as number] as const),
  }));
  const dragon = LOCOMO_REFERENCES[0];
  series.push({
    name: 'DRAGON (paper)',
    colour: '#555',
    dash: ' stroke-dasharray="6 4"',
    points: ks.filter((k) => dragon.recall[`R@${k}`] !== undefined).map((k) => [k, dragon.recall[`R@${k}`] as number] as const),
  });
  series.forEach((s, i) => {
    const d = s.points.map(([k, v], j) => `${j === 0 ? 'M' : 'L'}${x(k).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    out.push(`<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="2"${s.dash}/>`);
    for (const [k, v] of s.points) out.push(`<circle cx="${x(k).toFixed(1)}" cy="${y(v).toFixed(1)}" r="3" fill="${s.colour}"/>`);
    const ly = top + 10 + i * 20;
    out.push(`<line x1="${W - right + 16}" x2="${W - right + 40}" y1="${ly}" y2="${ly}" stroke="${s.colour}" stroke-width="2"${s.dash}/>`);
    const last = s.points.find(([k]) => k === 10) ?? s.points[s.points.length - 1];
    out.push(`<text x="${W - right + 46}" y="${ly + 4}">${esc(s.name)}${last ? ` (R@${last[0]} ${last[1].toFixed(1)})` : ''}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
