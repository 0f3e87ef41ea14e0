/**
 * A credential read by what its clause SAYS about it, with no credential's word: the clause binds a value to
 * a thing one opens or logs into by a verb of choosing or using ("went with V for mum's icloud", "V is what I
 * set for the library portal", "picked V for the kids ipad"), by a phrase that points at one ("its V — the
 * one for the HR portal", "V gets you into …"), or by a verb of entering a code ("punch in V at the alarm
 * panel", "the lock box takes 2 9 1 6", "the number she taps in at the shop is V"). The three parts — the
 * cue, the thing and the value — may stand in any order within the sentence, and must stand in one clause of it (a
 * coordinator — "and", "but", "then" — starts another).
 *
 * The thing is known by its class (`thingOf`: a lock, a device, a network, an account, a card) or, after a
 * preposition, as a name the English lexicon does not hold (a service or a product: "for the family
 * icloud", "for the figma team"). The value must show itself: a password's shape that no word, model,
 * version, address or product name has; a random key; a code of four digits or more (a lock's, a card's,
 * a device's) that is no year, time or quantity; or, right after a verb of choosing, a short string that
 * is no word. Talk about tools ("went with node 20.11 for the build server", "going with bitwarden for
 * the family logins") gives no such value.
 */
import { inLexicon, lexiconHoldsWhole } from '../extract/clauses/nlp.js';
import { bare, codeShaped, modelLike, notAValue, passwordShaped, strongShaped, thingOf, type Thing, YEAR } from './secret-binding-words.js';
import { tokens, type Found, type Tok } from './secret-bindings.js';
import { UNITS } from './secret-clause-words.js';
import { classOf, CRED_WORD } from './secret-lexicon.js';
import { isPlaceholder, looksRandom } from './secret-values.js';

/** Verbs of choosing, setting or using a value. */
const CHOOSE =
  /(?<![\p{L}])(?:(?:went|go|going|gone|goes)\s+with|settled\s+on|(?:picked|chose|chosen|set|use|used|using|uses|put|typed|changed\s+it\s+to|made\s+it))(?![\p{L}])/iu;

/** Phrases that point a value at what it opens. */
const POINT =
  /(?<![\p{L}])(?:the\s+one\s+(?:for|on|to)|what\s+(?:i|we|you|he|she|they)\s+(?:\p{L}+\s+)?(?:use|used|set|put|typed|chose|picked|have)\s+(?:for|on|as|in)|gets?\s+(?:me|you|us|them|her|him)\s+(?:in|into|onto)|opens|unlocks)(?![\p{L}])/iu;

/** Verbs of entering a code on a pad. */
const ENTER =
  /(?<![\p{L}])(?:(?:punch|key|tap|type)(?:s|ed|ing)?\s+in|enter(?:s|ed)?|takes|opens\s+(?:to|with)|unlock(?:s|ed)?\s+with|open(?:s|ed)?\s+with)(?![\p{L}])/iu;

/** Where a code is entered, besides the locks, devices and cards of `thingOf`. */
const PAD = /^(?:pad|keypad|panel|atm|terminal|till|machine|dial)$/;

/** Prepositions before the thing a value is for. */
const PREP = /^(?:for|on|into|to|at|in|onto)$/;

/** Words after which a token is named as something else (an account's name, a model, a version, an id). */
const NAMED =
  /^(?:user(?:name)?|name|email|e-mail|handle|id|model|version|ver|release|build|commit|sha|hash|ticket|order|ref|flight|room|seat|number|no|ending|ssid|network|called|named|branch|tag)[:#=]?$/;

/** Words of a sentence about hashes and ids: a random string there is a digest, not a key. */
const HASH_TALK = /(?<![\p{L}])(?:hash|sha\d*|md5|digest|checksum|commit|id|uuid|etag|fingerprint|integrity|request|trace)(?![\p{L}])/iu;

/** Prepositions of time: a number after one is when. */
const WHEN = /^(?:at|by|until|till|from|before|after|around|since|between)$/;

/** Things that take a code of digits. */
const CODED: ReadonlySet<Thing | 'pad'> = new Set(['lock', 'pin-device', 'card', 'pad']);

/** What the sentence's things are: their classes, a service named after a preposition counted as an account. */
function thingsOf(toks: readonly Tok[]): Map<number, Thing | 'service' | 'pad'> {
  const out = new Map<number, Thing | 'service' | 'pad'>();
  toks.forEach((t, i) => {
    const w = t.word.replace(/['’]s?$/, '');
    const k = thingOf(w);
    if (k && k !== 'name' && k !== 'credential') out.set(i, k);
    else if (PAD.test(w)) out.set(i, 'pad');
    else if (/^\p{L}{4,}$/u.test(w) && !known(w) && toks.slice(Math.max(0, i - 4), i).some((p) => PREP.test(p.word))) out.set(i, 'service');
  });
  return out;
}

/** A word of the lexicon, in British as in American spelling ("summariser", "colour", "centre"). */
function known(w: string): boolean {
  return [w, w.replace(/is(e|es|ed|er|ers|ing|ation|ations)$/, 'iz$1'), w.replace(/our(s?)$/, 'or$1'), w.replace(/tre(s?)$/, 'ter$1')].some((x) =>
    inLexicon(x),
  );
}

/** A password's shape that no word, model, version, address or product's name has. */
function shaped(v: string, strong: boolean): boolean {
  if (notAValue(v) || isPlaceholder(v) || /[/\\@:=<>[\]{}]/.test(v) || /\d\.\d/.test(v)) return false;
  if (!passwordShaped(v) || modelLike(v) || lexiconHoldsWhole(v) || /^\d\p{L}+$/u.test(v)) return false;
  if (/^[\p{Lu}\d]+-\p{Lu}\p{Ll}+$/u.test(v)) return false; // a standard's or a product's name: "WPA3-Personal", "X1-Carbon"
  // words joined by hyphens ("express-rate-limit", "52-card", "S3-hosted"): a package's or a compound's name
  if (/^[\p{L}\d]+(?:-[\p{L}\d]+)+$/u.test(v) && v.split('-').every((p) => p.length <= 3 || /^\d+$/.test(p) || known(p.toLowerCase()))) return false;
  // a server's or an unknown service's value must be typed as a password, not as a tool's name ("gpt4o", "py311")
  return !strong || strongShaped(v) || /^\p{Ll}{3,}_?(?:\d{2}|\d{4})$/u.test(v) || (/\p{Ll}\p{Lu}/u.test(v) && /\d/.test(v));
}

/** Every value its sentence binds to a thing by a choice, a pointer or an entry (see the file's comment). */
export function findChosen(text: string): Found[] {
  if (text.length > 2000) return [];
  const out: Found[] = [];
  let from = 0;
  // a sentence, cut at its coordinators: "used V for the summariser and W for the router" binds V to the summariser only
  for (const m of [...text.matchAll(/(?<=[.!?])\s+|\n+|;\s*|\s+(?:and|but|while|whereas|then|plus|und|et|y|en)\s+/giu), null]) {
    const end = m ? (m.index ?? 0) : text.length;
    readSentence(text.slice(from, end), from, out);
    from = m ? end + m[0].length : end;
  }
  return out;
}

function readSentence(s: string, offset: number, out: Found[]): void {
  // a sentence with a password's, a passphrase's or an answer's word is the lexicon readers' (secret-message.ts,
  // secret-anywhere.ts); the weak words ("key in", "code", "pass") are as often verbs and other nouns
  CRED_WORD.lastIndex = 0;
  if ([...s.matchAll(CRED_WORD)].some((m) => classOf(m) !== 'weak')) return;
  const choose = CHOOSE.exec(s);
  const enter = ENTER.test(s);
  if (!choose && !enter && !POINT.test(s)) return;
  const toks = tokens(s);
  const things = thingsOf(toks);
  if (things.size === 0) return;
  const kinds = new Set(things.values());
  const coded = [...kinds].some((k) => CODED.has(k as Thing));
  const push = (start: number, end: number) => out.push({ kind: 'password', start: offset + start, end: offset + end });
  // "takes 2 9 1 6", "opens to 4 1 8 2": a code typed digit by digit
  if (coded && enter) for (const d of s.matchAll(/(?<![\p{L}\d])\d(?: \d){3,7}(?![\p{L}\d])/gu)) push(d.index ?? 0, (d.index ?? 0) + d[0].length);
  const afterChoice = choose ? choose.index + choose[0].length : -1;
  toks.forEach((t, i) => {
    if (things.has(i)) return;
    // quotes, an opening bracket and markdown's marks ("**Task", "`Ctrl+Shift+C`") wrap a value, never belong to it
    const lead = /^(?:["'“‘«(`]|\*\*|__)+/.exec(t.raw)?.[0].length ?? 0;
    const v = bare(t.raw.slice(lead).replace(/(?:`|\*\*|__)+(?=[.,;:!?)"'”’]*$)/, ''));
    const prev = toks[i - 1]?.word ?? '';
    if (!v || NAMED.test(prev)) return;
    const at = t.start + lead;
    if (/^\d+$/.test(v)) {
      // a code: entered on a lock, a device, a card or a pad (a number set or chosen is as often a time or a count)
      const particle = prev === 'in' && /(?:punch|key|tap|type)/i.test(toks[i - 2]?.word ?? '');
      const next = toks[i + 1]?.word ?? '';
      const counted = UNITS.test(next) || next === 'of' || (/^\p{Ll}{3,}s$/u.test(next) && !/[,.;:!?)]$/.test(t.raw));
      if (coded && enter && codeShaped(v, 4) && !YEAR.test(v) && !(WHEN.test(prev) && !particle) && !counted) push(at, at + v.length);
      return;
    }
    const strong = [...kinds].every((k) => k === 'host' || k === 'service');
    // code in backticks is an identifier, a file or a key chord ("use the `maxPoolSize`"), unless typed as a password
    if (/^\(?`/.test(t.raw) && !(/\d/.test(v) && /[!#$%^&*?~]/.test(v))) return;
    // a random key has digits; a long name joined from words ("ProWritingAid", "express-rate-limit") has none
    if (shaped(v, strong) || (looksRandom(v) && /\d/.test(v) && (choose !== null || POINT.test(s)) && !HASH_TALK.test(s))) {
      push(at, at + v.length);
      return;
    }
    // "picked zb for the kids ipad": right after the choice, a short string that is no word, for a device or an account
    if (t.start === afterChoice + 1 && /^(?=.*\p{L})[\p{L}\d]{2,4}$/u.test(v) && !inLexicon(v) && !/^\p{Lu}/u.test(v)) {
      const owned = [...kinds].some((k) => k === 'device' || k === 'pin-device' || k === 'account' || k === 'network' || k === 'service');
      if (owned && /^\s+(?:for|on|as)\s/.test(s.slice(at + v.length))) push(at, at + v.length);
    }
  });
}
