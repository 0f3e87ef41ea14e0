/**
 * "there" that points back at a place the same turn named: "what's Oslo like in March? my sister lives
 * there", "I'm off to Porto next week, my cousin moved there last year". When exactly one place was named
 * before it (after "in", "to", "from", "visit"), "lives there" is "lives in <place>" and "moved there" is
 * "moved to <place>"; with none or two, "there" is left as said and nothing is read of it. When the turn names no
 * place, the one the user's turn before named is meant ("if I moved to Kigali would …?" then "I actually did move there").
 *
 * The same for a workplace: "I'm there too" / "I work there as well" / "same company as me" after a turn that named
 * exactly one organisation someone works at ("My husband Rafael works at Airbus in Toulouse") is "I work at Airbus too".
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

/** An organisation's name: capitalised words or initials, with "&", apostrophes, dots and digits. */
const ORG_NAME = String.raw`((?:\p{Lu}|\d)[\p{L}\p{N}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,4})`;
/** Someone's work at an organisation, said in the turn before. */
const WORKS_AT = new RegExp(String.raw`\b(?:works?|working|worked|is|'s)\s+(?:at|for)\s+${ORG_NAME}`, 'gu');
/** The user placing themself at that workplace: "I'm there too", "I work there as well", "same company as me". */
const ME_TOO =
  /^((?:(?:oh|ah|well|actually|ha|haha|lol|funnily enough)[,!]?\s+)*)(?:(?:I'?m|I am|I work|I'm working|I also work)\s+there(?:\s+(?:too|as well|also))?|same (?:company|firm|employer|place|organisation|organization|org) as (?:me|mine))\b/i;

/** The turn with the user's "there" / "same company" said of the one organisation the turn before says someone works at. */
export function thereEmployed(text: string, prior = ''): string {
  const m = ME_TOO.exec(text.trim());
  if (!m) return text;
  const orgs = new Set([...prior.matchAll(WORKS_AT)].map((o) => (o[1] as string).replace(/[.'’]+$/, '')));
  const org = orgs.size === 1 ? ([...orgs][0] as string) : null;
  if (!org || NOT_PLACE.test(org) || org === 'I') return text;
  // "works at Google and Meta": two organisations, so "there" is not sure.
  const after = prior.slice(prior.indexOf(org) + org.length);
  if (/^\s*(?:,|\band\b|\bor\b|\/)\s*\p{Lu}/u.test(after)) return text;
  return `${m[1] ?? ''}I work at ${org} too${text.trim().slice(m[0].length)}`;
}

/** The turn with "there" and "same company" said of what the turn before named (places, then a workplace). */
export const pointedBack = (text: string, prior?: string): string => thereEmployed(thereNamed(text, prior), prior);
