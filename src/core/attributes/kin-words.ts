/**
 * One relative, many words (issue 24, twenty-sixth round). People name the same relative in the register they grew
 * up with and in the languages of their family: a grandmother is a "grandma", a "granny", a "nan", a "nonna", an
 * "oma", an "abuela"; a mother is a "mum", a "mom", a "mam", a "ma". The memory keeps the user's own word ("The user's
 * nan, Peggy, …", "The user's abuela Carmen …") and the question uses another ("how old is my granny", "where does my
 * grandma live"), so the keyword leg, which looks for the question's words, does not find it. This table groups the
 * kin nouns by the relative they name; a question that names one looks for all of its relative's words too.
 *
 * And a relative named through another ("the kids' nana", "my brother's kid", "my mum's sister") is a relative of the
 * user's own by the closed rules of kinship: a child's grandparent is a parent (or a parent-in-law), a sibling's child
 * a nephew or a niece, a parent's sibling an aunt or an uncle, a parent's parent a grandparent, a child's child a
 * grandchild, an aunt's or an uncle's child a cousin. The question then looks for the words of that relative.
 * Relatives by marriage and step-relatives are `kin-by-marriage.ts`'s.
 *
 * A closed class of the language (the kin nouns of English registers and of the languages users code-switch with most),
 * not a list of phrases. A word with another common reading ("ma", "pa", "nan", "pop", "gran") is a kin word only after
 * a possessive ("my ma", "the kids' nan", "me da"). Pure; a question takes some microseconds.
 */

/** A relative a kin noun names. */
type Relative =
  | 'grandmother'
  | 'grandfather'
  | 'grandparent'
  | 'mother'
  | 'father'
  | 'parent'
  | 'aunt'
  | 'uncle'
  | 'grandchild'
  | 'cousin'
  | 'nephew'
  | 'niece'
  | 'sibling'
  | 'child';

/** Kin nouns that have no other common reading, read anywhere in the question (accents folded). */
const WORDS: Readonly<Record<Relative, readonly string[]>> = {
  grandmother: [
    ...['grandmother', 'grandma', 'grandmom', 'grandmama', 'grandmum', 'granny', 'grannie', 'gramma', 'grammy', 'granma', 'nanna', 'nana'],
    ...['mamaw', 'memaw', 'meemaw', 'nonna', 'oma', 'omi', 'abuela', 'abuelita', 'vovo', 'babcia', 'babushka', 'bubbe', 'yiayia', 'mormor'],
    ...['farmor', 'ouma', 'grandmothers'],
  ],
  grandfather: [
    ...['grandfather', 'grandpa', 'granddad', 'grandad', 'granddaddy', 'grandpapa', 'gramps', 'grampa', 'granpa', 'papaw', 'pawpaw', 'opa'],
    ...['opi', 'abuelo', 'abuelito', 'nonno', 'dziadek', 'dziadzia', 'zayde', 'pappous', 'papou', 'morfar', 'farfar', 'oupa', 'grandfathers'],
  ],
  grandparent: ['grandparent', 'grandparents', 'grandfolks', 'nonni', 'abuelos', 'grosseltern', 'dziadkowie'],
  mother: ['mother', 'mum', 'mom', 'mam', 'mama', 'mammy', 'mummy', 'mommy', 'momma', 'mamma', 'madre', 'mutter', 'mutti', 'maman', 'amma', 'ammi'],
  father: ['father', 'dad', 'daddy', 'papa', 'poppa', 'padre', 'vater', 'vati', 'papi', 'appa', 'abba'],
  parent: ['parent', 'parents', 'folks'],
  aunt: ['aunt', 'auntie', 'aunty', 'tia', 'tita', 'zia', 'tante', 'ciocia', 'masi', 'mausi', 'bua', 'chachi'],
  uncle: ['uncle', 'tio', 'tito', 'zio', 'onkel', 'wujek', 'chacha', 'mamu'],
  grandchild: [
    ...['grandchild', 'grandchildren', 'grandkid', 'grandkids', 'grandson', 'grandsons', 'granddaughter', 'granddaughters', 'grandbaby'],
    ...['grandbabies', 'nieto', 'nieta', 'nietos', 'nipote', 'nipoti', 'enkel', 'enkelin', 'wnuk', 'wnuczka'],
  ],
  cousin: ['cousin', 'cousins', 'primo', 'prima', 'cugino', 'cugina', 'cousine', 'kuzyn', 'kuzynka'],
  nephew: ['nephew', 'nephews', 'sobrino'],
  niece: ['niece', 'nieces', 'sobrina'],
  sibling: ['sibling', 'siblings', 'brother', 'sister', 'bro', 'sis'],
  child: ['child', 'children', 'kid', 'kids', 'son', 'daughter', 'sons', 'daughters'],
};

/** Kin words with another common reading: a kin word only after a possessive ("my ma", "me da", "the kids' nan"). */
const POSSESSED: Readonly<Record<string, Relative>> = {
  ...{ ma: 'mother', mams: 'mother', pa: 'father', da: 'father', pop: 'father', pops: 'father', nan: 'grandmother', gran: 'grandmother' },
  ...{ boys: 'child', girls: 'child', lad: 'child', lads: 'child' },
};

/** Kin words as a relative's: each word of `WORDS` and `POSSESSED`. */
const RELATIVE_OF: ReadonlyMap<string, Relative> = new Map(Object.entries(WORDS).flatMap(([r, ws]) => ws.map((w) => [w, r as Relative] as const)));

/** What a memory of each relative says besides its own words: the short kin words a possessive makes one. */
const SAYS_ALSO: Partial<Record<Relative, readonly string[]>> = {
  grandmother: ['nan', 'gran'],
  mother: ['ma'],
  father: ['pa', 'da', 'pops'],
};

/** A relative of a relative ("the kids' nana", "my brother's kid") as the user's own: [possessor, possessed] → the relatives meant. */
const COMPOSED: Readonly<Record<string, readonly Relative[]>> = {
  'child grandmother': ['mother'],
  'child grandfather': ['father'],
  'child grandparent': ['parent'],
  'sibling child': ['nephew', 'niece'],
  'mother sibling': ['aunt', 'uncle'],
  'father sibling': ['aunt', 'uncle'],
  'parent sibling': ['aunt', 'uncle'],
  'mother mother': ['grandmother'],
  'father mother': ['grandmother'],
  'mother father': ['grandfather'],
  'father father': ['grandfather'],
  'child child': ['grandchild'],
  'aunt child': ['cousin'],
  'uncle child': ['cousin'],
};
/** Words of a partner of the user's: a grandparent the user's children have through them is the partner's parent, an in-law. */
const IN_LAW: Partial<Record<Relative, string>> = { mother: 'mother-in-law', father: 'father-in-law', parent: 'in-laws' };

/** Nouns that make a compound of "mother"/"father" that is no relative ("mother tongue", "fatherland"), and the in-law and step words. */
const NOT_RELATIVE_AFTER = new Set(['tongue', 'language', 'land', 'nature', 'board', 'ship', 'country', 'hen', 'figure', 'earth', 'superior', 'in', 'tongues']);
/** The nouns of such compounds alone ("mother in law" is a relative). */
const COMPOUND: ReadonlySet<string> = new Set([...NOT_RELATIVE_AFTER].filter((w) => w !== 'in'));
const NOT_RELATIVE_BEFORE = new Set(['step', 'god', 'grand', 'great', 'foster', 'birth', 'house']);

/** Possessives before a kin noun: the first person in English, its dialect forms and Romance forms, and the article of a family's own ("the kids"). */
const POSSESSIVE = new Set(['my', 'me', 'mi', 'mis', 'our', 'wor', 'mah', 'mein', 'meine', 'the', 'his', 'her', 'their', 'your']);

const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’]/g, "'");

/** The relative a word names (its possessive ending dropped), when it stands after `before`. */
function relativeAt(word: string, before: string): Relative | null {
  const bare = word.replace(/'s?$/, '');
  const plain = RELATIVE_OF.get(bare);
  if (plain) return plain;
  const possessed = POSSESSED[bare];
  return possessed && (POSSESSIVE.has(before) || /'s?$/.test(before)) ? possessed : null;
}

/** The relatives no attribute keys a fact for: their memories are found by their words, not by a person attribute. */
const UNKEYED: ReadonlySet<Relative> = new Set(['grandmother', 'grandfather', 'grandparent', 'aunt', 'uncle', 'grandchild', 'nephew', 'niece']);

/**
 * True when `word` names a relative no attribute keys ("nonna", "granny", "tia"): a question about them asks for no
 * person attribute of the user's (`unknown-kin.ts` reads words no table knows as one of the user's keyed people).
 */
export function namesUnkeyedRelative(word: string): boolean {
  const r = RELATIVE_OF.get(fold(word).replace(/'s?$/, '')) ?? POSSESSED[fold(word)];
  return r !== undefined && UNKEYED.has(r);
}

/** The user as a child, said of the user ("was i a kid", "when i was a child", "as a kid"): the kin noun names no relative. */
const USER_AS = /\b(?:i was|was i|i were|am i|i am|i'm|im|as)\s+(?:a\s+)?(?:little\s+|small\s+)?(?:kid|child|baby|boy|girl|lad|toddler|teenager)\b/;

/**
 * True when every kin noun of `question` names no relative: the first word of a compound ("mother tongue", "father
 * figure") or the user as a child ("which town was i a kid in"). Its kin attributes are then no person asked for.
 */
export function kinNamesNoRelative(question: string): boolean {
  const text = fold(question);
  const words = text.split(/[^a-z']+/).filter((w) => w.length > 0);
  const kin = words.filter((w) => RELATIVE_OF.has(w.replace(/'s?$/, ''))).length;
  // The kin nouns left when the user as a child and the compounds are taken out are relatives.
  const rest = text.replace(new RegExp(USER_AS.source, 'g'), ' ').split(/[^a-z']+/);
  const relatives = rest.filter((w, i) => RELATIVE_OF.has(w.replace(/'s?$/, '')) && (/'s?$/.test(w) || !COMPOUND.has(rest[i + 1] ?? ''))).length;
  return kin > 0 && relatives === 0;
}

/** The words a memory of each of `relatives` may use. */
function wordsOf(relatives: readonly Relative[]): string[] {
  return relatives.flatMap((r) => [...WORDS[r], ...(SAYS_ALSO[r] ?? [])]);
}

/**
 * The words of the relatives `question` names that it does not use itself: the other words of each relative's
 * ("granny" → grandmother, grandma, nan, nonna, oma, abuela, …), and for a relative named through another the words of
 * the user's own relative meant ("the kids' nana" → mother, mum, mom, …, mother-in-law). Empty when it names none.
 */
export function kinWordsOf(question: string): string[] {
  const words = fold(question)
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+/, ''))
    .filter((w) => w.length > 0);
  const own = new Set(words.map((w) => w.replace(/'s?$/, '')));
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const relative = relativeAt(w, words[i - 1] ?? '');
    if (!relative || NOT_RELATIVE_BEFORE.has(words[i - 1] ?? '') || (!/'s?$/.test(w) && NOT_RELATIVE_AFTER.has(words[i + 1] ?? ''))) continue;
    // A relative's relative: the possessive kin noun, then a kin noun (a modifier may stand between: "my brother's little boy").
    const next = /'s?$/.test(w) ? (relativeAt(words[i + 1] ?? '', w) ?? relativeAt(words[i + 2] ?? '', w)) : null;
    const meant = next ? COMPOSED[`${relative} ${next}`] : undefined;
    if (meant) {
      for (const x of wordsOf(meant)) out.add(x);
      // The children's grandparent on the partner's side is the partner's parent.
      if (relative === 'child') for (const r of meant) if (IN_LAW[r]) out.add(IN_LAW[r] as string);
      i++;
      continue;
    }
    // A sibling, a child or a parent by a plain word is the attribute reader's (`sibling`, `child`, `parent`): only the
    // relatives it keys no fact for, and the mother's and father's many words, widen the search.
    if (relative === 'sibling' || relative === 'child' || relative === 'parent') continue;
    for (const x of wordsOf([relative])) out.add(x);
  }
  return [...out].filter((w) => !own.has(w));
}
