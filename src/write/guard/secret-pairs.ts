/**
 * Credentials given as the second half of a pair, or alone beside what they open, read by the sentence's
 * shape rather than by a credential's word:
 *
 * - an account's name, then its password: "log in as admin with V", "sign in as root using V", "my council
 *   portal login is p.meyer with V" — the name after "as" or after a login's copula, then "with", "using"
 *   or a mark, and a value that shows itself (a digit or a symbol in it; "with your own account" gives none);
 * - an account's name, then "then" and what is typed next: "user agrant, then V";
 * - a network's name, then after a slash its password: "wifi: Fjellstua_5G / V" (a band or a speed after
 *   the slash, "5GHz", is no password);
 * - a value said to be the one for a thing one logs into: "it's V for the router" (letters and digits, no model);
 * - a value alone before a service's name in brackets: "V (dropbox)" — the whole line after a lead-in at most
 *   ("note:"), the value a password's shape.
 * - a value set with no credential's word, then what it opens as "the X one": "changed it to V, the bank one";
 * - a value typed at random named by what it is used for: "the one I use for everything shopping-related is V".
 *
 * Reports positions only, never a value.
 */
import { modelLike, passwordShaped, strongShaped, thingOf } from './secret-binding-words.js';
import type { Found } from './secret-bindings.js';
import { NOT_VALUE } from './secret-lexicon.js';
import { isPlaceholder, isReference } from './secret-values.js';

/** An account's name after "log in as" or after a login's copula, then the joint before its password. */
const LOGIN_AS =
  /(?<![\p{L}])(?:(?:log(?:ged|ging|s)?|sign(?:ed|ing|s)?)\s*-?\s*(?:in|on)(?:\s+(?:to|into|on)\s+(?:the\s+|my\s+|our\s+)?[\p{L}\p{N}._-]+)?\s+as|(?:login|log-in|logon|sign-in|username|user\s*name|user)\s+(?:is|was|=|:))\s+(?<user>[\p{L}\p{N}._@+-]{2,64})\s+(?:with|using|w\/|pw|pass|password|\/|\+|&)\s+(?<v>\S+)/giu;

/** "user agrant, then V", "login p.meyer and then V": an account's name, then what is typed next — its password. */
const USER_THEN = /(?<![\p{L}])(?:user(?:name)?|login)\s+(?<user>[\p{L}\p{N}._@+-]{2,64}),?\s+(?:and\s+)?then\s+(?<v>\S+)/giu;

/** A network's name, then a slash and its password. */
const NETWORK_PAIR = /(?<![\p{L}])(?:wi-?fi|wlan|wireless|hotspot|ssid|network)(?:\s+[\p{L}]+)?\s*:\s*(?<ssid>\S+)\s+\/\s+(?<v>\S+)/giu;

/** A value alone, then a service's name in brackets, the whole sentence. */
const VALUE_THEN_SERVICE =
  /^\s*(?:[\p{L}\s'’+-]{0,30}[:,]\s+)?(?<v>\S{6,64})\s+\((?<svc>[\p{L}][\p{L}\p{N}.'’-]{1,20}(?:\s[\p{L}\p{N}.'’-]{1,20})?)\)\s*[.!]?\s*$/u;

/** "it's V for the router", "its V for the nas": a value said to be the one for a thing one logs into or unlocks. */
const ITS_FOR =
  /(?:^|[.!?;,:]\s*|\s(?:so|and|but|ok|oh)\s+)(?:it['’]?s|it\s+is|that['’]?s)\s+(?<v>\S+)\s+for\s+(?:the|my|our|his|her|their|ur)\s+(?:(?<first>[\p{L}\p{N}-]+)\s+)?(?<thing>[\p{L}-]+)/giu;

/** "I changed it to V yesterday, the bank one I mean": a value set, then what it opens named as "the X one". */
const CHANGED_IT_ONE =
  /(?<![\p{L}])(?:changed|switched|set|updated|reset|made)\s+it\s+to\s+(?<v>\S+)[^.!?\n]{0,40}?\bthe\s+(?:(?<first>[\p{L}\p{N}-]+)\s+)?(?<thing>[\p{L}-]+)\s+one\b/giu;

/** "the one I use for everything shopping-related is V": a value named only by what it is used for, and typed at random. */
const THE_ONE_I_USE =
  /(?<![\p{L}])the\s+one\s+(?:i|we|he|she|they)\s+(?:use|uses|used|have|had)\s+(?:for|on|with)\s+[^.!?\n]{1,50}?\s+(?:is|was|=|:)\s+(?<v>\S+)/giu;

/** Services and stores opened with a password, besides the things of `thingOf`. */
const SERVICE = /^(?:app|account|site|website|portal|bank|nas|vpn|email|mail|inbox|cloud|server|printer|router|laptop|wifi|wi-fi|pc|computer)$/;

/** Letters and digits interleaved at least twice, six characters or more ("hx9-Lw2p"): typed, not a model ("RTX-4090"). */
const interleaved = (v: string): boolean => v.length >= 6 && (v.match(/\p{L}\d|\d\p{L}/gu)?.length ?? 0) >= 2;

/** What ends a value's clause after it. */
const ENDS =
  /^(?:$|[.,;!?)\]]|\s*\n|\s+(?:lol|lmao|haha|pls|please|thanks|thx|btw|ok|okay|now|for|on|at|from|since|and|but|so|if|then|yesterday|today|[-–—(]))/iu;

/** A band, a speed or a frequency: what follows a network's name and a slash when no password does. */
const RATE = /^\d+(?:[.,]\d+)?\s?(?:ghz|mhz|mbps|mbit|gbps|gbit|kbps|g|ax|ac|n)$/i;

/** A second factor or a network's security mode, an address or a mask: what a login "with" or a network "/" names besides a password. */
const MODE = /^(?:2fa|mfa|totp|u2f|fido2?|oauth2?|saml2?|webauthn|yubikey\d*|wpa[23]?(?:-\w+)?|wep|[\d.]+)$/i;

/** The value's span without the punctuation that ends its sentence, or null when it is no credential. */
function valueSpan(text: string, at: number, raw: string): Found | null {
  const v = raw.replace(/[.,;!?)\]"'’”]+$/, '');
  if (v.length < 2 || v.length > 64 || NOT_VALUE.has(v.toLowerCase()) || isReference(v) || isPlaceholder(v) || /^https?:|@.*\./i.test(v)) return null;
  // a value shows itself: a digit or a symbol among letters ("ja3", "Hv7!kqL2xw"), not a bare number of one or two digits
  if (!/[\d!#$%^&*?~+=_-]/.test(v) || /^\d{1,2}$/.test(v) || modelLike(v) || RATE.test(v) || MODE.test(v)) return null;
  if (!ENDS.test(text.slice(at + v.length))) return null;
  return { kind: 'password', start: at, end: at + v.length };
}

/** Every password given as a pair's second half or alone before a service's name (see the file's comment). */
export function findPairs(text: string): Found[] {
  const out: Found[] = [];
  for (const re of [LOGIN_AS, USER_THEN, NETWORK_PAIR]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const raw = m.groups?.['v'] ?? '';
      const at = (m.index ?? 0) + m[0].length - raw.length;
      const found = valueSpan(text, at, raw);
      if (found) out.push(found);
    }
  }
  for (const m of text.matchAll(ITS_FOR)) {
    const v = m.groups?.['v'] ?? '';
    // "for the printer upstairs", "for the office wifi": the thing is either word
    const opened = [m.groups?.['first'], m.groups?.['thing']].some((w) => w !== undefined && (thingOf(w) !== null || SERVICE.test(w.toLowerCase())));
    if (!opened || !(passwordShaped(v) || strongShaped(v) || interleaved(v)) || !/\d/.test(v) || modelLike(v) || RATE.test(v) || isReference(v)) continue;
    const at = (m.index ?? 0) + m[0].indexOf(v, m[0].search(/it['’]?s|it\s+is|that['’]?s/i) + 2);
    out.push({ kind: 'password', start: at, end: at + v.length });
  }
  for (const m of text.matchAll(CHANGED_IT_ONE)) {
    const v = (m.groups?.['v'] ?? '').replace(/[.,;!?)\]"'’”]+$/, '');
    const opened = [m.groups?.['first'], m.groups?.['thing']].some((w) => w !== undefined && (thingOf(w) !== null || SERVICE.test(w.toLowerCase())));
    if (!opened || !(strongShaped(v) || interleaved(v)) || !/\d/.test(v) || modelLike(v) || RATE.test(v) || isReference(v) || isPlaceholder(v)) continue;
    const at = (m.index ?? 0) + m[0].indexOf(v);
    out.push({ kind: 'password', start: at, end: at + v.length });
  }
  for (const m of text.matchAll(THE_ONE_I_USE)) {
    const raw = m.groups?.['v'] ?? '';
    const v = raw.replace(/[.,;!?)\]"'’”]+$/, '');
    // typed at random — a symbol and a digit among letters, or letters and digits interleaved — never a product's name
    if (!(strongShaped(v) && /\d/.test(v) && /[^\p{L}\p{N}]/u.test(v)) && !interleaved(v)) continue;
    if (modelLike(v) || isReference(v) || isPlaceholder(v) || /^https?:|@.*\./i.test(v)) continue;
    const at = (m.index ?? 0) + m[0].length - raw.length;
    out.push({ kind: 'password', start: at, end: at + v.length });
  }
  for (const line of text.split('\n')) {
    const m = VALUE_THEN_SERVICE.exec(line);
    const v = m?.groups?.['v'] ?? '';
    // eight characters at least: a short word and a number ("omega3", "covid19") is a name more often than a password
    if (!m || v.length < 8 || !passwordShaped(v) || modelLike(v) || isReference(v) || isPlaceholder(v) || /[/@:=]/.test(v)) continue;
    // a place or a name and a year ("Berlin2024"), words joined by a hyphen ("S3-bucket"): a label, not a password
    if (/^\p{Lu}\p{Ll}+\d{2,4}$/u.test(v) || v.split('-').some((part) => /^\p{Ll}{4,}$/u.test(part))) continue;
    // the name in brackets is a service's, not a note ("(placeholder)", "(the old one)")
    if (
      (m.groups?.['svc'] ?? '')
        .split(/\s+/)
        .some((w) => NOT_VALUE.has(w.toLowerCase()) || /^(?:placeholder|example|sample|dummy|default|template|old|new|expired|wrong|test)$/i.test(w))
    )
      continue;
    const at = text.indexOf(line) + line.indexOf(v);
    out.push({ kind: 'password', start: at, end: at + v.length });
  }
  return out;
}
