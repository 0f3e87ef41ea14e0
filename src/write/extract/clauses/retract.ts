/**
 * A turn that takes back what the user's turn before said: "wait no, ignore that", "scratch that, the landlord said
 * no", "pls disregard that, wrong chat", "actually forget that, we broke up", or one item of it: "scratch plums
 * actually", "cross off the ferret". Read as a forget of what that turn stated, tied to it:
 *
 * - the whole turn before is meant ("that", "this", "it", "what i said"): its named words are the topic (as
 *   antecedent.ts reads "forget that"), and only when it stated something (a question or a request is no fact);
 * - one item is meant ("scratch X"): X must be said, as whole words, in one of the user's last turns;
 * - what the turn says beside the take-back is its reason ("the landlord said no", "wrong chat"): not stored;
 *   but a value said instead ("scratch that, Madurai", "ignore that, I'm on growth") is a correction, read as one
 *   by the ordinary readers — this step then does nothing.
 *
 * Nothing said before, or nothing it can point at: null (the turn is read as usual, and changes nothing it cannot tie).
 */
import { namedWords } from './antecedent.js';
import { parseSentences } from './nlp.js';

/** What a turn's reading holds that this step looks at (index.ts's TurnAnalysis). */
interface Reading {
  readonly candidates: readonly { readonly profile: unknown; readonly correction?: unknown; readonly revises?: unknown }[];
  readonly forget: readonly { readonly topic: string; readonly reason?: string | undefined }[];
  readonly asks: boolean;
  readonly notUnderstood: readonly string[];
  readonly classes: readonly string[];
}

/** Cue words that may open a take-back and say nothing of it. */
const OPEN = String.raw`(?:(?:oh|ah|um|erm|hmm|wait|no|nope|nah|sorry|soz|oops|whoops|actually|ok|okay|just|pls|please|plz|hang on|hold on|my bad|on second thought)[\s,.!—–-]+)*`;
/** Verbs of taking back what was said. */
const VERB = String.raw`(?:forget|ignore|disregard|scratch|strike|delete|cancel|undo|remove|erase|scrap|drop|wipe|never ?mind|nvm|don'?t (?:remember|save|store|keep|note))`;
/** What the turn before said, pointed at. */
const THAT = String.raw`(?:that|this|it|all that|(?:that|the|my) (?:last|previous|prior) (?:bit|one|part|message|msg|thing|text)|what i (?:just |had )?(?:said|told you|wrote|typed|sent|mentioned)(?: (?:you|there|earlier))?)`;
/** How far back the turn meant is: "two messages ago", "before that", "the one before": the turn before the last one. */
const BACK = String.raw`(?:\s+(?:(?:(?:two|2) (?:messages|msgs|turns|texts) (?:ago|back|up))|before (?:that|the last (?:one|message|msg))|(?:in|from) the (?:message|one) before(?: that| last)?))?`;
const WHOLE = new RegExp(String.raw`^${OPEN}${VERB}\s+${THAT}${BACK}\b(?:\s+(?:actually|lol|please|pls|then|too))?\s*(?:[,.;:!—–-]+\s*|$)`, 'i');
const ITEM = new RegExp(
  String.raw`^${OPEN}(?:scratch|strike|cross(?: out| off)?|take off|remove)\s+(?:the\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,2}?)(?:\s+(?:actually|then|off the list|from the list|too))?\s*(?:[,.;:!—–-]+\s*(.*))?$`,
  'iu',
);
/** Words that are no item of what was said. */
const NOT_ITEM = /^(?:that|this|it|all|everything|them|those|these|me|my|the|a|an|what)$/i;

/** The named words of a stated turn (its nouns and names, antecedent.ts); null for a question or request. */
function statedTopic(turn: string | undefined): string | null {
  const t = turn?.trim();
  if (!t || t.includes('?') || /^(?:what|who|where|when|why|how|which|do|does|did|is|are|am|can|could|would|will|should|please|pls)\b/i.test(t)) return null;
  return namedWords(parseSentences(t).flat()) || null;
}

const saysValue = (r: Reading): boolean => r.candidates.some((c) => c.profile !== null || c.correction !== undefined || c.revises !== undefined);

/**
 * The turn read as a take-back of what the turn before said, or of one item of it; null when it is none (or a
 * value said instead makes it a correction, which the ordinary reading `read` gives).
 */
export function retractedTurn<T extends Reading>(raw: string, before: readonly string[], read: () => T): T | null {
  const said = raw.trim().replace(/[’‘]/g, "'");
  if (before.length === 0) return null;
  const whole = WHOLE.exec(said);
  if (whole) {
    const back = /\b(?:two|2|before)\b/i.test(
      whole[0].replace(/^.*?\b(?:said|told you|wrote|typed|sent|mentioned|bit|one|part|message|msg|thing|text|that|this|it)\b/i, ''),
    )
      ? 2
      : 1;
    const meant = before[before.length - back];
    const topic = statedTopic(meant);
    const r = read();
    if (saysValue(r)) return null;
    // The turn meant stated nothing (a question, a request), or there is none that far back: a take-back said alone forgets
    // nothing (the reply says so when it pointed two back); one with words after it ("scrap that, English is fine") is read as usual.
    if (!topic && said.slice(whole[0].length).trim() !== '') return null;
    if (!topic)
      return { ...r, candidates: [], forget: [], asks: false, notUnderstood: back === 2 || meant === undefined ? [raw.trim()] : [], classes: ['forget'] };
    return { ...r, candidates: [], forget: [{ topic }], asks: false, notUnderstood: [], classes: ['forget'] };
  }
  const item = ITEM.exec(said);
  const x = item?.[1]?.trim();
  if (!item || !x || x.split(/\s+/).some((w) => NOT_ITEM.test(w)) || (item[2] ?? '').split(/\s+/).filter(Boolean).length > 8) return null;
  const word = new RegExp(String.raw`(?:^|[^\p{L}])${x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\p{L}])`, 'iu');
  if (!before.slice(-3).some((b) => word.test(b))) return null;
  const r = read();
  if (saysValue(r)) return null;
  return { ...r, candidates: [], forget: [{ topic: x.toLowerCase() }], asks: false, notUnderstood: [], classes: ['forget'] };
}
