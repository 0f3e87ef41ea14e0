/**
 * A correction tied to what it corrects. The older readers (revision.ts, contrast.ts) each know a few shapes of "X,
 * not Y"; any other shape of the same pair was dropped: a dropped subject ("Grew up in X, not Y"), an emoji or an
 * aside after Y ("Australian, not Austrian 🙄 (…)"), a cessation that names its successor ("I'm not strictly Y
 * anymore, X really"), a count ("it's three dogs, not two"). This reader takes the pair from any of them, by one
 * rule, and decides what it corrects only against what is stored:
 *
 * - Y is the value right after the turn's one "not" (articles and degree adverbs skipped, "any more" dropped), one
 *   to three value words (wink-nlp POS).
 * - X is said on the other side of the contrast: before "not" when something is there ("X, not Y"), else after the
 *   clause of "not Y" ("not Y any more, X"). X is the value that ends those words, after cue words and chatter.
 * - What it corrects: the one profile field whose value is Y (X must then fit that field: the words must be bare or
 *   in the field's own grammar, and the write-safety gate checks the value's type); else a stored memory that holds
 *   Y, found on writing by consolidation (`revises`), which changes nothing when no memory or several hold it.
 *
 * Never a correction of the user's: a clause about someone else ("my brother drives a Toyota, not a Honda"), a wish,
 * a modal, a plan or a question; two negations (which one corrects is not known).
 */
import { parseSentences, type Token } from './nlp.js';
import { relationalNoun } from './kin.js';
import { fieldDraft, fieldOfValue, type Known } from './known.js';
import type { Draft } from './phrases.js';
import { revisionDraft } from './revision.js';
import { FIELD_WORDS } from './contrast.js';
import { gateEdits } from '../gate.js';

/** Parts of speech a value's words may have. */
const VALUE_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X']);
/** Cue words and chatter that open or close a side and say nothing of the value. */
const CUE =
  /^(?:(?:no|nope|nah|sorry|soz|oops|whoops|wait|oh|ah|actually|correction|my bad|my mistake|hang on|hold on|ugh|just to clarify|to clarify|fyi|btw|ok|okay|well|erm|um|its|it's|it is|that's|thats|that is|i'm|im|i am|i was|am|was)\b[\s,.!:;]*)+/i;
/** Words that end a side and say nothing of the value. */
const TAIL =
  /^(?:only|actually|really|now|though|tho|too|mate|lol|haha|then|obviously|ofc|btw|again|honestly|tbh|innit|these|days|nowadays|anymore|any|more|longer|mostly|instead|properly|technically|strictly)$/i;
/** Degree words between "not" and Y ("not strictly vegetarian", "not really a fan"). */
const DEGREE = /^(?:strictly|really|exactly|quite|actually|just|technically|fully|totally|even|officially)$/i;
/** A side that states no value of the user's now: a wish, a modal, a plan, a condition, a question. */
const NOT_STATED =
  /\b(?:want|wants|need|needs|would|could|should|can|will|shall|might|may|must|please|pls|let's|lets|if|hope|wish|gonna|going to|planning|thinking)\b|'d\b|'ll\b|\?/i;
/** Someone else's clause: a third-person pronoun or "my <relation>". */
const OTHER = /\b(?:he|she|they|he's|she's|they're|his|her|their|him|them)\b/i;
/** Y words that are no value ("not sure", "not yet", "not me"). */
const NOT_VALUE =
  /^(?:any ?more|really|sure|just|only|yet|that|this|it|me|you|too|much|even|always|all|ever|now|again|bad|great|good|fine|ok|okay|true|right|wrong|so|very|quite|at|in|on|for|to|a|the)$/i;

const clean = (s: string): string =>
  s
    .replace(/[’‘]/g, "'")
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const tokensOf = (s: string): Token[] =>
  parseSentences(s)
    .flat()
    .filter((t) => t.pos !== 'PUNCT');

/** Y: the value words after "not", or null. */
function negatedValue(after: string): { value: string; rest: string } | null {
  const tokens = tokensOf(after.split(/[,.;!:]|\s[-–—]\s?/)[0] as string);
  let k = 0;
  while (tokens[k] && (/^(?:a|an|the|my|our)$/i.test((tokens[k] as Token).lower) || DEGREE.test((tokens[k] as Token).lower))) k++;
  const run: Token[] = [];
  for (; k < tokens.length && run.length < 4; k++) {
    const t = tokens[k] as Token;
    if (TAIL.test(t.lower) || (!VALUE_POS.has(t.pos) && !/^\p{Lu}/u.test(t.text))) break;
    run.push(t);
  }
  // What follows Y in its clause may only be chatter ("any more", "these days"), never a verb of its own.
  if (run.length === 0 || run.length > 3 || tokens.slice(k).some((t) => !TAIL.test(t.lower))) return null;
  const value = run.map((t) => t.text).join(' ');
  if (NOT_VALUE.test(value)) return null;
  const cut = /[,.;!:]|\s[-–—]\s?/.exec(after);
  return { value, rest: cut ? after.slice(cut.index + cut[0].length) : '' };
}

/** X: the value that ends a side (after cue words, before chatter), with the side's words; null when the side says none. */
function sideValue(side: string): { value: string; words: string; bare: boolean } | null {
  const said = side.replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '').replace(CUE, '');
  if (!said || NOT_STATED.test(said) || OTHER.test(said)) return null;
  // "typo earlier, 58": after words with no verb (a cue of the speaker's own), the value's clause is the last one;
  // "EET for me", "MST here": whose the value is, not what.
  const parts = said.split(/\s*,\s*/);
  const lead = parts.slice(0, -1).join(' ');
  const cue = parts.length > 1 && !tokensOf(lead).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.lower === 'i');
  const s = (cue ? (parts[parts.length - 1] as string) : said).replace(CUE, '').replace(/\s+(?:for me|for us|here|over here|on my end|on my side)$/i, '');
  if (!s) return null;
  const tokens = tokensOf(s);
  while (tokens.length > 1 && TAIL.test((tokens[tokens.length - 1] as Token).lower)) tokens.pop();
  const run: Token[] = [];
  for (let k = tokens.length - 1; k >= 0 && run.length < 3; k--) {
    const t = tokens[k] as Token;
    if (t.lower === 'i' || (!VALUE_POS.has(t.pos) && !/^\p{Lu}/u.test(t.text))) break;
    run.unshift(t);
  }
  if (run.length === 0) return null;
  const whole = run.length === tokens.length;
  // Whose statement: words beside the value must open on the user ("I …", "we …") or on the verb, its "I" dropped
  // ("Grew up in X"); "Sara lives in X, not Y" is Sara's (whatever the tagger made of "lives").
  const first = tokens[0] as Token;
  if (!whole && !/^(?:i|we|i'm|im|i've|ive)$/.test(first.lower) && !['VERB', 'AUX', 'ADV'].includes(first.pos)) return null;
  // "more low carb", "mostly plant-based": a degree word before the value is no part of it.
  while (run.length > 1 && /^(?:a|an|the|my|more|mostly|basically|largely|mainly|just|pretty)$/i.test((run[0] as Token).lower)) run.shift();
  return { value: run.map((t) => t.text).join(' '), words: tokens.map((t) => t.lower).join(' '), bare: whole };
}

/** The pair a turn contrasts: the new value, the old one and the words said with the new one. */
export function contrastPair(raw: string): { value: string; replaces: string; words: string; bare: boolean } | null {
  const t = clean(raw);
  if (/\?/.test(t)) return null;
  const sentences = t.split(/(?<=[.!;])\s+/);
  const at = sentences.findIndex((s) => /\bnot\b/i.test(s));
  if (at < 0) return null;
  const s = sentences[at] as string;
  if ((s.match(/\bnot\b|n't\b/gi) ?? []).length !== 1) return null;
  // "not Ana, Anita — my cousin I mean": a sentence that names someone else is no correction of the user's.
  if (OTHER.test(s) || tokensOf(s).some((t) => relationalNoun(t.lower) !== null)) return null;
  const m = /^(.*?)\bnot\s+(.*)$/i.exec(s);
  if (!m) return null;
  const y = negatedValue(m[2] as string);
  if (!y) return null;
  // "X, not Y": X before; "I'm not Y any more, X": nothing but the negated copula before, X after.
  const copula = /\b(?:i'm|im|i am|i was|am|is|are|was|its|it's)\s*$/i.test(m[1] as string);
  const before = (m[1] as string).trim();
  const x =
    !copula &&
    before
      .replace(CUE, '')
      .replace(/[\s,;:—–-]+$/, '')
      .trim()
      ? sideValue(before)
      : sideValue(y.rest.split(/[.;!]|\s[-–—]\s?/)[0] ?? '');
  if (!x || x.value.toLowerCase() === y.value.toLowerCase()) return null;
  return { value: x.value, replaces: y.value, words: x.words, bare: x.bare };
}

/**
 * The candidate a contrast gives, tied to what is stored: the one field holding Y set to X (through the gate), else a
 * revision consolidation applies to the one memory holding Y. Null when the turn says no pair, or X does not fit.
 */
export function tiedCorrection(raw: string, known: Known, before: readonly string[]): Draft | null {
  // A sentence of two contrasts ("EET, not CET — I'm in Tallinn, not Berlin") or a contrast and an aside ("58 not 85
  // lol i'm not THAT old"): each part on its own, and only the one whose Y a field holds (never a memory's revision).
  const pair = contrastPair(raw) ?? contrastParts(raw).find((p) => fieldOfValue(known, p.replaces));
  if (!pair) return null;
  const key = fieldOfValue(known, pair.replaces);
  if (key) {
    if (!pair.bare && !FIELD_WORDS[key]?.test(pair.words)) return null;
    if ((known[key] as string).toLowerCase() === pair.value.toLowerCase()) return null;
    const value =
      /^\p{Ll}/u.test(pair.value) && /^(?:name|nickname|location|hometown|employer|manager|nationality)$/.test(key) ? titled(pair.value) : pair.value;
    const draft: Draft = {
      ...fieldDraft(key, value),
      confidence: 0.95,
      correction: { reason: `the user corrected it (“${value}, not ${pair.replaces}”)`, replaces: known[key] ?? null },
    };
    return gateEdits([draft], raw, known, before).kept[0] ?? null;
  }
  // No field holds Y: a stored memory may; consolidation changes one only when exactly one holds it.
  return pair.bare ? revisionDraft({ value: pair.value, replaces: pair.replaces }) : null;
}

/** The pairs of a sentence's parts, cut at dashes and laughter, when the whole says more than one "not". */
function contrastParts(raw: string): NonNullable<ReturnType<typeof contrastPair>>[] {
  const t = clean(raw);
  // Only two negations, and never a sentence naming someone else ("not Ana, Anita — my cousin I mean").
  if ((t.match(/\bnot\b|n't\b/gi) ?? []).length < 2 || OTHER.test(t) || tokensOf(t).some((x) => relationalNoun(x.lower) !== null)) return [];
  const parts = t.split(/\s[-–—]\s|\s(?:lol|lmao|haha|tbh)\b[\s,.!]*/i);
  if (parts.length < 2) return [];
  return parts.map(contrastPair).filter((p): p is NonNullable<typeof p> => p !== null);
}

const titled = (s: string): string => s.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());

/**
 * The turn's candidates after a tied correction, when no field edit was read already: a field corrected replaces them
 * all; a revision of a memory keeps the clauses' plain facts beside it. Returns the correction, or null.
 */
export function tiedAfter(candidates: Draft[], raw: string, known: Known, before: readonly string[]): Draft | null {
  if (candidates.some((c) => c.profile && !c.profile.key.startsWith('preference.'))) return null;
  const tied = tiedCorrection(raw, known, before);
  if (tied) candidates.splice(0, candidates.length, ...(tied.profile ? [] : candidates.filter((c) => !c.profile && !c.correction)), tied);
  return tied;
}
