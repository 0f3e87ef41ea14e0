/**
 * A credential read at the level of the message, by its binding rather than by its wording: a word that
 * names a credential in any of the languages of `secret-lexicon.ts` (a password's own word, a passphrase,
 * a security answer, or a code or login word) bound to a value by a link — a copula of the language, a
 * mark, "set to", "use", "try", "plus", "same as", or none at all — after the word or before it, within
 * its clause. The value's class decides what it may look like: after a password's, a passphrase's or an
 * answer's word any value that is no word of a sentence (a placeholder, a reference, an address, a version,
 * a predicate of the language) is the credential, plain words included ("the passphrase is gravel igloo
 * parcel walnut"); after a code's or a login's word the value must show itself (digits for a code, a
 * password's shape). A clause that points back at a credential ("…, that's the password") makes the one
 * value of its sentence that shows itself the credential, and a value given first and then said to open
 * something ("913 is the padlock on the shed", "V <- that's the laptop password") is read the same way.
 */
import { bare, codeShaped, isCompound, modelLike, notAValue, NUMBERED, passwordShaped, strongShaped, thingOf, YEAR } from './secret-binding-words.js';
import { askedAnswers, layoutAnswers, PERSONAL_PAST, securityAnswers, topicAnswers } from './secret-answer.js';
import { sentences, tokens, type Found, type Tok } from './secret-bindings.js';
import { CLOSED, NO_VOWEL } from './secret-clause-words.js';
import { FOREIGN_PROSE } from './secret-label-lists.js';
import {
  AFTER,
  AMBIGUOUS_LINK,
  classOf,
  CLAUSE_JOIN,
  CRED_WORD,
  type CredClass,
  DISCOURSE,
  FINAL_COPULA,
  LINK_AFTER,
  LINK_AFTER_PHRASE,
  LINK_BEFORE,
  NOT_VALUE,
} from './secret-lexicon.js';
import { isPlaceholder, isProse, LABEL_COMPOUNDS, looksRandom } from './secret-values.js';

/** Words before a code's word that make it no secret: a postal, error, promo or source code, a board's pin. */
const CODE_OF =
  /(?:publishable|public|primary|foreign|partition|composite|unique|idempotency|cache|dedupe?|deduplication|row|lookup|shard|sharding|routing|join|surrogate|natural|candidate|compound|cursor|index|licen[cs]e|registry|object|map|dictionary|documentation|sample|zip|postal|post|postcode|area|country|promo|promotional|discount|coupon|voucher|referral|gift|tracking|error|status|exit|return|source|qr|bar|dress|morse|sort|swift|bic|iata|airport|product|item|article|colou?r|hex|language|iso|currency|region|dial|dialling|calling|booking|confirmation|reference|order|ticket|invite|invitation|course|class|module|machine|byte|op|cheat|emoji|unicode|ascii|html|css|python|javascript|my|sample|example|the\s+following|this|that|boarding|bus|season|day|ski|hall|press|gpio|header|reset|hardware|analog|digital|bowling|safety|lapel|hair|rolling|map|push)\s+$/iu;

/** Words after a code's word that make it no secret, in the languages that put them after: "code postal", "código de promoción". */
const CODE_AFTER =
  /^\s+(?:postal|postale|post|promo|promocional|promoción|promozionale|de\s+(?:promo|promoción|réduction|descuento|barras|erreur|error|la\s+route)|barre|barres|source|fuente|sorgente|erreur|error|errore|qr|review|reviews|name|word|words|block|base|editor|snippet|sample|example|style|smell|freeze|of\s+conduct)(?![\p{L}])/iu;

/** A token that closes its clause. */
const closes = (t: Tok | undefined): boolean => t === undefined || /[.;!?)]$/.test(t.raw) || /,$/.test(t.raw);

/** True when `v` is a word of a sentence, not a value. */
function wordy(v: string, next: string): boolean {
  const lower = v.toLowerCase();
  return NOT_VALUE.has(lower) || CLOSED.has(lower) || FOREIGN_PROSE.has(lower) || LABEL_COMPOUNDS.has(lower) || isProse(v, next) || CRED_ONE.test(v);
}

/** A credential's word, tested on one token. */
const CRED_ONE = new RegExp(`^(?:${CRED_WORD.source})$`, 'iu');

/** True when `v` shows itself as a credential: a password's shape, a code, random characters, letters no word is written as. */
function shows(v: string): boolean {
  return (
    passwordShaped(v) ||
    (v.length >= 5 && /\p{L}/u.test(v) && /\d/.test(v) && !/^\p{L}+\d{1,2}$|^\d+\p{L}{1,2}$/u.test(v)) ||
    looksRandom(v) ||
    codeShaped(v, 4) ||
    (NO_VOWEL.test(v) && v.length <= 8) ||
    /^(?=.*\d)(?=.*[!@#$%^&*?~+=])\S{5,}$/.test(v)
  );
}

/** Plain words joined by underscores, hyphens or dots ("feather_mirror_blossom_orchid"). */
const JOINED = /^\p{L}{3,}(?:[_.-]\p{L}{3,}){2,}(?:[_.-]\d{1,4})?$/u;

/** Up to `max` plain words from token `v` to its clause's end: a passphrase or an answer of several words. */
function wordRun(s: string, toks: readonly Tok[], v: number, max: number): { start: number; end: number; n: number } | null {
  let end = v;
  for (; end < toks.length && end - v < max; end++) {
    const t = toks[end] as Tok;
    const w = bare(t.raw);
    if (/:$/.test(t.raw)) return null; // "first pet: V": a label, its value after it
    if (!/^[\p{L}][\p{L}'’-]*$|^\d{1,4}$/u.test(w) || NOT_VALUE.has(w.toLowerCase()) || isProse(w) || CRED_ONE.test(w)) break;
    if (closes(t)) {
      end++;
      break;
    }
  }
  const n = end - v;
  if (n === 0) return null;
  const last = toks[end - 1] as Tok;
  if (!AFTER.test(s.slice(last.start + bare(last.raw).length))) return null;
  return { start: (toks[v] as Tok).start, end: last.start + bare(last.raw).length, n };
}

/** How a value is bound: a link of its own, a link that is also a common word, or none. */
type Link = 'link' | 'ambiguous' | 'none';

/** The value at token `v` bound to a word of class `cls` by a link (`none`: no link at all). */
function valueAt(s: string, toks: readonly Tok[], v: number, cls: CredClass, link: Link, word: string): { start: number; end: number } | null {
  const t = toks[v];
  if (!t) return null;
  const q = /^["'“‘«`]/.exec(t.raw);
  if (q) {
    const close = { '"': '"', "'": "'", '“': '”', '‘': '’', '«': '»', '`': '`' }[q[0]] ?? q[0];
    const end = s.indexOf(close, t.start + 1);
    const inner = end > t.start ? s.slice(t.start + 1, end).trim() : '';
    if (
      inner &&
      inner.length <= 80 &&
      !notAValue(inner) &&
      !isPlaceholder(inner) &&
      (cls !== 'weak' || shows(inner)) &&
      !wordy(inner.split(/\s+/)[0] ?? '', '')
    )
      return { start: t.start + 1, end };
    return null;
  }
  const value = bare(t.raw);
  const next = toks[v + 1]?.word ?? '';
  const start = t.start;
  const end = start + value.length;
  const ends = AFTER.test(s.slice(end));
  // a credential is typed on a keyboard: a value with no Latin letter, digit or symbol is a word of the sentence ("パスワードは忘れた")
  if (value.length === 0 || !/[\x21-\x7E]/.test(value) || notAValue(value) || isPlaceholder(value)) return null;
  // a passphrase or an answer of several plain words, to the clause's end
  // a network's passphrase of lower-case words ("the wifi is kestrel kettle cinder amber"); a device's words are its model
  // a question's answer of one word is a name ("Hazelbram"), or follows a mark or "I put": "the security question is stupid" judges it
  if (cls === 'answer' && /^\p{Ll}+$/u.test(value) && !/[:=]\s*$|\b(?:put|used|gave|wrote|set)\s+$/i.test(s.slice(Math.max(0, start - 12), start))) return null;
  const phrasal = cls === 'phrase' || cls === 'answer' || (cls === 'thing' && link === 'link' && thingOf(word) === 'network');
  if (phrasal && /^\p{L}+$/u.test(value) && !wordy(value, next)) {
    const run = wordRun(s, toks, v, cls === 'answer' ? 3 : 8);
    const lower = cls !== 'thing' || /^[\p{Ll}\s]+$/u.test(s.slice(run?.start ?? 0, run?.end ?? 0));
    if (run && lower && (run.n >= 3 || cls === 'answer' || (cls === 'phrase' && run.n >= 2 && link === 'link'))) return { start: run.start, end: run.end };
  }
  if (JOINED.test(value) && cls !== 'weak') return ends ? { start, end } : null;
  if (wordy(value, next)) return null;
  if (cls === 'thing') {
    const thing = thingOf(word);
    if (link === 'ambiguous') return null;
    if (/^\d[\d–#*-]*$/.test(value))
      return codeShaped(value, link === 'none' || NUMBERED.has(word) ? 4 : 3) && !YEAR.test(value) && ends ? { start, end } : null;
    if (thing === 'lock' || thing === 'card' || modelLike(value)) return null;
    const mixed = /\p{L}/u.test(value) && /\d/.test(value) && value.length >= 6 && /^\p{Ll}/u.test(value); // "qu0kk447"
    return (thing === 'account' || thing === 'host' ? strongShaped(value) : passwordShaped(value) || mixed) && ends ? { start, end } : null;
  }
  if (cls === 'weak') {
    if (modelLike(value) || (YEAR.test(value) && !/pin|code|kod|код|combo|combin/i.test(word))) return null;
    // after "to", "on", "use" only a code: "pin the image to ghcr.io/…@sha256:…" names a reference
    const code = /^\d[\d–#*-]*$/.test(value)
      ? codeShaped(value, link === 'none' ? 4 : 3)
      : link !== 'ambiguous' && !/[/@]/.test(value) && (passwordShaped(value) || looksRandom(value));
    return code && (ends || looksRandom(value) || strongShaped(value)) ? { start, end } : null;
  }
  if (shows(value) && !/^\d{1,3}$/.test(value)) return ends || looksRandom(value) || strongShaped(value) ? { start, end } : null;
  // letters alone: a password's value after a link, ending its sentence or clause ("mật khẩu … là lemurspro", "parola … e nn"),
  // unless it carries a case ending of the credential word's language: "salasana on muistilapussa" says where it is
  if (caseEnding(word, value)) return null;
  // (a "!" before a verb-last copula is the value's, not the sentence's end: "password saffronCobalt! hai, …")
  const clauseEnds = /^(?:[.!]?\s*$|[,;)]|\s+[-–—(])/.test(s.slice(end)) || (/^!?\s/.test(s.slice(end)) && FINAL_COPULA.test(toks[v + 1]?.raw ?? ''));
  if (link !== 'link' || !clauseEnds || !/^\p{L}{2,24}$/u.test(value)) return null;
  return value.length >= 3 || NO_VOWEL.test(value) ? { start, end } : null;
}

/** True when token `i` links what follows to a credential's word before it; the link's last token index. */
function linkAt(s: string, toks: readonly Tok[], i: number): number {
  const t = toks[i];
  if (!t) return -1;
  const phrase = LINK_AFTER_PHRASE.exec(s.slice(t.start));
  if (phrase) {
    const stop = t.start + phrase[0].trimEnd().length;
    let j = i;
    while (toks[j + 1] && (toks[j + 1] as Tok).start < stop) j++;
    return j;
  }
  return LINK_AFTER.has(t.raw.toLowerCase()) || LINK_AFTER.has(t.word) ? i : -1;
}

/** The value bound after a credential's word that ends at `wordEnd` (see the file's comment). */
function after(s: string, toks: readonly Tok[], wordEnd: number, cls: CredClass, word: string): { start: number; end: number } | null {
  let k = toks.findIndex((t) => t.start >= wordEnd);
  const inside = toks.find((t) => t.start < wordEnd && t.end > wordEnd);
  // "密码是 V", "パスワードは V", "salasanani: V": a particle or a mark joined to the word
  if (inside && !/^[,.;!?)'"’”]+$/.test(s.slice(wordEnd, inside.end))) {
    const tail = s.slice(wordEnd, inside.end);
    if (!/^(?:[:=：]|是|为|為|は|が|는|은|이|가|:)$/.test(tail)) return null;
    return k === -1 ? null : valueAt(s, toks, k, cls, 'link', word);
  }
  if (k === -1) return null;
  if (/^\s*[:=：]/.test(s.slice(wordEnd))) {
    if (/^[:=：]$/.test((toks[k] as Tok).raw)) k++;
    return valueAt(s, toks, k, cls, 'link', word);
  }
  // "encryption phrase, gravel yarrow …", "my kindle account, V": a comma, then the value alone to the clause's end
  if (/^,\s/.test(s.slice(wordEnd)) && linkAt(s, toks, k) === -1) {
    const found = valueAt(s, toks, k, cls, cls === 'password' || cls === 'weak' ? 'ambiguous' : 'link', word);
    if (found) return found;
  }
  const first = toks[k] as Tok;
  // "password manager", "pin pad", "code review": the word modifies the next noun
  // (in English: another language puts its modifiers after the noun, "mật khẩu email là V")
  if (
    !LINK_AFTER.has(first.word) &&
    ((LABEL_COMPOUNDS.has(first.word) && (cls === 'thing' || ENGLISH_WORD.test(word))) || (cls === 'weak' && isCompound(first.word))) &&
    !/[:=]$/.test(first.raw)
  )
    return null;
  for (let i = k; i < toks.length && i <= k + 7; i++) {
    const t = toks[i] as Tok;
    if (CLAUSE_JOIN.has(t.word)) break;
    // "(favourite teacher)": an aside in brackets
    if (/^\(/.test(t.raw)) {
      while (i < toks.length && !/\)[,.:]?$/.test((toks[i] as Tok).raw)) i++;
      continue;
    }
    // "answer to 'street you grew up on' is V": a quoted question
    if (/^['"“‘]/.test(t.raw) && !/['"”’][,.:]?$/.test(t.raw) && i > k - 1 && !/^(?:[:=]|is)$/.test(toks[i - 1]?.word ?? '')) {
      while (i < toks.length && !/['"”’][,.:]?$/.test((toks[i] as Tok).raw)) i++;
      continue;
    }
    // "رمز عبور … V است", "mera password V hai", "… V です": the value before a copula that ends the sentence
    // …at the end of its clause, not only of the message: "password V hai, yaad rakhna"
    // (mid-message, a lower-case word there is a predicate as often: "password bahut lamba hai, …" judges it)
    const clauseEnd = /[.!,;।]$/.test(toks[i + 1]?.raw ?? '') || CLAUSE_JOIN.has(toks[i + 2]?.word ?? '');
    if (FINAL_COPULA.test(toks[i + 1]?.raw ?? '') && (i === toks.length - 2 || (clauseEnd && !/^\p{Ll}+$/u.test(bare(t.raw)))))
      return valueAt(s, toks, i, cls, 'link', word);
    const l = linkAt(s, toks, i);
    if (l !== -1) {
      let v = l + 1;
      // "lautet übrigens V", "is, by the way, V", "es, por cierto, V": a discourse word or aside between the link and its value
      for (let d = DISCOURSE.exec(s.slice(toks[v]?.start ?? s.length)); d && toks[v]; d = DISCOURSE.exec(s.slice(toks[v]?.start ?? s.length))) {
        const stop = (toks[v] as Tok).start + d[0].length;
        while (toks[v] && (toks[v] as Tok).start < stop) v++;
      }
      // "the password to the wifi is V": a link before an article or a preposition is none; the first link decides
      if (!NOT_VALUE.has(toks[v]?.word ?? '')) {
        // "the same as V" names another credential more often than it gives one: the value must show itself
        const sameAs = /\bsame\s+as\s*$/i.test(s.slice(t.start, (toks[l] as Tok).end));
        const kind: Link = sameAs || (l === i && AMBIGUOUS_LINK.has(t.word) && (cls === 'thing' || ENGLISH_WORD.test(word))) ? 'ambiguous' : 'link';
        // "my email plus V", "the username + V": what is added to an account's name is its password
        const added = /^(?:plus|\+)$/.test(t.word) && /^(?:e-?mail|address|username|user|name|login|handle|number|id)$/.test(toks[i - 1]?.word ?? '');
        // "the key to my diary app is V", "the code for the nas is V": a code's or a key's word that names what it opens is a password's
        const opens = cls === 'weak' && kind === 'link' && opensThing(s.slice(wordEnd, t.start));
        const found = valueAt(s, toks, v, added || opens ? 'password' : cls, kind, word);
        return found ? pair(s, toks, found, cls, word) : null;
      }
      if (closes(toks[l])) return null;
    } else if (/[:=]$/.test(t.raw) && !/:\/\//.test(t.raw)) {
      const found = valueAt(s, toks, i + 1, cls, 'link', word);
      if (found) return pair(s, toks, found, cls, word);
      return null;
    }
    // "pwd for the printer, try V": a comma, then a link
    // "gate at mum's, 3451#": a thing, its place, a comma, then a code that ends the sentence
    if (cls === 'thing' && /,$/.test(t.raw) && i + 2 === toks.length) return valueAt(s, toks, i + 1, cls, 'none', word);
    if (closes(t) && !(/,$/.test(t.raw) && (cls === 'answer' || linkAt(s, toks, i + 1) !== -1))) break;
  }
  // no link: the token right after the word, or after an aside in brackets ("p/w boca3351", "a gmailes jelszavam 1q2w3e4r83",
  // "borg passphrase saddle ladder …", "keystore passphrase (android signing) V")
  if (/^\(/.test(first.raw)) while (k < toks.length - 1 && !/\)[,:]?$/.test((toks[k] as Tok).raw)) k++;
  return valueAt(s, toks, /^\(/.test(first.raw) ? k + 1 : k, cls, 'none', word);
}

/** "to my diary app", "for the nas", "μου για το email": a complement (any language; a possessive after the noun first) naming a thing opened. */
function opensThing(between: string): boolean {
  const m =
    /^\s+(?:(?:μου|mío|mía|mio|mia|meu|minha|mein|meine|mine|min|mitt|moj|moja|moje|мой|моя|benim)\s+)?(?:to|for|για|für|pour|para|per|voor|för|til|do|dla|для|için|pro|za)\s+(?:(?:my|the|our|his|her|their|a|το|τον|την|τη|le|la|l['’]|les|el|los|las|il|lo|der|die|das|den|dem|de|het|mon|ma|mes|mi|mis|mio|mia|meu|minha|mein|meine|meinen|mijn|moje|mojego|mojej|мой|мою|моего)\s*)?(?:[\p{L}\p{N}'’-]+\s+){0,2}?(?<t>[\p{L}-]+)\s*$/iu.exec(
      between,
    );
  const w = m?.groups?.['t']?.toLowerCase() ?? '';
  return w !== '' && (thingOf(w) !== null || OPENED.test(w) || w === 'app' || w === 'account');
}

/** "login: jdoe44 + V", "user / V": the first value is an account's name, the one after the joint its password. */
function pair(s: string, toks: readonly Tok[], found: { start: number; end: number }, cls: CredClass, word: string): { start: number; end: number } {
  const i = toks.findIndex((t) => t.start === found.start);
  if (i === -1 || !/^(?:\+|\/|plus|and|&)$/.test(toks[i + 1]?.raw ?? '')) return found;
  return valueAt(s, toks, i + 2, cls === 'weak' ? 'password' : cls, 'link', word) ?? found;
}

/** A clause that points back at a credential: "…, that's the password", "… is the pw they gave me". */
const POINTS_BACK =
  /(?:that['’]?s|thats|that\s+is|it['’]s|its|which\s+is|this\s+is)\s+(?:what\s+(?:i|we|he|she|they|you)\s+(?:\p{L}+\s+)?(?:set|use|used|put|chose|picked|typed|made|gave|have|got|went\s+with)\s+(?:for|as|on|to|in)\s+)?(?:(?:the|my|our|his|her|their|your)\s+)?(?:[\p{L}\p{N}-]+\s+){0,3}$/iu;

/** The one value of `s` that shows itself, away from the credential's word (for {@link POINTS_BACK}). */
function onlyShown(s: string, toks: readonly Tok[], skipFrom: number): { start: number; end: number } | null {
  const shown = toks.filter(
    (t) => t.start < skipFrom && !notAValue(bare(t.raw)) && shows(bare(t.raw)) && !/^\d+$/.test(bare(t.raw)) && !modelLike(bare(t.raw)),
  );
  if (shown.length !== 1) return null;
  const t = shown[0] as Tok;
  return { start: t.start, end: t.start + bare(t.raw).length };
}

/** A value given first in its sentence (after a lead-in at most), then linked to the credential's word at `wordAt`. */
function before(s: string, toks: readonly Tok[], wordAt: number, cls: CredClass): { start: number; end: number } | null {
  const head = s.slice(0, wordAt);
  // "V — that's what i set for the netflix login": a value set for an account names even a login's word as its password's
  const setFor = /\bwhat\s+(?:i|we|he|she|they|you)\s+(?:\p{L}+\s+)?(?:set|use|used|put|chose|picked|typed|made|went\s+with)\s+(?:for|as|on|to|in)\s/iu.test(
    head,
  );
  if (POINTS_BACK.test(head) && (cls !== 'weak' || setFor)) {
    const back = /(?:[,;:(]|\s[-–—<]+)\s*(?:that['’]?s|thats|that\s+is|it['’]s|its|which\s+is|this\s+is)\s/iu.exec(head);
    const shown = back ? onlyShown(s, toks, back.index) : null;
    if (shown) return shown;
  }
  const lead = /^(?:[\p{L}\s'’+-]{0,30}[:,]\s*)?/u.exec(head)?.[0] ?? '';
  // "used V for the school portal login": a value set for something, then the word that names it a credential
  const setting = SET_FIRST.exec(head.slice(lead.length));
  if (setting && cls === 'weak' && /^(?:log-?in|logon|sign-?in)$/i.test(word(s, wordAt))) {
    const t0 = toks.find((x) => x.start >= lead.length + setting[0].length);
    const v0 = t0 ? bare(t0.raw) : '';
    const mid0 = t0 ? s.slice(t0.start + v0.length, wordAt) : '';
    const wordEnd = wordAt + word(s, wordAt).length;
    if (t0 && /^\s+(?:for|as|on|to)\s+(?:[\p{L}\p{N}'’&+-]+\s+){0,4}$/u.test(mid0) && AFTER.test(s.slice(wordEnd)) && passwordShaped(v0) && !modelLike(v0))
      return { start: t0.start, end: t0.start + v0.length };
  }
  const t = toks.find((x) => x.start >= lead.length);
  if (!t || t.start >= wordAt) return null;
  // "bramble zephyr amber is the passphrase for …": plain words first, then the phrase's word
  if (cls === 'phrase') {
    const run = /^((?:\p{Ll}{3,12}\s+){1,7}\p{Ll}{3,12})\s+(?:is|was|=|:|<-|-|–|—)\s+(?:(?:the|my|our|his|her|their)\s+)?(?:[\p{L}\p{N}-]+\s+){0,2}$/u.exec(
      s.slice(t.start, wordAt),
    );
    const words = run?.[1]?.split(/\s+/) ?? [];
    if (run?.[1] && words.length >= 2 && words.every((w) => !wordy(w, '') && !CRED_ONE.test(w))) return { start: t.start, end: t.start + run[1].length };
  }
  const value = bare(t.raw);
  const mid = s.slice(t.start + value.length, wordAt);
  if (!LINK_BEFORE.test(mid) || mid.length > 60 || /[.;!?]\s/.test(mid)) return null;
  const rest = mid.replace(LINK_BEFORE, '');
  if (!/^\s*(?:(?:that['’]?s|thats|its|it['’]s)\s+)?(?:[\p{L}\p{N}'’&+-]+\s+){0,5}$/u.test(rest)) return null;
  if (notAValue(value) || wordy(value, '') || isPlaceholder(value)) return null;
  if (cls === 'weak') return /^\d/.test(value) ? (codeShaped(value, 3) && !YEAR.test(value) ? { start: t.start, end: t.start + value.length } : null) : null;
  // "V <-- thats the one for the kids ipad": "the one" stands for what opens it; a typed value with a digit is enough
  const theOne = /\bthe\s+one\s+(?:for|on|to)\s/i.test(mid) && passwordShaped(value) && /\d/.test(value) && /\p{L}{3}/u.test(value);
  if (cls === 'thing') return (strongShaped(value) || theOne) && !modelLike(value) ? { start: t.start, end: t.start + value.length } : null;
  if (shows(value) || (/^\p{Ll}{5,24}$/u.test(value) && /^\s*(?:<-|<--|←|=(?!>)|-{1,2}(?!>)|–|—|is|was)(?=\s)/u.test(mid)))
    return { start: t.start, end: t.start + value.length };
  return null;
}

/** A verb of setting or using that opens a sentence before its value ("used V for …", "i set V as …"). */
const SET_FIRST = /^(?:(?:i|we|he|she|they)\s+)?(?:(?:always|just|then|also)\s+)?(?:use|used|set|put|chose|picked|typed|entered|went\s+with)\s+(?=\S)/iu;

/** The credential's word that starts at `at` in `s`. */
function word(s: string, at: number): string {
  return /^[\p{L}-]+/u.exec(s.slice(at))?.[0] ?? '';
}

/** Things opened by a value given first: "913 is the padlock on the shed", "V is what unlocks the spreadsheet". */
const OPENS_FIRST =
  /^\s*(?:is|was|=|->|→|-|–|—)?\s*(?:is\s+)?(?:what\s+)?(?:the\s+(?:code\s+(?:for|to)\s+|combo\s+(?:for|to)\s+)?|unlocks\s+|opens\s+|gets\s+(?:me|you|us)\s+into\s+)(?:the\s+|my\s+|our\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,2}?(?<thing>[\p{L}-]+)(?=[\s,.!?]|$)/iu;

/** A value given first, then what it opens (see {@link OPENS_FIRST}). */
function opensFirst(s: string, toks: readonly Tok[]): { start: number; end: number } | null {
  const lead = /^(?:[\p{L}\s'’+-]{0,30}:\s*)?/u.exec(s)?.[0] ?? '';
  const t = toks.find((x) => x.start >= lead.length);
  if (!t) return null;
  const value = bare(t.raw);
  const m = OPENS_FIRST.exec(s.slice(t.start + value.length));
  const thingWord = m?.groups?.['thing']?.toLowerCase() ?? '';
  const thing =
    thingOf(thingWord) ??
    (/^(?:spreadsheet|pdf|zip|archive|nas|synology|vpn|sso|portal|wallet|vault|app|cabin|hut|chalet|bunker|box|machine|server|drive)$/.test(thingWord)
      ? 'account'
      : null);
  if (!m || !thing || notAValue(value) || wordy(value, '')) return null;
  if (/^\d/.test(value))
    return codeShaped(value, NUMBERED.has(thingWord) ? 4 : 3) && !YEAR.test(value) ? { start: t.start, end: t.start + value.length } : null;
  return passwordShaped(value) && !modelLike(value) ? { start: t.start, end: t.start + value.length } : null;
}

/** Credential words of English and German, whose sentences use "to", "on", "es" as prepositions and pronouns, not as links. */
const ENGLISH_WORD =
  /^(?:pass(?:words?|wd|\s?phrases?|code)?|p\/w|pw|pwd|pword|pass\s?word|log-?in|logon|creds|credentials|code|pin(?:\s?code)?|pincode|combo|combination|master.*|passw[oö]rt\p{L}*|kennw[oö]rt\p{L}*|security.*|secret.*|answer.*|question|memorable.*|mnemonic|seed.*|recovery.*|encryption.*|unlock.*|access.*|maiden.*)$/iu;

/**
 * Case endings of the agglutinative languages in the lexicon, by the stem of their credential word: a word
 * that ends in one is a place, a source or a means ("muistilapussa", "a cetlin" → "cetlinen"), not a value.
 */
const CASE_ENDINGS: readonly (readonly [RegExp, RegExp])[] = [
  [/^salasan/i, /(?:ssa|ssä|sta|stä|lla|llä|lta|ltä|lle|ksi|ssa|ine|na|nä|tta|ttä)$/i],
  [/^jelsz/i, /(?:ban|ben|ba|be|ból|ből|nál|nél|hoz|hez|höz|ról|ről|tól|től|on|en|ön|ra|re|val|vel|nak|nek|ig)$/i],
  [/^parool/i, /(?:s|l|lt|st|le|sse|ga|ks|ni|na)$/i],
  [/^[şs]ifre/i, /(?:da|de|ta|te|dan|den|tan|ten|la|le|ya|ye)$/i],
  [/^slapta/i, /(?:e|je|oje|uose|yje|ui)$/i],
];

function caseEnding(word: string, value: string): boolean {
  return CASE_ENDINGS.some(([stem, ending]) => stem.test(word) && ending.test(value) && /^\p{Ll}+$/u.test(value));
}

/** Documents, archives and services opened with a password, besides the things of `thingOf`. */
const OPENED = /^(?:zip|rar|7z|7zip|archive|pdf|spreadsheet|workbook|document|nas|synology|vpn|sso|okta|plex|cabin|hut|chalet|beach\s?hut|lockbox)$/;

/** The sentence of a security question: "answer" names its answer there. */
const QUESTION = /(?<![\p{L}])(?:question|frage|pregunta|domanda|pergunta|vraag|pytanie|вопрос|sorusu|kysymys|kérdés)/iu;

/** What a security question guards: an account, a login, a bank or a service, a card, or a credential's own word. */
const ACCOUNT =
  /(?<![\p{L}])(?:accounts?|log-?ins?|sign-?in|bank\p{L}*|card|portal|app|website|site|profile|e-?mail|gmail|icloud|apple\s+id|paypal|insurance|pension|broadband|provider|sim|phone|security|secret|recovery|verification|memorable|password\p{L}*|pin|passcode|konto|compte|cuenta|conta|счёт|счет|аккаунт)(?![\p{L}])/iu;

/** Every credential the message binds to a value (see the file's comment). */
export function findInMessage(text: string): Found[] {
  CRED_WORD.lastIndex = 0;
  const out: Found[] = [];
  const hasWord = CRED_WORD.test(text);
  CRED_WORD.lastIndex = 0;
  for (const f of [...layoutAnswers(text), ...topicAnswers(text), ...askedAnswers(text)]) out.push({ kind: 'password', ...f });
  for (const span of sentences(text)) {
    const s = text.slice(span.start, span.end);
    const toks = tokens(s);
    const push = (f: { start: number; end: number } | null) => {
      if (f && f.end > f.start) out.push({ kind: 'password', start: span.start + f.start, end: span.start + f.end });
    };
    push(opensFirst(s, toks));
    for (const f of securityAnswers(s)) push(f);
    const words: { at: number; end: number; cls: CredClass; word: string }[] = [];
    for (const m of hasWord ? s.matchAll(CRED_WORD) : []) {
      const at = m.index ?? 0;
      // an identifier or a variable's name (`db_password`, `$PASSWORD`, `user.password`): the config readers' part
      // a key in JSON or a quoted label (`"password": …`): read as config
      if (/[_$.@\\"'`]$|(?:^|\s)--?$/.test(s.slice(0, at)) || /^[-_(]/.test(s.slice(at + m[0].length))) continue;
      const cls = classOf(m);
      if (cls === 'weak' && (CODE_OF.test(s.slice(Math.max(0, at - 30), at)) || CODE_AFTER.test(s.slice(at + m[0].length)))) continue;
      words.push({ at, end: at + m[0].length, cls, word: m[0] });
    }
    // "answer", "question" and "maiden name" name a security answer in a sentence about a question
    // …and a question is an account's only where the message names something one logs into or that holds a secret,
    // or asks about the reader's own past as recovery forms do ("the answer to the quiz question was Canberra" does neither)
    if (QUESTION.test(s) && !/question\s+(?:\d|no\b|number)/i.test(s) && (ACCOUNT.test(text) || PERSONAL_PAST.test(text)))
      for (const m of s.matchAll(/(?<![\p{L}])(?:answer|question|maiden\s+name)(?![\p{L}])/giu))
        if (!words.some((w) => w.at <= (m.index ?? 0) && w.end >= (m.index ?? 0) + m[0].length))
          words.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, cls: 'answer', word: m[0] });
    // a thing one opens, its noun last in its phrase ("the bike lock goes V", "the zip … opens with V")
    for (const t of toks) {
      const w = t.word.replace(/['’]s?$/, '');
      // "wifi network: Vodafone-7C21", "the hotspot is iPhone-von-Anna": a network by that noun is named, not opened
      if (/^(?:network|hotspot|ssid)/.test(w)) continue;
      if (!(thingOf(w) ?? OPENED.test(w)) || /^["'`]/.test(t.raw) || words.some((x) => x.at <= t.start && x.end >= t.end)) continue;
      const next = toks[toks.indexOf(t) + 1]?.word ?? '';
      if ((thingOf(next) || CRED_ONE.test(next) || isCompound(next)) && !/[,:]$/.test(t.raw)) continue;
      words.push({ at: t.start, end: t.start + t.raw.replace(/[,.;:!?)]+$/, '').length, cls: 'thing', word: w });
    }
    for (const w of words) {
      push(after(s, toks, w.end, w.cls, w.word));
      push(before(s, toks, w.at, w.cls));
    }
  }
  return out;
}
