/**
 * Whose fact a clause states, when its subject is a relation said bare: "mum's got Parkinson's", "hubby works
 * nights", "nan lives in Cork", "the wife teaches yoga", "the kids go to Hillside". In chat a relational noun
 * (kin.ts, by its shape) opening a clause with no determiner of its own, or with "the", and followed by its verb,
 * names the user's own relative or relation: the clause is read as "my <relation> …" (possessive.ts), so what it
 * says is a fact about that person — never a field of the user's.
 */
import type { Token } from './nlp.js';
import { relationalNoun } from './kin.js';
import { agentNoun } from './agent.js';

const MY: Token = { text: 'my', lower: 'my', pos: 'PRON', lemma: 'my', negated: false };

/** Words that, after a relation noun, say the noun is no subject ("mum and dad" is read as two, "dad jokes" is no person). */
const VERBISH = new Set(['VERB', 'AUX']);

/**
 * The clause as "my <relation> <verb> …" when it opens with a bare relational noun (or "the" + one) and its verb
 * follows (after an optional name: "sis Dana moved"); null otherwise. "Mum" alone, a plural ("mates are …"), or
 * a noun followed by another noun ("dad jokes") is left as it was.
 */
export function bareRelation(tokens: readonly Token[]): Token[] | null {
  const start = tokens[0]?.lower === 'the' ? 1 : 0;
  const head = tokens[start];
  if (!head || ['VERB', 'AUX', 'DET', 'PRON', 'ADP'].includes(head.pos) || relationalNoun(head.lower) === null) return null;
  // "the boss wants …", "the kids …": with "the", only family and household words are the user's own.
  if (start === 1 && !/^(wife|husband|missus|kids|children|boys|girls|twins|baby|folks|parents|in-laws)$/.test(head.lower)) return null;
  let k = start + 1;
  while (tokens[k]?.pos === 'PROPN' && k < start + 3) k++;
  const next = tokens[k];
  if (!next) return null;
  const clitic = next.text === "'s" && k === start + 1;
  if (!clitic && !VERBISH.has(next.pos)) return null;
  return [MY, ...tokens.slice(start)];
}

/**
 * The occupation a copula's complement names by its shape, for a person who is not the user ("is a paediatric
 * audiologist at the children's hospital", "is a falconer"): "a/an", up to three describing words, and an agent noun
 * (agent.ts), then the clause's end or where they work. Null for a habit, a judgement, a thing or a relation.
 */
export function roleByShape(rest: readonly Token[]): string | null {
  if (!['a', 'an'].includes(rest[0]?.lower ?? '')) return null;
  let k = 1;
  while (k < 5 && ['ADJ', 'NOUN', 'PROPN'].includes(rest[k]?.pos ?? '') && rest[k + 1] && ['ADJ', 'NOUN', 'PROPN'].includes(rest[k + 1]?.pos ?? '')) k++;
  const head = rest[k];
  if (!head || !agentNoun(head, rest.slice(1, k)) || relationalNoun(head.lower) !== null) return null;
  const after = rest[k + 1];
  if (after && !['at', 'for', 'with', 'in', ',', '.', 'and', 'on'].includes(after.lower)) return null;
  return rest
    .slice(1, k + 1)
    .map((t) => t.lower)
    .join(' ');
}
