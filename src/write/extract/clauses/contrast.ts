/**
 * A correction by contrast, cue word or none: "it's pistachios I react to, not cashews", "cello, not viola - I always
 * mix those words up", "I'm at Siemens not Bosch", "my manager is Anjali, not Priya", and, with no "not Y", a field
 * named then a word of error ("team is Claims Intake, I mixed them up earlier"). One reading: the new value X is what
 * the clause before "not Y" says — bare ("cello"), clefted ("it's X I …"), pointed at ("<thing> is X") or the value
 * that ends a first-person statement ("I speak X") — and Y, a noun phrase, is the old value. What it corrects is
 * decided only against what is stored: a profile field that holds Y (or that the pointer names), else the one memory
 * that holds Y (consolidation, `revises`). None or several: nothing changes, and the reply says so. A guess is never
 * invalidated: X and Y must both read as values, and a clause about someone else, a wish or a question is no
 * correction of the user's.
 */
import { parseSentences, type Token } from './nlp.js';
import { relationalNoun } from './kin.js';
import { verbRelation } from './relations.js';
import { fieldDraft, fieldOfValue, type Known } from './known.js';
import type { Draft } from './phrases.js';
import { revisionDraft } from './revision.js';
import { gateEdits } from '../gate.js';

/** A contrast read from a turn: the new value, the value it replaces (null: "<field> is X, I mixed them up"), the field the words point at. */
export interface Contrast {
  readonly value: string;
  readonly replaces: string | null;
  /** The profile field the words before X name ("team is …", "my job title is …"), when they name one. */
  readonly field: string | null;
  /** How X was said: alone, clefted, pointed at, or ending a first-person statement. */
  readonly shape: 'bare' | 'cleft' | 'pointed' | 'first';
  /** The words said with X (the statement or the cleft's clause), which must fit the field a statement corrects. */
  readonly words: string;
}

/** The grammar a statement of each field is said with ("I work at …", "I live in …", "I'm on the … team"). */
export const FIELD_WORDS: Readonly<Record<string, RegExp>> = {
  employer: /\b(?:work\w*|employed|job)\b|^(?:i am|i'm|im) (?:at|with)\b/,
  location: /\b(?:live\w*|based|resid\w*|settled)\b/,
  hometown: /\b(?:born|grew up|raised|from)\b/,
  team: /\bteam\b|^(?:i am|i'm|im) (?:on|in)\b/,
  role: /\b(?:work\w* as|job|title)\b|^(?:i am|i'm|im) (?:a|an)\b/,
  diet: /^(?:i am|i'm|im)\b|\b(?:diet|eat)\b/,
  manager: /\b(?:report\w* to|manager|boss)\b/,
  name: /\b(?:name|call\w*)\b/,
  nickname: /\b(?:name|call\w*|go by)\b/,
};

/** Words that open a correction and say nothing else ("no", "sorry", "nah", "oops", "kindly note"). */
const CUE =
  /^(?:(?:no|nope|nah|sorry|soz|oops|whoops|wait|oh|ah|actually|correction|my bad|my mistake|hang on|hold on|ugh|just to clarify|to clarify|kindly note|please note|fyi|btw|ok|okay|well)\b[\s,.!:;]*)+/i;
/** "it's X (that) I …", "that's X we …", "it's X that sets me off": the cleft that puts the value first. */
const CLEFT = /^(?:it'?s|it is|it was|that'?s|that is|tis)\s+(.+?)\s+(?:(?:that|which|who)\s+\S|(?:i|i'm|im|i am|i've|ive|we|we're)\b).*$/i;
/** "<thing> is X": a few words pointing at what the value is of, then the value. */
const POINTED = /^(?:(?:my|the|our)\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:called\s+|named\s+|actually\s+)?(.+)$/iu;
/** A first-person statement ("I speak …", "I'm at …", "I am working in … only"). */
const FIRST = /^(?:i|i'm|im|i am|i've|ive|we|we're|were)\b/i;
/** What makes the clause no statement of a value: a wish, a modal, a request or a question. */
const NOT_STATED =
  /\b(?:want|wants|need|needs|would|wo|could|should|can|will|shall|might|may|must|please|pls|let's|lets|if|prefer|rather|hope|wish)\b|'d\b|'ll\b|\?/i;
/** Words that end a value and say nothing of it ("only", "actually", "now", "mate"). */
const TAIL_WORD =
  /^(?:only|actually|really|now|though|tho|too|mate|lol|haha|then|obviously|ofc|btw|again|itself|here|there|honestly|tbh|innit|na|yaar|no|one)$/i;
/** Words of an error: a turn that says it got something wrong ("mixed them up", "typo", "got it wrong", "my mistake"). */
const ERROR =
  /\b(?:mix(?:ed)?(?: \w+)? up|mixup|mix-up|muddl\w*|confus\w*|wrong|typo\w*|mistake\w*|mis(?:spoke|typed|spelt|spelled|said|heard|read)|autocorrect\w*|slip of)\b/i;
/** Field nouns a pointer may name ("my job title is …", "company is …"), and the field each is. */
const FIELD_NOUN: Readonly<Record<string, string>> = {
  team: 'team',
  squad: 'team',
  department: 'team',
  dept: 'team',
  job: 'role',
  title: 'role',
  role: 'role',
  position: 'role',
  occupation: 'role',
  profession: 'role',
  designation: 'role',
  company: 'employer',
  employer: 'employer',
  firm: 'employer',
  workplace: 'employer',
  office: 'employer',
  manager: 'manager',
  boss: 'manager',
  city: 'location',
  town: 'location',
  hometown: 'hometown',
  diet: 'diet',
  surname: 'name',
  name: 'name',
  nickname: 'nickname',
};
/** Part-of-speech tags a value's words may have. */
const VALUE_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X']);

/** The words of a value, tagged; null when they are not a value (a verb, a pronoun, a function word). */
function valueWords(s: string, max: number): Token[] | null {
  const words = s.trim().replace(/^(?:the|a|an|my|our)\s+/i, '');
  if (!words || words.split(/\s+/).length > max || !/^[\p{L}\p{N}][\p{L}\p{N}'.&/ -]*$/u.test(words)) return null;
  const tokens = parseSentences(words)
    .flat()
    .filter((t) => t.pos !== 'PUNCT');
  if (tokens.length === 0 || tokens.length > max) return null;
  // A value's last word names it; the words before may describe it ("oat milk", "Claims Intake", "data engineer").
  const last = tokens[tokens.length - 1] as Token;
  if (!VALUE_POS.has(last.pos) && !/^\p{Lu}/u.test(last.text)) return null;
  return tokens.every((t) => VALUE_POS.has(t.pos) || /^\p{Lu}/u.test(t.text) || t.text === '&') ? tokens : null;
}

/** The value that ends a statement ("I am working in Wipro" → Wipro, "I speak Spanish" → Spanish), up to three words. */
function endValue(s: string): string | null {
  const tokens = parseSentences(s)
    .flat()
    .filter((t) => t.pos !== 'PUNCT');
  const run: Token[] = [];
  for (let k = tokens.length - 1; k >= 0 && run.length < 3; k--) {
    const t = tokens[k] as Token;
    if (!VALUE_POS.has(t.pos) && !/^\p{Lu}/u.test(t.text)) break;
    if (t.lower === 'i') break;
    run.unshift(t);
  }
  return run.length > 0 && run.length < tokens.length ? run.map((t) => t.text).join(' ') : null;
}

/** The field a pointer's words name ("job title" → role, "team" → team); null when none, or a person ("my wife"). */
function pointedField(pointer: string): string | null | 'person' {
  const words = pointer.toLowerCase().split(/\s+/);
  const head = words[words.length - 1] as string;
  if (FIELD_NOUN[head]) return FIELD_NOUN[head] as string;
  if (relationalNoun(head) !== null || /^(he|she|they|him|her|them)$/.test(head)) return 'person';
  return null;
}

const stripTail = (s: string): string => {
  const w = s.trim().split(/\s+/);
  while (w.length > 1 && TAIL_WORD.test(w[w.length - 1] as string)) w.pop();
  return w.join(' ');
};

/** The new value and the field pointed at, read from the words before "not Y" (or before the error words); null when they say no value of the user's. */
function valueBefore(pre: string): { value: string; field: string | null; shape: Contrast['shape']; words: string } | null {
  const s = stripTail(pre.replace(CUE, '').replace(/[\s,;:—–-]+$/, ''));
  if (!s || NOT_STATED.test(s)) return null;
  const cleft = CLEFT.exec(s);
  const bare = (v: string) => v.replace(/^(?:the|a|an|my)\s+/i, '');
  if (cleft) return valueWords(cleft[1] as string, 4) ? { value: bare(cleft[1] as string), field: null, shape: 'cleft', words: s } : null;
  if (FIRST.test(s)) {
    const v = endValue(s);
    return v && valueWords(v, 3) && !toldAsPast(s) ? { value: v, field: null, shape: 'first', words: s } : null;
  }
  const pointed = POINTED.exec(s);
  if (pointed) {
    const field = pointedField(pointed[1] as string);
    const value = stripTail(pointed[2] as string);
    if (field === 'person' || !valueWords(value, 4)) return null;
    return { value: value.replace(/^(?:the|a|an)\s+/i, ''), field, shape: 'pointed', words: s };
  }
  return valueWords(s, 4) ? { value: bare(s), field: null, shape: 'bare', words: s } : null;
}

/** A statement told in the past ("I took the train", "I met Anna at …"): a moment, no correction of what is. */
function toldAsPast(s: string): boolean {
  const tokens = parseSentences(s).flat();
  // "I am employed with X": a participle after "am" is a state now.
  const be = tokens.some((t) => ['am', 'is', 'are', "'m", "'re", 'been'].includes(t.lower));
  return tokens.some((t) => ['was', 'were', 'did', 'had'].includes(t.lower) || (!be && t.pos === 'VERB' && t.lower !== t.lemma && !/(?:ing|s)$/.test(t.lower)));
}

/** Whether a first-person statement's verb names a relation a stored memory holds ("I speak X", "I play X"). */
function relationSaid(s: string): boolean {
  const tokens = parseSentences(s).flat();
  return tokens.some((t, k) => t.pos === 'VERB' && verbRelation(t.lemma, t, tokens.slice(k + 1)) !== null);
}

/**
 * The one contrast a turn says, or null. Only one "not" may be in the turn (two: which is the correction is not known),
 * and "not Y" must end its clause ("not cashews", "not Bosch - I always …"), Y a noun phrase of one to three words.
 */
export function contrastOf(text: string): Contrast | null {
  const t = text.replace(/[’‘]/g, "'").trim();
  // A "n't" of another sentence is an aside ("Two kids, not three. I don't know where you got three from").
  const own = t.split(/(?<=[.!;])\s+|\s[-–—]\s/).find((x) => /\bnot\b/i.test(x)) ?? t;
  if (/\?/.test(t) || (t.match(/\bnot\b/gi) ?? []).length > 1 || (own.match(/\bnot\b|n't\b/gi) ?? []).length > 1) return null;
  const not =
    /^(.*?\S)[\s,;]+not\s+(?:the\s+|a\s+|an\s+|my\s+)?([\p{L}\p{N}][\p{L}\p{N}'.&-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'.&-]*){0,2}?)\s*(?:$|[,.;!:]|\s[-–—]|[-–—])/iu.exec(
      t,
    );
  // "Not peanuts — it's tree nuts I'm allergic to": "not Y" said first, the value in the clause after it.
  const fronted =
    /^not\s+(?:the\s+|a\s+|an\s+|my\s+)?([\p{L}\p{N}][\p{L}\p{N}'&-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'&-]*){0,2}?)\s*(?:[,;:]|\s?[-–—])\s*(.+)$/iu.exec(t);
  if (fronted) {
    const y = fronted[1] as string;
    const x = valueWords(y, 3) ? valueBefore((fronted[2] as string).split(/[.!;]\s+|\s[-–—]\s/)[0] as string) : null;
    return x && x.shape !== 'bare' && x.value.toLowerCase() !== y.toLowerCase()
      ? { value: x.value, replaces: y, field: x.field, shape: x.shape, words: x.words }
      : null;
  }
  // "it's tree nuts I'm allergic to, peanuts are fine": a cleft's value, then the old one said to be no trouble.
  const fine =
    /^(.*?\S)\s*(?:[,;.]|\s[-–—])\s*(?:the\s+)?([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)\s+(?:is|are|'s|'re)\s+(?:totally\s+|perfectly\s+|completely\s+|absolutely\s+)?(?:fine|ok|okay|no problem)\b(?:\s+for me)?\s*[.!]*$/iu.exec(
      t,
    );
  if (fine && !/\bnot\b|n't\b/i.test(t)) {
    const y = fine[2] as string;
    const x = valueWords(y, 2) ? valueBefore(fine[1] as string) : null;
    return x && x.shape === 'cleft' && x.value.toLowerCase() !== y.toLowerCase()
      ? { value: x.value, replaces: y, field: x.field, shape: x.shape, words: x.words }
      : null;
  }
  if (not) {
    // "Lisbon, not Porto, is where my sister lives": the contrast is the subject of what follows, no value of the user's.
    if (/^[\s,]*(?:is|are|was|were|'s|'re)\b/i.test(t.slice(not[0].length))) return null;
    const pre = not[1] as string;
    // The clause of the contrast starts after the last sentence break before it.
    const clause = pre.split(/[.!;]\s+|\s[-–—]\s/).pop() as string;
    // A full stop that ends the sentence is no part of Y ("…, not walnuts.").
    const y = (not[2] as string).trim().replace(/[.']+$/, '');
    if (!valueWords(y, 3) || /^(?:any ?more|really|sure|just|only|yet|that|this|it|me|you|too|much|even|always|all|ever)$/i.test(y)) return null;
    const x = valueBefore(clause);
    if (!x || x.value.toLowerCase() === y.toLowerCase()) return null;
    return { value: x.value, replaces: y, field: x.field, shape: x.shape, words: x.words };
  }
  // "team is Claims Intake, I mixed them up earlier": a field named, its value, then a word of error.
  const m = /^(.*?\S)[\s,;]*(?:[,;.!]|\s[-–—])\s*(.*)$/u.exec(t);
  if (!m || !ERROR.test(m[2] as string) || /\bnot\b|n't\b/i.test(t)) return null;
  const x = valueBefore(m[1] as string);
  return x && x.field ? { value: x.value, replaces: null, field: x.field, shape: x.shape, words: x.words } : null;
}

/**
 * The candidate a contrast gives: the field that holds Y (or that the words name, with no Y) set to X, through the
 * write-safety gate; else a revision that consolidation applies to the one memory holding Y. Null when the field the
 * words name does not hold Y (Y is a guess), or the value does not fit the field.
 */
export function contrastDraft(raw: string, known: Known, before: readonly string[]): Draft | null {
  const c = contrastOf(raw);
  if (!c) return null;
  const held = c.replaces ? fieldOfValue(known, c.replaces) : null;
  if (c.replaces && !held && c.field && known[c.field] !== undefined) return null;
  const key = held ?? (c.replaces ? null : c.field);
  // A memory holding Y is corrected from a bare value, a cleft, a pointer, or a statement whose verb names a relation.
  if (c.replaces && !key) return c.shape !== 'first' || relationSaid(c.words) ? revisionDraft({ value: c.value, replaces: c.replaces }) : null;
  if (!key || (c.field && c.field !== key) || known[key] === undefined || known[key].toLowerCase() === c.value.toLowerCase()) return null;
  // A field is corrected from a bare value, the pointer that names it, or words of that field's own grammar ("I work at X").
  if (c.shape === 'pointed' ? c.field !== key : c.shape !== 'bare' && !FIELD_WORDS[key]?.test(c.words.toLowerCase())) return null;
  const value = /^\p{Ll}/u.test(c.value) && NAMED.has(key) ? c.value.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, l: string) => sp + l.toUpperCase()) : c.value;
  const draft: Draft = {
    ...fieldDraft(key, value),
    confidence: 0.95,
    correction: { reason: `the user corrected it (“${value}${c.replaces ? `, not ${c.replaces}` : ''}”)`, replaces: known[key] },
  };
  return gateEdits([draft], raw, known, before).kept[0] ?? null;
}

/** Whether words only say something was got wrong ("always mix those two up", "typo earlier"): no fact beside a correction. */
export const saysError = (s: string): boolean => ERROR.test(s);

/** Fields whose values are names, written capitalised. */
const NAMED = new Set(['name', 'nickname', 'location', 'hometown', 'employer', 'manager', 'nationality']);
