/**
 * A verb that is a habit by itself, said without an object: "I don't vape anymore", "I don't drive any more", "she
 * doesn't drink". Ending it ends what says the same doing (consolidation, `ended.ts`: the memory must say the verb).
 * Light verbs, verbs of mind and verbs whose object was left out ("I don't go anymore", "I don't do that anymore",
 * "I don't mind anymore", "I can't remember anymore") name no habit: not sure → nothing ends.
 */
/** Verbs that say nothing alone, or whose object is left out, or that are states of mind. */
const LIGHT = new Set(
  (
    'be have do go get make take give put come let keep say tell see look know think feel seem want need like love hate mind ' +
    'care bother remember forget recall believe understand agree try use mean hope wish wait ask talk speak work live stay ' +
    'happen matter count fit help start stop quit continue begin finish leave'
  ).split(' '),
);

/** The verb itself as the habit ended ("vape"), or null when the verb alone names none. */
export function habitVerb(lemma: string): string | null {
  const v = lemma.toLowerCase();
  return /^\p{Ll}{3,}$/u.test(v) && !LIGHT.has(v) ? v : null;
}
