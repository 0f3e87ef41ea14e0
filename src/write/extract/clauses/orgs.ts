/**
 * An organisation's name that its legal form closes: "Mørk, Lyle, & Abernathy LLP", "Halvorsen, Pike and
 * Mbeki LLP", "Parr, Quist & Dane Ltd", "Ruiz y Asociados S.L.". Partners' names set apart by commas, "&" or
 * "and" are one name when the run of capitalised words ends in a legal form or a firm's tail word (Partners,
 * Associates, Co.): the form says it is one organisation, so the commas inside are no list.
 */
import type { Token } from './nlp.js';

/** Legal forms and the words that end a firm's name. */
const CLOSES =
  /^(?:llp|llc|ltd\.?|limited|inc\.?|incorporated|corp\.?|plc|gmbh|ag|kg|s\.?a\.?|s\.?l\.?|s\.?r\.?l\.?|s\.?p\.?a\.?|b\.?v\.?|n\.?v\.?|pty|pvt|oy|ab|as|a\/s|aps|sarl|sas|partners|associates|co\.?|company|sons|brothers|bros\.?)$/i;

/** A capitalised word of a name (diacritics, apostrophes, hyphens and inner dots allowed). */
const WORD = /^\p{Lu}[\p{L}\p{M}'’.-]*$/u;

/** The index just after a partners' name closed by a legal form that starts at `i`, or -1. */
export function legalSpan(tokens: readonly Token[], i: number): number {
  let k = i;
  let names = 0;
  let joined = false;
  let end = -1;
  while (k < tokens.length && k - i < 14) {
    const t = tokens[k] as Token;
    if (WORD.test(t.text) || (/^(?:\.|'s|')$/.test(t.text) && names > 0)) {
      if (WORD.test(t.text)) names++;
      k++;
      // "Partners LLP." at the end of a sentence: the full stop closes the sentence, the form is still the form.
      if (CLOSES.test(t.text.replace(/(?<=\p{L}{2})\.$/u, '')) && names >= 2) end = k;
      continue;
    }
    if ((t.text === ',' || t.text === '&' || t.lower === 'and') && names > 0) {
      joined = true;
      k++;
      continue;
    }
    break;
  }
  return joined && end > i ? end : -1;
}
