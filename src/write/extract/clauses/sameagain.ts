/**
 * A short turn that says the user's turn before again, of someone or something else:
 * - another person: "and my sister too", "my wife as well, different department", "same for my flatmate", "so does my
 *   dad", "me too", "same here", "me neither" — the clause of the turn before said with that subject ("my brother lives
 *   in Galway" + "and my sister too" → "my sister lives in Galway"), its verb agreeing with the new subject;
 * - another day of the week: "same for Thursdays", "and on Fridays too" — that clause with the day said instead;
 * - another count: "actually make that three", "make that 30mg, my GP upped it", "sorry, 13, I can't count" — the one
 *   number the turn before said corrected (`revises`), so consolidation changes the one memory that holds it;
 * - another day: "actually make that Tuesday", "sorry, Thursdays not Tuesdays" — the one day of the week the turn before
 *   said corrected the same way.
 * Nothing when the turn before is no statement of one clause with a subject this step can read, names no day or no
 * one number, or when the new subject could as well be the object of its verb ("I love my job" + "and my colleagues
 * too"): then the ordinary readings run, and a wrong guess is never stored.
 */
import { relationalNoun } from './kin.js';
import { conjugate, type Draft } from './phrases.js';
import { revisionDraft } from './revision.js';

/** What a turn's reading holds that this step looks at (index.ts's TurnAnalysis). */
interface Reading {
  readonly candidates: readonly Draft[];
  readonly asks: boolean;
  readonly notUnderstood: readonly string[];
}

/**
 * The turn read as the turn before said again of another person, day or count; null when it is none. `read` reads a
 * text with the given turns before it.
 */
export function saidAgain<T extends Reading>(raw: string, before: readonly string[], read: (t: string, before: readonly string[]) => T): T | null {
  const again = saidOfAnother(raw, before) ?? saidOfAnotherDay(raw, before);
  const r = again ? read(again, before.slice(0, -1)) : null;
  if (r && r.candidates.length > 0) return { ...r, asks: false, notUnderstood: [] };
  const holds = (t: string, n: string) => read(t, []).candidates.some((c) => new RegExp(String.raw`\b${n}\b`, 'i').test(c.content));
  const recount = recounted(raw, before, holds) ?? redated(raw, before, holds);
  return recount ? { ...read(raw, before), candidates: [revisionDraft(recount)], notUnderstood: [] } : null;
}

/** Words that open a turn and say nothing of it. */
const FILLER = /^(?:(?:oh|ah|ok|okay|yeah|yep|right|haha|lol|well|and|also|plus|actually|btw|oh yeah)\b[\s,.!]*)+/i;
/** Words after the agreement that say nothing more ("me too actually", "my wife as well lol"). */
const TAIL = /^(?:\s*(?:actually|tbh|lol|haha|btw|though|tho|funnily enough|as it happens|obviously|ofc)\b)*/i;
/** An aside after the agreement, a few words that name no new subject of their own ("…, different department"). */
const ASIDE = /^\s*[,.;:!—–-]+\s*(.*)$/s;

/** The turn before's statement: its subject, the words after it, whether it is negated. */
interface Said {
  readonly subject: 'I' | string;
  readonly plural: boolean;
  readonly verb: string;
  readonly rest: string;
}

/** Adverbs that may stand between a subject and its verb ("I also work at …", "my son still plays …"). */
const ADVERB = /^(?:also|always|really|still|usually|often|never|just|both|actually|definitely|mostly|now)$/i;
/** Verbs whose object may be a person, so "and my X too" may add an object as well as a subject: not read. */
const PERSON_OBJECT =
  /^(?:love|loves|like|likes|adore|adores|miss|misses|hate|hates|know|knows|visit|visits|call|calls|see|sees|meet|meets|trust|trusts|help|helps|text|texts|phone|phones|met|saw|visited|called|married|marry|marries|date|dates|dated)$/i;
/** Words before the object that make it a person's ("with my", "to his"), so the object reading is as likely. */
const WITH_PERSON = /\b(?:with|for|to|and|visit|visiting|see|seeing|call|calling|help|helping)\s+(?:(?:my|our|his|her|their)\b|\p{Lu})/u;

const FIRST = new Map([
  ["i'm", 'am'],
  ['im', 'am'],
  ["i've", 'have'],
  ['ive', 'have'],
  ["i'd", 'had'],
]);

/** The one statement of `prev` this step can say again with another subject; null when it is none. */
function statement(prev: string): Said | null {
  const t = prev
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/[.!\s]+$/, '');
  if (/[?\n]/.test(t) || /[.!;]\s/.test(t) || t.split(/\s+/).length > 20) return null;
  const words = t.replace(FILLER, '').split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  if (first === 'i' || FIRST.has(first)) {
    const rest = FIRST.has(first) ? [FIRST.get(first) as string, ...words.slice(1)] : words.slice(1);
    return verbPhrase('I', false, rest);
  }
  if (!/^(?:my|our)$/i.test(first)) return null;
  // "my (little) brother (Tom)", "my brother's …": the relation noun names who, a capitalised name may follow it.
  for (let i = 1; i <= 3 && i < words.length; i++) {
    const w = words[i] as string;
    const glued = /^(.+)'s$/i.exec(w);
    const noun = relationalNoun(glued ? (glued[1] as string) : w);
    if (!noun) continue;
    let end = i + 1;
    if (!glued && /^\p{Lu}\p{Ll}+$/u.test(words[end] ?? '')) end++;
    const subject = [...words.slice(0, i), glued ? (glued[1] as string) : w, ...words.slice(i + 1, end)].join(' ');
    const plural = /(?:[^s]s|children|people|twins)$/i.test(glued ? (glued[1] as string) : w);
    if (glued) return verbPhrase(subject, plural, [/^got$/i.test(words[i + 1] ?? '') ? 'has' : 'is', ...words.slice(i + 1)]);
    return verbPhrase(subject, plural, words.slice(end));
  }
  return null;
}

/** The verb and what follows it, adverbs before the verb kept in place. */
function verbPhrase(subject: string, plural: boolean, words: readonly string[]): Said | null {
  let i = 0;
  while (i < words.length && ADVERB.test(words[i] as string)) i++;
  const verb = words[i];
  if (!verb || !/^\p{Ll}[\p{Ll}']*$/u.test(verb) || words.length - i < 2) return null;
  const rest = [...words.slice(0, i), '\u0000', ...words.slice(i + 1)].join(' ');
  return { subject, plural, verb, rest };
}

const PAST = /^(?:\p{Ll}+ed|was|were|had|did|went|got|left|took|made|came|saw|met|began|bought|grew|became|taught|moved|quit|used)$/u;

/** The verb said with a new subject: first person, third person singular, or plural. */
function agree(verb: string, from: string, to: 'I' | 'one' | 'many'): string | null {
  const v = verb.toLowerCase();
  if (/^(?:can|could|will|would|should|must|may|might|can't|won't|used)$/.test(v) || (PAST.test(v) && !/^(?:was|were)$/.test(v))) return v;
  const base =
    from === 'I'
      ? ({ am: 'be', have: 'have', do: 'do', "don't": "don't", "'m": 'be', was: 'was' }[v] ?? v)
      : ((
          {
            is: 'be',
            are: 'be',
            has: 'have',
            have: 'have',
            does: 'do',
            do: 'do',
            "doesn't": "don't",
            "don't": "don't",
            "isn't": 'be not',
            "aren't": 'be not',
            was: 'was',
            were: 'was',
          } as Record<string, string>
        )[v] ??
        (/ies$/.test(v) ? v.replace(/ies$/, 'y') : /(?:sh|ch|x|ss|o)es$/.test(v) ? v.replace(/es$/, '') : /[^s]s$/.test(v) ? v.replace(/s$/, '') : null));
  if (base === null) return null;
  if (base === 'be') return to === 'I' ? 'am' : to === 'one' ? 'is' : 'are';
  if (base === 'be not') return to === 'I' ? 'am not' : to === 'one' ? "isn't" : "aren't";
  if (base === 'was') return to === 'many' ? 'were' : 'was';
  if (to === 'one') return base === "don't" ? "doesn't" : conjugate(base);
  return base;
}

/** A person the turn names: "me", "my (little) sister (Ana)", "our neighbours"; null for anything else. */
function person(np: string): string | null {
  const t = np.trim();
  if (/^(?:me|myself)$/i.test(t)) return 'I';
  const m = /^((?:my|our)\s+(?:\p{Ll}+[\s-]){0,2}?(\p{Ll}[\p{Ll}'-]*))(?:\s+(\p{Lu}\p{Ll}+))?$/u.exec(t);
  if (!m || !relationalNoun(m[2] as string)) return null;
  return m[3] ? `${m[1] as string} ${m[3]}` : (m[1] as string);
}

/** The new subject a turn of agreement names, and whether it agrees with a negation; null when the turn is none. */
function agreement(raw: string): { readonly who: string; readonly negative: boolean } | null {
  const said = raw.replace(/[’‘]/g, "'").trim().replace(FILLER, '');
  const shapes: readonly [RegExp, boolean][] = [
    [/^(me|(?:my|our)\s+[^,.;!?]{2,40}?)\s+(?:too|as well|also|aswell)\b/i, false],
    [/^(?:same|ditto)\s+(?:for|with|goes for)\s+(me|(?:my|our)\s+[^,.;!?]{2,40}?)(?=\s*$|\s*[,.;:!—–-]|\s+(?:too|as well|actually|tbh|lol)\b)/i, false],
    [/^so\s+(?:is|does|has|do|are|did|was)\s+(my\s+[^,.;!?]{2,40}?|our\s+[^,.;!?]{2,40}?)(?=\s*$|\s*[,.;:!—–-]|\s+(?:too|actually|tbh|lol)\b)/i, false],
    [/^(?:neither|nor)\s+(?:is|does|has|do|are|did|was)\s+(my\s+[^,.;!?]{2,40}?|our\s+[^,.;!?]{2,40}?)(?=\s*$|\s*[,.;:!—–-])/i, true],
    [/^(me|(?:my|our)\s+[^,.;!?]{2,40}?)\s+(?:neither|either)\b/i, true],
    [/^(?:same here|same for me|ditto)\b/i, false],
    [/^(?:neither do i|nor do i|neither am i|nor am i)\b/i, true],
  ];
  for (const [re, negative] of shapes) {
    const m = re.exec(said);
    if (!m) continue;
    const who = m[1] === undefined ? 'I' : person(m[1]);
    if (!who) return null;
    const after = said
      .slice(m[0].length)
      .replace(/^\s*(?:too|as well|also)\b/i, '')
      .replace(TAIL, '');
    // What follows is an aside of a few words with no subject of its own, or nothing.
    const aside = ASIDE.exec(after);
    const rest = aside ? (aside[1] as string) : after;
    if (rest.trim() !== '' && (!aside || rest.split(/\s+/).length > 6 || /\b(?:i|i'm|im|she|he|they|we|my|is|are|was)\b/i.test(rest))) return null;
    return { who, negative };
  }
  return null;
}

/** The turn before's statement said again with the subject this turn names; null when the turn is no such agreement. */
export function saidOfAnother(raw: string, before: readonly string[]): string | null {
  const prev = before[before.length - 1];
  if (!prev || raw.split(/\s+/).length > 12) return null;
  const a = agreement(raw);
  const s = a ? statement(prev) : null;
  if (!a || !s || a.who.toLowerCase() === s.subject.toLowerCase()) return null;
  const negated = /\b(?:not|n't|never|no longer)\b/i.test(`${s.verb} ${s.rest}`) || /n't$/i.test(s.verb);
  if (negated !== a.negative) return null;
  // "I love my job" + "and my colleagues too": the new person may as well be a second object.
  if (a.who !== 'I' && (PERSON_OBJECT.test(s.verb) || WITH_PERSON.test(s.rest))) return null;
  const to = a.who === 'I' ? 'I' : /(?:[^s]s|children|people|twins)(?:\s+\p{Lu}\p{Ll}+)?$/u.test(a.who) ? 'many' : 'one';
  const verb = agree(s.verb, s.subject === 'I' ? 'I' : 'other', to);
  if (!verb) return null;
  return `${a.who} ${s.rest.replace('\u0000', verb)}`.replace(/\s+/g, ' ').trim();
}

const DAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?`;
const DAY_WORD = new RegExp(String.raw`\b(${DAY}|weekends?)\b`, 'gi');
const SAME_DAY = new RegExp(
  String.raw`^(?:(?:same|ditto)\s+(?:for|on|with|goes for)\s+(?:the\s+)?|(?:on\s+)?)(${DAY}|weekends?)(?:\s+(?:too|as well|also))?\s*[.!]*$`,
  'i',
);

/** The day a word names, in the number the other word has ("Mondays" + "thursday" → "Thursdays"). */
function dayLike(word: string, shape: string): string {
  const full = word
    .toLowerCase()
    .replace(/s$/, '')
    .replace(
      /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/,
      (_m, d: string) => ({ mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' })[d] ?? d,
    );
  const cased = /^\p{Lu}/u.test(shape) || /day/.test(full) ? full.charAt(0).toUpperCase() + full.slice(1) : full;
  return /s$/i.test(shape) ? `${cased}s` : cased;
}

/** "same for Thursdays" after "I've got pilates every Monday at 7am": that clause with the day said instead; null otherwise. */
export function saidOfAnotherDay(raw: string, before: readonly string[]): string | null {
  const prev = before[before.length - 1];
  const said = raw.replace(/[’‘]/g, "'").trim().replace(FILLER, '');
  const m = SAME_DAY.exec(said);
  if (!prev || !m || !(/^(?:same|ditto)\b/i.test(said) || /\b(?:too|as well|also)\b/i.test(said) || /^(?:and|also|plus)\b/i.test(raw.trim()))) return null;
  const days = [...prev.matchAll(DAY_WORD)];
  if (days.length !== 1 || /[?\n]/.test(prev) || !statementLike(prev)) return null;
  const day = days[0] as RegExpMatchArray;
  return `${prev.slice(0, day.index)}${dayLike(m[1] as string, day[1] as string)}${prev.slice((day.index ?? 0) + (day[1] as string).length)}`;
}

/** A first-person statement (the user's own routine), not a request or a question. */
const statementLike = (t: string): boolean => /^(?:(?:oh|so|well|yeah|ok|okay|also|and)[\s,]+)*(?:i|i'm|im|i've|ive|we|we've|we're|my|our)\b/i.test(t.trim());

const NUMBER_WORDS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty';
const NUM = String.raw`(?:\d+(?:\.\d+)?|${NUMBER_WORDS.split(' ').join('|')})`;
const UNIT = String.raw`(?:\s*(?:mg|mcg|g|kg|ml|l|km|mi|miles?|k|lbs?|%|cups?|hours?|hrs?|days?|times?|years?|yrs?|kids?|pints?|units?))?`;
/** "actually make that three", "make it 30mg", "it should be 13", "sorry, 13, I can't count": a cue, then the number alone. */
const RECOUNT = new RegExp(
  String.raw`^((?:(?:oh|ah|no|nope|sorry|oops|whoops|wait|actually|my bad|hang on|hold on|correction|typo|ugh)\b[\s,.!—–-]*)*)((?:make (?:that|it)|change (?:that|it) to|it should be|that should be|should be|(?:it'?s|that'?s|it is|that is) actually|i meant)\s+)?(${NUM})(${UNIT})(?:\s*,?\s*not\s+(${NUM})${UNIT})?\s*(?:[,.;!—–-]+\s*(.*))?$`,
  'i',
);

/** A number of a statement with the words beside it: digits or a number word, not a year or a clock time. */
const NUMBERS = new RegExp(String.raw`(?<![\d:.])\b(${NUM})(${UNIT})(?![\d:])`, 'gi');

/**
 * The correction of the one number the turn before said ("I drink two cups of coffee a day" + "actually make that
 * three" → three, not two); null when the turn is not one, or the turn before said no number or several that fit.
 * `stored` says whether reading the turn before alone keeps a statement that holds the number (a request of the
 * moment, "book a table for four", holds none: nothing to correct).
 */
export function recounted(
  raw: string,
  before: readonly string[],
  stored: (turn: string, value: string) => boolean,
): { readonly value: string; readonly replaces: string } | null {
  const prev = before[before.length - 1];
  const m = RECOUNT.exec(raw.replace(/[’‘]/g, "'").trim());
  if (!prev || !m || !(m[1] || m[2])) return null;
  const tail = m[6] ?? '';
  if (tail.split(/\s+/).filter(Boolean).length > 10 || /\?/.test(tail)) return null;
  const value = m[3] as string;
  const unit = (m[4] ?? '').trim().toLowerCase();
  const said = [...prev.matchAll(NUMBERS)].filter((x) => !/^(?:19|20)\d\d$/.test(x[1] as string));
  const fits = m[5]
    ? said.filter((x) => (x[1] as string).toLowerCase() === (m[5] as string).toLowerCase())
    : unit
      ? said.filter((x) => (x[2] ?? '').trim().toLowerCase().replace(/s$/, '') === unit.replace(/s$/, ''))
      : said;
  const [only] = fits;
  if (fits.length !== 1 || !only) return null;
  const replaces = only[1] as string;
  if (replaces.toLowerCase() === value.toLowerCase() || !stored(prev, replaces)) return null;
  return { value, replaces };
}

/** "actually make that Tuesday", "sorry, Thursdays, not Tuesdays", "i meant friday": a cue, then the day alone. */
const REDAY = new RegExp(
  String.raw`^((?:(?:oh|ah|no|nope|sorry|oops|whoops|wait|actually|my bad|hang on|hold on|correction|typo|ugh)\b[\s,.!—–-]*)*)((?:make (?:that|it)|change (?:that|it) to|move (?:that|it) to|it should be|that should be|should be|(?:it'?s|that'?s|it is|that is) actually|i meant)\s+)?(?:on\s+)?(${DAY})(?:\s*,?\s*not\s+(${DAY}))?\s*(?:[,.;!—–-]+\s*(.*))?$`,
  'i',
);

/**
 * The correction of the one day of the week the turn before said ("I have pilates every Monday evening" + "actually
 * make that Tuesday" → Tuesday, not Monday); null when the turn is not one, the turn before said no day or several, or
 * the day corrected is not the one said. `stored` as for `recounted`.
 */
export function redated(
  raw: string,
  before: readonly string[],
  stored: (turn: string, value: string) => boolean,
): { readonly value: string; readonly replaces: string } | null {
  const prev = before[before.length - 1];
  const m = REDAY.exec(raw.replace(/[’‘]/g, "'").trim());
  if (!prev || !m || !(m[1] || m[2])) return null;
  const tail = m[5] ?? '';
  if (tail.split(/\s+/).filter(Boolean).length > 10 || /\?/.test(tail)) return null;
  const days = [...prev.matchAll(DAY_WORD)];
  const [only] = days;
  if (days.length !== 1 || !only || /\?/.test(prev) || !statementLike(prev)) return null;
  const replaces = only[1] as string;
  if (m[4] && dayLike(m[4], replaces) !== dayLike(replaces, replaces)) return null;
  const value = dayLike(m[3] as string, replaces);
  if (value.toLowerCase() === replaces.toLowerCase() || !stored(prev, replaces)) return null;
  return { value, replaces };
}
