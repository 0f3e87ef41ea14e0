/**
 * A name set off by commas after a party's noun: "The client, Mr Haddad, only wants calls after 2pm", "our coach,
 * Deniz, has us …". The splitter keeps it in its clause (split.ts), so the noun, the name and the verb stay one
 * statement instead of three pieces of which none has both a subject and a verb.
 */
import type { Token } from './nlp.js';

/** Where the second comma of "<the|my|our> <noun>, <Name>, <verb …>" is, or -1: the name is an apposition of the noun. */
export function namedApposition(current: readonly Token[], tokens: readonly Token[], i: number): number {
  if (current.length < 2 || current.length > 3 || !['the', 'my', 'our'].includes(current[0]?.lower ?? '') || current[current.length - 1]?.pos !== 'NOUN')
    return -1;
  let k = i + 1;
  while (k < tokens.length && k - i <= 3 && (tokens[k]?.pos === 'PROPN' || /^\p{Lu}/u.test(tokens[k]?.text ?? ''))) k++;
  const after = tokens[k + 1];
  return k > i + 1 && tokens[k]?.text === ',' && after && ['VERB', 'AUX', 'ADV'].includes(after.pos) ? k : -1;
}
