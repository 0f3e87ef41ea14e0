/**
 * Cessation and negation as a new state. "I gave up coffee", "I stopped taking sertraline", "I don't
 * play the violin any more", "haven't touched a cigarette in two years" are not forget requests:
 * each is stored in the user's words as the new state, and names the earlier state it ends (the
 * relation the verb names, or any relation when it names none, with the value said), which
 * consolidation supersedes. "I used to live in Ghent" is a past state (`lived_in`, `worked_at`,
 * `worked_as`) that ends the current field only when that field holds the same value. A plain
 * negation of a habit ("I don't eat pork", "I can't eat gluten, dairy or soy") is a fact that keeps
 * its "not", and ends nothing.
 */
import type { EndedFact } from '../types.js';
import type { Token } from './nlp.js';
import { freeFact, lowerOf, orgAfter, phrase, placeAfter, roleAt, teamIn, type Draft } from './phrases.js';
import { dietIn } from './people.js';
import { habitVerb } from './habitverb.js';
import { listItems, verbRelation } from './relations.js';
import { MEDICINE } from './words.js';
import { endedRole, pastOccupation } from './occupation.js';

/** Verbs of stopping (Levin's "stop" verbs): they end the habit or thing they take ("quit", "ditched", "discontinued"). */
const QUIT = new Set(['stop', 'quit', 'kick', 'ditch', 'cease', 'discontinue', 'abandon', 'halt']);
/** Phrasal verbs of stopping and the particle that makes them one: "give up", "cut out", "pack in", "come off". */
const PARTICLE: Readonly<Record<string, readonly string[]>> = {
  give: ['up'],
  cut: ['out', 'down'],
  kick: ['up', 'out', 'down'],
  pack: ['in', 'up'],
  come: ['off'],
};
/** Verbs of completing or calling off: they end only a standing arrangement or a course of medicine ("finished the antibiotics"). */
const COMPLETE = new Set(['finish', 'complete', 'cancel', 'end', 'terminate']);
/** What is had as a standing arrangement or a course, that completing or cancelling ends. */
const STANDING =
  /(?:^|\s)(?:membership|subscription|contract|lease|plan|course|treatment|therapy|prescription|antibiotics|meds|medication|pills|tablets|steroids|injections|insulin)$/;
/** Verbs a negated habit is said with, when no relation verb names it ("I don't do CrossFit any more", "don't need the ibuprofen"). */
const HABIT = new Set([
  'do',
  'need',
  'touch',
  'have',
  'take',
  'go',
  'own',
  'keep',
  'watch',
  'read',
  'wear',
  'ride',
  'drive',
  'run',
  'swim',
  'cook',
  'bake',
  'practise',
  'practice',
]);
/** Verbs of trying or minding: "gave up trying to …", "stopped worrying about …" end no habit. */
const EFFORT = new Set(['try', 'attempt', 'bother', 'worry', 'think', 'wait', 'care', 'hope', 'pretend', 'count', 'look', 'ask', 'talk']);
/** Words that end a value: what follows is when, where or why ("last month", "since the surgery"). */
const VALUE_END = new Set([
  'last',
  'yesterday',
  'today',
  'tonight',
  'earlier',
  'back',
  'about',
  'around',
  'roughly',
  'nearly',
  'almost',
  'next',
  'this',
  'since',
  'ago',
  'in',
  'on',
  'at',
  'for',
  'every',
  'when',
  'because',
  'anymore',
  'any',
  'these',
  'now',
  'nowadays',
  'either',
  'again',
  'at',
  'all',
  'so',
  'after',
  'before',
  'as',
  'with',
  'yet',
  'really',
  'completely',
  'entirely',
  'altogether',
  'cold',
  'turkey',
]);
/** Drinking with no object means alcohol: these drinks are not what "I quit drinking" ends. */
const NOT_ALCOHOL = [
  'coffee',
  'tea',
  'water',
  'juice',
  'milk',
  'soda',
  'coke',
  'decaf',
  'kombucha',
  'smoothie',
  'lemonade',
  'cola',
  'espresso',
  'latte',
  'matcha',
];

/** "I don't drink any more", "no longer drinking alcohol": every drink that is alcohol. */
export function drinking(value: string | null): EndedFact | null {
  if (value !== null && !/^(alcohol|booze|drinks?|a drink|alcoholic drinks)$/i.test(value)) return null;
  return { subject: 'user', predicate: 'drinks', object: null, verb: 'drink', but: NOT_ALCOHOL };
}

/** The value a habit's object names ("the ibuprofen anymore" → "ibuprofen", "a cigarette in two years" → "cigarette"). */
export function valueOf(rest: readonly Token[]): string | null {
  const kept: Token[] = [];
  for (const [k, t] of rest.entries()) {
    if (VALUE_END.has(t.lower) || t.pos === 'PUNCT' || t.pos === 'SCONJ' || t.pos === 'NUM') break;
    // "a month ago", "a couple of weeks": a time, not the value.
    if ((t.lower === 'a' || t.lower === 'an') && /^(years?|months?|weeks?|days?|while|couple|few)$/.test(rest[k + 1]?.lower ?? '')) break;
    kept.push(t);
  }
  const items = listItems(kept);
  const first = items[0];
  return first && items.length === 1 && !/^(it|them|that|this|one|any)$/i.test(first) ? first : null;
}

/** What a new-state draft ends, and the draft. */
function ending(clause: readonly Token[], ends: EndedFact[], importance = 0.6): Draft {
  return { ...freeFact(phrase(clause), 'fact', importance, 0.9), ends };
}

/**
 * "I stopped taking sertraline", "I quit smoking", "gave up coffee", "cut out sugar": the new state
 * and the habit it ends; null when the verb ends no habit ("I quit Acme" is leaving a job).
 */
export function ceased(lemma: string, rest: readonly Token[], clause: readonly Token[]): Draft | null {
  let r = [...rest];
  const particles = PARTICLE[lemma];
  if (COMPLETE.has(lemma)) {
    // "finished the antibiotics", "cancelled my gym membership": only a course or an arrangement ends ("finished the report" does not).
    const value = valueOf(r);
    const said = value?.toLowerCase().replace(/^(?:the|my|our|a|an)\s+/, '') ?? '';
    return value && (STANDING.test(said) || MEDICINE.test(said)) ? ending(clause, [{ subject: 'user', predicate: null, object: said, strict: true }]) : null;
  }
  // "kicked the energy drinks": a verb of stopping needs no particle ("kick out" and "kick up" still take theirs).
  if (particles && !(QUIT.has(lemma) && !particles.includes(r[0]?.lower ?? ''))) {
    // "packed it in", "gave it up": the particle after its pronoun.
    if (['it', 'them'].includes(r[0]?.lower ?? '') && particles.includes(r[1]?.lower ?? '')) return null;
    if (!particles.includes(r[0]?.lower ?? '')) return null;
    r = r.slice(r[1]?.lower === 'on' ? 2 : 1);
  } else if (!QUIT.has(lemma)) return null;
  const gerund = r[0];
  if (gerund && gerund.lower.endsWith('ing') && gerund.lower.length > 4) {
    const object = r.slice(1);
    const lemma = ingLemma(gerund, object);
    const predicate = verbRelation(lemma, gerund, object) ?? (lemma === 'drink' ? 'drinks' : null);
    // "stopped volunteering at the food bank": the place of the doing is its value.
    const value = valueOf(object[0]?.pos === 'ADP' && predicate === null ? object.slice(1) : object);
    const alcohol = predicate === 'drinks' ? drinking(value) : null;
    if (alcohol) return ending(clause, [alcohol]);
    // "gave up trying to learn piano": an effort given up, not a habit the rules can name.
    if (!predicate && (!value || EFFORT.has(lemma))) return null;
    // A doing no relation names ends only what says the same verb (../consolidate/ended.ts).
    return ending(clause, [{ subject: 'user', predicate, object: value, verb: lemma, ...(!predicate && !HABIT.has(lemma) && { strict: true }) }]);
  }
  // "I quit Acme": an organisation is left, not a habit (the leave reader has it); "stopped by the shop" is a visit.
  if (r[0] && /^[A-Z]/.test(r[0].text) && r[0].pos === 'PROPN') return null;
  if (r[0]?.pos === 'ADP' || r[0]?.lower === 'it' || r[0]?.lower === 'that') return null;
  // "I quit my job": the employer is over.
  if (lemma === 'quit' && /^(my )?(job|position|work)$/.test(lowerOf(r.filter((t) => t.pos !== 'PUNCT')).join(' '))) {
    return ending(clause, [{ subject: 'user', predicate: 'employer', object: null }]);
  }
  const value = valueOf(r);
  // "gave up the allotment": a thing given up also ends the one plain fact of the user's that holds it (strict, no verb).
  return value ? ending(clause, [{ subject: 'user', predicate: null, object: value, strict: true }]) : null;
}

/** A negation says the habit ended: "any more", "no longer", "these days", "haven't … in two years", "since". */
export function endsHabit(clause: readonly Token[]): boolean {
  const w = lowerOf(clause).join(' ');
  return (
    /\b(anymore|any more|any longer|no longer|these days|nowadays|not since)\b/.test(w) ||
    /\bhave n['’]?t\b.*\b(in|for) (a|an|\w+) (years?|months?|weeks?)\b/.test(w) ||
    /\bhave n['’]?t\b.*\bsince\b/.test(w)
  );
}

/**
 * A negated habit. With a cessation word it is the new state and ends the habit ("I don't play the
 * violin these days"); without one it is a fact that keeps its "not" ("I don't eat pork"). Null for
 * verbs that name no habit ("I don't know").
 */
export function negatedHabit(lemma: string, verb: Token, rest: readonly Token[], clause: readonly Token[]): Draft | null {
  const predicate = verbRelation(lemma, verb, rest);
  if (predicate === 'dislikes' || predicate === 'works_with' || predicate === 'manages') return null;
  // "I don't love anchovies any more" ends the liking (a liking's memory states `user · likes · X`); without a word of
  // ending, "I don't like X" is a dislike, read elsewhere.
  if (predicate === 'likes' && !endsHabit(clause)) return null;
  const value = valueOf(rest);
  // "I haven't cycled since …": a habit verb said alone with a word of ending names its habit too.
  if (!predicate && !HABIT.has(lemma) && !(value === null && endsHabit(clause) && habitVerb(lemma))) return null;
  if (!endsHabit(clause)) {
    // "I don't eat pork", "we don't have any pets", "I can't eat gluten, dairy or soy": the negative is the fact.
    // "I don't smoke", "i dont drive": a habit said with no object is the habit itself.
    const bare = rest.length === 0 && (HABIT.has(lemma) || predicate !== null);
    if (!predicate && lemma !== 'have' && !bare) return null;
    return rest.length > 0 || bare ? freeFact(phrase(clause)) : null;
  }
  // "I don't drink any more": drinking with no object is alcohol.
  const alcohol = lemma === 'drink' ? drinking(value) : null;
  if (alcohol) return ending(clause, [alcohol]);
  // "I don't smoke any more": every value of the habit the verb names.
  if (!value) {
    if (predicate) return ending(clause, [{ subject: 'user', predicate, object: null, verb: lemma }]);
    // "I haven't driven since the crash": a habit verb alone is the habit ended (habitverb.ts, never a light verb).
    const doing = habitVerb(lemma);
    // "I'm not teaching any more": the role the doing's agent noun names ends with it (occupation.ts).
    return doing ? ending(clause, [{ subject: 'user', predicate: null, object: doing, verb: doing, strict: true }, ...endedRole(lemma, null)]) : null;
  }
  // "not doing the night shifts any more": "do" stands for the verb the stored fact says, so the value alone names it.
  return ending(clause, [{ subject: 'user', predicate, object: value, ...(lemma === 'do' && !predicate ? { strict: true } : { verb: lemma }) }]);
}

/**
 * "I used to live in Ghent", "used to work at Oracle", "used to be a chef", "I used to smoke": a
 * past state of its own. It ends the current field only when that holds the same value.
 */
export function usedTo(rest: readonly Token[], clause: readonly Token[]): Draft {
  const verb = rest[0];
  const after = rest.slice(1);
  const fact = freeFact(phrase(clause), 'fact', 0.6, 0.9);
  if (!verb) return fact;
  const lemma = verb.lemma;
  if (lemma === 'live' || (lemma === 'be' && ['based', 'living'].includes(after[0]?.lower ?? ''))) {
    const place = placeAfter(after, ['in']);
    if (place)
      return { ...fact, triple: { subject: 'user', predicate: 'lived_in', object: place }, ends: [{ subject: 'user', predicate: 'location', object: place }] };
  }
  if (lemma === 'work') {
    const org = orgAfter(after, ['at', 'for']);
    if (org)
      return { ...fact, triple: { subject: 'user', predicate: 'worked_at', object: org }, ends: [{ subject: 'user', predicate: 'employer', object: org }] };
  }
  if (lemma === 'be') {
    const team = teamIn(after);
    if (team && ['on', 'in', 'with', 'part'].includes(after[0]?.lower ?? ''))
      return { ...fact, ends: [{ subject: 'user', predicate: 'team', object: team.value }] };
    const diet = dietIn(lowerOf(after));
    if (diet && after.length <= 3) return { ...fact, ends: [{ subject: 'user', predicate: 'diet', object: diet }] };
    const role = roleAt(after, 0, 'any');
    if (role)
      return {
        ...fact,
        triple: { subject: 'user', predicate: 'worked_as', object: role.value },
        ends: [{ subject: 'user', predicate: 'role', object: role.value }],
      };
  }
  const predicate = verbRelation(lemma, verb, after);
  const value = valueOf(after);
  if (predicate && predicate !== 'works_with') return { ...fact, ends: [{ subject: 'user', predicate, object: value, verb: lemma }] };
  // "used to teach high-school chemistry", "used to drive for Addison Lee": the job then (occupation.ts).
  const job = pastOccupation(lemma, after, true);
  if (job) {
    const field = job.predicate === 'worked_at' ? 'employer' : 'role';
    return { ...fact, triple: { subject: 'user', ...job }, ends: [{ subject: 'user', predicate: field, object: job.object }] };
  }
  return fact;
}

/** The verb of an "-ing" form the tagger left whole ("smoking" → "smoke", "running" → "run"). */
export function ingLemma(t: Token, object: readonly Token[]): string {
  if (t.lemma !== t.lower) return t.lemma;
  const stem = t.lower.slice(0, -3);
  const tries = [stem, `${stem}e`, stem.slice(0, -1)];
  return tries.find((x) => verbRelation(x, t, object) !== null || x === 'drink') ?? stem;
}

/** "no more coffee for me", "no dairy for me these days": an abstention, the new state; with a word of change it ends the habit. */
export function abstention(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens).filter((x) => x !== 'please' && x !== ',');
  const m = /^no (more )?(.{2,40}?) for me( (?:these days|anymore|any more|now|nowadays|thanks))?$/.exec(w.join(' '));
  if (!m) return null;
  const what = m[2] as string;
  const change = Boolean(m[1]) || Boolean(m[3] && !/thanks/.test(m[3]));
  const content = `The user avoids ${what}${m[3] && /these days|nowadays/.test(m[3]) ? ' these days' : ''}.`;
  const draft: Draft = { ...freeFact(content), content, confidence: 0.9 };
  return change ? { ...draft, ends: [{ subject: 'user', predicate: null, object: what, strict: true }] } : draft;
}

/** "I'm off the sertraline now" (`c` from after "am"): that medication has ended; null when it is not one. */
export function offMedication(c: readonly Token[]): Draft | null {
  const w = c.map((t) => t.lower);
  const off = w[0] === 'off' ? (['the', 'my'].includes(w[1] ?? '') ? w[2] : w[1]) : undefined;
  if (!off || !MEDICINE.test(off) || c.length > 4) return null;
  return { ...freeFact(`I no longer take ${off}`, 'fact', 0.9), ends: [{ subject: 'user', predicate: 'takes_medication', object: off, verb: 'take' }] };
}

/** "I don't own a car", "I don't have a TV": what the user does not have is a fact, its "not" kept; null otherwise. */
export function notOwned(lemma: string, rest: readonly Token[]): Draft | null {
  if ((lemma !== 'own' && lemma !== 'have') || !/^(a|an|any)$/.test(rest[0]?.lower ?? '') || rest.length > 4 || !rest.some((t) => t.pos === 'NOUN'))
    return null;
  return freeFact(`I do not ${lemma} ${phrase(rest)}`);
}

/** Words that say a state has ended: "any more", "no longer", "any longer". */
const ENDED = /\b(?:anymore|any more|any longer|no longer)\b/i;

/**
 * "I'm not vegetarian any more", "no longer seeing Jules", "not on facebook any more": a cessation the rules read as
 * the end of what was stored is also the new state, kept in the user's words (its "not" kept); null when the clause
 * says no ending in so many words (a correction's "not Y").
 */
export function ceasedState(clause: string): Draft | null {
  const said = clause.replace(/ (n't|,)/g, '$1');
  if (!ENDED.test(said)) return null;
  // "not on facebook any more": said without its subject, the user's.
  if (/^(?:not|no longer)\b/i.test(said)) return freeFact(`I'm ${said}`, 'fact', 0.6, 0.9);
  return /\b(?:I|we)\b/i.test(said) ? freeFact(said, 'fact', 0.6, 0.9) : null;
}

/** "not any more", "no longer", "not anymore sadly": an ending said of nothing named, which the turn before names. */
const BARE_ENDING =
  /^\s*(?:(?:no|nope|nah|well|sadly|actually)[\s,.!]+)*(?:not any ?more|not any longer|no longer)\b(?:\s+(?:sadly|unfortunately|though|tbh|honestly|really))*\s*[,.;!—–-]*\s*/i;

/**
 * "I swim three times a week" then "not any more sadly, tore my shoulder": a bare ending points at the statement of
 * the user's turn before, said again with its "not … any more" ("I don't swim three times a week any more"). Only a
 * one-sentence present statement of the user ("I <verb> …", "I'm …") is resumed; otherwise the text is left as typed.
 */
export function resumedEnding(text: string, before: readonly string[]): string {
  const m = BARE_ENDING.exec(text);
  // The statement before its first comma ("I swim three times a week, mostly before work").
  const last = before[before.length - 1]
    ?.split(',')[0]
    ?.trim()
    .replace(/[.!]+$/, '');
  if (!m || !last || /[.!?;]/.test(last)) return text;
  const rest = text.slice(m[0].length);
  const joined = (s: string) => (rest ? `${s}. ${rest}` : `${s}.`);
  const be = /^(?:i'm|im|i am)\s+(.+)$/i.exec(last);
  if (be) return joined(`I'm not ${be[1]} any more`);
  const verb = /^i\s+((?:really |usually |always |still )?)([a-z]+)\s+(.+)$/i.exec(last);
  if (
    !verb ||
    /(?:ed|s)$/i.test(verb[2] as string) ||
    /^(?:am|was|have|had|do|did|will|would|can|could|should|think|guess|mean|said)$/i.test(verb[2] as string)
  )
    return text;
  return joined(`I don't ${verb[2]} ${verb[3]} any more`);
}
