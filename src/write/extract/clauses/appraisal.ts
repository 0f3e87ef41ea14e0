/**
 * Likings and dislikes said with any verb or construction of feeling, each with its object read as a noun phrase up
 * to a clause boundary. The feeling is read from the clause's grammar, not from a list of sentences:
 * - the user feels about something: a verb of the admire class (VerbNet admire-31.2: love, adore, cherish, relish…;
 *   hate, despise, abhor, resent…), or "can't <verb of tolerating> X" (stand, bear, stomach, abide, tolerate);
 * - something makes the user feel: a verb of the amuse class with "me" as its object (VerbNet amuse-31.1: "X bores
 *   me", "X grates on me", "X delights me"), "X does nothing for me", "X gets on my nerves", "X drives me mad";
 * - something is the user's kind of thing: "X is (not) my thing / jam / cup of tea / favourite";
 * - the user is placed towards something: an adjective or noun of affect with its preposition ("into X", "fond of X",
 *   "keen on X", "obsessed with X", "sick of X", "a sucker for X", "a fan of X"), with or without "I am";
 * - the user chooses something as a habit: "always go for X", "I'd take X over Y", "can't get enough of X".
 * The sign is the verb's or the adjective's, turned by a negation. A past tense ("that film bored me"), a moment
 * ("today", "tonight"), a modal or a question is no standing liking and is left to the other readers.
 */
import type { Token } from './nlp.js';
import { lowerOf, phrase, preference, type Draft } from './phrases.js';
import { result, type StatementResult } from './result.js';
import { choiceAfterWould, standardAt } from './compared.js';

import { listItems, relationFacts, USER_SUBJECT } from './relations.js';

type Sign = 1 | -1;

/** Experiencer-subject verbs of feeling (VerbNet admire-31.2, less those said of people or thanks: admire, respect, appreciate). */
const FEEL_ABOUT: ReadonlyMap<string, Sign> = new Map<string, Sign>([
  ...(
    [
      'like',
      'love',
      'adore',
      'enjoy',
      'prefer',
      'cherish',
      'treasure',
      'relish',
      'savour',
      'savor',
      'worship',
      'idolise',
      'idolize',
      'favour',
      'favor',
    ] as const
  ).map((v) => [v, 1] as [string, Sign]),
  ...(['hate', 'dislike', 'loathe', 'detest', 'despise', 'abhor', 'deplore', 'disdain', 'resent', 'dread', 'abominate', 'scorn'] as const).map(
    (v) => [v, -1] as [string, Sign],
  ),
]);
/** Verbs of tolerating: said with "can't", they are a dislike ("can't stand", "can't bear", "can't stomach"). */
const TOLERATE = new Set(['stand', 'bear', 'stomach', 'abide', 'tolerate']);
/** Stimulus-subject verbs of feeling (VerbNet amuse-31.1): "X bores me", "X relaxes me". */
const MAKES_FEEL: ReadonlyMap<string, Sign> = new Map<string, Sign>([
  ...(
    [
      'annoy',
      'irritate',
      'bore',
      'bug',
      'bother',
      'frustrate',
      'grate',
      'disgust',
      'repel',
      'revolt',
      'sicken',
      'nauseate',
      'infuriate',
      'aggravate',
      'exasperate',
      'depress',
      'upset',
      'stress',
      'drain',
      'irk',
      'vex',
      'wind',
    ] as const
  ).map((v) => [v, -1] as [string, Sign]),
  ...(
    [
      'delight',
      'thrill',
      'excite',
      'fascinate',
      'captivate',
      'charm',
      'enchant',
      'soothe',
      'relax',
      'calm',
      'energise',
      'energize',
      'intrigue',
      'please',
    ] as const
  ).map((v) => [v, 1] as [string, Sign]),
]);
/** Adjectives (and "into") of an attitude, with the preposition that takes its object. */
const PLACED: ReadonlyMap<string, readonly [string, Sign]> = new Map<string, readonly [string, Sign]>([
  ['into', ['', 1]],
  ['fond', ['of', 1]],
  ['keen', ['on', 1]],
  ['partial', ['to', 1]],
  ['obsessed', ['with', 1]],
  ['addicted', ['to', 1]],
  ['hooked', ['on', 1]],
  ['crazy', ['about', 1]],
  ['mad', ['about', 1]],
  ['nuts', ['about', 1]],
  ['wild', ['about', 1]],
  ['passionate', ['about', 1]],
  ['big', ['on', 1]],
  ['sick', ['of', -1]],
  ['tired', ['of', -1]],
  ['weary', ['of', -1]],
  ['averse', ['to', -1]],
]);
/** Nouns of a person who likes something: "a sucker for X", "a fan of X", "a lover of X". */
const LIKER = /^(?:sucker|fan|lover|devotee|addict|junkie|nut|fiend|enthusiast)$/;
/** "X is my <noun>": the user's kind of thing. */
const MY_THING = /^(?:thing|jam|jelly|bag|vibe|scene|favourite|favorite|fave|fav|go-to|weakness|passion|obsession|cup)$/;
/** Words that end an object: a new clause, an aside, a time said of it. */
const BOUNDARY = new Set([
  'but',
  'though',
  'although',
  'because',
  'cos',
  'coz',
  'cause',
  'since',
  'so',
  'when',
  'whenever',
  'while',
  'if',
  'unless',
  'tbh',
  'lol',
  'honestly',
  'really',
  'tho',
  'haha',
  'though',
  'anyway',
  'any',
  'these',
  'nowadays',
  'anymore',
  'at',
  'to',
  'for',
  'over',
  'than',
  'instead',
  'rather',
  'lately',
  'personally',
]);
/** A moment: said with it, a feeling is of one occasion. */
const MOMENT = /\b(?:today|tonight|tomorrow|yesterday|right now|this (?:morning|afternoon|evening|week|weekend)|last night|just now)\b/;
/** Subjects that are people or the user, never a thing liked. */
const PERSONAL = /^(?:i|we|you|he|she|they|it|this|that|there|my|our|his|her|their|everyone|everybody|someone|somebody|nobody|people)$/;

/** Words of degree and hedging before an attitude ("rather fond of", "a total sucker for", "not the biggest fan of"). */
const DEGREE =
  /^(?:really|so|totally|quite|very|super|pretty|rather|fairly|awfully|hugely|massively|incredibly|extremely|deeply|madly|particularly|especially|absolutely|completely|utterly|a|an|bit|little|huge|big|massive|total|complete|real|proper|such|much|of|the|biggest|greatest|kinda|kind|sort|just|also|still|always|genuinely|seriously|properly|lowkey|low-key|bit)$/;

const NEGATION = (t: Token | undefined): boolean => t !== undefined && ['not', "n't", 'nt', 'never', 'no'].includes(t.lower);

/** The noun phrase from `i` up to a clause boundary; null when it names nothing. */
export function objectPhrase(tokens: readonly Token[], i: number): Token[] | null {
  const out: Token[] = [];
  for (const t of tokens.slice(i)) {
    // "the word 'moist'": a quoted word is part of the phrase.
    if (/^['"‘’“”]$/.test(t.text) && out.length > 0) {
      out.push(t);
      continue;
    }
    // A list's comma (kept by the splitter as a conjunction) joins items as "and" does: "into kayaking, archery and …".
    // "olives or capers", "neither X nor Y": "or" and "nor" between items join them too (`liking`).
    if (t.pos === 'PUNCT' || t.pos === 'SCONJ' || (t.pos === 'CCONJ' && !['and', '&', ',', 'or', 'nor'].includes(t.lower)) || BOUNDARY.has(t.lower)) break;
    if (t.pos === 'AUX' || (t.pos === 'PRON' && out.length > 0) || (/^(?:where|who|which|that|whose)$/.test(t.lower) && out.length > 0)) break;
    // A finite verb ends the phrase; a gerund ("hiking") or a participle before its noun ("fried chicken") is in it.
    const next = tokens[i + out.length + 1];
    // "the veggie curry": a word the tagger read as a verb after a noun's modifiers, taking no object, is the head noun.
    const prev = out[out.length - 1];
    const head =
      prev !== undefined && ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(prev.pos) && (!next || ['PUNCT', 'AUX', 'ADP', 'CCONJ', 'SCONJ'].includes(next.pos));
    if (t.pos === 'VERB' && !head && !t.lower.endsWith('ing') && !(t.lower.endsWith('ed') && (next?.pos === 'NOUN' || next?.pos === 'ADJ'))) break;
    out.push(t);
  }
  while (out.length > 0 && ['and', '&', 'the', 'or', 'nor'].includes((out[out.length - 1] as Token).lower)) out.pop();
  if (out.length === 0 || out.length > 8) return null;
  if (out.length === 1 && (out[0] as Token).pos === 'PRON') return null;
  // "sick of this rain", "into that": a thing of the moment or pointed at, no standing liking.
  if (/^(?:this|that|these|those|it|them|him|her|you|some|one|a|an)$/.test((out[0] as Token).lower) && out.length === 1) return null;
  if (/^(?:this|that|these|those)$/.test((out[0] as Token).lower)) return null;
  // "fed up with my landlord", "into my third week": a person or a stretch of the user's own time is no liking.
  if (/^(?:my|our|his|her|their|your)$/.test((out[0] as Token).lower)) return null;
  const span = out.some((t) => /^(?:weeks?|months?|years?|days?|hours?|minutes?|round|phase|stage|season|term|semester)$/.test(t.lower));
  if (span && out.some((t) => t.pos === 'NUM' || /^(?:first|second|third|fourth|fifth|last|final|next|the|a)$/.test(t.lower))) return null;
  const named = out.some(
    (t) => t.pos === 'NOUN' || t.pos === 'PROPN' || (t.pos === 'VERB' && t.lower.endsWith('ing')) || (t.pos === 'ADJ' && out.length === 1),
  );
  return named ? out : null;
}

/**
 * The liking of each coordinated item: a list with commas ("kayaking, archery and fencing") or joined by "or"/"nor"
 * ("not fond of olives or capers" — under a negation "or" denies each) is one `likes`/`dislikes` fact per item, as the
 * verb readers store it; two items joined by "and" alone may be one thing ("salt and vinegar crisps") and stay whole.
 */
export function liking(what: readonly Token[], sign: Sign): StatementResult {
  const listed = what.some((t) => t.text === ',' || ['or', 'nor'].includes(t.lower));
  const items = listed ? listItems(what.map((t) => (t.lower === 'nor' ? { ...t, lower: 'or' } : t))) : [];
  if (items.length >= 2) return result({ drafts: relationFacts(USER_SUBJECT, sign < 0 ? 'dislikes' : 'likes', items) });
  return result({ drafts: [preference(phrase(what), sign < 0) as Draft] });
}

/** Skips discourse words at the start of a clause ("honestly", "but", "and", "tbh"). */
function lead(w: readonly string[]): number {
  let k = 0;
  while (k < w.length && /^(?:but|and|though|honestly|tbh|ngl|also|plus|yeah|well|oh|ok|okay|so|however|mind you)$/.test(w[k] as string)) k++;
  return k;
}

/** A liking or dislike said with any construction of feeling; undefined when the clause is none. */
export function readAppraisal(tokens: readonly Token[]): StatementResult | undefined {
  const w = lowerOf(tokens);
  const said = w.join(' ');
  if (MOMENT.test(said) || /^(?:if|when|would|do|does|did|what|which|who|how|why|imagine|suppose|pretend)\b/.test(said)) return undefined;
  const k = lead(w);
  return placed(tokens, w, k) ?? chosen(tokens, w, k) ?? stimulus(tokens, w, k) ?? fronted(tokens, w, k);
}

/** "I'm really into X", "fond of X", "not keen on X", "a total sucker for X", "sick of X" (with or without "I am"). */
function placed(tokens: readonly Token[], w: readonly string[], k: number): StatementResult | undefined {
  let i = k;
  let negated = false;
  if (w[i] === 'i' && ['am', "'m", 'm'].includes(w[i + 1] ?? '')) i += 2;
  else if (w[i] === 'im') i += 1;
  else if (w[i] === 'i' || w[i] === 'we') return undefined;
  for (; i < w.length; i++) {
    const x = w[i] as string;
    if (NEGATION(tokens[i])) negated = true;
    else if (!DEGREE.test(x)) break;
    // "a big fan of", "not a big fan of": "big" is a degree there, not "big on".
    if (x === 'big' && w[i + 1] === 'on') break;
  }
  const head = w[i];
  if (head === undefined) return undefined;
  if (i === k && !['into', 'fond', 'keen', 'partial', 'obsessed', 'addicted', 'hooked', 'sucker', 'fan', 'big'].includes(head)) return undefined;
  const attitude = PLACED.get(head);
  if (attitude) {
    const [prep, sign] = attitude;
    const at = prep === '' ? i + 1 : w[i + 1] === prep || (head === 'sick' && w[i + 1] === 'to') ? i + 2 : -1;
    // "fed up with X": "fed" is the verb's form, "up with" its preposition.
    if (at < 0) return undefined;
    const what = objectPhrase(tokens, at);
    return what ? liking(what, negated ? (-sign as Sign) : sign) : undefined;
  }
  if (head === 'fed' && w[i + 1] === 'up' && (w[i + 2] === 'with' || w[i + 2] === 'of')) {
    const what = objectPhrase(tokens, i + 3);
    return what ? liking(what, -1) : undefined;
  }
  // "I'm a huge Arsenal fan", "not a big podcast person": the words before the noun of a liker are its object.
  let j = i;
  while (j < w.length && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[j]?.pos ?? '') && !LIKER.test(w[j] as string)) j++;
  if (i > k && j > i && j - i <= 4 && LIKER.test(w[j] ?? '') && (j + 1 === w.length || tokens[j + 1]?.pos === 'PUNCT' || BOUNDARY.has(w[j + 1] as string)))
    return liking(tokens.slice(i, j), negated ? -1 : 1);
  if (LIKER.test(head) && ['for', 'of'].includes(w[i + 1] ?? '')) {
    const what = objectPhrase(tokens, i + 2);
    return what ? liking(what, negated ? -1 : 1) : undefined;
  }
  return undefined;
}

/** "I always go for X", "I'd take X over Y", "can't get enough of X". */
function chosen(tokens: readonly Token[], w: readonly string[], k: number): StatementResult | undefined {
  let i = k;
  if (w[i] === 'i') i++;
  // "id take X over Y": "I'd" typed without its apostrophe.
  if (w[i] === 'would' || w[i] === "'d" || w[i] === 'd' || (i === k && w[i] === 'id')) {
    // "I'd take tea over coffee": a choice between two, said as a standing one.
    const v = choiceAfterWould(w, i + 1);
    if (!['take', 'pick', 'choose', 'have'].includes(w[v] ?? '')) return undefined;
    // What is chosen ends where what it is set against begins ("a quiet night in over a big party", compared.ts).
    const rest = tokens.slice(v + 1);
    const at = standardAt(rest);
    const what = at > 0 ? objectPhrase(rest.slice(0, at), 0) : null;
    return what ? liking(what, 1) : undefined;
  }
  if (w[i] === 'can' && NEGATION(tokens[i + 1]) && w[i + 2] === 'get' && w[i + 3] === 'enough' && w[i + 4] === 'of') {
    const what = objectPhrase(tokens, i + 5);
    return what ? liking(what, 1) : undefined;
  }
  let habitual = false;
  while (/^(?:always|usually|generally|normally|typically|mostly|invariably|nearly|almost)$/.test(w[i] ?? '')) {
    habitual = true;
    i++;
  }
  const verb = tokens[i];
  if (!habitual || !verb || verb.lower !== verb.lemma) return undefined;
  const at = ['go', 'opt', 'reach'].includes(verb.lemma) && w[i + 1] === 'for' ? i + 2 : ['pick', 'choose', 'order'].includes(verb.lemma) ? i + 1 : -1;
  const what = at > 0 ? objectPhrase(tokens, at) : null;
  return what ? liking(what, 1) : undefined;
}

/** "X bores me", "X grates on me", "X does nothing for me", "X gets on my nerves", "X is my jam", "X isn't my thing". */
function stimulus(tokens: readonly Token[], w: readonly string[], k: number): StatementResult | undefined {
  const whole = objectPhrase(tokens, k);
  if (!whole || PERSONAL.test(w[k] ?? '') || (whole.length === 1 && (whole[0] as Token).pos === 'PROPN')) return undefined;
  // "lo-fi beats are my jam": the tagger may read a noun as a verb; before "is"/"are", the words up to it are the subject.
  const be = tokens.findIndex((t, j) => j > k && t.lemma === 'be' && t.pos === 'AUX');
  const upToBe = be > k && be - k <= 6 ? tokens.slice(k, be) : [];
  if (upToBe.length > whole.length && upToBe.every((t) => ['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM', 'DET'].includes(t.pos))) {
    const read = felt(tokens, w, upToBe, be);
    if (read) return read;
  }
  // The tagger may read the verb as a noun ("modern pop grates on me"): the subject is the longest start that reads.
  for (let n = whole.length; n >= 1; n--) {
    const read = felt(tokens, w, whole.slice(0, n), k + n);
    if (read) return read;
  }
  return undefined;
}

function felt(tokens: readonly Token[], w: readonly string[], subject: readonly Token[], from: number): StatementResult | undefined {
  let i = from;
  let negated = false;
  let copula = false;
  for (; i < w.length; i++) {
    const t = tokens[i] as Token;
    if (NEGATION(t)) negated = true;
    else if (t.lemma === 'be' && ['is', 'are', "'s", "'re", 's', 're'].includes(t.lower)) copula = true;
    else if (!(
      ['do', 'does'].includes(t.lower) ||
      /^(?:really|just|totally|honestly|kinda|always|so|absolutely|definitely|also|still|quite|seriously|properly|actually)$/.test(t.lower)
    ))
      break;
  }
  const rest = w.slice(i).join(' ');
  const sign = (s: Sign): Sign => (negated ? (-s as Sign) : s);
  if (copula) {
    // "X is my jam", "X isn't really my thing", "X is not for me", "X is right up my street".
    const mine = /^my (?:(?:absolute|total|all-time|favourite|kind of|sort of|type of|guilty) )*([\w-]+)/.exec(rest);
    if (mine && MY_THING.test(mine[1] as string) && (mine[1] !== 'cup' || /\bcup of tea\b/.test(rest))) return liking(subject, sign(1));
    if (/^(?:for me|right up my (?:street|alley))\b/.test(rest) && negated) return liking(subject, -1);
    if (/^right up my (?:street|alley)\b/.test(rest)) return liking(subject, 1);
    return undefined;
  }
  const here = w.slice(i).join(' ');
  const did = w.slice(from, i).some((x) => x === 'does' || x === 'do');
  if (did && /^nothing for me\b/.test(here)) return liking(subject, -1);
  if (did && /^it for me\b/.test(here)) return liking(subject, sign(1));
  const verb = tokens[i];
  if (!verb) return undefined;
  // Present tense only: "that film bored me" is one evening's.
  // "bore" is also the past of "bear": the word itself, when it is a verb of the class, is its present.
  const present =
    MAKES_FEEL.has(verb.lower) ||
    verb.lower === verb.lemma ||
    verb.lower === `${verb.lemma}s` ||
    verb.lower === `${verb.lemma}es` ||
    /[^aeiou]ies$/.test(verb.lower);
  if (!present || verb.pos === 'AUX') return undefined;
  const after = w.slice(i + 1).join(' ');
  if (/^nothing for me\b/.test(after) || (verb.lemma === 'do' && /^nothing for me\b/.test(after))) return liking(subject, -1);
  if (verb.lemma === 'do' && /^it for me\b/.test(after)) return liking(subject, sign(1));
  if (verb.lemma === 'get' && /^on my (?:nerves|wick|tits)\b/.test(after)) return liking(subject, sign(-1));
  if (verb.lemma === 'drive' && /^me (?:mad|crazy|nuts|insane|bonkers|up the wall|round the bend|spare)\b/.test(after)) return liking(subject, sign(-1));
  const felt = MAKES_FEEL.get(verb.lower) ?? MAKES_FEEL.get(verb.lemma);
  if (felt && /^(?:on me|me|the (?:hell|life) out of me)\b/.test(after)) return liking(subject, sign(felt));
  return undefined;
}

/** "audiobooks I adore", "olives, I can't stand": the object said first, the user's verb of feeling after it. */
function fronted(tokens: readonly Token[], w: readonly string[], k: number): StatementResult | undefined {
  const object = objectPhrase(tokens, k);
  // "Bea I prefer": a name said first is a name the user goes by, not a thing liked.
  if (!object || PERSONAL.test(w[k] ?? '') || object.every((t) => t.pos === 'PROPN' || /^\p{Lu}/u.test(t.text))) return undefined;
  let i = k + object.length;
  if (w[i] === ',') i++;
  if (w[i] !== 'i') return undefined;
  i++;
  let negated = false;
  for (; i < w.length; i++) {
    const t = tokens[i] as Token;
    if (NEGATION(t)) negated = true;
    else if (!(['do', 'can', 'ca'].includes(t.lower) || /^(?:really|just|totally|honestly|absolutely|simply|genuinely|actually|still|so)$/.test(t.lower)))
      break;
  }
  const verb = tokens[i];
  if (!verb || verb.lower !== verb.lemma) return undefined;
  const tail = w.slice(i + 1).filter((x) => !/^(?:though|tho|tbh|lol|too|also|honestly|[.!,])$/.test(x));
  if (tail.length > 0) return undefined;
  if (TOLERATE.has(verb.lemma) && negated) return liking(object, -1);
  const sign = FEEL_ABOUT.get(verb.lemma);
  return sign ? liking(object, negated ? (-sign as Sign) : sign) : undefined;
}

/** A verb of feeling about something ("despise", "cherish"), or one of tolerating said negated ("can't bear"). */
export function isFeelingVerb(lemma: string, negated: boolean): boolean {
  return FEEL_ABOUT.has(lemma) || (negated && TOLERATE.has(lemma));
}

/** Whether a verb of feeling says a dislike ("despise", "resent"), before any negation. */
/** The sign of a stimulus verb of feeling ("grate" -1, "soothe" 1); undefined when the verb is none. */
export function stimulusSign(lemma: string): Sign | undefined {
  return MAKES_FEEL.get(lemma);
}

export function isDislikeVerb(lemma: string): boolean {
  return FEEL_ABOUT.get(lemma) === -1;
}
