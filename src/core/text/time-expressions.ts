/**
 * Time expressions in a query ("in June", "on 8 May, 2023", "last year", "in 2022") turned into
 * time windows, so that recall can favour memories whose event time (`validFrom`) falls inside
 * them. Pure and English-only; a query without a time expression yields no window and changes
 * nothing.
 */

/** A half-open interval of event time, in ms since the epoch; `month` alone matches that month in any year. */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
  /** Set for a month named without a year ("in June"): matches that month of any year (0–11). */
  readonly month?: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join('|')})\\.?`;
const DAY = 86_400_000;

/** The windows named by time expressions in `query`, relative to `now` where needed. */
export function timeWindowsOf(query: string, now: Date): TimeWindow[] {
  const text = query.toLowerCase();
  const out: TimeWindow[] = [];
  const used: [number, number][] = [];
  const take = (re: RegExp, fn: (m: RegExpExecArray) => TimeWindow | null) => {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (used.some(([a, b]) => start < b && end > a)) continue;
      const w = fn(m as RegExpExecArray);
      if (w) {
        out.push(w);
        used.push([start, end]);
      }
    }
  };
  const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.replace('.', '').slice(0, 3)));
  const dayWindow = (y: number, mo: number, d: number) => {
    if (mo < 0 || d < 1 || d > 31) return null;
    const t = Date.UTC(y, mo, d);
    return { from: t - DAY, to: t + 2 * DAY }; // a day either side: the stored time may be in another zone
  };
  // "May 23, 2023", "October 13 2023"
  take(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)\\b`), (m) =>
    dayWindow(Number(m[3]), monthIndex(m[1] as string), Number(m[2])),
  );
  // "8 May, 2023", "23rd of May 2023"
  take(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+((?:19|20)\\d\\d)\\b`), (m) =>
    dayWindow(Number(m[3]), monthIndex(m[2] as string), Number(m[1])),
  );
  // "July 2023"
  take(new RegExp(`\\b${MONTH},?\\s+((?:19|20)\\d\\d)\\b`), (m) => {
    const mo = monthIndex(m[1] as string);
    const y = Number(m[2]);
    return mo < 0 ? null : { from: Date.UTC(y, mo, 1), to: Date.UTC(y, mo + 1, 1) };
  });
  // "in June", "during August" (any year; "may" only after a preposition, it is also a verb)
  take(new RegExp(`\\b(?:in|during|since|early|late|mid|of|last|this)\\s+(?:-\\s*)?${MONTH}(?![a-z])`), (m) => {
    const mo = monthIndex(m[1] as string);
    return mo < 0 ? null : { from: 0, to: 0, month: mo };
  });
  // "in 2022"
  take(/\b(?:in|during|since|of|from)\s+((?:19|20)\d\d)\b/, (m) => {
    const y = Number(m[1]);
    return { from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) };
  });
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth();
  const t = now.getTime();
  take(/\blast year\b/, () => ({ from: Date.UTC(y - 1, 0, 1), to: Date.UTC(y, 0, 1) }));
  take(/\bthis year\b/, () => ({ from: Date.UTC(y, 0, 1), to: t + DAY }));
  take(/\blast month\b/, () => ({ from: Date.UTC(y, mo - 1, 1), to: Date.UTC(y, mo, 1) }));
  take(/\bthis month\b/, () => ({ from: Date.UTC(y, mo, 1), to: t + DAY }));
  take(/\blast week(end)?\b/, () => ({ from: t - 14 * DAY, to: t }));
  take(/\bthis week\b/, () => ({ from: t - 7 * DAY, to: t + DAY }));
  take(/\byesterday\b/, () => ({ from: t - 2 * DAY, to: t }));
  take(/\btoday\b/, () => ({ from: t - DAY, to: t + DAY }));
  return out;
}

/** True when `at` falls in any of `windows`. */
export function inTimeWindows(at: Date, windows: readonly TimeWindow[]): boolean {
  const t = at.getTime();
  return windows.some((w) => (w.month !== undefined ? at.getUTCMonth() === w.month : t >= w.from && t < w.to));
}
