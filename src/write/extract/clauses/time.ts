/**
 * The time a clause refers to, from chrono-node against the session date: "last month" said on
 * 2026-06-15 is 2026-05; "next Friday" is a day; "in 2019" a year. Kept to the precision said.
 */
import { createRequire } from 'node:module';
import type { ReferredTime } from '../types.js';
import { NUMBER_WORD_SOURCE, numberOfWords } from '../../../core/text/numbers.js';

interface ChronoResult {
  text: string;
  start: { isCertain(unit: string): boolean; date(): Date };
}
let chrono: { parse(text: string, ref: Date, options?: { forwardDate?: boolean }): ChronoResult[] } | null = null;

/** Words that may name a time; chrono is only asked when one is present (it is the slower step). */
const TIME_WORD =
  /\b(ago|last|next|yesterday|tomorrow|today|tonight|since|week|month|year|summer|winter|spring|autumn|fall|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{4})\b/i;

/** "for three years", "in two years", "going on eight months", "six months now": a length of time back from now. */
const DURATION = new RegExp(
  `\\b(?:for|in|going on|over|nearly|almost|about|around)?\\s*(?:about |almost |nearly |over |around |roughly |just over |just under )?(a couple of|a few|${NUMBER_WORD_SOURCE}|an?)\\s+(year|month|week|day)s?\\b`,
  'i',
);
/** The verb group of a state that has lasted until now: "I've been", "been living", "haven't", "has had", "… now". */
const PERFECT = /\b(have|has|'ve|been|haven't|hasn't|have n't|has n't|going on)\b|\bnow\s*$/i;

/** Since when a state has lasted: "I've been a nurse for twelve years" said in 2026 → 2014. Null without a perfect or a length. */
export function lastedSince(text: string, now: Date): ReferredTime | null {
  if (!PERFECT.test(text) || /\bago\b/i.test(text)) return null;
  const m = DURATION.exec(text);
  if (!m) return null;
  const n = numberOfWords(m[1] as string) ?? NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  const unit = (m[2] as string).toLowerCase();
  const d = new Date(now.getTime());
  if (unit === 'year') d.setUTCFullYear(d.getUTCFullYear() - n);
  else if (unit === 'month') d.setUTCMonth(d.getUTCMonth() - n);
  else d.setUTCDate(d.getUTCDate() - n * (unit === 'week' ? 7 : 1));
  const iso = d.toISOString();
  const said = m[0].trim();
  if (unit === 'year') return { text: said, value: iso.slice(0, 4), granularity: 'year' };
  if (unit === 'month') return { text: said, value: iso.slice(0, 7), granularity: 'month' };
  return { text: said, value: iso.slice(0, 10), granularity: 'day' };
}

/** Said of what is over or has lasted until now: a month or season without its year is the last one. */
const PAST_SAID =
  /\b(?:since|ago|last|was|were|had|did|used|been|have|has|'ve|quit|left|gave|got|went|began|became|sold|bought|took|met|grew|broke|lost|found|spent|kept|\w{2,}ed)\b/i;
/** Said of what is still to come: a month or season without its year is the next one. */
const FUTURE_SAID = /\b(?:next|will|'ll|going to|gonna|from|coming|upcoming|soon|due|starting|moving|begin|begins|start|starts|relocating|joining)\b/i;
/** Past words that do not make a clause past: "need", "based", "interested". */
const NOT_PAST = /\b(?:need|needed to|feed|speed|based|interested|married|called|named|tired|excited|scared)\b/gi;

/**
 * Which way a date said without its year lies: chrono-node takes the nearest, so "quit in March" said in
 * September could land next March. "since", "ago" and a past verb put it before the session date; "next",
 * "will", "starting", "moving" after it. Neither: as chrono read it.
 */
function direction(text: string): 'past' | 'future' | null {
  if (/\b(?:since|ago|last)\b/i.test(text)) return 'past';
  if (/\b(?:next|will|'ll|going to|gonna)\b/i.test(text)) return 'future';
  const past = PAST_SAID.test(text.replace(NOT_PAST, ''));
  const future = FUTURE_SAID.test(text);
  return past && !future ? 'past' : future && !past ? 'future' : null;
}

/** The first time `text` refers to, or null. `now` is the session date. */
export function referredTime(text: string, now: Date): ReferredTime | null {
  const lasted = lastedSince(text, now);
  if (lasted) return lasted;
  if (!TIME_WORD.test(text)) return null;
  if (!chrono) chrono = createRequire(import.meta.url)('chrono-node') as NonNullable<typeof chrono>;
  const year = /\b(?:in|since|until|during)\s+((?:19|20)\d{2})\b/i.exec(text);
  const found = chrono.parse(text, now)[0];
  if (!found) return year ? { text: year[0], value: year[1] as string, granularity: 'year' } : null;
  const date = found.start.date();
  // A month, season or weekday without its year, on the wrong side of the session date for the tense said.
  if (!found.start.isCertain('year') && !year && found.start.isCertain('month') && !found.start.isCertain('weekday')) {
    const way = direction(text);
    if (way === 'past' && date.getTime() > now.getTime()) date.setUTCFullYear(date.getUTCFullYear() - 1);
    if (way === 'future' && date.getTime() < now.getTime() - 86_400_000) date.setUTCFullYear(date.getUTCFullYear() + 1);
  }
  const iso = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString();
  const s = found.start;
  if (s.isCertain('day') || s.isCertain('weekday')) return { text: found.text, value: iso.slice(0, 10), granularity: 'day' };
  if (s.isCertain('month')) return { text: found.text, value: iso.slice(0, 7), granularity: 'month' };
  return { text: found.text, value: iso.slice(0, 4), granularity: 'year' };
}
