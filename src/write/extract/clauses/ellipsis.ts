/**
 * A relation said again of another person by ellipsis: "Dagny reports to me and so does Ravi", "Oskar
 * works with me, as does Lena", "Mina is my mentee. Tariq too." The named person who was the subject of
 * the relation is replaced by the new one, the relation kept. Only relations to people, and only when the
 * person named was the clause's subject: "I manage Dagny and so does Ravi" says Ravi manages Dagny — nothing
 * of the user's.
 */
import type { Token } from './nlp.js';
import type { Draft } from './phrases.js';
import { properRun, phrase } from './phrases.js';

/** Relations to a person, which the ellipsis may say again of another. */
const PERSONAL = new Set(['manages', 'works_with', 'friend', 'mentor']);

/** The name said by ellipsis at `tokens[from…]` ("so does Ravi", "as does Ravi", "Ravi too"), or null. */
function ellipsisName(tokens: readonly Token[], from: number): string | null {
  const w = tokens.slice(from).filter((t) => !/^[.!,]$/.test(t.text));
  const lower = w.map((t) => t.lower);
  let at = -1;
  if (/^(so|as)$/.test(lower[0] ?? '') && /^(does|do|did|is|are|has|have)$/.test(lower[1] ?? '')) at = 2;
  const run = at >= 0 ? properRun(w, at) : properRun(w, 0);
  if (run.length === 0 || run.length > 3) return null;
  const after = lower.slice((at >= 0 ? at : 0) + run.length).join(' ');
  return (at >= 0 && after === '') || (at < 0 && /^(too|as well|also)$/.test(after)) ? phrase(run) : null;
}

/** The drafts that say of `name` what `drafts` say of the person at the start of `subject`. */
function sameOf(subject: readonly Token[], drafts: readonly Draft[], name: string): Draft[] {
  const first = phrase(properRun(subject, 0));
  if (!first) return [];
  return drafts
    .filter((d) => d.triple?.subject === 'user' && PERSONAL.has(d.triple.predicate) && d.triple.object === first && !d.profile)
    .map((d) => ({ ...d, content: d.content.split(first).join(name), triple: { ...(d.triple as NonNullable<Draft['triple']>), object: name } }));
}

/** "X reports to me and so does Y" in one clause: the drafts for Y, or []. */
export function sameInClause(tokens: readonly Token[], drafts: readonly Draft[]): Draft[] {
  const k = tokens.findIndex((t, i) => i > 1 && /^(so|as)$/.test(t.lower) && /^(and|,)$/.test(tokens[i - 1]?.lower ?? ''));
  const name = k > 0 ? ellipsisName(tokens, k) : null;
  return name ? sameOf(tokens.slice(0, k), drafts, name) : [];
}

/** "… , as does Y", "… . Y too." in a clause of its own after the relation: the drafts for Y, or []. */
export function sameAfter(before: readonly Token[], drafts: readonly Draft[], tokens: readonly Token[]): Draft[] {
  const name = ellipsisName(tokens, 0);
  return name ? sameOf(before, drafts, name) : [];
}
