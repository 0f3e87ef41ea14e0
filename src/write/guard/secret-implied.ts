/**
 * A short password implied by its context, with no credential's word (issue 27 item 7, round 33):
 * - **"the THING one is V"**: "one" stands for the thing's password — "my tablet one is zq7!", "the work laptop one's
 *   Fig8!" — where THING is something a password opens (a device, an account, a network, a lock: secret-binding-words'
 *   things) and V is typed, not described: letters with a digit or a symbol ("the tablet one is broken", "the laptop
 *   one is the silver one" describe);
 * - **a remark on how the value is typed**: a value in a given slot ("it's V", "use V", "V:") followed by ", all
 *   lowercase", "(lowercase)", ", all caps", ", case-sensitive", ", capital M" in a message about getting into
 *   something (secret-disclosure's access frame) or naming a thing a password opens — "if u need to get into my laptop
 *   it's mochi, all lowercase", "to get into the family imac use ducky, lowercase". Nobody tells how to type a word of
 *   prose; a name's word before the slot (username, e-mail, handle) keeps it a name.
 */
import type { Found } from './secret-bindings.js';
import { tokens } from './secret-bindings.js';
import { bare, thingOf } from './secret-binding-words.js';
import { framedAsSecret } from './secret-disclosure.js';
import { isPlaceholder } from './secret-values.js';

/** "THING one is V", "THING one's V": the thing's word, "one", a copula, the value. */
const ONE_IS = /(?<![\p{L}])(?<thing>[\p{L}-]+)\s+one(?:\s+(?:is|was)|['’]s)\s+["'“‘]?(?<v>[^\s"'”’,;]+)/dgiu;

/** A remark on how the value before it is typed. */
const TYPING_REMARK =
  /^\s*(?:,\s*|\(\s*|[-–—]\s*)(?:all\s+|in\s+|no\s+)?(?:lower\s?case|lowercase|small\s+letters|upper\s?case|all\s+caps|caps|case[- ]sensitive|capital\s+\p{L}|with\s+a\s+capital|first\s+letter\s+capital)(?![\p{L}])/iu;

/** Words that open a given slot: a copula, a verb of typing or using, a colon. */
const SLOT = /^(?:is|was|it['’]s|its|use|type|enter|try|:)$/iu;

/** Words that make the next value a name, not a secret. */
const NAMED = /^(?:user(?:name)?s?|usernames?|name|e-?mail|email|handle|id|login\s+name|account\s+name|nick(?:name)?|ssid|network|called|named|brand)$/iu;

/** A value a typing remark may follow: one token, no function word, no placeholder. */
const NOT_A_VALUE = /^(?:the|a|an|my|your|it|this|that|in|on|at|to|and|or|not|no|yes|same|all|one)$/iu;

/** Every value in `text` that context alone gives as a password (see the file's comment). */
export function findImplied(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(ONE_IS)) {
    const at = m.indices?.groups?.v;
    const v = bare(m.groups?.v ?? '');
    if (!at || thingOf(m.groups?.thing ?? '') === null) continue;
    if (v.length < 2 || v.length > 40 || isPlaceholder(v) || !/\p{L}/u.test(v) || !/[\d!@#$%^&*~?+=]/.test(v)) continue;
    out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  if (!/case|caps|capital|small\s+letters/i.test(text)) return out;
  const frame = framedAsSecret(text);
  const toks = tokens(text);
  toks.forEach((t, i) => {
    const prev = toks[i - 1];
    if (!prev || !(SLOT.test(prev.word) || /:$/.test(prev.raw))) return;
    const v = bare(t.raw.replace(/^["'“‘(]+/, ''));
    const start = t.start + t.raw.indexOf(v);
    if (v.length < 2 || NOT_A_VALUE.test(v) || isPlaceholder(v) || !TYPING_REMARK.test(text.slice(start + v.length))) return;
    if (toks.slice(Math.max(0, i - 5), i).some((x) => NAMED.test(x.word))) return;
    // the message is about getting into something, or names a thing a password opens
    if (!frame && !toks.slice(0, i).some((x) => thingOf(x.word) !== null)) return;
    out.push({ kind: 'password', start, end: start + v.length });
  });
  return out;
}
