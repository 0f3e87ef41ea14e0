/**
 * One clause read twice is one memory: "my cousin Fergal is an interpreter in Sligo" gives the role ("… is an
 * interpreter in Sligo") and, from the same words, where he is ("… is based in Sligo"). The second says nothing the
 * first does not: its subject and its value are both in the first's words. Stored beside it, it is an extra memory
 * in other wording (precision, issue 23).
 *
 * Read by what a draft holds, not by which reader made it: a typed draft about someone other than the user (its
 * triple's subject and object) is dropped when another typed draft of the same subject in the turn says every word
 * of that subject and that value, and more besides (the more specific one is kept; of two that say each other, the
 * first). A field edit, a correction, an ending, a fact of the user's own and a draft with no triple are never
 * touched: what the user is, and what changes, stays as it was read.
 */
import type { Draft } from './phrases.js';

/** Words that glue a phrase and carry no fact of their own. */
const GLUE = /^(?:the|a|an|of|to|in|at|on|for|and|or|with|user|user's|users|s|is|are|was|were|be|been|based|lives?|living)$/;
/** Subjects that are the user. */
const USER = /^(?:user|the user|i|me)$/i;

/** The content words of a text, each cut to five letters (so "Sligo" matches "Sligo's"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((x) => x.length > 0 && !GLUE.test(x))
    .map((x) => x.slice(0, 5));
}

/** The drafts of a turn without the ones another draft of the same person already says in full. */
export function withoutSubsumed(drafts: readonly Draft[]): Draft[] {
  const typed = (d: Draft): boolean => d.triple !== null && !USER.test(d.triple.subject.trim()) && !d.profile && !d.correction && !(d.ends?.length ?? 0);
  const said = drafts.map((d) => new Set(words(d.content)));
  const value = drafts.map((d) => (typed(d) && d.triple ? words(`${d.triple.subject} ${d.triple.object}`) : []));
  const covers = (j: number, i: number): boolean => {
    const v = value[i] ?? [];
    return v.length > 0 && v.every((w) => said[j]?.has(w) === true);
  };
  const size = (k: number): number => said[k]?.size ?? 0;
  const dropped = new Set<number>();
  drafts.forEach((d, i) => {
    if (!typed(d)) return;
    const by = drafts.findIndex((e, j) => {
      if (j === i || dropped.has(j) || !typed(e) || e.triple?.subject !== d.triple?.subject || !covers(j, i)) return false;
      // Both say each other's subject and value: the same fact twice — the first stays.
      return !covers(i, j) || j < i;
    });
    if (by >= 0 && size(by) >= size(i)) dropped.add(i);
  });
  return drafts.filter((_, i) => !dropped.has(i));
}
