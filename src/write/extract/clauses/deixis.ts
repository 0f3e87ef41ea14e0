/**
 * "there" that points back at a place the same turn named: "what's Oslo like in March? my sister lives
 * there", "I'm off to Porto next week, my cousin moved there last year". When exactly one place was named
 * before it (after "in", "to", "from", "visit"), "lives there" is "lives in <place>" and "moved there" is
 * "moved to <place>"; with none or two, "there" is left as said and nothing is read of it. When the turn names no
 * place, the one the user's turn before named is meant ("if I moved to Kigali would …?" then "I actually did move there").
 */

/** Words that open with a capital but name no place (times, days, months, the user). */
const NOT_PLACE =
  /^(I|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Spring|Summer|Autumn|Winter)$/;
const PLACE =
  /\b(?:in|to|from|visit|visiting|visited|around|near)\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)((?:\s*(?:,|\bor\b|\band\b)\s*\p{Lu}[\p{L}'-]+)*)/gu;
/** Verbs after which "there" is where someone is, and the preposition the place takes after them. */
const THERE = /\b(lives?|living|based|works?|working|stud(?:ies|y|ying)|grew up|move|moved|moving|relocated|relocating)\s+there\b/i;

/** The turn with "there" said of the one place named before it. */
export function thereNamed(text: string, prior = ''): string {
  const m = THERE.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index);
  // A turn that names any capitalised word of its own ("Bergen or Tromsø") is read alone: its places are not sure.
  const own = [...before.matchAll(PLACE)].length > 0 || /\s(?!I\b)\p{Lu}/u.test(before);
  const found = [...(own ? before : prior).matchAll(PLACE)].filter((p) => !NOT_PLACE.test((p[1] as string).split(' ')[0] as string));
  // "Rome or Milan": more than one place, so "there" is not sure.
  const places = new Set(found.flatMap((p) => (p[2] ? [p[1] as string, p[2]] : [p[1] as string])));
  if (places.size !== 1) return text;
  const place = [...places][0] as string;
  const to = /^(move|moved|moving|relocated|relocating)$/i.test(m[1] as string) ? 'to' : 'in';
  return `${before}${m[1] as string} ${to} ${place}${text.slice(m.index + m[0].length)}`;
}
