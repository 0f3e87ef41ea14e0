/**
 * A turn that goes on with the user's turn before it, read with that turn's intent:
 * - an elliptical turn ("and my email address too" after a forget, "and Korean too" after "I'm learning
 *   Portuguese", "and a chef" after "my flatmate Dario is Sicilian") is read as the end of the turn before —
 *   both turns as one text, the same within-turn readings (a list, a forget of "my X" beside it, a relation
 *   said again) — and keeps only what the joined reading adds to the turn before read alone; a turn that is only a
 *   complement of the clause before ("as a data engineer" after "I work at Spotify") is read as its end;
 * - a change the turn before announced ("moving to Penang in January", "joining Ferrovia Labs next month")
 *   that this turn says is done ("ok, moved! Penang now", "first day today at Ferrovia") is that change made:
 *   "I moved to Penang", "I joined Ferrovia Labs". A turn that says it is not done yet changes nothing.
 */
import type { Draft } from './phrases.js';

/** What a turn's reading holds that this step looks at (index.ts's TurnAnalysis). */
interface Reading {
  readonly candidates: readonly Draft[];
  readonly forget: readonly { readonly topic: string; readonly reason?: string | undefined }[];
  readonly asks: boolean;
  readonly notUnderstood: readonly string[];
}

/** A turn that opens by going on with something ("and …", "oh and …", "same for …"). */
const OPENS_ON = /^(?:(?:oh|ok|okay|right|yeah|and|also|plus|ah|oh yeah)[\s,]+)*(?:and|also|plus|same (?:for|with|goes for)|ditto (?:for|with)|as well as)\b/i;
/** A turn that closes by saying it is one more of the same ("… too", "… as well"). */
const CLOSES_ON = /\b(?:too|as well|also|aswell)\s*(?:please|pls|plz|thanks|thx)?[\s.!]*$/i;
/** Words a turn of its own says: thanks, greetings, a question. */
const OWN_TURN = /\?|\b(?:thanks|thank you|thx|cheers|hi|hello|hey|bye|lol|haha|great|cool|nice|awesome|sounds good)\b/i;

/** The turn said as the end of the turn before: the joining words, the carried words, the trailing "too". */
function continuation(raw: string): string | null {
  const said = raw.trim();
  if (said.split(/\s+/).length > 8 || OWN_TURN.test(said) || !(OPENS_ON.test(said) || CLOSES_ON.test(said))) return null;
  // A turn with a subject and verb of its own ("I play it too", "she's vegan too") is read alone.
  if (/^(?:(?:oh|ok|and|also|plus)[\s,]+)*(?:i|i'm|im|i've|we|we're|he|she|they|he's|she's|they're|it|it's)\b/i.test(said)) return null;
  const core = said
    .replace(/^(?:(?:oh|ok|okay|right|yeah|ah)[\s,]+)*/i, '')
    .replace(/^(?:and also|and|also|plus|as well as)\s+/i, '')
    .replace(/^(?:same|ditto)\s+(?:for|with|goes for)\s+/i, '')
    .replace(/\s+(?:too|as well|also|aswell)\s*(?:please|pls|plz|thanks|thx)?[\s.!]*$/i, '')
    // "the bank one", "the drinking stuff": the thing itself.
    .replace(/\s+(?:one|ones|stuff|thing|things|bit|bits|info)$/i, '')
    .trim();
  return core ? core : null;
}

/**
 * The analysis of an elliptical turn read as the end of the turn before; null when the turn is not one, or the joined
 * reading adds nothing. A turn may go on with the turn before in its first sentence and then say something of its own
 * ("and some Hokkien too. can you reply in English though?"): that sentence is read as the end of the turn before,
 * the rest alone, and the two readings are one turn's.
 */
export function continuedTurn<T extends Reading>(raw: string, before: readonly string[], analyse: (text: string) => T): T | null {
  const whole = continuedWhole(raw, before, analyse);
  if (whole) return whole;
  const split = /^([^.!?;\n]+[.!;])\s+(\S[\s\S]*)$/.exec(raw.trim());
  const first = split ? continuedWhole(split[1] as string, before, analyse) : null;
  if (!split || !first) return null;
  const rest = analyse(split[2] as string);
  return {
    ...rest,
    candidates: [...first.candidates, ...rest.candidates],
    forget: [...first.forget, ...rest.forget],
  };
}

/**
 * "as a data engineer" after "I work at Spotify", "on the Growth team" after "I just joined Canva": a turn that is only a
 * complement of the clause before — a role said with "as", a team — read as its end (no "and" between).
 */
const COMPLEMENT = /^(?:(?:oh|ok|okay|yeah|and|well|actually)[\s,]+)*((?:as an?|as the)\s+[^,.!?;\n]+|(?:on|in) the\s+(?:\S+\s+){0,2}team)[\s.!]*$/i;

function complemented<T extends Reading>(raw: string, prev: string, analyse: (text: string) => T): T | null {
  const m = COMPLEMENT.exec(raw.trim());
  if (!m || raw.trim().split(/\s+/).length > 8 || OWN_TURN.test(raw)) return null;
  const head = prev.trim().replace(/[.!\s]+$/, '');
  const alone = analyse(head);
  const joined = analyse(`${head} ${m[1] as string}`);
  // Only a field the joined clause adds (the role, the team): a free fact said again would only repeat the turn before.
  const candidates = joined.candidates.filter(
    (c) =>
      c.profile !== null &&
      !c.profile.key.startsWith('preference.') &&
      !alone.candidates.some((a) => a.profile?.key === c.profile?.key && a.profile?.value === c.profile?.value),
  );
  return candidates.length > 0 ? { ...joined, candidates, forget: [], asks: false, notUnderstood: [] } : null;
}

function continuedWhole<T extends Reading>(raw: string, before: readonly string[], analyse: (text: string) => T): T | null {
  const prev = before[before.length - 1];
  if (prev && !/\n/.test(prev) && prev.length <= 200) {
    const complement = complemented(raw, prev, analyse);
    if (complement) return complement;
  }
  const core = continuation(raw);
  if (!prev || !core || /\n/.test(prev) || prev.length > 200) return null;
  const head = prev.trim().replace(/[.!\s]+$/, '');
  const alone = analyse(head);
  // "forget my phone number" then "and my email address too": the thing named is forgotten as well, nothing stored.
  const thing = /^(?:my|the|our|that|those|this|these)\s+(\p{L}[\p{L}\s'-]{1,40})$/u.exec(core);
  if (alone.forget.length > 0 && thing && core.split(/\s+/).length <= 5) {
    const topic = (thing[1] as string).toLowerCase().trim();
    return { ...alone, candidates: [], forget: [{ topic }], asks: false, notUnderstood: [] };
  }
  const joined = analyse(`${head} and ${core}`);
  const seen = (c: Draft) =>
    alone.candidates.some(
      (a) => a.content === c.content || (a.profile !== null && c.profile !== null && a.profile.key === c.profile.key && a.profile.value === c.profile.value),
    );
  const candidates = joined.candidates.filter((c) => !seen(c)).map((c) => onlyAdded(c, alone.candidates));
  const forget = joined.forget.filter((f) => !alone.forget.some((a) => a.topic === f.topic));
  if (candidates.length === 0 && forget.length === 0) return null;
  return { ...joined, candidates, forget, asks: false, notUnderstood: [] };
}

type Candidate = Draft;

/**
 * "Dario is Sicilian and a chef" read from "my flatmate Dario is Sicilian" + "and a chef": the memory says what this
 * turn adds ("Dario is a chef"), so that it is not taken for the one the turn before stored.
 */
function onlyAdded(c: Candidate, earlier: readonly Candidate[]): Candidate {
  for (const a of earlier) {
    const o = a.triple?.object;
    if (!o || !c.triple || a.triple?.subject !== c.triple.subject || a.triple.predicate !== c.triple.predicate) continue;
    const lead = `${o} and `;
    if (!c.triple.object.startsWith(lead) || !c.content.includes(lead)) continue;
    return { ...c, content: c.content.replace(lead, ''), triple: { ...c.triple, object: c.triple.object.slice(lead.length) } };
  }
  return c;
}

/** Where a change announced goes: a new home or a new job, and its value. */
const PLANNED = [
  {
    made: 'I moved to',
    re: /\b(?:moving|relocating|emigrating|(?:going to|gonna|will|plan(?:ning)? to|about to|hoping to) (?:move|relocate|emigrate))\s+(?:back\s+|over\s+)?to\s+([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,2})/iu,
  },
  {
    made: 'I joined',
    re: /\b(?:joining|starting (?:at|with)|(?:going to|gonna|will|about to) (?:join|start at|start with))\s+([\p{L}&'’.-]+(?:\s+[\p{L}&'’.-]+){0,3})/iu,
  },
] as const;
/** Words that end a value said before its time ("Penang in January", "Ferrovia Labs next month"). */
const VALUE_END = /^(?:in|next|this|by|on|at|from|soon|early|late|later|after|before|with|for|and|when|once|the|a|around|end|come|starting|hopefully|maybe)$/i;
/** The turn says the change is made. */
const MADE = /\b(?:now|done|did it|made (?:it|the move)|moved|relocated|arrived|settled|officially|finally|first day|started|joined|here)\b/i;
/** The turn says it is not made yet, or asks. */
const NOT_YET = /\b(?:not yet|next|will|going to|gonna|soon|planning|tomorrow|hopefully|maybe|might|if|not)\b|\?/i;

/**
 * A move said made without its place ("moved!", "made the move"), by the user (no one else's subject before the verb),
 * the place said bare with "now" beside it ("Penang now").
 */
const MOVED =
  /(?:^|[,.!;:]\s*)(?:(?:ok|okay|right|alright|so|well|yay|and|finally|just|officially|all|done|i|we|i've|we've|ive|weve|have|has)\s+)*(?:moved|relocated|made the move|settled in|emigrated)\b/i;
const PLACE_NOW = /(?:^|[,.!;:]\s+|\s[—–-]\s*)(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2})\s+now\b/u;
/** "first day today at Ferrovia", "first day yesterday with Arup": a job started. */
const FIRST_DAY = /\bfirst day (?:today|yesterday|this morning|done) (?:at|with) (\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&|of|\p{Lu}[\p{L}&'’.-]*)){0,3})/u;

/**
 * "ok, moved! Penang now" after "moving to Penang in January" (or in a later session, with nothing before):
 * the change said made, then the turn.
 */
export function madeAsPlanned(raw: string, before: readonly string[]): string | null {
  if (!MADE.test(raw) || NOT_YET.test(raw)) return null;
  const prev = before[before.length - 1] ?? '';
  for (const { made, re } of PLANNED) {
    const m = re.exec(prev);
    if (!m) continue;
    const words = (m[1] as string).split(/\s+/);
    const end = words.findIndex((w) => VALUE_END.test(w));
    const value = (end < 0 ? words : words.slice(0, end)).join(' ').replace(/[.,!;:]+$/, '');
    const first = value.split(/\s+/)[0] ?? '';
    // The turn names the value again ("Penang now", "first day today at Ferrovia"): a bare "done" could mean anything.
    if (!value || !/^\p{Lu}/u.test(first) || !new RegExp(String.raw`\b${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(raw)) continue;
    return `${made} ${value}. ${raw}`;
  }
  const place = MOVED.test(raw) ? PLACE_NOW.exec(raw) : null;
  if (place) return `I moved to ${place[1] as string}. ${raw}`;
  const job = FIRST_DAY.exec(raw);
  return job ? `I joined ${(job[1] as string).replace(/[.!]+$/, '')}. ${raw}` : null;
}

/** "named her Biscuit", "we called them X and Y", "their names are X and Y", "he's called X": a naming of a pronoun. */
const NAMING = [
  /^(?:(?:so|and|oh|well|ok|okay|yeah)[\s,]+)*(?:(?:we|i)(?:'ve| have)?\s+)?(?:(?:finally|ended up|just|eventually)\s+)?(?:called|named|call|name)\s+(him|her|it|them)\s+(.+?)$/i,
  /^(?:(?:so|and|oh|well|ok|okay|yeah)[\s,]+)*(their|his|her|its)\s+names?\s+(?:is|are|was|were)\s+(.+?)$/i,
  /^(?:(?:so|and|oh|well|ok|okay|yeah)[\s,]+)*(they|he|she|it)(?:'re|'s|\s+are|\s+is)\s+(?:called|named)\s+(.+?)$/i,
];
/** Nouns an indefinite phrase may end in that are no one to be named ("a good name", "a lot", "a while"). */
const NOT_NAMED = /^(?:name|names|lot|bit|few|while|week|day|month|year|time|couple|pair|question|idea|way|thing|something|good|new|bad)$/i;
const PLURAL_PRONOUN = /^(?:them|their|they)$/i;

/**
 * "we got a puppy on sunday" then "named her Biscuit": the one named is the last thing the turn before introduced
 * ("a puppy", "two cats", "a ferret"), said as "my puppy is called Biscuit" for the ordinary readings. Nothing when the
 * turn before introduced nothing, when the pronoun's number does not fit it, or when what is named is no name.
 */
export function namedAfter(raw: string, before: readonly string[]): string | null {
  const prev = before[before.length - 1];
  if (!prev) return null;
  const said = raw.trim().replace(/[.!\s]+$/, '');
  const m = NAMING.map((re) => re.exec(said)).find((x) => x !== null);
  if (!m) return null;
  const pronoun = m[1] as string;
  const names = (m[2] as string).replace(/\s+(?:in the end|after all|for short|now|btw|lol)$/i, '').trim();
  // Names are said as names: capitalised, a few words ("called him a taxi" names no one).
  if (!/^\p{Lu}/u.test(names) || names.split(/\s+/).length > 8 || /\b(?:a|an|the|my|our)\b/i.test(names)) return null;
  const phrases = [
    ...prev.matchAll(
      /\b(a|an|one|two|three|four|five|six|\d+|a couple of|a pair of)\s+(?:(?:new|little|young|baby|rescue|tiny|big|old|sweet|[a-z]+-[a-z]+)\s+)?([a-z]+)\b/gi,
    ),
  ].filter((x) => !NOT_NAMED.test(x[2] as string));
  const last = phrases[phrases.length - 1];
  if (!last) return null;
  const noun = (last[2] as string).toLowerCase();
  const plural = !/^(?:a|an|one)$/i.test(last[1] as string) || (/s$/.test(noun) && !/ss$/.test(noun));
  if (plural !== PLURAL_PRONOUN.test(pronoun)) return null;
  if (!plural) return `my ${noun} is called ${names}`;
  // "my hens are called A, B and C": one of them a sentence, so that every name is read.
  const one = noun
    .replace(/ies$/, 'y')
    .replace(/(?<=(?:s|x|ch|sh))es$/, '')
    .replace(/(?<!s)s$/, '');
  return names
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/)
    .filter(Boolean)
    .map((n) => `my ${one} is called ${n}.`)
    .join(' ');
}
