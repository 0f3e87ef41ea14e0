/**
 * A time given relative to an event of the user's life ("before i moved", "since i started the new job", "the week
 * after esi was born", "the weekend before the op", "back when i was still at walgreens"): issue 24, twenty-fourth
 * round. The date is none the question says; it is the date of the user's memory of the event (a move, a new job, a
 * birth, an operation, a wedding, a new pet, retiring, graduating, a break-up, an accident), which recall finds by
 * the event's words (`read/retrieve/life-events.ts`). This module reads the question only: the side of the event,
 * the length of time named beside it, and the words a memory of the event uses. Pure and English-only.
 */

/** Which side of the event the question asks about. */
export type EventSide = 'before' | 'after';

/** A kind of life event: what a question calls it, and the words (as the index stems them) a memory of it uses. */
interface EventKind {
  readonly name: string;
  /** The event as a question names it, after the side word. */
  readonly named: RegExp;
  /** Words of a memory of it. */
  readonly says: string;
  /** A memory of it is a fact of one of these predicates as often as an episode (a job: "The user works as …"). */
  readonly predicates?: readonly string[];
}

const EVENTS: readonly EventKind[] = [
  { name: 'move', named: /^(?:\w+ ){0,2}(?:moved|move|moving|relocated|relocating)\b/, says: 'moved move moving relocated' },
  {
    name: 'job',
    named: /^(?:\w+ ){0,3}(?:(?:new|the) (?:job|role|position|post)|started (?:at|the|my|work|as)|(?:got|took) the job|joined)\b/,
    says: 'started joined job role position works',
    predicates: ['role', 'employer', 'job_title', 'works_at', 'job'],
  },
  {
    name: 'birth',
    named: /^(?:\w+ ){0,2}(?:(?:the )?baby (?:came|arrived|was born)|(?:was|were) born|had (?:the|our) baby|the birth)\b/,
    says: 'born birth baby',
  },
  { name: 'surgery', named: /^(?:\w+ ){0,2}(?:op|operation|surgery)\b/, says: 'surgery operation' },
  { name: 'wedding', named: /^(?:\w+ ){0,2}(?:wedding|got married|married)\b/, says: 'wedding married' },
  {
    name: 'pet',
    named: /^(?:\w+ ){0,2}(?:got|adopted|brought home|picked up) (?:the|our|my|a) (?:\w+ )?(?:dog|pup|puppy|cat|kitten)\b/,
    says: 'adopted pup puppy kitten rescue',
  },
  { name: 'retirement', named: /^(?:\w+ ){0,2}(?:retired|retirement|retiring)\b/, says: 'retired retirement' },
  { name: 'graduation', named: /^(?:\w+ ){0,2}(?:graduated|graduation|finished uni|finished college)\b/, says: 'graduated graduation' },
  { name: 'break-up', named: /^(?:\w+ ){0,2}(?:divorce|split up|broke up|separated)\b/, says: 'divorce divorced split separated' },
  { name: 'accident', named: /^(?:\w+ ){0,2}(?:accident|crash)\b/, says: 'accident crash' },
];

const DAY = 86_400_000;
/** A span named before the side word ("the week after", "the weekend before", "a month after"). */
const SPANS: Readonly<Record<string, number>> = { day: DAY, weekend: 2 * DAY, week: 7 * DAY, fortnight: 14 * DAY, month: 31 * DAY, year: 365 * DAY };

/** The side word, with the span before it: "(the week) after", "since", "before", "prior to", "until". */
const SIDE = /\b(?:(?:the|a|that) (day|weekend|week|fortnight|month|year) )?(before|after|since|prior to|until|till|up to)\s+/g;
/** "back when i was still at X", "while we were still living in X": the time of the state that the current one replaced. */
const STILL = /\b(?:when|while) (?:i|we) (?:was|were) still\b/;

/** What a question says of a life event. */
export interface LifeEventReading {
  readonly event: string;
  readonly side: EventSide;
  /** The length of time named beside it, in ms ("the week after": 7 days), or null for all of that side. */
  readonly span: number | null;
  /** Words of a memory of the event. */
  readonly says: string;
  /** Predicates whose facts may date it (a job). */
  readonly predicates: readonly string[];
  /** "back when i was still at X": the event is the change away from X, found by X's old version. */
  readonly still: boolean;
}

/** The life event `question` names a time by, or null. */
export function lifeEventOf(question: string): LifeEventReading | null {
  const text = question.toLowerCase().replace(/[’]/g, "'");
  if (STILL.test(text)) return { event: 'change', side: 'before', span: null, says: '', predicates: [], still: true };
  for (const m of text.matchAll(SIDE)) {
    const rest = text.slice((m.index ?? 0) + m[0].length).replace(/^(?:i|we|my|our|the|he|she|they)\s+/, '');
    const kind = EVENTS.find((e) => e.named.test(rest));
    if (!kind) continue;
    const word = m[2] as string;
    const side: EventSide = word === 'after' || word === 'since' ? 'after' : 'before';
    const span = m[1] ? (SPANS[m[1]] ?? null) : null;
    return { event: kind.name, side, span, says: kind.says, predicates: kind.predicates ?? [], still: false };
  }
  return null;
}

/** A half-open interval of event time, in ms since the epoch. */
export interface EventWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * The window of event time on `reading`'s side of an event dated `at` (ms), up to `now`: "after" starts the day
 * after the event (the event itself is what the question names, not what it asks), "before" ends the day before it;
 * a span bounds it ("the week after": seven days; "the weekend before": the Saturday and Sunday before the event).
 */
export function eventWindow(reading: LifeEventReading, at: number, now: number): EventWindow {
  const day = Math.floor(at / DAY) * DAY;
  if (reading.side === 'after') return { from: day + DAY, to: reading.span === null ? now : Math.min(now, day + DAY + reading.span) };
  if (reading.span === 2 * DAY) {
    // The last Saturday and Sunday that end before the event's day.
    const weekday = new Date(day).getUTCDay();
    const sunday = day - (weekday === 0 ? 7 : weekday) * DAY;
    return { from: sunday - DAY, to: sunday + DAY };
  }
  return { from: reading.span === null ? 0 : day - reading.span, to: day };
}
