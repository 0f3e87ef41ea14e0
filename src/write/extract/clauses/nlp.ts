/**
 * The sentence structure of a user turn, from wink-nlp's English model (shipped in npm, offline):
 * sentences, tokens, part of speech, lemma and negation. Loaded on first use, once per process
 * (about 200 ms, `core/text/wink.ts`), then a turn takes a fraction of a millisecond.
 */
import { loadWink, winkFirstUnknown } from '../../../core/text/wink.js';
import { isTensWord, isUnitWord } from '../../../core/text/numbers.js';
import { joinTight } from './tight.js';

/** One token of a sentence. */
export interface Token {
  readonly text: string;
  /** Lower-cased text. */
  readonly lower: string;
  /** Universal part-of-speech tag (PRON, VERB, AUX, NOUN, PROPN, ADJ, ADP, DET, PART, PUNCT, …). */
  readonly pos: string;
  readonly lemma: string;
  /** Inside the scope of a negation ("not", "never", "no longer"). */
  readonly negated: boolean;
}

/** The shared instance (`core/text/wink.ts`). */
const load = loadWink;

/** Spells out the contractions the model leaves whole ("I'm" is one token to it). */
export function expandContractions(text: string): string {
  return (
    text
      .replace(/[’‘]/g, "'")
      .replace(/\bI'm\b/gi, 'I am')
      .replace(/\bI've\b/gi, 'I have')
      .replace(/\bI'd\b/gi, 'I would')
      .replace(/\bI'll\b/gi, 'I will')
      .replace(/\b(we|they|you)'ve\b/gi, '$1 have')
      .replace(/\b(we|they|you)'re\b/gi, '$1 are')
      .replace(/\bive\b/g, 'i have')
      // Contractions typed without the apostrophe ("dont", "havent", "cant"); "wont", "id", "its" are words too, and stay.
      .replace(/\b(do|does|did|have|has|had|is|are|was|were|could|would|should|must)nt\b/gi, "$1n't")
      .replace(/\bcant\b/gi, "can't")
      .replace(/\bcan't\b/gi, 'can not')
      .replace(/\bwon't\b/gi, 'will not')
      .replace(/\b(name|it|that|what|who|here|there)'s\b/gi, '$1 is')
      // Kept in lower case: someone who writes "im" writes their name in lower case too.
      .replace(/(^|[\s,!.])im\s/g, '$1i am ')
  );
}

/**
 * Whether the English model's lexicon holds a word as typed in lower case ("tears", "hope", "later" — common
 * words) or not ("leeds", "priya", "kroger" — most names): names typed in lower case are told apart so.
 */
export function inLexicon(word: string): boolean {
  const nlp = load();
  const id = Number(nlp.readDoc(word.toLowerCase()).tokens().out(nlp.its.uniqueId)[0]);
  return Number.isFinite(id) && id < winkFirstUnknown();
}

/** Whether the lexicon holds `word` whole: the model reads it as one token ("covid19"), not as a word and more ("kettle!942"). */
export function lexiconHoldsWhole(word: string): boolean {
  const nlp = load();
  const ids = nlp.readDoc(word.toLowerCase()).tokens().out(nlp.its.uniqueId);
  return ids.length === 1 && Number.isFinite(Number(ids[0])) && Number(ids[0]) < winkFirstUnknown();
}

/** The dot of a web name ("Booking.com", "monday.com", "Deliveroo.co.uk", "GOV.UK"): no sentence ends there. */
const DOMAIN_DOT = /(?<=[\p{L}\d])\.(?=(?:com|org|net|io|ai|dev|app|co|uk|ly|tv|gg|xyz)\b)|(?<=\b\p{Lu}{2,})\.(?=\p{Lu}{2,}\b)/gu;
const DOT_HELD = 'qqdotqq';
/** The dot of a file's extension typed after a space ("as .docx", "in .odt"): no sentence ends there either. */
const EXTENSION_DOT = /(?<=(?:^|\s))\.(?=[a-z][a-z\d]{1,4}\b)/g;

/** Sentences of tokens. */
export function parseSentences(text: string): Token[][] {
  const nlp = load();
  const out: Token[][] = [];
  nlp
    .readDoc(expandContractions(text).replace(DOMAIN_DOT, DOT_HELD).replace(EXTENSION_DOT, DOT_HELD))
    .sentences()
    .each((s) => {
      const t = s.tokens();
      const texts = t.out().map((x) => x.replaceAll(DOT_HELD, '.'));
      const pos = t.out(nlp.its.pos);
      const lemma = t.out(nlp.its.lemma);
      const neg = t.out(nlp.its.negationFlag) as unknown as boolean[];
      const spaces = t.out(nlp.its.precedingSpaces);
      const tokens = texts.map((x, i) => ({
        text: x,
        lower: x.toLowerCase(),
        pos: pos[i] ?? 'X',
        lemma: (lemma[i] ?? x).replaceAll(DOT_HELD, '.').toLowerCase(),
        negated: neg[i] === true,
      }));
      // "i genuinely love X": an "-ly" word the tagger read as a verb right before a verb is its adverb.
      tokens.forEach((x, i) => {
        if (x.pos === 'VERB' && x.lower.length >= 6 && x.lower.endsWith('ly') && tokens[i + 1]?.pos === 'VERB')
          tokens[i] = { ...x, pos: 'ADV', lemma: x.lower };
        // "Doing my masters …": a capitalised first verb the lemmatiser left whole is read by its lower-case form's lemma.
        if (i === 0 && x.pos === 'VERB' && x.lemma === x.lower && /^\p{Lu}\p{Ll}+(?:ing|ed|s)$/u.test(x.text))
          tokens[i] = { ...x, lemma: String(nlp.readDoc(x.lower).tokens().out(nlp.its.lemma)[0] ?? x.lower).toLowerCase() };
        // "I don't vape", "she doesn't surf": after a pronoun's do-support and "not", the word is the verb (its base form).
        if (
          x.pos === 'NOUN' &&
          i >= 3 &&
          /^(?:i|we|you|he|she|they)$/.test(tokens[i - 3]?.lower ?? '') &&
          tokens[i - 2]?.lemma === 'do' &&
          tokens[i - 1]?.lemma === 'not'
        )
          tokens[i] = { ...x, pos: 'VERB', lemma: x.lower };
      });
      const [joined, gaps] = joinLetters(...joinTight(tokens, spaces));
      out.push(joinNumberWords(joinHyphenated(joined, gaps)));
    });
  return out;
}

/** A letter the tagger cuts a word at ("č" in "Kovačević", "Ł" in "Łukasik"): it stands alone as an unknown token. */
// ("ị" in "Thị" is tagged as a name of its own: any tag, since the run must be typed without spaces.)
const CUT_LETTER = (t: Token): boolean => /^[^\x00-\xff]$/u.test(t.text) && /\p{L}/u.test(t.text);

/**
 * "Kova" "č" "evi" "ć" → "Kovačević": letters typed without spaces around a letter the tagger cut at are
 * one word, a name when it opens with a capital. Returns the tokens and the spaces before each.
 */
function joinLetters(tokens: Token[], spaces: readonly string[]): [Token[], string[]] {
  const out: Token[] = [];
  const gaps: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let k = i + 1;
    while (k < tokens.length && spaces[k] === '' && /^\p{L}+$/u.test((tokens[k] as Token).text)) k++;
    const run = tokens.slice(i, k);
    if (run.length > 1 && /^\p{L}+$/u.test((tokens[i] as Token).text) && run.some(CUT_LETTER)) {
      const text = run.map((t) => t.text).join('');
      const head = tokens[i] as Token;
      out.push({ text, lower: text.toLowerCase(), pos: /^\p{Lu}/u.test(text) ? 'PROPN' : 'NOUN', lemma: text.toLowerCase(), negated: head.negated });
      gaps.push(spaces[i] ?? ' ');
      i = k - 1;
      continue;
    }
    out.push(tokens[i] as Token);
    gaps.push(spaces[i] ?? ' ');
  }
  return [out, gaps];
}

/** Subject pronouns: a hyphenated word right after one is the clause's verb. */
const SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she']);

/**
 * "gluten-free", "left-handed", "bullet-point": a word, a hyphen and a word typed without spaces are
 * one word (the model cuts at the hyphen, and a lone dash ends a clause). `spaces` are the spaces
 * before each token.
 */
function joinHyphenated(tokens: Token[], spaces: readonly string[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const dash = tokens[i + 1];
    const next = tokens[i + 2];
    const word = (x: Token | undefined) => x !== undefined && /^\p{L}[\p{L}']*$/u.test(x.text);
    // "3M", "23andMe", "7-Eleven": digits typed against a capitalised name are one name.
    const digits = /^\d+$/.test(t.text);
    if (digits && dash && spaces[i + 1] === '' && /^\p{L}/u.test(dash.text) && /\p{Lu}/u.test(dash.text)) {
      const text = `${t.text}${dash.text}`;
      out.push({ text, lower: text.toLowerCase(), pos: 'PROPN', lemma: text.toLowerCase(), negated: t.negated });
      i += 1;
      continue;
    }
    if (digits && dash?.text === '-' && next && /^\p{Lu}\p{L}+$/u.test(next.text) && spaces[i + 1] === '' && spaces[i + 2] === '') {
      const text = `${t.text}-${next.text}`;
      out.push({ text, lower: text.toLowerCase(), pos: 'PROPN', lemma: text.toLowerCase(), negated: t.negated });
      i += 2;
      continue;
    }
    // "24-hour time", "3-day week": a number typed against a word in lower case is one describing word.
    if (digits && dash?.text === '-' && word(next) && /^\p{Ll}/u.test(next?.text ?? '') && spaces[i + 1] === '' && spaces[i + 2] === '') {
      const text = `${t.text}-${(next as Token).text}`;
      out.push({ text, lower: text.toLowerCase(), pos: 'ADJ', lemma: text.toLowerCase(), negated: t.negated });
      i += 2;
      continue;
    }
    if (word(t) && dash?.text === '-' && word(next) && spaces[i + 1] === '' && spaces[i + 2] === '') {
      let n = next as Token;
      let text = `${t.text}-${n.text}`;
      // "sister-in-law", "mother-in-law": a chain of hyphenated words is one word too.
      while (tokens[i + 3]?.text === '-' && word(tokens[i + 4]) && spaces[i + 3] === '' && spaces[i + 4] === '') {
        n = tokens[i + 4] as Token;
        text = `${text}-${n.text}`;
        i += 2;
      }
      out.push({
        text,
        lower: text.toLowerCase(),
        // "I line-manage", "we co-host": a verb part right after a subject pronoun keeps the compound a verb.
        pos:
          n.pos === 'VERB' && SUBJECTS.has(out[out.length - 1]?.lower ?? '') ? 'VERB' : ['VERB', 'DET', 'ADP', 'PART', 'ADV'].includes(n.pos) ? 'ADJ' : n.pos,
        lemma: `${t.lower}-${n.lemma}`,
        negated: t.negated || n.negated,
      });
      i += 2;
    } else out.push(t);
  }
  return out;
}

/** "sixty", "-", "two" (the model cuts at the hyphen) → one number token "sixty-two", so no clause splits it at the dash. */
function joinNumberWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const dash = tokens[i + 1];
    const unit = tokens[i + 2];
    if (isTensWord(t.lower) && dash?.text === '-' && unit && isUnitWord(unit.lower)) {
      const text = `${t.text}-${unit.text}`;
      out.push({ text, lower: text.toLowerCase(), pos: 'NUM', lemma: text.toLowerCase(), negated: t.negated });
      i += 2;
    } else out.push(t);
  }
  return out;
}
