/**
 * A value given by a verb of protection (issue 27 item 7, round 33): no credential's word, only the act of locking
 * something with it — "i protected the pdf with tax2025", "locked the zip using bluefin88", "encrypted the backup drive
 * with Tamarind!4", "J'ai protégé le PDF avec Soleil2024", "Protegí el archivo con gato-azul-3", "Ho bloccato il file
 * con pesto99", "Tranquei a pasta com jabuti21", "Ik heb het document beveiligd met tulpen8", and German with the verb
 * last, "Habe das ZIP mit Kuckuck77 verschlüsselt".
 *
 * What is protected with a thing is as often a tool, an algorithm or a material ("with BitLocker", "with AES-256",
 * "with fleece", "with a password", "using 7-Zip's option"), so the value must show itself as typed: the token right
 * after the preposition (no article before it), shaped as a password — letters with digits or a symbol — and no
 * model's name, algorithm, year or product's possessive. Longer readers bind values named by a credential's word;
 * this one needs the verb.
 */
import type { Found } from './secret-bindings.js';
import { bare, modelLike, passwordShaped, YEAR } from './secret-binding-words.js';

/** Verbs of protecting, locking, encrypting or securing, any person or tense, then a preposition of means. */
const PROTECTED_WITH = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:password[- ])?protect(?:ed|s|ing)?|lock(?:ed|s|ing)?|encrypt(?:ed|s|ing)?|secur(?:ed|es|ing)|passworded|protég\p{L}*|protège\p{L}*|protégé\p{L}*|verrouill\p{L}*|chiffr\p{L}*|crypt[ée]\p{L}*|sécuris\p{L}*|proteg\p{L}*|protej\p{L}*|bloque\p{L}*|bloqué|cifr\p{L}*|encript\p{L}*|asegur\p{L}*|protett\p{L}*|bloccat\p{L}*|bloccare|criptat\p{L}*|tranc\p{L}*|tranque\p{L}*|criptograf\p{L}*|beveilig\p{L}*|vergrendel\p{L}*|versleutel\p{L}*|beschermd|verschlüssel\p{L}*|geschützt|gesichert|gesperrt|abgesichert)(?:\s+[\p{L}\p{N}'’-]+){0,6}?\s+(?:with|using|by|avec|par|con|com|met|mit)\s+(?:(?:the\s+)?(?:password|passcode|passphrase|pin|code|key)\s+)?["'“‘«]?(?<v>[^\s"'”’»,;]+)`,
  'dgiu',
);

/** German with the verb last: "mit V verschlüsselt", "mit V gesichert". */
const MIT_THEN_VERB =
  /(?<![\p{L}])mit\s+["'“‘«]?(?<v>[^\s"'”’»,;]+)["'”’»]?\s+(?:[\p{L}]+\s+){0,2}?(?:verschlüsselt|geschützt|gesichert|gesperrt|abgesichert|passwortgeschützt)(?![\p{L}])/dgiu;

/** A token typed as a value: a password's shape, no model's name, year, algorithm or possessive. */
function typedValue(raw: string): string | null {
  if (/['’]s$/.test(raw)) return null; // "7-Zip's built-in option": a product's possessive
  const v = bare(raw);
  if (v.length < 5 || YEAR.test(v) || modelLike(v) || !/[\d!@#$%^&*~?+=]/.test(v)) return null;
  if (/^(?:aes|rsa|sha|des|rc|tls|ssl|pgp|gpg|x)[-\d]/i.test(v)) return null; // an algorithm with its size
  return passwordShaped(v) ? v : null;
}

/** Every value given by a verb of protection in `text` (see the file's comment). */
export function findProtected(text: string): Found[] {
  const out: Found[] = [];
  for (const re of [PROTECTED_WITH, MIT_THEN_VERB]) {
    for (const m of text.matchAll(re)) {
      const raw = m.groups?.v ?? '';
      const v = typedValue(raw);
      if (!v) continue;
      const start = m.indices?.groups?.v?.[0];
      if (start === undefined || /^['’]s(?![\p{L}])/u.test(text.slice(start + raw.length))) continue;
      out.push({ kind: 'password', start, end: start + v.length });
    }
  }
  return out;
}
