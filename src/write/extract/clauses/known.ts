/**
 * Corrections read against what is already known. An extraction job is given the user's profile;
 * "it's Bosch, not Siemens" corrects whichever field holds Siemens, "web team, not mobile" the team
 * that is "mobile team", "43, not 34" the age, and "Steven, with a v" the one known name a letter or
 * two away. The new value is read from the clause by the field's own shape (a name, an
 * organisation, a team, a role…). When the old value names no field, or names several, nothing is
 * changed: the rules are not sure.
 */
import type { Token } from './nlp.js';
import { dietFact, dietIn } from './people.js';
import { fieldFact, freeFact, lowerOf, orgRun, phrase, profileFact, properRun, roleAt, teamIn, type Draft } from './phrases.js';

/** The user's profile as the extractor sees it: key → value as text. */
export type Known = Readonly<Record<string, string>>;

/** Lower case, punctuation but "/" to spaces, a leading article and a trailing "team" dropped. */
function norm(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim()
    .replace(/^(the|a|an) /, '')
    .replace(/ team$/, '');
}

const initials = (s: string): string =>
  s
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('');

/** The one field whose known value `said` names ("Siemens", "mobile", "PM" for "product manager"), or null. */
export function fieldOfValue(known: Known, said: string): string | null {
  const y = norm(said);
  if (!y) return null;
  const keys = Object.entries(known)
    .filter(([k, v]) => {
      const x = norm(v);
      // "not analyst" of a "data analyst": a job title is named by its head word.
      const head = k === 'role' && y.length >= 4 && x.endsWith(` ${y}`);
      return x === y || head || x.startsWith(`${y} `) || (y.length >= 2 && !y.includes(' ') && x.includes(' ') && initials(x) === y);
    })
    .map(([k]) => k);
  return keys.length === 1 ? (keys[0] as string) : null;
}

/** Fields a spelling correction may be about: the ones that hold a name. */
const NAMED_FIELDS = new Set(['name', 'nickname', 'manager', 'partner', 'location', 'employer', 'hometown']);

/** The one name-holding field whose value is spelt a letter or two away from `name` ("Stephen" for "Steven"), or null. */
export function fieldSpelledLike(known: Known, name: string): string | null {
  const x = norm(name);
  const keys = Object.entries(known)
    .filter(([k, v]) => NAMED_FIELDS.has(k) && norm(v) !== x && distance(norm(v), x) <= Math.min(2, Math.ceil(x.length / 3)))
    .map(([k]) => k);
  return keys.length === 1 ? (keys[0] as string) : null;
}

/**
 * "Steven, with a v", "Anna, two n's", "It's Cate with a C", "John with an h*", "Capgemini*": the name
 * a message spells out to correct one, or null.
 */
export function spelledName(text: string): string | null {
  const m =
    /^\W*(?:it'?s |its |it is )?(\p{Lu}[\p{L}'-]+)\*?,? (?:with (?:a|an) \p{L}\b|(?:two|double|three) \p{L}['’]?s\b|\p{L}{1,2} with (?:a|an) \p{L}\b)/iu.exec(
      text,
    ) ?? /^\W*\*(\p{Lu}[\p{L}'-]+)\W*$|^\W*(\p{Lu}[\p{L}'-]+)\*\W*$/u.exec(text);
  return m ? ((m[1] ?? m[2]) as string) : null;
}

/** Edit distance (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length] as number;
}

/** Words around a corrected value that are not it ("it's", "I'm", "please", "my bad"). */
const AROUND = new Set([
  'it',
  'is',
  "'s",
  'its',
  'i',
  'am',
  'meant',
  'mean',
  'please',
  'sorry',
  'lol',
  'haha',
  'my',
  'bad',
  'then',
  'really',
  'actually',
  'just',
]);

/** A time zone said by its name in any case: "eastern time", "central standard time", "british summer time". */
const ZONE_NAME =
  /^(?:eastern|central|mountain|pacific|atlantic|alaska|hawaii|newfoundland|greenwich|british|irish|western european|central european|eastern european|india|indian|china|japan|korea|moscow|arabian?|gulf|australian (?:eastern|central|western))(?: standard| daylight| summer)? time$/i;
/** The new value of field `key` that a correcting clause says, read by the field's shape; null when it says none. */
export function valueIn(key: string, tokens: readonly Token[], old: string): string | null {
  let t = tokens.filter((x) => /[\p{L}\p{N}]/u.test(x.text) || x.text === '/' || x.text === '&' || x.text === "'");
  while (t.length > 0 && AROUND.has(t[0]?.lower ?? '')) t = t.slice(1);
  while (t.length > 0 && AROUND.has(t[t.length - 1]?.lower ?? '')) t = t.slice(0, -1);
  // "MST for me", "EET for us": whose the value is, not part of it.
  if (t.length > 2 && t[t.length - 2]?.lower === 'for' && /^(?:me|us)$/.test(t[t.length - 1]?.lower ?? '')) t = t.slice(0, -2);
  if (['on', 'in', 'at', 'with', 'for', 'from'].includes(t[0]?.lower ?? '') && t.length > 1) t = t.slice(1);
  if (t.length === 0) return null;
  const w = lowerOf(t);
  switch (key) {
    case 'name':
    case 'nickname':
    case 'manager':
    case 'partner':
    case 'language': {
      const run = properRun(t, 0);
      return run.length > 0 && run.length <= 3 ? phrase(run) : null;
    }
    case 'location':
    case 'hometown': {
      const run = properRun(t, 0, { region: true });
      return run.length > 0 ? phrase(run) : null;
    }
    case 'employer': {
      const run = orgRun(t, 0);
      return run.length > 0 ? phrase(run) : null;
    }
    case 'team': {
      const team = teamIn(t);
      const bare = team ? team.value : t.length <= 3 && t.every((x) => x.pos !== 'VERB') ? w.join(' ') : null;
      if (!bare) return null;
      return /team$/i.test(old) && !/team$/.test(bare) ? `${bare} team` : bare;
    }
    case 'role': {
      const role = roleAt(t, 0);
      return role
        ? role.value
        : t.length <= 4 && t.every((x) => x.pos === 'NOUN' || x.pos === 'ADJ' || x.pos === 'DET')
          ? w.filter((x) => !['a', 'an', 'the'].includes(x)).join(' ')
          : null;
    }
    case 'diet':
      return dietIn(w);
    case 'age': {
      const n = t.find((x) => /^\d{1,3}$/.test(x.text));
      return n ? n.text : null;
    }
    case 'timezone': {
      // "CET", "UTC+2", "GMT -5", "Pacific time", "eastern time", "Europe/Lisbon": a zone by its shape, nothing else.
      // Lower case is how people type a zone's name ("eastern time, not CET"); the name is then one of the zones'.
      const zone = phrase(t);
      return /^(?:[A-Z]{2,5}(?:\s?[+-]\s?\d{1,2}(?::?\d{2})?)?|\p{Lu}\p{Ll}+ time|\p{Lu}\p{Ll}+\/\p{Lu}[\p{L}_]+)$/u.test(zone) || ZONE_NAME.test(zone)
        ? zone
        : null;
    }
    case 'pronouns': {
      const p = /\b(\p{L}+\/\p{L}+(?:\/\p{L}+)?)/u.exec(phrase(t));
      return p ? (p[1] as string).toLowerCase() : null;
    }
    default:
      return t.length <= 5 && !t.some((x) => x.pos === 'VERB') ? phrase(t) : null;
  }
}

/** A draft that sets field `key` to `value`, worded as the field is. */
export function fieldDraft(key: string, value: string): Draft {
  if (['name', 'team', 'role', 'employer', 'location', 'pronouns', 'timezone'].includes(key)) return fieldFact(key as 'name', value);
  if (key === 'diet') return dietFact(value);
  if (key.startsWith('preference.')) return { ...profileFact(key, value, `The user prefers ${value}.`, 0.7), kind: 'preference' };
  const label = key.replace(/^my\./, '').replace(/[._]/g, ' ');
  return profileFact(key, value, `The user's ${label} is ${value}.`, key === 'nickname' ? 0.85 : 0.7);
}

/** "not vegan any more": a fact that the field's value is over, which ends it. */
export function fieldEnded(key: string, old: string): Draft {
  const label = key.replace(/^(my|preference)\./, '').replace(/[._]/g, ' ');
  const content = key === 'diet' ? `The user is no longer ${old}.` : `The user's ${label} is no longer ${old}.`;
  return { ...freeFact(content), content, confidence: 0.9, ends: [{ subject: 'user', predicate: key, object: old }] };
}
