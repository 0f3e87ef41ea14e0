/**
 * Statements about the user: a subject ("I", "we", "my sister"), a verb group (negation, tense,
 * modality, "no longer") and what follows. The verb's lemma picks the frame — be, work, live,
 * move, join, switch, prefer, like… — and the frame reads the field from the phrase.
 */
import type { Token } from './nlp.js';
import {
  fieldFact,
  freeFact,
  indexOf,
  lowerOf,
  orgAfter,
  phrase,
  placeAfter,
  preference,
  profileFact,
  properRun,
  roleAt,
  teamIn,
  type Draft,
  WORK_WE,
} from './phrases.js';
import { dietFact, dietIn, dietStated, healthState, mayBeName, originDraft } from './people.js';
import { HOUSEHOLD, listItems, relationFacts, USER_SUBJECT, verbRelation } from './relations.js';
import { foundJudgement } from './found.js';
import { result, type StatementResult } from './result.js';
import { ceased, ingLemma, negatedHabit, notOwned, usedTo } from './cessation.js';
import { endedOrLost } from './ceasing.js';
import { howTaken } from './categories.js';
import { died, movedMe } from './events.js';
import { readReported } from './reported.js';
import { occupiedAt } from './occupation.js';
import { readRole, withWorkplace } from './workplace.js';
import { readPossessive } from './possessive.js';
import { readNamedPerson } from './named-subject.js';
import { jobLeft, jobOf, jobWordAt, namedRole, pastCopula, readLive, pastStates, readRelation, switchedTo } from './objects.js';
import { isFeelingVerb, readLiking } from './liking.js';
import { namedAfterValue, namedThen, readNameThen, wholeClause } from './patterns.js';
import { suspicion } from './suspicion.js';
import { spanOfTime, temporalSince } from './since.js';
import { negatedState } from './negstate.js';
import { nationalityOf, negatedTrait, personPreference } from './traits.js';
import { ageAt } from './age.js';
import { onSomething } from './on.js';
import { nicknameAfter } from './names.js';
import { reactionOf } from './reaction.js';
export type { StatementResult } from './result.js';
import { type Typed } from './register.js';
import { AUX_WORDS, CHATTER_VERBS, HYPOTHETICAL, OCCASION, ORG_WORD, PREFER_VERBS, SITUATED, STAY, TRANSIENT, VERB_ADVERBS, verbAdverb } from './words.js';

/** Reads a statement; null when it has no subject to read (an imperative or a fragment). */
export function readStatement(tokens: readonly Token[], typed: Typed = {}): StatementResult | null {
  const w = lowerOf(tokens);
  if (w[0] === 'if' || w[0] === 'unless') return result({ about: 'none' });
  const guess = suspicion(tokens);
  if (guess) return result({ drafts: guess });
  // A third party's rule, someone's opinion or an authority's word about the user (reported.ts).
  const heard = readReported(tokens, readStatement);
  if (heard !== undefined) return heard;
  const reaction = reactionOf(tokens);
  if (reaction) return result({ drafts: [reaction] });
  const pattern = wholeClause(tokens);
  if (pattern !== undefined) return pattern;
  // A subject within the first few words ("Since last week I'm…", "Generally I prefer…").
  let s = w.findIndex((x) => x === 'i' || x === 'we');
  if (s > 4 || (s > 0 && tokens.slice(0, s).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON'))) s = -1;
  if (s >= 0) return withWorkplace(readFirstPerson(tokens, s, typed), tokens, typed.lower === true);
  const death = died(tokens);
  if (death) return result({ drafts: [death], about: 'other' });
  // "my GP switched me to apixaban": what is done to "me" is the user's, whoever the subject (before "my X" is read).
  const moved = movedMe(tokens);
  if (moved) return result({ drafts: [moved], change: 'moved' });
  if (w[0] === 'my' || w[0] === 'our' || w[0] === 'name') return readPossessive(tokens, readStatement);
  if (w[0] === 'the' && w[1] === 'name') return readPossessive(tokens.slice(1), readStatement);
  const firstTwo = w.slice(0, 2).join(' ');
  if (['it is', 'this is'].includes(firstTwo) && namedThen(tokens, 2)) return readNameThen(tokens, 2);
  const itsTeam = firstTwo === 'it is' ? teamIn(tokens.slice(2)) : null;
  if (itsTeam) return result({ drafts: [fieldFact('team', itsTeam.value)], change: w.includes('now') ? 'now' : null });
  const run = properRun(tokens, 0);
  if (run.length > 0 && w[run.length] === 'here' && run.length === tokens.length - 1) return result({ drafts: [fieldFact('name', phrase(run))] });
  const named = namedAfterValue(tokens);
  if (named) return named;
  const held = readNamedPerson(tokens, readStatement);
  if (held) return result({ drafts: held });
  if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && tokens[0]?.pos !== 'VERB') return result({ about: 'other' });
  return null;
}

/** A statement whose subject is "I" or "we", at index `s`. */
function readFirstPerson(tokens: readonly Token[], s: number, typed: Typed): StatementResult {
  const w = lowerOf(tokens);
  const we = w[s] === 'we';
  let i = s + 1;
  let negated = false;
  let change: string | null = null;
  let modal: string | null = null;
  let copula = false;
  let past = false;
  let future = false;
  let perfect = false;
  for (; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.lower === 'no' && w[i + 1] === 'longer') {
      negated = true;
      change = 'no longer';
      i++;
      continue;
    }
    // "I have just started", "I've really been": the verb after the adverbs decides whether "have" is the verb.
    let ahead = i + 1;
    while (t.lemma === 'have' && VERB_ADVERBS.has(tokens[ahead]?.lower ?? '') && !['not', "n't", 'never'].includes(tokens[ahead]?.lower ?? '')) ahead++;
    const next = tokens[ahead];
    const notNext = next?.lower === "n't" || next?.lower === 'not' || next?.lower === 'nt';
    if (
      AUX_WORDS.has(t.lower) &&
      (t.pos === 'AUX' || t.pos === 'VERB') &&
      !(t.lemma === 'have' && next?.pos !== 'VERB' && next?.pos !== 'AUX' && !(notNext && tokens[ahead + 1]?.pos === 'VERB')) &&
      // "I don't do CrossFit": the second "do" is the verb; so is "did" before its object ("I did 8 years at Accenture").
      !(t.lemma === 'do' && (negated || t.lower === 'did') && next !== undefined && !['VERB', 'AUX', 'PART', 'ADV'].includes(next.pos))
    ) {
      if (t.lemma === 'be') copula = true;
      if (['was', 'were', 'did', 'had'].includes(t.lower)) past = true;
      if (t.lower === 'have' || t.lower === 'has') perfect = true;
      if (HYPOTHETICAL.has(t.lower)) modal = t.lower;
      if (t.lower === 'will') future = true;
      if (t.lower === 'would' && !['rather', 'like', 'love', 'prefer', 'appreciate'].includes(w[i + 1] ?? '') && !(w[i + 1] === 'love' || w[i + 2] === 'like'))
        modal = 'would';
      continue;
    }
    if (t.lower === 'rather' && w[i - 1] === 'would') break;
    if (verbAdverb(t, tokens[i + 1]) && (t.pos === 'ADV' || t.pos === 'PART' || t.pos === 'DET' || t.lower === "n't" || t.lower === 'not')) {
      if (['not', "n't", 'never'].includes(t.lower)) negated = true;
      if (t.lower === 'now') change ??= 'now';
      if (t.lower === 'never') negated = true;
      continue;
    }
    break;
  }
  const verb = tokens[i];
  const rest = tokens.slice(i + 1);
  if (w.includes('anymore') || indexOf(tokens, ['any', 'more']) >= 0) change = 'anymore';
  if (/\b(these days|nowadays)\b/.test(w.join(' ')) && !negated) change ??= 'these days';
  if (temporalSince(tokens) && !negated) change ??= 'since';
  if ((w[w.length - 1] === 'now' || w.slice(0, s).includes('now')) && !negated) change ??= 'now';
  if (modal && modal !== 'would') return result({ about: 'user' });
  if (!verb) return result({ about: 'user' });
  // "I used to live in Ghent", "I used to smoke": a past state of its own.
  if (verb.lower === 'used' && rest[0]?.lower === 'to') return negated ? result({ about: 'user' }) : result({ drafts: [usedTo(rest.slice(1), tokens)] });
  // "I'm no longer drinking alcohol": the habit, negated.
  const habit = copula && negated && !past && !modal && verb.lower.endsWith('ing') ? ingLemma(verb, rest) : null;
  if (habit && (verb.pos === 'VERB' || verbRelation(habit, verb, rest) !== null)) {
    return readVerb(habit, verb, rest, { negated, change, past, we, modal, clause: tokens, copula: false, lower: typed.lower === true });
  }
  const bareAfterBe = verb.pos === 'VERB' && verb.lower === verb.lemma; // "am part/VERB of": not a verb form after "am"
  const state = TRANSIENT.test(verb.lower) && !past; // "im exhausted lol": a passing state tagged as a verb form
  if (copula && (verb.pos !== 'VERB' || bareAfterBe || state || verb.lower.endsWith('ing') || SITUATED.test(verb.lower))) {
    if (past && !modal && !negated) {
      const was = pastCopula(tokens.slice(i), tokens);
      if (was) return result({ drafts: [was] });
    }
    if (past || modal) return result({ about: 'user' });
    // "I'm 34", "I am 52 years old": the age; a future ("I'll be 45") waits.
    const age = !negated && !future && !we ? ageAt(tokens, i, false) : null;
    if (age) return result({ drafts: [age] });
    const read = readCopula(tokens.slice(i), { negated, change, we, clause: tokens, lower: typed.lower === true });
    return future && read.drafts.length === 0 && !negated ? result({ drafts: [freeFact(phrase(tokens))] }) : read;
  }
  const lemma = verb.lemma;
  const inflected = verb.lower !== lemma && !verb.lower.endsWith('ing') && verb.lower !== `${lemma}s`;
  // "I haven't touched a cigarette in two years": the present perfect is not the past.
  past ||= inflected && !perfect;
  return readVerb(lemma, verb, rest, { negated, change, past, we, modal, clause: tokens, copula, lower: typed.lower === true });
}

/** The cue of "I'm at <organisation> now": an employer only where the turn speaks of work. */
export const AT_NOW = 'at … now';

interface Ctx {
  negated: boolean;
  change: string | null;
  we: boolean;
  clause: readonly Token[];
  /** The turn was typed wholly in lower case: a lower-case word may be a name (register.ts, `typedInLowerCase`). */
  lower: boolean;
}

/** "I am …": a name, a role, a team, a place, a liking, or a trait. */
function readCopula(c: readonly Token[], ctx: Ctx): StatementResult {
  const w = lowerOf(c);
  const drafts: Draft[] = [];
  const team = teamIn(c);
  const nameRun = properRun(c, 0);
  const fan = indexOf(c, ['fan', 'of']);
  if (fan >= 0 && fan <= 3) return result({ drafts: [preference(phrase(c.slice(fan + 2)), ctx.negated)] });
  // "allergic to …", "severely allergic to …": the degree says how bad, not what.
  const a = /^(severely|seriously|mildly|slightly|very|really|deathly|highly|extremely|super|quite|badly)$/.test(w[0] ?? '') ? 1 : 0;
  if (w[a] === 'allergic' && w[a + 1] === 'to' && !ctx.negated) {
    const items = listItems(c.slice(a + 2));
    if (items.length > 0) return result({ drafts: relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, 'allergic_to', items) });
  }
  const ing = c[0];
  if (ing && ing.pos === 'VERB' && ing.lower.endsWith('ing') && !ctx.negated) {
    const related = readRelation(ing.lemma, ing, c.slice(1), { ...ctx, past: false, modal: null });
    if (related) return related;
  }
  if (ctx.negated) {
    const named = team
      ? team.value.replace(/ team$/, '')
      : (placeAfter(c, ['in', 'based']) ?? (w[0] === 'at' || w[0] === 'with' ? orgAfter(c, ['at', 'with']) : null));
    // "not a chess guy anymore", "not much of a golfer these days": the new state, and what it ends (negstate.ts).
    const state = named || (ctx.change && w[0] && !['a', 'an', 'the', 'sure'].includes(w[0])) ? null : negatedState(c, ctx.clause);
    if (state) return result({ drafts: [state], about: 'user' });
    const lost = named ?? (w[0] && !['a', 'an', 'the', 'sure'].includes(w[0]) ? phrase(c) : null);
    if (!ctx.change) {
      const trait = negatedTrait(c, ctx.clause);
      return trait ? result({ drafts: [trait] }) : result({ about: 'user' });
    }
    return result({ forget: lost ? [lost] : [], change: ctx.change, about: 'user' });
  }
  const diet = dietStated(c);
  // "we're vegan, the whole household": the user is one of "we" at home; at work ("we're a vegan café") it is no diet of theirs.
  if (diet && (!ctx.we || (!WORK_WE.test(lowerOf(ctx.clause).join(' ')) && c.length <= 6 && w[0] === diet))) return result({ drafts: [dietFact(diet)] });
  // "I'm Leo's dad": a name with "'s" is someone else's, never the user's.
  if (
    nameRun.length > 0 &&
    !ctx.we &&
    w[nameRun.length] !== 'team' &&
    c[nameRun.length]?.text !== "'s" &&
    !nameRun.some((t) => t.pos === 'VERB') &&
    nameRun.every(mayBeName)
  ) {
    drafts.push(fieldFact('name', phrase(nameRun)));
    const after = c.slice(nameRun.length);
    const short = nicknameAfter(c, nameRun.length);
    if (short) drafts.push(short);
    if (team) drafts.push(fieldFact('team', team.value));
    const role = OCCASION.test(lowerOf(ctx.clause).join(' ')) ? null : roleAt(after, after[0]?.lower === ',' ? 1 : 0);
    if (role) drafts.push(fieldFact('role', role.value));
    const org = orgAfter(after, ['at']);
    if (org) drafts.push(fieldFact('employer', org));
    return result({ drafts });
  }
  // "hi im tom": someone who writes in lower case names themself in lower case.
  if (ctx.lower && !ctx.we && c.length === 1 && c[0]?.pos === 'NOUN' && !TRANSIENT.test(w[0] as string) && !roleAt(c, 0) && mayBeName(c[0])) {
    return result({ drafts: [fieldFact('name', (c[0].text[0] as string).toUpperCase() + c[0].text.slice(1))] });
  }
  // "I'm a data wrangler at 4Sight", "a GP in Leeds": a role with its employer or place (workplace.ts).
  const role = readRole(c, { ...ctx, spanned: spanOfTime(ctx.clause) }, team);
  if (role) return role;
  if (team && ['on', 'in', 'with', 'part', 'of', 'for', 'the'].some((p) => w.slice(0, team.at).includes(p))) {
    drafts.push(fieldFact('team', team.value));
    const org = orgAfter(c.slice(team.at), ['at']);
    if (org) drafts.push(fieldFact('employer', org));
    return result({ drafts, change: ctx.change });
  }
  const job = jobOf(c, ctx.clause);
  if (job) return result({ drafts: job, change: ctx.change });
  // "I'm down in Kraków", "over in Braga myself", "back home in Lagos": a particle of direction before "in" says no less.
  if (/^(?:based|located|in|living|staying|settled)$/.test(c.find((t) => t.pos !== 'ADV' && !/^(?:down|up|over|out|back|home)$/.test(t.lower))?.lower ?? '')) {
    const place = placeAfter(c, ['in']);
    // "I'm in Denver this week for a conference": a stay, not where the user lives.
    if (place && STAY.test(lowerOf(ctx.clause).join(' '))) return result({ drafts: [freeFact(phrase(ctx.clause), 'episode', 0.4)] });
    if (place) return result({ drafts: [fieldFact('location', place)], change: ctx.change });
    if (w[0] === 'in') return result({ smalltalk: true });
  }
  const on = onSomething(c, ctx.change);
  if (on) return on;
  // "these days I'm at KPMG", "I'm at Google now": being at an organisation, said as a change, is working there.
  const whole = lowerOf(ctx.clause).join(' ');
  // "I've been at Spotify for six years": years at an organisation are working there.
  const years = /\b(?:have|has) been at\b/.test(whole) && /\b(?:for )?(?:[\w-]+ )?(?:years?|months?|a decade)\b|\bsince\b/.test(whole);
  const atOrg = w[0] === 'at' && (ctx.change || years) && !STAY.test(whole) ? orgAfter(c, ['at']) : null;
  if (atOrg && years) return result({ drafts: [fieldFact('employer', atOrg)], change: 'since' });
  // "I'm at Costa now" may be a stay: with only "now", it is work only beside other words of work (see `index.ts`).
  if (atOrg) return result({ drafts: [fieldFact('employer', atOrg)], change: ctx.change === 'now' ? AT_NOW : ctx.change });
  const person = personPreference(c, false);
  if (person) return result({ drafts: [person] });
  const head = c[0];
  if (head && head.pos === 'VERB' && head.lower.endsWith('ing')) {
    // "I'm working at Netflix" reads as "I work at Netflix"; "I'm going home" says nothing lasting.
    if (head.lemma === 'work' || head.lemma === 'live') return readVerb(head.lemma, head, c.slice(1), { ...ctx, past: false, modal: null, copula: false });
    const moment = /\b(today|tonight|right now|at the moment|from home)\b/.test(w.join(' ')) || CHATTER_VERBS.has(head.lemma);
    const aimless =
      ['going', 'looking', 'trying', 'moving', 'relocating'].includes(head.lower) && !(['to', 'for'].includes(w[1] ?? '') && head.lower !== 'moving');
    return moment || aimless || c.length < 2 ? result({ smalltalk: true, about: 'none' }) : result({ drafts: [freeFact(phrase(ctx.clause))] });
  }
  // "pretty introverted", "very left-handed": an intensifier says nothing of its own; what follows decides.
  // "I'm type 2 diabetic", "I'm deaf in my right ear", "visually impaired": a health condition, whatever the tagger makes of it.
  if (c.length <= 8 && healthState(c)) return result({ drafts: [freeFact(phrase(ctx.clause))] });
  const lead = ['pretty', 'very', 'quite', 'really', 'so', 'super', 'fairly', 'extremely', 'totally', 'rather', 'incredibly'].includes(w[0] ?? '') ? 1 : 0;
  if (TRANSIENT.test(w[lead] ?? '') || (lead === 1 && c.length === 1)) return result({ smalltalk: true, about: 'none' });
  if (w[0] === 'from') return result(originDraft(c) ? { drafts: [originDraft(c) as Draft] } : { about: 'user' });
  const nation = !ctx.negated && !ctx.we && lead === 0 ? nationalityOf(c) : null;
  if (nation) return result({ drafts: [nation], change: ctx.change });
  // A trait ("vegetarian", "allergic to peanuts", "34 years old"), not an action ("Going Home").
  const said = c[lead];
  const trait =
    said && (['ADJ', 'NOUN', 'NUM'].includes(said.pos) || (said.pos === 'PROPN' && !mayBeName(said)) || (said.pos === 'VERB' && /-/.test(phrase(c))));
  // "I'm Grumpy today": a state of the moment, said with its moment.
  if (trait && /\b(today|tonight|tomorrow|right now|this (morning|afternoon|evening)|at the moment|atm)\b/.test(lowerOf(ctx.clause).join(' ')))
    return result({ smalltalk: true, about: 'none' });
  if (c.length > 0 && c.length <= 8 && trait) return result({ drafts: [freeFact(phrase(ctx.clause))] });
  return result({ about: 'user' });
}

/** "I work at …", "I moved to …", "I prefer …", and the rest as plain facts. */
function readVerb(lemma: string, verb: Token, rest: readonly Token[], ctx: Ctx & { past: boolean; modal: string | null; copula: boolean }): StatementResult {
  const w = lowerOf(rest);
  const team = teamIn(rest);
  const drafts: Draft[] = [];
  const firstProper = properRun(rest, 0);
  if (lemma === 'go' && w[0] === 'by' && properRun(rest, 1).length > 0) return result({ drafts: [fieldFact('name', phrase(properRun(rest, 1)))] });
  // "I've gone vegan", "went vegetarian last year": the diet now.
  const diet = ['go', 'turn', 'become'].includes(lemma) && !ctx.negated && !ctx.modal && rest.length <= 4 ? dietIn(w) : null;
  if (diet) return result({ drafts: [dietFact(diet)], change: 'gone' });
  // "just turned 40": the age, as a fact.
  const turned = lemma === 'turn' && !ctx.negated && !ctx.modal && !ctx.we ? ageAt(rest, 0, true) : null;
  if (turned) return result({ drafts: [turned] });
  // "I use she/they": pronouns.
  const pronouns =
    lemma === 'use' && /^(she|he|they|xe|ze|fae|it)\s*\/\s*\p{L}+/u.test(phrase(rest))
      ? /^\S+?\/\p{L}+(\/\p{L}+)?/u.exec(phrase(rest).replace(/\s*\/\s*/g, '/'))
      : null;
  if (pronouns && !ctx.negated) return result({ drafts: [fieldFact('pronouns', pronouns[0].toLowerCase())] });
  // "I teach at Trinity College Dublin", "I code for Monzo": a verb of an occupation, where the user works (occupation.ts).
  const teaches = !ctx.negated && !ctx.past ? occupiedAt(lemma, rest, ctx) : null;
  if (teaches) return result({ drafts: [fieldFact('employer', teaches)], change: ctx.change });
  const taken = !ctx.negated && !ctx.past ? howTaken(lemma, rest) : null;
  if (taken) return result({ drafts: [taken] });
  // "I report to Hannah Okoro": the manager.
  if (lemma === 'report' && w[0] === 'to' && properRun(rest, 1).length > 0 && !ctx.negated && !ctx.past) {
    const who = phrase(properRun(rest, 1));
    return result({ drafts: [profileFact('manager', who, `The user reports to ${who}.`, 0.7)], change: ctx.change });
  }
  // "retrained as a developer", "became a nurse last year": the role now.
  if (['retrain', 'requalify', 'become'].includes(lemma) && !ctx.negated && !ctx.modal) {
    // After "retrained as" the noun phrase is the role whatever its head ("retrained as a bookbinder last spring"), up to a time.
    const until = w.findIndex((x, k) => k > 1 && /^(?:last|this|next|ago|yesterday|recently|during|in|at|after|before)$/.test(x));
    const role =
      roleAt(rest, w[0] === 'as' ? 1 : 0) ?? (lemma !== 'become' && w[0] === 'as' ? roleAt(rest.slice(0, until < 0 ? rest.length : until), 1, 'any') : null);
    if (role) return result({ drafts: [fieldFact('role', role.value)], change: lemma === 'become' ? 'became' : 'retrained' });
  }
  const left = !ctx.negated && !ctx.modal ? jobLeft(lemma, rest, verb, ctx.clause) : null;
  if (left) return left;
  const related = readRelation(lemma, verb, rest, ctx);
  if (related) return related;
  const stopped = !ctx.negated && !ctx.modal ? ceased(lemma, rest, ctx.clause) : null;
  if (stopped) return result({ drafts: [stopped] });
  const habit = ctx.negated && !ctx.past && !ctx.modal ? negatedHabit(lemma, verb, rest, ctx.clause) : null;
  if (habit) return result({ drafts: [habit] });
  if (ctx.past && !ctx.negated && !ctx.modal) {
    const was = pastStates(lemma, rest, ctx.clause);
    if (was) return result({ drafts: was });
  }
  // A negated verb of feeling is a dislike even with a word of ending ("can't stand it anymore"): the liking reader and `likingEnded` take it.
  if (ctx.negated && !isFeelingVerb(lemma, true) && (!PREFER_VERBS.has(lemma) || ctx.change)) {
    const lacking = !ctx.change && !ctx.past ? notOwned(lemma, rest) : null;
    if (lacking) return result({ drafts: [lacking] });
    if (!ctx.change) return result({ about: 'user' });
    // "no longer at Acme": forgotten by name; "I don't teach piano any more": the new state, ending only that doing (ceasing.ts).
    return endedOrLost(lemma, rest, team?.value ?? null, ctx.clause, ctx.change);
  }
  switch (lemma) {
    case 'work': {
      const as = indexOf(rest, ['as']);
      if (as >= 0) {
        const role = roleAt(rest, as + 1) ?? namedRole(rest, as + 1);
        if (role) drafts.push(fieldFact('role', role.value));
      }
      const org = orgAfter(rest, ['at', 'for']);
      if (org) drafts.push(fieldFact('employer', org));
      if (team) drafts.push(fieldFact('team', team.value));
      const from = placeAfter(rest, ['from']);
      if (from) drafts.push(fieldFact('location', from));
      // "I work from home today" is the day; "these days I work from home" is how the user works.
      const lasting = ctx.change === 'these days' || /\b(usually|always|mostly|full[- ]time|every|nowadays)\b/.test(lowerOf(ctx.clause).join(' '));
      if (drafts.length === 0 && rest.length > 1 && (lasting || !/\b(today|tonight|right now|from home)\b/.test(w.join(' '))))
        drafts.push(freeFact(phrase(ctx.clause)));
      return result({ drafts, change: ctx.change, smalltalk: drafts.length === 0 });
    }
    case 'live':
    case 'reside':
      return readLive(verb, rest, ctx);
    case 'move':
    case 'relocate': {
      // "moved to X" / "moved from A to B"; "moved my meeting to Friday" moves something else.
      // A particle of direction may come first: "moved back/down/up/over to X".
      // "moved back in with my parents in Groningen": moving in with someone somewhere is living there.
      const inWith = /^(?:back )?in with\b/.test(w.join(' ')) ? placeAfter(rest.slice(w.lastIndexOf('in')), ['in']) : null;
      if (inWith && w.lastIndexOf('in') > w.indexOf('with')) return result({ drafts: [fieldFact('location', inWith)], change: 'moved to' });
      if (w[0] !== 'to' && w[0] !== 'from' && w[0] !== 'here' && !(/^(?:back|down|up|over|out|across|away|home)$/.test(w[0] ?? '') && w[1] === 'to'))
        return result({ about: 'user' });
      const to = rest.slice(Math.max(0, w.lastIndexOf('to')));
      const toTeam = teamIn(to);
      if (toTeam) return result({ drafts: [fieldFact('team', toTeam.value)], change: 'moved to' });
      const place = placeAfter(to, ['to']);
      // "moved to Siemens Energy": an organisation's name is an employer, not a place.
      if (place && ORG_WORD.test(place.split(/\s+/).pop() ?? '')) return result({ drafts: [fieldFact('employer', place)], change: 'moved to' });
      return place ? result({ drafts: [fieldFact('location', place)], change: 'moved to' }) : result({ about: 'user' });
    }
    case 'join':
    case 'start': {
      if (team) return result({ drafts: [fieldFact('team', team.value)], change: ctx.change });
      const org = lemma === 'join' ? orgAfter([verb, ...rest], [verb.lower]) : orgAfter(rest, ['at', 'with']);
      // "joined H&M as a store manager": the role said with it.
      const as = indexOf(rest, ['as']);
      const role = org && as >= 0 ? (roleAt(rest, as + 1) ?? namedRole(rest, as + 1)) : null;
      if (org) return result({ drafts: [fieldFact('employer', org), ...(role ? [fieldFact('role', role.value)] : [])], change: ctx.change });
      return result({ drafts: rest.length > 0 ? [freeFact(phrase(ctx.clause), ctx.past ? 'episode' : 'fact', 0.5)] : [] });
    }
    case 'lead':
      if (team) return result({ drafts: [fieldFact('team', team.value)] });
      break;
    case 'switch':
    case 'change': {
      const switched = switchedTo(lemma, rest);
      if (switched) return switched;
      break; // "switched our CI from … to …": a plain fact
    }
    case 'leave':
    case 'quit': {
      const org = firstProper.length > 0 ? phrase(firstProper) : null;
      return org ? result({ forget: [org], change: lemma === 'quit' ? 'quit' : 'left' }) : result({ about: 'user' });
    }
    case 'get':
      if (jobWordAt(rest) > 0 && !ctx.negated && !ctx.modal)
        return result({ drafts: jobOf(rest.slice(jobWordAt(rest) + 1), ctx.clause, true) ?? [], change: 'got a job' });
      if (w[0] === 'promoted') {
        const role = roleAt(rest, w[1] === 'to' ? 2 : 1);
        return role ? result({ drafts: [fieldFact('role', role.value)], change: 'promoted' }) : result({ about: 'user' });
      }
      break;
    case 'find':
      // "I find long answers annoying", "I find jazz fusion grating": a judgement of a thing (found.ts).
      return foundJudgement(rest) ?? result({ about: 'none', smalltalk: true });
    case 'call':
      if (w[0] === 'me' && properRun(rest, 1).length) return result({ drafts: [fieldFact('name', phrase(properRun(rest, 1)))] });
      break;
    default:
      break;
  }
  if (PREFER_VERBS.has(lemma) || isFeelingVerb(lemma, ctx.negated) || (verb.lower === 'rather' && rest.length > 0)) return readLiking(lemma, verb, rest, ctx);
  if (CHATTER_VERBS.has(lemma) || ctx.modal || ctx.negated) return result({ about: ctx.negated ? 'user' : 'none', smalltalk: !ctx.negated });
  if (rest.length === 0 || /\b(today|tonight|right now)\b/.test(w.join(' '))) return result({ smalltalk: true, about: 'none' });
  // "I fixed it": an action on something unnamed says nothing lasting.
  if ((rest.length === 1 && rest[0]?.pos === 'PRON') || /^(those|these|that|this|it|them)$/.test(w[0] ?? '')) return result({ about: 'user' });
  return result({ drafts: [freeFact(phrase(ctx.clause), ctx.past ? 'episode' : 'fact', ctx.past ? 0.5 : 0.6)], change: ctx.change });
}
