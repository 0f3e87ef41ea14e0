/**
 * Sentence shapes that name a person beside the subject, said again as plain clauses before the
 * splitter cuts them at their commas:
 *
 * - an apposition: "my boss, Lena, wants everything in Confluence" is "my boss is Lena" and "my boss
 *   wants everything in Confluence"; "Sophie, my line manager, is great" is "my line manager is
 *   Sophie" and "Sophie is great";
 * - people the user does something with, as a joint subject: "Omar and I work together", "Felix and
 *   I pair on the backend", "Nadia and I are on the same team" are "I work with Omar" (the verb's
 *   other words kept); "Tobias and I are best friends" is "my friend is Tobias".
 *
 * - a pseudo-cleft: "things I really dislike are A, B and C" is "I really dislike A, B and C".
 *
 * A joint subject with any other verb ("Marta and I went to Spain") is what the user did, with them:
 * "I went to Spain with Marta" — nothing is read of Marta herself. A negated one is left as it was.
 */
import type { Token } from './nlp.js';
import { properRun } from './phrases.js';
import { kinPhrase } from './kin.js';
import { SHARED } from './relations.js';
import { ownJoint } from './coordinate.js';

const tok = (text: string, pos: string, lemma = text.toLowerCase()): Token => ({ text, lower: text.toLowerCase(), pos, lemma, negated: false });
/** The lemma of the "with" a joint subject is said again with ("Rohan and I share …" → "I share … with Rohan"): they are the user's companions (companion.ts). */
export const JOINT_WITH = 'with:joint';

/** Verbs of working alongside someone: "X and I <verb>" is working with X. */
const WITH_VERBS = /^(work|works|worked|working|pair|pairs|paired|pairing|collaborate|collaborates|collaborated|team|teamed|code|cowork|co-work)$/;
/** Verbs of running something together: working with them, and the thing run. */
const RUN_VERBS = /^(run|lead|co-lead|manage|own|founded|co-founded|cofounded|started|built|teach|organise|organize|host|coach)$/;
/** What a joint subject is, at work: "X and I are colleagues", "… on the same team". */
const COLLEAGUES = /^(colleagues|coworkers|co-workers|teammates|team-mates|workmates)$/;
const ADVERBS = new Set(['also', 'both', 'often', 'usually', 'always', 'sometimes', 'mostly', 'basically', 'still', 'now', 'currently', 'actually', 'closely']);

/** One parsed sentence as the sentences it says (most sentences: itself). */
export function restructure(tokens: Token[]): Token[][] {
  return apposition(tokens) ?? jointSubject(tokens) ?? cleft(tokens) ?? [tokens];
}

/** Heads of a pseudo-cleft: "things I can't stand are …", "what I love most is …". */
const CLEFT_HEAD = /^(things?|stuff|foods?|drinks?|what|films|movies|shows|places|people|music|sports?|languages|medications|meds)$/;

/** "the things I really dislike are A, B and C", "what I love most is hiking": "I really dislike A, B and C". */
function cleft(tokens: readonly Token[]): Token[][] | null {
  let k = tokens[0]?.lower === 'the' || tokens[0]?.lower === 'my' ? 1 : 0;
  if (!CLEFT_HEAD.test(tokens[k]?.lower ?? '')) return null;
  k++;
  if (tokens[k]?.lower === 'that') k++;
  const subject = tokens[k];
  if (!subject || !['i', 'we'].includes(subject.lower)) return null;
  const be = tokens.findIndex((t, i) => i > k + 1 && ['is', 'are', 'include', 'includes'].includes(t.lower));
  if (be < 0 || be === tokens.length - 1) return null;
  const group = tokens.slice(k, be).filter((t, i, all) => !(i === all.length - 1 && /^(most|best|least)$/.test(t.lower)));
  if (group.length < 2 || group.some((t) => t.text === ',')) return null;
  return [[...group, ...tokens.slice(be + 1)]];
}

/** The people an apposition may name: relatives, people at work, friends (a "business partner" is none of them). */
const APPOSED =
  /^(?:(?:line|direct|new|current|old) )?(?:manager|boss|supervisor|team lead|tech lead|mentor|mentee|partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?|(?:best |close |oldest )?friend|(?:best )?mate|colleague|coworker|co-worker|teammate|flatmate|roommate|housemate|neighbou?r|son|daughter|mum|mom|mother|dad|father|brother|sister|cousin|aunt|uncle|niece|nephew|grandma|grandmother|grandad|grandpa|grandfather)$/;

/** A relation word after "my": up to three words before the comma, naming a person; the comma's index or -1. */
function relationWords(tokens: readonly Token[], from: number): number {
  let k = from;
  // The words are checked against the list below, whatever the tagger made of them ("team lead/VERB").
  while (k < tokens.length && k - from < 3 && (tokens[k] as Token).pos !== 'PUNCT') k++;
  const words = tokens.slice(from, k).map((t) => t.lower);
  return k > from && tokens[k]?.text === ',' && APPOSED.test(words.join(' ')) ? k : -1;
}

/** "my boss, Lena, wants …" / "Lena, my boss, wants …" → "my boss is Lena" + "my boss wants …". */
function apposition(tokens: readonly Token[]): Token[][] | null {
  // What follows is said of the one named first: "my boss wants …", "Sophie is great".
  const said = (my: Token, rel: readonly Token[], name: readonly Token[], rest: readonly Token[], byName = false): Token[][] | null => {
    if (name.length === 0 || name.length > 3 || rest.length === 0 || !['VERB', 'AUX'].includes(rest[0]?.pos ?? '')) return null;
    return [
      [my, ...rel, tok('is', 'AUX', 'be'), ...name],
      [...(byName ? name : [my, ...rel]), ...rest],
    ];
  };
  const first = tokens[0];
  if (first && (first.lower === 'my' || first.lower === 'our')) {
    const comma = relationWords(tokens, 1);
    if (comma < 0) return null;
    const name = properRun(tokens, comma + 1);
    const close = comma + 1 + name.length;
    if (tokens[close]?.text !== ',') return null;
    return said(first, tokens.slice(1, comma), name, tokens.slice(close + 1));
  }
  const name = properRun(tokens, 0);
  const my = tokens[name.length + 1];
  if (name.length === 0 || tokens[name.length]?.text !== ',' || !my || !['my', 'our'].includes(my.lower)) return null;
  const comma = relationWords(tokens, name.length + 2);
  if (comma < 0) return null;
  return said(my, tokens.slice(name.length + 2, comma), name, tokens.slice(comma + 1), true);
}

/** The names of a joint subject ("Omar", "Hugo, Lea and Kim") up to its "and I", or null. */
function namesBeforeI(tokens: readonly Token[]): { names: Token[]; count: number; at: number } | null {
  let k = 0;
  let count = 0;
  for (;;) {
    const run = properRun(tokens, k);
    if (run.length === 0 || run.length > 3 || run.some((t) => t.text === 'I')) return null;
    count++;
    k += run.length;
    const sep = tokens[k]?.lower;
    if ((sep === 'and' || sep === '&') && ['i', 'me'].includes(tokens[k + 1]?.lower ?? '')) return { names: tokens.slice(0, k), count, at: k + 2 };
    if (sep !== ',' && sep !== 'and') return null;
    k++;
  }
}

/** "Omar and I work together", "Nadia and I are on the same team", "me and Omar pair on it": see the file's head. */
function jointSubject(tokens: readonly Token[]): Token[][] | null {
  let found = namesBeforeI(tokens);
  // "me and Omar work together": the user said first.
  if (!found && tokens[0]?.lower === 'me' && tokens[1]?.lower === 'and') {
    const run = properRun(tokens, 2);
    if (run.length > 0 && run.length <= 3 && tokens[2 + run.length]?.pos !== 'ADP') found = { names: run, count: 1, at: 2 + run.length };
    // "me and my partner are both vegan", "me n my sister run a stall": a relation of the user's (kin.ts) as the other one.
    const rel = tokens[2]?.lower === 'my' ? relationRun(tokens, 3) : 0;
    if (!found && rel > 0) found = { names: tokens.slice(2, 3 + rel), count: 1, at: 3 + rel };
  }
  // "my partner and I both work at …", "me and the kids are …": a relation of the user's, either side (coordinate.ts).
  const kin = !found;
  found ??= ownJoint(tokens);
  if (!found) return null;
  const I = tok('I', 'PRON', 'i');
  const withThem = [tok('with', 'ADP', JOINT_WITH), ...found.names];
  let k = found.at;
  const adverbs: Token[] = [];
  while (ADVERBS.has(tokens[k]?.lower ?? '')) {
    const t = tokens[k++] as Token;
    if (t.lower !== 'both') adverbs.push(t);
  }
  // "Wilhelmina and I have been friends since school": the present perfect of "be" is "be".
  const perfect = /^(have|'ve|has)$/.test(tokens[k]?.lower ?? '') && tokens[k + 1]?.lower === 'been';
  if (perfect) k++;
  const said0 = tokens[k];
  if (!said0) return null;
  // Right after the joint subject stands its verb, though the tagger read a noun there ("my brother work at …").
  const verb: Token = kin && said0.pos === 'NOUN' && /^\p{Ll}+$/u.test(said0.text) ? { ...said0, pos: 'VERB' } : said0;
  const rest = tokens.slice(k + 1).filter((t) => t.lower !== 'together');
  const w = rest.map((t) => t.lower);
  const work = [I, tok('work', 'VERB'), ...withThem];
  if (WITH_VERBS.test(verb.lower)) return [[I, ...adverbs, { ...verb, pos: 'VERB' }, ...withThem, ...rest]];
  if (/^(share|shares)$/.test(verb.lower) && rest.some((t) => SHARED.test(t.lower))) return [work];
  if (verb.lemma === 'be' && verb.lower !== 'were') {
    const same = (w[0] === 'on' || w[0] === 'in') && w.slice(1, 3).includes('same');
    if (same || COLLEAGUES.test(w[0] ?? '') || (w[0] === 'both' && COLLEAGUES.test(w[1] ?? ''))) return [work];
    // "best friends", "mates since uni", "good pals for years": the noun after its adjectives; what follows it says since when or where.
    const j = rest.findIndex((t) => t.pos !== 'ADJ' && t.pos !== 'ADV');
    const friends =
      /^(friends|mates|buddies|pals|besties|bffs)$/.test(w[j] ?? '') &&
      j <= 2 &&
      (j === rest.length - 1 || ['ADP', 'SCONJ'].includes(rest[j + 1]?.pos ?? '')) &&
      !rest.some((t) => t.negated || t.lower === 'not');
    if (friends && !kin) return properRuns(found.names).map((name) => [tok('my', 'PRON'), tok('friend', 'NOUN'), tok('is', 'AUX', 'be'), ...name]);
    // "together since uni", "together four years in may", "married for ten years": what follows says since when, never more of the predicate.
    const after = tokens[k + 2];
    const couple =
      found.count === 1 &&
      /^(married|engaged|dating|together)$/.test(tokens[k + 1]?.lower ?? '') &&
      (after === undefined || ['ADP', 'SCONJ', 'NUM', 'PUNCT'].includes(after.pos) || /^(now|already|ages|years|forever)$/.test(after.lower));
    if (couple && !kin) return [[tok('my', 'PRON'), tok('partner', 'NOUN'), tok('is', 'AUX', 'be'), ...found.names]];
  }
  if (RUN_VERBS.test(verb.lower) && rest.length > 0) return [work, [I, ...adverbs, verb, ...rest]];
  // Any other verb ("Tom and I went to school together", "Marta and I live in Porto"): what the user did, with them.
  if (tokens.some((t) => t.negated || ['not', "n't", 'never'].includes(t.lower)) || rest.length === 0) return null;
  // "are both from Leeds, he lives in York now": "with them" closes the joint clause, not the sentence; "both" says each.
  // "are both nurses": each of them is a nurse.
  const each = (t: Token): Token =>
    verb.lemma === 'be' && t.pos === 'NOUN' && /^[a-z]+$/.test(t.lemma) && t.lower === `${t.lemma}s` ? { ...t, text: t.lemma, lower: t.lemma } : t;
  const kept = rest.filter((t, n) => n > 0 || !/^(both|all)$/.test(t.lower));
  const stop = kept.findIndex((t) => ['ADP', 'NUM', 'PUNCT', 'CCONJ'].includes(t.pos));
  const own = kept.map((t, n) => (stop < 0 || n < stop ? each(t) : t));
  const cut = own.findIndex((t) => t.text === ',' || t.text === ';');
  const said = cut < 0 ? [...own, ...withThem] : [...own.slice(0, cut), ...withThem, ...own.slice(cut)];
  const be = perfect
    ? [tok('have', 'AUX', 'have'), verb]
    : verb.lower === 'are'
      ? [tok('am', 'AUX', 'be')]
      : verb.lower === 'were'
        ? [tok('was', 'AUX', 'be')]
        : [verb];
  return [[I, ...adverbs, ...be, ...said]];
}

/** How many words after "my" at `at` name a relation of the user's ("partner", "best mate", "little sister"), up to the verb; 0 when none. */
function relationRun(tokens: readonly Token[], at: number): number {
  let k = at;
  while (k < at + 3 && tokens[k] && !['VERB', 'AUX'].includes((tokens[k] as Token).pos) && !ADVERBS.has((tokens[k] as Token).lower)) k++;
  const phrase = kinPhrase(tokens.slice(at, k));
  return (k > at && phrase && !phrase.name && ['VERB', 'AUX'].includes(tokens[k]?.pos ?? '')) || (phrase && ADVERBS.has(tokens[k]?.lower ?? '')) ? k - at : 0;
}

/** The separate names of "Hugo, Lea and Kim". */
function properRuns(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  for (let k = 0; k < tokens.length;) {
    const run = properRun(tokens, k);
    if (run.length === 0) k++;
    else {
      out.push(run);
      k += run.length;
    }
  }
  return out;
}
