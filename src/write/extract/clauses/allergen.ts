/**
 * The allergen a plain fact names, whatever the noun of the reaction: "a severe wasp allergy", "because of wasp venom
 * anaphylaxis", "an allergy to latex", "anaphylactic to peanuts". The allergen is the noun phrase before the reaction's
 * noun (its modifiers of degree dropped) or the one after "to".
 */

import type { Draft } from './phrases.js';

/** Nouns of an allergic reaction. */
const REACTION = String.raw`(?:allergy|anaphylaxis|anaphylactic (?:shock|reaction))`;
/** Words before a reaction that grade or point, never the allergen. */
const NOT_ALLERGEN =
  /^(?:a|an|the|my|of|to|from|with|because|cos|cuz|due|severe|severely|mild|bad|serious|slight|life-threatening|deadly|fatal|nasty|known|major|minor|proper|real|full|full-blown|bit|some|any|this|that|have|has|had|got|get|an?)$/;

const BEFORE = new RegExp(String.raw`\b((?:[a-z][a-z-]*\s+){1,4})${REACTION}\b`, 'i');
const AFTER = new RegExp(
  String.raw`\b(?:${REACTION}|anaphylactic)\s+(?:is\s+|'s\s+)?to\s+((?:[a-z][a-z-]*)(?:\s+(?!and\b|but\b|so\b|because\b)[a-z][a-z-]*)?)`,
  'i',
);

/** The allergen named in `said`, in lower case, or null when no reaction or no allergen is named. */
export function allergenNamed(said: string): string | null {
  const after = AFTER.exec(said);
  if (after) {
    const words = (after[1] as string).toLowerCase().split(/\s+/);
    const kept = words.filter((w) => !NOT_ALLERGEN.test(w));
    return kept.length > 0 ? kept.join(' ') : null;
  }
  const before = BEFORE.exec(said);
  if (!before) return null;
  const words = (before[1] as string).trim().toLowerCase().split(/\s+/);
  // The allergen is the run of content words right before the reaction's noun ("because of wasp venom" → "wasp venom").
  let from = words.length;
  while (from > 0 && !NOT_ALLERGEN.test(words[from - 1] as string)) from--;
  const kept = words.slice(Math.max(from, words.length - 2));
  return kept.length > 0 ? kept.join(' ') : null;
}

/**
 * "I carry an EpiPen because of a severe wasp allergy": a plain fact about the user that names an allergy is that
 * relation too; so is anyone's "have" of one ("our son Ilyas has a peanut allergy"), with its subject kept.
 */
export function allergyOf(d: Draft, said: string): Draft {
  const own = !d.triple && !d.profile && /^The user\b/.test(d.content);
  // "my allergy is to lupin": the user's own reaction noun read as a "my <noun>" attribute.
  const had = !d.profile && (d.triple?.predicate === 'have' || (d.triple?.subject === 'user' && /^my\.(?:allerg|anaphyla)/.test(d.triple.predicate)));
  if (!own && !had) return d;
  // "wasp venom anaphylaxis", "an allergy to latex": the allergen names the reaction or follows it.
  const allergen = allergenNamed(said);
  if (!allergen || (own && /\b(his|her|their|wife|husband|son|daughter|kid|friend)\b/i.test(said))) return d;
  return { ...d, triple: { subject: d.triple?.subject ?? 'user', predicate: 'allergic_to', object: allergen } };
}
