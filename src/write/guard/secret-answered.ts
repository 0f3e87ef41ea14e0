/**
 * Two secrets given in plain words with no mark (issue 27 item 7, round 23):
 * - a seed phrase of twelve or twenty-four lower-case words (three to eight letters, as a wallet's word list
 *   writes them) right after "recovery / seed / secret / mnemonic phrase" (or "… words"), maybe after "is" or a
 *   colon, with no numbering ("metamask secret recovery phrase beacon avocado … cluster dont lose this"): the
 *   span is the first 24 words when there are so many, else the first 12; a phrase described ("is twelve words
 *   long") has no such run;
 * - a security question's answer after "I answered / I put / I said / I wrote / I gave" in a sentence that names
 *   a security (or secret) question or a memorable word: one to four words to the clause's end ("… about my first
 *   school I answered Haddow Primary"); "I answered the question …" and "I answered honestly" give none.
 * It reports spans and kinds only, never a value.
 */
import type { Found } from './secret-bindings.js';
import { NOT_VALUE } from './secret-lexicon.js';

/** A seed phrase's name, maybe a link, then the run of words after it. */
const SEED = /(?<![\p{L}])(?:recovery|seed|secret|mnemonic|backup|wallet)\s+(?:phrase|words)(?:\s+(?:is|was|are|were))?\s*[:=-]?\s+/giu;

/** Words no wallet's list has: a sentence goes on, not a phrase. */
const PROSE = new Set('the and of in to for my is it this that with you your are was be on at by or not'.split(' '));

/** The security question a sentence names. */
const QUESTION = /(?<![\p{L}])(?:security|secret|verification)\s+(?:question|questions|q)(?![\p{L}])|memorable\s+(?:word|answer)/iu;

/** "I answered V" and its kin, V to the clause's end. */
const ANSWERED =
  /(?<![\p{L}])i\s+(?:answered|put|said|wrote|gave|typed|chose|went\s+with)\s+(?:(?:it\s+as|as)\s+)?["'“‘]?((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)["'”’]?(?=\s*(?:$|[.,;!?)\n]|\s[-–—(]))/giu;

/** Words an answer never begins with ("I answered the question", "I answered honestly"). */
const NOT_ANSWER = new Set(
  'honestly truthfully correctly wrong wrongly right yes no something nothing anything everything whatever randomly it that this them those these the a an all both'.split(
    ' ',
  ),
);

/** Seed phrases and security answers given in words (see the file's comment). */
export function findAnswered(text: string): Found[] {
  if (text.length > 4000) return [];
  const out: Found[] = [];
  for (const m of text.matchAll(SEED)) {
    const from = (m.index ?? 0) + m[0].length;
    const run = /^(?:[a-z]{3,8}(?:\s+|$)){12,}/.exec(text.slice(from));
    if (!run) continue;
    const words = [...run[0].matchAll(/[a-z]+/g)];
    const n = words.length >= 24 ? 24 : 12;
    if (words.slice(0, n).filter((w) => PROSE.has(w[0])).length > 1) continue;
    const last = words[n - 1];
    if (last) out.push({ kind: 'passphrase', start: from, end: from + (last.index ?? 0) + last[0].length });
  }
  for (const s of text.split(/(?<=[.!?\n])\s*/)) {
    if (!QUESTION.test(s)) continue;
    const base = text.indexOf(s);
    for (const m of s.matchAll(ANSWERED)) {
      const v = m[1] ?? '';
      const first = (v.split(/\s+/)[0] ?? '').toLowerCase();
      if (NOT_ANSWER.has(first) || NOT_VALUE.has(first) || v.length < 2) continue;
      const end = base + (m.index ?? 0) + m[0].length - (/["'”’]$/.test(m[0]) ? 1 : 0);
      out.push({ kind: 'security answer', start: end - v.length, end });
    }
  }
  return out;
}
