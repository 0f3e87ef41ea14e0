/**
 * An uncued correction of a profile field, tied to the ONE field whose current value it names. The readers before
 * (revision.ts, contrast.ts, partfix.ts) read "A, not B" and "A*" only when the turn ends there or after a cue word;
 * a trailing aside ("— everyone flips it", "sorry, autocorrect") or an exclamation ("A! not B.") stopped them. This
 * step reads the shape of the whole turn, once:
 *
 * - "A, not B <aside>" / "A! not B. <aside>": B is the whole current value of exactly one correctable field; A is a
 *   value of a few words said alone before it (no first-person words: "my husband says he's at A not B" is someone
 *   else's), of B's shape (a name for a name, lower case for lower case); the aside is a few words at most;
 * - "A* <aside>": the starred fix of a typo, tied to the one name-holding field spelt a letter or two away from A.
 *
 * None or several fields: nothing here. The write-safety gate checks the value fits the field.
 */
import { gateEdits } from '../gate.js';
import { fieldDraft, fieldSpelledLike, type Known } from './known.js';
import type { Draft } from './phrases.js';

/** Fields an uncued correction may be about (not free text). */
const CORRECTABLE = new Set(['name', 'nickname', 'location', 'hometown', 'employer', 'team', 'role', 'manager', 'nationality', 'partner', 'timezone']);
/** Words that make "A" a statement rather than a value said alone. */
const STATEMENT = /\b(?:i|i'?m|im|my|me|we|our|he|she|they|his|her|their|it'?s|is|was|are|were|not|says?|said|keeps?)\b/i;
/** Cue-less openers that say nothing of the value ("oh", "well"). */
const OPENER = /^(?:(?:oh|ah|well|so|um+|erm+|hmm+)[\s,]+)+/i;
const MAX_ASIDE = 10;

const fold = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;
const capitalised = (s: string): boolean => /^\p{Lu}/u.test(s.trim());

/** The field whose whole current value B is, with the new value A; null when none, several, or the shape is not one. */
function notPair(text: string, known: Known): { key: string; value: string; replaces: string } | null {
  const m = /^(.+?)\s*(?:,|!+|\s)\s*not\s+(.+)$/u.exec(text);
  if (!m) return null;
  const value = (m[1] as string).trim().replace(/[,.!]+$/, '');
  const after = m[2] as string;
  if (!value || words(value) > 5 || STATEMENT.test(value) || /[—–]|\s-\s|[.?;:]/u.test(value.replace(/\b(?:\p{L}\.)+/gu, ''))) return null;
  const hits = Object.entries(known).flatMap(([key, held]) => {
    if (!CORRECTABLE.has(key) || typeof held !== 'string' || fold(held).length === 0) return [];
    // B is the held value said whole, then the end or punctuation and a short aside.
    const head = after.slice(0, held.length);
    const aside = after.slice(held.length);
    if (fold(head) !== fold(held) || !/^(?:\s*$|\s*[,.!;:—–-]+)/u.test(aside)) return [];
    if (words(aside.replace(/^[\s,.!;:—–-]+/u, '')) > MAX_ASIDE) return [];
    return [{ key, replaces: held }];
  });
  const [hit] = hits;
  if (!hit || hits.length !== 1 || fold(value) === fold(hit.replaces) || capitalised(value) !== capitalised(hit.replaces)) return null;
  return { ...hit, value };
}

/** "Katrina* sorry, autocorrect": a starred name with a short aside, tied to the one field spelt like it. */
function starred(text: string, known: Known): { key: string; value: string; replaces: string } | null {
  const m = /^(\p{Lu}[\p{L}'-]+)\*\s*(?:[,.!;:—–-]+\s*|\s)(.*)$/u.exec(text);
  if (!m || words(m[2] as string) > MAX_ASIDE || /\bnot\b/i.test(m[2] as string)) return null;
  const value = m[1] as string;
  const key = fieldSpelledLike(known, value);
  const held = key ? known[key] : undefined;
  return key && held && words(held) === 1 ? { key, value, replaces: held } : null;
}

/** The field correction an uncued turn says, through the gate; null when none. */
export function uncuedCorrection(raw: string, known: Known, before: readonly string[]): Draft | null {
  const text = raw.replace(/[’‘]/g, "'").trim().replace(OPENER, '');
  if (text.includes('\n') || /\?/.test(text)) return null;
  const hit = notPair(text, known) ?? starred(text, known);
  if (!hit) return null;
  const draft: Draft = {
    ...fieldDraft(hit.key, hit.value),
    confidence: 0.95,
    correction: { reason: `the user corrected it (“${hit.value}, not ${hit.replaces}”)`, replaces: hit.replaces },
  };
  return gateEdits([draft], raw, known, before).kept[0] ?? null;
}
