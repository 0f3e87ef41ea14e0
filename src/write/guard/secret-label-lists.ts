/**
 * The word lists and small readers the label rules of `secret-labels.ts` use: codes listed one a line,
 * digits said as words, the words that judge a secret after another language's verb, keys shown in
 * groups. Kept apart so the label rules read as one piece.
 */

/**
 * Codes listed after their label, one or more a line ("backup codes\n8703 5802\n9499 4887", "- 4821-0917"):
 * every line whose every code holds a digit, from the first to the last. Null when no line follows.
 */
export function codeList(text: string, at: number): { start: number; end: number } | null {
  const eol = text.indexOf('\n', at);
  if (eol === -1 || eol - at > 80) return null;
  const CODE_LINE = /^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*((?:[A-Za-z0-9]{3,}(?:-[A-Za-z0-9]{2,})*)(?:[ \t,;]+[A-Za-z0-9]{3,}(?:-[A-Za-z0-9]{2,})*)*)[ \t,;]*$/;
  let start = -1;
  let stop = -1;
  // codes on the label's own line too ("backup codes: 1234 5678,\n2345 6789")
  const head = /(?<![A-Za-z0-9-])[A-Za-z0-9]*\d[A-Za-z0-9-]*(?:[ \t,;]+[A-Za-z0-9]*\d[A-Za-z0-9-]*)*(?=[ \t,;]*$)/.exec(text.slice(at, eol));
  if (head && head[0].length >= 4) {
    start = at + head.index;
    stop = start + head[0].length;
  }
  let pos = eol + 1;
  while (pos <= text.length) {
    const next = text.indexOf('\n', pos);
    const lineEnd = next === -1 ? text.length : next;
    const line = text.slice(pos, lineEnd);
    const m = CODE_LINE.exec(line);
    if (!m?.[1] || line.length > 100 || !m[1].split(/[ \t,;]+/).every((c) => /\d/.test(c))) break;
    const codeAt = pos + line.indexOf(m[1]);
    if (start === -1) start = codeAt;
    stop = codeAt + m[1].length;
    if (next === -1) break;
    pos = next + 1;
  }
  return start !== -1 && stop !== -1 ? { start, end: stop } : null;
}

/** Three or more digits said as words: "four three two one", "oh nine one seven". */
export const NUMBER_WORDS =
  /^(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)[\s,-]+){2,}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?![\p{L}])/iu;

/** Words that judge or place a secret after another language's verb ("ist falsch", "è scaduta", "es larga"): never its value. */
export const FOREIGN_PROSE = new Set(
  (
    'falsch richtig abgelaufen geändert neu alt sicher unsicher lang kurz geheim vergessen gesperrt gleich anders leer ' +
    'sbagliata sbagliato giusta giusto corretta corretto scaduta scaduto nuova nuovo vecchia vecchio sicura sicuro lunga lungo corta corto segreta segreto ' +
    'incorrecta incorrecto correcta correcto caducada caducado nueva nuevo vieja viejo segura seguro larga largo corta corto secreta secreto ' +
    'incorrect incorrecte correct correcte expiré expirée nouveau nouvelle ancien ancienne sûr sûre long longue court courte secret secrète oublié faux fausse ' +
    'errada errado certa certo expirada expirado nova novo velha velho segura seguro longa longo curta curto secreta secreto ' +
    'onjuist juist verlopen nieuw oud veilig kort fout ' +
    'fel rätt ny gammal säker kort lång hemlig ' +
    'неверный неправильный верный правильный новый старый длинный короткий секретный'
  ).split(' '),
);

/**
 * The length of a code shown in four or more groups of one length, with a digit or all in capitals,
 * at the start of `s` (a 2FA setup key, a licence or recovery key); 0 when there is none. Words of a
 * sentence ("under the flower pot") are not one length.
 */
export function grouped(s: string): number {
  const m = /^(?:[A-Za-z0-9]{4,6}[ -]){3,}[A-Za-z0-9]{4,6}(?![\p{L}\p{N}])/u.exec(s);
  if (!m) return 0;
  const groups = m[0].split(/[ -]/);
  const one = groups.every((g) => g.length === (groups[0] as string).length);
  return one && (/\d/.test(m[0]) || !/[a-z]/.test(m[0])) ? m[0].length : 0;
}
