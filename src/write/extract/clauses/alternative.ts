/**
 * A field's value offered beside an alternative: "maybe Lyon, or maybe Nice", "I live in Leeds. or maybe Bradford",
 * "My name's Jo or Joanna, whichever", "Stripe or Adyen". The user has not said which one holds, so a draft that
 * would set the field (or correct it) is dropped whole: nothing set, nothing stored that names one value as the
 * user's; a self-correction said with "or" ("Leeds, or rather Bradford") is not sure enough to set either. An
 * approximation ("34 or so", "or thereabouts") offers no alternative.
 */
import type { Draft } from './phrases.js';

/** Words after "or" that offer no other value: an approximation or a vague rest. */
const NO_ALTERNATIVE = String.raw`(?:so|thereabouts|something|whatever|anything|not|less|more|else|other|two|nearly|near|around|about|at least)\b`;
/** Hedges that may stand between "or" and the alternative ("or maybe Nice", "or was it Nice"). */
const HEDGE = String.raw`(?:(?:maybe|perhaps|possibly|probably|even|it'?s|is it|was it|it might be|it could be|else)\s+)*`;

/** Whether `text` offers an alternative right after or right before `value`. */
export function offersAlternative(text: string, value: string): boolean {
  const v = value.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (v === '') return false;
  const after = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])${v}\s*(?:[,.…;]+|\s-+|—|–)?\s*or\s+${HEDGE}(?!${NO_ALTERNATIVE})[\p{L}\p{N}]`, 'iu');
  const before = new RegExp(String.raw`[\p{L}\p{N}][,.…]*\s+or\s+${HEDGE}${v}(?![\p{L}\p{N}])`, 'iu');
  return after.test(text) || before.test(text);
}

/** The drafts without those whose field value the turn offers an alternative to (liking fields aside). */
export function withoutAlternatives(drafts: readonly Draft[], text: string): Draft[] {
  return drafts.filter((d) => !d.profile || d.profile.key.startsWith('preference.') || !offersAlternative(text, d.profile.value));
}
