/**
 * What a fact is about decides its weight, not a few words of the sentence: a lasting health condition (named by its
 * head noun or by the shape medicine gives such names: "-itis", "-osis", "-aemia", "-pathy", "-algia", a tumour's
 * "-oma"), a device or aid the user lives with, a medicine (words.ts `MEDICINE`), a debt, or a person who depends on
 * the user. Such a fact is kept high, and a condition said as an event ("got diagnosed with coeliac disease last
 * spring", "registered blind") is a lasting fact, not an episode of the day. A passing ailment of a day ("a cold", "a
 * headache today") is none of these classes.
 */
import type { Draft } from './phrases.js';
import { MEDICINE } from './words.js';

/** A lasting condition: by its head noun or by the endings of the names medicine gives conditions. */
const CONDITION =
  /\b(?:\w+(?:itis|osis|aemia|plegia|paresis)|\w+(?<!acad)emia|(?:neuro|myo|cardiomyo|retino|nephro|entheso)pathy|(?:fibromy|neur|my)algia|(?:dys|a)trophy|(?:carcin|melan|glauc|lymph|my|sarc|mening|gli)oma|\w+ (?:disease|disorder|syndrome|deficiency|insufficiency)|(?:heart|kidney|renal|liver) failure|dementia|alzheimer'?s|parkinson'?s|sclerosis|lupus|ibs|ptsd|ocd|copd|hiv|depression|(?:social|generali[sz]ed|chronic) anxiety|cystic fibrosis|sickle cell|hypothyroid\w*|hyperthyroid\w*|tinnitus|migraines|chronic (?:pain|fatigue|illness)|(?:visually|hearing|mobility|cognitively) impaired|impairment|partially sighted|registered (?:blind|disabled)|paraly[sz]ed|amputee|stroke|heart attack|transplant)\b/i;
/**
 * A condition the user has, by the shape medicine gives its names when no word above knows it: the object of "have",
 * "got", "live with", "suffer from" ending as the names of conditions do ("-nia", "-mia", "-xia", "-tia", "-gia", "-sia": myasthenia, narcolepsy's "-lepsy",
 * apnoea's "-pnoea"), with its qualifiers ("severe", "type 2", "sleep"). A place or a name after "from"/"with" is no object here.
 */
const HAS_CONDITION =
  /\b(?:i|i've|ive|i have|i've got|i got|i've had)\s+(?:(?:have|has|got|had|been living with|live with|living with|suffer from|suffering from)\s+)?(?:(?:mild|severe|chronic|acute|bad|early|late|stage \w+|type \w+|an?|some|quite|really|pretty)\s+)*(?:[a-z]+\s+)?(?:[a-z]{3,}(?:[nmxtgs]ia|lepsy)|[a-z]*(?:pnoea|pnea|rrhoea|rrhea))(?:\s+[a-z]+)?\b/i;

/** Devices and aids a life is arranged around. */
const AID =
  /\b(?:screen ?reader|hearing aids?|cochlear implant|insulin pump|cpap|stoma|colostomy|prosthe\w+|crutches|walking (?:stick|frame)|guide dog|mobility scooter|braille)\b/i;
/** What one is said to have been diagnosed with, or to live with. */
const DIAGNOSED = /\b(?:diagnosed with|suffer(?:s|ed)? from|been treated for|in remission)\b/i;
/** Debts and money owed. */
const MONEY = /\b(?:debts?|loans?|mortgage|overdraft|arrears|bankrupt\w*|insolven\w*|owes? (?:\w+ ){0,3}(?:[£$€]|\d)|owing|repayments?|paying (?:off|back))\b/i;
/** Someone who depends on the user. */
const DEPENDANT =
  /\b(?:(?:look(?:s|ing)? after|cares? for|caring for|carer (?:for|to|of)|guardian (?:of|to)|custody of|support(?:s|ing)?) (?:my|our) (?:[\w-]+ ){0,2}(?:mum|mom|mother|dad|father|parents?|gran\w*|nan|nana|grandma|grandpa|grandad|son|daughter|kids?|children|child|brother|sister|sibling|husband|wife|partner|aunt|uncle|nephew|niece|cousin)s?|depends? on me|my dependants?|foster (?:child|kids?|son|daughter))\b/i;
/** Words of an ailment of one day: no lasting condition. */
const PASSING = /\b(?:today|tonight|this (?:morning|afternoon|evening|week)|yesterday|last night|a bit of a|touch of)\b/i;

/** The class of what a draft is about, from its content and the clause it was read from. */
function classOf(d: Draft, said: string): 'health' | 'money' | 'dependant' | null {
  const text = `${said} ${d.content}`;
  const object = d.triple?.object ?? '';
  if (CONDITION.test(text) || AID.test(text) || HAS_CONDITION.test(said) || MEDICINE.test(object.toLowerCase()) || DIAGNOSED.test(said))
    return PASSING.test(said) ? null : 'health';
  if (DEPENDANT.test(said)) return 'dependant';
  if (MONEY.test(said)) return 'money';
  return null;
}

/** The draft weighed by the class of what it is about; a condition told as an event becomes a lasting fact. */
export function byClass(d: Draft, said: string): Draft {
  if (d.kind === 'preference' || d.kind === 'procedure') return d;
  const cls = classOf(d, said);
  if (cls === null) return d;
  const floor = cls === 'health' ? 0.9 : cls === 'dependant' ? 0.8 : 0.75;
  // What a diagnosis names is a condition the user has from then on, whatever its name ("diagnosed with POTS last month").
  const lasting = cls === 'health' && d.kind === 'episode' && (CONDITION.test(said) || AID.test(said) || /\bdiagnosed with\b/i.test(said));
  return { ...d, kind: lasting ? 'fact' : d.kind, importance: Math.max(d.importance, floor) };
}

/** Whether a phrase names a lasting condition or an aid ("visually impaired", "partially sighted", "a hearing aid"). */
export function lastingCondition(text: string): boolean {
  return (CONDITION.test(text) || AID.test(text)) && !PASSING.test(text);
}
