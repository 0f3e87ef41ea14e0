/** Likings: "I prefer X", "I'd rather X", "I can't stand X", "I want you to always X" — a preference keeping its object. */
import type { Token } from './nlp.js';
import { freeFact, lowerOf, phrase, preference } from './phrases.js';
import { result, type StatementResult } from './result.js';
import { NEGATIVE_VERBS, VAGUE } from './words.js';
import { isDislikeVerb, readAppraisal } from './appraisal.js';
import { standardAt, withoutEmphasis, withoutStandard } from './compared.js';
export { isFeelingVerb } from './appraisal.js';

/** What a liking reader needs of the clause. */
export interface LikingContext {
  readonly negated: boolean;
  readonly change: string | null;
  readonly past: boolean;
  readonly clause: readonly Token[];
}

/** "I prefer X", "I'd rather X", "I can't stand X", "I want you to always X". */
/** Words that open an adjunct of time or reason after what is liked. */
const ADJUNCT = /^(?:anymore|nowadays|lately|since|because|cos|coz|cause)$/;

export function readLiking(lemma: string, verb: Token, rest: readonly Token[], ctx: LikingContext): StatementResult {
  let what = [...rest];
  const w = lowerOf(what);
  let negative = NEGATIVE_VERBS.has(lemma) || isDislikeVerb(lemma) || ctx.negated;
  if (ctx.past && !(ctx.negated && ctx.clause.some((t) => t.lower === 'never'))) return result({ about: 'user' });
  if (lemma === 'want' || lemma === 'like' || lemma === 'love') {
    if (w[0] === 'to' && ['know', 'ask', 'see', 'check', 'understand', 'find', 'learn'].includes(w[1] ?? '')) {
      return w[1] === 'learn' ? result({ drafts: [freeFact(phrase(ctx.clause))] }) : result({ about: 'none' });
    }
    if (lemma === 'want' && w[0] === 'to') return result({ drafts: [freeFact(phrase(ctx.clause))] });
  }
  if (verb.lower === 'rather') {
    // "I'd rather get short answers" / "I'd rather you didn't guess"
    const not = what.findIndex((t) => t.lower === "n't" || t.lower === 'not');
    if (w[0] === 'you' && not >= 0) {
      negative = true;
      what = what.slice(not + 1);
    } else if (['get', 'have', 'see', 'receive', 'take'].includes(w[0] ?? '')) what = what.slice(1);
  }
  // "it when you use examples", "it if you kept answers short", "you to always cite sources"
  while (what.length > 0 && ['it', 'when', 'if', 'you', 'to', 'always', 'for'].includes((what[0] as Token).lower) && what.length > 1) what = what.slice(1);
  // "I hate it now", "love them though": a pronoun whose thing is not said; the adverb after it names nothing liked.
  if (what.every((t) => ['ADV', 'SCONJ', 'PART', 'PUNCT', 'INTJ'].includes(t.pos))) return result({ about: 'none' });
  if (what.length > 0 && (what[0] as Token).pos === 'VERB' && ['kept', 'keep', 'use', 'used', 'give', 'gave'].includes((what[0] as Token).lower))
    what = what.slice(1);
  // "I'd rather take the train than fly", "I prefer cats to dogs": what it is set against is not liked (compared.ts).
  // "I prefer Python over Java / cats to dogs": the memory keeps the comparison as said; the triple names only what is
  // liked. Other comparisons ("I'd rather cycle than drive") would not read as a sentence and keep only what is liked.
  const emphasised = withoutEmphasis(what);
  const standard = lemma === 'prefer' && verb.lower !== 'rather' ? emphasised[standardAt(emphasised, lemma)]?.lower : undefined;
  const compared = standard === 'over' || standard === 'to' ? emphasised : [];
  what = [...withoutStandard(what, verb.lower === 'rather' ? 'rather' : lemma)];
  // "I adore ceramics but pottery wheels bore me": the object ends at the clause boundary; what follows is read on its own.
  const cut = what.findIndex((t, k) => k > 0 && /^(?:but|whereas|while|though|although|tho|;)$/.test(t.lower));
  const tail = cut > 0 ? (readAppraisal(what.slice(cut + 1))?.drafts ?? []) : [];
  // Only a tail that reads as a feeling of its own is cut off; any other stays in the liking's words, as before.
  if (tail.length > 0) what = what.slice(0, cut);
  // "olives anymore since the food poisoning", "jazz these days": a word of time or a reason ends what is liked.
  const adjunct = what.findIndex((t, k) => k > 0 && (ADJUNCT.test(t.lower) || (t.lower === 'these' && what[k + 1]?.lower === 'days')));
  if (adjunct > 0) what = what.slice(0, adjunct);
  const said = phrase(what).replace(/,?\s*please$/i, '');
  if (!said || VAGUE.test(said) || what.length > 12 || /^(this|that|these|those)\b/i.test(said)) return result({ about: 'none', smalltalk: true });
  const whole = tail.length === 0 && compared.length > what.length ? phrase(compared).replace(/,?\s*please$/i, '') : said;
  return result({ drafts: [preference(said, negative, whole), ...tail], change: ctx.change });
}
