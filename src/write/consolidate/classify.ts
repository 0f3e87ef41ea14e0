/**
 * What a candidate is, given its neighbours — pure, no I/O. A contradiction of a single-valued
 * fact goes to the conflict policy; a near-duplicate (≥ 0.92, and nearly the same words) is
 * reinforced; what is far from everything (< 0.55) is novel; the band between is for the model.
 */
import { DEFAULT_ATTRIBUTES, type AttributeTable } from '../../core/attributes/index.js';
import type { Candidate } from '../extract/types.js';
import { sameDetails } from '../../core/text/details.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord, SourceType } from '../../core/types/memory.js';
import { statedValue } from '../correct/field.js';
import { claimOf, resolveConflict } from './conflict.js';
import type { Neighbour } from './neighbours.js';

/** Similarity thresholds of the fast path. */
export interface ConsolidationThresholds {
  /** At or above: a near-duplicate, reinforced (default 0.92). */
  readonly duplicate: number;
  /** Below: novel, created (default 0.55). */
  readonly novel: number;
}

/** The default thresholds (M8). */
export const DEFAULT_THRESHOLDS: ConsolidationThresholds = { duplicate: 0.92, novel: 0.55 };

/** What the conflict policy needs to judge a contradiction. */
export interface ConflictContext {
  readonly now: Date;
  /** Whether a memory from `source` may be written to `namespace` (the namespace policy, M16). */
  readonly canWrite: (namespace: string, source: SourceType) => boolean;
  /** The attribute model (default: the built-in table). */
  readonly attributes?: AttributeTable | undefined;
}

/** The verdict on one candidate. */
export type Classification =
  /** It contradicts stored facts and wins: the first loser is superseded, the rest invalidated. */
  | { readonly kind: 'contradiction'; readonly losers: readonly MemoryRecord[]; readonly reason: string }
  /** It contradicts stored facts and may not replace them. */
  | {
      readonly kind: 'blocked';
      readonly targetId: string | null;
      readonly reason: string;
      /** Outranked by the conflict policy (not refused by a grant): the stored fact loses some confidence. */ readonly byPolicy: boolean;
    }
  | { readonly kind: 'duplicate'; readonly target: Neighbour }
  | { readonly kind: 'novel'; readonly closest: Neighbour | null }
  /** Between the thresholds: the model decides among `band` (best first). */
  | { readonly kind: 'band'; readonly best: Neighbour; readonly band: readonly Neighbour[] };

/** Classifies a candidate against its neighbours. */
export function classify(c: Candidate, neighbours: readonly Neighbour[], t: ConsolidationThresholds, ctx: ConflictContext): Classification {
  // Two facts about different attributes ("name" and "team") are distinct however alike they read.
  const table = ctx.attributes ?? DEFAULT_ATTRIBUTES;
  const near = neighbours.map((n) => (differentAttributes(n.record, c, table) ? { ...n, similarity: Math.min(n.similarity, t.novel - 0.01) } : n));
  const conflicts = near.filter((n) => contradicts(n.record, c, table));
  if (conflicts.length > 0) return judgeConflict(c, conflicts, ctx);
  // The same value of the same single-valued attribute, however it is worded ("I am on the payments
  // team" and "The user is on the payments team."), is the fact already held: reinforced, never a second one.
  const held = near.find((n) => sameSingleFact(n.record, c, table));
  if (held) return { kind: 'duplicate', target: held };
  const ranked = near.sort((a, b) => b.similarity - a.similarity);
  const best = ranked[0];
  // A near-duplicate must also say nearly the same words: a lexical embedder rates "drinks black
  // coffee every morning" and "drinks green tea every morning" 0.92 alike, yet one replaces the other.
  // And the same details: "timed out (attempt 1)" and "(attempt 4)", lunch with Priya and with Tomas,
  // are two events however alike they read — kept apart, never merged (src/core/text/details.ts).
  // And the same polarity: "is no longer seeing Rafe" is no corroboration of "is seeing Rafe", however alike they read.
  const distinct =
    best !== undefined &&
    best.similarity >= t.duplicate &&
    (!sameDetails(best.record.content, c.content) || negated(best.record.content) !== negated(c.content) || otherValue(best.record, c));
  if (best && !distinct && best.similarity >= t.duplicate && termOverlap(best.record.content, c.content) >= 0.6) return { kind: 'duplicate', target: best };
  if (!best || distinct || best.similarity < t.novel) return { kind: 'novel', closest: best ?? null };
  return { kind: 'band', best, band: ranked.filter((n) => n.similarity >= t.novel).slice(0, 5) };
}

function judgeConflict(c: Candidate, conflicts: readonly Neighbour[], ctx: ConflictContext): Classification {
  const incoming = { source: c.source, at: ctx.now, corroborations: 0 };
  const losers: MemoryRecord[] = [];
  for (const n of conflicts) {
    const verdict = resolveConflict(claimOf(n.record), incoming);
    if (!ctx.canWrite(n.record.namespace, c.source)) return blocked(conflicts, `no write grant for namespace "${n.record.namespace}"`, false);
    if (!verdict.incomingWins) return blocked(conflicts, verdict.reason, true);
    losers.push(n.record);
  }
  const why = resolveConflict(claimOf(losers[0] as MemoryRecord), incoming).reason;
  return { kind: 'contradiction', losers, reason: `contradicts an earlier ${c.triple?.predicate ?? 'fact'}; replaced by ${why}` };
}

const blocked = (conflicts: readonly Neighbour[], why: string, byPolicy: boolean): Classification => ({
  kind: 'blocked',
  targetId: conflicts[0]?.record.id ?? null,
  reason: `contradiction not applied: ${why}`,
  byPolicy,
});

/** A stored memory that a candidate contradicts: the same single-valued attribute of the same subject with another value. */
function contradicts(record: MemoryRecord, c: Candidate, table: AttributeTable): boolean {
  if (c.profile && record.profileKey === c.profile.key && table.isSingleValued(c.profile.key)) {
    return norm(record.triple ? statedValue(record.triple) : record.content) !== norm(c.profile.value) && norm(record.content) !== norm(c.content);
  }
  if (!c.triple || !record.triple) return false;
  const a = table.resolve(record.triple);
  const b = table.resolve(c.triple);
  return a.subject === b.subject && a.key === b.key && b.cardinality === 'single' && norm(record.triple.object) !== norm(c.triple.object);
}

/** A stored fact of the same single-valued attribute of the same subject, with the same value. */
function sameSingleFact(record: MemoryRecord, c: Candidate, table: AttributeTable): boolean {
  if (!c.triple || !record.triple || record.invalidatedAt !== null) return false;
  const a = table.resolve(record.triple);
  const b = table.resolve(c.triple);
  return a.subject === b.subject && a.key === b.key && b.cardinality === 'single' && norm(record.triple.object) === norm(c.triple.object);
}

/**
 * The same relation of the same subject to another value, neither value holding the other ("dad · speaks · French"
 * and "dad · speaks · German"): two facts of a many-valued relation, however alike their sentences read.
 */
function otherValue(record: MemoryRecord, c: Candidate): boolean {
  if (!record.triple || !c.triple || norm(record.triple.subject) !== norm(c.triple.subject) || record.triple.predicate !== c.triple.predicate) return false;
  const [x, y] = [norm(record.triple.object), norm(c.triple.object)];
  return CONTENT.test(x) && CONTENT.test(y) && !x.includes(y) && !y.includes(x);
}

/** A value with a word of content: not only pro-forms and particles ("it there", "up", "that one"). */
const CONTENT = /\b(?!(?:it|there|here|that|this|these|those|them|one|ones|up|out|in|on|off|so|too|then|now)\b)\p{L}{2,}/u;

function differentAttributes(record: MemoryRecord, c: Candidate, table: AttributeTable): boolean {
  if (!record.triple || !c.triple) return false;
  const a = table.resolve(record.triple);
  const b = table.resolve(c.triple);
  // Another attribute of the same subject, or the same attribute of someone else (`wife.name` is not `name`).
  return a.key !== b.key ? a.subject === b.subject : a.subject !== b.subject;
}

/** Jaccard overlap of two texts' normalised terms. */
export function termOverlap(a: string, b: string): number {
  const x = new Set(queryTermsOf(a));
  const y = new Set(queryTermsOf(b));
  const both = [...x].filter((term) => y.has(term)).length;
  const either = new Set([...x, ...y]).size;
  return either === 0 ? 1 : both / either;
}

/** Lower case, punctuation to spaces, a leading article dropped. */
export const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|a|an)\s+/, '');

/** Words that turn a statement into its negation or its ending. */
const NEGATION = /\b(?:not|no longer|never|no more|any ?more|any longer|stopped|quit|gave up|given up)\b|n['’]t\b/i;

/** Whether a statement is said negated or ended ("doesn't", "no longer", "not … any more"). */
function negated(text: string): boolean {
  return NEGATION.test(text);
}
