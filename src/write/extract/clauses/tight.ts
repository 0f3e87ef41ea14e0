/**
 * Words typed without spaces around a symbol are one word: "Kettle+Crumb", "GOV.UK", "Dev.to". The
 * tagger cuts at the symbol, and the parts would be read as two names, or a name and a sentence end. A name's shape (letters or digits pressed against a "+" or a dot, with no space) decides,
 * not a list of names. An "@" typed as a word before a name ("I work @ Kettle+Crumb") is "at".
 */
/** A token as nlp.ts makes it (declared here so nlp.ts can use this file without a cycle). */
interface Token {
  readonly text: string;
  readonly lower: string;
  readonly pos: string;
  readonly lemma: string;
  readonly negated: boolean;
}

const PART = /^[\p{L}\d]+$/u;
/** A part of a dotted name: two letters or more ("GOV.UK", "Dev.to"), never an initial ("J.P.", "U.N."). */
const DOTTED = /^[\p{L}\d]{2,}\.$/u;

function word(text: string, like: Token): Token {
  return { text, lower: text.toLowerCase(), pos: /\p{Lu}/u.test(text) ? 'PROPN' : 'NOUN', lemma: text.toLowerCase(), negated: like.negated };
}

/** The tokens with every tightly typed name made one token, and the spaces before each (in step with the tokens). */
export function joinTight(tokens: readonly Token[], spaces: readonly string[]): [Token[], string[]] {
  const out: Token[] = [];
  const gaps: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    const tight = (k: number) => spaces[k] === '';
    // "Kettle+Crumb", "Bean+Leaf+Co": parts joined by "+" with no space anywhere.
    if (PART.test(t.text) && next?.text === '+' && tight(i + 1) && PART.test(tokens[i + 2]?.text ?? '') && tight(i + 2)) {
      let text = t.text;
      let k = i;
      while (tokens[k + 1]?.text === '+' && tight(k + 1) && PART.test(tokens[k + 2]?.text ?? '') && tight(k + 2)) {
        text += `+${(tokens[k + 2] as Token).text}`;
        k += 2;
      }
      out.push(word(text, t));
      gaps.push(spaces[i] ?? ' ');
      i = k;
      continue;
    }
    // "GOV." "UK" → "GOV.UK": a dotted name whose parts are written in the same case.
    if (DOTTED.test(t.text) && next && tight(i + 1) && PART.test(next.text) && next.text.length >= 2) {
      const head = t.text.slice(0, -1);
      const same = head === head.toUpperCase() ? next.text === next.text.toUpperCase() : next.text === next.text.toLowerCase();
      if (same && /\p{L}/u.test(next.text)) {
        out.push(word(`${t.text}${next.text}`, t));
        gaps.push(spaces[i] ?? ' ');
        i += 1;
        continue;
      }
    }
    // "work @ Kettle+Crumb": an "@" standing as a word between words, before a name or a number, is "at".
    if (t.text === '@' && i > 0 && !tight(i) && next && !tight(i + 1) && /^[\p{Lu}\d]/u.test(next.text)) {
      out.push({ text: 'at', lower: 'at', pos: 'ADP', lemma: 'at', negated: t.negated });
      gaps.push(spaces[i] ?? ' ');
      continue;
    }
    out.push(t);
    gaps.push(spaces[i] ?? ' ');
  }
  return [out, gaps];
}
