/**
 * Preferences said without a verb, as people type them: "tea over coffee", "window seat always", "dark
 * mode pls", "aisle seats for me", "no emojis please", "metric please, not imperial". A bare noun phrase
 * is a preference only beside a word that says so — "please", "always", "for me", "every time", "by
 * default", or a choice of one thing over another; on its own ("chicken soup") it says nothing, and a
 * phrase with an article ("the salmon please") or a one-off cue is a request of the moment.
 */
import type { Token } from './nlp.js';
import { phrase, preference, type Draft } from './phrases.js';
import type { Clause } from './split.js';

/** Words that ask or insist: they make a bare phrase a preference. */
const ASKING = new Set(['please', 'pls', 'plz', 'always']);
/** Thanks said beside it: taken off, no cue of their own ("great thanks"). */
const THANKS = new Set(['thanks', 'ta', 'cheers']);
/** Words that judge what was said, not what the user wants: "great please", "perfect thanks". */
const JUDGING = new Set([
  'great',
  'good',
  'fine',
  'cool',
  'nice',
  'awesome',
  'perfect',
  'ok',
  'okay',
  'sure',
  'lovely',
  'brilliant',
  'amazing',
  'excellent',
  'grand',
  'right',
  'correct',
  'wrong',
  'same',
  'yes',
  'yeah',
  'more',
  'less',
]);
/** "no worries", "no problem": set phrases of chat, no preference. */
const NO_PHRASES = new Set([
  'worries',
  'problem',
  'problems',
  'thanks',
  'idea',
  'rush',
  'way',
  'clue',
  'biggie',
  'matter',
  'doubt',
  'kidding',
  'joke',
  'pressure',
  'hurry',
  'comment',
  'chance',
]);
/** Parts of speech a bare noun phrase is made of. */
const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** What sets one thing over another: "tea over coffee", "aisle instead of window". */
const OVER = ['over', 'instead of', 'rather than', 'before', '>'];

/** The preference a verbless clause states, or null. */
export function verblessPreference(clause: Clause): Draft | null {
  if (clause.asked || clause.cues.oneOff) return null;
  let tokens = [...clause.tokens];
  let cue = clause.cues.enduring;
  const take = (k: number, n: number) => {
    tokens = [...tokens.slice(0, k), ...tokens.slice(k + n)];
    cue = true;
  };
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (ASKING.has(t.lower)) take(k, 1);
    else if (THANKS.has(t.lower)) tokens = [...tokens.slice(0, k), ...tokens.slice(k + 1)];
    else if (t.lower === 'for' && tokens[k + 1]?.lower === 'me') take(k, 2);
    else if (['every', 'each'].includes(t.lower) && tokens[k + 1]?.lower === 'time') take(k, 2);
    else if (t.lower === 'by' && tokens[k + 1]?.lower === 'default') take(k, 2);
    else if (t.pos === 'PUNCT' && k === tokens.length - 1) tokens = tokens.slice(0, k);
  }
  // "no emojis please": the splitter took "no" as a correction cue; said first, it is the preference's own "no".
  // "please no emojis": the asking word before the refusal's "no" is a cue of its own.
  const asking = /^(?:please|pls|plz)\s+no\b/i.test(clause.said);
  if (asking) cue = true;
  let no = clause.cues.correction === 'no' && (asking || /^no\b/i.test(clause.said));
  // "plz no jargon": the asking word said first leaves the refusal's "no" in the clause.
  if (!no && cue && tokens[0]?.lower === 'no' && tokens.length > 1) [no, tokens] = [true, tokens.slice(1)];
  // "no emojis in your replies": a refusal of what goes into the assistant's own answers is a standing request.
  if (no && tokens.some((t, k) => t.pos === 'ADP' && /^(?:your|ur|yr)$/.test(tokens[k + 1]?.lower ?? ''))) cue = true;
  const w = tokens.map((t) => t.lower);
  const at = OVER.map((o) => ({ o, k: indexOfWords(w, o.split(' ')) })).find((x) => x.k > 0);
  const first = at ? tokens.slice(0, at.k) : tokens;
  const second = at ? tokens.slice(at.k + at.o.split(' ').length) : [];
  if (!cue && !at) return null;
  if (!nominal(first, no && !at) || (at && !nominal(second))) return null;
  if (no && NO_PHRASES.has(w[0] ?? '')) return null;
  const said = `${no ? 'no ' : ''}${phrase(first)}${at ? ` ${at.o} ${phrase(second)}` : ''}`;
  return preference(said, false);
}

/**
 * A bare noun phrase of one to five words: no verb, no pronoun, no article, not a count ("two coffees"
 * is an order); an adjective alone ("metric") only when it judges nothing ("great").
 */
function nominal(tokens: readonly Token[], refused = false): boolean {
  // "no emojis in replies", "no bullet points in summaries": what the user refuses may be a bare noun phrase, then one
  // preposition and a bare noun phrase (a wish said without "no" — "reply in Spanish" — is read by the instruction rules).
  const pp = refused ? tokens.findIndex((t, k) => k > 0 && t.pos === 'ADP' && /^(?:in|on|for|within|inside)$/.test(t.lower)) : -1;
  // Where the refusal holds may open with a determiner ("in ur answers", "in the summary"), and a plural the tagger took
  // for a verb after it ("replies") is still its noun.
  const where = tokens.slice(pp + 1 + (/^(?:your|ur|yr|the|my)$/.test(tokens[pp + 1]?.lower ?? '') ? 1 : 0));
  const noun = where.map((t) => (t.pos === 'VERB' && /s$/.test(t.lower) && where.length === 1 ? { ...t, pos: 'NOUN' as const } : t));
  if (pp > 0 && tokens.length <= 8) return nominal(tokens.slice(0, pp)) && nominal(noun);
  if (tokens.length === 0 || tokens.length > 5 || tokens[0]?.pos === 'NUM' || tokens.some((t) => JUDGING.has(t.lower))) return false;
  return tokens.every((t) => NOMINAL.has(t.pos) || (t.pos === 'CCONJ' && t.lower === 'and')) && tokens.some((t) => t.pos !== 'NUM');
}

function indexOfWords(w: readonly string[], words: readonly string[]): number {
  for (let k = 0; k + words.length <= w.length; k++) if (words.every((x, j) => w[k + j] === x)) return k;
  return -1;
}
