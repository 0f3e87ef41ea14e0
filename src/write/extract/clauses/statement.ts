/**
 * Statements about the user: a subject ("I", "we", "my sister"), a verb group (negation, tense,
 * modality, "no longer") and what follows. The verb's lemma picks the frame — be, work, live,
 * move, join, switch, prefer, like… — and the frame reads the field from the phrase.
 */
import type { Token } from './nlp.js';
import { fieldFact, freeFact, indexOf, lowerOf, orgAfter, phrase, placeAfter, preference, properRun, roleAt, teamIn, type Draft } from './phrases.js';
import { dietFact, dietIn, mayBeName, personSubject, readAboutPerson } from './people.js';
import { HOUSEHOLD, listItems, relationFacts, USER_SUBJECT, verbRelation } from './relations.js';
import { result, type StatementResult } from './result.js';
import { temporalSince } from './since.js';
export type { StatementResult } from './result.js';
import { AUX_WORDS, CHATTER_VERBS, HYPOTHETICAL, NEGATIVE_VERBS, PREFER_VERBS, TRANSIENT, VAGUE, VERB_ADVERBS } from './words.js';

/** Reads a statement; null when it has no subject to read (an imperative or a fragment). */
export function readStatement(tokens: readonly Token[]): StatementResult | null {
  const w = lowerOf(tokens);
  if (w[0] === 'if' || w[0] === 'unless') return result({ about: 'none' });
  const home = indexOf(tokens, ['home', 'for', 'me', 'is']);
  if (home === 0) {
    const place = properRun(tokens, 4, { region: true });
    return place.length ? result({ drafts: [fieldFact('location', phrase(place))] }) : null;
  }
  const favourite = /^(.+?) is my (favou?rite) (\w+)$/.exec(w.join(' '));
  if (favourite && !['i', 'it', 'this', 'that'].includes(w[0] as string)) {
    const what = phrase(tokens.slice(0, w.indexOf('is')));
    return result({ drafts: [preference(what, false)] });
  }
  // A subject within the first few words ("Since last week I'm…", "Generally I prefer…").
  let s = w.findIndex((x) => x === 'i' || x === 'we');
  if (s > 4 || (s > 0 && tokens.slice(0, s).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON'))) s = -1;
  if (s >= 0) return readFirstPerson(tokens, s);
  if (w[0] === 'my' || w[0] === 'our' || w[0] === 'name') return readPossessive(tokens);
  const call = indexOf(tokens, ['call', 'me']);
  if (call >= 0 && properRun(tokens, call + 2).length > 0) return result({ drafts: [fieldFact('name', phrase(properRun(tokens, call + 2)))] });
  const firstTwo = w.slice(0, 2).join(' ');
  if (['it is', 'this is'].includes(firstTwo) && properRun(tokens, 2).length > 0) return readNameThen(tokens, 2);
  const itsTeam = firstTwo === 'it is' ? teamIn(tokens.slice(2)) : null;
  if (itsTeam) return result({ drafts: [fieldFact('team', itsTeam.value)], change: w.includes('now') ? 'now' : null });
  const run = properRun(tokens, 0);
  if (run.length > 0 && w[run.length] === 'here' && run.length === tokens.length - 1) return result({ drafts: [fieldFact('name', phrase(run))] });
  if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && tokens[0]?.pos !== 'VERB') return result({ about: 'other' });
  return null;
}

/** "This is Priya from the data team." */
function readNameThen(tokens: readonly Token[], at: number): StatementResult {
  const run = properRun(tokens, at);
  const drafts = [fieldFact('name', phrase(run))];
  const team = teamIn(tokens.slice(at + run.length));
  if (team) drafts.push(fieldFact('team', team.value));
  return result({ drafts });
}

/** "my name is Dana", "my sister lives in Lisbon", "our CTO lives in Zurich". */
function readPossessive(tokens: readonly Token[]): StatementResult {
  const w = lowerOf(tokens);
  // "My sister lives/NOUN in Lisbon": a word ending in -s before a preposition is the verb.
  const v = tokens.findIndex(
    (t, i) => i > 0 && (t.pos === 'AUX' || t.pos === 'VERB' || (i >= 2 && /s$/.test(t.lower) && t.lemma !== t.lower && tokens[i + 1]?.pos === 'ADP')),
  );
  if (v < 0) return result({ about: 'none' });
  const subject = w.slice(w[0] === 'name' ? 0 : 1, v).join(' ');
  const rest = tokens.slice(v + 1);
  const copula = tokens[v]?.lemma === 'be';
  const called = ['called', 'spelled', 'spelt'].includes(rest[0]?.lower ?? '') ? rest.slice(1) : rest;
  const value = phrase(called).replace(/^(the|a|an)\s+/i, '');
  const isNew = /^new\b/.test(subject);
  const field = subject.replace(/^(new|current|first)\s+/, '');
  const change = isNew ? 'new' : null;
  if (copula && /^(name|first name)$/.test(subject) && properRun(called, 0).length > 0) {
    return result({ drafts: [fieldFact('name', phrase(properRun(called, 0)))], change });
  }
  const person = personSubject(tokens.slice(1, v));
  if (person && w[0] !== 'name') return readAboutPerson(person, tokens, tokens[v] as Token, rest);
  if (field === 'team') {
    if (!copula) return result({ change: tokens[v]?.lemma === 'change' ? 'changed' : null, about: 'user' });
    const team = teamIn(called);
    return result({ drafts: [fieldFact('team', team ? team.value : /^[A-Z]/.test(value) ? value : `${value.toLowerCase()} team`)], change });
  }
  if (copula && ['role', 'title', 'job title', 'position'].includes(field)) return result({ drafts: [fieldFact('role', value.toLowerCase())], change });
  if (copula && ['employer', 'company'].includes(field)) return result({ drafts: [fieldFact('employer', value)], change });
  if (copula && ['pronouns', 'timezone', 'time zone'].includes(field))
    return result({ drafts: [fieldFact(field === 'pronouns' ? 'pronouns' : 'timezone', value)] });
  if (copula && /^(favou?rite) /.test(field)) return result({ drafts: [preference(value, false)] });
  if (copula && field === 'preference') return result({ drafts: [preference(value.replace(/^for\s+/i, ''), false)] });
  if (copula && w.length - v > 1) {
    const fact = freeFact(phrase(tokens));
    const key = field.replace(/\s+/g, '_');
    return result({ drafts: [{ ...fact, triple: { subject: 'user', predicate: `my.${key}`, object: value } }], change });
  }
  if (!copula && rest.length > 0 && !tokens.some((t) => t.negated)) return result({ drafts: [freeFact(phrase(tokens))] });
  return result({ about: 'user' });
}

/** A statement whose subject is "I" or "we", at index `s`. */
function readFirstPerson(tokens: readonly Token[], s: number): StatementResult {
  const w = lowerOf(tokens);
  const we = w[s] === 'we';
  let i = s + 1;
  let negated = false;
  let change: string | null = null;
  let modal: string | null = null;
  let copula = false;
  let past = false;
  let future = false;
  for (; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.lower === 'no' && w[i + 1] === 'longer') {
      negated = true;
      change = 'no longer';
      i++;
      continue;
    }
    if (
      AUX_WORDS.has(t.lower) &&
      (t.pos === 'AUX' || t.pos === 'VERB') &&
      !(t.lemma === 'have' && tokens[i + 1]?.pos !== 'VERB' && tokens[i + 1]?.pos !== 'AUX')
    ) {
      if (t.lemma === 'be') copula = true;
      if (['was', 'were', 'did', 'had'].includes(t.lower)) past = true;
      if (HYPOTHETICAL.has(t.lower)) modal = t.lower;
      if (t.lower === 'will') future = true;
      if (t.lower === 'would' && !['rather', 'like', 'love', 'prefer', 'appreciate'].includes(w[i + 1] ?? '') && !(w[i + 1] === 'love' || w[i + 2] === 'like'))
        modal = 'would';
      continue;
    }
    if (t.lower === 'rather' && w[i - 1] === 'would') break;
    if (VERB_ADVERBS.has(t.lower) && (t.pos === 'ADV' || t.pos === 'PART' || t.pos === 'DET' || t.lower === "n't" || t.lower === 'not')) {
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
  if (w[w.length - 1] === 'now' && !negated) change ??= 'now';
  if (modal && modal !== 'would') return result({ about: 'user' });
  if (!verb) return result({ about: 'user' });
  // "I used to like Java": no longer true, and not said what is.
  if (verb.lower === 'used' && rest[0]?.lower === 'to') return result({ about: 'user' });
  const bareAfterBe = verb.pos === 'VERB' && verb.lower === verb.lemma; // "am part/VERB of": not a verb form after "am"
  if (copula && (verb.pos !== 'VERB' || bareAfterBe || verb.lower.endsWith('ing') || ['based', 'located', 'employed'].includes(verb.lower))) {
    if (past && !modal && !negated) {
      const was = pastCopula(tokens.slice(i), tokens);
      if (was) return result({ drafts: [was] });
    }
    if (past || modal) return result({ about: 'user' });
    const read = readCopula(tokens.slice(i), { negated, change, we, clause: tokens });
    return future && read.drafts.length === 0 && !negated ? result({ drafts: [freeFact(phrase(tokens))] }) : read;
  }
  const lemma = verb.lemma;
  const inflected = verb.lower !== lemma && !verb.lower.endsWith('ing') && verb.lower !== `${lemma}s`;
  past ||= inflected;
  return readVerb(lemma, verb, rest, { negated, change, past, we, modal, clause: tokens, copula });
}

/** "I was based in Singapore 2019-2021": where the user lived then, not where they live now. */
function pastCopula(c: readonly Token[], clause: readonly Token[]): Draft | null {
  const w = lowerOf(c);
  if (!['based', 'living', 'in', 'located'].includes(w[0] ?? '')) return null;
  const place = placeAfter(c, ['in']);
  if (!place) return null;
  return { ...freeFact(phrase(clause), 'fact', 0.6), triple: { subject: 'user', predicate: 'lived_in', object: place } };
}

/** Words that make being somewhere a stay: a trip, a visit, a time that ends. */
const STAY =
  /\b(this (week|weekend|month)|today|tonight|tomorrow|for (a|the) (conference|trip|visit|week|weekend|meeting|wedding|holiday)|on (holiday|vacation|a trip|business)|visiting|until|till|for work this)\b/;

interface Ctx {
  negated: boolean;
  change: string | null;
  we: boolean;
  clause: readonly Token[];
}

/** "I am …": a name, a role, a team, a place, a liking, or a trait. */
function readCopula(c: readonly Token[], ctx: Ctx): StatementResult {
  const w = lowerOf(c);
  const drafts: Draft[] = [];
  const team = teamIn(c);
  const nameRun = properRun(c, 0);
  const fan = indexOf(c, ['fan', 'of']);
  if (fan >= 0 && fan <= 3) return result({ drafts: [preference(phrase(c.slice(fan + 2)), ctx.negated)] });
  if (w[0] === 'allergic' && w[1] === 'to' && !ctx.negated) {
    const items = listItems(c.slice(2));
    if (items.length > 0) return result({ drafts: relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, 'allergic_to', items) });
  }
  const ing = c[0];
  if (ing && ing.pos === 'VERB' && ing.lower.endsWith('ing') && !ctx.negated) {
    const related = readRelation(ing.lemma, ing, c.slice(1), { ...ctx, past: false, modal: null });
    if (related) return related;
  }
  if (ctx.negated) {
    const lost = team
      ? team.value.replace(/ team$/, '')
      : (placeAfter(c, ['in', 'based']) ?? (w[0] && !['a', 'an', 'the', 'sure'].includes(w[0]) ? phrase(c) : null));
    return result({ forget: ctx.change && lost ? [lost] : [], change: ctx.change, about: 'user' });
  }
  const diet = dietIn(w);
  if (diet && !ctx.we) return result({ drafts: [dietFact(diet)] });
  if (nameRun.length > 0 && !ctx.we && w[nameRun.length] !== 'team' && !nameRun.some((t) => t.pos === 'VERB') && nameRun.every(mayBeName)) {
    drafts.push(fieldFact('name', phrase(nameRun)));
    const after = c.slice(nameRun.length);
    if (team) drafts.push(fieldFact('team', team.value));
    const role = roleAt(after, after[0]?.lower === ',' ? 1 : 0);
    if (role) drafts.push(fieldFact('role', role.value));
    const org = orgAfter(after, ['at']);
    if (org) drafts.push(fieldFact('employer', org));
    return result({ drafts });
  }
  // "hi im tom": someone who writes in lower case names themself in lower case.
  const lowerTurn = ctx.clause.every((t) => t.text === t.lower);
  if (lowerTurn && c.length === 1 && c[0]?.pos === 'NOUN' && !TRANSIENT.test(w[0] as string) && !roleAt(c, 0) && mayBeName(c[0])) {
    return result({ drafts: [fieldFact('name', (c[0].text[0] as string).toUpperCase() + c[0].text.slice(1))] });
  }
  const role = roleAt(c, w[0] === 'now' ? 1 : 0);
  if (role && !/^(fan|person)$/.test(role.value)) {
    drafts.push(fieldFact('role', role.value));
    if (team) drafts.push(fieldFact('team', team.value));
    const org = orgAfter(c.slice(role.end), ['at']);
    if (org) drafts.push(fieldFact('employer', org));
    return result({ drafts, change: ctx.change });
  }
  if (team && ['on', 'in', 'with', 'part', 'of', 'for', 'the'].some((p) => w.slice(0, team.at).includes(p))) {
    drafts.push(fieldFact('team', team.value));
    const org = orgAfter(c.slice(team.at), ['at']);
    if (org) drafts.push(fieldFact('employer', org));
    return result({ drafts, change: ctx.change });
  }
  const employed = w[0] === 'employed' ? orgAfter(c, ['at', 'by', 'with']) : null;
  if (employed) return result({ drafts: [fieldFact('employer', employed)] });
  if (['based', 'located', 'in', 'living', 'staying'].includes(w[0] as string)) {
    const place = placeAfter(c, ['in']);
    // "I'm in Denver this week for a conference": a stay, not where the user lives.
    if (place && STAY.test(lowerOf(ctx.clause).join(' '))) return result({ drafts: [freeFact(phrase(ctx.clause), 'episode', 0.4)] });
    if (place) return result({ drafts: [fieldFact('location', place)], change: ctx.change });
    if (w[0] === 'in') return result({ smalltalk: true });
  }
  if (w[0] === 'on' && c.length <= 3 && c[1]?.pos === 'NOUN') return result({ drafts: [fieldFact('team', `${c[1].lower} team`)], change: ctx.change });
  const person = /^more of an? (\w+) person$/.exec(w.join(' '));
  if (person) return result({ drafts: [preference(person[1] as string, false)] });
  const head = c[0];
  if (head && head.pos === 'VERB' && head.lower.endsWith('ing')) {
    // "I'm working at Netflix" reads as "I work at Netflix"; "I'm going home" says nothing lasting.
    if (head.lemma === 'work' || head.lemma === 'live') return readVerb(head.lemma, head, c.slice(1), { ...ctx, past: false, modal: null, copula: false });
    const moment = /\b(today|tonight|right now|at the moment|from home)\b/.test(w.join(' ')) || CHATTER_VERBS.has(head.lemma);
    const aimless =
      ['going', 'looking', 'trying', 'moving', 'relocating'].includes(head.lower) && !(['to', 'for'].includes(w[1] ?? '') && head.lower !== 'moving');
    return moment || aimless || c.length < 2 ? result({ smalltalk: true, about: 'none' }) : result({ drafts: [freeFact(phrase(ctx.clause))] });
  }
  if (TRANSIENT.test(w[0] ?? '')) return result({ smalltalk: true, about: 'none' });
  if (['from'].includes(w[0] as string)) return result({ about: 'user' });
  // A trait ("vegetarian", "allergic to peanuts", "34 years old"), not an action ("Going Home").
  if (c.length > 0 && c.length <= 8 && ['ADJ', 'NOUN', 'NUM'].includes(c[0]?.pos ?? '')) return result({ drafts: [freeFact(phrase(ctx.clause))] });
  return result({ about: 'user' });
}

/** "I work at …", "I moved to …", "I prefer …", and the rest as plain facts. */
function readVerb(lemma: string, verb: Token, rest: readonly Token[], ctx: Ctx & { past: boolean; modal: string | null; copula: boolean }): StatementResult {
  const w = lowerOf(rest);
  const team = teamIn(rest);
  const drafts: Draft[] = [];
  const firstProper = properRun(rest, 0);
  if (lemma === 'go' && w[0] === 'by' && properRun(rest, 1).length > 0) return result({ drafts: [fieldFact('name', phrase(properRun(rest, 1)))] });
  const related = readRelation(lemma, verb, rest, ctx);
  if (related) return related;
  if (ctx.past && !ctx.negated && !ctx.modal) {
    const was = pastState(lemma, rest, ctx.clause);
    if (was) return result({ drafts: [was] });
  }
  if (ctx.negated && ((!PREFER_VERBS.has(lemma) && lemma !== 'stand') || ctx.change)) {
    if (!ctx.change) return result({ about: 'user' });
    const lost = team ? team.value.replace(/ team$/, '') : (orgAfter(rest, ['at', 'for']) ?? placeAfter(rest, ['in']) ?? phrase(rest));
    return result({ forget: lost ? [lost] : [], change: ctx.change });
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
      if (drafts.length === 0 && rest.length > 1 && !/\b(today|tonight|right now|from home)\b/.test(w.join(' '))) drafts.push(freeFact(phrase(ctx.clause)));
      return result({ drafts, change: ctx.change, smalltalk: drafts.length === 0 });
    }
    case 'live':
    case 'reside': {
      const place = placeAfter(rest, ['in']);
      if (place && !ctx.past) return result({ drafts: [fieldFact('location', place)], change: ctx.change });
      if (!ctx.past && rest.length > 0) return result({ drafts: [freeFact(phrase(ctx.clause))] });
      return result({ about: 'user' });
    }
    case 'move':
    case 'relocate': {
      // "moved to X" / "moved from A to B"; "moved my meeting to Friday" moves something else.
      if (w[0] !== 'to' && w[0] !== 'from' && w[0] !== 'here' && !(w[0] === 'back' && w[1] === 'to')) return result({ about: 'user' });
      const to = rest.slice(Math.max(0, w.lastIndexOf('to')));
      const toTeam = teamIn(to);
      if (toTeam) return result({ drafts: [fieldFact('team', toTeam.value)], change: 'moved to' });
      const place = placeAfter(to, ['to']);
      return place ? result({ drafts: [fieldFact('location', place)], change: 'moved to' }) : result({ about: 'user' });
    }
    case 'join':
    case 'start': {
      if (team) return result({ drafts: [fieldFact('team', team.value)], change: ctx.change });
      const org = lemma === 'join' ? orgAfter([verb, ...rest], [verb.lower]) : orgAfter(rest, ['at', 'with']);
      if (org) return result({ drafts: [fieldFact('employer', org)], change: ctx.change });
      return result({ drafts: rest.length > 0 ? [freeFact(phrase(ctx.clause), ctx.past ? 'episode' : 'fact', 0.5)] : [] });
    }
    case 'lead':
      if (team) return result({ drafts: [fieldFact('team', team.value)] });
      break;
    case 'switch':
    case 'change': {
      const to = w.lastIndexOf('to');
      if (w[0] === 'teams' || w[0] === 'jobs' || w[0] === 'my' || to < 0) return result({ change: lemma === 'switch' ? 'switched' : 'changed' });
      if (!['to', 'from'].includes(w[0] as string)) break; // "switched our CI from … to …": a plain fact
      const target = rest.slice(to + 1);
      const toTeam = teamIn(target);
      if (toTeam) return result({ drafts: [fieldFact('team', toTeam.value)], change: 'switched' });
      return result({ drafts: [preference(phrase(target).replace(/^(the|a|an)\s+/i, ''), false)], change: 'switched' });
    }
    case 'leave':
    case 'quit': {
      const org = firstProper.length > 0 ? phrase(firstProper) : null;
      return org ? result({ forget: [org], change: lemma === 'quit' ? 'quit' : 'left' }) : result({ about: 'user' });
    }
    case 'stop': {
      const object = rest.slice(1).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
      return object.length > 0 ? result({ forget: [phrase(object)], change: 'stopped' }) : result({ about: 'user' });
    }
    case 'get':
      if (w[0] === 'promoted') {
        const role = roleAt(rest, w[1] === 'to' ? 2 : 1);
        return role ? result({ drafts: [fieldFact('role', role.value)], change: 'promoted' }) : result({ about: 'user' });
      }
      break;
    case 'find': {
      const judged = rest[rest.length - 1];
      if (judged && /^(annoying|tiring|boring|confusing|distracting|useless|hard|unhelpful|exhausting|tedious)$/.test(judged.lower)) {
        const what = rest.slice(0, -1).filter((t) => t.lower !== 'them' && t.lower !== 'it');
        return result({ drafts: what.length ? [preference(phrase(what), true)] : [] });
      }
      if (judged && /^(helpful|useful|great|easier|clearer)$/.test(judged.lower)) return result({ drafts: [preference(phrase(rest.slice(0, -1)), false)] });
      return result({ about: 'none', smalltalk: true });
    }
    case 'call':
      if (w[0] === 'me' && properRun(rest, 1).length) return result({ drafts: [fieldFact('name', phrase(properRun(rest, 1)))] });
      break;
    default:
      break;
  }
  if (PREFER_VERBS.has(lemma) || (lemma === 'stand' && ctx.negated) || (verb.lower === 'rather' && rest.length > 0)) return readLiking(lemma, verb, rest, ctx);
  if (CHATTER_VERBS.has(lemma) || ctx.modal || ctx.negated) return result({ about: ctx.negated ? 'user' : 'none', smalltalk: !ctx.negated });
  if (rest.length === 0 || /\b(today|tonight|right now)\b/.test(w.join(' '))) return result({ smalltalk: true, about: 'none' });
  // "I fixed it": an action on something unnamed says nothing lasting.
  if (rest.length === 1 && rest[0]?.pos === 'PRON') return result({ about: 'user' });
  return result({ drafts: [freeFact(phrase(ctx.clause), ctx.past ? 'episode' : 'fact', ctx.past ? 0.5 : 0.6)], change: ctx.change });
}

/**
 * "I speak A, B and C", "we have a dog and two cats", "I work with Priya and Omar", "I can't stand
 * X or Y": one relation fact per item. Likes and dislikes of a single thing stay preferences.
 */
function readRelation(lemma: string, verb: Token, rest: readonly Token[], ctx: Ctx & { past: boolean; modal: string | null }): StatementResult | null {
  if (ctx.modal || ctx.past) return null;
  const dislike = lemma === 'stand' && ctx.negated;
  if (ctx.negated && !dislike) return null;
  const predicate = dislike ? 'dislikes' : verbRelation(lemma, verb, rest);
  if (!predicate) return null;
  const object = predicate === 'works_with' ? rest.slice(1) : rest;
  const items = listItems(object);
  if (items.length === 0) return null;
  if ((predicate === 'likes' || predicate === 'dislikes') && items.length < 2) return null;
  if (predicate === 'works_with' && !items.every((i) => /^[A-Z]/.test(i))) return null;
  const drafts = relationFacts(ctx.we ? HOUSEHOLD : USER_SUBJECT, predicate, items);
  const team = teamIn(rest);
  if (team) drafts.push(fieldFact('team', team.value));
  const squad = /\bon the ([\w-]+ )?(squad|crew|pod|tribe)\b/i.exec(phrase(rest));
  if (!team && squad) drafts.push(fieldFact('team', `${(squad[1] ?? '').trim()} ${squad[2]}`.trim().toLowerCase()));
  return result({ drafts, change: ctx.change });
}

/** "as a radiographer": after "work as", the noun phrase is the role whatever its head. */
function namedRole(tokens: readonly Token[], i: number): { value: string } | null {
  let k = ['a', 'an', 'the'].includes(tokens[i]?.lower ?? '') ? i + 1 : i;
  const start = k;
  while (tokens[k] && ['NOUN', 'ADJ'].includes((tokens[k] as Token).pos)) k++;
  return k > start && k - start <= 3 && tokens[k - 1]?.pos === 'NOUN' ? { value: phrase(tokens.slice(start, k)).toLowerCase() } : null;
}

/** A past state ("I lived in Nairobi from 2012 to 2016", "I worked at Shopify"): a fact of its own that never moves the current field. */
function pastState(lemma: string, rest: readonly Token[], clause: readonly Token[]): Draft | null {
  const place = lemma === 'live' || lemma === 'base' ? placeAfter(rest, ['in']) : null;
  const org = lemma === 'work' ? orgAfter(rest, ['at', 'for']) : null;
  const predicate = place ? 'lived_in' : org ? 'worked_at' : null;
  if (!predicate) return null;
  const fact = freeFact(phrase(clause), 'fact', 0.6);
  return { ...fact, triple: { subject: 'user', predicate, object: (place ?? org) as string } };
}

/** "I prefer X", "I'd rather X", "I can't stand X", "I want you to always X". */
function readLiking(lemma: string, verb: Token, rest: readonly Token[], ctx: Ctx & { past: boolean }): StatementResult {
  let what = [...rest];
  const w = lowerOf(what);
  let negative = NEGATIVE_VERBS.has(lemma) || (lemma === 'stand' && ctx.negated) || (ctx.negated && lemma !== 'stand');
  if (ctx.past && !(ctx.negated && ctx.clause.some((t) => t.lower === 'never'))) return result({ about: 'user' });
  if (lemma === 'want' || lemma === 'like' || lemma === 'love') {
    if (w[0] === 'to' && ['know', 'ask', 'see', 'check', 'understand', 'find', 'learn'].includes(w[1] ?? '')) {
      return w[1] === 'learn' ? result({ drafts: [freeFact(phrase(ctx.clause))] }) : result({ about: 'none' });
    }
    if (lemma === 'want' && w[0] === 'to') return result({ drafts: [freeFact(phrase(ctx.clause))] });
  }
  if (verb.lower === 'rather') {
    // "I'd rather get short answers" / "I'd rather you didn't guess"
    const not = what.findIndex((t) => t.lower === "n't" || t.lower === 'not');
    if (w[0] === 'you' && not >= 0) {
      negative = true;
      what = what.slice(not + 1);
    } else if (['get', 'have', 'see', 'receive'].includes(w[0] ?? '')) what = what.slice(1);
  }
  // "it when you use examples", "it if you kept answers short", "you to always cite sources"
  while (what.length > 0 && ['it', 'when', 'if', 'you', 'to', 'always', 'for'].includes((what[0] as Token).lower) && what.length > 1) what = what.slice(1);
  if (what.length > 0 && (what[0] as Token).pos === 'VERB' && ['kept', 'keep', 'use', 'used', 'give', 'gave'].includes((what[0] as Token).lower))
    what = what.slice(1);
  const said = phrase(what).replace(/,?\s*please$/i, '');
  if (!said || VAGUE.test(said) || what.length > 12 || /^(this|that|these|those)\b/i.test(said)) return result({ about: 'none', smalltalk: true });
  return result({ drafts: [preference(said, negative)], change: ctx.change });
}
