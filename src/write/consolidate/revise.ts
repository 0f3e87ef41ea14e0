/**
 * A correction of one stored value that no profile field holds: "no, it's Galway" when the only
 * stored city is the son's Cork, "Salzburg, not Vienna" when one memory holds Vienna. Write-safety
 * first: the correction changes a memory only when exactly one current memory can be meant —
 * with "not Y", the one whose value is Y; with no "not Y", the one value that is a proper name
 * among the memories this same session wrote, and only when it is a place. None or several:
 * nothing changes, and the action says so.
 */
import { DEFAULT_ATTRIBUTES, USER_SUBJECT, normalizeSubject, type AttributeTable } from '../../core/attributes/index.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { Candidate } from '../extract/types.js';
import { norm } from './classify.js';
import type { NeighbourSearch } from './neighbours.js';

/** Attributes whose values are places. */
const PLACE = new Set(['location', 'hometown', 'travels_to', 'lived_in', 'lives_in', 'moved_to', 'visiting', 'visits', 'studies_in', 'born_in', 'from']);
/** The user's own names: a bare correction never sets them (a spelt-out or "not Y" name goes through the profile). */
const OWN_NAMES = new Set(['name', 'nickname', 'pronouns']);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value that is a proper name: capitalised words, at most three. */
const properValue = (v: string): boolean => /^\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,2}$/u.test(v.trim());

/** What a stored memory says its value is, and whether the corrected value can stand in it. */
function valueOf(r: MemoryRecord): string | null {
  return r.triple ? r.triple.object : null;
}

/** The current memories one revision can mean (several: ambiguous; none: nothing to change). */
export async function revisionTargets(
  search: NeighbourSearch,
  revises: NonNullable<Candidate['revises']>,
  isGone: (id: string) => boolean,
  table: AttributeTable = DEFAULT_ATTRIBUTES,
): Promise<{ readonly targets: readonly MemoryRecord[]; readonly placeOnly: boolean }> {
  const { store, scope, filter } = search;
  const stored = (await store.listMemories(scope, { filter, limit: 2_000 })).filter((r) => !isGone(r.id) && r.kind !== 'procedure');
  const mine = (r: MemoryRecord) => !(r.triple && normalizeSubject(r.triple.subject) === USER_SUBJECT && OWN_NAMES.has(table.canonical(r.triple.predicate)));
  if (revises.replaces) {
    const y = norm(revises.replaces);
    const word = new RegExp(`\\b${escape(y)}\\b`);
    // "sorry, Bilbo, not Biko" of "The user has a dog named Biko." (object "dog named Biko"): the old value as a word of the object.
    const targets = stored.filter((r) => mine(r) && (r.triple ? norm(r.triple.object) === y || word.test(norm(r.triple.object)) : word.test(norm(r.content))));
    return { targets, placeOnly: false };
  }
  // A bare value corrects only what this conversation said: out of the blue, "no, it's Bella" could
  // mean anything, and a wrong edit is worse than a missed one.
  const said = (r: MemoryRecord) => scope.sessionId !== undefined && r.sessionId === scope.sessionId;
  // "My cousin Marta lives in Braga." then "no, it's Martha": the value looks like a name the memory says respelt, so
  // which value it corrects is not known — that memory is not a target.
  const respelt = (r: MemoryRecord) =>
    (r.content.match(/\p{Lu}[\p{L}'-]+/gu) ?? []).some(
      (x) => norm(x) !== norm(r.triple?.object ?? '') && norm(x).slice(0, 3) === norm(revises.value).slice(0, 3),
    );
  const named = stored.filter((r) => mine(r) && said(r) && r.triple && properValue(r.triple.object) && !respelt(r));
  return { targets: introducedPlace(named, revises.value, table) ?? named, placeOnly: true };
}

/**
 * The one current memory a corrected statement ("not Python, I mostly write Kotlin", "my daughter is 7, not 6")
 * replaces: the one whose value holds the old value it names. None or several: null (the statement is stored as
 * it is and nothing else changes).
 */
export async function correctedTarget(search: NeighbourSearch, c: Candidate, isGone: (id: string) => boolean): Promise<MemoryRecord | null> {
  const replaces = c.correction?.replaces;
  if (!replaces || !c.content) return null;
  const { targets } = await revisionTargets(search, { value: c.content, replaces }, isGone);
  const [only] = targets;
  return targets.length === 1 && only && only.triple !== null && !only.profileKey ? only : null;
}

/**
 * "My brother Luis lives in Valencia." then "no, it's Sevilla": the session named one person and
 * their place, so two values were said — the person's name and the place. A bare value is read only as
 * a place, and a person's name is how they were introduced, so the place is the one meant — unless
 * the new value looks like that name respelt ("Marta" → "Martha"), when which one is meant is not
 * known. Anything else (two places, a pet's name and a city, another person): null, and the caller
 * keeps every target (ambiguous, nothing changes).
 */
function introducedPlace(named: readonly MemoryRecord[], value: string, table: AttributeTable): MemoryRecord[] | null {
  if (named.length < 2) return null;
  const places = named.filter((r) => r.triple && PLACE.has(table.canonical(r.triple.predicate)));
  const place = places[0];
  if (places.length !== 1 || !place?.triple) return null;
  const who = normalizeSubject(place.triple.subject);
  const names = named.filter((r) => r !== place);
  const introduced = names.every((r) => r.triple && normalizeSubject(r.triple.subject) === who && ['name', 'nickname'].includes(r.triple.predicate));
  const v = norm(value);
  const respelt = names.some((r) => r.triple && norm(r.triple.object).slice(0, 3) === v.slice(0, 3));
  return introduced && who !== USER_SUBJECT && !respelt ? [place] : null;
}

/** The corrected memory as a candidate: its words with the old value replaced by the new one; null when its words do not hold the old value. */
export function revisedCandidate(c: Candidate, target: MemoryRecord): Candidate | null {
  const value = c.revises?.value ?? '';
  const old = c.revises?.replaces ?? valueOf(target);
  if (!old || !value) return null;
  const inWords = new RegExp(`\\b${escape(old)}\\b`, 'i');
  if (!inWords.test(target.content)) return null;
  const inObject =
    target.triple && norm(target.triple.object) !== norm(old) ? target.triple.object.replace(withOverlap(target.triple.object, old, value), value) : value;
  const triple = target.triple ? { ...target.triple, object: inObject } : null;
  return {
    ...c,
    kind: target.kind,
    content: target.content.replace(withOverlap(target.content, old, value), value),
    triple,
    // A memory that holds a profile field keeps holding it with the new value (the plan carries it).
    profile: null,
    importance: Math.max(c.importance, target.importance),
    revises: undefined,
  };
}

/**
 * The words `old` stands in within `text`, with the words beside it that the new value says again: "Kelston
 * Infirmary, not General" of "… at Kelston General." replaces "Kelston General", so "Kelston" is not said twice.
 */
function withOverlap(text: string, old: string, value: string): RegExp {
  const v = value.trim().split(/\s+/);
  for (let n = v.length - 1; n > 0; n--) {
    const lead = new RegExp(`\\b${v.slice(0, n).map(escape).join('\\s+')}\\s+${escape(old)}\\b`, 'i');
    if (lead.test(text)) return lead;
    const tail = new RegExp(`\\b${escape(old)}\\s+${v.slice(-n).map(escape).join('\\s+')}\\b`, 'i');
    if (tail.test(text)) return tail;
  }
  return new RegExp(`\\b${escape(old)}\\b`, 'i');
}

/** Days, months and times are no place: "no, it's Tuesday" corrects no city. */
const WHEN_WORD =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|tonight|yesterday)$/i;

/** Whether a target of a correction with no "not Y" is a place (the only kind a bare value is read as). */
export const isPlaceValue = (r: MemoryRecord, value: string, table: AttributeTable = DEFAULT_ATTRIBUTES): boolean =>
  r.triple !== null && PLACE.has(table.canonical(r.triple.predicate)) && !WHEN_WORD.test(value.trim());
