/**
 * A credential laid out over two lines (issue 27 item 7): a password's word on a line that points down ("pw is on
 * the next line", "new wifi password below:", "pass ↓") and the value alone on the next line. The message reader
 * (`secret-message.ts`) reads one sentence at a time and a line break ends a sentence, so this reading is its own.
 */
import { notAValue, passwordShaped } from './secret-binding-words.js';
import type { Found } from './secret-bindings.js';
import { classOf, CRED_WORD } from './secret-lexicon.js';
import { isPlaceholder, looksRandom } from './secret-values.js';

/** A line that points at the line after it: "pw is on the next line", "password below:", "wifi pass ↓". */
const POINTS_DOWN = /(?:\b(?:below|underneath|next\s+line|following\s+line|line\s+below|as\s+follows|goes\s+here)\b[^\n\p{L}]{0,4}|[:：↓⬇]\s*)$/iu;

/**
 * A password's word on a line that points down, and the next line one value alone ("pw is on the next line" /
 * "V"): that value is the password when it shows itself (a password's shape, digits with letters, random
 * characters); a line of words is a note, not a value.
 */
export function findOnNextLine(text: string): Found[] {
  const out: Found[] = [];
  if (!/\n/.test(text)) return out;
  const lines = [...text.matchAll(/[^\n]+/g)];
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = (lines[i] as RegExpMatchArray)[0].trim();
    if (!POINTS_DOWN.test(line)) continue;
    CRED_WORD.lastIndex = 0;
    const words = [...line.matchAll(CRED_WORD)].map(classOf);
    CRED_WORD.lastIndex = 0;
    if (!words.some((c) => c === 'password' || c === 'phrase')) continue;
    const next = lines[i + 1] as RegExpMatchArray;
    const value = next[0].trim();
    if (
      !/^\S{3,80}$/.test(value) ||
      notAValue(value) ||
      isPlaceholder(value) ||
      !(passwordShaped(value) || looksRandom(value) || (value.length >= 6 && /\p{L}/u.test(value) && /\d/.test(value)))
    )
      continue;
    const start = (next.index ?? 0) + next[0].indexOf(value);
    out.push({ kind: 'password', start, end: start + value.length });
  }
  return out;
}
