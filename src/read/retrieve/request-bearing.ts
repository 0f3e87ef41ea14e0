/**
 * What a request names beside its activity (issue 24, seventh round), read against the user's
 * memories: the time of the week it is for ("on saturday morning": the standing statements of the
 * user's week that bear on it, `weekFit`) and the people it is for or with ("with isla", "for
 * abena": the user's relations whose facts name them, `namedPeople`). The attribute leg
 * (`attribute-facts.ts`) uses both; the statements found bear on the request as constraints.
 */
import { LEXICON } from '../../core/attributes/lexicon.js';
import type { AttributeTable } from '../../core/attributes/table.js';
import { STOP_WORDS } from '../../core/text/stop-words.js';
import { stemWord, termsFoundIn, words } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** The read `namedPeople` makes: the user's facts (`FactReads` of the attribute leg, read once per recall). */
export interface UserFactsRead {
  userFacts(): Promise<MemoryRecord[]>;
}

/** A day said as a time of the user's week ("every Saturday", "on Thursday nights", "at weekends", "Sundays"), not as a name ("Sheffield Wednesday"). */
const WEEKLY =
  /\b(?:every|each|on|most|all|usually|at|from|until|till|through|over)\s+(?:the\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bweekends\b/i;
/** A statement about the doings of someone outside the household ("The user's neighbour practises the drums at night"), not the user's week. */
const OTHERS_WEEK =
  /^the user['’]s\s+(?:\w+\s+)?(?:neighbou?rs?|friends?|colleagues?|boss|manager|cousins?|aunt|uncle|nephew|niece|brother|sister|landlord|landlady)\b/i;
const DAY_TERMS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend'].map(stemWord));
const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DAY = String.raw`(mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?\.?`;
/** A span of days ("Thursday through Sunday", "mon-fri", "from Tuesday to Friday"): a time of the week that holds every day in it. */
const DAY_SPAN = new RegExp(String.raw`\b${DAY}(?![a-z])\s*(?:-|–|—|to|through|thru|till|until|and)\s*${DAY}(?![a-z])`, 'gi');
/** A day named beside a word of recurrence ("Friday prayers every week", "a weekly Monday call"): a time of the week too. */
const RECURRING = /\b(?:every|each|a|per)\s+week\b|\bweekly\b/i;
/** The days' short names, as a span says them ("mon-fri"). */
const DAY_SHORT = ['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'];
const DAY_NAME = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/**
 * The spans of days in `content` and the days they hold, ends included, by their full names ("thu-sun": thursday,
 * friday, saturday, sunday); "and" joins two days only.
 */
function daySpans(content: string): { spans: number; days: string[] } {
  const out: string[] = [];
  const spans = [...content.matchAll(DAY_SPAN)];
  for (const m of spans) {
    const at = (d: string) => WEEK_DAYS.findIndex((w) => w.startsWith(d.toLowerCase()));
    const [from, to] = [at(m[1] as string), at(m[2] as string)];
    if (from < 0 || to < 0 || /\band\b/i.test(m[0])) continue;
    for (let i = from; ; i = (i + 1) % 7) {
      out.push(WEEK_DAYS[i] as string);
      if (i === to) break;
    }
  }
  return { spans: spans.length, days: out };
}

/**
 * How closely a statement bears on the time a request names (`schedule` from `scheduleTerms`): its closest word's
 * weight; a day's name counts only when the statement says it as a time of the week (after "every", "on", "from"…,
 * in the plural, beside a word of recurrence, or as one end of a span of days), and a span of days holds the days
 * between its ends.
 */
export function weekFit(content: string, schedule: ReadonlyMap<string, number>): number {
  if (OTHERS_WEEK.test(content)) return 0;
  const { spans, days: within } = daySpans(content);
  const weekly = WEEKLY.test(content) || spans > 0 || (RECURRING.test(content) && DAY_NAME.test(content));
  let best = 0;
  const found = new Set([...termsFoundIn(content, [...schedule.keys()]), ...within.map(stemWord).filter((t) => schedule.has(t))]);
  for (const t of found) if (weekly || !DAY_TERMS.has(t)) best = Math.max(best, schedule.get(t) ?? 0);
  return best;
}

/**
 * The words to search the user's statements by for the time a request names: its schedule's words and, when it names
 * a day, every day's name, since a span of days ("Thursday through Sunday") holds days it does not say (`weekFit`
 * then tells which statements bear on it).
 */
export function weekSearchTerms(schedule: ReadonlyMap<string, number>): string[] {
  const keys = [...schedule.keys()];
  return keys.some((k) => DAY_TERMS.has(k)) ? [...new Set([...keys, ...WEEK_DAYS.map(stemWord), ...DAY_SHORT])] : keys;
}

/**
 * The people a request names by the names the user's facts give them ("a pudding for sunday lunch with isla", when
 * "The user's girlfriend Isla…" is keyed `partner`): the words a statement about them uses, as the index stems them —
 * their names and the nouns of their relation ("girlfriend", "partner", "wife"). Empty when it names none.
 */
export async function namedPeople(reads: UserFactsRead, question: string, table: AttributeTable): Promise<string[]> {
  const said = new Set(words(question));
  const out = new Set<string>();
  for (const r of await reads.userFacts()) {
    if (!r.triple) continue;
    const spec = table.spec(r.triple.predicate);
    if (!spec?.person) continue;
    const names = words(r.triple.object).filter((n) => n.length > 2 && !STOP_WORDS.has(n));
    if (!names.some((n) => said.has(n))) continue;
    for (const n of names) out.add(stemWord(n));
    for (const w of LEXICON[spec.key]?.names ?? []) if (!/\s/.test(w)) out.add(stemWord(w));
  }
  return [...out];
}
