/**
 * The word lists and small readers the label rules of `secret-labels.ts` use: codes listed one a line,
 * digits said as words, the words that judge a secret after another language's verb, keys shown in
 * groups; the shapes a label announces, the setting verb, and the asides, descriptions and restatements
 * that may stand between a label and its value. Kept apart so the label rules read as one piece.
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
    'неверный неправильный верный правильный новый старый длинный короткий секретный ' +
    'špatné špatně správné nové staré dlouhé krátké slabé silné neplatné ' +
    'złe zły dobre nowe stare długie krótkie słabe silne błędne nieprawidłowe poprawne nieważne ' +
    'yanlış doğru yeni eski uzun kısa zayıf güçlü geçersiz ' +
    'salah benar baru lama panjang pendek lemah kuat ' +
    // what it is said to be after the copula: saved, unknown, required, personal, secret, changed
    'gespeichert unbekannt erforderlich persönlich enregistré introuvable obligatoire personnel obligatoria obligatorio personal personale cambiata cambiato ' +
    'obligatória pessoal opgeslagen geheim verplicht persoonlijk wymagane tajne osobiste povinné tajné osobní hemmelig hemligt hemlig sparat lagret gemt ' +
    'rahasia wajib pribadi gizli zorunlu'
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

/**
 * What a label announces, and so how much of what follows is the value. `seed`: a wallet's 12, 18
 * or 24 words. `again`: "the new one", "the old one" — a label only after another label.
 */
export type Shape = 'word' | 'phrase' | 'seed' | 'codes' | 'keyish' | 'longkey' | 'digits' | 'again';

/**
 * A verb that sets a credential, its label (with a few words before it and a place after it), then "to":
 * "changed my login to", "set the password on the PDF to", "set the safe in the hotel room to"; Polish
 * "zmieniłem hasło do banku na".
 */
export const SET_TO = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:changed|change|changing|set|setting|reset|updated|update|switched|made|zmieni\p{L}*|ustawi\p{L}*)\s+(?:(?:my|our|the|his|her|their|a|an|this|that|moje|swoje|twoje|jego|jej)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?<label>password|passcode|passphrase|pass|pw|pwd|pin(?:\s?code)?|login|safe|padlock|combination|(?:door|gate|alarm|garage|entry|building|keypad|locker|lock|safe)\s+code|hasło|kod\s+pin|pin)(?:\s+(?:on|for|of|in|at|do|dla|od)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?[\p{L}\p{N}'’-]+)?\s+(?:to|na)\s+`,
  'giu',
);

/** A password's own label, later in a login's sentence. */
export const PASSWORD_LABEL = /(?<![\p{L}\p{N}_])(?:password|passwd|pwd|pw|pass|passcode|passphrase|pin)(?![\p{L}\p{N}_])/iu;

/** An e-mail address: the name of an account, never its password. */
export const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** An account named just before a label ("login: emma@example.com ", "user: jdoe, "): what follows the label is its password. */
export const ACCOUNT_BEFORE =
  /(?<![\p{L}\p{N}_])(?:log-?in|user(?:name)?|user\s+id|e-?mail|account|acct)(?:\s*[:=]\s*[\w.@+-]{2,}|\s+(?=[\w.+-]*[@._\d])[\w.@+-]{2,})[ \t]*,?[ \t]*(?:and\s+)?(?:the\s+|my\s+)?$/iu;

/** Pronouns: after a judging word they begin a clause ("bad I know"), not a passphrase. */
export const PRONOUNS = /^(?:i|you|we|they|he|she|it|me|us|them)$/i;

/** Words after "use the words" that are a sentence, not the words: "use the words you like", "… I gave you". */
export const GIVEN_PROSE = /^(?:i|you|we|they|he|she|it|that|which|who|from|in|on|of|for|to|with|about|carefully|wisely|below|above)(?![\p{L}])/iu;

/** A bare "phrase:" that glosses a phrase rather than gives one: "Phrase: break a leg means good luck". */
export const GLOSS = /\b(?:means?|meaning|translat\w*|idiom|in (?:english|french|german|spanish))\b|[=→]|\s-\s/iu;

/**
 * What may stand between a copula and the value it gives, each with the shape of the value after it
 * (null: the label's own). A restatement ("the same as my email one, it's X", "… one which is X",
 * ", now its X"); a description ("my dog's name, X", "his birthday 19580312", "the word X");
 * a count of words ("two words, red kite", "a phrase, red kite lamp"); a description closed by a comma before one value that
 * shows itself and ends the text ("still the default one they gave us, 0000PANEL").
 */
export const DESCRIPTIONS: readonly (readonly [RegExp, Shape | null])[] = [
  [
    /^(?:[^\n.!?]{0,60}?[,;:—–-]\s*(?:(?:and|but|so)\s+)?(?:now\s+)?(?:it['’]?s|it\s+is|that['’]s|that\s+is|which\s+is|i\.e\.|namely)|[^\n.!?,;]{0,60}?\s(?:which|that)\s+is)\s+/iu,
    null,
  ],
  [
    /^(?:the|my|our|his|her|their|its)\s+[^,.;:!?\n]{0,40}?(?<![\p{L}])(?:name|nickname|birthday|birth\s?year|birth\s?date|year|date|number|word|song|team|street|town|city|maiden\s+name)(?![\p{L}])(?:[^,.;:!?\n]{0,20}?,\s*(?:(?:which\s+is|i\.e\.|so|namely)\s+)?|\s+(?=[^\s,;.]*\d))/iu,
    null,
  ],
  [/^(?:(?:just|literally|simply)\s+)?(?:the|a)\s+(?:word|number|name)\s+(?=\S)/iu, null],
  [/^(?:just\s+)?(?:one|two|three|four|five|six|[1-9])\s+words?\s*[,:]\s*/iu, 'phrase'],
  [
    /^(?:(?:just|actually|really|basically|literally|simply)\s+)?(?:a|an)\s+(?:(?:short|long|silly|random|whole)\s+)?(?:phrase|sentence|passphrase|string\s+of\s+words|few\s+words|bunch\s+of\s+words)\s*[,:—–-]\s*/iu,
    'phrase',
  ],
  [/^[^\n.!?,;]{3,60}?,\s*(?=[^\s,;]*[\d!@#$%^&*][^\s,;]*[.!]?\s*$)/u, null],
];

/** An aside between commas right after a label, then its separator: ", if you need it, is ". */
export const COMMA_ASIDE = /^,[ \t]+[^,\n.!?:;]{2,40},[ \t]*(?:is|was|it['’]s|:)[ \t]+/iu;

/** At most three words after a label, a comma, then one token ("password everywhere, BlueMoon88"). */
export const COMMA_VALUE = /^((?:[ \t]+[\p{L}'’-]+){0,3}?)[ \t]*,[ \t]*([^\s"'`,;]+)(?=[.!?]?(?:\s|$))/u;

/** One to six words between a label and a colon on its line ("password so you dont forget: …"). */
export const ASIDE = /^((?:[ \t]+[\p{L}\p{N}'’-]+){1,6}?)[ \t]*[:：][ \t]*(?=\S)/u;

/** Words that make the words before a colon a statement about the secret, not an aside: "password expired on: Monday". */
export const ASIDE_STOP =
  /^(?:is|was|are|were|has|have|had|must|should|can|cannot|can't|will|needs?|requires?|contains?|accepts?|rules?|[a-z]{4,}(?:ed|ing|ment|tion|sion|able|ible))$/;

/** Segments of a dotted path in code, never words of a passphrase. */
const CODE_SEGMENTS =
  /^(?:env|environ|config|conf|cfg|settings|secrets?|vars|process|self|this|os|app|db|database|user|users|auth|password|passwd|pass|pwd|token|key|keys|credentials?|value|values|data|params|args|options|opts|props|com|org|net|io|www|local|json|yaml|yml|txt|js|ts|py)$/;

/**
 * True for three or more plain words joined by dots ("parrot.raven.oyster.mosaic"): a passphrase written
 * with dots, not a path in code (`config.db.password`, `settings.auth.secret`).
 */
export function dottedWords(v: string): boolean {
  const parts = v.replace(/[.,;:!?)]+$/, '').split('.');
  return parts.length >= 3 && parts.every((p) => /^[a-z]{3,12}$/.test(p) && !CODE_SEGMENTS.test(p));
}

/** What a code opens ("the code for the key box"). Labels bound words with `(?<![\p{L}\p{N}_])`: `\b` is ASCII-only and never sees "пароль". */
export const LOCK_NOUNS = String.raw`(?:lock\s?box|key\s?box|key\s?safe|padlock|keypad|door|gate|garage|alarm|safe|lock|locker|building|suitcase|vault|storage(?:\s(?:unit|room|cage))?|shed|cellar|mailbox|letterbox|apartment|flat|house|office|car)`;

/** Kinds of ticket a "pass" is ("bus pass", "boarding pass", "season pass"): a pass after one is no password. */
export const TICKET_BEFORE =
  /(?<![\p{L}])(?:bus|boarding|season|day|week|weekly|month|monthly|annual|year|travel|train|rail|metro|transit|ski|hall|festival|backstage|press|visitor|museum|park|parking|day-?trip|hotel|gym|library|student|commuter|ferry)\s+$/iu;

/** A value that carries its own evidence: digits or symbols mixed in (so "pwd Kx8!mQ2", "pin 6650" need no separator). */
export const VALUE_LIKE = /^(?=\S*[\d!@#$%^&*+=?~])[^\s"'`]{3,}$/;

export const END_OF_CLAUSE =
  /\n|[;)}\]]|[.!?](?=\s|$)|,\s|\s[-–—]\s|\s(?:and|but|so|because|then|in case|remind|don['’]t|dont|please)\s|\s(?:to|for)\s+(?:unlock|open|log|sign|access|decrypt|restore|get)\b/iu;

export const END_OF_SENTENCE = /\n|[;)}\]]|[.!?](?=\s|$)|\s(?:in case|remind|please)\s/iu;

/** Where the first match of `re` at or after `from` begins, or the text's end. */
export function end(text: string, from: number, re: RegExp): number {
  const m = re.exec(text.slice(from));
  return from + (m ? m.index : text.length - from);
}

/** A negated auxiliary or a pronoun before its contraction's apostrophe ("don't", "it's"): a word of prose, not a value. */
export const CONTRACTED =
  /^(?:don|won|can|isn|aren|wasn|weren|doesn|didn|couldn|shouldn|wouldn|haven|hasn|hadn|ain|mustn|needn|i|you|we|they|he|she|it|that|there|what|let)$/i;
