/**
 * Pasted text that is the user's own, read as what it says about them: an answer the user gave in a
 * pasted interview or form ("Q: where do you live?" then "A: Brisbane"; "Interviewer: your role?"
 * then "Me: site manager") is the question turned into the user's statement with the answer in it;
 * a quoted text the user says is theirs ("copying my bio: 'Carpenter based in Hobart.'") is read line
 * by line as the user's own. Another person's answers and quotations stay out (framed.ts).
 */

import { fieldSentence } from './fieldkey.js';

/** A speaker who asks in a pasted interview or form. */
const ASKER = /^(?:q|question|interviewer|recruiter|host|form|hr|[A-Z][\w'-]{1,20})$/i;
/** The user as the one who answers. */
const ANSWERER = /^(?:a|answer|me|myself|i|user|you)$/i;
/** The user named as a speaker of a pasted chat (not a form's "A:"). */
const OWN_SPEAKER = /^(?:me|myself)$/i;
/** Where an answer already says where ("just outside Dunedin", "near Leeds"). */
const PLACED = /^(?:just |right |somewhere |mostly )?(?:in|at|near|outside|around|close to|on|by|from|with|between|across|all over)\b/i;

const clean = (s: string): string =>
  s
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:um+|uh+|well|so|oh|yeah|yes|yep|ok|okay)\b,?\s*/i, '');

/**
 * The user's statement from a question put to them and their answer; null when the question is not one
 * whose answer says a thing about them (a yes/no question, a question about the past, one about others).
 */
export function answered(question: string, answer: string): string | null {
  const q = question
    .trim()
    .replace(/\?+$/, '')
    .replace(/^(?:and|so|ok|okay|now|next|finally|lastly)\b,?\s*/i, '')
    .toLowerCase()
    .replace(/\bu\b/g, 'you')
    .replace(/\bur\b/g, 'your')
    .replace(/\br\b/g, 'are');
  const a = clean(answer);
  // An answer that is a whole statement of the user's ("I teach maths at a secondary school") says it itself.
  if (/^(?:i|i'm|i've|my|we|we're|our)\b/i.test(a)) return a;
  if (!a || a.split(/\s+/).length > 8 || /^(?:no|nope|n\/a|none|not really|i'd rather not say)$/i.test(a)) return null;
  let m = /^(?:what(?:'s| is) )?your ((?:current |present |main |usual |full |first |job |home )?[a-z]+(?: [a-z]+)?)$/.exec(q);
  if (m) return `my ${m[1] as string} is ${a}`;
  m = /^where (?:do|are) you (live|work|stay|reside|based|located|living|working|staying|from)(?: (?:now|currently|these days|at the moment))?$/.exec(q);
  if (m) {
    const verb = m[1] as string;
    if (verb === 'from') return `I am from ${a}`;
    if (/^work/.test(verb)) return `I work ${PLACED.test(a) ? '' : 'at '}${a}`;
    // "where are you based?" — "just outside Dunedin": where the user lives, as they put it.
    return `I live ${PLACED.test(a) ? '' : 'in '}${a}`;
  }
  if (/^(?:who do you work for|which company do you work (?:for|at)|where are you employed|who(?:'s| is) your employer)$/.test(q)) return `I work at ${a}`;
  if (/^what do you do(?: for (?:a living|work))?$/.test(q))
    return /^(?:a|an|the)\s/i.test(a) ? `I work as ${a}` : `I work as ${/^[aeiou]/i.test(a) ? 'an' : 'a'} ${a}`;
  m = /^what (languages?|instruments?|sports?|medications?|meds|pets?) do you (speak|play|take|have)$/.exec(q);
  if (m) return `I ${m[2] as string} ${a}`;
  if (/^how old are you$/.test(q) && /^\d{1,3}$/.test(a)) return `I am ${a} years old`;
  // "Any dietary needs?" — "coeliac", "Blood type?" — "O neg": a form's question that names a field, read as its key.
  return fieldSentence(q, a) || null;
}

/**
 * Lines of a pasted interview or form with the user's answers turned into their statements: a question
 * line of an asker followed by an answer line of the user becomes one statement (or nothing, when the
 * question is not read). Other lines are kept as they are.
 */
export function answeredLines(lines: readonly string[], theirs = answeredByOther(lines)): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // A question typed without its mark in a chat ("Ben: where r u living these days") still asks.
    const q = /^([A-Za-z][\w'-]{0,20})\s*[:.]\s+(.+\?|(?:where|what|who|which|how|when|do|does|are|r|is|have|did)\b[^?.!]*)\s*$/i.exec(line);
    const next = /^([A-Za-z][\w'-]{0,20})\s*[:.]\s+(.+)$/.exec(lines[i + 1] ?? '');
    if (q && next && ASKER.test(q[1] as string) && !ANSWERER.test(q[1] as string) && ANSWERER.test(next[1] as string)) {
      // "interview notes, candidate 3:" over the questions: the answers are the candidate's, no statement of the user's.
      if (theirs) {
        i++;
        continue;
      }
      const said = answered(q[2] as string, next[2] as string);
      // "Mia: still in Leeds?" / "Me: nah, moved to Harrogate in May": a question not read leaves the user's own line theirs.
      if (said) out.push(said);
      else if (OWN_SPEAKER.test(next[1] as string) && (next[2] as string).trim().split(/\s+/).length >= 3) out.push(`Me: ${next[2] as string}`);
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** Who answers a pasted interview when it is not the user: the one interviewed, by role, or someone else's. */
const OTHER_ANSWERS =
  /\b(?:candidates?|applicants?|interviewees?|clients?|patients?|customers?|callers?|tenants?|students?|respondents?|participants?|new hires?|guests?|his|her|their)\b|\b(?!(?:it|that|here|there|what|who)['’]s\b)\p{L}+['’]s\s+(?:answers|interview|form|application|responses|intake)\b/iu;

/** The lead line over a pasted interview names someone else as the one who answers ("interview notes, candidate 3:"). */
export function answeredByOther(lines: readonly string[]): boolean {
  const lead = lines.find((l) => l.trim() !== '') ?? '';
  if (/^\s*(?:q|a|question|answer)\s*[:.]/i.test(lead) || /\b(?:my|our)\s+(?:own\s+)?(?:answers|interview|application|responses)\b/i.test(lead)) return false;
  return OTHER_ANSWERS.test(lead);
}

/** A lead that says the quoted text after it is the user's own ("copying my bio from LinkedIn:", "my profile says"). */
const OWN_LEAD = String.raw`(?<lead>(?:[^"“‘':]|\w'\w)*(?:\b(?:my|our) (?:own )?(?:linkedin |twitter |instagram |work |dating |company |staff |team |github )?(?:bio|profile|about(?: me)?(?: section| page)?|intro|introduction|blurb|tagline|headline|summary|cv|resume|résumé|email signature|signature)|\babout (?:me|myself)\b)(?:[^"“‘':]|\w'\w)*?)`;
const OWN_TEXT = new RegExp(String.raw`^${OWN_LEAD}[:,-]?\s*["“‘'](?<quoted>.+)["”’']\s*[.!]?$`, 'i');
/** The same lead before a colon and the text unquoted ("about me (from linkedin): Physio at …. Based in Dundee."). */
const OWN_BARE = new RegExp(String.raw`^${OWN_LEAD}:\s+(?<quoted>[^"“?]+?)\s*$`, 'i');
/** Words that ask the assistant to do something with the text: the text after them is not stated. */
const ASKS = /\b(?:can|could|would|will) (?:you|u)\b|\b(?:please|pls|plz|help|fix|improve|rewrite|shorten|tighten|check)\b/i;

/** The sentences of a quoted text the user says is their own; null when the line quotes no text of theirs. */
export function ownQuoted(line: string): string[] | null {
  const bare = OWN_TEXT.test(line) ? null : OWN_BARE.exec(line);
  // Unquoted, the text must read as a written bio: every sentence of it opens with a capital ("Physio at X. Based in Y.").
  const written = bare?.groups?.['quoted']?.split(/(?<=[.!;|•])\s+/).every((x) => /^\p{Lu}/u.test(x)) ?? false;
  const m = bare && written && !ASKS.test(line) ? bare : OWN_TEXT.exec(line);
  const quoted = m?.groups?.['quoted'];
  if (!quoted || /\b(?:says?|said|wrote|writes)\b/i.test(m?.groups?.['lead']?.replace(/\bmy\b.*$/i, '') ?? '')) return null;
  return quoted
    .split(/(?<=[.!?;|•])\s+/)
    .map((s) => s.replace(/[.!;|•]+$/, '').trim())
    .filter((s) => s.length > 0);
}

/** A quoted text after a lead that names someone else's text or words ("my boss's bio:", "her status says"). */
const OTHERS_TEXT =
  /^(?<lead>(?:[^"“‘']|\w'\w)*?\b(?:[\p{L}]+'s?|his|her|their|he|she|they)\s+(?:own )?(?:[a-z]+ )?(?:bio|profile|about(?: me)?|intro|blurb|tagline|headline|status|post|caption|text|message|email|note|says?|said|wrote|writes|posted|texted|replied)\b[^"“‘']*?)["“‘'](?<quoted>.+)["”’'](?:\s*[.!]?$|\s*(?:[—–-]|[,;.])\s+(?<tail>[^"“”]+\?)\s*$)/iu;

/** A question said after someone else's quoted text ("… 'loves hiking' — should I tell her?"): still asked; null when none. */
export function afterOthersQuote(line: string): string | null {
  return OTHERS_TEXT.exec(line)?.groups?.['tail'] ?? null;
}

/** The line quotes a text of someone else's (its words are not the user's; they store nothing). */
export function othersQuoted(line: string): boolean {
  const m = OTHERS_TEXT.exec(line);
  return m !== null && !/\b(?:my|our) (?:own )?(?:[a-z]+ )?(?:bio|profile|about|intro|blurb|tagline|headline|cv|resume)\b/i.test(m.groups?.['lead'] ?? '');
}
