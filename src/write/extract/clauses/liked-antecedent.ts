/**
 * The antecedent of a liking said again by a pronoun: "I used to hate olives, now I love them" — the "them" of
 * a verb of liking or disliking is the thing liked just before (the splitter carries it from clause to clause).
 */
import { isFeelingVerb } from './appraisal.js';
import type { Token } from './nlp.js';

const LIKING = { has: (lemma: string): boolean => isFeelingVerb(lemma, false) };

/** The thing liked or disliked in a clause ("I used to hate olives" → olives), for a later "them". */
export function likedObject(tokens: readonly Token[]): Token[] | null {
  const v = tokens.findIndex((t) => LIKING.has(t.lemma) && t.pos === 'VERB');
  if (v < 0) return null;
  const rest: Token[] = [];
  for (const t of tokens.slice(v + 1)) {
    if (['it', 'them', 'this', 'that'].includes(t.lower) || t.pos === 'PUNCT' || t.pos === 'ADP' || t.pos === 'SCONJ' || t.pos === 'ADV') break;
    rest.push(t);
  }
  return rest.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ? rest : null;
}

/** "I used to hate olives, now I love them": the "them" of a liking is the thing liked just before. */
export function withAntecedent(tokens: Token[], object: readonly Token[]): Token[] {
  if (object.length === 0) return tokens;
  const at = tokens.findIndex((t, k) => (t.lower === 'them' || t.lower === 'it') && LIKING.has(tokens[k - 1]?.lemma ?? ''));
  if (at < 0 || tokens.slice(at + 1).some((t) => !['now', 'too', 'again', 'though', 'anyway'].includes(t.lower))) return tokens;
  return [...tokens.slice(0, at), ...object, ...tokens.slice(at + 1)];
}
