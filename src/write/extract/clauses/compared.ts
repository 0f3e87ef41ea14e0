/**
 * A liking said as a comparison keeps what is liked and drops what it is set against: the standard of comparison
 * ("than Y", "over Y", "rather than Y", "instead of Y", "more than Y"; "to Y" after "prefer") and a phrase of how
 * strongly or often it holds ("any day", "every time", "hands down"). "I'd much rather take the train than fly" likes
 * the train; "I'd take X over Y any day" likes X. The cut is by the grammar of comparison, whatever the object.
 */
import type { Token } from './nlp.js';
import { lowerOf } from './phrases.js';

/** Parts of speech that end a doing or a pointer, not a thing set against another ("walking over", "it over"). */
const NOT_THING = new Set(['VERB', 'PRON', 'AUX', 'DET']);
/** "over the weekend", "over lunch", "over the years": "over" of a stretch of time. */
const TIME =
  /\b(?:weekends?|summer|winter|spring|autumn|holidays?|christmas|easter|years?|months?|weeks?|days?|time|night|lunch|dinner|breakfast|coffee break|break|phone|email|text|zoom)\b/;

/** Words that open the standard a liking is compared against. */
const STANDARD = /^(?:than|over|instead)$/;
/** Degree words that lead into "more than" ("way more than", "a lot more than"). */
const DEGREE = /^(?:way|much|far|lot|a|bit|little|even|so|heaps|loads|waaay|waay)$/;
/** How strongly or how often a choice holds: said after it, never part of what is liked. */
const EMPHASIS =
  /^(?:any ?(?:day|time|night|week)(?: of the (?:week|year))?|every (?:time|day|single time)|hands down|by (?:a )?(?:far|mile)|all day(?: long)?|in a heartbeat|without (?:a )?doubt)$/;

/** A verb in its bare form ("to walk"), not a noun the tagger read as an inflected verb ("to dogs"). */
const infinitive = (t: Token | undefined): boolean => t !== undefined && t.pos === 'VERB' && t.lower === t.lemma;

/** Where the standard of comparison begins in `what` (a liking's object), or -1. `prefer` also compares with "to". */
export function standardAt(what: readonly Token[], lemma = ''): number {
  for (let k = 1; k < what.length; k++) {
    const w = (what[k] as Token).lower;
    const next = what[k + 1]?.lower;
    if (w === 'instead' && next !== 'of') continue;
    // "X over Y" compares two things; "watch it over the weekend", "walking over the hills" place or time a doing.
    if (
      w === 'over' &&
      (NOT_THING.has(what[k - 1]?.pos ?? '') ||
        TIME.test(
          lowerOf(what.slice(k + 1, k + 4).filter((t) => t.pos !== 'DET'))
            .slice(0, 1)
            .join(' '),
        ))
    )
      continue;
    if (STANDARD.test(w) || (w === 'rather' && next === 'than') || (w === 'to' && lemma === 'prefer' && !infinitive(what[k + 1]))) {
      let from = k;
      // "X way more than Y": the degree and "more" go with the comparison.
      if (w === 'than' && ['more', 'better', 'less'].includes(what[from - 1]?.lower ?? '')) from--;
      while (from > 1 && DEGREE.test((what[from - 1] as Token).lower) && w === 'than') from--;
      return from;
    }
  }
  return -1;
}

/** The trailing words of emphasis at the end of `what` ("any day of the week"), as a count of tokens, or 0. */
function emphasisTail(what: readonly Token[]): number {
  for (let n = Math.min(5, what.length - 1); n >= 2; n--) {
    const tail = what
      .slice(what.length - n)
      .map((t) => t.lower)
      .join(' ');
    if (EMPHASIS.test(tail)) return n;
  }
  return 0;
}

/** Words of when or how frankly, said after what is liked ("I can't stand crosswords now"): never part of it. */
const AFTERWORD = /^(?:now|nowadays|lately|atm|rn|tbh|honestly|though|tho|anymore)$/;

/** `what` without a trailing phrase of emphasis or of when ("any day", "now"): the comparison as said. */
export function withoutEmphasis(what: readonly Token[]): readonly Token[] {
  let out = what.slice(0, what.length - emphasisTail(what));
  while (out.length > 1 && AFTERWORD.test((out[out.length - 1] as Token).lower)) out = out.slice(0, -1);
  return out;
}

/** `what` without the standard it is compared against and without a trailing phrase of emphasis. */
export function withoutStandard(what: readonly Token[], lemma = ''): readonly Token[] {
  let out = withoutEmphasis(what);
  const at = standardAt(out, lemma);
  if (at > 0) out = out.slice(0, at);
  while (out.length > 1 && ((out[out.length - 1] as Token).pos === 'PUNCT' || (out[out.length - 1] as Token).lower === 'and')) out = out.slice(0, -1);
  return out;
}

/** "would much rather", "'d far sooner", "would honestly take": the adverbs between "would" and the verb of choosing. */
export function choiceAfterWould(w: readonly string[], from: number): number {
  let v = from;
  while (v < from + 3 && /^(?:much|far|really|just|honestly|definitely|probably|always|100%|totally|def|prolly|tbh|personally)$/.test(w[v] ?? '')) v++;
  return v;
}
