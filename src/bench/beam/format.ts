/**
 * The human table of `mnemo bench beam`.
 */
import { BEAM_REFERENCE, type BeamResult } from './run.js';

/** Header facts for the table. */
export interface BeamRunInfo {
  readonly dir: string;
  readonly conversations: number;
  readonly messages: number;
}

/** Tables of one or more results: per ability, per size, overall, the reference, update order and context cost. */
export function formatBeamBench(results: readonly BeamResult[], info: BeamRunInfo): string {
  const first = results[0];
  if (!first) return 'no results';
  const keys = Object.keys(first.overall);
  const lines: string[] = [
    `BEAM retrieval recall — ${info.dir}: ${info.conversations} conversation${info.conversations === 1 ? '' : 's'}, ${info.messages} messages (${first.memories} memories, long messages: ${String(first.config.long)}), ${first.questions} questions with evidence; embedder ${String(first.config.embedder)}`,
    'recall@k in % (share of a question’s evidence messages among the first k messages recalled; abstention skipped)',
  ];
  for (const r of results) {
    lines.push('', `retriever: ${r.retriever}`);
    const rows: string[][] = [['', 'n', ...keys]];
    const groups = Object.entries(r.byAbility).sort(([a], [b]) => a.localeCompare(b));
    for (const [name, v] of groups) rows.push([name.replace(/_/g, ' '), String(v.questions), ...keys.map((k) => fmt(v[k as `R@${number}`]))]);
    const abilityRows = rows.length;
    for (const [name, v] of Object.entries(r.bySize)) rows.push([`size ${name}`, String(v.questions), ...keys.map((k) => fmt(v[k as `R@${number}`]))]);
    rows.push(['overall', String(r.questions), ...keys.map((k) => fmt(r.overall[k]))]);
    rows.push([BEAM_REFERENCE.name, '', ...keys.map((k) => fmt(BEAM_REFERENCE.recall[k]))]);
    lines.push(...table(rows, [abilityRows, rows.length - 2, rows.length - 1]));
    lines.push(
      `update order: the updated message above the original in ${r.updateOrder.share.toFixed(1)}% of ${r.updateOrder.questions} knowledge-update questions (${BEAM_REFERENCE.name}: ${BEAM_REFERENCE.updateOrder}%)`,
    );
    const share = (t: number) => (r.fullConversationTokens > 0 ? `${((100 * t) / r.fullConversationTokens).toFixed(1)}%` : '-');
    const cost = Object.entries(r.contextTokens).map(([k, t]) => `top ${k.slice(1)} ${Math.round(t)} (${share(t)})`);
    lines.push(`context tokens per question: ${cost.join(', ')}; the whole conversation ${Math.round(r.fullConversationTokens)}`);
  }
  return lines.join('\n');
}

function fmt(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(1);
}

function table(rows: string[][], rulesBefore: readonly number[]): string[] {
  const widths = (rows[0] as string[]).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(rows[0] as string[]), rule];
  rows.slice(1).forEach((r, i) => {
    if (rulesBefore.includes(i + 1)) out.push(rule);
    out.push(line(r));
  });
  return out;
}
