/**
 * A joint subject of the user and a relation of theirs, by its shape: "my partner and I …", "the kids and me …",
 * "me and the twins …", "me and my brother …" (register.ts has already said "me n" as "me and", "wife and I" as
 * "my wife and I"). The relation is read by kin.ts (a relation noun after "my", "our" or "the", never a name, never
 * a bare noun); the user must be one of the two, so "my sister and her boyfriend …" is no joint subject.
 * restructure.ts then says it again as the user's clause, with them ("I work with my partner at …").
 */
import type { Token } from './nlp.js';
import { kinPhrase } from './kin.js';

/** The relation of a joint subject with the user, and where its verb phrase starts; null when the sentence opens otherwise. */
export interface OwnJoint {
  names: Token[];
  count: number;
  at: number;
}

const DETERMINERS = new Set(['my', 'our', 'the']);
const USER = new Set(['i', 'me']);

/** How many words from `at` (a determiner, then at most three words) read as one relation of the user's, longest first; 0 when none. */
function relationAt(tokens: readonly Token[], at: number, stop: (t: Token | undefined) => boolean): number {
  if (!DETERMINERS.has(tokens[at]?.lower ?? '')) return 0;
  for (let n = 3; n >= 1; n--) {
    const words = tokens.slice(at + 1, at + 1 + n);
    if (words.length !== n || words.some((t) => !/^\p{Ll}[\p{Ll}-]*$/u.test(t.text))) continue;
    const phrase = kinPhrase(words);
    if (phrase && !phrase.name && stop(tokens[at + 1 + n])) return n + 1;
  }
  return 0;
}

/** "my partner and I both work at …", "the kids and me are …", "me and the twins are …": the relation and where the verb phrase starts. */
export function ownJoint(tokens: readonly Token[]): OwnJoint | null {
  // "<relation> and I/me …": the relation ends right before "and".
  const before = relationAt(tokens, 0, (t) => t?.lower === 'and' || t?.text === '&');
  if (before > 0 && USER.has(tokens[before + 1]?.lower ?? '')) return { names: lowered(tokens.slice(0, before)), count: 1, at: before + 2 };
  // "me and <relation> …": the relation ends before the verb phrase (a word that is no noun of it).
  if (tokens[0]?.lower !== 'me' || !(tokens[1]?.lower === 'and' || tokens[1]?.text === '&')) return null;
  const after = relationAt(tokens, 2, (t) => t !== undefined && /^\p{Ll}/u.test(t.text) && t.pos !== 'PUNCT');
  return after > 0 ? { names: tokens.slice(2, 2 + after), count: 1, at: 2 + after } : null;
}

/** "My partner" said again after "with": the determiner in lower case. */
function lowered(names: Token[]): Token[] {
  const [head, ...rest] = names;
  return head ? [{ ...head, text: head.lower }, ...rest] : names;
}
