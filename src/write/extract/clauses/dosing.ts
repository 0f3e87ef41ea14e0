/**
 * A medication by how it is taken, not only by its name: "I'm on sertraline, 50mg daily", "on lithium, bloods every
 * 3 months", "im on methotrexate, fridays only". What follows the drug's name — a dose, a schedule, a blood test —
 * never unseats the reading, and a dose or schedule makes a word one is "on" a medication whatever its name (a name the
 * rules' endings do not know: "tacrolimus", "methotrexate"). A team, a platform or a shift has no dose: a word of the
 * name of no chemical shape needs a dose, a tablet or a blood test to be read so ("on reddit daily" is none).
 */
import type { Token } from './nlp.js';
import { MEDICINE, ON_STATES } from './words.js';

/** Kinds of medication one is "on" (a kind needs no dose). */
export const DRUG_KIND =
  /^(?:pill|blood thinners?|antidepressants?|antibiotics|statins?|beta[- ]blockers?|steroids|insulin|the pill|hrt|chemo(?:therapy)?|immunosuppressants?|antihistamines?|anticoagulants?|antipsychotics?|painkillers|opioids|methadone|lithium|blood pressure (?:meds|medication|pills)|thyroid (?:meds|medication))$/;

/** What only a medicine has: a dose in units, tablets, injections, blood tests, a prescription. */
const UNITS = /^\d+(?:\.\d+)? ?(?:mg|mcg|µg|ug|ml|units?|iu|milligrams?|micrograms?)\b/;
const DOSE = /\b(?:bloods?|blood tests?|blood work|injections?|jabs?|tablets?|pills?|capsules?|doses?|dosage|dosed|prescri\w+|refills?|side effects?)\b/;
/** How often it is taken: "daily", "twice a day", "fridays only", "every other morning", "at bedtime". */
const SCHEDULE =
  /^(?:(?:once|twice|three times|\d+ ?(?:times|x)) (?:a|an|per|each|every) (?:day|night|week|fortnight|month)|(?:daily|nightly|weekly|fortnightly|monthly)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?: only)?\b|every (?:other )?(?:day|morning|evening|night|week|fortnight|\d+ (?:hours|days|weeks|months))\b|(?:at|before) (?:bedtime|bed)\b)/;

/** Whether the words after a name say how a medicine is taken: a dose, tablets, blood tests, a schedule. */
const taken = (rest: string): boolean => UNITS.test(rest) || DOSE.test(rest) || SCHEDULE.test(rest);

/** The words after the drug's name, without the comma or dash that set them apart. */
const restOf = (c: readonly Token[], from: number): string =>
  c
    .slice(from)
    .map((t) => t.lower)
    .join(' ')
    .replace(/^[,;:–—-]\s*/, '')
    .replace(/ (?=[,.])/g, '');

/** Endings of chemical names the lexicon may hold ("methotrexate", "levothyroxine", "prednisolone", "lithium"). */
const CHEMICAL = /^[a-z]{3,}(?:ate|ide|ine|one|ol|il|ium|mab|nib|vir|pam|lam|zole|tide)$/;

/** Whether the words after "on <name>" say how a medicine is taken ("on growth daily" is no team). */
export const takenAfter = (c: readonly Token[]): boolean => taken(restOf(c, 2));

/** Whether a name is read as a medicine's by its shape or kind. */
export const medicineNamed = (word: string): boolean => MEDICINE.test(word) || DRUG_KIND.test(word);

/**
 * The medication a clause after "am" names ("on sertraline, 50mg daily"), or null. `c[0]` is "on"; the name is one
 * word typed in lower case (a capital is a brand or a team's name).
 */
export function medicationOn(c: readonly Token[]): string | null {
  const name = c[1];
  if (c[0]?.lower !== 'on' || !name || !/^[a-z][a-z-]{3,}$/.test(name.text) || ON_STATES.test(name.lower)) return null;
  const rest = restOf(c, 2);
  if (medicineNamed(name.lower)) return c.length === 2 || /^[,;:–—-]/.test(c[2]?.text ?? '') || taken(rest) ? name.lower : null;
  return UNITS.test(rest) || DOSE.test(rest) || (SCHEDULE.test(rest) && CHEMICAL.test(name.lower)) ? name.lower : null;
}

/**
 * "on lithium, bloods every 3 months", "on tacrolimus 2mg twice a day": a sentence that opens with "on" and a medication,
 * its subject and copula dropped as chat drops them, is the user's ("I'm on …"). Other sentences are left as typed.
 */
export function droppedOnSubject(sentence: string): string {
  const m = /^(\s*)on ([a-z][a-z-]{3,})\b(.*)$/s.exec(sentence);
  if (!m) return sentence;
  const [, sp, name, after] = m as unknown as [string, string, string, string];
  const rest = after.replace(/^\s*[,;:–—-]?\s*/, '').toLowerCase();
  const named = medicineNamed(name) && (rest === '' || /^\s*[,;:–—-]/.test(after) || taken(rest));
  const dosed = !ON_STATES.test(name) && (UNITS.test(rest) || DOSE.test(rest) || (SCHEDULE.test(rest) && CHEMICAL.test(name)));
  return named || dosed ? `${sp}I'm on ${name}${after}` : sentence;
}
