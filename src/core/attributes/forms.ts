/**
 * The words of a question as the attribute families read them (issue 24): contractions spelled out,
 * chat spellings of the question words mapped to them ("wat", "whr", "whats"), then each word mapped
 * to its base form by the inflections of the families' own words ("lived", "living" → live; "pets"
 * → pet; "spoke" → speak), and a slip of one letter in a long family word forgiven ("proffesion",
 * "birthdya"). Only the families' words are lemmatised, so this is a table lookup per word, not a
 * parse. Pure.
 */
import { words } from '../text/terms.js';

/** Chat spellings of function words, as people type them in a question. */
const CHAT: Readonly<Record<string, string>> = {
  wat: 'what',
  wot: 'what',
  wut: 'what',
  whut: 'what',
  whats: 'what is',
  wats: 'what is',
  wots: 'what is',
  whr: 'where',
  wher: 'where',
  wheres: 'where is',
  whn: 'when',
  wen: 'when',
  whens: 'when is',
  whos: 'who is',
  hows: 'how is',
  hw: 'how',
  u: 'you',
  ur: 'your',
  r: 'are',
  rn: 'now',
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  havent: 'have not',
  aint: 'am not',
};

/** The auxiliaries, every form listed. */
const AUXILIARIES: Readonly<Record<string, readonly string[]>> = {
  be: ['am', 'is', 'are', 'was', 'were', 'been', 'being'],
  have: ['has', 'had', 'having'],
  do: ['does', 'did', 'done', 'doing'],
};
/** Irregular forms of the families' verbs, by base form (their regular forms are made too: "speaks", "speaking"). */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  speak: ['spoke', 'spoken'],
  teach: ['taught'],
  get: ['got', 'gotten'],
  go: ['went', 'gone'],
  grow: ['grew', 'grown'],
  come: ['came'],
  eat: ['ate', 'eaten'],
  drive: ['drove', 'driven'],
  pay: ['paid'],
  keep: ['kept'],
  learn: ['learnt'],
  see: ['saw', 'seen'],
  stand: ['stood'],
  bear: ['bore', 'borne'],
  take: ['took', 'taken'],
  fly: ['flew', 'flown'],
  bring: ['brought'],
  make: ['made'],
  spend: ['spent'],
  hold: ['held'],
  sit: ['sat'],
  buy: ['bought'],
  pick: ['picked'],
};

/** Plural forms of a noun (regular ones; the families list an irregular plural as its own word). */
export function nounForms(noun: string): string[] {
  const out = [noun];
  if (/[^aeiou]y$/.test(noun)) out.push(`${noun.slice(0, -1)}ies`);
  else if (/(?:s|x|z|ch|sh)$/.test(noun)) out.push(`${noun}es`);
  else out.push(`${noun}s`);
  if (noun.endsWith('f')) out.push(`${noun.slice(0, -1)}ves`);
  return out;
}

/** The forms of a verb: -s, -ed, -ing (with the e dropped, y → i, a final consonant doubled), and the irregular ones. */
export function verbForms(verb: string): string[] {
  const aux = AUXILIARIES[verb];
  if (aux) return [verb, ...aux];
  const out = [verb, ...(IRREGULAR[verb] ?? [])];
  const stem = /[^aeiou]y$/.test(verb) ? verb.slice(0, -1) : verb;
  out.push(/(?:s|x|z|ch|sh)$/.test(verb) ? `${verb}es` : stem !== verb ? `${stem}ies` : `${verb}s`);
  if (verb.endsWith('e')) out.push(`${verb}d`, `${verb.slice(0, -1)}ing`);
  else if (stem !== verb) out.push(`${stem}ied`, `${verb}ing`);
  else if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) out.push(`${verb}${verb.slice(-1)}ed`, `${verb}${verb.slice(-1)}ing`, `${verb}ed`, `${verb}ing`);
  else out.push(`${verb}ed`, `${verb}ing`);
  return out;
}

/** Spells out contractions and chat spellings, then splits into lower-case words (`words` of `core/text`). */
export function questionWords(text: string): string[] {
  const spelled = text
    .replace(/[’‘]/g, "'")
    .replace(/\bcan't\b/gi, 'can not')
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/n't\b/gi, ' not')
    .replace(/'m\b/gi, ' am')
    .replace(/'re\b/gi, ' are')
    .replace(/'ve\b/gi, ' have')
    .replace(/'ll\b/gi, ' will')
    // "where'd i grow up", "what'd i say": a question word's 'd before a subject is "did".
    .replace(/\b(what|who|where|when|how|why)'d(?=\s+(?:i|we|you|he|she|they)\b)/gi, '$1 did')
    .replace(/'d\b/gi, ' would')
    .replace(/\b(what|who|where|when|how|it|that|there|here|which)'s\b/gi, '$1 is');
  const tokens = words(spelled).flatMap((w) => (CHAT[w] ?? w).split(' '));
  // "me" for "my" in British, Irish and Australian speech ("what's me ride", "where's me keys"): after a form of
  // "be" and before a word that opens no phrase of its own, it is a possessive.
  return tokens.map((w, i) => (w === 'me' && BE_FORMS.has(tokens[i - 1] as string) && opensNoun(tokens[i + 1]) ? 'my' : w));
}

const BE_FORMS = new Set(['is', 'are', 'was', 'were']);
/** Words after which "me" stays the object: a determiner, a preposition, a particle, a pronoun or the end. */
const NOT_NOUN = new Set(['a', 'an', 'the', 'my', 'your', 'to', 'for', 'and', 'or', 'in', 'on', 'at', 'of', 'with', 'about', 'now', 'then', 'too']);
const opensNoun = (next: string | undefined): boolean =>
  next !== undefined && !NOT_NOUN.has(next) && !['again', 'up', 'down', 'out', 'here', 'there', 'that', 'this', 'it'].includes(next);

/** A word's form with no table to go by: a plural's ending dropped ("allergies" → allergy, "classes" → class). */
export function plainForm(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** Whether `a` and `b` are one slip apart: a letter left out, added, two neighbours swapped, or (long words) one replaced. */
function oneSlip(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0]) return false;
  if (a.length === b.length) {
    let i = 0;
    while (a[i] === b[i]) i++;
    if (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) return true;
    return a.length >= 8 && a.slice(i + 1) === b.slice(i + 1);
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return false;
  let i = 0;
  while (s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

/** Past forms of the families' irregular verbs: a past form asks about an event, not what holds now. */
const IRREGULAR_PAST = new Set([
  'spoke',
  'taught',
  'got',
  'went',
  'grew',
  'came',
  'ate',
  'drove',
  'paid',
  'kept',
  'learnt',
  'saw',
  'stood',
  'took',
  'flew',
  'brought',
  'made',
  'spent',
  'held',
  'bought',
  'was',
  'were',
  'did',
  'had',
]);

/** Surface form → base form, for the families' nouns and verbs; with the long nouns kept for slips. */
export class FormTable {
  readonly #nouns = new Map<string, string>();
  readonly #verbs = new Map<string, string>();
  readonly #long = new Map<string, string[]>();

  add(word: string, as: 'noun' | 'verb'): void {
    const map = as === 'noun' ? this.#nouns : this.#verbs;
    for (const f of as === 'noun' ? nounForms(word) : verbForms(word)) if (!map.has(f)) map.set(f, word);
    if (as === 'noun' && word.length >= 7) {
      const k = word[0] as string;
      const list = this.#long.get(k) ?? [];
      if (!list.includes(word)) list.push(word);
      this.#long.set(k, list);
    }
  }

  /** Whether a word is one of the table's forms. */
  has(w: string): boolean {
    return this.#nouns.has(w) || this.#verbs.has(w);
  }

  /** The noun a word is a form of: the table's, a slip of a long family noun ("proffesion"), else its plain form. */
  noun(w: string): string {
    const known = this.#nouns.get(w);
    if (known !== undefined) return known;
    if (w.length >= 6 && !this.#verbs.has(w))
      for (const cand of this.#long.get(w[0] as string) ?? []) if (oneSlip(w, cand) || nounForms(cand).some((f) => oneSlip(w, f))) return cand;
    return plainForm(w);
  }

  /** The verb a word is a form of, or null. */
  verb(w: string): string | null {
    return this.#verbs.get(w) ?? null;
  }

  /** The base form for matching a run of words: the verb's, else the noun's. */
  base(w: string): string {
    return this.#verbs.get(w) ?? this.noun(w);
  }
}

/** Whether a word is a past form ("worked", "spoke"): then a family verb asks about an event. */
export function isPast(w: string): boolean {
  return IRREGULAR_PAST.has(w) || (w.length > 4 && w.endsWith('ed'));
}
