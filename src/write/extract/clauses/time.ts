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
  `\\b(?:for|in|going on|over|nearly|almost|about|around)?\\s*(?:about |almost |nearly |over |around |roughly |just over |just under )?(a couple of|a few|${NUMBER_WORD_SOURCE}|an?)\\s+(decade|year|month|week|day)s?\\b`,
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
  const unit = (m[2] as string).toLowerCase().replace('decade', 'year');
  const years = m[2]?.toLowerCase() === 'decade' ? n * 10 : n;
  const d = new Date(now.getTime());
  if (unit === 'year') d.setUTCFullYear(d.getUTCFullYear() - years);
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

/** Holidays chrono-node does not know: "since last Christmas", "over Easter", "by Halloween". */
const HOLIDAY = /\b(?:(last|this|next)\s+)?(christmas|xmas|easter|new year'?s?(?:\s+day)?|halloween|bonfire night|valentine'?s(?:\s+day)?)\b/i;

/** Easter Sunday of `year` (the Gregorian computus). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return new Date(Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1));
}

function holidayOf(name: string, year: number): Date {
  const n = name.toLowerCase();
  if (n === 'easter') return easter(year);
  if (/^(christmas|xmas)$/.test(n)) return new Date(Date.UTC(year, 11, 25));
  if (n.startsWith('new year')) return new Date(Date.UTC(year, 0, 1));
  if (n === 'halloween') return new Date(Date.UTC(year, 9, 31));
  if (n === 'bonfire night') return new Date(Date.UTC(year, 10, 5));
  return new Date(Date.UTC(year, 1, 14));
}

/** The day a holiday said names: "last" the one before the session date, "next" the one after, else by the tense. */
function holidayTime(text: string, now: Date): ReferredTime | null {
  const m = HOLIDAY.exec(text);
  if (!m) return null;
  const which = m[1]?.toLowerCase();
  const way = which === 'last' ? 'past' : which === 'next' ? 'future' : which === 'this' ? null : direction(text);
  const y = now.getUTCFullYear();
  const [before, after] = [y - 1, y, y + 1]
    .map((k) => holidayOf(m[2] as string, k))
    .reduce<[Date | null, Date | null]>(([b, a], d) => [d.getTime() < now.getTime() ? d : b, a ?? (d.getTime() >= now.getTime() ? d : null)], [null, null]);
  const date = way === 'past' ? before : way === 'future' ? after : holidayOf(m[2] as string, y);
  if (!date) return null;
  return { text: m[0], value: date.toISOString().slice(0, 10), granularity: 'day' };
}

/** The first time `text` refers to, or null. `now` is the session date. */
export function referredTime(text: string, now: Date): ReferredTime | null {
  const lasted = lastedSince(text, now);
  if (lasted) return { ...lasted, throughNow: true };
  const holiday = holidayTime(text, now);
  if (holiday) return holiday;
  if (!TIME_WORD.test(text)) return null;
  if (!chrono) chrono = createRequire(import.meta.url)('chrono-node') as NonNullable<typeof chrono>;
  // "since 2019", "since the summer of 2020", "during the spring of 2018": the year said after its season.
  const year = /\b(?:in|since|until|during)\s+(?:(?:the|early|late|mid|of|[a-z]+)\s+){0,3}?((?:19|20)\d{2})\b/i.exec(text);
  const found = chrono.parse(text, now)[0];
  if (!found) return year ? { text: year[0], value: year[1] as string, granularity: 'year', ...since(text, year[0]) } : null;
  const date = found.start.date();
  // A month, season or weekday without its year, on the wrong side of the session date for the tense said.
  if (!found.start.isCertain('year') && !year && found.start.isCertain('month') && !found.start.isCertain('weekday')) {
    const way = direction(text);
    if (way === 'past' && date.getTime() > now.getTime()) date.setUTCFullYear(date.getUTCFullYear() - 1);
    if (way === 'future' && date.getTime() < now.getTime() - 86_400_000) date.setUTCFullYear(date.getUTCFullYear() + 1);
  }
  const iso = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString();
  const s = found.start;
  const through = since(text, found.text);
  if (s.isCertain('day') || s.isCertain('weekday')) return { text: found.text, value: iso.slice(0, 10), granularity: 'day', ...through };
  if (s.isCertain('month')) return { text: found.text, value: iso.slice(0, 7), granularity: 'month', ...through };
  return { text: found.text, value: iso.slice(0, 4), granularity: 'year', ...through };
}

/** "since feb 2024", "ever since 2019": a start said with "since" holds through now (not with "ever since I left"). */
function since(text: string, said: string): { throughNow?: true } {
  const at = text.toLowerCase().indexOf(said.toLowerCase());
  return at >= 0 && /\bsince\s+(?:(?:the|early|late|mid|of|about|around)\s+){0,2}$/i.test(text.slice(0, at)) ? { throughNow: true } : {};
}

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "my title is Senior Surveyor as of this week", "I work at Arup from Monday": the time said after a value tells when
 * it holds and is no part of it — taken off the field's value, the relation's object and the words of the memory.
 */
export function withoutTime<D extends { content: string; profile: { key: string; value: string } | null; triple?: { object: string } | null }>(
  d: D,
  when: ReferredTime | null,
): D {
  if (!when) return d;
  const words = String.raw`\s*,?\s+(?:(?:as of|as from|from|since|starting(?: from)?|effective(?: from)?|with effect from|beginning)\s+)?${escaped(when.text)}`;
  const tail = new RegExp(`${words}\\s*$`, 'i');
  const cut = (s: string): string => s.replace(tail, '');
  const value = d.profile ? cut(d.profile.value) : null;
  if (!d.profile || value === d.profile.value || value === null || value.length === 0) return d;
  const content = d.content.replace(new RegExp(`${words}(?=\\.?$)`, 'i'), '');
  return {
    ...d,
    content: /[.!?]$/.test(content) ? content : `${content}.`,
    profile: { ...d.profile, value },
    ...(d.triple && { triple: { ...d.triple, object: cut(d.triple.object) } }),
  };
}
