/**
 * "My sister lives in Oslo." then "She works at a bank.": a sentence that starts with "he" or "she"
 * (or "his"/"her") is about the one person the user's turn just before named, when exactly one
 * person named there can be meant. Two people who both fit ("my aunt and my cousin" for "she",
 * "my dad and my uncle" for "he") or a person who is not the user's own ("his wife") leave the
 * pronoun unresolved: nothing is guessed, and the sentence is read as it was said.
 */

import { likedBefore } from './liked-before.js';
import { objectBefore } from './object-before.js';
import { parseSentences } from './nlp.js';
import { conjugate } from './phrases.js';

type Gender = 'f' | 'm' | 'n';

const RELATIONS: Readonly<Record<string, Gender>> = {
  sister: 'f',
  mum: 'f',
  mom: 'f',
  mother: 'f',
  wife: 'f',
  daughter: 'f',
  aunt: 'f',
  grandmother: 'f',
  grandma: 'f',
  gran: 'f',
  niece: 'f',
  girlfriend: 'f',
  stepmother: 'f',
  stepdaughter: 'f',
  granddaughter: 'f',
  fiancee: 'f',
  brother: 'm',
  dad: 'm',
  father: 'm',
  husband: 'm',
  son: 'm',
  uncle: 'm',
  grandfather: 'm',
  grandpa: 'm',
  nephew: 'm',
  boyfriend: 'm',
  stepfather: 'm',
  stepson: 'm',
  grandson: 'm',
  fiance: 'm',
  'ex-wife': 'f',
  'ex-girlfriend': 'f',
  'ex-husband': 'm',
  'ex-boyfriend': 'm',
  ex: 'n',
  'ex-partner': 'n',
  grandad: 'm',
  granddad: 'm',
  nan: 'f',
  granny: 'f',
  partner: 'n',
  friend: 'n',
  colleague: 'n',
  coworker: 'n',
  boss: 'n',
  manager: 'n',
  cousin: 'n',
  flatmate: 'n',
  roommate: 'n',
  housemate: 'n',
  neighbour: 'n',
  neighbor: 'n',
  mentor: 'n',
  child: 'n',
  kid: 'n',
  // People whose standing wishes the user passes on ("my editor wants …", then "and she hates …").
  editor: 'n',
  client: 'n',
  teacher: 'n',
  tutor: 'n',
  professor: 'n',
  supervisor: 'n',
  landlord: 'm',
  landlady: 'f',
  publisher: 'n',
  agent: 'n',
  coach: 'n',
  director: 'n',
  therapist: 'n',
  doctor: 'n',
};

/** A person a turn names: who (as the user would say it), whether the user's own, and who a pronoun may be. */
interface Mention {
  readonly phrase: string;
  readonly own: boolean;
  readonly gender: Gender;
  /** A person named by their name right after a verb ("met Tomasz"): a pronoun after them may mean them. */
  readonly named?: boolean;
  /** Said in the plural ("my kids"): never the one a singular "they" means. */
  readonly plural?: boolean;
}

const RELATION = new RegExp(
  `\\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\\s+((?:best|older|younger|big|little|eldest|youngest|oldest|new)\\s+)?(${Object.keys(RELATIONS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(s?)\\b(?:\\s+(\\p{Lu}\\p{Ll}+))?`,
  'gu',
);
/** A name standing as a person beside others: "Tom and I", "my dad and Tom", "with Sarah". */
const NAME_BESIDE = /(?:^|\b(?:and|with)\s+)(\p{Lu}\p{Ll}+)\b/gu;
const NOT_A_NAME = /^(I|My|Our|The|A|An|He|She|We|They|It|This|That|His|Her|Their|Your)$/;
/** A capitalised word after a word in lower case that is no preposition or article ("met Tomasz", "hired Priya"). */
const NAME_AFTER_VERB =
  /\b(?!(?:to|in|at|from|for|on|near|into|of|by|via|the|a|an|and|with|my|our|your|his|her|their|visit|visited|visiting|left|joined|join|leave)\b)(\p{Ll}{2,}) (\p{Lu}\p{Ll}+)\b(?! \p{Lu})/gu;

function mentionsOf(text: string): Mention[] {
  const out: Mention[] = [];
  const taken = new Set<string>();
  for (const m of text.matchAll(RELATION)) {
    const owner = (m[1] as string).toLowerCase();
    const relation = (m[3] as string).toLowerCase();
    const name = m[5];
    if (name) taken.add(name);
    // "my manager is Priya": the name of the person just mentioned, not a second person.
    const called = /^\s+(?:is|was|'s|’s)\s+(\p{Lu}\p{Ll}+)\b/u.exec(text.slice((m.index ?? 0) + m[0].length));
    if (called) taken.add(called[1] as string);
    out.push({
      phrase: `my ${m[2] ?? ''}${relation}${name ? ` ${name}` : ''}`,
      own: owner === 'my' || owner === 'our',
      gender: RELATIONS[relation] as Gender,
      plural: m[4] === 's',
    });
  }
  // "my dad is called Gerald", "my wife's name is Leonie": the name of a person already mentioned, not a second person.
  if (out.length > 0) for (const m of text.matchAll(/\b(?:called|named|name is|name's)\s+(\p{Lu}[\p{L}'-]+)/gu)) taken.add(m[1] as string);
  for (const m of text.matchAll(NAME_BESIDE)) {
    const name = m[1] as string;
    // "Marek is my landlord, he lives in Gdansk", "lunch with Sarah; she's moving": a name standing as a person.
    if (!taken.has(name) && !NOT_A_NAME.test(name)) out.push({ phrase: name, own: false, gender: 'n', named: true });
  }
  // "I met Tomasz at the gym", "we hired Priya": a name right after a verb is a person the clause is about
  // (one after "to/in/at/from" is more often a place, and is left out).
  for (const m of text.matchAll(NAME_AFTER_VERB)) {
    const name = m[2] as string;
    if (!taken.has(name) && !NOT_A_NAME.test(name) && !out.some((x) => x.phrase === name)) out.push({ phrase: name, own: false, gender: 'n', named: true });
  }
  return out;
}

const fits = (g: Gender, pronoun: Gender) => g === 'n' || g === pronoun;

/** The one person `pronoun` can mean in the turn before, as "my sister" / "my colleague Raj"; null when not exactly one. */
function antecedent(before: string, pronoun: Gender): string | null {
  const fitting = mentionsOf(before).filter((m) => fits(m.gender, pronoun));
  if (fitting.length !== 1) return null;
  const [one] = fitting as [Mention];
  return one.own || one.named ? one.phrase.replace(/\s+/g, ' ') : null;
}

/** A sentence's leading pronoun, after an opening "and", "but", "oh and" ("and she hates passive voice"). */
const START = /(^|[.!?]\s+)((?:(?:oh|and|but|also|plus)\s+)*)(she|he|her|his)(?:(['’]s)\b|\b)/gi;

/**
 * The turn with a leading "she"/"he"/"her"/"his" of each sentence replaced by the one person of the
 * user's turn before that it can mean ("she works at a bank" → "my sister works at a bank"); the
 * turn unchanged when there is no such person or no turn before.
 */
export function resolvePronouns(said: string, before: readonly string[]): string {
  // "can't stand it now" after "I love liquorice": the object of a liking is the thing liked before (liked-before.ts).
  const previous = before[before.length - 1];
  const text = singularThey(objectBefore(likedBefore(said, before), before), previous);
  if (!previous || !/(^|[.!?]\s+)(?:(?:oh|and|but|also|plus)\s+)*(she|he|her|his)\b/i.test(text)) return text;
  return text.replace(START, (all: string, open: string, joint: string, word: string, contracted: string | undefined, at: number) => {
    const lead = open + joint;
    const w = word.toLowerCase();
    const who = antecedent(previous, w === 'she' || w === 'her' ? 'f' : 'm');
    if (!who) return all;
    // "her name is Eva", "his car": the person's own; "her" alone ("her, I mean") is left.
    if (w === 'her' || w === 'his') return contracted ? all : `${lead}${who}'s`;
    // "he's got", "she's been": has; else is.
    const has = /^\s+(?:got|been)\b/i.test(text.slice(at + all.length));
    return `${lead}${who}${contracted ? (has ? ' has' : ' is') : ''}`;
  });
}

/** A sentence's leading "they", its verb or contraction after it ("they work", "they're", "they don't"). */
const THEY = /(^|[.!?]\s+)((?:(?:oh|and|but|also|plus)\s+)*)they(?:['’](re|ve)\b|\s+([\p{Ll}'’]+))/giu;
/** The verb "they" takes, said of one person. */
const ONE: Readonly<Record<string, string>> = {
  re: 'is',
  ve: 'has',
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};
const MODAL = /^(?:can|could|will|would|should|might|may|must|can't|won't|still|also|just|now|recently)$/;

/**
 * "My partner's name is Jules." then "they work in finance": a sentence's leading "they" is the one person the turn
 * before named — singular, of a relation that says no gender ("partner", "friend", "manager") or by name — when that is
 * the only one it names; its verb is said of one ("work" → "works", "they're" → "is"). Where the verb's form is not sure
 * (an adverb after "they") or anyone else is named, the sentence is read as typed. A relation said in the plural ("my
 * kids") is "they" with the verb as typed.
 */
function singularThey(text: string, previous: string | undefined): string {
  if (!previous || !/(^|[.!?]\s+)(?:(?:oh|and|but|also|plus)\s+)*they\b/i.test(text)) return text;
  const all = mentionsOf(previous);
  const [one] = all;
  if (all.length !== 1 || !one || !(one.own || one.named) || (!one.plural && one.gender !== 'n')) return text;
  const who = one.phrase.replace(/\s+/g, ' ');
  // "my kids are 5 and 7" then "they love swimming": a plural relation keeps the verb as said.
  if (one.plural && !/\p{Lu}/u.test(who))
    return text.replace(
      THEY,
      (_w: string, open: string, joint: string, c: string | undefined, word: string | undefined) => `${open}${joint}${who}s${c ? `'${c}` : ` ${word ?? ''}`}`,
    );
  return text.replace(THEY, (whole: string, open: string, joint: string, contracted: string | undefined, word: string | undefined) => {
    const lead = `${open}${joint}${who}`;
    if (contracted) return `${lead} ${ONE[contracted.toLowerCase()] as string}`;
    const w = (word ?? '').toLowerCase().replace('’', "'");
    if (ONE[w]) return `${lead} ${ONE[w]}`;
    if (MODAL.test(w)) return `${lead} ${word ?? ''}`;
    const verb = parseSentences(`they ${w} it`)[0]?.[1];
    return verb?.pos === 'VERB' && verb.lemma === w ? `${lead} ${conjugate(w)}` : whole;
  });
}

/**
 * "forget I mentioned him", "forget what I said about her": the one person of the user's turn before that
 * the pronoun can mean — their name when one was said ("Joaquín"), else the relation ("ex"); null when
 * not exactly one person fits (nothing is guessed).
 */
export function personMeant(pronoun: string, before: readonly string[]): string | null {
  const previous = before[before.length - 1];
  if (!previous) return null;
  const p = pronoun.toLowerCase();
  const gender: Gender = p === 'her' || p === 'she' ? 'f' : p === 'him' || p === 'he' ? 'm' : 'n';
  const fitting = mentionsOf(previous).filter((m) => m.own && (gender === 'n' || fits(m.gender, gender)));
  if (fitting.length !== 1) return null;
  const words = (fitting[0] as Mention).phrase.split(/\s+/);
  const last = words[words.length - 1] as string;
  return /^\p{Lu}/u.test(last) ? last : words.slice(1).join(' ');
}

/** "and he", ", but she", "so her": a pronoun that opens a clause inside a sentence. */
const INSIDE = /(,|;|\band\b|\bbut\b|\bso\b|\bwhere\b)(\s+)(she|he|her|his)\b(?!['’])/gi;
/** "…, he's a vet", "and she's got two kids": a contracted pronoun that opens a clause inside a sentence. */
const INSIDE_IS = /(,|;|\band\b|\bbut\b|\bso\b)(\s+)(she|he)['’]s\b(\s+(?:got|been)\b)?/gi;

/**
 * The turn with "she"/"he"/"her"/"his" resolved against what the turn itself said before them: a sentence's
 * leading pronoun against the sentence before it ("wifey and I married in May. her name's Leonie"), and one that
 * opens a clause inside a sentence against the words before it ("my dad is called Gerald and he still lives in
 * Ipswich"). Only where exactly one person of the user's own fits; otherwise the text is left as typed.
 */
export function resolveWithinTurn(text: string): string {
  // The whitespace between sentences is kept as typed: a line break ends a line of a pasted form or a list.
  const parts = text.split(/(?<=[.!?])(\s+)/);
  const sentences = parts.filter((_, k) => k % 2 === 0);
  const gaps = parts.filter((_, k) => k % 2 === 1);
  const out: string[] = [];
  for (const [i, sentence] of sentences.entries()) {
    let s = i > 0 ? resolvePronouns(sentence, [sentences[i - 1] as string]) : sentence;
    s = s.replace(INSIDE, (all: string, joint: string, space: string, word: string, at: number) => {
      const w = word.toLowerCase();
      const who = antecedent(s.slice(0, at), w === 'she' || w === 'her' ? 'f' : 'm');
      if (!who) return all;
      return `${joint}${space}${w === 'her' || w === 'his' ? `${who}'s` : who}`;
    });
    s = s.replace(INSIDE_IS, (all: string, joint: string, space: string, word: string, got: string | undefined, at: number) => {
      const who = antecedent(s.slice(0, at), word.toLowerCase() === 'she' ? 'f' : 'm');
      return who ? `${joint}${space}${who} ${got ? 'has' : 'is'}${got ?? ''}` : all;
    });
    out.push(s);
  }
  return out.map((s, i) => (i === 0 ? s : `${gaps[i - 1] ?? ' '}${s}`)).join('');
}
