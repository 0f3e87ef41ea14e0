/**
 * How much a fact matters when no model weighs it (M7's floor): health and safety (allergies,
 * medication, conditions, devices, pregnancy) and identity (names, pronouns, gender identity and orientation) are kept high; the trivia of a
 * day (what was eaten, where the car was parked, today's weather) falls below the floor and is not
 * stored. Everything else keeps the weight its reader gave it.
 */
import type { Draft } from './phrases.js';

/** Words of health and safety. */
export const HEALTH =
  /\b(allerg\w*|anaphyla\w*|epipens?|inhaler|insulin|pacemaker|pregnan\w*|diabet\w*|prediabet\w*|asthma\w*|epilep\w*|autis\w*|adhd|dyslexi\w*|dyspraxi\w*|bipolar|schizophreni\w*|crohn'?s|seizures?|medication|meds|prescri\w*|blood (type|pressure|thinners?)|coeliac|celiac|deaf|blind|wheelchair|disab\w*|chemo\w*|cancer|heart condition|kidney|dialysis|intoleran\w*|sertraline|metformin|lisinopril|warfarin|immunocompromised|hard of hearing|hearing aids?|heart murmur|murmur|arrhythmia|hospital\w*|surgery|injur\w*|fractur\w*|broke my (leg|arm|wrist|ankle))\b/i;
/** Identity: what the user is called. */
const IDENTITY = /^(name|nickname|pronouns)$|(^|\.)(legal_name|full_name|birth_name)$/;
/** Who the user is, said of themself: gender identity and sexual orientation ("I'm non-binary", "I'm a gay man"). */
const WHO =
  /^The user is (?:a |an )?(?:proud(?:ly)? |openly )?(?:non-?binary|enby|trans(?:gender)?|genderqueer|gender-?fluid|agender|intersex|two-spirit|gay|lesbian|bisexual|bi|pansexual|pan|asexual|ace|aromantic|queer)\b/i;
/** The trivia of one day. */
const TRIVIA =
  /\b(for (lunch|breakfast|dinner|brunch)|had (a|an|some) \w+( \w+)? for|parking (spot|space)|parked|weather|traffic|my coffee (was|is)|the bus was|the train was|(coffee|tea|soup|food|lunch|dinner|breakfast|toast|pizza|dinner) (went|got|was|is|has gone) (cold|stale|soggy|burnt|burned|bland|lukewarm|flat))\b/i;

/** Words of a habit: what is so every day, not on one day. */
const HABIT =
  /\b(usually|always|normally|typically|generally|mostly|every (?:day|morning|evening|night|week)|most (?:days|mornings|evenings|nights)|each (?:day|morning)|daily|on weekdays)\b/i;

/** The time of one day, said of an action ("this morning", "last night", "for lunch", "on the way home"). */
const MOMENT =
  /\b(this morning|last night|tonight|today|yesterday|earlier|just now|this afternoon|this evening|on (?:the|my) way (?:home|back|in|out|to work)|for (lunch|breakfast|dinner)|just (?:had|ate|got back|got home|got in|finished|watched|made|grabbed|woke))\b/i;
/** Events of a life, not of a day: "just had a baby", "just got back from my honeymoon" are never trivia. */
const LIFE =
  /\b(bab(?:y|ies)|born|married|engaged|divorc\w*|wedding|honeymoon|funeral|passed away|died|promot\w*|diagnos\w*|operation|graduat\w*|degree|job|hired|fired|redundan\w*|hospital\w*|surgery|scan|results?)\b/i;
/** Everyday actions: told of a moment of one day, they are its trivia ("had a bagel this morning", "watched a movie last night"). */
const EVERYDAY =
  /\b(got back|got home|got in|had|ate|drank|watched|read|made|cooked|cleaned|grabbed|bought|saw|played|walked|took|missed|slept|woke|finished|tidied|ordered|baked|stubbed|bumped|spilled|spilt|dropped|misplaced|overslept|forgot)\b/i;
/** A moment's inconvenience: transport that was late, minutes of lateness. */
const HICCUP =
  /\b((bus|train|flight|tram|metro|subway|taxi|ferry) (was|is|got)\b[\w\s]{0,25}\b(late|delayed|cancell?ed|packed|full)|(?:going to be|gonna be|will be|running|am|is) (?:a bit |a little |so |really |super )?late(?: for| to| again|$)|[\w-]+ (minutes?|mins?) (late|early)|[\w-]+ (minutes?|mins?) (before|until|till) (my|the) (train|bus|flight|meeting|call|shift))\b/i;

/** The draft with its importance set by what it is about. */
export function weigh(d: Draft, said: string): Draft {
  const key = d.triple?.predicate ?? '';
  const healthEnds = d.ends?.some((e) => e.predicate === 'allergic_to' || e.predicate === 'takes_medication') ?? false;
  if (d.triple?.predicate === 'allergic_to' || d.triple?.predicate === 'takes_medication' || healthEnds || HEALTH.test(said) || HEALTH.test(d.content))
    return { ...d, importance: Math.max(d.importance, 0.9) };
  if (d.profile && IDENTITY.test(d.profile.key)) return { ...d, importance: Math.max(d.importance, 0.9) };
  if (IDENTITY.test(key)) return { ...d, importance: Math.max(d.importance, 0.85) };
  if (!d.profile && WHO.test(d.content)) return { ...d, importance: Math.max(d.importance, 0.85) };
  // "for breakfast I usually eat oats": a habit is no trivia of one day, whatever its words.
  if (!d.profile && d.kind !== 'preference' && (TRIVIA.test(said) || HICCUP.test(said)) && !HABIT.test(said))
    return { ...d, importance: Math.min(d.importance, 0.2) };
  if (!d.profile && !d.triple && d.kind === 'episode' && MOMENT.test(said) && EVERYDAY.test(said) && !LIFE.test(said))
    return { ...d, importance: Math.min(d.importance, 0.2) };
  return d;
}
