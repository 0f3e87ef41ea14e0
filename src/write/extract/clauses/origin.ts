/**
 * "I'm from Galway originally", "im from cork", "I'm originally from Tamale": where the user grew up, the
 * single-valued `hometown` field (round 8 of issue 23). Only a place name after "from" — a proper run, or
 * in an all-lower-case turn a word or two beside "originally"/"born"/"raised"; "I'm from the council" or
 * "from work" is no hometown (nothing is read, as before). The place the user grew up, was born or raised in
 * ("Grew up in Tralee, been in Dublin since 2017") is the hometown too, when it is the one such place the turn names.
 */
import type { Token } from './nlp.js';
import { phrase, profileFact, properRun, type Draft } from './phrases.js';

const CUE = /^(originally|born|raised|grew|by birth)$/;
const NOT_PLACE = /^(the|a|an|my|our|work|home|school|uni|here|there|now|then|today|it|that|this|abroad|overseas|away|out|somewhere|nowhere|back)$/;

/** The hometown a clause that starts with "from" (after "I'm") states; null when it names no place. */
export function originDraft(c: readonly Token[]): Draft | null {
  if (c[0]?.lower !== 'from') return null;
  const rest = c.slice(1).filter((t) => t.pos !== 'PUNCT');
  const run = properRun(rest, 0, { region: true });
  const cued = rest.some((t) => CUE.test(t.lower)) || c.some((t) => CUE.test(t.lower));
  const lower = rest.length > 0 && !rest.some((t) => /\p{Lu}/u.test(t.text));
  const words = run.length > 0 ? run : lower && cued ? rest.filter((t) => !CUE.test(t.lower)).slice(0, 2) : [];
  if (words.length === 0 || words.length > 3 || NOT_PLACE.test(words[0]?.lower ?? '') || words.some((t) => t.pos === 'VERB' || t.pos === 'PRON')) return null;
  // Nothing after the place but "originally" and the like: a longer clause ("from Leeds but moved …") is read no further here.
  const after = rest
    .slice(rest.indexOf(words[words.length - 1] as Token) + 1)
    .filter((t) => !CUE.test(t.lower) && !['and', 'raised', 'born', 'up'].includes(t.lower));
  if (after.length > 3) return null;
  const value = phrase(words).replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, ch: string) => sp + ch.toUpperCase());
  return profileFact('hometown', value, `The user's hometown is ${value}.`, 0.7);
}

/** The user's own upbringing as a stored sentence: "The user grew up in Tralee.", "The user was born in Leicester …". */
const RAISED = /^The user (?:grew up|was (?:born|raised|brought up)|was born and raised) in (\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2})(?=[\s,.;!]|$)/u;

/**
 * "Grew up in Tralee", "I was born in Leicester": the one place the turn says the user grew up, was born or raised in
 * is their hometown — the sentence kept as it was said, with the field. Two such places ("born in Krakow but grew up
 * in Chicago"), a hometown already set or set by another reading of the turn, or a sentence about anyone else: null.
 * The draft found replaces the one at `at` (ownfields.ts). `known` is the profile so far (known.ts's `Known`, not
 * imported: known.ts reads people.ts, which reads this file).
 */
export function upbringingHome(candidates: readonly Draft[], known: Readonly<Record<string, string>>): { at: number; draft: Draft } | null {
  if (known['hometown'] || candidates.some((c) => c.profile?.key === 'hometown')) return null;
  const said = candidates.flatMap((c, k) => {
    const m = c.triple && c.triple.subject !== 'user' ? null : RAISED.exec(c.content);
    return m ? [{ k, place: (m[1] as string).replace(/\.+$/, '') }] : [];
  });
  const places = new Set(said.map((s) => s.place.toLowerCase()));
  const one = said[0];
  if (!one || places.size !== 1) return null;
  const had = candidates[one.k] as Draft;
  return { at: one.k, draft: profileFact('hometown', one.place, had.content, Math.max(had.importance, 0.7)) };
}
