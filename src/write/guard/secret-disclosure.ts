/**
 * What the MESSAGE says a token is (issue 27 item 7, round 20). The sentence readers know a credential by its word
 * ("password", "PIN", "code"); a person handing over a secret often names none: "mine's V, don't tell anyone", "keep
 * this safe: V", "V — private, obviously", "signing in to the portal I use V", "it's what gets me into the site". The
 * message's DISCLOSURE FRAME says the token is a secret:
 * - secrecy: telling, sharing or showing it to no one, keeping it safe, secret, private, between us or to oneself,
 *   in the languages the readers know best;
 * - access: logging or signing in (to), getting in (to), unlocking — the purpose a credential serves.
 *
 * In such a message, the value in a GIVEN SLOT — after a mark (`:`, `→`, `=`), after a copula ("mine is", "it's"),
 * after a verb of typing or using ("I use", "I type", "takes") — is the secret when what it IS allows it: a token
 * no dictionary holds (letters glued into one word, letters with digits or symbols, words joined by hyphens or
 * underscores), a run of four to eight digits, digits said as words ("four one seven nine"), or a few plain words
 * ending in digits. What the token is may say otherwise: a word of the language, a day, a month, a year, a version, a
 * product's model, an address, a placeholder, or a noun phrase ("keep this safe: the receipt for the fridge") is
 * none, whatever the frame says.
 */
import { lexiconHoldsWhole } from '../extract/clauses/nlp.js';
import { bare, codeShaped, FUNCTION_WORDS, modelLike, notAValue, passwordShaped, YEAR } from './secret-binding-words.js';
import { tokens, type Found, type Tok } from './secret-bindings.js';
import { namedKind } from './secret-kinds.js';
import { isPlaceholder } from './secret-values.js';

/** Keeping a thing from others: the frame of a secret handed over. */
const SECRECY = new RegExp(
  [
    // "don't tell anyone", "dont share this w anyone", "never show it to the kids", "do not pass it on"
    String.raw`(?<![\p{L}])(?:don['’]?t|do\s+not|dont|never|pls\s+don['’]?t|please\s+don['’]?t|not\s+to)\s+(?:ever\s+)?(?:tell|share|show|give|post|send|pass|repeat|say|mention|forward|reveal|leak|write)(?![\p{L}])[^.!?\n]{0,30}?(?:anyone|anybody|any1|no\s*one|a\s+soul|others|other\s+people|the\s+kids|on|around|out)(?![\p{L}])`,
    // "keep this safe", "keep it to yourself", "keep it between us", "keep this secret/private/quiet"
    String.raw`(?<![\p{L}])(?:keep|keeping|hang\s+on\s+to|hold\s+on\s+to|guard)\s+(?:this|it|that|these|them)\s+(?:(?:safe|secret|private|quiet|hidden|confidential|secure|under\s+wraps|to\s+yourself|between\s+us|between\s+you\s+and\s+me|for\s+me)(?![\p{L}]))`,
    // "private obviously", "it's private", "top secret", "between you and me", "for your eyes only", "shh"
    String.raw`(?<![\p{L}])(?:private,?\s+obviously|(?:it['’]?s|its|that['’]?s|thats|strictly)\s+(?:private|secret|confidential)|top\s+secret|between\s+(?:you\s+and\s+me|us)|for\s+your\s+eyes\s+only|shh+|hush\s+hush|no\s*one\s+else\s+knows|only\s+i\s+know)(?![\p{L}])`,
    // other languages: "nicht weitersagen", "ne le dis à personne", "no se lo digas a nadie", "non dirlo a nessuno"
    String.raw`nicht\s+weitersagen|niemandem\s+(?:sagen|verraten|zeigen)|geheim\s+halten|ne\s+(?:le\s+)?(?:dis|dites|montre)\s+(?:à|a)\s+personne|garde[sz]?\s+(?:le|ça)\s+pour\s+(?:toi|vous)|no\s+(?:se\s+lo\s+)?(?:digas|compartas|muestres)\s+a\s+nadie|non\s+(?:dirlo|mostrarlo|condividerlo)\s+a\s+nessuno|não\s+(?:contes|conte|mostres|partilhes)\s+a\s+ninguém|niet\s+(?:doorvertellen|delen)|nikomu\s+nie\s+(?:mów|pokazuj)`,
  ].join('|'),
  'iu',
);

/** Getting in: the purpose a credential serves ("signing in to", "gets me into", "to get in", "to unlock"). */
const ACCESS =
  /(?<![\p{L}])(?:(?:log|sign|logg|signing|logging)(?:ging)?\s*(?:in|on|into)(?![\p{L}])|gets?\s+(?:me\s+|us\s+|you\s+)?in(?:to)?(?![\p{L}])|to\s+get\s+in(?:to)?(?![\p{L}])|to\s+unlock(?![\p{L}])|unlocks?\s+(?:my|the|our)(?![\p{L}]))/iu;

/** True when the message frames a token as a secret handed over (see the file's comment). */
export function framedAsSecret(text: string): boolean {
  return SECRECY.test(text) || ACCESS.test(text);
}

/** Words that name what follows as a name, an address or an id, not a secret. */
const NAMED =
  /^(?:user(?:name)?s?|usernames?|name|names|login\s+name|e-?mail|email|address|handle|id|ids|account\s+name|nick(?:name)?|ssid|network|wifi|wi-fi|called|named)$/iu;

/** Words that open a given slot: a copula, a verb of typing or using. The slot is the token after. */
const SLOT_VERB = /^(?:is|'s|was|are|=|use|uses|used|type|types|typed|enter|enters|entered|put|punch|takes|take|try|with)$/iu;

/** Digits said as words: four to eight of them ("four one seven nine", "nine nine two oh", "six-two-six-one"). */
const SPOKEN_DIGITS =
  /(?<![\p{L}])(?:(?:zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine)(?:[\s,]+|-)){3,7}(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)(?![\p{L}])/giu;

/** A noun phrase's opening: what follows is a thing named, not a value given. */
const OPENS_PHRASE =
  /^(?:the|a|an|my|your|his|her|our|their|this|that|these|those|its|on|in|at|under|behind|saved|stored|written|kept|somewhere|same|different|easy|hard|long|short|new|old)$/iu;

/** The value a token is, judged by what it IS (see the file's comment); `secrecy` when the message keeps it from others. */
function isSecretValue(v: string, secrecy: boolean): boolean {
  if (v.length < 4 || v.length > 64 || notAValue(v) || isPlaceholder(v) || namedKind(v) !== null) return false;
  if (YEAR.test(v) || /^v?\d+(?:\.\d+)+$/i.test(v) || /^\d{1,2}[:.]\d{2}$/.test(v) || /^[$€£¥]/.test(v)) return false;
  if (/^\d+$/.test(v)) return codeShaped(v, 4) && v.length <= 8 && !/^(\d)\1+$/.test(v);
  if (/^\d{1,3}(?:[-–]\d{1,3}){2,5}$/.test(v)) return true;
  if (modelLike(v)) return false;
  if (passwordShaped(v)) return true;
  // words joined by hyphens or underscores, with digits or three words ("plum-42-velvet", "mango_tree_8812")
  const parts = v.split(/[-_]/);
  if (parts.length >= 2 && parts.every((p) => /^[\p{L}\d]+$/u.test(p)) && (/\d/.test(v) || parts.length >= 3)) return !lexiconHoldsWhole(v);
  // one token no dictionary holds, of letters only ("saffronlake", "copperfinch"): glued words or a made-up word
  // …a made-up word only where the message keeps it secret, or typed in small letters: "log in with Keycloak" names a product
  return /^\p{L}{6,}$/u.test(v) && (secrecy || /^\p{Ll}+$/u.test(v)) && !lexiconHoldsWhole(v) && !FUNCTION_WORDS.has(v.toLowerCase());
}

/** A few plain words ending in digits after a copula ("the code to get in is zebra crossing 51"). */
const WORDS_THEN_DIGITS = /^(?:\p{Ll}{3,12}\s+){2,3}\d{1,4}(?=\s*(?:[,.;!?)]|$))/u;

/** Every value a disclosure frame hands over in `text` (see the file's comment). */
export function findDisclosed(text: string): Found[] {
  if (text.length > 600 || !framedAsSecret(text)) return [];
  const out: Found[] = [];
  const secrecy = SECRECY.test(text);
  for (const m of text.matchAll(SPOKEN_DIGITS)) out.push({ kind: 'password', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  const toks = tokens(text);
  toks.forEach((t: Tok, i: number) => {
    const prev = toks[i - 1];
    if (!prev || !opensSlot(prev)) return;
    // what a name's word names is a name: "my username is marcopolo", "the email I log in with is …"
    if (toks.slice(Math.max(0, i - 5), i).some((x) => NAMED.test(x.word))) return;
    const raw = t.raw.replace(/^[("'“‘«]+/, '');
    const start = t.start + (t.raw.length - raw.length);
    if (OPENS_PHRASE.test(t.word)) {
      // "the code … is zebra crossing 51": plain words and digits, as a whole, after a copula
      return;
    }
    const phrase = /^(?:is|'s|was)$/iu.test(prev.word) ? WORDS_THEN_DIGITS.exec(text.slice(start)) : null;
    if (phrase) {
      out.push({ kind: 'password', start, end: start + phrase[0].length });
      return;
    }
    const v = bare(raw);
    // the token must end its phrase: a value, not the first word of one ("I use riverstone2019 mate" ends on a tag word)
    if (isSecretValue(v, secrecy)) out.push({ kind: 'password', start, end: start + v.length });
  });
  return out;
}

/** True when token `p` opens a given slot: a mark ends it, or it is a copula or a verb of using. */
function opensSlot(p: Tok): boolean {
  if (/[:→=]$|->$/.test(p.raw) || /^(?:→|->|=>|=|:)$/.test(p.raw)) return true;
  if (/[,.;!?)]$/.test(p.raw)) return false;
  return SLOT_VERB.test(p.word) || /^(?:mine|it|its|it's|this|that|thats|that's|here)['’]?s$/iu.test(p.word);
}
