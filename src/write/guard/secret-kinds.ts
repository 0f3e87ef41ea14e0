/**
 * What a token IS, and what the message SAYS it is (issue 27 item 7). The sentence readers bind a value to
 * a credential's word by a link ("moved to", "on", a colon); some tokens they bind are of a type no one
 * types as a password unless told so: a day of the week or a month ("for the bank on Monday"), and the name
 * of a cryptographic algorithm ("password hashing moved from pbkdf2 to argon2id", "passwords: bcrypt →
 * scrypt"). Such a token is a secret only when the message says it is the credential itself: the
 * credential's own noun (not "password hashing", "password storage") bound to it by a copula or a mark
 * ("the password for the bank is Wednesday", "pin: March").
 */

const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/** Days of the week and months, full and abbreviated, in the languages the readers know. */
const CALENDAR = new RegExp(
  `^(?:${[
    'mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec',
    '(?:mon|tues|wednes|thurs|fri|satur|sun)days?',
    'january|february|march|april|may|june|july|august|september|october|november|december',
    'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|januar|februar|märz|juni|juli|oktober|dezember',
    'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
    'lunes|martes|miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre',
  ].join('|')})$`,
  'iu',
);

/**
 * Names of cryptographic algorithms, as their registries spell them (hash functions, key derivation, ciphers,
 * signatures, curves, JOSE `alg` values): a family name with its optional size or variant ("argon2id", "sha-256",
 * "aes-256-gcm", "ed25519", "RS256", "pbkdf2-sha512").
 */
const ALGORITHM = new RegExp(
  String.raw`^(?:` +
    String.raw`argon2(?:i|d|id)?|b?crypt|scrypt|yescrypt|pbkdf2|bcrypt|hkdf|balloon|` +
    String.raw`sha-?(?:1|2|3|224|256|384|512)(?:[-/](?:224|256|384|512))?|sha3(?:-(?:224|256|384|512))?|md[245]|blake(?:2[bs]?|3)|ripemd-?160|whirlpool|keccak(?:-?256)?|siphash|xxhash(?:32|64|3|128)?|murmur(?:hash)?3?|crc-?32c?|ntlm(?:v2)?|` +
    String.raw`aes(?:-?(?:128|192|256))?(?:-(?:gcm|cbc|ctr|ecb|ocb|siv|xts))?|chacha(?:20)?(?:-poly1305)?|xchacha20(?:-poly1305)?|salsa20|poly1305|3?des|twofish|blowfish|serpent|camellia|rc4|` +
    String.raw`rsa(?:-?(?:1024|2048|3072|4096|pss|oaep))?|ecdsa|eddsa|ed25519|ed448|x25519|x448|curve25519|secp256[kr]1|p-?(?:256|384|521)|dsa|dh|ecdh|kyber\d*|dilithium\d*|ml-kem(?:-\d+)?|ml-dsa(?:-\d+)?|` +
    String.raw`hmac(?:-?sha-?(?:1|256|384|512))?|[hrpe]s(?:256|384|512)|totp|hotp` +
    String.raw`)(?:-(?:sha-?(?:1|256|384|512)|\d{2,4}))?$`,
  'iu',
);

/** What kind of named thing `value` is by itself, or null: a day or month, or an algorithm's name. */
export function namedKind(value: string): 'calendar' | 'algorithm' | null {
  const v = value.replace(/[.,;:!?)]+$/u, '');
  if (CALENDAR.test(v)) return 'calendar';
  if (ALGORITHM.test(v)) return 'algorithm';
  return null;
}

/** A credential's own noun, the thing the message may say the value is. */
const CRED_NOUN = String.raw`(?:pass(?:word|wd|code|phrase)|pw|pwd|pword|pin(?:\s?code)?|code|combo|combination|(?:security|secret|memorable)\s+(?:answer|word|question)|answer|memorable\s+word|passw[oö]rt|mot\s+de\s+passe|contrase[ñn]a|senha)`;

/** Nouns after a credential's word that make it a mechanism, not the credential ("password hashing", "pin policy"). */
const MECHANISM = String.raw`(?:hash|hashes|hashing|hashed|storage|store|policy|policies|algorithm|algo|scheme|format|encryption|kdf|derivation|manager|reset|rules?|requirements?|strength|length|rotation|field|column|check|validation|migration)`;

/**
 * Whether the sentence `s` says the value at `at` is the credential itself: a credential's noun not followed by a
 * mechanism's noun and not plural ("passwords: bcrypt" heads a topic), then at most a short owner phrase ("for the bank", "on the router"), then a copula or a mark.
 */
export function saidToBe(s: string, at: number): boolean {
  const before = s.slice(0, at);
  const re = new RegExp(
    `${B}${CRED_NOUN}${E}(?!\\s+${MECHANISM}${E})(?:\\s+(?:for|of|on|to|at|in)\\s+(?:the\\s+|my\\s+|our\\s+|his\\s+|her\\s+|their\\s+)?[\\p{L}\\p{N}'’-]+(?:\\s+[\\p{L}\\p{N}'’-]+)?)?\\s*(?:(?:is|was|will\\s+be|=|:|：|->|→|'s|’s|ist|est|es|é)\\s*(?:now\\s+|still\\s+)?)["'“‘]?$`,
    'iu',
  );
  return re.test(before);
}

/** Whether `value` is a day, a month or an algorithm that the sentence `s` (value at `at`) does not say is the credential. */
export function namedNotGiven(s: string, at: number, value: string): boolean {
  return namedKind(value) !== null && !saidToBe(s, at);
}
