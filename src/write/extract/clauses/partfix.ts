/**
 * A correction tied to the ONE stored profile value it revises, whole or in part. The correction readers
 * (revision.ts, contrast.ts, correcting.ts) read the pair "X, not Y" from many shapes ("I said Y? meant X",
 * "Marlowe & Fitch, not Finch", "sorry, staff not senior", "Kelston Infirmary, not General"); when none of
 * them found a profile field holding Y, the pair went to the memories only. This step ties it to a field:
 *
 * - Y is the whole value of exactly one correctable field, or a run of whole words of it ("senior" of "senior
 *   data engineer", "Finch" of "Marlowe & Finch");
 * - the new value is the held value with that run replaced by X, where X's words that repeat the held words
 *   beside the run are not said twice ("Kelston Infirmary" for "General" of "Kelston General" is "Kelston
 *   Infirmary", not "Kelston Kelston Infirmary");
 * - X must have Y's shape (a name for a name, a lower-case word for a lower-case word), and the write-safety
 *   gate checks that the new value fits the field.
 *
 * None or several fields hold Y: nothing here (the memory revision stands, which changes a memory only when
 * exactly one holds Y). Consolidation still refuses a bare field correction when another memory holds Y.
 */
import { gateEdits } from '../gate.js';
import { fieldDraft, type Known } from './known.js';
import type { Draft } from './phrases.js';
import { uncuedCorrection } from './uncued.js';

/** Fields a correction of a value said alone may be about (not free text). */
const CORRECTABLE = new Set(['name', 'nickname', 'location', 'hometown', 'employer', 'team', 'role', 'manager', 'nationality', 'partner']);
/** Words no correction names as the part it replaces. */
const SMALL = /^(?:the|a|an|of|and|&|at|in|on|for|to|my|team|it|that|this|is|was)$/i;

const fold = (w: string): string =>
  w
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}&]+/gu, '');
const wordsOf = (s: string): string[] => s.split(/\s+/).filter((w) => fold(w).length > 0);

/** Where the words of `part` stand as a run of whole words in `held`, or -1 (or -2 when they stand twice). */
function runAt(held: readonly string[], part: readonly string[]): number {
  let at = -1;
  for (let i = 0; i + part.length <= held.length; i++) {
    if (!part.every((w, k) => fold(w) === fold(held[i + k] as string))) continue;
    if (at >= 0) return -2;
    at = i;
  }
  return at;
}

/**
 * The held value with the run `old` replaced by `value`, its overlap with the words kept on either side said once;
 * null when `old` is no run of whole words of it.
 */
export function spliced(held: string, old: string, value: string): string | null {
  const h = wordsOf(held);
  const y = wordsOf(old);
  const x = wordsOf(value);
  const at = runAt(h, y);
  if (at < 0 || y.length === 0 || x.length === 0) return null;
  let left = h.slice(0, at);
  let right = h.slice(at + y.length);
  // The longest end of the kept left words that X opens with, and the longest start of the right ones X ends with.
  for (let n = Math.min(left.length, x.length - 1); n > 0; n--)
    if (left.slice(-n).every((w, k) => fold(w) === fold(x[k] as string))) {
      left = left.slice(0, -n);
      break;
    }
  for (let n = Math.min(right.length, x.length - 1); n > 0; n--)
    if (right.slice(0, n).every((w, k) => fold(w) === fold(x[x.length - n + k] as string))) {
      right = right.slice(n);
      break;
    }
  return [...left, ...x, ...right].join(' ');
}

const capitalised = (s: string): boolean => /^\p{Lu}/u.test(s.trim());

/** The one correctable field whose value holds `old` as a run of whole words, with the value corrected; null when none or several. */
export function partOfField(known: Known, old: string, value: string): { key: string; value: string; replaces: string } | null {
  const y = wordsOf(old);
  if (y.length === 0 || y.every((w) => SMALL.test(fold(w))) || capitalised(old) !== capitalised(value)) return null;
  const hits = Object.entries(known).flatMap(([key, held]) => {
    if (!CORRECTABLE.has(key) || typeof held !== 'string') return [];
    const next = spliced(held, old, value);
    return next && fold(next.replace(/\s+/g, '')) !== fold(held.replace(/\s+/g, '')) ? [{ key, value: next, replaces: held }] : [];
  });
  return hits.length === 1 ? (hits[0] as { key: string; value: string; replaces: string }) : null;
}

/**
 * After the turn's readers: a memory revision ("X, not Y") whose Y one profile field holds, whole or in part, becomes
 * that field's correction (through the gate). The turn's candidates are replaced by it; unchanged otherwise.
 */
export function revisionOfField(candidates: Draft[], raw: string, known: Known, before: readonly string[]): void {
  partOfHeld(candidates, raw, known, before);
  // "Slovak! not Slovenian. easy mix-up", "Katrina* sorry, autocorrect": an uncued correction with an aside (uncued.ts).
  const uncued = candidates.some((c) => c.profile && c.correction) ? null : uncuedCorrection(raw, known, before);
  if (uncued) {
    candidates.splice(0, candidates.length, uncued);
    return;
  }
  if (candidates.some((c) => c.profile && !c.profile.key.startsWith('preference.'))) return;
  const rev = candidates.find((c) => c.revises?.replaces);
  const pair = rev?.revises;
  if (!pair?.replaces) return;
  const hit = partOfField(known, pair.replaces, pair.value);
  if (!hit) return;
  const draft: Draft = {
    ...fieldDraft(hit.key, hit.value),
    confidence: 0.95,
    correction: { reason: `the user corrected it (“${pair.value}, not ${pair.replaces}”)`, replaces: hit.replaces },
  };
  const kept = gateEdits([draft], raw, known, before).kept[0];
  if (kept) candidates.splice(0, candidates.length, kept);
}

/**
 * "lead, not junior" read as the role "lead" when the role is "junior UX researcher": a field correction whose old value
 * is only a part of the held one replaces that part, and keeps the rest ("lead UX researcher"). Through the gate; a
 * correction the gate refuses so is dropped (nothing changes rather than a truncated value).
 */
function partOfHeld(candidates: Draft[], raw: string, known: Known, before: readonly string[]): void {
  for (const [n, c] of candidates.entries()) {
    const key = c.profile?.key;
    const held = key ? known[key] : undefined;
    const old = c.correction?.replaces;
    if (!key || !c.profile || !held || !old || !CORRECTABLE.has(key) || wordsOf(old).length >= wordsOf(held).length) continue;
    const next = spliced(held, old, c.profile.value);
    if (!next || fold(next.replace(/\s+/g, '')) === fold(c.profile.value.replace(/\s+/g, ''))) continue;
    const draft: Draft = { ...fieldDraft(key, next), confidence: c.confidence, correction: { ...c.correction, replaces: held } } as Draft;
    const kept = gateEdits([draft], raw, known, before).kept[0];
    candidates.splice(n, 1, ...(kept ? [kept] : []));
  }
}
