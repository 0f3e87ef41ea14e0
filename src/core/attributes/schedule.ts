/**
 * The times of the week a request names (issue 24, seventh round): "set up a call this weekend, say
 * 10am", "book me in for saturday morning", "a course on wednesday evenings". A request that names
 * one is constrained by what the user does at such times — a market stall every Saturday, shifts,
 * night work, keeping Shabbat, a club on Thursdays — so the words a standing statement of the
 * user's week uses are searched, each with how closely it bears on the time named: the day itself
 * 1, the days and observances it falls in or overlaps (a Saturday is the weekend and Shabbat; an
 * evening is a night) 0.8, the words of any working pattern (shifts, rota, on call) 0.6. Data and
 * one pure function; the attribute leg searches the words among the user's statements
 * (`read/retrieve/attribute-facts.ts`). Words are base forms, matched as the index stems them.
 */
import { termsOf, words } from '../text/terms.js';
import { requestWeekdays } from './request-dates.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const WORKDAYS = DAYS.slice(0, 5);

/** Per time word of a request: the words of the times it falls in or overlaps. */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  monday: ['weekday', 'weekdays'],
  tuesday: ['weekday', 'weekdays', 'midweek'],
  wednesday: ['weekday', 'weekdays', 'midweek'],
  thursday: ['weekday', 'weekdays', 'midweek'],
  friday: ['weekday', 'weekdays', 'shabbat', 'sabbath', 'jummah'],
  saturday: ['weekend', 'weekends', 'shabbat', 'sabbath'],
  sunday: ['weekend', 'weekends', 'church', 'mass', 'sabbath'],
  weekend: ['saturday', 'saturdays', 'sunday', 'sundays', 'shabbat', 'sabbath', 'church'],
  weekday: WORKDAYS,
  midweek: ['tuesday', 'wednesday', 'thursday', 'weekday'],
  morning: ['early', 'earlies', 'dawn', 'am', 'breakfast'],
  afternoon: ['pm', 'lunchtime', 'lunch', 'school run'],
  evening: ['night', 'nights', 'tonight', 'pm'],
  night: ['evening', 'evenings', 'overnight'],
};
/** Words of a time of the week in a request, by the base word they stand for. */
const NAMED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(DAYS.flatMap((d) => [[d, d] as const, [`${d}s`, d] as const, [d.slice(0, 3), d] as const])),
  tues: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
  weekend: 'weekend',
  weekends: 'weekend',
  weekday: 'weekday',
  weekdays: 'weekday',
  weeknight: 'evening',
  weeknights: 'evening',
  midweek: 'midweek',
  morning: 'morning',
  mornings: 'morning',
  afternoon: 'afternoon',
  afternoons: 'afternoon',
  arvo: 'afternoon',
  evening: 'evening',
  evenings: 'evening',
  tonight: 'evening',
  night: 'night',
  nights: 'night',
};
/** The base words that name a day or days of the week (not a time of day). */
const DAY_BASES = new Set<string>([...DAYS, 'weekend', 'weekday', 'midweek']);
/** Words of any working pattern (single words whose stems no everyday word shares: not "nights", which "at night" is). */
const PATTERN = ['shift', 'shifts', 'rota', 'rotating', 'oncall'];

/**
 * What the times a request names bear on: the words to search, each with how closely it bears (0.6–1). With `now`, a
 * date the request names ("on the 25th", "tomorrow") names its day of the week (`request-dates.ts`).
 */
export function scheduleTerms(request: string, now?: Date): Map<string, number> {
  const out = new Map<string, number>();
  const put = (w: string, weight: number) => {
    for (const t of termsOf(w)) if ((out.get(t) ?? 0) < weight) out.set(t, weight);
  };
  const said = words(request);
  const named = new Set<string>();
  said.forEach((w, i) => {
    const base = NAMED[w];
    // "sun", "sat", "wed" are days only beside a time word ("sat morning"); "mon"/"fri" rarely mean anything else.
    if (base === undefined || (w.length === 3 && ['sun', 'sat', 'wed'].includes(w) && !NAMED[said[i + 1] ?? ''])) return;
    named.add(base);
    // A weeknight is an evening of a working day.
    if (w === 'weeknight' || w === 'weeknights') named.add('weekday');
  });
  if (now) for (const day of requestWeekdays(request, now)) named.add(day);
  // A time of day alone ("tonight", "tomorrow morning") is no time of the week: many statements name evenings.
  if (![...named].some((b) => DAY_BASES.has(b))) return out;
  // "first thing", "10am", "9.30 am": a morning; "7pm": an evening.
  const text = request.toLowerCase();
  if (/\bfirst thing\b|\b(?:[5-9]|1[01])(?:[.:]\d\d)?\s?am\b/.test(text)) named.add('morning');
  // "at 2", "at about 3": an hour of the working day said without am or pm is in the afternoon.
  if (/\b(?:[1-4])(?:[.:]\d\d)?\s?pm\b|\bat (?:about |around )?[1-5](?:[.:]\d\d)?(?![\d.:]|\s?(?:am|pm|st|nd|rd|th)\b)/.test(text)) named.add('afternoon');
  if (/\b(?:[5-9]|1[01])(?:[.:]\d\d)?\s?pm\b/.test(text)) named.add('evening');
  for (const base of named) {
    put(base, 1);
    put(`${base}s`, 1);
    for (const r of RELATED[base] ?? []) put(r, 0.8);
  }
  for (const p of PATTERN) put(p, 0.6);
  return out;
}
