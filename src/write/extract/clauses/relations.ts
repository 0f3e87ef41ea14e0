/**
 * Relations and lists: "I speak Portuguese, a bit of French and some Mandarin" is three `speaks`
 * facts, "I'm allergic to latex, sesame and amoxicillin" three `allergic_to` facts (health: kept
 * high), "my daughter is allergic to eggs" one fact whose subject is the daughter. The verb's lemma
 * names the relation (a multi-valued attribute, `src/core/attributes/`); the object phrase is split
 * into its coordinated items, each cleaned of quantifiers and trailing circumstances.
 */
import type { Triple } from '../../../core/types/memory.js';
import type { Token } from './nlp.js';
import { LEXICON } from '../../../core/attributes/lexicon.js';
import { groupWords, nounGroups } from '../../../core/attributes/nouns.js';
import { capitalise, phrase, type Draft } from './phrases.js';

/** Lemma → relation predicate, for verbs whose object is the related thing. */
const VERB_RELATIONS: Readonly<Record<string, string>> = {
  speak: 'speaks',
  play: 'plays',
  use: 'uses',
  drink: 'drinks',
  smoke: 'smokes',
  eat: 'eats',
  study: 'studies',
  learn: 'studies',
  manage: 'manages',
  mentor: 'mentor',
  like: 'likes',
  love: 'likes',
  enjoy: 'likes',
  adore: 'likes',
  hate: 'dislikes',
  dislike: 'dislikes',
  detest: 'dislikes',
  loathe: 'dislikes',
  stand: 'dislikes',
};
/** Relations about health and safety: kept high so they are never below the floor or ranked low. */
const HEALTH = new Set(['allergic_to', 'takes_medication']);
/** Words of the pet groups (core/attributes/nouns.ts) that also name a thing or a person ("a mouse", "a boxer"). */
const NOT_ONLY_PET = new Set([
  'aquarium',
  'fish tank',
  'pet',
  'mouse',
  'nag',
  'boxer',
  'pointer',
  'setter',
  'shepherd',
  'springer',
  'python',
  'companion animal',
]);
/** The single words of the has_pet noun groups: the animals a household keeps, not only the commonest few. */
const PET_WORDS = nounGroups('has_pet')
  .flatMap(groupWords)
  .filter((w) => !NOT_ONLY_PET.has(w) && !w.includes(' '));
/** An animal's noun, singular or plural ("dogs", "a cockatiel", "two ferrets", "quail"). */
export const PETS = new RegExp(
  String.raw`^(dogs?|cats?|puppy|puppies|kittens?|tortoises?|turtles?|rabbits?|hamsters?|parrots?|birds?|fish|goldfish|snakes?|lizards?|horses?|ponies|pony|guinea pigs?|chickens?|hens?|goats?|ducks?|geese|budgies?|gerbils?|mice|rats?|ferrets?|retrievers?|labradors?|terriers?|spaniels?|poodles?|beagles?|collies?|pugs?|dachshunds?|greyhounds?|whippets?|huskies|husky|corgis?|quails?|${PET_WORDS.map((w) => `${w}(?:s|es)?`).join('|')})$`,
);
export const KIDS = /^(sons?|daughters?|kids?|children|child|boys?|girls?|twins|babies|baby|stepsons?|stepdaughters?)$/;
/** Words before an item that only say how much ("a bit of French", "some Mandarin", "a very old tortoise"). */
const LEAD = new Set([
  'a',
  'an',
  'the',
  'some',
  'my',
  'our',
  'bit',
  'of',
  'little',
  'lot',
  'lots',
  'few',
  'very',
  'old',
  'also',
  'too',
  'both',
  'mostly',
  'basic',
  'fluent',
  'conversational',
  'odd',
  'occasional',
  // "Oamaru, then Lerwick", "Leeds and later York": a word of sequence before an item is no part of it.
  'then',
  'later',
  'afterwards',
  'eventually',
]);
/** Words that end an item: what follows is when or where, not what ("every morning", "at work", "so far"). */
const END = new Set([
  'over',
  'which',
  'who',
  'whenever',
  'while',
  'if',
  'though',
  'although',
  'until',
  'every',
  'at',
  'on',
  'in',
  'for',
  'so',
  'since',
  'when',
  'because',
  'daily',
  'too',
  'nowadays',
  'now',
  'these',
  'mostly',
  '(',
  'with',
  'from',
  'but',
  'as',
  'again',
  'most',
  'also',
]);

/** Units of a dose ("500 mg", "20mcg", "5 ml", "1000 IU"). */
const DOSE = /^(?:mg|mcg|µg|ug|g|ml|iu|units?|milligrams?|micrograms?|grams?|%|puffs?|drops?)$/;

/** Verbs that are not relations whatever follows ("take care", "take part"). */
const TAKE_NOT = new Set(['care', 'part', 'place', 'time', 'a', 'the', 'it', 'that', 'this', 'notes', 'note', 'turns', 'over', 'off', 'up', 'out', 'on']);

/** Where "with" opens a verb's object, after a manner word ("work closely with", "pair mostly with"); -1 when it does not. */
/** Places shared at work: "X and I share an office", "I share a desk with Y" is working with them. */
export const SHARED = /^(office|desk|room|workspace|lab|cubicle|bench|shift|shifts|pod|rota|van|cab|studio|workshop|station)$/;

/** Where "with" stands after a shared place of work ("(share) an office with", "(share) the same desk with"), or -1. */
function sharedWith(rest: readonly Token[]): number {
  let k = ['a', 'an', 'the', 'our'].includes(rest[0]?.lower ?? '') ? 1 : 0;
  while (k < 3 && rest[k]?.pos === 'ADJ') k++;
  return SHARED.test(rest[k]?.lower ?? '') && rest[k + 1]?.lower === 'with' ? k + 1 : -1;
}

export function withAt(rest: readonly Token[]): number {
  const shared = sharedWith(rest);
  if (shared >= 0) return shared;
  // "I work alongside Chidi and Fen": the preposition alone opens the object.
  if (rest[0]?.lower === 'alongside' && rest[1]?.lower !== 'with') return 0;
  const k = /^(closely|directly|mostly|mainly|together|alongside|daily|regularly|a lot)$/.test(rest[0]?.lower ?? '') ? 1 : 0;
  return rest[k]?.lower === 'with' ? k : -1;
}

/** Words that end a firm's name after "&" ("Smith, Jones & Co.", "Lindqvist & Sons"). */
const ORG_TAIL = /^(?:Co\.?|Company|Sons|Son|Daughters|Partners|Associates|Assoc\.?|Brothers|Bros\.?)$/;

/** Adverbs that open a list item the user is not sure of. */
const HEDGED_ITEM = new Set(['maybe', 'possibly', 'probably', 'perhaps', 'potentially']);

/** The items of a coordinated object phrase, each cleaned; [] when an item is empty or vague. */
export function listItems(tokens: readonly Token[]): string[] {
  const items: Token[][] = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // "metformin + a statin": a plus sign between items is "and".
    if (t.text === '+' && i > 0 && tokens[i + 1]) {
      items.push([]);
      continue;
    }
    // "geology and, later on, glaciology": a stretch between commas right after the conjunction, opened by an adverb or a
    // preposition, is inserted into the list (when, where, how), no item of it.
    const shut = tokens.findIndex((x, k) => k > i + 2 && x.text === ',');
    if (['and', 'or'].includes(t.lower) && tokens[i + 1]?.text === ',' && ['ADV', 'ADP'].includes(tokens[i + 2]?.pos ?? '') && shut > 0 && tokens[shut + 1]) {
      items.push([]);
      i = shut;
      continue;
    }
    if (t.text === ',' || (t.pos === 'CCONJ' && ['and', 'or', 'plus', '&'].includes(t.lower) && !/^[A-Z]/.test(tokens[i + 1]?.text === '&' ? 'x' : ''))) {
      // "Smith, Jones & Co." and "Marks & Spencer" are one name: "&" between capitals joins.
      // "dogs, cats & horses": between words in lower case "&" is "and".
      // "Biscuit, Tofu & Pickle": after items already listed with commas, "&" before a last single name is "and" again.
      const listed = items.length > 1 && (items[items.length - 1] as Token[]).length === 1 && !ORG_TAIL.test(tokens[i + 1]?.text ?? '');
      const named = /^\p{Lu}/u.test(tokens[i - 1]?.text ?? '') && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? '') && !listed;
      if (
        (t.text === '&' && named) ||
        (t.lower === 'and' && /^[A-Z]/.test(tokens[i - 1]?.text ?? '') && /^(Co|Sons|Partners)\b/.test(tokens[i + 1]?.text ?? ''))
      ) {
        (items[items.length - 1] as Token[]).push(t);
        continue;
      }
      items.push([]);
      continue;
    }
    if (t.lower === 'as' && tokens[i + 1]?.lower === 'well' && tokens[i + 2]?.lower === 'as') {
      items.push([]);
      i += 2;
      continue;
    }
    // "statistics along with economics", "Jira together with Slack": a preposition of company between items is "and".
    if (/^(along|together)$/.test(t.lower) && tokens[i + 1]?.lower === 'with' && i > 0 && tokens[i + 2]) {
      items.push([]);
      i += 1;
      continue;
    }
    (items[items.length - 1] as Token[]).push(t);
  }
  return items.map(cleanItem).filter((s) => s.length > 0);
}

const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, both: 2 };
/**
 * "two apprentices, Kofi and Brynn", "3 interns - Lulu, Marco and Sven": a counted head whose count the names after it
 * make up is their apposition, not one more item; the names are the items.
 */
export function countedApposition(items: string[]): string[] {
  const head = /^(\d+|two|three|four|five|six|both)\s+(?:\p{Ll}+\s+)?\p{Ll}+s$/u.exec(items[0] ?? '');
  const names = items.slice(1);
  const n = head ? (COUNTS[head[1] as string] ?? Number(head[1])) : 0;
  return n > 1 && names.length === n && names.every((x) => /^\p{Lu}[\p{L}'-]*$/u.test(x)) ? names : items;
}

function cleanItem(tokens: readonly Token[]): string {
  // "wasps, bees and maybe ants": an item the user hedges is not said as a fact; it is left out, never stored as one.
  if (HEDGED_ITEM.has(tokens[0]?.lower ?? '')) return '';
  // "… and so does Ravi", "… as does Lena": another subject said by ellipsis, no item.
  if (/^(so|as|neither|nor)$/.test(tokens[0]?.lower ?? '') && tokens[1]?.pos === 'AUX') return '';
  // An emoji said beside an item ("Mochi 🐶") is no part of it.
  let t = tokens.filter((x) => !/^[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u.test(x.text));
  // "on a good day, the cello": a circumstance before the item.
  if (t[0]?.lower === 'on' && t.some((x) => x.lower === 'day')) return '';
  // "a spot of philosophy", "a glass of red wine": how much is said before "of", the item after it.
  if (/^(a|an|some)$/.test(t[0]?.lower ?? '') && t[1]?.pos === 'NOUN' && t[2]?.lower === 'of' && t.length > 3 && /^\p{Ll}/u.test(t[1]?.text ?? ''))
    t = t.slice(3);
  // "Old Norse", "Little Acorns": a lead word written with a capital before another name's word opens that name.
  const named = (k: number) => t[k]?.pos === 'PROPN' && /^\p{Lu}/u.test(t[k]?.text ?? '') && /^\p{Lu}/u.test(t[k + 1]?.text ?? '');
  while (t.length > 1 && ((LEAD.has(t[0]?.lower ?? '') && !named(0)) || t[0]?.pos === 'DET' || t[0]?.pos === 'PUNCT')) t = t.slice(1);
  if (t.length === 1 && LEAD.has(t[0]?.lower ?? '')) return '';
  // "metformin 500 mg", "vitamin D 1000 IU": the dose said after a medicine is no part of its name.
  const end = t.findIndex((x, i) => i > 0 && (END.has(x.lower) || x.text === '(' || (x.pos === 'NUM' && DOSE.test(t[i + 1]?.lower ?? ''))));
  if (end > 0) t = t.slice(0, end);
  const said = phrase(t).replace(/[.!?,;:]+$/, '');
  return /^(it|that|this|them|one|some|any|stuff|things?|everything|anything|nothing|none|nobody|no one)$/i.test(said) ? '' : said;
}

/** Who a relation is about: the user, the household ("we"), or a person they name ("my daughter"). */
export interface RelationSubject {
  /** `user`, or the person as named ("daughter", "mum", "Raj"). */
  readonly key: string;
  /** How the sentence says it: "The user", "The user's household", "The user's daughter". */
  readonly said: string;
}

export const USER_SUBJECT: RelationSubject = { key: 'user', said: 'The user' };
export const HOUSEHOLD: RelationSubject = { key: 'user', said: "The user's household" };

/** The relation a verb names with `rest` as its object, or null. */
export function verbRelation(lemma: string, verb: Token, rest: readonly Token[]): string | null {
  // "line-manage", "co-mentor": a hyphenated verb is the relation of its last part.
  if (/-/.test(lemma) && !/-$/.test(lemma)) lemma = lemma.slice(lemma.lastIndexOf('-') + 1).replace(/s$/, '');
  const first = rest[0]?.lower ?? '';
  if ((lemma === 'work' || lemma === 'pair' || lemma === 'collaborate' || lemma === 'team') && withAt(rest) >= 0) return 'works_with';
  if (lemma === 'share' && sharedWith(rest) >= 0) return 'works_with';
  if (lemma === 'take' && !TAKE_NOT.has(first) && rest.length > 0 && rest.every((t) => t.pos !== 'VERB')) return 'takes_medication';
  // "I can get by in Dutch, Swedish and Polish": the languages spoken.
  if (lemma === 'get' && first === 'by' && rest[1]?.lower === 'in') return 'speaks';
  // "I keep chickens, ducks and quail", "we own two horses": keeping or owning animals is having pets.
  if ((lemma === 'keep' || lemma === 'own') && rest.length > 0) {
    const heads = listHeads(rest);
    return heads.length > 0 && heads.every((h) => PETS.test(h)) ? 'has_pet' : (VERB_RELATIONS[lemma] ?? null);
  }
  if ((lemma === 'have' || lemma === 'get' || verb.lower === 'got') && rest.length > 0) {
    const heads = listHeads(rest);
    if (heads.length > 0 && heads.every((h) => PETS.test(h))) return 'has_pet';
    if (heads.length > 0 && heads.every((h) => KIDS.test(h))) return 'child';
    return null;
  }
  if ((lemma === 'learn' || lemma === 'study') && rest.length > 0) return 'studies';
  // "I know Kannada, Tulu and English": knowing languages is speaking them (every item a name, one at least a language).
  if (lemma === 'know') {
    const items = listItems(rest);
    const languages = LEXICON['speaks']?.kinds ?? [];
    return items.length > 0 && items.every((x) => /^\p{Lu}[\p{L}-]+$/u.test(x)) && items.some((x) => languages.includes(x.toLowerCase())) ? 'speaks' : null;
  }
  return VERB_RELATIONS[lemma] ?? null;
}

/** Words that give an age beside a name ("who's", "who is", "aged", "yo", "years old"). */
const AGE_WORD = /^(?:who|'s|is|aged|age|yo|y\/o|yrs?|years?|old|months?|mo)$/;

/**
 * A list of children or pets with their ages said beside the names ("Mia (7) and Leo who's 4", "Noor 12, Omar 8", "Ava,
 * 9, and Sam, 6"): the ages are dropped, so each item is a name. A number with no name before it is kept.
 */
export function withoutAges(tokens: readonly Token[], ages?: Map<string, string>): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!/^\d{1,2}$/.test(t.text) && t.pos !== 'NUM') {
      out.push(t);
      continue;
    }
    // Back over the words that introduce the age ("who's", "aged", "(", ",") to the name it is said of.
    let k = out.length - 1;
    while (k >= 0 && (AGE_WORD.test((out[k] as Token).lower) || ['(', ','].includes((out[k] as Token).text))) k--;
    if (k < 0 || !/^\p{Lu}/u.test((out[k] as Token).text)) {
      out.push(t);
      continue;
    }
    ages?.set((out[k] as Token).text, t.text);
    out.length = k + 1;
    // Forward past what closes the age ("yo", "years old", ")").
    while (i + 1 < tokens.length && (AGE_WORD.test((tokens[i + 1] as Token).lower) || (tokens[i + 1] as Token).text === ')')) i++;
  }
  return out;
}

/** The age said beside a name stays in its memory ("… a child named Noor, aged 12."). */
export function withAges(drafts: readonly Draft[], ages: ReadonlyMap<string, string>): Draft[] {
  return drafts.map((d) => {
    const age = ages.get(d.triple?.object ?? '');
    return age ? { ...d, content: d.content.replace(/\.$/, `, aged ${age}.`) } : d;
  });
}

/** The last noun of each item ("a very old tortoise" → "tortoise"). */
function listHeads(rest: readonly Token[]): string[] {
  return listItems(rest.filter((t) => t.lower !== 'got')).map((i) =>
    (
      i
        .replace(/\s+(called|named)\s.*$/i, '')
        .split(/\s+/)
        .pop() ?? ''
    ).toLowerCase(),
  );
}

const VERB_SAID: Readonly<Record<string, string>> = {
  speaks: 'speaks',
  plays: 'plays',
  uses: 'uses',
  drinks: 'drinks',
  smokes: 'smokes',
  eats: 'eats',
  studies: 'is learning',
  manages: 'manages',
  mentor: 'mentors',
  likes: 'likes',
  dislikes: 'dislikes',
  works_with: 'works with',
  takes_medication: 'takes',
  allergic_to: 'is allergic to',
  has_pet: 'has',
  child: 'has a child named',
};

/** One fact per item of the relation; the subject's own words decide the sentence. */
export function relationFacts(
  subject: RelationSubject,
  predicate: string,
  items: readonly string[],
  options: { importance?: number; /** What the named pets are ("dog"), kept in the sentence. */ noun?: string } = {},
): Draft[] {
  const importance = options.importance ?? (HEALTH.has(predicate) ? 0.9 : 0.6);
  const plural = subject.said !== 'The user' && subject.said !== "The user's household";
  const verb = VERB_SAID[predicate] ?? predicate.replace(/_/g, ' ');
  const said = plural ? verb.replace(/^is /, 'is ').replace(/^(\w+)s\b/, '$1s') : verb;
  return items.map((item) => {
    const triple: Triple = { subject: subject.key, predicate, object: item };
    const content =
      predicate === 'child'
        ? // "we have two kids": a count, not a name.
          /^\p{Lu}/u.test(item)
          ? `${subject.said} has a child named ${item}.`
          : `${subject.said} has ${item}.`
        : predicate === 'has_pet' && /^\p{Lu}[\p{L}'-]+$/u.test(item)
          ? `${subject.said} has a ${options.noun ?? 'pet'} named ${item}.`
          : predicate === 'has_pet' && subject.key === 'user'
            ? `${subject.said} has ${/^(a|an|\d|two|three|four|five|some|several)\b/i.test(item) || /s$/.test(item) ? '' : /^[aeiou]/i.test(item) ? 'an ' : 'a '}${item}.`
            : `${subject.said} ${said} ${item}.`;
    return {
      kind: predicate === 'likes' || predicate === 'dislikes' ? 'preference' : 'fact',
      content: capitalise(content.replace(/\s+/g, ' ')),
      importance,
      confidence: 0.9,
      triple,
      profile: null,
      source: 'user_explicit',
    } satisfies Draft;
  });
}

/** A fact of the user's relation `predicate` to `name`, said as `content`. */
export function relationDraft(predicate: string, name: string, content: string): Draft {
  return {
    kind: 'fact',
    content,
    importance: 0.6,
    confidence: 0.9,
    triple: { subject: 'user', predicate, object: name },
    profile: null,
    source: 'user_explicit',
  };
}
