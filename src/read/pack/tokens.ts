/**
 * Token counting with a real tokenizer (gpt-tokenizer, o200k_base; its encodings ship in the
 * package, so it works offline). Loaded on first use: recall alone never pays for it.
 */

/** Counts and truncates text in tokens. */
export interface Tokenizer {
  count(text: string): number;
  /** The longest prefix of `text` within `maxTokens`, ending in "…" when cut. */
  truncate(text: string, maxTokens: number): string;
}

let loaded: Promise<Tokenizer> | undefined;

/** The default tokenizer (o200k_base, the encoding of current OpenAI models). */
export function loadTokenizer(): Promise<Tokenizer> {
  loaded ??= import('gpt-tokenizer/encoding/o200k_base').then((enc) => ({
    count: (text: string) => enc.countTokens(text),
    truncate: (text: string, maxTokens: number) => {
      if (maxTokens <= 0) return '';
      const tokens = enc.encode(text);
      if (tokens.length <= maxTokens) return text;
      const ellipsis = '…';
      let cut = enc.decode(tokens.slice(0, Math.max(0, maxTokens - 1))).trimEnd() + ellipsis;
      for (let n = maxTokens - 2; n >= 0 && enc.countTokens(cut) > maxTokens; n--) cut = enc.decode(tokens.slice(0, n)).trimEnd() + ellipsis;
      return enc.countTokens(cut) <= maxTokens ? cut : '';
    },
  }));
  return loaded;
}
