/**
 * The offline extractor: deterministic rules for what people say outright, so the whole loop works
 * with no model configured. It knows names ("I'm Alice"), teams, roles, employers and places ("I
 * work on the platform team", "I'm a backend engineer", "I live in Lisbon"), preferences ("I prefer
 * concise answers"), "my X is Y", "remember that …", "forget …" and corrections ("actually X, not
 * Y"). Everything else is left to a model: the rules never guess at implicit facts.
 */
import type { MemoryKind, Triple } from '../types/memory.js';
import type { SessionEvent } from '../types/session.js';
import type { Candidate, ExtractionInput, ExtractionResult, Extractor, ForgetRequest } from './types.js';

/** Per-request shapes ("answer in Spanish this time") are not enduring preferences (M6). */
const ONE_OFF = /\b(this time|for now|right now|today|just now|for this (answer|question|one|reply)|in this (answer|reply))\b/i;
const ROLE_NOUN =
  /\b(engineer|developer|programmer|designer|manager|lead|scientist|analyst|architect|writer|student|researcher|founder|cto|ceo|cfo|admin|administrator|consultant|teacher|professor|doctor|nurse|lawyer|pm|sre|intern|director|owner|editor|artist|accountant)s?$/i;
const NAME = "(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?[A-Z][\\p{L}'’-]+(?:\\s+[A-Z][\\p{L}'’-]+)?";
/** Objects that say nothing on their own ("I like it", "I love you"). */
const VAGUE = /^(it|that|this|these|those|them|him|her|you|everything|something|anything|one|some|more|so much|a lot)$/i;

/** Builds the offline rule extractor. */
export function createRuleExtractor(): Extractor {
  return {
    name: 'rules',
    async extract(input: ExtractionInput): Promise<ExtractionResult> {
      const candidates: Candidate[] = [];
      const forget: ForgetRequest[] = [];
      for (const event of input.events) {
        if (event.role !== 'user') continue;
        const found = extractFromText(event.content);
        candidates.push(...found.candidates.map((c) => ({ ...c, eventSeqs: [event.seq] })));
        forget.push(...found.forget.map((topic) => ({ topic, eventSeqs: [event.seq] })));
      }
      return { candidates, forget, summary: rollSummary(input.summary, input.events) };
    },
  };
}

/** What the rules find in one message. Exported for the router and the memory editor. */
export function extractFromText(text: string): { candidates: Omit<Candidate, 'eventSeqs'>[]; forget: string[] } {
  const candidates: Omit<Candidate, 'eventSeqs'>[] = [];
  const forget: string[] = [];
  for (const raw of clausesOf(text)) {
    let clause = raw.replace(/^(hi|hello|hey|ok|okay|so|oh|well|yes|no|and|but|also|btw|by the way)\b[,!]?\s*/i, '').trim();
    let correction = false;
    const actually = /^(actually|correction|sorry|wait)\b[,:]?\s*(.*)$/i.exec(clause);
    if (actually) {
      correction = true;
      clause = actually[2] as string;
    }
    // "X, not Y" / "X rather than Y": keep X; Y is what is being replaced.
    const not = /^(.*?)(?:,\s*|\s+)(?:not|rather than|instead of)\s+(?:the\s+)?[^,]+$/i.exec(clause);
    if (not && /\S/.test(not[1] as string)) {
      clause = (not[1] as string).trim();
      correction = true;
    }
    const forgetMatch = /^(?:please\s+)?forget\s+(?:(?:what|everything|anything)\s+I\s+(?:told|said to)\s+you\s+about\s+|about\s+|that\s+)?(.+)$/i.exec(clause);
    if (forgetMatch) {
      forget.push(cleanTopic(forgetMatch[1] as string));
      continue;
    }
    const remember = /^(?:please\s+)?(?:remember|note|keep in mind)\s+(?:that\s+)?(.+)$/i.exec(clause);
    if (remember) {
      const inner = remember[1] as string;
      const specific = matchClause(inner).map((c) => ({ ...c, importance: Math.max(c.importance, 0.8) }));
      candidates.push(...(specific.length > 0 ? specific : [freeFact(inner)]));
      continue;
    }
    for (const c of matchClause(clause)) candidates.push(correction ? { ...c, confidence: Math.max(c.confidence, 0.95) } : c);
  }
  return { candidates, forget };
}

function matchClause(clause: string): Omit<Candidate, 'eventSeqs'>[] {
  const out: Omit<Candidate, 'eventSeqs'>[] = [];
  const c = clause.replace(/\s+/g, ' ').trim();
  if (c === '' || /\?$/.test(c)) return out;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`\\b(?:[Mm]y name is|[Cc]all me|I(?:'|’)?m|I am|[Tt]his is)\\s+(${NAME})\\b(?!\\s+(?:team|engineer|developer))`, 'u').exec(c))) {
    const name = (m[1] as string).trim();
    if (!/^(a|an|the|not|so|very|just|also|going|working|from|in|at|on)$/i.test(name.split(/\s+/)[0] as string)) {
      out.push(profileFact('name', name, `The user's name is ${name}.`, 0.9));
    }
  }
  if ((m = /\bI(?:'|’)?(?:m| am)?\s*(?:work|working|am working)\s+(?:on|in|with)\s+(?:the\s+)?(.+?)\s+team\b/i.exec(c))) {
    const team = `${(m[1] as string).trim()} team`;
    out.push(profileFact('team', team, `The user works on the ${team}.`, 0.8));
  } else if ((m = /\bI(?:'|’)?m?\s*(?:work|am working)\s+(?:at|for)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)*)/.exec(c))) {
    const employer = (m[1] as string).trim();
    out.push(profileFact('employer', employer, `The user works at ${employer}.`, 0.8));
  }
  if ((m = /\bI(?:'|’)?m|I am\b/i.exec(c)) && (m = /\bI(?:'|’)?m\s+|\bI am\s+/i.exec(c))) {
    const rest = c.slice(m.index + m[0].length);
    const role = /^(?:a|an|the)\s+([\w\s-]{2,60}?)(?:\s+(?:at|on|in|for|with)\b.*)?$/i.exec(rest);
    if (role && ROLE_NOUN.test((role[1] as string).trim())) {
      const r = (role[1] as string).trim();
      out.push(profileFact('role', r, `The user is ${/^[aeiou]/i.test(r) ? 'an' : 'a'} ${r}.`, 0.7));
    }
  }
  if ((m = /\bI(?:'|’)?m?\s*(?:live|living|am based|based|am located)\s+in\s+([A-Z][\p{L}.'-]*(?:[\s,]+[A-Z][\p{L}.'-]*)*)/u.exec(c))) {
    const place = (m[1] as string).trim();
    out.push(profileFact('location', place, `The user lives in ${place}.`, 0.7));
  }
  const pref = /\bI\s+(?:really\s+|always\s+|generally\s+|usually\s+)?(prefer|like|love|want|would like|(?:'|’)d like|hate|dislike|don(?:'|’)t like|can(?:'|’)t stand)\s+(.+)$/i.exec(c);
  if (pref && !ONE_OFF.test(c)) {
    const verb = (pref[1] as string).toLowerCase().replace('’', "'");
    const what = stripEnd(pref[2] as string);
    if (what.split(/\s+/).length <= 12 && !VAGUE.test(what) && !/^to\s+(know|ask|see|check)\b/i.test(what)) {
      const negative = /hate|dislike|don't|can't/.test(verb);
      const topic = topicOf(what);
      const sentence = negative ? `The user dislikes ${thirdPerson(what)}.` : `The user prefers ${thirdPerson(what)}.`;
      out.push({
        kind: 'preference',
        content: capitalise(sentence),
        importance: 0.7,
        confidence: 0.9,
        triple: { subject: 'user', predicate: `preference.${topic}`, object: negative ? `not ${what}` : what },
        profile: { key: `preference.${topic}`, value: negative ? `not ${what}` : what },
        source: 'user_explicit',
      });
    }
  }
  if (out.length === 0 && (m = /^my\s+([\w\s'-]{2,40}?)\s+(?:is|are)\s+(.{1,120})$/i.exec(c))) {
    const key = (m[1] as string).trim().toLowerCase();
    const value = stripEnd(m[2] as string);
    if (!['name', 'team'].includes(key)) {
      out.push({
        kind: 'fact',
        content: `The user's ${key} ${/s$/.test(key) && !/ss$/.test(key) ? 'are' : 'is'} ${value}.`,
        importance: 0.6,
        confidence: 0.9,
        triple: { subject: 'user', predicate: `my.${key.replace(/\s+/g, '_')}`, object: value },
        profile: null,
        source: 'user_explicit',
      });
    }
  }
  return out;
}

function profileFact(key: string, value: string, content: string, importance: number): Omit<Candidate, 'eventSeqs'> {
  const triple: Triple = { subject: 'user', predicate: key, object: value };
  return { kind: 'fact', content, importance, confidence: 0.95, triple, profile: { key, value }, source: 'user_explicit' };
}

function freeFact(text: string): Omit<Candidate, 'eventSeqs'> {
  const kind: MemoryKind = /\b(always|never|every time|whenever|step|first|then run)\b/i.test(text) ? 'procedure' : 'fact';
  return { kind, content: capitalise(`${thirdPerson(stripEnd(text))}.`), importance: 0.8, confidence: 0.95, triple: null, profile: null, source: 'user_explicit' };
}

/** Splits a message into clauses: sentences, and "… and I …" joins. */
export function clausesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|vs|etc|e\.g|i\.e)\.)(?<=[.!?;])\s+|\n+/)
    .flatMap((s) => s.split(/,?\s+(?:and|but|also)\s+(?=(?:I|I'm|I’m|my|please)\b)/))
    .map((s) => s.trim().replace(/[.!;]+$/, ''))
    .filter((s) => s.length > 0);
}

/** "my preferences" → "preferences"; "what I said about Bob" → "bob". */
function cleanTopic(topic: string): string {
  return stripEnd(topic)
    .replace(/^(my|the|all|any|about)\s+/i, '')
    .replace(/\s+(please|for me|too|as well)$/i, '')
    .trim()
    .toLowerCase();
}

/** The key word a preference is about: its last noun-like word, before "over/to/than". */
function topicOf(what: string): string {
  const head = what.split(/\s+(?:over|to|than|instead of|rather than|when|because|so|if)\s+/i)[0] as string;
  const ws = head.toLowerCase().replace(/[^a-z0-9\s-]/g, '').split(/\s+/).filter((w) => w && !/^(a|an|the|my|your|to|be|it|very|really|more|less)$/.test(w));
  const last = ws[ws.length - 1] ?? 'general';
  return last.slice(0, 40);
}

/** First person to third: "my dog is Rex" → "the user's dog is Rex". */
export function thirdPerson(text: string): string {
  return text
    .replace(/\bI(?:'|’)m\b|\bI am\b/g, 'the user is')
    .replace(/\bI(?:'|’)ve\b/g, 'the user has')
    .replace(/\bI(?:'|’)ll\b/g, 'the user will')
    .replace(/\bI(?:'|’)d\b/g, 'the user would')
    .replace(/\bI was\b/g, 'the user was')
    .replace(/\bI have\b/g, 'the user has')
    .replace(/\bI (do|go)\b/g, (_m, v: string) => `the user ${v}es`)
    .replace(/\bI (\w+)/g, (_m, v: string) => `the user ${conjugate(v)}`)
    .replace(/\b[Mm]y\b/g, "the user's")
    .replace(/\bmine\b/g, "the user's")
    .replace(/\bmyself\b/g, 'themself')
    .replace(/\bme\b/g, 'the user');
}

function conjugate(verb: string): string {
  if (/^(can|could|will|would|should|must|may|might|shall)$/i.test(verb)) return verb;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

const stripEnd = (s: string): string => s.trim().replace(/[\s.!?,;:]+$/, '');
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Without a model, the rolling summary is the tail of what the user said, bounded in size. */
function rollSummary(previous: string, events: readonly SessionEvent[]): string {
  const said = events.filter((e) => e.role === 'user').map((e) => e.content.replace(/\s+/g, ' ').slice(0, 200));
  const joined = [previous, ...said].filter(Boolean).join(' | ');
  return joined.length > 1500 ? joined.slice(joined.length - 1500) : joined;
}
