/**
 * The triple of a corrected memory, derived from its new text. First the offline rules (they read
 * what people say outright: "I work on the infra team"); else the old text and the new are aligned
 * word by word and the old triple's object is read off where it now stands ("The user works on the
 * platform team." → "Alice works on the infra team." gives `infra team`). What cannot be told is
 * left out (null), never guessed.
 */
import { extractFromText } from '../extract/rules.js';
import type { MemoryRecord, Triple } from '../../core/types/memory.js';

/** The triple the new text states, or null when it cannot be told. */
export function deriveTriple(old: Pick<MemoryRecord, 'content' | 'triple'>, content: string): Triple | null {
  const ruled = extractFromText(content).candidates.filter((c) => c.triple !== null);
  if (old.triple) {
    const same = ruled.find((c) => c.triple?.predicate === old.triple?.predicate);
    if (same?.triple) return same.triple;
    const object = alignedObject(old.content, old.triple.object, content);
    return object === null ? null : { ...old.triple, object };
  }
  // A memory that had no triple takes one only when the rules find exactly one plain fact in it.
  const plain = ruled.filter((c) => c.profile === null);
  return ruled.length === 1 && plain[0]?.triple ? plain[0].triple : null;
}

interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const MAX_TOKENS = 200;

/** Where the old object stood in the old text, read in the new text; null when the texts do not align around it. */
function alignedObject(oldText: string, oldObject: string, newText: string): string | null {
  const a = tokens(oldText);
  const b = tokens(newText);
  const o = tokens(oldObject).map((t) => t.text);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS || o.length === 0) return null;
  const at = indexOfRun(
    a.map((t) => t.text),
    o,
  );
  if (at < 0) return null;
  const match = lcsMatch(
    a.map((t) => t.text),
    b.map((t) => t.text),
  );
  const first = at;
  const last = at + o.length - 1;
  // The start: where the first object word went, else just after the nearest aligned word before it.
  let start: number;
  if (match[first] !== undefined) start = match[first] as number;
  else {
    const before = lastMatchedBefore(match, first);
    if (before === null) {
      if (first !== 0) return null; // nothing anchors the left side
      start = 0;
    } else start = (match[before] as number) + 1;
  }
  let end: number;
  if (match[last] !== undefined) end = (match[last] as number) + 1;
  else {
    const after = firstMatchedAfter(match, last, a.length);
    if (after === null) {
      if (last !== a.length - 1) return null;
      end = b.length;
    } else end = match[after] as number;
  }
  if (end <= start || end - start > 12) return null;
  const span = b.slice(start, end);
  if (span.some((t) => /^[.!?;]$/.test(t.text))) return null;
  const text = newText.slice(span[0]?.start ?? 0, span[span.length - 1]?.end ?? 0).trim();
  return text === '' ? null : text;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*[\p{L}\p{N}]|[\p{L}\p{N}]|[^\s\p{L}\p{N}]/gu)].map((m) => ({
    text: m[0].toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

function indexOfRun(haystack: readonly string[], run: readonly string[]): number {
  for (let i = 0; i + run.length <= haystack.length; i++) if (run.every((w, j) => haystack[i + j] === w)) return i;
  return -1;
}

/** For each word of `a`, the index of the word of `b` it is aligned with by a longest common subsequence. */
function lcsMatch(a: readonly string[], b: readonly string[]): (number | undefined)[] {
  const n = a.length;
  const m = b.length;
  const dp = new Int32Array((n + 1) * (m + 1));
  const at = (i: number, j: number): number => dp[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) dp[i * (m + 1) + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const match: (number | undefined)[] = new Array(n).fill(undefined);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      match[i] = j;
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return match;
}

function lastMatchedBefore(match: readonly (number | undefined)[], i: number): number | null {
  for (let k = i - 1; k >= 0; k--) if (match[k] !== undefined) return k;
  return null;
}

function firstMatchedAfter(match: readonly (number | undefined)[], i: number, n: number): number | null {
  for (let k = i + 1; k < n; k++) if (match[k] !== undefined) return k;
  return null;
}
