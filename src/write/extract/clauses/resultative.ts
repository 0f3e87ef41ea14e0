/**
 * A standing request of how the assistant's output should be, said as "keep/make <things> <adjective>": "keep the
 * answers short", "keep ur replies short and dry", "make the summaries shorter". The object is plural (a kind of
 * thing, every one of them) and an adjective after it says the state each should have — the resultative shape of
 * English. A single thing ("keep the door open", "make it shorter") is a one-off request and is no taste.
 */
import type { Token } from './nlp.js';
import { phrase } from './phrases.js';

/** Nouns of what the assistant writes: said with "the", they are still its output. */
const OUTPUT =
  /^(?:answer|reply|response|message|explanation|summary|email|text|note|paragraph|sentence|list|example|comment|draft|update|output|suggestion|recap|description|instruction)$/;

/** Words before the noun that only point at the assistant or its output ("your", "ur", "the", "all"). */
const POINTERS = /^(?:your|ur|yr|the|all|ya|these|those)$/;

/** The adjectives (with their "and"/"but") that end the object, and the words before them; null when not that shape. */
function split(object: readonly Token[]): { things: Token[]; state: Token[] } | null {
  const at = object.findIndex((t, k) => k > 0 && (t.pos === 'ADJ' || t.pos === 'ADV') && object.slice(k).every((x) => ['ADJ', 'ADV', 'CCONJ'].includes(x.pos)));
  if (at <= 0) return null;
  const things = object.slice(0, at).filter((t) => !POINTERS.test(t.lower));
  const head = things.at(-1);
  if (!head || head.pos !== 'NOUN' || head.lemma === head.lower || !things.every((t) => t.pos === 'NOUN' || t.pos === 'ADJ')) return null;
  // Only the assistant's own output is the user's standing taste ("keep the kids quiet" asks nothing of it).
  if (!object.some((t) => /^(?:your|ur|yr)$/.test(t.lower)) && !OUTPUT.test(head.lemma)) return null;
  return { things, state: object.slice(at).filter((t) => t.pos !== 'ADV' || object.indexOf(t) > at) };
}

/** Whether "keep/make <object>" is the standing shape: a plural kind of thing and the state it should keep. */
export function resultativePlural(verb: string, object: readonly Token[]): boolean {
  return (verb === 'keep' || verb === 'make') && split(object) !== null;
}

/** "short and dry replies" from "ur replies short and dry"; null when not that shape. */
function resultativeObject(verb: string, object: readonly Token[]): string | null {
  const s = resultativePlural(verb, object) ? split(object) : null;
  return s ? [...s.state, ...s.things].map((t) => t.text).join(' ') : null;
}

/** "keep answers short" → "short answers"; "use tabs" → "tabs"; "answer in British English" → "answers in British English". */
export function enduringObject(verb: string, object: readonly Token[]): string | null {
  const standing = resultativeObject(verb, object);
  if (standing) return standing;
  const o = object.filter((t) => !['your', 'the', 'please'].includes(t.lower));
  if ((verb === 'keep' || verb === 'make') && o.length >= 2) {
    const last = o[o.length - 1] as Token;
    if (last.pos === 'ADJ') return phrase([last, ...o.slice(0, -1)]);
    return phrase(o);
  }
  if (verb === 'use' && o.length > 0) return phrase(o);
  if ((verb === 'answer' || verb === 'reply' || verb === 'write') && o[0]?.lower === 'in') return `${verb === 'write' ? 'writing' : 'answers'} ${phrase(o)}`;
  return null;
}
