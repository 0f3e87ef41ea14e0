/**
 * Credentials named by a noun the other readers do not know, each bound to its values by the layout people type
 * (issue 27 item 7, round 32):
 *
 * - **recovery and backup codes** named in English, French, German, Spanish, Italian, Portuguese or Dutch ("codes de
 *   récupération", "Wiederherstellungscodes", "códigos de respaldo"): after the name and its colon, every code-shaped
 *   value (letters and digits in groups, with a digit) up to the end of the list — on the same line or the next ones;
 * - **an access token or an API key** named in those languages and Russian ("jeton d'accès", "Zugangstoken", "token de
 *   acceso", "API-Schlüssel", "ключ API"): the one value after the name and a colon or a copula, when it looks
 *   generated (letters and digits mixed, or a long hex or dashed-hex run);
 * - **an LDAP password directive** (`rootpw`, `bindpw`, `olcRootPW:`): its value, unless a placeholder or a word;
 * - **a keypad's code typed with spaces or dashes** ("7 2 0 5", "4-4-1-9", "12-38-05") in a line that names what it
 *   opens (a door, a safe, a lock, a locker, an alarm, a SIM, a digicode) — a bus line's or a room's digits name none;
 * - **a one-time-password seed** (round 33) after a 2FA, MFA, TOTP or authenticator's name on its line: sixteen or more
 *   capitals and digits, or groups of four, mostly letters.
 */
import type { Finding } from './secret-context.js';
import { isPlaceholder } from './secret-values.js';

const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/** Recovery or backup codes, by their noun phrase. */
const CODES_NAME = new RegExp(
  `${B}(?:(?:backup|recovery|2fa|mfa|emergency|one-time|single-use)\\s+codes|codes?\\s+de\\s+(?:récupération|recuperation|secours|sauvegarde)|(?:wiederherstellungs|backup|notfall|sicherungs|wiederherstellungs-)codes?|c[óo]digos?\\s+de\\s+(?:respaldo|recuperaci[óo]n|reserva|backup|recupera[çc][ãa]o|seguran[çc]a)|codici?\\s+di\\s+(?:backup|recupero|riserva|emergenza)|(?:herstel|back-?up|reserve)codes?)${E}`,
  'iu',
);

/** A code's shape: groups of letters and digits (with a digit), joined by a dash or a single space, 6 characters or more. */
const CODE = /(?<![\p{L}\p{N}])(?=[\p{L}\p{N} -]*\d)[\p{L}\p{N}]{2,}(?:[- ][\p{L}\p{N}]{2,}){0,3}(?![\p{L}\p{N}])/gu;

/** An access token or an API key, by its noun phrase in the languages above. */
const KEY_NAME = new RegExp(
  `${B}(?:jeton(?:\\s+d['’]acc[èe]s)?|cl[ée]\\s+(?:d['’]api|api|d['’]acc[èe]s|secr[èe]te)|(?:zugangs|zugriffs|api-?|bearer-?)token|(?:api|zugangs)-?schl[üu]ssel|token\\s+de\\s+acceso|clave\\s+(?:de\\s+)?api|token\\s+di\\s+accesso|chiave\\s+(?:api|di\\s+accesso)|token\\s+de\\s+acesso|chave\\s+(?:de\\s+)?api|api-?sleutel|toegangstoken|ключ\\s+(?:api|доступа)|api[-\\s]ключ|токен(?:\\s+доступа)?)${E}`,
  'iu',
);

/** A link from the name to its value: a colon, "is" or its kin, maybe after a short "for …" phrase. */
const KEY_LINK = /^[^\n.:;!?]{0,48}?(?:[:：=]|\s(?:is|est|ist|es|è|é|är|jest|—|-|→))\s*["'«“]?/iu;

/** A value that looks generated: letters mixed with digits (12 characters or more), or a hex or dashed-hex run. */
const GENERATED = /^(?:(?=[\w:.-]*\d)(?=[\w:.-]*[A-Za-z])[\w:.-]{12,}|[0-9a-f]{16,}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/i;

/** An LDAP directive that holds a password, then its value. */
const LDAP_PW = new RegExp(`${B}(?:rootpw|bindpw|olcrootpw)\\s*(?:[:=]\\s*|\\s+)(?<v>[^\\s"']+)`, 'giu');

/** What a keypad's code opens, named in its line. */
const OPENS = new RegExp(
  `${B}(?:door|front\\s+door|gate|garage|safe|lock|padlock|locker|combo|combination|alarm|keypad|key\\s?safe|lockbox|sim|pin|puk|digicode|code\\s+porte|porte|portail|cadenas|casier|coffre|tür|tor|schloss|tresor|spind|puerta|candado|taquilla|caja\\s+fuerte|portone|lucchetto|armadietto|cassaforte|cadeado|cofre|deur|kluis|slot)${E}`,
  'iu',
);

/**
 * Round 34: a code named by what it is for rather than by what it opens — a security, memorable, access, secret, disarm
 * or unlock number, digits or sequence (phone banking's "security number", an alarm's "disarm sequence"), a voicemail's
 * access number, a key box — and a combination in the languages above. A social security number is an identifier.
 */
const NAMED_CODE = new RegExp(
  `${B}(?:(?<!social\\s)(?:security|memorable|access|secret|disarm|arming|unlock|verification)\\s+(?:number|digits|code|sequence|pin)|voicemail|key\\s?box|schlüssel(?:kasten|safe|tresor)|combinaison|combinación|combinazione|combinação|combinatie|kombination|sicherheitsnummer|geheimnummer|geheimzahl)${E}`,
  'iu',
);

/**
 * Digits typed apart: three groups or more of one or two digits (a capital letter allowed), with three digits or more,
 * joined by a space or a dash, a dash maybe spaced ("4 - 0 - 9", round 34).
 */
const SPACED_CODE = /(?<![\p{L}\p{N}:.,/-])(?=(?:[^\d\n]*\d){3})(?:\d{1,2}|\p{Lu})(?:(?: ?[-–] ?| )(?:\d{1,2}|\p{Lu})){2,7}(?![\p{L}\p{N}:.,/-])/gu;

/** A thing's own number before the digits ("locker number 4 1 7", "room no. 3 0 4"): the digits name the thing, not its code. */
const NUMBER_OF = /(?:number|no\.?|nr\.?|nummer|numéro|número|numero|#)\s*[:=]?\s*$/iu;

/**
 * Round 33: a one-time-password factor named — 2FA, two-factor, MFA, TOTP, OTP, an authenticator's setup key, base32 —
 * in the languages above ("clave 2FA", "2FA-Schlüssel", "double authentification").
 */
const OTP_NAME = new RegExp(
  `${B}(?:2fa|mfa|totp|otp|two[- ]factor|2[- ]step|authenticator|setup\\s+key|base32|zwei-faktor\\p{L}*|double\\s+authentification|doble\\s+factor|autenticaci[óo]n\\s+en\\s+dos\\s+pasos|due\\s+fattori|dois\\s+fatores|tweestaps\\p{L}*)${E}`,
  'iu',
);

/**
 * An OTP seed as authenticators show it: sixteen or more capital letters and digits of one run, or groups of four
 * joined by spaces ("MZXW 6YTB OI3G 2LKQ", any digit in a group as people copy it down, round 34); mostly letters (a VIN or a tracking number is digits as much as letters).
 */
const OTP_SEED = /(?<![\p{L}\p{N}])(?:[A-Z0-9]{4}(?: [A-Z0-9]{4}){3,15}|[A-Z0-9]{16,64})(?![\p{L}\p{N}])/gu;

/** An OTP seed after the factor's name, on its line (see {@link OTP_NAME}, {@link OTP_SEED}). */
function otpSeeds(text: string): Finding[] {
  const out: Finding[] = [];
  for (const line of lineSpans(text)) {
    const body = text.slice(line.start, line.end);
    const name = OTP_NAME.exec(body);
    if (!name) continue;
    for (const c of body.slice(name.index + name[0].length).matchAll(OTP_SEED)) {
      const flat = c[0].replace(/ /g, '');
      const letters = (flat.match(/[A-Z]/g) ?? []).length;
      if (letters / flat.length < 0.7 || isPlaceholder(c[0])) continue;
      const start = line.start + name.index + name[0].length + (c.index ?? 0);
      out.push({ kind: 'secret', start, end: start + c[0].length });
    }
  }
  return out;
}

/**
 * Round 34: a wallet's seed or recovery phrase named in the languages people keep one in — "frase semilla", "frase de
 * recuperación", "palabras de respaldo", "phrase de récupération", "Seed-Phrase", "Wiederherstellungsphrase", "frase di
 * recupero", "frase de recuperação", "herstelzin", "fraza odzyskiwania", "сид-фраза", "kurtarma ifadesi", 助记词,
 * シードフレーズ, 복구 구문 — and a password manager's master password named by the product ("bitwarden master",
 * "KeePass master pw") or by "master password" in those languages ("Hauptpasswort", "mot de passe maître",
 * "contraseña maestra", "мастер-пароль").
 */
const SEED_NAME = new RegExp(
  `${B}(?:seed[-\\s]?(?:phrase|words)|(?:secret\\s+)?recovery\\s+(?:phrase|words)|mnemonic(?:\\s+phrase)?|frase\\s+(?:semilla|semente|seme|de\\s+(?:recuperaci[óo]n|respaldo|recupera[çc][ãa]o|semilla)|di\\s+(?:recupero|ripristino)|mnem[óo]nica)|palabras\\s+(?:de\\s+(?:respaldo|recuperaci[óo]n)|semilla)|palavras\\s+de\\s+recupera[çc][ãa]o|parole\\s+di\\s+recupero|phrase\\s+(?:de\\s+r[ée]cup[ée]ration|mn[ée]monique|secr[èe]te)|mots\\s+de\\s+r[ée]cup[ée]ration|wiederherstellungs(?:phrase|wörter|sätze?)|seed-?(?:phrase|wörter|zin|woorden)|herstel(?:zin|frase|woorden)|fraza\\s+(?:odzyskiwania|seed|mnemoniczna)|сид[-\\s]?фраз\\p{L}*|мнемоническ\\p{L}*\\s+фраз\\p{L}*|фраз\\p{L}*\\s+восстановлени\\p{L}*|kurtarma\\s+(?:ifade|kelime)\\p{L}*|återställningsfras\\p{L}*|gjenopprettingsfrase\\p{L}*)${E}|助记词|助記詞|种子短语|恢复短语|シードフレーズ|リカバリーフレーズ|復元フレーズ|시드\\s?(?:구문|문구)|복구\\s?(?:구문|문구)`,
  'giu',
);

/** A password manager by its product's name. */
const MANAGER = `(?:1\\s?password|bitwarden|vaultwarden|keepass(?:xc|dx)?|lastpass|dashlane|proton\\s?pass|keeper|enpass|nordpass|roboform|passbolt|strongbox)`;

/** A master password: after a manager's name, "master" and its noun; or "master password" in the languages above. */
const MASTER_NAME = new RegExp(
  `${B}(?:${MANAGER}(?:['’]s)?[-\\s]+(?:master(?:\\s+(?:password|pw|pwd|pass|phrase|passphrase|key|one))?|haupt-?passwort|master-?passwort)|(?:${MANAGER}\\s+)?(?:haupt|master)-?passw[oö]rt|mot\\s+de\\s+passe\\s+(?:ma[îi]tre|principal)|contrase[ñn]a\\s+(?:maestra|principal)|senha\\s+(?:mestra|principal)|password\\s+principale|hoofdwachtwoord|has[łl]o\\s+g[łl][óo]wne|мастер-?парол\\p{L}*|главн\\p{L}*\\s+парол\\p{L}*|ana\\s+(?:parola|şifre)\\p{L}*)(?:\\s+(?:de|of|for|von|du|da|di)\\s+${MANAGER})?${E}`,
  'giu',
);

/** A link from a name to its value: a colon, an arrow or a dash, or a copula of the languages above, maybe after a short phrase ("de mi billetera"). */
const NAME_LINK =
  /^[^\n.:;!?=]{0,40}?(?:\s*(?:[:：=]|->|→|=>|—|–)|\s(?:is|are|es|son|est|sont|ist|sind|lautet|lauten|è|sono|é|são|zijn|jest|to|är|er|—)(?=\s))\s*|^\s*\n\s*/iu;

/**
 * Words of sentences in the languages above: articles, prepositions, pronouns, copulas and auxiliaries. A run of words
 * that holds one is prose ("guardada en papel en casa de mi madre", "liegt im Schließfach"), not a phrase.
 */
const SENTENCE_WORD = new Set(
  (
    'a an the of in on at to for from with by into across between is are was were be it its my our your his her their me we i you he she they this that and or but not no ' +
    'el la los las un una unos unas de del al en con por para y o que es son está están mi mis su sus lo ' +
    'le les des du au aux et ou dans sur chez pour avec est sont mon ma mes ton ta son sa ses ce cette ' +
    'der die das den dem des ein eine einer einem im am vom zum zur und oder mit von bei auf unter ist sind liegt steht mein meine sein ihr ' +
    'il lo gli di da nel nella con per che è sono uno ' +
    'o os um uma do da dos das no na em com e é são meu minha ' +
    'het een van op bij onder is zijn mijn ligt staat ' +
    'w z na do się jest i oraz ' +
    'и в на с не это мой моя ' +
    've bir ile da de bu şu benim'
  ).split(' '),
);

/** A run of plain words (a wallet's words, a diceware phrase) from `from` to its clause's end: at least `min`, at most `max`. */
function phraseRun(text: string, from: number, min: number, max: number): Finding | null {
  const run = /^(?:[\p{L}][\p{L}'’-]{1,14}(?:[ \t]+|$)){1,40}/u.exec(text.slice(from))?.[0].trimEnd() ?? '';
  const words = run.split(/[ \t]+/u).filter(Boolean);
  if (words.length < min || words.length > max) return null;
  if (words.some((w) => SENTENCE_WORD.has(w.toLowerCase()))) return null;
  // the run ends its clause: the text's end, a line break or a mark of the sentence
  if (!/^\s*(?:$|\n|[.,;!?)(]|\s[-–—])/u.test(text.slice(from + run.length))) return null;
  return { kind: 'passphrase', start: from, end: from + run.length };
}

/** A wallet's words after a seed or recovery phrase's name and a link: six to twenty-four plain words. */
function namedSeeds(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(SEED_NAME)) {
    const after = (m.index ?? 0) + m[0].length;
    const link = NAME_LINK.exec(text.slice(after));
    if (!link) continue;
    const run = phraseRun(text, after + link[0].length, 6, 24);
    if (run) out.push(run);
  }
  return out;
}

/** A master password after its name and a link: three to eight plain words, or one token that is no word of a sentence. */
function masterPasswords(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(MASTER_NAME)) {
    const after = (m.index ?? 0) + m[0].length;
    const link = NAME_LINK.exec(text.slice(after));
    if (!link) continue;
    const from = after + link[0].length;
    const run = phraseRun(text, from, 3, 8);
    if (run) {
      out.push(run);
      continue;
    }
    const token = /^["'«“]?([^\s"'»”,;]+)/u.exec(text.slice(from));
    const value = token?.[1]?.replace(/[.)]+$/u, '') ?? '';
    // a password's shape: letters with digits or a keyboard symbol, or words joined by a hyphen or a dot
    if (!/^(?=.*\p{L})(?=.*[\d!@#$%^&*?~+=_-])\S{6,}$/u.test(value) || isPlaceholder(value)) continue;
    const start = from + (token?.[0].length ?? 0) - (token?.[1]?.length ?? 0);
    out.push({ kind: 'password', start, end: start + value.length });
  }
  return out;
}

/**
 * A disk's or an account's recovery key named in a compound or another language ("BitLocker-Wiederherstellungsschlüssel",
 * "clé de récupération", "herstelsleutel"): groups of letters and digits joined by dashes, four groups or more.
 */
const RECOVERY_KEY_NAME = new RegExp(
  `(?:wiederherstellungs-?schl[üu]ssel|recovery[-\\s]key|cl[ée]\\s+de\\s+r[ée]cup[ée]ration|clave\\s+de\\s+recuperaci[óo]n|chiave\\s+di\\s+(?:ripristino|recupero)|chave\\s+de\\s+recupera[çc][ãa]o|herstel-?sleutel|återställningsnyckel|gjenopprettingsnøkkel|ключ\\p{L}*\\s+восстановлени\\p{L}*)${E}`,
  'giu',
);
const GROUPED_KEY = /^[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){3,11}(?![\p{L}\p{N}-])/u;

function recoveryKeys(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(RECOVERY_KEY_NAME)) {
    const after = (m.index ?? 0) + m[0].length;
    const link = NAME_LINK.exec(text.slice(after));
    if (!link) continue;
    const from = after + link[0].length;
    const key = GROUPED_KEY.exec(text.slice(from));
    if (key && /\d/.test(key[0]) && !isPlaceholder(key[0])) out.push({ kind: 'secret', start: from, end: from + key[0].length });
  }
  return out;
}

/** Every credential of the kinds above in `text`. */
export function findNamed(text: string): Finding[] {
  return [
    ...recoveryCodes(text),
    ...namedKeys(text),
    ...ldapPasswords(text),
    ...keypadCodes(text),
    ...otpSeeds(text),
    ...namedSeeds(text),
    ...masterPasswords(text),
    ...recoveryKeys(text),
  ];
}

function recoveryCodes(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(new RegExp(CODES_NAME.source, 'giu'))) {
    const after = (m.index ?? 0) + m[0].length;
    const colon = /^[^\n.!?:]{0,40}[:：]/u.exec(text.slice(after));
    if (!colon) continue;
    const from = after + colon[0].length;
    // the list: the rest of the line, and the lines after it that hold only codes and separators
    const lines = text.slice(from).split('\n');
    let span = lines[0] ?? '';
    for (const line of lines.slice(1)) {
      if (!/^[\s\p{L}\p{N},;/|-]*$/u.test(line) || !/\d/.test(line) || line.trim().split(/\s+/).length > 8) break;
      span += `\n${line}`;
    }
    for (const c of span.matchAll(CODE)) {
      if (c[0].replace(/[- ]/g, '').length < 6 || isPlaceholder(c[0])) continue;
      out.push({ kind: 'password', start: from + (c.index ?? 0), end: from + (c.index ?? 0) + c[0].length });
    }
  }
  return out;
}

function namedKeys(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(new RegExp(KEY_NAME.source, 'giu'))) {
    const after = (m.index ?? 0) + m[0].length;
    const link = KEY_LINK.exec(text.slice(after));
    if (!link) continue;
    const from = after + link[0].length;
    const value = /^[^\s"'»”,;]+/u.exec(text.slice(from))?.[0].replace(/[.)]+$/u, '') ?? '';
    if (!GENERATED.test(value) || isPlaceholder(value)) continue;
    out.push({ kind: 'secret', start: from, end: from + value.length });
  }
  return out;
}

function ldapPasswords(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(LDAP_PW)) {
    const value = m.groups?.v ?? '';
    // a word of the sentence ("bindpw in nslcd.conf") or a placeholder is no value
    if (!/[\d\W_]/u.test(value) || /^[\p{Ll}]+[.,]?$/u.test(value) || isPlaceholder(value)) continue;
    const start = (m.index ?? 0) + m[0].length - value.length;
    out.push({ kind: 'password', start, end: start + value.length });
  }
  return out;
}

function keypadCodes(text: string): Finding[] {
  const out: Finding[] = [];
  for (const line of lineSpans(text)) {
    const body = text.slice(line.start, line.end);
    const named = NAMED_CODE.test(body);
    if (!OPENS.test(body) && !named) continue;
    for (const c of body.matchAll(SPACED_CODE)) {
      if (!/[ -]/.test(c[0])) continue;
      if (!named && NUMBER_OF.test(body.slice(0, c.index ?? 0))) continue;
      out.push({ kind: 'password', start: line.start + (c.index ?? 0), end: line.start + (c.index ?? 0) + c[0].length });
    }
  }
  return out;
}

function lineSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    spans.push({ start, end: start + line.length });
    start += line.length + 1;
  }
  return spans;
}
