/**
 * A person of the user named by a word no table knows (issue 24, twenty-first round). Kin and partner words come in
 * every dialect and language ("my kærasti", "mi novio", "wor lass", "me boyf", "my thatha"), and no word list or
 * word vector holds them all; what the question says ABOUT the word does tell its kind: the noun a possessive of the
 * user owns is the subject of a verb of what a person does ("what does wor lass do for work", "where does my nan
 * stay"), or a personal pronoun or a name stands for it ("my kærasti, what he does…", "mi novio, how is called").
 * Such a question asks for one of the user's people: the reading asks every attribute whose value is a person, at
 * {@link UNKNOWN_PERSON_WEIGHT}, and the other parts (the question's words, the pronoun's person) tell them apart.
 *
 * Grammar-level: the possessives are the closed class of the first person in English and its common dialect and
 * Romance forms; the frames are the question's verbs of a person's life (work, living, home, name) and the personal
 * pronouns. A noun the attribute table knows ("my dog", "my car") is its attribute's, never this reading's.
 */
import { STOP_WORDS } from '../text/stop-words.js';

/** What the reading asks each person attribute at, for a question that names a person by an unknown word. */
export const UNKNOWN_PERSON_WEIGHT = 0.6;

/** Possessives of the first person: English, its dialect forms ("me", "wor", "ma", "mah"), and "mi"/"mon"/"ma" of Romance tongues. */
const POSSESSOR = new Set(['my', 'me', 'mi', 'mis', 'wor', 'ma', 'mah', 'mon', 'mein', 'meine', 'our']);
/**
 * A subject pronoun of the third person singular, which stands for a person ("my oyaji, he is still working?"); not
 * a possessive one ("my neighbour … his labrador"), nor a name asked (pets have names too).
 */
const PERSON_WORD = /\b(?:he|she)\b/;
/**
 * Auxiliaries of the third person: before the possessive, they make its noun the subject of the next verb, a bare
 * one after "does"/"did" ("where does my suegra work"), a participle after "is"/"was" ("is my oyaji working").
 */
const DO_AUX = new Set(['does', 'did']);
const BE_AUX = new Set(['is', 'was']);
/** A verb of a person's life with the noun as its subject: what they do for a living, where they live or stay, their job. */
const PERSON_FRAME =
  /\b(?:do|does|did|doing)\b.{0,40}\bfor (?:a )?(?:living|work|money|job)\b|\b(?:work|works|working|worked|job|live|lives|living|lived|stay|stays|staying|stayed|based|born)\b/;

/** "who" as a question word, or a name asked with a possessive pronoun: the question asks for a person itself. */
const ASKS_WHO = /(?:^|[,;:.!?]\s*)(?:\w+\s+){0,2}(?:who|whom|whose|who's|whos)\b|\b(?:his|her|their) name\b/;

/**
 * The unknown noun a question names one of the user's people by (see the module comment), or null. `known` tells the
 * words the attribute table reads (their attribute reads them instead).
 */
export function unknownPersonNoun(question: string, known: (word: string) => boolean): string | null {
  const text = question.toLowerCase().replace(/[’]/g, "'");
  const tokens = text.match(/[\p{L}\d]+(?:-[\p{L}]+)*/gu) ?? [];
  const i = tokens.findIndex((w, n) => POSSESSOR.has(w) && n + 1 < tokens.length);
  if (i < 0) return null;
  const noun = tokens[i + 1] as string;
  if (noun.length < 3 || /\d/.test(noun) || STOP_WORDS.has(noun) || POSSESSOR.has(noun) || known(noun)) return null;
  // A question that asks for the person by "who" or by their name is read by the statements of people
  // (`read/retrieve/person-roles.ts`).
  if (ASKS_WHO.test(text)) return null;
  // A word before a word the table knows modifies it ("my actual job title", "my soccer mate"), unless an auxiliary
  // of the third person before the possessive makes the known word the noun's verb ("where does my suegra work").
  const next = tokens[i + 2];
  const aux = tokens[i - 1] ?? '';
  const joined = next !== undefined && new RegExp(String.raw`(?<!\p{L})${noun}\s+${next}(?!\p{L})`, 'u').test(text);
  if (joined && known(next) && !(DO_AUX.has(aux) || (BE_AUX.has(aux) && next.endsWith('ing')))) return null;
  // The frame is read after the noun, whose subject it is ("what does wor lass do for work"), not in the words
  // before it ("book a spot with live music for our anniversary").
  const at = text.search(new RegExp(String.raw`(?<!\p{L})${tokens[i] as string}\P{L}+${noun}(?!\p{L})`, 'u'));
  const after = at < 0 ? '' : text.slice(at + (tokens[i] as string).length).replace(/^\P{L}+\p{L}+/u, '');
  return PERSON_WORD.test(after) || PERSON_FRAME.test(after) ? noun : null;
}

/** The sex a personal pronoun or a kin noun says. */
export type Sex = 'male' | 'female';

const HE = /\b(?:he|him|his|himself)\b/;
const SHE = /\b(?:she|her|hers|herself)\b/;

/** The sex of the third-person pronoun a question uses for the person it asks about; null with none or both. */
export function pronounSex(question: string): Sex | null {
  const text = question.toLowerCase();
  const he = HE.test(text);
  const she = SHE.test(text);
  return he === she ? null : he ? 'male' : 'female';
}

/**
 * English nouns of kinship and address that say a sex: a closed class of the language (with their in-law, step-,
 * grand- and great- forms, which keep the head's sex), not a list of any corpus's words.
 */
const MALE_HEADS = new Set([
  'husband',
  'boyfriend',
  'fiance',
  'brother',
  'father',
  'dad',
  'daddy',
  'son',
  'uncle',
  'nephew',
  'grandfather',
  'grandad',
  'granddad',
  'grandpa',
  'grandson',
  'man',
  'guy',
  'bloke',
  'boy',
  'lad',
  'mr',
  'sir',
  'king',
  'widower',
]);
const FEMALE_HEADS = new Set([
  'wife',
  'girlfriend',
  'fiancee',
  'sister',
  'mother',
  'mum',
  'mom',
  'mam',
  'mummy',
  'mommy',
  'daughter',
  'aunt',
  'auntie',
  'niece',
  'grandmother',
  'grandma',
  'granny',
  'nan',
  'nana',
  'granddaughter',
  'woman',
  'lady',
  'girl',
  'lass',
  'mrs',
  'ms',
  'miss',
  'madam',
  'queen',
  'widow',
]);

/** The sex the first kin noun of a statement says ("The user's mother-in-law Deolinda…": female), or null. */
export function statedSex(content: string): Sex | null {
  for (const raw of content.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) {
    const head = raw.replace(/^(?:great-|step-?|grand-?)+/, (p) => (p.includes('grand') ? 'grand' : '')).split('-')[0] as string;
    if (MALE_HEADS.has(head) || MALE_HEADS.has(raw)) return 'male';
    if (FEMALE_HEADS.has(head) || FEMALE_HEADS.has(raw)) return 'female';
  }
  return null;
}

/** What a person of the other sex than the question's pronoun weighs, as a share. */
export const OTHER_SEX_SHARE = 0.5;
