/** Statements said without their subject, as people type them: "I" given back. */
import type { Token } from './nlp.js';

/** Verbs a habit is dropped with in "don't … any more" without a subject ("don't need the ibuprofen any more"). */
const DROPPED_HABITS = new Set(['drink', 'eat', 'smoke', 'play', 'do', 'need', 'have', 'take', 'live', 'work', 'own', 'go', 'run', 'ride', 'drive']);
/**
 * Verbs of a state or habit that a user says of themself and never asks an assistant to do: said first,
 * without a subject ("work at Kroger now", "hate olives lol", "speak french and german"), they are the
 * user's. Instructions ("use metric", "keep it short", "write in French") are other verbs and stay imperatives.
 */
const STATE_VERBS = new Set(
  (
    'live work speak hate love like adore prefer own eat drink play study teach smoke vape enjoy dislike detest loathe rent commute ' +
    'volunteer cycle swim wear drive support coach attend'
  ).split(' '),
);
/** Objects that make a bare verb an imperative or a remark to the assistant: "love you", "enjoy your weekend", "play some music". */
const ADDRESSED = new Set([
  'me',
  'us',
  'it',
  'them',
  'this',
  'that',
  'you',
  'u',
  'your',
  'yourself',
  'some',
  'something',
  'anything',
  'everything',
  'him',
  'her',
]);
/** Self-descriptions said as a bare adjective or noun: "vegetarian btw", "diabetic, type 2", "married with two kids". */
const SELF_WORDS = new Set(
  (
    'vegan vegetarian veggie pescatarian pescetarian teetotal sober kosher halal gluten-free dairy-free diabetic prediabetic epileptic ' +
    'asthmatic autistic dyslexic dyspraxic coeliac celiac deaf blind pregnant colourblind colorblind left-handed right-handed married ' +
    'single engaged divorced separated widowed retired unemployed self-employed freelance vaccinated lactose-intolerant intolerant ' +
    'allergic bilingual trilingual'
  ).split(' '),
);
const LEAD_ADVERBS = new Set([
  'just',
  'also',
  'finally',
  'recently',
  'only',
  'already',
  'actually',
  'still',
  'then',
  'now',
  'basically',
  'officially',
  'currently',
  'presently',
]);
const tok = (text: string, pos: string, lemma = text.toLowerCase()): Token => ({ text, lower: text.toLowerCase(), pos, lemma, negated: false });

/**
 * A statement said without its subject, as people type ("gave up coffee in January", "been living
 * in Auckland since 2017", "used to be a chef", "haven't touched a cigarette in two years", "no
 * longer drinking", "moved to Nantes last month"): the tokens with "I" given back, or null. An
 * imperative is in the base form and never gets one.
 */
export function impliedSubject(tokens: readonly Token[]): Token[] | null {
  let k = 0;
  while (k < tokens.length - 1 && LEAD_ADVERBS.has(tokens[k]?.lower ?? '')) k++;
  const t = tokens[k];
  const next = tokens[k + 1];
  if (!t || tokens.slice(0, 6).some((x) => x.lower === 'i' || x.lower === 'we' || x.lower === 'you')) return null;
  const I = tok('I', 'PRON', 'i');
  if (t.lower === 'been') return [I, tok('have', 'AUX'), ...tokens];
  if (t.lower === 'allergic' && next?.lower === 'to') return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'used' && next?.lower === 'to') return [I, ...tokens];
  const negation = (x: Token | undefined) => x?.lower === "n't" || x?.lower === 'not' || x?.lower === 'nt';
  if ((t.lower === 'have' || t.lower === 'has') && negation(next) && tokens[k + 2]?.pos === 'VERB') return [I, ...tokens];
  // "can't stand cilantro", "can't eat gluten": a dislike or a restriction said without "I".
  if (t.lower === 'can' && negation(next) && ['stand', 'eat', 'drink', 'have', 'tolerate', 'digest', 'handle'].includes(tokens[k + 2]?.lemma ?? ''))
    return [I, ...tokens];
  // "originally from Cork", "from Cork originally": where the user comes from, said without "I am"; never a span ("from Leeds to York").
  const o = t.lower === 'originally' ? k + 1 : k;
  const origin = tokens[o]?.lower === 'from' && /^\p{Lu}/u.test(tokens[o + 1]?.text ?? '') && !tokens.some((x) => ['to', 'until', 'till'].includes(x.lower));
  if (origin && tokens.some((x) => x.lower === 'originally')) return [I, tok('am', 'AUX', 'be'), ...tokens.filter((x) => x.lower !== 'originally')];
  // "quit caffeine a month ago", "not drinking these days", "now at Meta".
  if (t.lower === 'quit' && k === 0 && (next?.pos === 'NOUN' || next?.lower.endsWith('ing'))) return [I, ...tokens];
  if (t.lower === 'not' && /^\p{L}{3,}ing$/u.test(next?.lower ?? '') && !/thing$/.test(next?.lower ?? '')) return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'at' && k > 0 && /^\p{Lu}/u.test(next?.text ?? '') && tokens.slice(0, k).some((x) => x.lower === 'now' || x.lower === 'currently'))
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  // "no longer drinking", "no longer vegan", "no longer at Rabobank": a state over; "no longer work there": a habit over.
  const after = tokens[k + 2];
  const beState = after && (after.lower.endsWith('ing') || SELF_WORDS.has(after.lower) || ['ADJ', 'ADP', 'DET'].includes(after.pos));
  if (t.lower === 'no' && next?.lower === 'longer') return beState ? [I, tok('am', 'AUX', 'be'), ...tokens] : [I, ...tokens];
  if (
    t.lemma === 'do' &&
    negation(next) &&
    DROPPED_HABITS.has(tokens[k + 2]?.lemma ?? '') &&
    /\b(anymore|any more|these days|nowadays)\b/.test(tokens.map((x) => x.lower).join(' '))
  )
    return [I, ...tokens];
  if (
    ['living', 'working', 'based', 'settled', 'employed', 'stationed'].includes(t.lower) &&
    ['in', 'at', 'for', 'from', 'as', 'out', 'by'].includes(next?.lower ?? '')
  )
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  const rest = tokens.slice(k + 1);
  const asked = tokens[tokens.length - 1]?.text === '?';
  // "work at Kroger now", "speak french and german": a state verb first, in its base form, then what it is about.
  // "speak slower please", "work with me here": a request to the assistant, not a state of the user's.
  const request = tokens.some((x) => ['please', 'me', 'us'].includes(x.lower));
  if (k === 0 && STATE_VERBS.has(t.lower) && next && !ADDRESSED.has(next.lower) && !asked && !request) return [I, ...tokens];
  // "take metformin every morning", "have 3 kids": a thing taken or had, not "take a look", "have fun".
  if (k === 0 && t.lower === 'take' && (next?.pos === 'NOUN' || next?.pos === 'PROPN') && !['care', 'notes', 'note', 'time'].includes(next.lower))
    return [I, ...tokens];
  if (
    k === 0 &&
    t.lower === 'have' &&
    (next?.pos === 'NUM' || /^(two|three|four|five|six|a|an)$/.test(next?.lower ?? '')) &&
    !/^(look|go|try|think|fun|good|great|nice|lovely)$/.test(tokens[k + 2]?.lower ?? '')
  )
    return [I, ...tokens];
  // "don't eat pork", "dont like spicy food", "never been much of a drinker": a negated state or habit.
  if (t.lemma === 'do' && negation(next) && (STATE_VERBS.has(tokens[k + 2]?.lemma ?? '') || DROPPED_HABITS.has(tokens[k + 2]?.lemma ?? '')))
    return [I, ...tokens];
  if (t.lower === 'never' && next?.lower === 'been') return [I, tok('have', 'AUX'), ...tokens];
  if (t.lower === 'never' && (STATE_VERBS.has(next?.lemma ?? '') || DROPPED_HABITS.has(next?.lemma ?? ''))) return [I, ...tokens];
  // "vegetarian btw", "allergic to latex", "epileptic", "not a big fan of long emails", "big fan of jazz".
  if (
    SELF_WORDS.has(t.lower) &&
    (rest.length === 0 || ['to', 'with', ',', 'and', 'since', 'for', 'type', 'so', 'but', 'now', 'too'].includes(next?.lower ?? ''))
  )
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'not' && ['a', 'an', 'really', 'much', 'very', 'big', 'huge', 'into', 'great', 'good'].includes(next?.lower ?? '') && rest.length >= 2)
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (t.lower === 'not' && SELF_WORDS.has(next?.lower ?? '')) return [I, tok('am', 'AUX', 'be'), ...tokens];
  if (['big', 'huge', 'massive'].includes(t.lower) && next?.lower === 'fan') return [I, tok('am', 'AUX', 'be'), tok('a', 'DET'), ...tokens];
  // "studying nursing at uni", "moving to Denver next month", "starting at Stripe in March": a continuous state or plan.
  // "Letting agent told me …", "Recruiting agent rang": the gerund names the noun after it, and that noun is the subject
  // of the finite verb that follows — someone else, not a state of the user's.
  let n = k + 1;
  while (n < k + 4 && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[n]?.pos ?? '')) n++;
  const verb = tokens[n];
  const nounSubject = n > k + 1 && verb?.pos === 'VERB' && verb.lower !== verb.lemma && !verb.lower.endsWith('ing');
  const gerundSubject = nounSubject || tokens.slice(k + 1).some((x) => ['is', 'are', 'was', 'were'].includes(x.lower));
  // "currently studying …", "still living …": an adverb of time now before the gerund keeps it a continuous state.
  const nowLead = tokens.slice(0, k).every((x) => /^(currently|presently|still|now)$/.test(x.lower));
  if (
    nowLead &&
    t.pos === 'VERB' &&
    /^\p{L}{2,}ing$/u.test(t.lower) &&
    !/thing$/.test(t.lower) &&
    t.lemma !== t.lower &&
    !gerundSubject &&
    rest.length > 0 &&
    !asked
  )
    return [I, tok('am', 'AUX', 'be'), ...tokens];
  const inflected = t.pos === 'VERB' && t.lower !== t.lemma && !t.lower.endsWith('ing') && t.lower !== `${t.lemma}s` && t.lower !== `${t.lemma}es`;
  if (inflected && !['called', 'named', 'based', 'located', 'born', 'married', 'thanks'].includes(t.lower)) return [I, ...tokens];
  return null;
}
