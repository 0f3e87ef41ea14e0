/**
 * Time expressions in a query ("in June", "on 8 May, 2023", "last week", "early November", "two
 * weeks ago", "over the summer", "in 2019") turned into time windows relative to the question's
 * time, so that recall can favour memories whose event time (`validFrom`) falls inside them. Dates
 * and relative days are read by chrono-node; the parts of a month ("early", "mid", "late", "the end
 * of"), weeks, weekends, seasons and Christmas by the rules below. A month or season without a year
 * is its latest occurrence up to the question's time ("in May" asked in October is this May; asked
 * in March, last May). Pure and English-only; a query without a time expression yields no window.
 */
import { createRequire } from 'node:module';
import { NUMBER_WORD_SOURCE, numberOfWords } from './numbers.js';

/** A half-open interval of event time, in ms since the epoch. */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
  /** Set for a month named without a year ("in June"): the same month of another year matches too, less (0–11). */
  readonly month?: number;
}

interface ChronoResult {
  index: number;
  text: string;
  start: { isCertain(unit: string): boolean; date(): Date };
}
let chrono: { parse(text: string, ref: Date, options?: { forwardDate?: boolean }): ChronoResult[] } | null = null;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join('|')})\\.?`;
const PART = '(early|mid|middle of|late|end of|the end of|beginning of|the beginning of|start of|the start of)';
const SEASONS: Readonly<Record<string, number>> = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 };
const DAY = 86_400_000;
/** "two weeks ago", "a couple of months ago", "twenty-one years ago", "3 days ago". */
const AGO = new RegExp(`\\b(couple|few|an?|${NUMBER_WORD_SOURCE})\\s+(?:of\\s+)?(day|week|month|year)s?\\s+ago\\b`);
/** Words that may name a time; chrono is asked only when one is present (it is the slower step). */
const CHRONO_WORD =
  /\b(ago|yesterday|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]{3}|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{4}-\d\d-\d\d|\d{1,2}\/\d{1,2})/i;

/**
 * A word or digit every expression below needs (a month's first three letters, a unit of time, a
 * season, a holiday, a weekday, "ago"…): a query without one names no time, and none of the
 * patterns or chrono is tried (most queries; the patterns cost more than the rest of recall's text steps).
 */
const ANY_TIME =
  /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|month|year|week|spring|summer|autumn|fall|winter|christmas|xmas|ago|yesterday|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i;

const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.replace('.', '').slice(0, 3)));
const utc = (y: number, m: number, d = 1) => Date.UTC(y, m, d);

/** The part of a month a modifier names, as [first day, day after the last] (31 stands for the month's end). */
function partOf(part: string | undefined): [number, number] {
  if (!part) return [1, 32];
  if (part.startsWith('early') || part.includes('beginning') || part.includes('start')) return [1, 16];
  if (part.startsWith('mid')) return [8, 23];
  return [18, 32]; // late, the end of
}

/** A month of a year, or a part of it; `32` as the end day is the first of the next month. */
function monthWindow(y: number, m: number, part?: string, anyYear = false): TimeWindow {
  const [a, b] = partOf(part);
  const to = b === 32 ? utc(y, m + 1, 1) : utc(y, m, b);
  return { from: utc(y, m, a), to, ...(anyYear && !part && { month: ((m % 12) + 12) % 12 }) };
}

/** The latest year in which month `m` (from day `a`) has begun by `now`. */
function latestYear(m: number, now: Date, a = 1): number {
  const y = now.getUTCFullYear();
  return utc(y, m, a) <= now.getTime() ? y : y - 1;
}

/** Monday 00:00 UTC of the week holding `t`. */
function weekStart(t: number): number {
  const d = new Date(t);
  const midnight = utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return midnight - ((d.getUTCDay() + 6) % 7) * DAY;
}

/** The windows named by time expressions in `query`, relative to `now` (the question's time). */
export function timeWindowsOf(query: string, now: Date): TimeWindow[] {
  return timeExpressionsOf(query, now).windows;
}

/** The time expressions of a query: the windows they name and where they stand in it (`[start, end)` of each). */
export interface TimeExpressions {
  readonly windows: TimeWindow[];
  readonly spans: readonly (readonly [number, number])[];
}

/**
 * The query with the words of its time expressions blanked out ("how did the gig go last weekend" →
 * "how did the gig go"): what the keyword leg searches when the query names a time, so that a memory
 * sharing only "weekend" with it is not found by that word. The query itself when it names none.
 */
export function withoutTimeWords(query: string, spans: TimeExpressions['spans']): string {
  if (spans.length === 0) return query;
  // Spans index the lower-cased text (UTF-16 units), which has the query's length unless a letter
  // changes length when lower-cased; then the query is kept as it is.
  if (query.toLowerCase().length !== query.length) return query;
  const chars = query.split('');
  for (const [a, b] of spans) for (let i = a; i < b && i < chars.length; i++) chars[i] = ' ';
  // A weekday stays: it names the slot of what recurs ("plays football on Thursday evenings").
  const blanked = chars.join('');
  return keepWeekdays(query, blanked);
}

const WEEKDAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi;

/** `blanked` with the weekday names of `query` put back where they stood. */
function keepWeekdays(query: string, blanked: string): string {
  let out = blanked;
  for (const m of query.matchAll(WEEKDAY)) {
    const at = m.index ?? 0;
    out = out.slice(0, at) + m[0] + out.slice(at + m[0].length);
  }
  return out;
}

/** The windows named by time expressions in `query` and their places in it, relative to `now`. */
export function timeExpressionsOf(query: string, now: Date): TimeExpressions {
  if (!ANY_TIME.test(query)) return { windows: [], spans: [] };
  const text = query.toLowerCase().replace(/[’']/g, "'");
  const out: TimeWindow[] = [];
  const used: [number, number][] = [];
  const free = (start: number, end: number) => !used.some(([a, b]) => start < b && end > a);
  const take = (re: RegExp, fn: (m: RegExpExecArray) => TimeWindow | null) => {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      const w = fn(m as RegExpExecArray);
      if (w) {
        out.push(w);
        used.push([start, end]);
      }
    }
  };
  const t = now.getTime();
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth();
  const dayWindow = (yy: number, m: number, d: number) => {
    if (m < 0 || d < 1 || d > 31) return null;
    const at = utc(yy, m, d);
    return { from: at - DAY, to: at + 2 * DAY }; // a day either side: the stored time may be in another zone
  };
  const yearOf = (word: string | undefined, m: number, a = 1) => (word === 'last year' ? y - 1 : word === 'this year' ? y : latestYear(m, now, a));

  // "May 23, 2023", "8 May, 2023", "23rd of May 2023"
  take(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)\\b`), (m) =>
    dayWindow(Number(m[3]), monthIndex(m[1] as string), Number(m[2])),
  );
  take(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+((?:19|20)\\d\\d)\\b`), (m) =>
    dayWindow(Number(m[3]), monthIndex(m[2] as string), Number(m[1])),
  );
  // "late June 2023", "July 2023", "early november last year", "the end of march last year"
  take(new RegExp(`\\b(?:${PART}\\s+(?:of\\s+)?)?${MONTH},?\\s+((?:19|20)\\d\\d)\\b`), (m) => {
    const mm = monthIndex(m[2] as string);
    return mm < 0 ? null : monthWindow(Number(m[3]), mm, m[1]);
  });
  take(new RegExp(`\\b(?:${PART}\\s+(?:of\\s+)?)?${MONTH}\\s+(last year|this year)\\b`), (m) => {
    const mm = monthIndex(m[2] as string);
    return mm < 0 ? null : monthWindow(yearOf(m[3], mm), mm, m[1]);
  });
  // "early last month", "the end of last month", "earlier this month"
  take(new RegExp(`\\b${PART}\\s+(?:of\\s+)?last month\\b`), (m) => monthWindow(y, mo - 1, m[1]));
  take(/\b(?:earlier|early) this month\b/, () => ({ from: utc(y, mo, 1), to: t + DAY }));
  // "in late june", "early february", "mid-september", "in May" ("may" only after a preposition or a part: it is also a verb)
  take(new RegExp(`\\b${PART}[\\s-]+(?:of\\s+)?${MONTH}(?![a-z])`), (m) => {
    const mm = monthIndex(m[2] as string);
    if (mm < 0) return null;
    const [a] = partOf(m[1]);
    return monthWindow(latestYear(mm, now, a), mm, m[1]);
  });
  take(new RegExp(`\\b(?:in|during|since|of|last|this|over|around|back in)\\s+(?:-\\s*)?${MONTH}(?![a-z])`), (m) => {
    const mm = monthIndex(m[1] as string);
    return mm < 0 ? null : monthWindow(latestYear(mm, now), mm, undefined, true);
  });
  // "in 2022"
  take(/\b(?:in|during|since|of|from|back in)\s+((?:19|20)\d\d)\b/, (m) => ({ from: utc(Number(m[1]), 0, 1), to: utc(Number(m[1]) + 1, 0, 1) }));
  // "over the summer", "last winter", "this spring"
  take(/\b(?:(last|this|over the|in the|during the|the)\s+)(spring|summer|autumn|fall|winter)\b/, (m) => {
    const start = SEASONS[m[2] as string] as number;
    let yy = latestYear(start, now);
    if (m[1] === 'last' && utc(yy, start + 3, 1) > t) yy -= 1; // "last summer" asked in July is the one before
    return { from: utc(yy, start, 1), to: utc(yy, start + 3, 1) };
  });
  // "over christmas", "at new year"
  take(/\b(?:christmas|xmas)\b/, () => {
    const yy = latestYear(11, now, 20);
    return { from: utc(yy, 11, 20), to: utc(yy + 1, 0, 1) };
  });
  take(/\bnew year'?s?\b/, () => {
    const yy = t >= utc(y, 11, 28) ? y : y - 1;
    return { from: utc(yy, 11, 28), to: utc(yy + 1, 0, 4) };
  });
  // "two weeks ago", "a couple of months ago", "3 days ago"
  take(AGO, (m) => {
    const n = numberOfWords(m[1] as string) ?? 1;
    const unit = m[2] as string;
    if (unit === 'day') return dayWindow(new Date(t - n * DAY).getUTCFullYear(), new Date(t - n * DAY).getUTCMonth(), new Date(t - n * DAY).getUTCDate());
    if (unit === 'week') {
      const start = weekStart(t - n * 7 * DAY);
      return { from: start - DAY, to: start + 8 * DAY };
    }
    if (unit === 'month') return monthWindow(y, mo - n);
    return { from: utc(y - n, 0, 1), to: utc(y - n + 1, 0, 1) };
  });
  // "the weekend before last", "the week before last", "the month before last", "the year before last": one more back.
  take(/\b(?:the\s+)?(weekend|week|month|year)\s+before\s+last\b/, (m) => {
    if (m[1] === 'month') return monthWindow(y, mo - 2);
    if (m[1] === 'year') return { from: utc(y - 2, 0, 1), to: utc(y - 1, 0, 1) };
    if (m[1] === 'week') {
      const start = weekStart(t) - 14 * DAY;
      return { from: start - DAY, to: start + 8 * DAY };
    }
    const saturday = weekStart(t) - 9 * DAY;
    return { from: saturday - DAY, to: saturday + 3 * DAY };
  });
  take(/\blast year\b/, () => ({ from: utc(y - 1, 0, 1), to: utc(y, 0, 1) }));
  take(/\bthis year\b/, () => ({ from: utc(y, 0, 1), to: t + DAY }));
  take(/\blast month\b/, () => monthWindow(y, mo - 1));
  take(/\bthis month\b/, () => ({ from: utc(y, mo, 1), to: t + DAY }));
  // "last weekend", "this past weekend", "at the weekend": the latest Saturday and Sunday before now. Said on a
  // Saturday or Sunday, "last weekend" and "(this) past weekend" are the one before ("this weekend" is this one).
  take(/\b(?:(last|this past|the past|past)|this|the|at the|over the)\s+weekend\b/, (m) => {
    const monday = weekStart(t);
    const saturday = t - monday >= 5 * DAY && m[1] === undefined ? monday + 5 * DAY : monday - 2 * DAY;
    return { from: saturday - DAY, to: saturday + 3 * DAY };
  });
  // "last week": the calendar week before this one
  take(/\b(?:last|the past|past) week\b/, () => {
    const start = weekStart(t) - 7 * DAY;
    return { from: start - DAY, to: start + 8 * DAY };
  });
  take(/\bthis week\b/, () => ({ from: weekStart(t), to: t + DAY }));
  take(/\byesterday\b/, () => ({ from: t - 2 * DAY, to: t }));
  take(/\b(?:today|tonight)\b/, () => ({ from: t - DAY, to: t + DAY }));
  // What is left, to chrono: "on Tuesday", "last Friday", "June 3rd", "3/5".
  if (CHRONO_WORD.test(text)) {
    chrono ??= createRequire(import.meta.url)('chrono-node') as NonNullable<typeof chrono>;
    for (const r of chrono.parse(text, now, { forwardDate: false })) {
      if (!free(r.index, r.index + r.text.length) || !(r.start.isCertain('day') || r.start.isCertain('weekday'))) continue;
      let at = r.start.date().getTime();
      if (at > t + DAY && !r.start.isCertain('year')) at = new Date(at).setUTCFullYear(new Date(at).getUTCFullYear() - 1);
      const d = new Date(at);
      const w = dayWindow(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      if (w) {
        out.push(w);
        used.push([r.index, r.index + r.text.length]);
      }
    }
  }
  return { windows: out, spans: used };
}

/** True when `at` falls in any of `windows` (a month named without a year: that month of any year). */
export function inTimeWindows(at: Date, windows: readonly TimeWindow[]): boolean {
  return timeScore(at, windows) > 0;
}

/** What ranking's `time` part is for an event at `at`: 1 inside a window, 0.5 in the same month of another year, else 0. */
export function timeScore(at: Date, windows: readonly TimeWindow[]): number {
  const t = at.getTime();
  let best = 0;
  for (const w of windows) {
    if (t >= w.from && t < w.to) return 1;
    if (w.month !== undefined && at.getUTCMonth() === w.month) best = 0.5;
  }
  return best;
}
