/**
 * The one reader of a form's key: which field of the user a key names, read by the key's meaning, and the
 * first-person sentence that says the field's value. Every form shape goes through it: a "Key: value" line,
 * "Key - value", "key: value" runs on one line, and a form's question put to the user ("Any dietary needs?",
 * "Blood type?"). A key is normalised first (case, a leading "my"/"your"/"any"/"current"/"known", a plural, a
 * trailing "(s)", "?" or "rn"), then read by its head word and the words that modify it, so "Medical
 * conditions", "Known health issues", "Diagnoses" and "Condition(s)" are one field. A key no meaning fits is
 * no field (null): the line is then read as typed.
 */

import { inLexicon } from './nlp.js';

/** A field a key may name: the shape of the normalised key, and the sentence that says the value (`$`). */
type Meaning = readonly [RegExp, string];

/**
 * Meanings by the key's head noun and its modifiers. The heads are the general words a form names a field by,
 * not a list of any corpus's keys; a "favourite X" names a favourite of any kind.
 */
const MEANINGS: readonly Meaning[] = [
  [/^(?:full |first |given |legal |last |sur)?name$/, 'my name is $'],
  [/^(?:nickname|nick|goes by|preferred name|known as|call me)$/, 'my nickname is $'],
  [/^pronoun$/, 'my pronouns are $'],
  [
    /^(?:(?:home |current |residential )?(?:city|town|suburb|location|residence|address)|based(?: in)?|lives? in|living in|home|where(?: i live)?|city of residence|place of residence|current city)$/,
    'I live in $',
  ],
  [/^(?:home ?town|born in|place of birth|birth ?place|(?:country|city|town) of (?:birth|origin)|origin)$/, 'I am from $'],
  [/^(?:nationality|citizenship)$/, 'I am $'],
  [/^(?:dob|d\.o\.b\.?|date of birth|birth ?date|birthday)$/, 'my date of birth is $'],
  [/^age$/, 'I am $ years old'],
  [/^(?:reply|response|answer|preferred|chat|output) language$/, 'always reply in $'],
  [/^(?:job|role|title|job title|position|occupation|profession|trade|line of work|what i do|career|job role|designation)$/, 'my role is $'],
  [/^(?:company|employer|works? (?:at|for)|workplace|work ?place|place of work|organi[sz]ation|employed (?:at|by)|firm|company name)$/, 'I work at $'],
  [/^(?:team|department|dept\.?)$/, 'my team is $'],
  [/^(?:manager|boss|reports? to|line manager|supervisor)$/, 'my manager is $'],
  [/^(?:time ?zone|tz)$/, 'my timezone is $'],
  [/^(?:diet|dietary (?:need|requirement|restriction|preference|info)|food (?:restriction|requirement|need)|eating (?:restriction|requirement))$/, 'I am $'],
  [/^(?:allergy|allergic to|(?:food |drug |medication )allergy)$/, 'I am allergic to $'],
  [/^(?:medication|med|medicine|prescription|drug)$/, 'I take $'],
  // "Conditions:", "Medical history:", "Health issues:", "Diagnosis:": a condition the user has.
  [
    /^(?:(?:medical |health |chronic |long[- ]term |existing |pre-existing )?(?:condition|diagnosis|diagnose|illness|disorder|disease|(?:health|medical) (?:issue|problem))|medical history)$/,
    'I have $',
  ],
  [/^blood (?:group|type)$/, 'my blood type is $'],
  [/^(?:language|speak|languages? spoken|spoken language|mother tongue|native language|first language)$/, 'I speak $'],
  [/^pet$/, 'I have $'],
  [/^(?:kid|child|children|son|daughter)$/, 'my kids are $'],
  [/^(?:emergency contact|contact|next of kin|in case of emergency|ice)$/, 'my emergency contact is $'],
  [/^(?:fav(?:ou?rite)?|fave|all[- ]time fav(?:ou?rite)?|go-to) (?<what>[\w -]{2,30})$/, 'my favourite $what is $'],
];

/** Words before a field's name that do not change the field ("current meds", "known allergies", "any dietary needs"). */
const QUALIFIER =
  /^(?:(?:my|your|ur|the|any|current|currently|present|known|main|usual|regular|daily|primary|confirmed|other|relevant|significant|important) )+/;
/** When a field holds, said after its name ("meds rn", "allergies so far"). */
export const WHEN = /\s+(?:right now|rn|at the moment|atm|currently|these days|nowadays|lately|so far|for now|as of now|now)$/;

/** One word without its plural ending ("allergies" → "allergy", "conditions" → "condition", "diagnoses" → "diagnose"). */
function singular(w: string): string {
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is|ous)$/.test(w) || w.length <= 3) return w;
  return w.replace(/s$/, '');
}

/** The key as its meaning is read: lower case, no qualifier, no plural, no trailing "(s)", "?", ":" or time. */
export function normalKey(key: string): string {
  return key
    .toLowerCase()
    .replace(/\(s\)/g, '')
    .replace(/[?:.\s]+$/, '')
    .replace(/\s+(?:are|is|include|includes)$/, '')
    .replace(/^(?:do you have |have you got |what(?:'s| is| are) )/, '')
    .replace(QUALIFIER, '')
    .replace(WHEN, '')
    .trim()
    .split(/\s+/)
    .map(singular)
    .join(' ');
}

/** The meaning of a normalised key, with a "favourite X"'s X; null when the key names no field. */
function meaningOf(k: string): { say: string; what: string } | null {
  for (const [re, say] of MEANINGS) {
    const m = re.exec(k);
    if (m) return { say, what: m.groups?.['what'] ?? '' };
  }
  return headMeaning(k);
}

/**
 * A key no whole meaning fits, read by its head: "day job" is a job, "home city" a city, "living in" and "currently
 * living" say where the user lives (the verb's lemma names the field, as "lives", "working at" do). A modifier that moves
 * the field off the user's present (previous, dream, next…) or onto another person (partner's, kids', emergency…)
 * leaves it no field of the user's; so do heads whose modifier makes them another thing (an email address, a pet name).
 */
function headMeaning(k: string): { say: string; what: string } | null {
  const words = k.split(' ');
  const verb = VERB_KEY.exec(k);
  if (verb) return { say: verb[1] === 'liv' || verb[1] === 'live' ? 'I live in $' : 'I work at $', what: '' };
  if (words.length < 2 || words.length > 3) return null;
  const mods = words.slice(0, -1);
  const head = words[words.length - 1] as string;
  if (!HEADS.test(head) || mods.some((m) => OFF_USER.test(m) || /'s?$/.test(m))) return null;
  for (const [re, say] of MEANINGS) if (re.test(head) && !say.includes('$what')) return { say, what: '' };
  return null;
}

/** Keys that are a verb of the user's with its preposition or none ("living in", "lives", "working at", "works for"). */
const VERB_KEY = /^(?:(liv|live)(?:e?s|ing)?|(work)(?:s|ing)?)(?: (?:in|at|for|near|out of|from))?$/;
/** Heads a modifier may stand before without changing which field of the user's they name. */
const HEADS =
  /^(?:job|role|occupation|profession|city|town|suburb|location|employer|company|workplace|diet|allergy|medication|med|language|team|department|timezone)$/;
/** Modifiers that move a field off the user's present or onto someone else. */
const OFF_USER =
  /^(?:previous|prev|former|old|last|past|ex|first|dream|next|future|ideal|desired|target|wanted|preferred|planned|partner|spouse|wife|husband|mum|mom|dad|mother|father|parent|kid|child|son|daughter|brother|sister|sibling|friend|boss|manager|emergency|kin|guardian|doctor|gp|client|customer|second|other|favou?rite|fav|fave)$/;

/** Whether a key names a field of the user's. */
export function namesField(key: string): boolean {
  return meaningOf(normalKey(key)) !== null;
}

/** A value that says there is nothing. */
const NOTHING = /^(?:none|n\/?a|nothing|no|nope|-+|—|not applicable|nil|nope|none known|nkda|nka|\(?leave blank\)?|blank|tbc|tba|\?+)\.?$/i;

/** A value that rates a state rather than naming a condition. */
const FINE = /^(?:good|fine|ok|okay|great|excellent|fair|poor|bad|used|new|like new|healthy|mint|stable|n\/a)\b/i;

/**
 * The first-person sentence a key and its value say ("Conditions", "hereditary spherocytosis" → "I have
 * hereditary spherocytosis"); '' when the value says there is nothing; null when the key names no field.
 */
export function fieldSentence(key: string, value: string): string | null {
  const meaning = meaningOf(normalKey(key));
  if (!meaning) return null;
  const v = value.trim().replace(/[.!]+$/, '');
  if (NOTHING.test(v) || v === '') return '';
  // "Age: 29": an age is a number of years, nothing else ("Age: ask me", "Age group: adult").
  if (meaning.say === 'I am $ years old' && !/^\d{1,3}$/.test(v)) return null;
  // "Living: Wellington", "Work: Federation University": a verb's key says a place or an organisation, a name.
  // An organisation's name is two capitalised words or more, or one the lexicon lacks ("Arup"): "Work: Nurse" is no employer.
  const verb = VERB_KEY.exec(normalKey(key));
  if (verb && !/^\p{Lu}/u.test(v)) return null;
  if (verb?.[2] && !(/^\p{Lu}\S*(?:\s+(?:&|of|the|and|\p{Lu}\S*))+$/u.test(v) || (/^\p{Lu}[\p{L}&'-]+$/u.test(v) && !inLexicon(v.toLowerCase())))) return null;
  // "Kids: Noor 12, Omar 8": children are named; "Kids: none yet", "Kids: 2" say no names.
  if (meaning.say === 'my kids are $' && !/^\p{Lu}/u.test(v)) return null;
  // "Condition: used", "Health: good": a state of a thing or of health, no condition the user has.
  if (meaning.say === 'I have $' && FINE.test(v)) return null;
  // "Languages: Tamil, English": a field of several values lists them; said as a list is said ("Tamil and English"),
  // never read as a place and its region.
  const listed = MANY.test(meaning.say) && /,/.test(v) && !/\b(?:and|or|&)\b/i.test(v) ? v.replace(/,\s*([^,]+)$/, ' and $1') : v;
  return meaning.say.replace('$what', meaning.what).replace('$', listed);
}

/** The sentences of fields that hold several values (languages, allergies, medications, pets, conditions). */
const MANY = /^(?:I speak|I am allergic to|I take|I have) \$$/;
