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

/** Digits typed apart: three groups or more of one or two digits (a capital letter allowed), with three digits or more. */
const SPACED_CODE = /(?<![\p{L}\p{N}:.,/-])(?=(?:[^\d\n]*\d){3})(?:\d{1,2}|\p{Lu})(?:[ -](?:\d{1,2}|\p{Lu})){2,7}(?![\p{L}\p{N}:.,/-])/gu;

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
 * joined by spaces ("MZXW 6YTB OI3G 2LKQ"); mostly letters (a VIN or a tracking number is digits as much as letters).
 */
const OTP_SEED = /(?<![\p{L}\p{N}])(?:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}|[A-Z0-9]{16,64})(?![\p{L}\p{N}])/gu;

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

/** Every credential of the kinds above in `text`. */
export function findNamed(text: string): Finding[] {
  return [...recoveryCodes(text), ...namedKeys(text), ...ldapPasswords(text), ...keypadCodes(text), ...otpSeeds(text)];
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
    if (!OPENS.test(body)) continue;
    for (const c of body.matchAll(SPACED_CODE)) {
      if (!/[ -]/.test(c[0])) continue;
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
