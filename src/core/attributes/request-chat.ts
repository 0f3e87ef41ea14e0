/**
 * A request said as a statement with a question mark, in chat order (issue 24, eighteenth round): "my friends want a
 * drink friday night, I join?", "a buyer wants to meet on the 3rd, I say yes?", "Beppe wants to book a trip, he can
 * book?". The last clause of a question that ends with "?" is a subject (the user, the assistant, or someone the
 * request names) and a verb in its bare form, at most a modal before it and a short word after it; the question does
 * not open with a question word (that asks for information: "which town i grew up in?"). A verb of knowing or
 * remembering ("…, I forget?", "…, you know?", "…, ye remember?") makes an aside, not a request, and the verb must
 * read as one to the tagger (`core/text/wink.ts`: "she ok?" is none). One regular expression per question, the tagger
 * on its last clause only when that matches.
 */

import { posTags } from '../text/wink.js';

/** Words that open a question for information. */
const QUESTION_WORD = /^(?:what|whats|which|who|whos|whom|whose|where|wheres|when|whens|why|how|hows|do|does|did|is|are|was|were|have|has)\b/;
/** The last clause: subject, an optional modal, a bare verb, an optional short complement. */
const CHAT_ASK =
  /(?:^|[,;:.!?\n]|\s-\s)\s*(?:(?:and|so|then|ok) )?(i|we|you|u|ye|he|she|they) (?:(can|could|cn|may|should|shd) )?([a-z]+)(?: (?:yes|no|it|too|also|along|them|him|her|that|this|us|me|or not))?\s*\?+\s*$/;
/** Verbs that are no doing of the request: being and having, knowing, remembering, thinking, asking. */
const NOT_DOING = new Set(
  `am is are was were be been have has had do does did know knew remember recall forget forgot think thought wonder mean
  guess reckon believe suppose see heard hear said say told tell ask asked understand agree`.split(/\s+/),
);
/** The exceptions to `NOT_DOING` that do name a step of a plan when said alone: "I say yes?". */
const SAY_YES = /\bsay (?:yes|no)\s*\?+\s*$/;

/** The frame words of a chat-order request in `text` (lower case, no apostrophes; `original` keeps the "?"), or null. */
export function chatOrderAsk(text: string, original: string): string[] | null {
  if (!original.trim().endsWith('?') || QUESTION_WORD.test(text.trim())) return null;
  const m = CHAT_ASK.exec(text.trim());
  if (!m) return null;
  const verb = m[3] as string;
  if (NOT_DOING.has(verb) && !SAY_YES.test(text)) return null;
  // The verb as the tagger reads it in its clause: "she ok?" and "you there?" say no doing.
  const tags = posTags(m[0].replace(/^[^a-z]+/, '').replace(/\?+\s*$/, ''));
  if (tags.find((t) => t.lower === verb)?.pos !== 'VERB') return null;
  return [m[1] as string, ...(m[2] ? [m[2]] : []), verb];
}
