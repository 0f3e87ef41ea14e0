/**
 * The one wink-nlp instance of the process, with its English model (shipped in npm, offline), shared by the
 * extractor's sentence structure (`write/extract/clauses/nlp.ts`) and the read path's request reader
 * (`core/attributes/request-form.ts`). Loaded on first use (about 150 ms), then a short text takes a fraction of a
 * millisecond.
 */
import { createRequire } from 'node:module';

/** What of wink-nlp's document is read. */
export interface WinkDoc {
  sentences(): { each(f: (s: { tokens(): WinkTokens }) => void): void };
  tokens(): WinkTokens;
}
export interface WinkTokens {
  out(as?: unknown): string[];
}
export interface Wink {
  readDoc(text: string): WinkDoc;
  its: { pos: unknown; lemma: unknown; negationFlag: unknown; value: unknown; precedingSpaces: unknown; uniqueId: unknown };
}

let wink: Wink | null = null;
/** The first id wink-nlp gives a word its lexicon does not hold (taken once, right after loading). */
let firstUnknown = Number.POSITIVE_INFINITY;

/** The loaded instance (loads it on the first call). */
export function loadWink(): Wink {
  if (wink) return wink;
  // CommonJS packages, required lazily so importing Mnemo does not pay for the model.
  const require = createRequire(import.meta.url);
  const winkNLP = require('wink-nlp') as (model: unknown) => Wink;
  const loaded = winkNLP(require('wink-eng-lite-web-model'));
  wink = loaded;
  firstUnknown = Number(loaded.readDoc('qxzvjkwq').tokens().out(loaded.its.uniqueId)[0] ?? Number.POSITIVE_INFINITY);
  return loaded;
}

/** The first id of a word the lexicon does not hold (after {@link loadWink}). */
export function winkFirstUnknown(): number {
  loadWink();
  return firstUnknown;
}

/** The universal part-of-speech tags of a short text's tokens, as one run (no sentence split), lower-cased tokens beside them. */
export function posTags(text: string): { readonly lower: string; readonly pos: string }[] {
  const nlp = loadWink();
  const t = nlp.readDoc(text).tokens();
  const pos = t.out(nlp.its.pos);
  return t.out().map((x, i) => ({ lower: x.toLowerCase(), pos: pos[i] ?? 'X' }));
}
