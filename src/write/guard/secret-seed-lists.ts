/**
 * A wallet's recovery words written as a list (issue 27 item 7, round 33): one word per line, numbered or bulleted —
 * the layouts a seed is copied down in. The run-on reading of a seed (twelve words on one line) is secret-clauses.ts's;
 * its wallet words, lengths and function words are shared.
 */
import type { Found } from './secret-bindings.js';
import { FUNCTION, SEED_LENGTHS, WALLET_WORD } from './secret-clauses.js';

/** One item of a list of words: a number or a bullet maybe, then one lower-case word of a wallet's list's length. */
const LIST_ITEM = String.raw`(?:(?:\d{1,2}[.):]|[-*•])[ \t]*)?\p{Ll}{3,8}`;

/** Items one per line, or numbered or bulleted on one line: the layouts a seed is written down in. */
const WORD_LIST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${LIST_ITEM}(?:(?:[ \t]*\n[ \t]*|[ \t,]+(?=\d{1,2}[.):]|[-*•]))${LIST_ITEM}){11,23}(?![\p{L}\p{N}])`,
  'gu',
);

/**
 * A wallet's words written as a list (round 33): one word per line ("recovery phrase\nmarble\nsuffer\n…"), numbered
 * ("1. orbit\n2. velvet …", "1) trophy 2) island …") or bulleted — twelve to twenty-four items of one plain word each,
 * none a function word, under a wallet's or a recovery phrase's word. A shopping list or a spelling list names none.
 */
export function listedWalletWords(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(WORD_LIST)) {
    const words = m[0].match(/\p{Ll}{3,8}/gu) ?? [];
    if (!SEED_LENGTHS.has(words.length) || words.some((w) => FUNCTION.has(w))) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 120), m.index ?? 0);
    if (!WALLET_WORD.test(before)) continue;
    out.push({ kind: 'password', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}
