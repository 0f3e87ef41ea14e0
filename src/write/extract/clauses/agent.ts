/**
 * Occupations by the shape of their agent noun, not by a list of jobs: "audiologist", "physician", "engineer",
 * "blacksmith", "playwright", "piano tuner", "lock-keeper", "taxidermist". A lexicon of roles (phrases.ts `ROLE_HEAD`)
 * can never hold every trade; an agent noun said of someone with a span of time ("I've been a piano tuner since 2014",
 * "used to be a taxidermist") or of someone else ("is a falconer") names what they do. A habit or a judgement ("a heavy
 * smoker", "a fussy eater") or a thing ("a computer") is none.
 */
import type { Token } from './nlp.js';

/** Agent-noun endings of occupations ("audiologist", "physician", "engineer", "blacksmith", "playwright", "falconer", "lock-keeper"). */
const AGENT = /^[a-z-]{3,}(?:ist|ician|iatrist|eer|smith|wright)s?$|^[a-z-]{5,}(?:er|or)s?$|^[a-z]+-(?:keeper|maker|minder|driver|fitter)s?$/;
/** Words before an agent noun that make it a habit or a judgement, not a job ("a heavy smoker", "a fussy eater", "a little monster"). */
const HABIT =
  /^(big|huge|heavy|light|keen|avid|fussy|picky|early|late|night|morning|good|bad|great|terrible|awful|slow|fast|quick|firm|strong|social|chain|compulsive|regular|occasional|casual|total|real|little|right|proper|complete|natural|born|massive|serial|people|crowd|coffee|tea|beer|wine|stamp|record|fellow)$/;
/** "-er"/"-or" nouns that name no one ("a computer", "a disaster", "a character"), and "-ist" nouns of a belief or a temper. */
const THING =
  /(?:ster|acter|puter|ber|ror|ther|ever|ater|eter)s?$|^(?:optimist|pessimist|realist|idealist|perfectionist|minimalist|atheist|feminist|purist|traditionalist|lover|user|eater|drinker|smoker|sleeper|believer|learner|worrier|supporter|follower|collector|watcher|gamer)s?$/;
/** A compound's short agent head ("piano tuner", "dog walker", "bin man" is none): with a word before it, three letters do. */
const SHORT_AGENT = /^[a-z]{3,}(?:er|or)s?$/;

/** Whether a noun, after its describing words, names an occupation by its shape. */
export function agentNoun(head: Token, mods: readonly Token[]): boolean {
  const compound = mods.length > 0 && ['NOUN', 'ADJ'].includes(mods[mods.length - 1]?.pos ?? '') && SHORT_AGENT.test(head.lower);
  if (head.pos !== 'NOUN' || !(AGENT.test(head.lower) || compound) || THING.test(head.lower)) return false;
  return !mods.some((t) => HABIT.test(t.lower));
}
