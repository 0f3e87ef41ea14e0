/**
 * A relative by marriage or a step-relative named in a question (issue 24, twenty-fourth round): "my
 * mother-in-law", "the MIL", "my sis-in-law", "my stepdad", or a kin word of a kin word ("the hubby's mam",
 * "mam's fella", "my wife's junior sister", "my papa's wife", "the missus's old man"), and the words of other
 * languages that loanwords.ts puts in English ("mi suegra" → "mother-in-law"). Such a person is seldom a keyed fact
 * (the extractors key partners, parents, siblings and children), and the plain kin words the phrase is made of would
 * ask for the user's own mother, partner or brother. The reading says which relative is meant and the words a
 * memory of them uses ("The user's mother-in-law Eirlys…", "The user's stepfather Dilwyn…").
 *
 * A closed class of the language, composed, not listed per phrase: a partner's parent is a parent-in-law, a
 * partner's sibling or a sibling's partner a sibling-in-law, a child's partner a child-in-law, a parent's partner
 * a step-parent, a partner's child a stepchild; the sex is the second noun's. Pure; a question takes microseconds.
 */

type Kin = 'partner' | 'parent' | 'sibling' | 'child';
type Sex = 'male' | 'female' | null;

/** Kin nouns (one or two words) with what they name and the sex they say. */
const KIN: Readonly<Record<string, readonly [Kin, Sex]>> = {
  ...{ wife: ['partner', 'female'], husband: ['partner', 'male'], partner: ['partner', null], spouse: ['partner', null] },
  ...{ hubby: ['partner', 'male'], hubs: ['partner', 'male'], missus: ['partner', 'female'], missis: ['partner', 'female'] },
  ...{ wifey: ['partner', 'female'], fella: ['partner', 'male'], boyfriend: ['partner', 'male'], girlfriend: ['partner', 'female'] },
  ...{ bf: ['partner', 'male'], gf: ['partner', 'female'], fiance: ['partner', 'male'], fiancee: ['partner', 'female'] },
  ...{ 'other half': ['partner', null], 'better half': ['partner', null], 'old lady': ['partner', 'female'] },
  ...{ mother: ['parent', 'female'], mum: ['parent', 'female'], mom: ['parent', 'female'], mam: ['parent', 'female'] },
  ...{ mama: ['parent', 'female'], mammy: ['parent', 'female'], mummy: ['parent', 'female'], mommy: ['parent', 'female'] },
  ...{ ma: ['parent', 'female'], father: ['parent', 'male'], dad: ['parent', 'male'], daddy: ['parent', 'male'] },
  ...{ papa: ['parent', 'male'], pa: ['parent', 'male'], pops: ['parent', 'male'], da: ['parent', 'male'] },
  ...{ 'old man': ['parent', 'male'], parents: ['parent', null], folks: ['parent', null], people: ['parent', null] },
  ...{ sister: ['sibling', 'female'], sis: ['sibling', 'female'], brother: ['sibling', 'male'], bro: ['sibling', 'male'] },
  ...{ daughter: ['child', 'female'], son: ['child', 'male'], girl: ['child', 'female'], boy: ['child', 'male'] },
  ...{ lad: ['child', 'male'], kid: ['child', null], kids: ['child', null], child: ['child', null], children: ['child', null] },
};

/** Words that may stand between the possessive and the kin noun ("my wife's junior sister", "her eldest boy"). */
const MODIFIERS = new Set(['junior', 'senior', 'little', 'big', 'younger', 'older', 'elder', 'eldest', 'youngest', 'baby', 'kid', 'new']);

/** The relative a pair names: [first noun's kin, second noun's kin] → the relation, by the second noun's sex. */
const COMPOSED: Readonly<Record<string, readonly [string, string, string]>> = {
  'partner parent': ['mother-in-law', 'father-in-law', 'in-laws'],
  'partner sibling': ['sister-in-law', 'brother-in-law', 'sibling-in-law'],
  'sibling partner': ['sister-in-law', 'brother-in-law', 'sibling-in-law'],
  'child partner': ['daughter-in-law', 'son-in-law', 'child-in-law'],
  'parent partner': ['stepmother', 'stepfather', 'step-parent'],
  'partner child': ['stepdaughter', 'stepson', 'stepchild'],
};

/** English nouns of these relatives, as users write them (hyphens, spaces or none; short forms), → the relation. */
const NOUNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:mother|mum|mom|mam|ma)[- ]?in[- ]?laws?\b/, 'mother-in-law'],
  [/\b(?:father|dad|pa)[- ]?in[- ]?laws?\b/, 'father-in-law'],
  [/\b(?:sister|sis)[- ]?in[- ]?laws?\b/, 'sister-in-law'],
  [/\b(?:brother|bro)[- ]?in[- ]?laws?\b/, 'brother-in-law'],
  [/\bdaughter[- ]?in[- ]?laws?\b/, 'daughter-in-law'],
  [/\bson[- ]?in[- ]?laws?\b/, 'son-in-law'],
  [/\bsibling[- ]?in[- ]?laws?\b/, 'sibling-in-law'],
  [/\bin[- ]laws\b/, 'in-laws'],
  [/\b(?:my|the|our|me) (?:mil)\b/, 'mother-in-law'],
  [/\b(?:my|the|our|me) (?:fil)\b/, 'father-in-law'],
  [/\b(?:my|the|our|me) (?:sil)\b/, 'sister-in-law'],
  [/\b(?:my|the|our|me) (?:bil)\b/, 'brother-in-law'],
  [/\bstep[- ]?(?:mother|mum|mom|mam|mama|mommy|mummy)s?\b/, 'stepmother'],
  [/\bstep[- ]?(?:father|dad|daddy|papa|pops)s?\b/, 'stepfather'],
  [/\bstep[- ]?(?:son|boy)s?\b/, 'stepson'],
  [/\bstep[- ]?(?:daughter|girl)s?\b/, 'stepdaughter'],
  [/\bstep[- ]?(?:kids?|child|children)\b/, 'stepchild'],
  [/\bstep[- ]?(?:brother|bro)s?\b/, 'stepbrother'],
  [/\bstep[- ]?(?:sister|sis)s?\b/, 'stepsister'],
  [/\bstep[- ]?parents?\b/, 'step-parent'],
];

/**
 * The words a memory of each relative uses, as the index reads them: each relation's own noun and its short forms,
 * one word each ("step-mum" would search for every mother).
 */
const SAYS: Readonly<Record<string, string>> = {
  'mother-in-law': 'mother-in-law in-laws',
  'father-in-law': 'father-in-law in-laws',
  'in-laws': 'in-laws mother-in-law father-in-law',
  'sister-in-law': 'sister-in-law',
  'brother-in-law': 'brother-in-law',
  'sibling-in-law': 'sister-in-law brother-in-law',
  'daughter-in-law': 'daughter-in-law',
  'son-in-law': 'son-in-law',
  'child-in-law': 'daughter-in-law son-in-law',
  stepmother: 'stepmother stepmum stepmom',
  stepfather: 'stepfather stepdad',
  'step-parent': 'stepmother stepfather stepdad stepmum stepmom',
  stepson: 'stepson',
  stepdaughter: 'stepdaughter',
  stepchild: 'stepson stepdaughter stepchild stepkids',
  stepbrother: 'stepbrother',
  stepsister: 'stepsister',
};

/** A relative by marriage or a step-relative a question names: the relation and the words its memories use. */
export interface RelativeByMarriage {
  /** "mother-in-law", "stepfather", … */
  readonly relation: string;
  /** Words of the relation's own noun, for the keyword leg ("mother-in-law stepmum …"). */
  readonly says: string;
}

const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’]/g, "'");

/** The kin noun that begins at word `i` (two words first), with the number of words it takes. */
function kinAt(words: readonly string[], i: number): { kin: readonly [Kin, Sex]; n: number } | null {
  const two = `${words[i] ?? ''} ${words[i + 1] ?? ''}`;
  const k2 = KIN[two];
  if (k2) return { kin: k2, n: 2 };
  const k1 = KIN[words[i] ?? ''];
  return k1 ? { kin: k1, n: 1 } : null;
}

/**
 * The relative by marriage or step-relative `question` names (read after `plainQuestion`, which puts "suegra",
 * "schwager", "saas" in English), or null. A kin word of the user's own ("our kid", "my wife") is none.
 */
export function relativeByMarriage(question: string): RelativeByMarriage | null {
  const text = fold(question);
  for (const [noun, relation] of NOUNS) if (noun.test(text)) return { relation, says: SAYS[relation] as string };
  // "the hubby's mam", "my papa's wife", "mam's fella", "the missus's old man": a possessive kin noun, then a kin noun.
  const words = text.split(/[^a-z']+/).filter((w) => w.length > 0);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (!/'s?$/.test(w) || w === "'s") continue;
    const bare = w.replace(/'s?$/, '');
    const first = KIN[bare] ?? (i > 0 ? KIN[`${words[i - 1] ?? ''} ${bare}`] : undefined);
    if (!first) continue;
    let j = i + 1;
    while (MODIFIERS.has(words[j] ?? '') && j < i + 3) j++;
    const second = kinAt(words, j);
    if (!second) continue;
    const made = COMPOSED[`${first[0]} ${second.kin[0]}`];
    if (!made) continue;
    const relation = second.kin[1] === 'female' ? made[0] : second.kin[1] === 'male' ? made[1] : made[2];
    return { relation, says: SAYS[relation] as string };
  }
  return null;
}

/** The attributes of the user's own kin, which the words of a relative by marriage name one by one. */
export const KIN_ATTRIBUTES: ReadonlySet<string> = new Set(['partner', 'parent', 'sibling', 'child']);
