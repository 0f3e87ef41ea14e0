/**
 * What the user is not, and what kind of person they are: "I'm not religious", "not much of a
 * reader", "I'm not on social media" are facts that keep their "not"; "I'm a cat person", "not a
 * morning person", "not into horror" are preferences. A negated moment ("I'm not sure", "not hungry",
 * "not in Paris this week") and a negated place, team or employer say nothing lasting here.
 */
import type { Token } from './nlp.js';
import { fieldFact, freeFact, lowerOf, phrase, placeAfter, preference, teamIn, type Draft } from './phrases.js';
import { TRANSIENT } from './words.js';

/** Words after "not" that make it a moment or a reply, not a trait. */
const MOMENT =
  /^(sure|ready|done|here|there|home|around|available|free|kidding|joking|allowed|able|going|feeling|happy|interested|convinced|worried|bothered|fussed|too|that|so|really|very|quite|exactly|saying|asking|trying|a big deal|the point)$/;

/** "I'm a cat person" / "not a morning person": the kind of person, as a preference. */
export function personPreference(c: readonly Token[], negated: boolean): Draft | null {
  const w = lowerOf(c);
  const m = /^(?:(?:really|definitely|totally|more of|much of|big|huge) )*(?:an? )(?:(?:big|huge|real|total) )?([\w-]+(?: [\w-]+)?) person$/.exec(w.join(' '));
  if (!m) return null;
  const kind = m[1] as string;
  const d = preference(`${kind} person`, negated);
  const key = `preference.${kind.replace(/[^a-z0-9]+/g, '_')}_person`;
  const said = negated ? `The user is not a ${kind} person.` : `The user is a ${kind} person.`;
  return {
    ...d,
    content: said,
    triple: { subject: 'user', predicate: key, object: negated ? `not a ${kind} person` : `a ${kind} person` },
    profile: { key, value: negated ? `not a ${kind} person` : `a ${kind} person` },
  };
}

/** "I'm not religious", "I'm not much of a reader", "not into horror": what the user is not; null when it is a moment. */
export function negatedTrait(c: readonly Token[], clause: readonly Token[]): Draft | null {
  // Words of degree say how much, not what: "not (that|too|very) into X".
  const w = lowerOf(c).filter((x) => !['really', 'actually', 'honestly', 'exactly', 'totally', 'that', 'too', 'very', 'super', 'so'].includes(x));
  const first = w[0] ?? '';
  if (!first || MOMENT.test(first) || (TRANSIENT.test(first) && !['a', 'the', 'on', 'in', 'at'].includes(first))) return null;
  if (c.length > 8 || c.some((t) => t.pos === 'VERB' && t.lower.endsWith('ing'))) return null;
  const person = personPreference(c, true);
  if (person) return person;
  if (first === 'into' && c.length >= 2) {
    const what = c.slice(c.findIndex((t) => t.lower === 'into') + 1);
    // "not that into it": a pronoun left unresolved names nothing.
    return /^(?:it|that|this|them|those|these)$/.test(what[0]?.lower ?? '') ? null : preference(phrase(what), true);
  }
  // Where the user is or works, and their team, are fields: a bare "not in Leeds" corrects or ends them elsewhere.
  if (placeAfter(c, ['in', 'at', 'from']) || teamIn(c)) return null;
  if (['at', 'in', 'from', 'with', 'for'].includes(first)) return null;
  const said = w.join(' ');
  if (/^(a|an|the) /.test(said) && TRANSIENT.test(w[1] ?? '')) return null;
  if (/^(on|off) /.test(said) && !/\b(social media|facebook|instagram|twitter|tiktok|meds|medication|insulin|any)\b/.test(said)) return null;
  return freeFact(phrase(clause));
}

/** Words with a demonym's ending that name a diet, a faith, a job or a stance, not a country. */
const NOT_DEMONYM = /^(?:vegetarian|pescatarian|vegan|christian|jewish|lesbian|librarian|civilian|guardian|comedian|historian|\w+cian)$/i;
/** The endings a demonym is made with, longest first. */
const ENDINGS = ['ian', 'ean', 'ese', 'ish', 'an', 'ic', 'i', 'n'];
/** Words of country names that name no country of their own. */
const GENERIC = new Set([
  'islands',
  'island',
  'republic',
  'united',
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'central',
  'saint',
  'new',
  'the',
  'and',
  'of',
  'st.',
  'sar',
  'china',
  'states',
  'kingdom',
]);
let countryWords: readonly string[] | null = null;

/** The words of every country's English name, from the ICU data Node ships (Intl.DisplayNames): a real gazetteer, no list typed here. */
function countries(): readonly string[] {
  if (countryWords) return countryWords;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const words = new Set<string>();
  const A = 65;
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 26; j++) {
      const name = names.of(String.fromCharCode(A + i, A + j));
      if (name)
        for (const w of name
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .split(/[\s&(),-]+/))
          if (w.length >= 4 && !GENERIC.has(w)) words.add(w);
    }
  words.add('china');
  countryWords = [...words];
  return countryWords;
}

/** Whether `word` is a country's demonym: its stem (an ending off) is that country's name, give or take its last letters ("Brazil-ian", "Canad-ian", "Leban-ese"). */
function demonym(word: string): boolean {
  const lower = word.toLowerCase();
  const words = countries();
  if (words.includes(lower)) return false; // "Jordan" is a country (and a name), not a nationality
  return ENDINGS.some((e) => {
    if (!lower.endsWith(e)) return false;
    const stem = lower.slice(0, -e.length);
    if (stem.length < 4) return false;
    // "India-n", "Kenya-n": a bare "n" only after the whole name ("Maria-n" is no "Mariana").
    if (e === 'n') return words.includes(stem);
    return words.some((c) => {
      let k = 0;
      while (k < stem.length && k < c.length && stem[k] === c[k]) k++;
      // "Leban-ese" / "Lebanon", "Swed-ish" / "Sweden" may drop two letters of the name; "Kore-an" / "Korea" one ("Mari-an" is no "Marino").
      return k >= 4 && k >= stem.length - 1 && c.length - k <= (e.endsWith('an') ? 1 : 2);
    });
  });
}

/**
 * "I'm Brazilian", "I'm Canadian originally": a nationality said on its own after "am". A capitalised word
 * whose stem is a country's name ("Brazil-ian", "Leban-ese", "Pakistan-i"); never a diet, a faith, a job,
 * a country's own name, or a word typed in lower case ("im adrian" may be a name).
 */
export function nationalityOf(c: readonly Token[]): Draft | null {
  const w = lowerOf(c);
  const word = c[0];
  if (!word || (c.length > 1 && !(c.length === 2 && ['originally', 'too', 'btw', 'by', 'myself'].includes(w[1] ?? '')))) return null;
  if (!/^\p{Lu}\p{Ll}{3,}$/u.test(word.text) || NOT_DEMONYM.test(word.text) || !demonym(word.text)) return null;
  return fieldFact('nationality', word.text);
}
