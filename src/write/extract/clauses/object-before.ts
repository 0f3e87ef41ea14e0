/**
 * The object pronoun of a LATER turn put back as the one thing the user's turn just before was about: "I'm on
 * sertraline" then "my GP took me off it last week"; "I keep chickens" then "gave them away"; "I love olives" then
 * "cant stand them anymore since the food poisoning". liked-before.ts does this for a verb of liking whose pronoun
 * closes its clause; this is the same reading for any verb (with its particles: "off it", "round to them") and for a
 * pronoun followed by a reason or a time ("since …", "last week").
 *
 * Nothing is guessed: the turn before must name exactly one thing as the object of its verb (a plain noun phrase,
 * no list, no person), the pronoun must agree in number ("them" a plural, "it" a singular), the clause must be the
 * user's own statement (a subject "I"/"we" or a dropped one before a past or modal verb — never a command: "forget
 * it", "leave it"), and verbs of mind and speech ("think about it", "mention it", "get it") take no thing.
 */
import { parseSentences, type Token } from './nlp.js';
import { isFeelingVerb } from './appraisal.js';
import { relationalNoun } from './kin.js';
import { KIDS } from './relations.js';

/** A word that names a person by their relation ("sister", "step-dad", "flatmate", "kids"). */
const isPersonWord = (t: Token): boolean =>
  relationalNoun(t.lemma) !== null || relationalNoun(t.lower) !== null || KIDS.test(t.lower) || /^(?:people|folks?|guys?)$/.test(t.lower);

/** Verbs whose "it" is a thought, a saying or a stock phrase, not the thing before ("I'll think about it", "got it"). */
const MIND = new Set(
  (
    'think know forget remember mention say tell ask mean understand believe doubt wonder consider check see hear read ' +
    'explain guess mind bother worry hope wish get make do try describe show send draft write fix google search find ' +
    'look let leave put call discuss note save store record log keep'
  ).split(' '),
);

/** Words that may stand between a verb and its object pronoun: particles and "me" ("took me off it", "come round to them"). */
const BETWEEN = /^(?:me|us|off|away|up|out|down|back|round|around|over|to|on|with|of|from|into)$/;

/** Words that may follow the pronoun in its clause: particles, adverbs of time or degree, a time phrase. */
const AFTER =
  /^(?:off|away|up|out|down|back|over|now|anymore|any|more|longer|again|too|either|though|tho|tbh|honestly|completely|entirely|altogether|lately|recently|already|really|at|all|last|this|past|few|couple|a|of|ago|weeks?|months?|years?|days?|today|yesterday|tonight|morning|night|summer|winter|spring|autumn|fall|\d+)$/;

/** Words of the calendar: a phrase "in october", "over the summer", "at easter" after the pronoun is a time, no object. */
const CALENDAR =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|spring|summer|autumn|fall|winter|christmas|xmas|easter|new|year|years|month|months|week|weeks|weekend|day|days|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end|start|beginning|middle|lockdown|holidays?|term|\d{4})$/;

/** A time phrase from `i` to the end of the clause: a preposition of time, then only articles and calendar words. */
function timePhrase(tokens: readonly Token[], i: number): boolean {
  if (!/^(?:in|on|at|over|during|around|before|until|till|by|from)$/.test(tokens[i]?.lower ?? '')) return false;
  let seen = false;
  for (const t of tokens.slice(i + 1)) {
    if (t.pos === 'PUNCT' || t.pos === 'CCONJ') break;
    if (CALENDAR.test(t.lower)) seen = true;
    else if (!/^(?:the|a|an|this|last|of|early|late|mid)$/.test(t.lower) && t.pos !== 'NUM') return false;
  }
  return seen;
}

/** Words that open a reason or a time after the pronoun's clause ("since the food poisoning", "after christmas"). */
const REASON = /^(?:since|because|cos|cause|coz|after|as|for|when|ever)$/;

/** The object of a sentence's first verb ("I keep chickens" → chickens; "I'm on sertraline 50mg" → sertraline). */
function objectOf(tokens: readonly Token[]): { words: Token[]; plural: boolean } | null {
  const v = tokens.findIndex((t, j) => t.pos === 'VERB' || (t.pos === 'AUX' && tokens[j + 1]?.pos === 'ADP'));
  if (v < 0) return null;
  const subject = tokens.slice(0, v).filter((t) => t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN');
  if (subject.length > 0 && !subject.every((t) => t.lower === 'i')) return null;
  let i = v + 1;
  const viaAdp = tokens[i]?.pos === 'ADP';
  if (viaAdp) i++;
  while (tokens[i] && (tokens[i]?.pos === 'DET' || tokens[i]?.pos === 'ADJ' || tokens[i]?.lower === 'my')) i++;
  const words: Token[] = [];
  while (tokens[i] && (tokens[i]?.pos === 'NOUN' || tokens[i]?.pos === 'PROPN')) words.push(tokens[i++] as Token);
  const head = words.at(-1);
  if (!head) return null;
  // "chickens, ducks and quail": a list is several things; a pronoun for one of them is not sure.
  if (tokens.slice(i).some((t, j) => t.pos === 'CCONJ' || (t.lower === ',' && tokens[i + j + 1]?.pos === 'NOUN'))) return null;
  // A person is no thing ("I met Tomasz", "I love my kids").
  // A capitalised name right after a verb is most often a person met or called ("I met Tomasz"), unless it is liked.
  const named = !viaAdp && words.every((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text)) && !isFeelingVerb(tokens[v]?.lemma ?? '', false);
  if (words.some(isPersonWord) || named) return null;
  return { words, plural: head.lemma !== head.lower && head.lower.endsWith('s') };
}

/** The one thing the turn before was about, or null when none or several. */
function thingIn(turn: string): { text: string; plural: boolean } | null {
  const found = parseSentences(turn)
    .filter((s) => s.at(-1)?.text !== '?')
    .map(objectOf)
    .filter((o): o is NonNullable<ReturnType<typeof objectOf>> => o !== null);
  if (found.length !== 1) return null;
  const [one] = found as [NonNullable<ReturnType<typeof objectOf>>];
  return { text: one.words.map((t) => t.text).join(' '), plural: one.plural };
}

/** The verb that takes the pronoun at `k` as its object, or -1. */
function verbOf(tokens: readonly Token[], k: number): number {
  let j = k - 1;
  while (j >= 0 && k - j <= 3 && BETWEEN.test(tokens[j]?.lower ?? '') && tokens[j]?.pos !== 'VERB') j--;
  const verb = tokens[j];
  if (!verb || verb.pos !== 'VERB' || MIND.has(verb.lemma)) return -1;
  return j;
}

/** Whether the clause of the verb at `v` is the user's own statement, not a command ("forget it") or someone else's. */
function ownStatement(tokens: readonly Token[], v: number): boolean {
  const before = tokens.slice(0, v).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'INTJ' && t.pos !== 'CCONJ');
  if (before.some((t) => (t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN') && !['i', 'we', 'ugh', 'well', 'oh'].includes(t.lower))) {
    // "my GP took me off it": someone else's doing to the user ("me" after the verb) is the user's state.
    return tokens[v + 1]?.lower === 'me';
  }
  if (before.some((t) => t.lower === 'i' || t.lower === 'we')) return true;
  // No subject: a past or modal verb is a dropped "I" ("gave them away", "cant stand them"); a base verb is a command.
  const verb = tokens[v] as Token;
  return before.some((t) => t.pos === 'AUX' && !['do', 'does'].includes(t.lower)) || verb.lemma !== verb.lower;
}

/** Whether only particles, adverbs, a time or a reason follow the pronoun at `k` in its clause. */
function closes(tokens: readonly Token[], k: number): boolean {
  for (const [j, t] of tokens.slice(k + 1).entries()) {
    if (t.pos === 'PUNCT' || t.pos === 'CCONJ' || REASON.test(t.lower) || timePhrase(tokens, k + 1 + j)) return true;
    if (!AFTER.test(t.lower) && t.pos !== 'ADV' && t.pos !== 'PART') return false;
  }
  return true;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The turn with an object "it"/"them" put back as the one thing the turn before was about; the turn as said otherwise. */
export function objectBefore(text: string, before: readonly string[]): string {
  const previous = before[before.length - 1];
  if (!previous || !/\b(?:it|them)\b/i.test(text)) return text;
  const spans: { lead: string; pronoun: string }[] = [];
  for (const tokens of parseSentences(text)) {
    if (tokens.at(-1)?.text === '?') continue;
    for (const [k, t] of tokens.entries()) {
      if (t.lower !== 'it' && t.lower !== 'them') continue;
      const v = verbOf(tokens, k);
      if (v < 0 || !ownStatement(tokens, v) || !closes(tokens, k)) continue;
      spans.push({
        lead: tokens
          .slice(v, k)
          .map((x) => x.text)
          .join(' '),
        pronoun: t.lower,
      });
    }
  }
  if (spans.length === 0) return text;
  const thing = thingIn(previous);
  if (!thing) return text;
  let out = text;
  for (const s of spans) {
    if ((s.pronoun === 'them') !== thing.plural) continue;
    const lead = s.lead
      .split(' ')
      .map(escape)
      .join(String.raw`\s+`);
    // "gave it up", "gave them away": the particle goes before the thing ("gave up the cello"), as the readers of stopping say it.
    out = out.replace(new RegExp(String.raw`\b(${lead})\s+${s.pronoun}(?:\s+(up|away|off|out|down|back)\b)?`, 'i'), (_m, l: string, p?: string) =>
      p ? `${l} ${p} ${thing.text}` : `${l} ${thing.text}`,
    );
  }
  return out;
}
