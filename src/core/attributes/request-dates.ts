/**
 * The day of the week a request's date falls on (issue 24, tenth round): "book the dentist for the 25th", "a
 * pub quiz on the 3rd of december", "a call on 1st december", "an appointment tmrw at 2". A request that names a
 * date is constrained by what the user does on that day of the week (a club on Wednesdays, shifts Monday to
 * Thursday) as much as one that names the day, so the date is read against the request's `now` and its weekday
 * joins the times `scheduleTerms` reads. A request looks ahead: a day of the month without a month is this
 * month's when it has not passed, else next month's; a month without a year is this year's unless it has passed.
 * "Tonight" and "today" name no day of the week here: what to cook tonight is not bound by a club on this weekday.
 * Pure; a few regular expressions per request.
 */

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORDINAL = String.raw`([1-9]|[12]\d|3[01])(?:st|nd|rd|th)`;
const DAY_NUMBER = String.raw`([1-9]|[12]\d|3[01])(?:st|nd|rd|th)?`;

/** "the 3rd of december", "1st december", "3 dec" */
const DAY_MONTH = new RegExp(String.raw`\b(?:the\s+)?${DAY_NUMBER}(?:\s+of)?\s+${MONTH}\b`, 'gi');
/** "december 3rd", "dec 3" */
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+(?:the\s+)?${DAY_NUMBER}\b(?!\s*(?:am|pm|:|\.\d))`, 'gi');
/** "on the 25th", "for the 4th", "the 16th": an ordinal with no month after it. */
const BARE = new RegExp(String.raw`\b(?:on|for|by|from|until|till|the)\s+(?:the\s+)?${ORDINAL}\b(?!\s+(?:of\s+)?${MONTH})`, 'gi');

const DAY_MS = 86_400_000;

function monthIndex(word: string): number {
  return MONTHS.indexOf(word.toLowerCase().slice(0, 3) as (typeof MONTHS)[number]);
}

/** The next date (on or after today, UTC) with this month and day; null when the day does not exist. */
function ahead(today: Date, month: number, day: number): Date | null {
  for (const year of [today.getUTCFullYear(), today.getUTCFullYear() + 1]) {
    const d = new Date(Date.UTC(year, month, day));
    if (d.getUTCMonth() !== month) return null;
    if (d.getTime() >= today.getTime()) return d;
  }
  return null;
}

/** The weekday names (`monday` …) of the dates `request` names, read ahead of `now`; empty when it names none. */
export function requestWeekdays(request: string, now: Date): string[] {
  const text = request.toLowerCase();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const out = new Set<string>();
  const add = (d: Date | null) => {
    if (d) out.add(DAYS[d.getUTCDay()] as string);
  };
  if (/\b(?:tomorrow|tmrw|tmrow|2moro)\b/.test(text)) add(new Date(today.getTime() + DAY_MS));
  for (const m of text.matchAll(DAY_MONTH)) add(ahead(today, monthIndex(m[2] as string), Number(m[1])));
  for (const m of text.matchAll(MONTH_DAY)) add(ahead(today, monthIndex(m[1] as string), Number(m[2])));
  for (const m of text.matchAll(BARE)) {
    const day = Number(m[1]);
    const month = day >= today.getUTCDate() ? today.getUTCMonth() : (today.getUTCMonth() + 1) % 12;
    add(ahead(today, month, day));
  }
  return [...out];
}
