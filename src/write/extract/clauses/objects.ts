/**
 * Readers of what a verb's object names: relations with one fact per item ("I speak A, B and C"),
 * the role after "work as", and past states that never move a current field ("I lived in Nairobi").
 */
import { renamedTo } from './renamed.js';
import { acquired } from './acquired.js';
import { studyAt } from './studying.js';
import type { Token } from './nlp.js';
import { valueOf } from './cessation.js';
import { pastOccupation } from './occupation.js';
import { fieldFact, freeFact, lowerOf, phrase, placeAfter, orgAfter, preference, roleAt, teamIn, type Draft } from './phrases.js';
import { countedApposition, HOUSEHOLD, listItems, PETS, relationFacts, USER_SUBJECT, verbRelation, withAges, withAt, withoutAges } from './relations.js';
import { result, type StatementResult } from './result.js';

/** What a relation reader needs of the clause. */
export interface RelationContext {
  readonly negated: boolean;
  readonly change: string | null;
  readonly we: boolean;
  readonly past: boolean;
  readonly modal: string | null;
}

/** The span of a past state: "from 2015 to 2018", "until 2022", "for ten years", "between 2010 and 2012", "2016-2020". */
const SPAN =
  /\b(from (?:19|20)\d\d|from [a-z]+ (?:19|20)\d\d|until|till|up to (?:19|20)\d\d|between (?:19|20)\d\d|for (?:[\w-]+ )?(?:years|months|a year|a decade)|(?:19|20)\d\d\s*(?:-|–|to)\s*(?:19|20)\d\d)\b/;

/** A past a state is told of, long enough to be a stretch of life: "years ago", "back in 2015", "in my twenties", "used to". */
const LONG_PAST =
  /\b(?:(?:years?|decades?) (?:ago|back)|back (?:in|when|then)|in (?:19|20)\d\d|used to|formerly|previously|once upon|in my (?:teens|twenties|thirties|forties|fifties|\d0s|youth|uni days|student days))\b/;

/** Names of times, not of an employer ("before Christmas", "before Monday"). */
const TIME_NAME =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?$|^(?:christmas|xmas|easter|eid|diwali|hanukkah|thanksgiving|ramadan|covid|uni|college|school)$/;
/** What "before this …" names when it is a job ("before this job", "before my current role"). */
const WORK_NOUN = /^(?:job|role|gig|company|position|one|place|current|firm|employer)$/;

/** "I was based in Singapore 2019-2021": where the user lived then, not where they live now. */
export function pastCopula(c: readonly Token[], clause: readonly Token[]): Draft | null {
  const w = lowerOf(c);
  // "back in college I was really into rowing", "I was born in Krakow": the past, as a fact of its own.
  if (w[0] === 'into' && c.length >= 2) return freeFact(phrase(clause), 'fact', 0.5);
  if (w[0] === 'born' && placeAfter(c, ['in'])) return freeFact(phrase(clause), 'fact', 0.6);
  // "I was at Danone from 2015 to 2019", "I was a smoker until 2022": a state with its span is a past one.
  const said = lowerOf(clause).join(' ');
  // "Before Stripe I was at Monzo", "before this job I was at …": a stretch that ended when another began.
  const before = clause.findIndex((t) => t.lower === 'before' || (t.lower === 'prior' && clause[clause.indexOf(t) + 1]?.lower === 'to'));
  const next = clause[before + (clause[before]?.lower === 'prior' ? 2 : 1)];
  const ended =
    before >= 0 &&
    next !== undefined &&
    ((/^\p{Lu}/u.test(next.text) && !TIME_NAME.test(next.lower)) ||
      (/^(?:this|that|my)$/.test(next.lower) && WORK_NOUN.test(clause[clause.indexOf(next) + 1]?.lower ?? '')));
  const spanned = SPAN.test(said) || ended;
  // A job or an employer told of a long past is over; a place needs its span ("I was in Leeds years ago" may be a visit).
  const long = spanned || LONG_PAST.test(said);
  const org = long && w[0] === 'at' ? orgAfter(c, ['at']) : null;
  if (org) return { ...freeFact(phrase(clause), 'fact', 0.6), triple: { subject: 'user', predicate: 'worked_at', object: org } };
  if (long && (w[0] === 'a' || w[0] === 'an')) {
    const role = roleAt(c, 1);
    const fact = freeFact(phrase(clause), 'fact', 0.6);
    if (role) return { ...fact, triple: { subject: 'user', predicate: 'worked_as', object: role.value } };
    // "Between 2004 and 2009 I was an apprentice glassblower at Fennimore Glassworks": a job where, over.
    const where = orgAfter(c, ['at']);
    return where ? { ...fact, triple: { subject: 'user', predicate: 'worked_at', object: where } } : fact;
  }
  if (!['based', 'living', 'in', 'located'].includes(w[0] ?? '')) return null;
  const place = placeAfter(c, ['in']);
  if (!place) return null;
  return { ...freeFact(phrase(clause), 'fact', 0.6), triple: { subject: 'user', predicate: 'lived_in', object: place } };
}

/**
 * "I speak A, B and C", "we have a dog and two cats", "I work with Priya and Omar", "I can't stand
 * X or Y": one relation fact per item. Likes and dislikes of a single thing stay preferences.
 */
export function readRelation(lemma: string, verb: Token, rest: readonly Token[], ctx: RelationContext): StatementResult | null {
  // "we adopted a greyhound called Pepper": the pet had from then on (acquired.ts).
  const got = ctx.past && !ctx.modal && !ctx.negated ? acquired(verb, rest, ctx.we) : null;
  if (got) return got;
  if (ctx.modal || ctx.past) return null;
  // "doing my PhD at the Univ. of Tromsø": a course of study at a named institution (studying.ts).
  const course = ctx.negated ? null : studyAt(lemma, rest);
  if (course) return result({ drafts: [course] });
  // "I can't stand X or Y", "I don't like horror films or jazz": a dislike of each.
  const dislike = ctx.negated && (lemma === 'stand' || lemma === 'like' || lemma === 'enjoy' || lemma === 'love');
  if (ctx.negated && !dislike) return null;
  // "we have two kids, Noor and Idris", "two daughters, Lena and Ruth, and a son named Oskar": the children by name.
  const ages = new Map<string, string>();
  const kids = lemma === 'have' || lemma === 'get' ? childNames(listItems(withoutAges(rest, ages))) : null;
  if (kids) return result({ drafts: withAges(relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, 'child', kids), ages) });
  // "we've got three cats, Biscuit, Tofu and Pickle": the pets by name.
  const pets = lemma === 'have' || lemma === 'get' ? countedNames(listItems(rest), PETS) : null;
  if (pets) return result({ drafts: relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, 'has_pet', pets) });
  // "Biscuit (dog), Pepper (cat) and a hamster": each animal by its name, its kind in brackets.
  const bracketed = lemma === 'have' || lemma === 'get' ? kindsInBrackets(rest, PETS) : null;
  if (bracketed) return result({ drafts: relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, 'has_pet', bracketed) });
  const predicate = dislike ? 'dislikes' : verbRelation(lemma, verb, rest);
  if (!predicate) return null;
  // "I study law at Trinity College Dublin, second year": the subject before "at", the school kept beside it (no employer).
  const at = predicate === 'studies' ? rest.findIndex((t) => t.lower === 'at') : -1;
  const school = at > 0 ? orgAfter(rest.slice(at), ['at']) : null;
  const object =
    predicate === 'works_with'
      ? rest.slice(withAt(rest) + 1)
      : predicate === 'speaks' && rest[0]?.lower === 'by'
        ? rest.slice(2)
        : school
          ? rest.slice(0, at)
          : rest;
  // "with Ugo, Ugo hums constantly" (a pronoun said back): a person worked with is a name, every word capitalised; the rest is another clause.
  const items =
    predicate === 'works_with' ? listItems(object).filter((x) => /^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)*$/u.test(x)) : countedApposition(listItems(object));
  if (items.length === 0) return null;
  if ((predicate === 'likes' || predicate === 'dislikes') && items.length < 2) return null;
  if (predicate === 'works_with' && !items.every((i) => /^[A-Z]/.test(i))) return null;
  // "studying textile conservation at St. Aldric's College": what is studied and where, one fact.
  const drafts = school
    ? [{ ...freeFact(`I study ${items.join(' and ')} at ${school}`, 'fact', 0.7), triple: { subject: 'user', predicate: 'studies', object: school } }]
    : relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, predicate, items);
  const team = teamIn(rest);
  if (team) drafts.push(fieldFact('team', team.value));
  const squad = /\bon the ([\w-]+ )?(squad|crew|pod|tribe)\b/i.exec(phrase(rest));
  if (!team && squad) drafts.push(fieldFact('team', `${(squad[1] ?? '').trim()} ${squad[2]}`.trim().toLowerCase()));
  return result({ drafts, change: ctx.change });
}

/** "as a radiographer": after "work as", the noun phrase is the role whatever its head. */
export function namedRole(tokens: readonly Token[], i: number): { value: string } | null {
  // "as their chaplain", "as its treasurer": the role the organisation gives, said with its possessive.
  let k = ['a', 'an', 'the', 'their', 'its', 'our'].includes(tokens[i]?.lower ?? '') ? i + 1 : i;
  const start = k;
  while (tokens[k] && ['NOUN', 'ADJ'].includes((tokens[k] as Token).pos)) k++;
  // "as part of a scheme", "as a member of the board": a noun with "of" after it says what the user is a part of.
  if (tokens[k]?.lower === 'of') return null;
  return k > start && k - start <= 3 && tokens[k - 1]?.pos === 'NOUN' ? { value: phrase(tokens.slice(start, k)).toLowerCase() } : null;
}

/** A past state ("I lived in Nairobi from 2012 to 2016", "I worked at Shopify"): a fact of its own that never moves the current field. */
export function pastState(lemma: string, rest: readonly Token[], clause: readonly Token[]): Draft | null {
  const grew = lemma === 'grow' && rest[0]?.lower === 'up';
  // "i lived in dublin from 2015 to 2018": typed in lower case, the words between "in" and the span are the place.
  const spanned = lemma === 'live' ? /^in ([a-z]+(?: [a-z]+)?) (?:from|until|till|between|for)\b/.exec(lowerOf(rest).join(' ')) : null;
  const lower = spanned && SPAN.test(lowerOf(clause).join(' ')) ? (spanned[1] as string).replace(/\b\w/g, (x) => x.toUpperCase()) : null;
  const place = lemma === 'live' || lemma === 'base' || grew ? (placeAfter(rest, ['in']) ?? lower) : null;
  const org = lemma === 'work' ? orgAfter(rest, ['at', 'for']) : null;
  const predicate = place ? 'lived_in' : org ? 'worked_at' : null;
  const fact = freeFact(phrase(clause), 'fact', 0.6);
  // "I worked as a chef for ten years": a past role, never the role now.
  const as = lemma === 'work' && !predicate ? rest.findIndex((t) => t.lower === 'as') : -1;
  const role = as >= 0 ? (roleAt(rest, as + 1) ?? namedRole(rest, as + 1)) : null;
  if (role) return { ...fact, triple: { subject: 'user', predicate: 'worked_as', object: role.value } };
  // "spent five years at Bayer", "did 8 years at Accenture", "spent most of my twenties in Kisumu": a stretch of life somewhere.
  const stretch = predicate ? null : stretchAt(lemma, rest);
  if (stretch) return { ...fact, triple: { subject: 'user', ...stretch } };
  // "I taught maths at a secondary school until 2020", "drove for Uber for years": a verb of an occupation, the job then.
  const job = predicate ? null : pastOccupation(lemma, rest, SPAN.test(lowerOf(clause).join(' ')) || LONG_PAST.test(lowerOf(clause).join(' ')));
  if (job) return { ...fact, triple: { subject: 'user', ...job } };
  if (!predicate) return null;
  return { ...fact, triple: { subject: 'user', predicate, object: (place ?? org) as string } };
}

/** A stretch of a life: years, months, a decade, or a part of it ("my twenties", "my childhood"). */
const STRETCH = /^(?:years?|yrs?|months?|decades?|twenties|thirties|forties|fifties|teens|childhood|youth|career)$/;

/**
 * "spent five years at Bayer", "did 8 yrs at Accenture", "spent most of my twenties in Kisumu": "spend" or "do" with a
 * stretch of life as its object, then where: an organisation "at" is a past employer, a place "in" a past home. A
 * shorter time ("spent a week in Crete", "did two days at a festival") is a visit, no state.
 */
function stretchAt(lemma: string, rest: readonly Token[]): { predicate: string; object: string } | null {
  if (lemma !== 'spend' && lemma !== 'do') return null;
  const k = rest.findIndex((t, n) => n > 0 && n <= 7 && (t.lower === 'at' || t.lower === 'in'));
  if (k < 0 || !rest.slice(0, k).some((t) => STRETCH.test(t.lower))) return null;
  const where = rest.slice(k);
  const org = where[0]?.lower === 'at' ? orgAfter(where, ['at']) : null;
  if (org) return { predicate: 'worked_at', object: org };
  const place = where[0]?.lower === 'in' ? placeAfter(where, ['in']) : null;
  return place ? { predicate: 'lived_in', object: place } : null;
}

/**
 * "I lived in Oamaru for a while, then Lerwick", "worked at Arup and later Atkins": a past state told of a sequence of
 * places or employers is one past fact each (none of them now); a single one is read as `pastState` reads it.
 */
export function pastStates(lemma: string, rest: readonly Token[], clause: readonly Token[]): Draft[] | null {
  const one = pastState(lemma, rest, clause);
  const predicate = one?.triple?.predicate;
  if (!one || (predicate !== 'lived_in' && predicate !== 'worked_at') || !['in', 'at', 'for'].includes(rest[0]?.lower ?? '')) return one ? [one] : null;
  const items = listItems(rest.slice(1));
  const named = items.filter((x) => /^\p{Lu}/u.test(x));
  return named.length > 1 && named.length === items.length ? relationFacts(USER_SUBJECT, predicate, named) : [one];
}

/**
 * "I've lived in Rome, Paris and Berlin", "I've worked at Deloitte and Unilever": the present perfect
 * without "since", "for" or "now" tells places and employers over a life, none of them now — one
 * `lived_in` / `worked_at` fact each, and no current field.
 */
export function livedOrWorkedEach(verb: Token, rest: readonly Token[], clause: readonly Token[]): Draft[] | null {
  const said = lowerOf(clause).join(' ');
  const predicate = verb.lower === 'lived' ? 'lived_in' : verb.lower === 'worked' ? 'worked_at' : null;
  const prep = predicate === 'lived_in' ? ['in'] : ['at', 'for'];
  if (!predicate || !prep.includes(rest[0]?.lower ?? '') || !/\b(?:have|has)\b/.test(said)) return null;
  if (/\b(?:since|for (?:[\w-]+ ){0,2}(?:years?|months?|weeks?|a decade|ages)|now|these days|currently|nowadays)\b/.test(said)) return null;
  const items = listItems(rest.slice(1)).filter((x) => /^\p{Lu}/u.test(x));
  return items.length > 0 ? relationFacts(USER_SUBJECT, predicate, items) : null;
}

/**
 * "I live in Leeds", "we live just outside Bergen", "I live near Leeds": the place named is where the user
 * lives. "I've lived in Rome, Paris and Berlin" (no "since", "for", "now") names places lived in over a life,
 * none of them now; a list is no one place.
 */
export function readLive(verb: Token, rest: readonly Token[], ctx: { past: boolean; change: string | null; clause: readonly Token[] }): StatementResult {
  const each = livedOrWorkedEach(verb, rest, ctx.clause);
  if (each) return result({ drafts: each });
  const place = placeAfter(rest, ['in']) ?? placeAfter(rest, ['outside', 'near']);
  if (place?.includes(',')) return result({ about: 'user' });
  if (place && !ctx.past) return result({ drafts: [fieldFact('location', place)], change: ctx.change });
  if (!ctx.past && rest.length > 0) return result({ drafts: [freeFact(phrase(ctx.clause))] });
  return result({ about: 'user' });
}

/**
 * A job said with its employer, not worded "I work at": "(I'm) employed by the NHS as a physio", "I'm at
 * O'Reilly as an editor", "(I've) been at Deloitte three years", "got a job as a porter at King's College
 * Hospital". `c` starts after "am" or after "got a job"; the employer, and the role after "as". Null
 * when no employer is named.
 */
/** "a job", "a new job", "a full-time role": where the job word is after "got" (only adjectives between), or -1. */
export function jobWordAt(rest: readonly Token[]): number {
  if (!/^(a|an)$/.test(rest[0]?.lower ?? '')) return -1;
  const k = rest.findIndex((t, i) => i >= 1 && i <= 3 && /^(job|role|position)$/.test(t.lower));
  return k > 0 && rest.slice(1, k).every((t) => t.pos === 'ADJ' || t.lower.includes('-')) ? k : -1;
}

export function jobOf(c: readonly Token[], clause: readonly Token[], got = false): Draft[] | null {
  const w = lowerOf(c);
  const said = lowerOf(clause).join(' ');
  const as = w.indexOf('as');
  const role = as >= 0 ? (roleAt(c, as + 1) ?? namedRole(c, as + 1)) : null;
  const years = /\bbeen at\b/.test(said) && /\b(?:for )?(?:[\w-]+ )?(?:years?|months?|a decade)\b|\bsince\b/.test(said);
  if (!(got || w[0] === 'employed' || (w[0] === 'at' && (role || years)))) return null;
  const org = orgAfter(c, w[0] === 'employed' ? ['by', 'at', 'with'] : ['at', 'with', 'for']);
  if (!org) return null;
  return [fieldFact('employer', org), ...(role ? [fieldFact('role', role.value)] : [])];
}

/** How many one counted item says ("two rabbits" 2, "a dog" and a bare "dog" 1); null when it does not say. */
function countOf(words: readonly string[]): number | null {
  const n = ['one', 'two', 'three', 'four', 'five', 'six'].indexOf((words[0] ?? '').toLowerCase()) + 1;
  if (words.length === 1) return /s$/.test(words[0] ?? '') ? null : 1;
  if (/^an?$/i.test(words[0] ?? '')) return 1;
  return /^\d+$/.test(words[0] ?? '') ? Number(words[0]) : n > 0 ? n : null;
}

/**
 * Items that count animals of the household and name them ("three cats, Biscuit, Tofu and Pickle"; "a dog and two
 * rabbits, A, B and C" after the split turned its colon or dash into a comma): the names, or null. Where several
 * kinds are counted, the names must be as many as the counts say.
 */
function countedNames(said: readonly string[], heads: RegExp): string[] | null {
  const items = said.map((item) => item.replace(/[^\p{L}\p{N}'\s-]+/gu, ' ').trim()).filter((item) => item.length > 0);
  const names: string[] = [];
  let counted = 0;
  let total: number | null = 0;
  for (const item of items) {
    const words = item.split(/\s+/);
    const head = words.length <= 3 && (heads.test(words[words.length - 1] ?? '') || heads.test(words.slice(-2).join(' ')));
    if (head && (words.length === 1 || /^(?:a|an|one|two|three|four|five|six|\d+)$/i.test(words[0] ?? ''))) {
      counted++;
      const n = countOf(words);
      total = n === null || total === null ? null : total + n;
    } else if (/^(?:(?:little|baby|wee|our|my) )?\p{Lu}[\p{L}'-]+$/u.test(item)) names.push(item.split(' ').pop() as string);
    // "Maeve, Oisín and the baby, Ruairí": a word for one of them before their name, no name of its own.
    else if (counted && /^(?:the )?(?:baby|youngest|eldest|oldest|middle one|little one|twins|puppy|pup|kitten)$/i.test(item)) continue;
    else return null;
  }
  if (counted > 1 && total !== names.length) return null;
  return counted > 0 && names.length > 0 ? names : null;
}

/**
 * Items named with their kind in brackets after the name ("Olive (cat), Ziggy (dog)", "Biscuit (dog), Pepper (cat) and a
 * hamster named Nugget"): each as "<kind> named <name>", an item that names its kind itself kept as said; null when no
 * bracket names a kind of `heads` or an item is neither.
 */
function kindsInBrackets(rest: readonly Token[], heads: RegExp): string[] | null {
  const text = rest.map((t) => t.text).join(' ');
  const pairs = [...text.matchAll(/(\p{Lu}[\p{L}'-]+)\s*\(\s*(?:an?\s+)?(\p{Ll}+(?:\s\p{Ll}+)?)\s*\)/gu)].filter((m) => heads.test(m[2] as string));
  if (pairs.length === 0) return null;
  const out: string[] = [];
  for (const item of listItems(rest)) {
    const pair = pairs.find((m) => item === m[1] || item.startsWith(`${m[1] as string} `));
    if (pair) out.push(`${pair[2] as string} named ${pair[1] as string}`);
    else if (
      item
        .toLowerCase()
        .split(/\s+/)
        .some((w) => heads.test(w))
    )
      out.push(item);
    else return null;
  }
  return out.length > 0 ? out : null;
}

/** Items that count children and name them: the names, or null when the items are not that. */
function childNames(items: readonly string[]): string[] | null {
  const names: string[] = [];
  let counted = false;
  for (const item of items) {
    const named =
      /^(?:(?:a|an|one|two|three|four|\d) )?(?:little |baby |teenage |grown-up )?(?:sons?|daughters?|kids?|children|boys?|girls?|twins)(?: (?:called|named) (.+))?$/i.exec(
        item,
      );
    if (named) {
      counted = true;
      if (named[1]) names.push(named[1]);
    } else if (/^(?:(?:little|baby|wee|our|my) )?\p{Lu}[\p{L}'-]+$/u.test(item)) names.push(item.split(' ').pop() as string);
    // "Maeve, Oisín and the baby, Ruairí": a word for one of them before their name, no name of its own.
    else if (counted && /^(?:the )?(?:baby|youngest|eldest|oldest|middle one|little one|twins|puppy|pup|kitten)$/i.test(item)) continue;
    else return null;
  }
  return counted && names.length > 0 ? names : null;
}

/**
 * An organisation the user said they no longer work at ("no longer work at Accenture", "left my job at
 * Uber", "left Shopify" when Shopify is the employer held): where they worked, a past fact. A place left
 * ("left London") or a name with no word of work is not one.
 */
export function workedAt(topic: string, said: string, known: Readonly<Record<string, string>>, change?: string): Draft | null {
  const employer = known['employer']?.toLowerCase() === topic.toLowerCase();
  if (!/^\p{Lu}/u.test(topic) || (!employer && !/\b(?:work|worked|working|job|position|role|employer|company|firm|at)\b/i.test(said))) return null;
  if (!employer && !new RegExp(String.raw`\b(?:at|for|with|left|quit)\s+(?:my \w+ at\s+)?${topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(said))
    return null;
  return {
    ...freeFact(`I worked at ${topic}`, 'fact', 0.6, 0.9),
    triple: { subject: 'user', predicate: 'worked_at', object: topic },
    ends: [{ subject: 'user', predicate: 'employer', object: topic, ...(change && { said: change }) }],
  };
}

/** "I quit my job at Uber", "left my position at Acme": the employer ends (read before a cessation takes "quit" for a habit). */
export function jobLeft(lemma: string, rest: readonly Token[], verb: Token, clause: readonly Token[]): StatementResult | null {
  // "I've worked at Deloitte and Unilever": employers over a life, none of them now.
  const worked = lemma === 'work' ? livedOrWorkedEach(verb, rest, clause) : null;
  if (worked) return result({ drafts: worked });
  const w = lowerOf(rest);
  if ((lemma !== 'quit' && lemma !== 'leave') || w[0] !== 'my' || !/^(job|position|role|post)$/.test(w[1] ?? '')) return null;
  const org = orgAfter(rest, ['at', 'with']);
  const said = lemma === 'quit' ? 'quit' : 'left';
  if (org) return result({ forget: [org], change: said });
  // "quit my job last week", "left my job at the bakery": no employer named, so the one on record ends, whatever it is.
  const job: Draft = { ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends: [{ subject: 'user', predicate: 'employer', object: null, said }] };
  return result({ drafts: [job], change: said });
}

/**
 * "switched to the data team", "changed from Slack to Teams last month": the team, or what is preferred
 * now (ending what was used before); "switched teams" is a change cue alone. Null for another object
 * ("switched our CI from … to …", a plain fact).
 */
export function switchedTo(lemma: string, rest: readonly Token[]): StatementResult | null {
  const w = lowerOf(rest);
  const renamed = lemma === 'change' ? renamedTo(rest) : null;
  if (renamed) return renamed;
  const to = w.lastIndexOf('to');
  if (w[0] === 'teams' || w[0] === 'jobs' || w[0] === 'my' || to < 0) return result({ change: lemma === 'switch' ? 'switched' : 'changed' });
  if (!['to', 'from'].includes(w[0] as string)) return null;
  const from = w.indexOf('from');
  const target = rest.slice(to + 1, from > to ? from : undefined);
  const toTeam = teamIn(target);
  if (toTeam) return result({ drafts: [fieldFact('team', toTeam.value)], change: 'switched' });
  // "switched from Slack to Teams last month": what is preferred now, ending what was used before.
  const source = from >= 0 ? valueOf(rest.slice(from + 1, from < to ? to : undefined)) : null;
  const now = valueOf(target) ?? phrase(target).replace(/^(the|a|an)\s+/i, '');
  const draft = preference(now, false);
  return result({ drafts: [source ? { ...draft, ends: [{ subject: 'user', predicate: null, object: source }] } : draft], change: 'switched' });
}
