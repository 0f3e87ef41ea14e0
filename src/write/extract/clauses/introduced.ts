/**
 * A person introduced by an apposition: "Ravi, my accountant, is sorting my tax return", "my physio, Dana, says
 * …", "Mo (my landlord) wants …". Whatever the clause goes on to say of them, the apposition itself states who they
 * are to the user — a relation fact (user · mentor · Zofia, user · friend · Yusuf, user · my.accountant · Ravi). The
 * relation is read by the word's shape: a social relation the rules know, or any role word (accountant, dentist,
 * landlord …). Kin keep their own readings (a relative's name is theirs), and the manager is set by the split.
 */
import type { Draft } from './phrases.js';
import { freeFact, ROLE_HEAD } from './phrases.js';
import { relationOf } from './possessive.js';

const NAME = String.raw`(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?)`;
const REL = String.raw`([\p{Ll} '-]{2,30}?)`;
/** "Ravi, my accountant," (a comma or the clause's end after), "my accountant, Ravi,", "Ravi (my accountant)". */
const SHAPES = [
  new RegExp(String.raw`(?:^|[.!?;]\s+|,\s+|\band\s+)${NAME},\s+my\s+${REL}(?:,|\s*$|\s*[.!])`, 'gu'),
  new RegExp(String.raw`\bmy\s+${REL},\s+${NAME},`, 'gu'),
  new RegExp(String.raw`${NAME}\s+\(my\s+${REL}\)`, 'gu'),
];
const MANAGER = /\b(?:manager|boss|supervisor|lead)$/;
/** Words before the relation that only describe it ("new", "best", "personal"; an "old" accountant may be a former one). */
const DESCRIBED = /^(?:(?:new|current|best|closest|personal|family|own|long-time|longtime)\s+)+/;

/** The relation facts the turn's appositions state; [] in a question, a wish or a supposition. */
export function introducedPeople(text: string): Draft[] {
  if (/\?|\b(?:if|imagine|suppose|pretend|wish)\b/i.test(text)) return [];
  const out: Draft[] = [];
  for (const [n, re] of SHAPES.entries()) {
    for (const m of text.matchAll(re)) {
      const [name, rel] = n === 1 ? [m[2] as string, m[1] as string] : [m[1] as string, m[2] as string];
      const key = rel.trim().replace(/\s+(?:at|from) (?:work|uni|school)$/, '');
      // "Ravi, my old accountant,": a former one is no relation now.
      if (MANAGER.test(key) || /^(?:my|the|a|an)$/i.test(name) || (/\b(?:old|former|ex|previous|late)\b/.test(key) && !relationOf(key))) continue;
      const predicate = relationOf(key) ?? (ROLE_HEAD.test(key.replace(DESCRIBED, '').split(/\s+/).pop() ?? '') ? `my.${key.replace(DESCRIBED, '')}` : null);
      if (!predicate || predicate === 'child' || predicate === 'has_pet') continue;
      const said = predicate === 'works_with' ? `I work with ${name}` : `my ${key} is ${name}`;
      out.push({ ...freeFact(said), importance: 0.6, triple: { subject: 'user', predicate, object: name } });
    }
  }
  return [...out, ...sayingMore(text)];
}

/** "Yusuf, my old flatmate, is still my closest friend": what the clause after the apposition says the person is to the user. */
function sayingMore(text: string): Draft[] {
  const out: Draft[] = [];
  const re = new RegExp(
    String.raw`${NAME},\s+my\s+[\p{Ll} '-]{2,30}?,\s+(?:is|has been)\s+(?:(?:still|now|also)\s+)?my\s+([\p{Ll} '-]{2,30}?)(?=\s*(?:[.,!]|$|\s+(?:since|for|from|at|and)\b))`,
    'gu',
  );
  for (const m of text
    .replace(/'s been\b/g, ' has been')
    .replace(/'s\b/g, ' is')
    .matchAll(re)) {
    const name = m[1] as string;
    const key = (m[2] as string).trim();
    const predicate = relationOf(key);
    if (!predicate || predicate === 'child' || predicate === 'has_pet' || MANAGER.test(key)) continue;
    out.push({
      ...freeFact(predicate === 'works_with' ? `I work with ${name}` : `my ${key} is ${name}`),
      importance: 0.6,
      triple: { subject: 'user', predicate, object: name },
    });
  }
  return out;
}
