/**
 * The last word on a clause's readings by its mood and its shape, whatever reader made them: a clause that asserts
 * nothing lasting stores nothing.
 *
 * - No assertion (speech.ts): a condition, a time to come, an indirect question, hearsay about the user, a wish — what
 *   it says is supposed, asked or someone else's word, not said.
 * - A passing state of the moment: something of the user's is some way at the present moment ("today", "this
 *   week", "right now", "atm"), said in the present with no other verb; no field was read from it, so nothing lasting
 *   is lost ("my back is killing me today", "the kids are a nightmare this week").
 * - A lost negation: a liking read from words a negator governs ("no flashing gifs please" read as a liking of
 *   flashing gifs) says the opposite of what was meant — it is dropped.
 * - A bodily moment: a body part of the user "went / got / turned / felt" some way in the past ("my lips went all
 *   tingly after …"), or reacts each time something happens ("every time i eat X my lips tingle") — evidence given
 *   for something else, not a fact to keep.
 * - A belief or a doubt of the user's about a clause ("i reckon i could be …", "i doubt im …", "i used to think i was
 *   …"), or hearsay ("apparently im …"), unless the reading already keeps it as a doubt.
 * - A state the user has just come into, in the perfect ("I've gone blank"; moment.ts).
 * - A slip in the conversation itself ("I mistyped before", "I misspoke earlier"): about the chat, not the user.
 * - A promise of the chat's near future with no content ("I'll explain later", "I'll call you back tomorrow"; future.ts).
 * - No predicate: the draft has no word of content at all, only the subject, an auxiliary, a negation and particles
 *   ("I'm not though" read as "The user is not though"), or only a pro-form after a copula or an auxiliary, the
 *   ellipsis left unresolved ("my brother's one too" read as "The user's brother's one too").
 * - A broken draft: the stored words end on a word that cannot end an English clause — a determiner, a coordinator,
 *   "as" or "than" ("… wants all drafts as.") — because what followed was lost; half a fact is a wrong fact.
 * - No thing liked: a liking whose object is no noun phrase ("likes even", "likes 30 years"; valued.ts).
 * - About nothing said: a plain fact whose only thing is an unresolved "it"/"that" ("not comfy with that stored").
 */
import type { Clause } from './split.js';
import { parseSentences, type Token } from './nlp.js';
import { lowerOf, type Draft } from './phrases.js';
import { silenced, speechActs } from './speech.js';
import { chatPromise } from './future.js';
import { bareRelation } from './whose.js';
import { aboutNothingSaid, noThingLiked } from './valued.js';
import { cameOverNow } from './moment.js';
import { tentativeAfter } from './tentative.js';

type Read = { clause: Clause; reading: { drafts: Draft[] } };

/** The present moment: the time of speaking, not a span of life. */
const NOW = /\b(?:today|tonight|right now|rn|atm|at the moment|just now|this (?:morning|afternoon|evening|week|weekend))\b/;
/** Words that tell a lasting change or a plan even when placed in the moment ("started", "moved", "from today on"). */
const LASTING =
  /\b(?:start(?:ed|s|ing)?|began|begin(?:ning)?|mov(?:ed|ing|e)|join(?:ed|ing)?|since|from now|from today|on|onwards|anymore|any more|no longer|diagnosed|born|married|engaged|quit|left|new)\b/;
/** Verbs of a change of state or a sensation, in the past. */
const WENT = /^(?:went|got|turned|felt|swelled|swole|came)$/;
/** A clause opened by what sets a reaction off, each time it happens ("every time", "whenever", "each time"). */
const TRIGGER = /^(?:every time|each time|whenever|anytime|any time)\b/;
/** Parts of the body (a closed class). */
const BODY =
  /^(?:lips?|tongue|mouth|throat|face|eyes?|nose|ears?|head|skin|hands?|fingers?|feet|foot|toes?|legs?|arms?|back|neck|chest|stomach|tummy|belly|guts?|knees?|shoulders?|wrists?|ankles?|hips?|cheeks?|scalp|heart|chin|jaw)$/;
/** Function words only: the subject, auxiliaries, negation and particles (a closed class of English). */
const FUNCTION_ONLY =
  /^(?:(?:the|user|user's|'s|is|am|are|was|were|be|been|being|do|does|did|have|has|had|not|n't|never|though|tho|too|also|either|neither|so|really|honestly|anyway|just|still|yes|no|indeed|now|then|either)\s*)+[.!]?$/i;
/** Words that cannot end an English clause: determiners, coordinators, "as", "than". */
const DANGLING = /(?:^|\s)(?:the|a|an|my|your|their|our|and|or|nor|but|as|than)\s*[.!]?$/i;
/** A closing word in capitals is a name's ("Fjordlys Energi AS", a legal form), never the preposition. */
const dangling = (content: string): boolean => DANGLING.test(content) && !/\sAS\s*[.!]?$/.test(content);

/** The present copula, whose complement is the state. */
const COPULA: readonly string[] = ['is', 'are', "'s", "'re"];

const saidOf = (tokens: readonly Token[]): string => lowerOf(tokens).join(' ');

/**
 * The clause says how something of the user's is at the moment of speaking ("my back is killing me today", "the kids
 * are a nightmare this week"): a possessed subject, a present copula or progressive and no other verb, nothing
 * lasting in it, and no field read from it; a relation said bare ("mum's visiting this weekend") is possessed too. What the user is doing "right now" ("studying nursing rn") is no moment.
 */
function passing(tokens: readonly Token[], drafts: readonly Draft[]): boolean {
  const said = saidOf(tokens);
  // The subject is possessed ("my", "our", "the") or a relation said bare ("hubby's away this week": whose.ts).
  const possessed = ['my', 'our', 'the'].includes(tokens[0]?.lower ?? '') || bareRelation(tokens) !== null;
  if (!NOW.test(said) || LASTING.test(said) || !possessed) return false;
  if (drafts.some((d) => d.profile)) return false;
  // A participle said as the state itself, right after the copula ("is stuck", "'s snowed in"), is no other verb.
  const stateAt = (k: number) => {
    let j = k - 1;
    while (j > 0 && tokens[j]?.pos === 'ADV') j--;
    return COPULA.includes(tokens[j]?.lower ?? '');
  };
  if (tokens.some((t, k) => t.pos === 'VERB' && !/ing$/.test(t.lower) && !stateAt(k))) return false;
  return tokens.some((t) => COPULA.includes(t.lower));
}

/**
 * "my lips went all tingly", "my lips tingled after the galettes", "my face got puffy": a body part's change or
 * sensation in the past, with no date to make it history.
 */
function bodilyMoment(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  // "every time i eat hummus my lips tingle", "whenever I run my knees ache": a body's reaction to a trigger, as evidence.
  const mine = w.findIndex((x, k) => x === 'my' && BODY.test(w[k + 1] ?? ''));
  if (TRIGGER.test(w.slice(0, 2).join(' ')) && mine > 2) return true;
  if (w[0] !== 'my' || !BODY.test(w[1] ?? '') || tokens.some((t) => t.pos === 'NUM')) return false;
  const verb = tokens[2];
  if (!verb) return false;
  return WENT.test(verb.lower) || (verb.pos === 'VERB' && verb.lower !== verb.lemma && /ed$/.test(verb.lower));
}

/** Verbs of a slip in the conversation itself ("I mistyped before", "I misspoke"): about the chat, not the user. */
const SLIP = /^(?:mis(?:typ|spel|spok|speak|writ|wrot|hear|read|remember|stat|quot)\w*|typo'?e?d)$/;

/** "I mistyped before": the user's slip in this conversation. */
function slip(tokens: readonly Token[]): boolean {
  return tokens[0]?.lower === 'i' && tokens.slice(1, 3).some((t) => SLIP.test(t.lower));
}

/** Verbs of belief and doubt (by lemma, a closed class of English): "I reckon …", "I doubt …", "I used to think …". */
const EPISTEMIC = /^(?:think|reckon|guess|suppose|doubt|wonder|bet|imagine|believe|assume|presume|figure|fancy)$/;
/** Adverbs of hearsay: what follows is someone else's word ("apparently I'm …"). */
const HEARSAY = /^(?:apparently|supposedly|allegedly|reportedly|seemingly|rumou?redly)$/;
/** Subjects that open the clause the belief is about. */
const SUBJECT = /^(?:i|im|i'm|my|it|that|we|there|he|she|they)$/;
/** A draft that already says it is a belief or a doubt ("may be allergic … (a suspicion, not confirmed)"). */
const MARKED = /\b(?:may|might|possibly|perhaps|suspicion|suspects?|not confirmed|unsure|thinks? (?:they|he|she))\b/i;

/**
 * The user's belief or doubt about a clause ("i reckon i could be a decent chef", "i doubt im allergic to cats", "i used
 * to think i was …"), or hearsay ("apparently im a perfectionist"): what follows is no fact the user stated.
 */
function believed(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  if (w.slice(0, 2).some((x) => HEARSAY.test(x))) return true;
  const i = w.indexOf('i');
  if (i < 0 || i > 2) return false;
  for (let k = i + 1; k <= i + 4 && tokens[k]; k++) {
    const t = tokens[k] as Token;
    if (EPISTEMIC.test(t.lemma) || EPISTEMIC.test(t.lower)) return w.slice(k + 1, k + 4).some((x) => SUBJECT.test(x));
  }
  return false;
}

/** A predicate that is only a pro-form after a copula or an auxiliary ("… 's one too", "… is so", "… does it too"). */
const PRO_AFTER = /(?:'s|\b(?:is|are|am|was|were|does|do|did|has|have|had))\s+(?:one|it|that|this|so|(?:the\s+)?same)(?:\s+(?:too|also|as well))?\s*[.!]?$/i;

/** A thing named with no predicate ("don't forget the milk" read as "The milk."): a definite noun phrase of a few words alone. */
const BARE_THING = /^the\s+(?!user\b)[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}\s*[.!]?$/iu;

/** A draft with no word of content: "The user is not though.", or a thing with no predicate ("The milk."). */
function empty(d: Draft): boolean {
  const said = d.content.trim().replace(/,/g, ' ');
  const thing =
    !d.triple &&
    !d.profile &&
    BARE_THING.test(said) &&
    !parseSentences(said)
      .flat()
      .some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return FUNCTION_ONLY.test(said) || PRO_AFTER.test(said) || thing;
}

const NEGATOR = new Set(['no', 'not', 'never', 'without', 'nor', "n't", 'zero']);

/** A liking whose object the clause puts right after a negator, while the liking holds no negation. */
function lostNegation(said: string, d: Draft): boolean {
  if (d.kind !== 'preference' || !d.triple || /^(?:not|no)\b/i.test(String(d.triple.object)) || /\bdislikes?\b/i.test(d.content)) return false;
  const first = String(d.triple.object).toLowerCase().split(/\s+/)[0];
  // The words as said: the cues taken off the clause's tokens may have carried the negator ("so no …").
  const w = said.toLowerCase().split(/[^\p{L}\p{N}']+/u);
  return w.some((x, i) => x === first && NEGATOR.has(w[i - 1] ?? ''));
}

/** Clears the drafts of clauses that assert nothing lasting, and drops drafts whose words were cut short. */
export function moodAfter(clauses: readonly Read[], text = ''): void {
  const acts = speechActs(clauses);
  for (const { clause, reading } of clauses) {
    const drafts = reading.drafts;
    if (drafts.length === 0) continue;
    if (
      silenced(acts.get(clause), drafts) ||
      passing(clause.tokens, drafts) ||
      bodilyMoment(clause.tokens) ||
      slip(clause.tokens) ||
      chatPromise(clause.tokens) ||
      (cameOverNow(clause.tokens) && drafts.every((d) => !d.profile && !d.triple))
    ) {
      drafts.splice(0, drafts.length);
      continue;
    }
    if (believed(clause.tokens) && drafts.every((d) => !MARKED.test(d.content))) {
      drafts.splice(0, drafts.length);
      continue;
    }
    const whole = drafts.filter((d) => !dangling(d.content.trim()) && !empty(d) && !lostNegation(clause.said, d) && !noThingLiked(d) && !aboutNothingSaid(d));
    if (whole.length !== drafts.length) drafts.splice(0, drafts.length, ...whole);
  }
  // A tentative clause (a modal, an adverb of likelihood, a deliberation, a tag of undecidedness) stores nothing settled.
  tentativeAfter(clauses, text);
}
