/**
 * Topics that name a class of facts rather than a thing a memory says by name: "my mental health" over "takes sertraline
 * for anxiety", "my antidepressants" over "takes sertraline", "my mum's health" over "mother has dementia", "the dog's
 * health stuff" over "has epilepsy". Each class is a group of topic words and a test of a memory's words; a forget request
 * whose head is a word of a class is matched by that test, never by a shared word. A class word said in the singular
 * ("my diagnosis") names one fact of the class: two of them and nothing is chosen.
 */
import { MEDICINE } from '../extract/clauses/words.js';
import { lastingCondition } from '../extract/clauses/weighty.js';

/** One class of facts: the topic words (lower-case, whole phrases allowed) and whether a memory's text is of the class. */
interface TopicClass {
  readonly name: string;
  readonly words: readonly string[];
  readonly holds: (text: string) => boolean;
}

/** Words of the mind's health: conditions, its care and its medicines by their class. */
const MENTAL =
  /\b(?:anxiety|anxious|depress\w*|panic|ptsd|ocd|bipolar|adhd|autis\w*|eating disorder|anorexi\w*|bulimi\w*|burn-?out|breakdown|self-harm|suicid\w*|therap\w*|counsell?\w*|psychiatr\w*|psycholog\w*|antidepressants?|ssris?|sertraline|fluoxetine|citalopram|escitalopram|mirtazapine|venlafaxine)\b/;
/** A medicine the memory says is taken: by the name's shape (words.ts) or a class of medicine, after a verb of taking. */
const TAKEN = /\b(?:takes?|taking|took|on|prescribed|uses?|using)\b/;
const MEDICINE_CLASS =
  /\b(?:meds|medication|medicine|pills?|tablets?|inhalers?|insulin|antibiotics|antidepressants?|statins?|steroids|beta[- ]blockers?|blood thinners?|injections?)\b/;
const takesMedicine = (text: string): boolean =>
  TAKEN.test(text) &&
  (MEDICINE_CLASS.test(text) ||
    text.split(/[^a-z]+/).some((w) => w.length > 4 && MEDICINE.test(w)) ||
    // "takes amlodipine for blood pressure": a thing taken for a condition, whatever its name.
    (/\btak(?:es|ing|e) [\w-]+ for\b/.test(text) && BODILY.test(text)));
/** A condition, a diagnosis, an allergy, a medicine, a treatment: the body's health. */
const BODILY =
  /\b(?:diagnos\w*|allerg\w*|asthma\w*|epilep\w*|diabet\w*|dementia|cancer|tumou?r|arthritis|eczema|psoriasis|migraines?|surgery|operation|injur\w*|fracture\w*|condition|disorder|disease|syndrome|illness|ill|sick|hospital\w*|symptoms?|treatment|chemo\w*|rehab|physio\w*|blood pressure|cholesterol)\b/;

/** The classes, each with its topic words. */
const CLASSES: readonly TopicClass[] = [
  {
    name: 'mental health',
    words: ['mental health', 'mental health stuff', 'mental state', 'mood', 'antidepressants', 'antidepressant'],
    holds: (t) => MENTAL.test(t),
  },
  {
    name: 'medication',
    words: ['meds', 'medication', 'medications', 'medicine', 'medicines', 'pills', 'tablets', 'prescription', 'prescriptions'],
    holds: takesMedicine,
  },
  {
    name: 'health',
    words: [
      'health',
      'medical',
      'medical history',
      'health stuff',
      'diagnosis',
      'diagnoses',
      'condition',
      'conditions',
      'illness',
      'illnesses',
      'health issues',
      'health problems',
    ],
    holds: (t) => BODILY.test(t) || MENTAL.test(t) || lastingCondition(t) || takesMedicine(t),
  },
];

/** Topic words that name one fact of their class, not all of them. */
const SINGULAR = new Set(['diagnosis', 'condition', 'illness', 'prescription', 'medicine', 'mental state', 'mood']);

/** The class a topic names ("mental health", "my antidepressants", "blood pressure meds" → medication), or null. */
export function topicClass(topic: string): { readonly holds: (text: string) => boolean; readonly one: boolean; readonly qualifier: string } | null {
  const t = topic
    .toLowerCase()
    .replace(/[.!?,;:]+$/g, '')
    .replace(/^(?:(?:my|the|all|any|our)\s+)+/, '')
    .trim();
  for (const c of CLASSES) {
    const word = [...c.words].sort((a, b) => b.length - a.length).find((w) => t === w || t.endsWith(` ${w}`));
    if (!word) continue;
    // The words before a class word qualify it ("blood pressure meds"): a memory of the class must hold them too.
    const qualifier = t.slice(0, t.length - word.length).trim();
    return { holds: (text) => c.holds(text.toLowerCase()), one: SINGULAR.has(word), qualifier };
  }
  return null;
}
