/**
 * A turn that only corrects a value: "no, it's Galway", "sorry, Salzburg, not Vienna", "I meant
 * Adelaide, not Perth", "oops, it's KPMG, not Deloitte". Read as the new value and (when said) the
 * old one; which memory it corrects is for consolidation to find — only when exactly one can be meant.
 */
import type { Draft } from './phrases.js';

const CUE = /^(?:no|nope|nah|sorry|oops|whoops|wait|oh|ah|hm+|actually|correction|my bad|my mistake|no wait|sorry no)\b[\s,.!:;—–-]*/i;
const LEAD = /^(?:i meant|i mean|it's|it is|it was|make that|that should be|should be|that's|that is)\s+(?:just\s+|actually\s+)?/i;
const VALUE = /^(\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,2})/u;
const MEANT = /^\s*,?\s*i meant\b/i;
const NOT = /^\s*[,;—–-]?\s*not\s+/i;
const END = /^\s*[.!]*\s*$/;
/** Capitalised words that are no value: replies, greetings, pronouns ("No, Thanks", "Sorry, Never mind"). */
const NOT_A_VALUE =
  /^(thanks|thank|thx|ok|okay|sure|yes|yeah|yep|no|nope|never|nothing|nevermind|good|fine|great|cool|please|sorry|wait|not|that|this|it|me|you|i|we|they|he|she|all|both|neither|none|right|wrong|true|false|correct|exactly|maybe|whatever|lol|haha|hello|hi|hey)\b/i;

/** The value a correction-only turn gives and the value it replaces (null when not said); null when the turn is not one. */
export function correctionOnly(text: string): { readonly value: string; readonly replaces: string | null } | null {
  let rest = text.replace(/[’‘]/g, "'").trim();
  let cued = false;
  for (let m = CUE.exec(rest); m && m[0].length > 0; m = CUE.exec(rest)) {
    rest = rest.slice(m[0].length);
    cued = true;
  }
  const lead = LEAD.exec(rest);
  if (lead) {
    rest = rest.slice(lead[0].length);
    if (/^i mean/i.test(lead[0])) cued = true;
  }
  const v = VALUE.exec(rest);
  if (!v) return null;
  const value = (v[1] as string).replace(/[.'-]+$/, '');
  rest = rest.slice(v[0].length);
  const meant = MEANT.exec(rest);
  if (meant) {
    rest = rest.slice(meant[0].length);
    cued = true;
  }
  let replaces: string | null = null;
  const not = NOT.exec(rest);
  if (not) {
    const y = VALUE.exec(rest.slice(not[0].length));
    if (!y) return null;
    replaces = (y[1] as string).replace(/[.'-]+$/, '');
    rest = rest.slice(not[0].length + y[0].length);
  }
  if (!END.test(rest) || (!cued && !replaces) || NOT_A_VALUE.test(value) || (replaces && NOT_A_VALUE.test(replaces)) || value === replaces) return null;
  return { value, replaces };
}

/** The candidate a correction-only turn gives: consolidation applies it to the one memory it can mean. */
export function revisionDraft(r: { readonly value: string; readonly replaces: string | null }): Draft {
  return {
    kind: 'fact',
    content: r.replaces ? `The user corrected ${r.replaces} to ${r.value}.` : `The user corrected a value to ${r.value}.`,
    importance: 0.7,
    confidence: 0.95,
    triple: null,
    profile: null,
    source: 'user_explicit',
    correction: { reason: `the user corrected it (“${r.replaces ? `${r.value}, not ${r.replaces}` : r.value}”)`, replaces: r.replaces },
    revises: r,
  };
}
