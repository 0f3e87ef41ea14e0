/** The closed word lists the clause splitter reads: cue words, fillers, clause and question openers, verbs the tagger misreads. */
import type { Token } from './nlp.js';

/** "about my team", "on our team": a phrase that points at a field (a preposition or a possessive) and names no value. */
export function pointerOnly(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.pos === 'ADP' || /^(my|our|your|his|her|their)$/.test(t.lower));
}

export const CORRECTION_CUES = [
  'actually',
  'correction',
  'sorry',
  'wait',
  'oops',
  'update',
  'scratch that',
  'that is wrong',
  'that is not right',
  'no',
  'turns out',
  'i meant',
  'i mean',
];

export const ENDURING_CUES = ['from now on', 'going forward', 'in general', 'generally', 'in future', 'in the future', 'always', 'for future reference'];

export const ONE_OFF_CUES = [
  'just this once',
  'this time',
  'for now',
  'right now',
  'just for this one',
  'for this one',
  'just this one',
  'hold on',
  'now',
  // "Just for this answer, use bullet points": the lead-in makes what follows this request only.
  ...['answer', 'question', 'reply', 'email', 'task'].flatMap((x) => [`just for this ${x}`, `for this ${x}`]),
];

export const FILLERS = [
  'hi there',
  'hey there',
  'hi',
  'hello',
  'hey',
  'ok',
  'okay',
  'so',
  'oh',
  'well',
  'yes',
  'and',
  'but',
  'also',
  'btw',
  'by the way',
  'honestly',
  'hmm',
  'just so you know',
  'so you know',
  // A speaker's frankness said first ("not gonna lie i …", "to be honest i …"): no part of what follows.
  'not gonna lie',
  'not going to lie',
  'to be honest',
  'fyi',
  'for the record',
  'tbh',
  'ugh',
];

export const GREETINGS = new Set(['hi', 'hello', 'hey', 'hi there', 'hey there', 'good morning', 'good evening', 'good afternoon']);

/** Words that open a question after a comma ("…, any tips?", "…, what should I pack?"). */
export const QUESTION_OPENERS = new Set([
  'any',
  'anything',
  'what',
  'how',
  'where',
  'who',
  'which',
  'when',
  'why',
  'can',
  'could',
  'should',
  'would',
  'tips',
  'ideas',
  'suggestions',
  'recommendations',
]);

/** Words that open a new clause after a comma, never a list item. */
export const CLAUSE_OPENERS = new Set([
  'not',
  'never',
  'i',
  'we',
  'my',
  'our',
  'please',
  'thanks',
  'so',
  'but',
  'which',
  'who',
  'she',
  'he',
  'they',
  'it',
  'that',
  'this',
  'nobody',
  'everyone',
  'if',
  'because',
  'since',
  'just',
  'though',
  'although',
  'now',
  'nowadays',
  'currently',
  'these',
  'today',
]);

/** Verbs the small model sometimes tags as nouns after "and" ("and work for SAP"). */
export const COMMON_VERBS = new Set([
  'work',
  'live',
  'prefer',
  'like',
  'love',
  'hate',
  'use',
  'speak',
  'run',
  'lead',
  'joined',
  'moved',
  'switched',
  'left',
  'started',
  'want',
  'need',
  'drink',
  'play',
  'own',
  'have',
  // "my sister is 30 and has a nut allergy": the tagger's auxiliary is the verb of possession here.
  'has',
]);

/** Verbs of a life event, said without a subject ("just turned 40", "got married in May"): kept as they are. */
export const LIFE_EVENTS = new Set([
  'turn',
  'become',
  'retire',
  'graduate',
  'marry',
  'divorce',
  'adopt',
  'retrain',
  'qualify',
  'start',
  'join',
  'move',
  'switch',
  'change',
  'get',
]);

/** Verbs of keeping a record: "don't keep / store / save …", "stop storing …". */
const KEEPING = /^(?:keep|store|save|retain|record|hold|hang|keeping|storing|saving|retaining|recording|holding|hanging)$/;

/**
 * "don't keep anything about my meds", "stop storing my address": a forget request only when what follows is the
 * user's own or "about" something ("don't keep the door open", "don't save the file" are not).
 */
export function keepsAbout(w: readonly string[]): number {
  const neg = w[0] === 'do' && w[1] === "n't" ? 2 : w[0] === 'stop' || w[0] === 'never' ? 1 : -1;
  if (neg < 0 || !KEEPING.test(w[neg] ?? '') || (w[0] === 'stop') !== /ing$/.test(w[neg] ?? '')) return 0;
  // "don't hold on to my address", "don't hang onto …": the particle is part of the verb.
  const particle = w[neg + 1] === 'on' && w[neg + 2] === 'to' ? 2 : w[neg + 1] === 'onto' ? 1 : 0;
  const rest = w.slice(neg + 1 + particle, neg + 5 + particle);
  // "don't keep where I live": a question word over the user's own words names a field of theirs.
  const asked = /^(?:where|who|what|when|how|which)$/.test(rest[0] ?? '') && rest.some((x) => x === 'i' || x === 'my');
  const about = asked || rest.includes('about') || rest[0] === 'my' || (rest[1] === 'my' && /^(?:all|any|anything|everything)$/.test(rest[0] ?? ''));
  return about ? neg + 1 + particle : 0;
}

/** Whether the proper names ending before `i` follow a preposition, a mark or the start ("in Austin", "Austin"), not a verb. */
export const placedRun = (tokens: readonly Token[], i: number): boolean => {
  let k = i - 1;
  while (k > 0 && tokens[k - 1]?.pos === 'PROPN') k--;
  return k === 0 || tokens[k - 1]?.pos === 'ADP' || tokens[k - 1]?.pos === 'PUNCT';
};
