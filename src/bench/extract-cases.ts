/**
 * The extraction corpus of issue 23 (`corpora/extract/`, format in its README): cases of one or more
 * user turns with what must be stored, changed, left alone and answered. This module reads the
 * files and judges one turn from what the engine holds before and after it; `extract-run.ts` runs
 * the turns. Nothing here prints a sentence: results carry ids, kinds and counts only.
 */
import { readFileSync } from 'node:fs';
import { MnemoError } from '../core/errors.js';
import type { MemoryRecord } from '../core/types/memory.js';

/** A memory matcher (`store`, `maybe`). */
export interface MemoryMatcher {
  readonly kind?: string;
  readonly all?: readonly string[];
  readonly each?: readonly string[];
  readonly triple?: { readonly subject?: string; readonly predicate?: string; readonly object?: string };
  readonly importance?: 'high' | 'normal';
  readonly validFrom?: string;
}

/** What one turn must do. */
export interface TurnExpect {
  readonly store?: readonly MemoryMatcher[];
  readonly maybe?: readonly MemoryMatcher[];
  readonly none?: boolean;
  readonly profile?: { readonly set?: Readonly<Record<string, string>>; readonly unset?: readonly string[] };
  readonly invalidate?: readonly string[];
  readonly forbid?: { readonly profileUnchanged?: readonly string[]; readonly contentNot?: readonly string[] };
  readonly allowProfile?: readonly string[];
  readonly answer?: boolean;
}

type TripleMatcher = NonNullable<MemoryMatcher['triple']>;

/** What a dialogue checks after a turn. */
export interface TurnAfter {
  readonly profile?: Readonly<Record<string, string | null>>;
  readonly current?: {
    readonly has?: readonly (readonly string[])[];
    readonly hasNot?: readonly (readonly string[])[];
    readonly hasTriple?: readonly TripleMatcher[];
    readonly hasNotTriple?: readonly TripleMatcher[];
  };
}

/** One case of the corpus. */
export interface ExtractCase {
  readonly id: string;
  readonly kind: string;
  readonly tags?: readonly string[];
  readonly profileBefore?: Readonly<Record<string, string>>;
  readonly memoriesBefore?: readonly {
    readonly id: string;
    readonly kind?: string;
    readonly content: string;
    readonly triple?: { readonly subject: string; readonly predicate: string; readonly object: string };
  }[];
  readonly turns: readonly { readonly t: string; readonly at: string; readonly expect?: TurnExpect; readonly after?: TurnAfter }[];
}

/** Reads a corpus file (JSON lines); a line that is not a case is a coded error naming the line, never its text. */
export function readCases(file: string): ExtractCase[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new MnemoError('INVALID_INPUT', `cannot read the extraction corpus ${file}`);
  }
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      let row: unknown;
      try {
        row = JSON.parse(l);
      } catch {
        throw new MnemoError('INVALID_INPUT', `line ${i + 1} of ${file} is not JSON`);
      }
      const c = row as Partial<ExtractCase>;
      if (typeof c.id !== 'string' || typeof c.kind !== 'string' || !Array.isArray(c.turns) || c.turns.length === 0)
        throw new MnemoError('INVALID_INPUT', `line ${i + 1} of ${file} is not an extraction case (id, kind, turns)`);
      // A seeded memory's triple is whole or absent: the store refuses a part missing, so say which case it is.
      for (const m of c.memoriesBefore ?? []) {
        const t = m.triple as Partial<Record<'subject' | 'predicate' | 'object', unknown>> | undefined;
        if (t && !(['subject', 'predicate', 'object'] as const).every((k) => typeof t[k] === 'string' && t[k] !== ''))
          throw new MnemoError(
            'INVALID_INPUT',
            `line ${i + 1} of ${file} (${c.id}): seeded memory ${m.id}'s triple needs a subject, a predicate and an object`,
          );
      }
      return c as ExtractCase;
    });
}

/** The corpus's normalisation: lower case, diacritics folded, straight quotes, whitespace collapsed. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").replace(/[“”]/g, '"').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Profile values also lose a leading article, full stops and trailing punctuation. */
export function foldValue(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return fold(s)
    .replace(/^(the|a|an)\s+/, '')
    .replace(/\./g, '')
    .replace(/[\s!?,;:]+$/, '')
    .trim();
}

const alts = (s: string): string[] => s.split('|');
const USER = new Set(['user', 'the user', 'i', 'me']);

function subjectMatches(have: string, want: string): boolean {
  const h = fold(have);
  if (want === 'user') return USER.has(h);
  if (USER.has(h)) return alts(want).includes('user');
  return alts(want).some((w) => w !== 'user' && h.includes(fold(w)));
}

/** Does a memory's triple satisfy a triple matcher (object unchecked for `each` matchers)? */
export function tripleMatches(m: Pick<MemoryRecord, 'triple'>, t: TripleMatcher, checkObject = true): boolean {
  const tr = m.triple;
  if (!tr) return false;
  if (t.subject !== undefined && !subjectMatches(tr.subject, t.subject)) return false;
  if (t.predicate !== undefined && !alts(t.predicate).includes(tr.predicate)) return false;
  if (checkObject && t.object !== undefined && !alts(t.object).some((o) => fold(tr.object).includes(fold(o)))) return false;
  return true;
}

const stemIn = (content: string, stem: string): boolean => alts(stem).some((s) => content.includes(fold(s)));

/** Every condition of a matcher but `each`. */
function baseMatches(m: MemoryRecord, x: MemoryMatcher): boolean {
  const content = fold(m.content);
  if (x.kind !== undefined && !alts(x.kind).includes(m.kind)) return false;
  if (x.all && !x.all.every((s) => stemIn(content, s))) return false;
  if (x.triple && !tripleMatches(m, x.triple, !x.each)) return false;
  if (x.importance === 'high' && m.importance < 0.7) return false;
  if (x.importance === 'normal' && m.importance < 0.3) return false;
  if (x.validFrom !== undefined && !alts(x.validFrom).some((v) => m.validFrom.toISOString().startsWith(v))) return false;
  return true;
}

/** The memories that satisfy a matcher; for `each`, empty unless every item is covered. */
export function satisfying(stored: readonly MemoryRecord[], x: MemoryMatcher): MemoryRecord[] {
  const fit = stored.filter((m) => baseMatches(m, x));
  if (!x.each) return fit;
  const used = fit.filter((m) => x.each?.some((item) => stemIn(fold(m.content), item)));
  return x.each.every((item) => used.some((m) => stemIn(fold(m.content), item))) ? used : [];
}

/** What the engine held around one turn, and what the extractor reported. */
export interface TurnObservation {
  readonly profileBefore: Readonly<Record<string, unknown>>;
  readonly profileAfter: Readonly<Record<string, unknown>>;
  /** Memories created by the turn (at or above the floor). */
  readonly stored: readonly MemoryRecord[];
  /** Current memories after the turn. */
  readonly current: readonly MemoryRecord[];
  /** Seeded ids (`m1`, `p:location`) that are no longer current (after this turn, whichever turn ended them). */
  readonly invalidated: readonly string[];
  /**
   * Seeded ids this turn ended (current before it, not after). A wrong edit is judged on these: a turn is
   * answerable only for what it did, not for what an earlier turn of the dialogue meant to do. Absent: `invalidated`.
   */
  readonly invalidatedNow?: readonly string[];
  /** The extractor said the turn asks a question. */
  readonly asked: boolean;
  /** Seeded memories (`m1`) that hold a profile field, by that field's key: ending one the label names ends its field. */
  readonly fieldsOf?: Readonly<Record<string, string>>;
}

/** The verdict on one turn. */
export interface TurnVerdict {
  readonly pass: boolean;
  /** Rule 4 was broken: a profile key or a seeded memory changed that the user did not mean. */
  readonly wrongEdit: boolean;
  /** Extracted memories matching some `store`/`maybe` matcher or a dialogue's `after` check, and all extracted ones. */
  readonly matched: number;
  /** Of `matched`, those wanted only by a dialogue's `after.current` check (the README's scoring before round 6 counted them as extras). */
  readonly matchedByAfter: number;
  readonly extracted: number;
  /** `store` matchers satisfied, and all of them (recall). */
  readonly met: number;
  readonly expected: number;
  readonly failed: readonly string[];
}

const FLOOR = 0.3;

/** Judges one turn by the README's scoring rules. */
export function judgeTurn(expect: TurnExpect, after: TurnAfter | undefined, o: TurnObservation): TurnVerdict {
  const failed: string[] = [];
  const stored = o.stored.filter((m) => m.importance >= FLOOR);
  const store = expect.store ?? [];
  const met = store.filter((x) => satisfying(stored, x).length > 0).length;
  if (met < store.length) failed.push('store');
  if (expect.none && stored.length > 0) failed.push('none');
  const valueOk = (key: string, want: string) =>
    alts(key).some((k) => o.profileAfter[k] !== undefined && alts(want).some((w) => foldValue(o.profileAfter[k]) === foldValue(w)));
  for (const [k, v] of Object.entries(expect.profile?.set ?? {})) if (!valueOk(k, v)) failed.push(`profile.set ${k}`);
  for (const k of expect.profile?.unset ?? []) if (o.profileAfter[k] !== undefined) failed.push(`profile.unset ${k}`);
  const allowed = new Set([
    ...Object.keys(expect.profile?.set ?? {}).flatMap(alts),
    ...(expect.profile?.unset ?? []),
    ...(expect.allowProfile ?? []),
    // A seeded memory the turn must end that holds a field ("The user's partner is Jules."): the field ends with it.
    ...(expect.invalidate ?? []).flatMap((id) => (o.fieldsOf?.[id] ? [o.fieldsOf[id]] : [])),
    // A dialogue's `after.profile` names the value a key must have after the turn: changing it to that is meant.
    // A key may be `a|b` there too ("nickname|name": either field may hold it).
    ...Object.entries(after?.profile ?? {}).flatMap(([key, v]) =>
      alts(key).filter((k) => v === null || (o.profileAfter[k] !== undefined && alts(v).some((w) => foldValue(o.profileAfter[k]) === foldValue(w)))),
    ),
  ]);
  const keys = new Set([...Object.keys(o.profileBefore), ...Object.keys(o.profileAfter)]);
  let wrongEdit = false;
  for (const k of keys) {
    if (allowed.has(k) || k.startsWith('preference.')) continue;
    const b = o.profileBefore[k];
    const a = o.profileAfter[k];
    if ((b === undefined) !== (a === undefined) || (b !== undefined && foldValue(b) !== foldValue(a))) wrongEdit = true;
  }
  const meant = new Set(expect.invalidate ?? []);
  // Like with like: what this turn ended against what this turn meant (an earlier turn's meant edit is not this one's).
  if ((o.invalidatedNow ?? o.invalidated).some((id) => !meant.has(id))) wrongEdit = true;
  if ([...meant].some((id) => !o.invalidated.includes(id))) failed.push('invalidate');
  if (wrongEdit) failed.push('wrong edit');
  const banned = expect.forbid?.contentNot ?? [];
  if (stored.some((m) => banned.some((b) => fold(m.content).includes(fold(b))))) failed.push('contentNot');
  if (expect.answer && !o.asked) failed.push('answer');
  if (after) failed.push(...judgeAfter(after, o));
  const matchers = [...store, ...(expect.maybe ?? [])];
  // The memory of a profile field the turn had to set (`profile.set`, a dialogue's `after.profile`) is wanted too.
  const fields = {
    ...(expect.profile?.set ?? {}),
    ...Object.fromEntries(Object.entries(after?.profile ?? {}).filter((e): e is [string, string] => e[1] !== null)),
  };
  const isField = (m: MemoryRecord) =>
    m.triple !== null &&
    USER.has(fold(m.triple.subject)) &&
    Object.entries(fields).some(([k, v]) => alts(k).includes(m.triple?.predicate ?? '') && alts(v).some((w) => foldValue(m.triple?.object) === foldValue(w)));
  const wanted = (m: MemoryRecord) => isField(m) || matchers.some((x) => satisfying([m], { ...x, each: undefined }).length > 0 || eachHolds(m, x));
  // A dialogue turn often says what it wants only as what must be current after it (`after.current.has`, `hasTriple`):
  // a memory stored by this turn that one of those checks names is wanted, not an extra.
  const c = after?.current ?? {};
  const byAfter = (m: MemoryRecord) =>
    (c.has ?? []).some((stems) => stems.every((x) => stemIn(fold(m.content), x))) || (c.hasTriple ?? []).some((t) => tripleMatches(m, t));
  const direct = stored.filter(wanted).length;
  const matchedByAfter = stored.filter((m) => !wanted(m) && byAfter(m)).length;
  return {
    pass: failed.length === 0,
    wrongEdit,
    matched: direct + matchedByAfter,
    matchedByAfter,
    extracted: stored.length,
    met,
    expected: store.length,
    failed,
  };
}

/** A memory that holds one item of an `each` matcher and its other conditions. */
function eachHolds(m: MemoryRecord, x: MemoryMatcher): boolean {
  return x.each !== undefined && baseMatches(m, x) && x.each.some((item) => stemIn(fold(m.content), item));
}

function judgeAfter(after: TurnAfter, o: TurnObservation): string[] {
  const failed: string[] = [];
  for (const [k, v] of Object.entries(after.profile ?? {})) {
    const have = alts(k).map((x) => o.profileAfter[x]);
    const holds = v === null ? have.every((x) => x === undefined) : have.some((x) => x !== undefined && alts(v).some((w) => foldValue(x) === foldValue(w)));
    if (!holds) failed.push(`after.profile ${k}`);
  }
  const contents = o.current.map((m) => fold(m.content));
  const holds = (stems: readonly string[]) => contents.some((c) => stems.every((s) => stemIn(c, s)));
  const c = after.current ?? {};
  if ((c.has ?? []).some((s) => !holds(s))) failed.push('after.has');
  if ((c.hasNot ?? []).some((s) => holds(s))) failed.push('after.hasNot');
  if ((c.hasTriple ?? []).some((t) => !o.current.some((m) => tripleMatches(m, t)))) failed.push('after.hasTriple');
  if ((c.hasNotTriple ?? []).some((t) => o.current.some((m) => tripleMatches(m, t)))) failed.push('after.hasNotTriple');
  return failed;
}
