/**
 * A bodily reaction the user has to something: "shellfish gives me hives", "onions make me bloated",
 * "pollen sets off my asthma", "I get migraines from red wine", "I react badly to ibuprofen", "dairy
 * doesn't agree with me". Health and safety facts: kept high, in the user's words seen from outside
 * ("Shellfish gives the user hives."), with no allergy triple and no profile field (whether it is an
 * allergy or an intolerance is not said).
 */
import type { Token } from './nlp.js';
import { freeFact, lowerOf, type Draft } from './phrases.js';

/** What a body does or suffers: the symptom after "gives/makes me …", "I get … from". */
const SYMPTOM =
  /^(hives|rash|rashes|migraines?|headaches?|heartburn|reflux|eczema|sick|ill|nauseous|queasy|bloated|gassy|itchy|itch|wheezy|wheeze|sneeze|sneezing|swell|swollen|break|cramps?|asthma|anaphylaxis|reaction|reactions|runs|diarrh(?:o)?ea|vomit|throw|puffy|dizzy|faint|palpitations|spots|acne|flare|flares|flareups?|gout|stomach|tummy|indigestion|wind|welts|blisters|congested|stuffy|watery|red)$/;
/** Verbs by which a thing does that to the user. */
const CAUSE = /^(give|gives|gave|make|makes|made|trigger|triggers|triggered|cause|causes|caused|set|sets|bring|brings|upset|upsets)$/;
const PRONOUN = /^(it|this|that|he|she|they|i|we|you|which|what|who)$/;

/** The reaction fact, or null when the clause says no such thing. */
export function reactionOf(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens);
  if (w.some((x) => x === 'not' || x === "n't" || x === 'never' || x === 'if' || x === 'might' || x === 'maybe')) {
    // "dairy doesn't agree with me": the one negation that states a reaction.
    const disagree = w.indexOf('agree');
    return disagree > 1 && w[disagree + 1] === 'with' && w[disagree + 2] === 'me' && !PRONOUN.test(w[0] ?? '')
      ? freeFact(w.join(' ').replace(/ n't/g, "n't"), 'fact', 0.85)
      : null;
  }
  const said = tokens
    .map((t) => t.text)
    .join(' ')
    .replace(/ n't/g, "n't")
    .replace(/ ([,.!?])/g, '$1');
  // "shellfish gives me hives", "pollen sets off my asthma", "garlic upsets my stomach"
  const verb = w.findIndex((x, i) => i > 0 && CAUSE.test(x));
  if (verb > 0 && !PRONOUN.test(w[0] ?? '') && w[0] !== 'my') {
    const after = w
      .slice(verb + 1, verb + 6)
      .filter((x) => !['me', 'my', 'a', 'an', 'off', 'on', 'out', 'up', 'in', 'really', 'so', 'terrible', 'awful', 'bad', 'nasty'].includes(x));
    if (w.slice(verb + 1, verb + 3).some((x) => x === 'me' || x === 'my') && SYMPTOM.test(after[0] ?? '')) return freeFact(said, 'fact', 0.85);
  }
  // "I get migraines from red wine", "I break out in hives after strawberries", "I react badly to ibuprofen"
  if (w[0] === 'i') {
    const react = w[1] === 'react' || w[1] === 'reacted' || (w[1] === 'have' && w[2] === 'a' && w[3] === 'reaction');
    const from = w.findIndex((x) => x === 'from' || x === 'after' || x === 'whenever');
    const symptom = w.slice(1, from > 0 ? from : 0).some((x) => SYMPTOM.test(x));
    if ((react && w.includes('to') && w.length > w.indexOf('to') + 1) || (['get', 'break'].includes(w[1] ?? '') && from > 1 && symptom && w.length > from + 1))
      return freeFact(said, 'fact', 0.85);
  }
  return null;
}
