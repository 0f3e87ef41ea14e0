/**
 * The stages after candidate scoring (M12), pure: offline phrasings from the attribute table, the
 * fusion of several phrasings' rankings, and a reranker's scores applied to the best candidates.
 * The model calls behind them live in models/providers; the engine sequences them (engine/recall-stages.ts).
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import { MnemoError } from '../../core/errors.js';
import { termsOf } from '../../core/text/terms.js';
import type { RankRecord, Ranked } from './score.js';

/** The words of an attribute: its key, label and aliases (`works_as` → works, as). */
function attributeWords(spec: AttributeTable['specs'][number]): string[] {
  return [spec.key, spec.label, ...spec.aliases].flatMap((w) => w.split(/[\s_.-]+/)).filter((w) => w !== '');
}

/**
 * Offline expansion: for each attribute of the table the question names by its key, label or one of
 * its aliases ("what's my job" names `role` by `job`), the question with the attribute's other
 * wordings added. At most `max` phrasings, in the table's order; none when no attribute is named.
 */
export function attributePhrasings(query: string, table: AttributeTable, max: number): string[] {
  const asked = new Set(termsOf(query));
  if (asked.size === 0) return [];
  const out: string[] = [];
  for (const spec of table.specs) {
    const words = [...new Set(attributeWords(spec))];
    if (!words.some((w) => termsOf(w).some((t) => asked.has(t)))) continue;
    const extra = words.filter((w) => termsOf(w).every((t) => !asked.has(t)));
    if (extra.length > 0) out.push(`${query} ${extra.join(' ')}`);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Fuses the rankings of several phrasings (the question's first): each memory keeps its best
 * score, a score from another phrasing counting `weight` times, and records which phrasing gave it
 * (`phrasing`, 0 = the question). Best first.
 */
export function fuseRankings<R extends RankRecord>(lists: readonly (readonly Ranked<R>[])[], weight: number): Ranked<R>[] {
  const best = new Map<string, Ranked<R>>();
  lists.forEach((list, i) => {
    const w = i === 0 ? 1 : weight;
    for (const r of list) {
      const score = r.score * w;
      const held = best.get(r.record.id);
      if (!held || score > held.score) best.set(r.record.id, { record: r.record, score, scores: { ...r.scores, phrasing: i } });
    }
  });
  return [...best.values()].sort((x, y) => y.score - x.score || y.scores.match - x.scores.match);
}

/** The text a reranker reads of a memory: its content, then its notes. */
export function rerankText(record: Pick<RankRecord, 'content' | 'notes'>): string {
  return [record.content, ...record.notes].join('\n');
}

/**
 * Applies a reranker's scores to the first `scores.length` candidates: each score is divided by the
 * best (shifted to start at 0 when some are negative) into the `rerank` part, the final score is
 * `weight` of it plus the rest of the first stage's, and those candidates are ordered by it (ties
 * keep the first stage's order) above the ones not reranked. Scores that are not one finite number
 * per candidate are MODEL_OUTPUT_INVALID.
 */
export function applyRerank<R extends RankRecord>(ranked: readonly Ranked<R>[], scores: readonly number[], weight: number, reranked: number): Ranked<R>[] {
  if (!Array.isArray(scores) || scores.length !== reranked || scores.some((s) => typeof s !== 'number' || !Number.isFinite(s))) {
    throw new MnemoError('MODEL_OUTPUT_INVALID', `the reranker must give one finite score per candidate (${reranked})`, {
      details: { raw: JSON.stringify(scores).slice(0, 200), model: 'reranker' },
    });
  }
  const min = Math.min(0, ...scores);
  const span = Math.max(...scores) - min;
  const head = ranked.slice(0, reranked).map((r, i) => {
    const part = span > 0 ? ((scores[i] as number) - min) / span : 0;
    return { record: r.record, score: weight * part + (1 - weight) * r.score, scores: { ...r.scores, rerank: part } };
  });
  head.sort((x, y) => y.score - x.score);
  return [...head, ...ranked.slice(reranked)];
}
