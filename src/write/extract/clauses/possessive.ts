/** Statements that start with "my" or "our": a field of the user's, a favourite, or a fact about someone of theirs. */
import type { Token } from './nlp.js';
import { WHEN } from './fieldkey.js';
import { nicknameAfter, nicknameFact } from './names.js';
import { CONDITION, dietIn, mayBeName, personSubject, readAboutPerson } from './people.js';
import { fieldFact, freeFact, lowerOf, orgRun, phrase, preference, profileFact, properRun, teamIn, type Draft } from './phrases.js';
import { result, type StatementResult } from './result.js';
import { KIDS, listItems, PETS, relationFacts, USER_SUBJECT, withAges, withoutAges } from './relations.js';
import type { Reader } from './subject.js';

/** Relation words for the person who manages the user: a name said with them is the `manager` field. */
export const MANAGER_WORDS = /^(?:(?:line|direct|actual|real|immediate)\s+)?(?:manager|boss|supervisor)$/;

/** "my name is Dana", "my sister lives in Lisbon", "our CTO lives in Zurich". */
export function readPossessive(tokens: readonly Token[], reread?: Reader): StatementResult {
  const w = lowerOf(tokens);
  // "My sister lives/NOUN in Lisbon": a word ending in -s before a preposition is the verb.
  const v = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'AUX' ||
        t.pos === 'VERB' ||
        (i >= 2 && /s$/.test(t.lower) && t.lemma !== t.lower && tokens[i + 1]?.pos === 'ADP') ||
        // "my birthday's the 13th": the clitic is "is".
        // "my sister's vegan", "my son's coeliac": a diet or a condition the tagger reads as a noun follows "is".
        (t.text === "'s" &&
          (['DET', 'NUM', 'ADJ', 'PROPN'].includes(tokens[i + 1]?.pos ?? '') ||
            ['in', 'at', 'from'].includes(tokens[i + 1]?.lower ?? '') ||
            dietIn([tokens[i + 1]?.lower ?? '']) !== null ||
            ['called', 'named'].includes(tokens[i + 1]?.lower ?? '') ||
            CONDITION.test(tokens[i + 1]?.lower ?? '')))),
  );
  if (v < 0) return result({ about: 'none' });
  // "my line manager's name is Deepa": the manager (a relative's name stays theirs: `partner · name · X`).
  if (w[0] === 'my' && w[v] === 'is' && w[v - 1] === 'name' && tokens[v - 2]?.text === "'s" && v >= 4) {
    const rel = w.slice(1, v - 2).join(' ');
    if (MANAGER_WORDS.test(rel)) {
      // The relation is read as "my <relation> is X"; the memory keeps the words the user said.
      const read = readPossessive([...tokens.slice(0, v - 2), ...tokens.slice(v)]);
      return { ...read, drafts: read.drafts.map((d) => (read.drafts.length === 1 ? { ...d, content: freeFact(phrase(tokens)).content } : d)) };
    }
  }
  const subject = w.slice(w[0] === 'name' ? 0 : 1, v).join(' ');
  const rest = tokens.slice(v + 1);
  const copula = tokens[v]?.lemma === 'be' || tokens[v]?.text === "'s";
  const called = ['called', 'spelled', 'spelt'].includes(rest[0]?.lower ?? '') ? rest.slice(1) : rest;
  // "my timezone is CET these days", "… EET actually": when it holds, or a discourse word after the value, is not part of it.
  const value = phrase(called)
    .replace(/^now\s+/i, '')
    .replace(/^(the|a|an)\s+/i, '')
    .replace(
      /(?:\s+(?:now|these days|nowadays|at the moment|atm|currently|at present|for now|lately|again|anymore|actually|really|though|tho|btw|lol|haha|honestly|tbh|anyway|only))+$/i,
      '',
    );
  const isNew = /^new\b/.test(subject);
  // "my manager there is Ayodele", "my boss over here": where, said after the relation, is not part of it.
  // "my employer these days is …", "my role right now is …": when the field holds, said after its name, is no part of it (fieldkey.ts).
  const field = subject
    .replace(/^(new|current|first|official|actual|real|formal)\s+/, '')
    .replace(/\s+(?:(?:over|out|up|down|back)\s+)?(?:there|here)$/, '')
    .replace(WHEN, '');
  const change = isNew ? 'new' : null;
  if (copula && /^(name|first name|full name|real name|legal name|given name|actual name)$/.test(subject) && properRun(called, 0).length > 0) {
    const run = properRun(called, 0);
    const short = nicknameAfter(called, run.length);
    return result({ drafts: [fieldFact('name', phrase(run)), ...(short ? [short] : [])], change });
  }
  // "my editor wants every draft in Google Docs": a standing rule of theirs is a procedure; "my boss wants
  // me to send the slides before 5" is one errand, nothing to keep.
  if (
    WANTS.has(tokens[v]?.lemma ?? '') &&
    /^(boss|manager|team lead|lead|editor|client|teacher|landlord|company|team|tech lead|supervisor|professor|director)$/.test(field)
  )
    return STANDING.test(w.slice(v + 1).join(' '))
      ? result({ drafts: [freeFact(phrase(tokens), 'procedure', 0.7)] })
      : result({ about: 'other', smalltalk: true });
  // "our kids are Mia and Leo", "our cats are …": the household's children and pets are the user's too.
  const held = copula && (w[0] === 'my' || (w[0] === 'our' && (KIDS.test(field) || PETS.test(field)))) ? heldRelation(field, called) : null;
  if (held) return result({ drafts: held });
  // "my boss is Lena", "my line manager is Sophie Hart": the manager — a name, never "Dutch" or "Vegan".
  const boss = properRun(called, 0);
  const named = called.filter((t) => !['now', 'again', 'nowadays'].includes(t.lower) && t.pos !== 'PUNCT');
  if (copula && w[0] === 'my' && MANAGER_WORDS.test(field) && boss.length > 0 && boss.length === named.length && boss.every(mayBeName))
    return result({ drafts: [profileFact('manager', phrase(boss), `The user's manager is ${phrase(boss)}.`, 0.7)], change });
  const person = personSubject(tokens.slice(1, v));
  if (person && w[0] !== 'name') return readAboutPerson(person, tokens, tokens[v] as Token, rest, reread);
  if (field === 'team') {
    if (!copula) return result({ change: tokens[v]?.lemma === 'change' ? 'changed' : null, about: 'user' });
    const team = teamIn(called);
    return result({ drafts: [fieldFact('team', team ? team.value : /^[A-Z]/.test(value) ? value : `${value.toLowerCase()} team`)], change });
  }
  if (copula && ['role', 'title', 'job title', 'position'].includes(field)) return result({ drafts: [fieldFact('role', value.toLowerCase())], change });
  if (copula && ['employer', 'company'].includes(field)) {
    // "my employer is X Pvt. Ltd., in Coimbatore": the name, without where it is.
    const org = orgRun(called, 0);
    const after = called[org.length];
    // "… Solar (yes, with the hyphen)", "… Ltd, in Coimbatore": the name ends where a mark or a preposition opens an aside.
    const name = org.length > 0 && (after === undefined || after.text === ',' || ['PUNCT', 'ADP', 'SCONJ'].includes(after.pos)) ? phrase(org) : value;
    return result({ drafts: [fieldFact('employer', name)], change });
  }
  if (copula && /^(birthday|date of birth|bday)$/.test(field) && value.length <= 30)
    return result({ drafts: [profileFact('birthday', value, `The user's birthday is ${value}.`, 0.8)], change });
  if (copula && ['pronouns', 'timezone', 'time zone'].includes(field))
    return result({ drafts: [fieldFact(field === 'pronouns' ? 'pronouns' : 'timezone', field === 'pronouns' ? value : zoneValue(value))] });
  if (copula && field === 'nickname' && properRun(called, 0).length > 0) return result({ drafts: [nicknameFact(phrase(properRun(called, 0)))] });
  if (copula && field === 'preference') return result({ drafts: [preference(value.replace(/^for\s+/i, ''), false)] });
  // "my bank login is just [redacted password]": a field whose value was withheld says nothing of it
  if (copula && w.length - v > 1 && /\[redacted /.test(value)) return result({ drafts: [freeFact(phrase(tokens))] });
  if (copula && w.length - v > 1) {
    const fact = freeFact(phrase(tokens));
    // "our CTO's rule: …" → my.cto_rule: a predicate of plain word characters, never an apostrophe.
    const key = field
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '');
    return result({ drafts: [{ ...fact, triple: { subject: 'user', predicate: `my.${key}`, object: value } }], change });
  }
  if (!copula && rest.length > 0 && !tokens.some((t) => t.negated)) return result({ drafts: [freeFact(phrase(tokens))] });
  return result({ about: 'user' });
}

const WANTS = new Set(['want', 'expect', 'need', 'require', 'insist', 'prefer', 'like']);
/** Words of a standing rule, not one errand. */
const STANDING = /\b(all|every|everything|always|never|from now on|any|each|whenever|no more|only)\b/;

/** People the user names by how they stand to them, as the relation a triple holds ("my mentor is Kofi" → user · mentor · Kofi). */
const RELATION_OF: Readonly<Record<string, string>> = {
  partner: 'partner',
  girlfriend: 'partner',
  boyfriend: 'partner',
  mentor: 'mentor',
  friend: 'friend',
  'best friend': 'friend',
  'best mate': 'friend',
  mate: 'friend',
  'good friend': 'friend',
  'close friend': 'friend',
  'old friend': 'friend',
  'closest friend': 'friend',
  'oldest friend': 'friend',
  coworker: 'works_with',
  coworkers: 'works_with',
  'co-workers': 'works_with',
  colleagues: 'works_with',
  teammates: 'works_with',
};
/** Words for a friend said in any register ("mates", "pals", "buddies", "bestie"). */
const FRIENDLY = /^(friends?|mates?|pals?|buddies|buddy|besties?|bffs?)$/;
/** Words before a relation that only say how close or how long ("closest", "oldest", "good", "dear", "work"). */
const DEGREE = /^(best|closest|close|good|oldest|old|dear|dearest|great|true|childhood|uni|school|work|two|three)$/;

/**
 * The relation a word after "my" names, by its head: "closest mates", "two best pals", "dear friend" are
 * friends, "coworkers" colleagues. A former one ("ex girlfriend", "old boss") is none: nothing is read.
 */
export function relationOf(key: string): string | null {
  if (RELATION_OF[key]) return RELATION_OF[key] as string;
  const words = key.split(/\s+/);
  const head = words[words.length - 1] as string;
  if (!words.slice(0, -1).every((x) => DEGREE.test(x)) || (words.includes('old') && !FRIENDLY.test(head))) return null;
  if (FRIENDLY.test(head)) return 'friend';
  return RELATION_OF[head] ?? RELATION_OF[head.replace(/s$/, '')] ?? null;
}

/** What the user takes or reacts to, named as a list ("my daily meds are …", "my allergies are …"). */
const LIST_OF: readonly (readonly [RegExp, string])[] = [
  [/^(?:(?:daily|current|regular|usual|main|only) )?(?:meds|medications?|medicines?|pills|prescriptions?)$/, 'takes_medication'],
  [/^(?:(?:known|only|main|food) )?allergies$/, 'allergic_to'],
];

/**
 * "my partner is Noor", "my best friend is Chloé", "my mentor at work is a guy called Henrik", "my
 * coworkers are Hana and Bilal": the user's relation to each person named; "my daily meds are
 * metformin and lisinopril": one fact per item. Null when no name (or item) is said.
 */
export function heldRelation(field: string, value: readonly Token[]): Draft[] | null {
  const key = field.replace(/\s+(?:at|from) (?:work|the office|uni|school)$/, '');
  const listed = LIST_OF.find(([re]) => re.test(key));
  if (listed) {
    // "my allergies are bad this year", "my meds are running low": a state of them, not what they are.
    if (['ADJ', 'ADV', 'VERB', 'AUX', 'PART'].includes(value[0]?.pos ?? '') || value[0]?.lower === 'not') return null;
    const items = listItems(value);
    return items.length > 0 ? relationFacts(USER_SUBJECT, listed[1], items) : null;
  }
  // "my kids are Tomasz, Ola and Franek", "my cats are Miso and Nori": each child or pet by name.
  const kin = KIDS.test(key) ? 'child' : PETS.test(key) ? 'has_pet' : null;
  if (kin) {
    // "my daughter is learning Japanese", "my son is off to Leeds": a doing or state of the child, no name.
    const first = value.findIndex((t) => /^\p{Lu}/u.test(t.text));
    if (value.slice(0, first < 0 ? value.length : first).some((t) => ['VERB', 'AUX', 'ADP', 'PART'].includes(t.pos))) return null;
    // "baby Leon", "little Franek": the name after words that only describe the child.
    const ages = new Map<string, string>();
    const items = listItems(withoutAges(value, ages)).map((x) => /^(?:[\p{Ll}]+ )*(\p{Lu}[\p{L}'-]+)$/u.exec(x)?.[1] ?? null);
    const names = items.filter((x): x is string => x !== null);
    // "my dog is called Rex": the pet keeps what it is ("has a dog named Rex"), one word for one animal.
    const noun = kin === 'has_pet' && names.length === 1 && /^[a-z]+$/.test(key) ? key.replace(/s$/, '') : undefined;
    if (names.length === 0 || names.length !== items.length) return null;
    return withAges(relationFacts(USER_SUBJECT, kin, names, noun ? { noun } : {}), ages);
  }
  const predicate = relationOf(key);
  if (!predicate) return null;
  const w = value.map((t) => t.lower);
  const at = w.findIndex((x) => x === 'called' || x === 'named');
  const names = listItems(at >= 0 ? value.slice(at + 1) : value).filter((x) => /^\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*)*$/u.test(x));
  if (names.length === 0) return null;
  const one = key.replace(/s$/, '');
  return names.map((name) => ({
    ...freeFact(predicate === 'works_with' ? `I work with ${name}` : `my ${one} is ${name}`),
    importance: 0.6,
    triple: { subject: 'user', predicate, object: name },
  }));
}

/** A time zone as written: "UTC +5:45 ( Nepal )" (the tokens rejoined) is "UTC+5:45"; the aside in brackets is no part of it. */
const zoneValue = (v: string): string =>
  v
    .replace(/\s*\(\s*[^)]*\)\s*/g, ' ')
    .replace(/\b(UTC|GMT)\s+([+\-−–])\s*/gi, '$1$2')
    .trim();
