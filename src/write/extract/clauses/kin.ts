/**
 * Relational nouns: the words a user names another person by, through how that person stands to them
 * ("my brother", "my step-dad", "my sister-in-law", "my best mate", "my line manager's husband", "my gf's
 * cousin"). A word is read by its shape, not looked up whole: prefixes that make a kin word of a kin word
 * (step-, half-, great-, grand-, ex-, foster-, god-), the "-in-law" tail, "-mate"/"-friend" compounds and
 * the informal spellings reduce it to a base, and the base is one of the closed class of kinship and social
 * relation nouns. The subject such a phrase makes is never the user.
 */
import type { Token } from './nlp.js';
import { lowerOf, phrase, properRun } from './phrases.js';

/** Kinship, household and social/work relation nouns (the closed class the shapes reduce to). */
const BASE = new Set(
  (
    'wife husband partner spouse fiance fiancee girlfriend boyfriend son daughter kid kids child children twin twins baby ' +
    'mum mom mam mother mommy mummy mama ma dad father daddy papa pa parent parents brother sister sibling siblings bro sis ' +
    'grandma grandmother granny gran nan nana nanna grandad granddad grandpa grandfather grandparent grandparents grandson ' +
    'granddaughter grandkid grandkids grandchild grandchildren aunt auntie aunty uncle cousin niece nephew in-laws ' +
    'hubby missus wifey gf bf bff bestie ex godmother godfather godson goddaughter godparent ' +
    'boss manager supervisor mentor mentee coworker co-worker colleague teammate mate pal buddy friend neighbour neighbor ' +
    'flatmate roommate housemate classmate landlord landlady tenant lodger boyf girlf fam cuz cousins nephews nieces ' +
    'sons daughters brothers sisters aunts uncles grandsons granddaughters friends mates colleagues coworkers neighbours neighbors ' +
    'stepmum stepmom stepdad stepfather stepmother stepson stepdaughter stepbrother stepsister assistant intern ' +
    'therapist doctor gp dentist physio tutor teacher coach trainer student students pupil carer nanny babysitter ' +
    // "our eldest", "my youngest": a superlative alone after "my"/"our" is one of the user's children.
    'eldest youngest oldest'
  ).split(' '),
);

/** The family part of the class: a relative is named by the relation ("my son Arjun" → son), as the user names them. */
const FAMILY = new Set(
  (
    'wife husband partner spouse fiance fiancee son daughter kid kids child children twin twins baby mum mom mam mother mommy mummy ' +
    'mama ma dad father daddy papa pa parent parents brother sister sibling siblings bro sis grandma grandmother granny gran nan nana ' +
    'nanna grandad granddad grandpa grandfather grandson granddaughter grandkid grandchild aunt auntie aunty uncle cousin niece nephew ' +
    'hubby missus wifey gf bf stepmum stepmom stepdad stepfather stepmother stepson stepdaughter stepbrother stepsister godmother godfather ' +
    'godson goddaughter godparent eldest youngest oldest'
  ).split(' '),
);

/** Whether a relation ("half-sister", "twin brother", "line manager's husband") names a relative of the user's own. */
export function isFamily(key: string): boolean {
  if (key.includes("'s ")) return false;
  const words = key.split(/\s+/);
  const base = relationalNoun(words[words.length - 1] as string);
  return base !== null && FAMILY.has(base);
}

/** Words that, glued before a kin word, make another kin word ("step-dad", "half-sister", "great-aunt", "ex-wife"). */
const KIN_PREFIX = /^(?:step|half|great|grand|ex|foster|god|future|late|twin|big|little|baby|older|younger|elder)-?/;
/** Compounds whose second part names a shared place or doing ("flatmate", "workmate", "schoolfriend", "penpal"). */
const COMPOUND = /^[a-z]{3,}(?:mate|friend|pal|buddy)s?$/;

/** The base relation a word names ("step-dad" → dad, "sister-in-law" → sister, "workmate" → mate), or null. */
export function relationalNoun(word: string): string | null {
  let w = word.toLowerCase().replace(/[’']/g, "'");
  if (BASE.has(w)) return w;
  w = w.replace(/-?in-?laws?$/, '');
  for (let n = 0; n < 3 && KIN_PREFIX.test(w) && !BASE.has(w); n++) w = w.replace(KIN_PREFIX, '');
  if (BASE.has(w)) return w;
  if (COMPOUND.test(w)) return w.replace(/^.*(mate|friend|pal|buddy)s?$/, '$1');
  return null;
}

/** Words between "my" and the relation noun that only describe it ("best", "old", "twin", "line", "eldest"). */
const DESCRIBES = new Set(['ADJ', 'NOUN', 'NUM', 'ADV']);

/** A person the user names by relation: the words that name them, the base relation, their name when said. */
export interface KinPhrase {
  /** The relation as said, lower-cased ("best mate", "half-sister", "line manager's husband"). */
  readonly key: string;
  /** The base relation of the last noun ("mate", "sister", "husband"). */
  readonly head: string;
  readonly name: string | null;
}

/**
 * Reads the words after "my" and before the verb as a person: modifiers, a relation noun, an optional name;
 * a possessive chain whose every link is a relation ("line manager's husband", "gf's cousin") is one person.
 * "brother in law" typed with spaces is the hyphenated word. Null when the last noun names no relation.
 */
export function kinPhrase(words: readonly Token[]): KinPhrase | null {
  const ws = words.filter((t) => !FILLER.has(t.lower));
  if (ws.length === 0 || ws.length > 7) return null;
  const links: Token[][] = [[]];
  for (const t of ws) {
    if (t.text === "'s" || t.text === "'") links.push([]);
    else (links[links.length - 1] as Token[]).push(t);
  }
  const read = links.map((l, n) => link(l, n === links.length - 1));
  if (read.some((r) => r === null)) return null;
  const last = read[read.length - 1] as { key: string; head: string; name: string | null };
  const key = read.map((r) => (r as { key: string }).key).join("'s ");
  return { key, head: last.head, name: last.name };
}

const FILLER = new Set(['only', 'also', 'just', 'still', 'now', 'really', 'actually', 'finally', 'recently', 'always', 'never', 'usually', 'own']);

function link(tokens: readonly Token[], last: boolean): { key: string; head: string; name: string | null } | null {
  const w = lowerOf(tokens);
  // "brother in law": the spaced form of the hyphenated word.
  const spaced = w.length >= 3 && w[w.length - 2] === 'in' && /^laws?$/.test(w[w.length - 1] as string) ? 2 : 0;
  let end = tokens.length - spaced;
  // A name after the relation ("best mate Tariq"): only on the last link.
  let name: string | null = null;
  if (last && spaced === 0) {
    for (let k = 1; k < tokens.length; k++) {
      const run = properRun(tokens, k);
      if (run.length > 0 && k + run.length === tokens.length && relationalNoun(w[k - 1] as string) !== null && relationalNoun(w[k] as string) === null) {
        name = phrase(run);
        end = k;
        break;
      }
    }
  }
  if (end < 1) return null;
  const headWord = spaced ? `${w[end - 1] as string}-in-law` : (w[end - 1] as string);
  const head = relationalNoun(headWord);
  if (!head) return null;
  const mods = tokens.slice(0, end - 1);
  if (mods.length > 3 || !mods.every((t) => DESCRIBES.has(t.pos) || t.lower.includes('-') || relationalNoun(t.lower) !== null)) return null;
  return { key: [...lowerOf(mods), headWord].join(' '), head, name };
}
