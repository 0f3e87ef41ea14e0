/**
 * A bare value that answers or amends the turn before: the field that turn was about is the one the value is for.
 * "im a nurse" then "well, a midwife technically"; "please always reply in Spanish" then "scrap that, English is
 * fine"; "do you remember where I work?" then "it's Halcyon Labs btw". A turn of the user's that sets one profile field
 * (read alone), or asks about one field of the user's own (the question reader of recall, `core/attributes`), puts
 * that field in play; the next turn, when it reads as nothing on its own and says only a value of that field's shape
 * (known.ts `valueIn`) among words of discourse ("well", "it's", "scrap that", "is fine", "btw"), sets it.
 *
 * Not sure → nothing: a turn with any other word ("Bergen is nicer though"), a hedge, a plan or a question; a
 * question about what the user should or would do ("should I move to Lisbon or Porto?"); a value equal to the one
 * just set (a confirmation changes nothing).
 */
import { askedAttributes } from '../../../core/attributes/questions.js';
import { AttributeTable } from '../../../core/attributes/table.js';
import { fieldDraft, valueIn } from './known.js';
import { parseSentences, type Token } from './nlp.js';
import { ROLE_HEAD, type Draft } from './phrases.js';

/** What a turn's reading holds that this step looks at (index.ts's TurnAnalysis). */
interface Reading {
  readonly candidates: readonly Draft[];
  readonly forget: readonly unknown[];
  readonly asks: boolean;
  readonly notUnderstood: readonly string[];
}

/** Fields whose value has a shape of its own (known.ts `valueIn`). */
const SHAPED = new Set(['name', 'nickname', 'location', 'hometown', 'employer', 'role', 'manager', 'language', 'diet', 'age', 'timezone', 'pronouns']);
/**
 * Fields whose value has no shape of its own (a team is any word: "Search", "Leeds"): a bare value is theirs only as the
 * answer to the user's own question about the field ("which team am I on?" then "Search"), never after a statement.
 */
const ASKED_ONLY = new Set(['team']);
/** A hedge, a plan, a condition, a negation or a question: the value is not said as so. */
const UNSURE =
  /\?|\b(?:maybe|probably|perhaps|might|dunno|not sure|think|guess|if|would|could|should|will|gonna|going to|planning|hoping|thinking|not|never|no longer|yet|or)\b/i;
/** A question about what the user should, would or will do asks about no state of theirs. */
const MODAL = /\b(?:should|would|could|will|might|if|shall|gonna|going to)\b/i;
/** Words of discourse around a bare value: they say how it is offered, nothing of its own. */
const DISCOURSE = new Set(
  (
    "it it's its is 's was i i'm im am mean meant well actually technically sorry scrap scratch that this btw fyi oh ok okay update for record " +
    'yeah yes yep no nope so um uh hmm fine good then instead rather just the a an now lol haha wait oops typo my bad ' +
    'really correction please pls thanks thx though tho , . ! ; : - — – * ...'
  ).split(' '),
);

let table: AttributeTable | null = null;

/** The one field the turn before set, or asked about the user's own; null when none or several. */
function fieldInPlay<T extends Reading>(prev: string, analyse: (text: string) => T): { key: string; old: string | null; unsure?: true } | null {
  const read = analyse(prev).candidates;
  const set = [...new Set(read.flatMap((c) => (c.profile ? [c.profile.key] : [])))];
  if (set.length === 1) {
    const key = set[0] as string;
    const old = read.find((c) => c.profile?.key === key)?.profile?.value ?? null;
    return SHAPED.has(key) ? { key, old } : ASKED_ONLY.has(key) ? { key, old, unsure: true } : null;
  }
  if (set.length > 1 || !/\?\s*$/.test(prev.trim()) || MODAL.test(prev) || !/\b(?:i|my|me)\b/i.test(prev)) return null;
  table ??= new AttributeTable();
  const asked = askedAttributes(prev, table).filter((a) => a.via === 'asked' && a.weight >= 1);
  const key = asked[0]?.key;
  return key !== undefined && (SHAPED.has(key) || ASKED_ONLY.has(key)) ? { key, old: null } : null;
}

/** The value of field `key` the turn says bare: the first read by the field's shape whose other words are all discourse. */
function bareValue(tokens: readonly Token[], key: string, old: string | null): string | null {
  for (let k = 0; k < tokens.length; k++) {
    if (DISCOURSE.has(tokens[k]?.lower ?? '')) continue;
    const value = valueIn(key, tokens.slice(k), old ?? '');
    // A role is a word of work by its head ("night shifts" is none).
    if (!value || (key === 'role' && !ROLE_HEAD.test(value.split(' ').pop() ?? ''))) return null;
    const words = new Set(value.toLowerCase().split(/[\s/]+/));
    const rest = tokens.filter((t, n) => n < k || !words.has(t.lower));
    return rest.every((t) => DISCOURSE.has(t.lower) || /^\p{P}+$/u.test(t.text)) ? value : null;
  }
  return null;
}

/** The turn read as the value of the field the turn before was about; null when it is not one. */
export function answeredInPlay<T extends Reading>(raw: string, before: readonly string[], analyse: (text: string) => T): T | null {
  const prev = before[before.length - 1];
  if (!prev || UNSURE.test(raw) || raw.split(/\s+/).length > 8) return null;
  const alone = analyse(raw);
  if (alone.forget.length > 0) return null;
  const inPlay = fieldInPlay(prev, analyse);
  if (!inPlay) return null;
  const value = bareValue(parseSentences(raw).flat(), inPlay.key, inPlay.old);
  if (!value || value.toLowerCase() === inPlay.old?.toLowerCase()) return null;
  // A bare word right after the user set a field of no shape ("I'm on the Platform team", then "it's Search") may be a
  // new value, a name or anything else: nothing is stored and nothing changes.
  // Only a name alone or after "it's" is so read; a turn with more words ("I'm Dana btw", "Dana here") is read alone.
  if (inPlay.unsure)
    return /^(?:it'?s|its|it is)?\s*\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s*[.!]*$/u.test(raw.trim())
      ? { ...alone, candidates: [], asks: false, notUnderstood: [raw] }
      : null;
  // Read alone, the turn may say something else, kept then; or the same bare value as another field ("it's Dunedin"
  // as a name): the field in play is the one it answers.
  if (alone.candidates.some((c) => c.profile?.value.toLowerCase() !== value.toLowerCase())) return null;
  const draft = fieldDraft(inPlay.key, value);
  const correction = inPlay.old ? { reason: 'the user amended the turn before', replaces: inPlay.old } : undefined;
  return { ...alone, candidates: [{ ...draft, ...(correction && { correction }) }], asks: false, notUnderstood: [] };
}
