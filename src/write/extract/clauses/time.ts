/**
 * The time a clause refers to, from chrono-node against the session date: "last month" said on
 * 2026-06-15 is 2026-05; "next Friday" is a day; "in 2019" a year. Kept to the precision said.
 */
import { createRequire } from 'node:module';
import type { ReferredTime } from '../types.js';

interface ChronoResult {
  text: string;
  start: { isCertain(unit: string): boolean; date(): Date };
}
let chrono: { parse(text: string, ref: Date, options?: { forwardDate?: boolean }): ChronoResult[] } | null = null;

/** Words that may name a time; chrono is only asked when one is present (it is the slower step). */
const TIME_WORD =
  /\b(ago|last|next|yesterday|tomorrow|today|tonight|since|week|month|year|summer|winter|spring|autumn|fall|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{4})\b/i;

/** The first time `text` refers to, or null. `now` is the session date. */
export function referredTime(text: string, now: Date): ReferredTime | null {
  if (!TIME_WORD.test(text)) return null;
  if (!chrono) chrono = createRequire(import.meta.url)('chrono-node') as NonNullable<typeof chrono>;
  const year = /\b(?:in|since|until|during)\s+((?:19|20)\d{2})\b/i.exec(text);
  const found = chrono.parse(text, now)[0];
  if (!found) return year ? { text: year[0], value: year[1] as string, granularity: 'year' } : null;
  const date = found.start.date();
  const iso = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString();
  const s = found.start;
  if (s.isCertain('day') || s.isCertain('weekday')) return { text: found.text, value: iso.slice(0, 10), granularity: 'day' };
  if (s.isCertain('month')) return { text: found.text, value: iso.slice(0, 7), granularity: 'month' };
  return { text: found.text, value: iso.slice(0, 4), granularity: 'year' };
}
