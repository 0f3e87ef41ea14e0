/**
 * A turn that only corrects a value: "no, it's Galway", "sorry, Salzburg, not Vienna", "I meant
 * Adelaide, not Perth", "oops, it's KPMG, not Deloitte". Read as the new value and (when said) the
 * old one; which memory it corrects is for consolidation to find — only when exactly one can be meant.
 */
import { formalDemonym } from '../demonyms.js';
import type { Draft } from './phrases.js';

const CUE =
  /^(?:no(?!\s+longer\b)|nope|nah|sorry|oops|whoops|wait|oh|ah|hm+|actually|correction|my bad|my mistake|no wait|sorry no|hang on|hold on)\b[\s,.!:;—–-]*/i;
const LEAD = /^(?:i meant|i mean|it's|it is|it was|make that|that should be|should be|that's|that is)\s+(?:just\s+|actually\s+)?/i;
const VALUE = /^(\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,2})/u;
const MEANT = /^\s*,?\s*i meant\b/i;
/** A value of one or two words marked with the asterisk of a typo fixed ("pecans*", "oat milk*"). */
const STARRED = /^(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\*/u;
const NOT = /^\s*[,;—–-]?\s*not\s+/i;
const END = /^\s*[.!]*\s*$/;
/** Capitalised words that are no value: replies, greetings, pronouns ("No, Thanks", "Sorry, Never mind"). */
const NOT_A_VALUE =
  /^(thanks|thank|thx|ok|okay|sure|yes|yeah|yep|no|nope|never|nothing|nevermind|good|fine|great|cool|please|sorry|wait|not|that|this|it|me|you|i|we|they|he|she|all|both|neither|none|right|wrong|true|false|correct|exactly|maybe|whatever|lol|haha|hello|hi|hey)\b/i;

/** A few words that only point at what is corrected ("the cat is", "the dog's name is", "my allergy is to"). */
const POINTING =
  /^(?:(?:the|my|our|his|her|their|it's|its|it is|that's|that is)\s+)?(?:(?:[\p{Ll}]+(?:'s)?\s+){0,3}?(?:is|was|are)|(?:[\p{Ll}]+\s+){0,2}[\p{Ll}]+'s)(?:\s+(?:to|called|named|actually|really))?\s+$/u;
/** "X, not Y" at the end of the clause: the new value and the old one, each a name or (after a cue) one word. */
const X_NOT_Y =
  /(\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,2}|\p{Ll}[\p{Ll}-]{2,})\s*,?\s+not\s+(?:the\s+|a\s+|an\s+)?(\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,2}|\p{Ll}[\p{Ll}-]{2,})\s*(?:[,.!]+\s*(.*))?$/u;

/**
 * "the cat is Miso, not Tofu", "the dog's name is Pretzel not Biscuit, idk why i typed that", "sorry,
 * cashews, not almonds": a few words pointing at the thing, then "X, not Y". Only with "not Y" (the
 * memory must hold Y) and, for words in lower case, only after a cue; what follows is chatter of a few
 * words at most.
 */
function pointedCorrection(rest: string, cued: boolean): { readonly value: string; readonly replaces: string } | null {
  const m = X_NOT_Y.exec(rest);
  if (!m) return null;
  const lead = rest.slice(0, m.index);
  const [value, replaces, tail] = [m[1] as string, m[2] as string, m[3] ?? ''];
  if (lead.length > 0 && !POINTING.test(lead)) return null;
  if (tail.split(/\s+/).filter(Boolean).length > 8) return null;
  // "Lisbon, not Porto, is where my sister lives": the pair is the subject of what follows, no correction of a value.
  if (/^(?:is|are|was|were)\b/i.test(tail)) return null;
  const lower = (x: string) => /^\p{Ll}/u.test(x);
  if ((lower(value) || lower(replaces)) && (!cued || lead.length > 0 || lower(value) !== lower(replaces))) return null;
  if (NOT_A_VALUE.test(value) || NOT_A_VALUE.test(replaces) || value.toLowerCase() === replaces.toLowerCase()) return null;
  return { value: value.replace(/[.'-]+$/, ''), replaces: replaces.replace(/[.'-]+$/, '') };
}

/** The value a correction-only turn gives and the value it replaces (null when not said); null when the turn is not one. */
export function correctionOnly(said: string): { readonly value: string; readonly replaces: string | null } | null {
  // Chatter at the end ("… lol", "haha") and the value shouted first ("Mochi!! the cat is Mochi not Miso") say nothing more.
  let text = said
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/\s+(?:lol|lmao|haha+|oops|x+|sorry)\s*[.!]*$/i, '');
  const shout = /^(\p{Lu}[\p{L}'-]+)[!.]+\s+/u.exec(text);
  if (shout && text.slice(shout[0].length).includes(shout[1] as string)) text = text.slice(shout[0].length);
  let rest = text;
  let cued = false;
  for (let m = CUE.exec(rest); m && m[0].length > 0; m = CUE.exec(rest)) {
    rest = rest.slice(m[0].length);
    cued = true;
  }
  const slip = saidButMeant(text);
  if (slip) return slip;
  // "pharmacist, not chemist, sorry": the apology after the correction cues it as one before it would.
  if (/[,.;!—–-]\s*(?:sorry|soz|oops|whoops|my bad|my mistake|typo)\b/i.test(text)) cued = true;
  // "sorry, not kiwi — pineapple", "wait, not mango, papaya": "not Y" first after a cue word too.
  const plain = plainCorrection(text) ?? notFirst(text) ?? (cued ? notFirst(rest) : null);
  if (plain) return plain;
  return pointedCorrection(rest, cued);
}

/** "i said cashews but i meant pistachios", "I wrote Perth but meant Adelaide", "typed 34 when I meant 43": a slip and the value meant. */
const SAID_MEANT =
  /^(?:(?:sorry|oops|whoops|wait|no|ah|oh|ugh)[\s,.!]+)*i\s+(?:said|wrote|typed|put(?: down)?)\s+(?:the\s+)?(\p{L}[\p{L}\p{N}'.&-]*(?:\s+\p{L}[\p{L}\p{N}'.&-]*){0,2}?)(?:\s*[,?!]+\s*(?:(?:but|when|where)\s+)?|\s+(?:but|when|where)\s+)(?:i\s+)?meant\s+(?:to say\s+)?(?:the\s+)?(\p{L}[\p{L}\p{N}'.&-]*(?:\s+\p{L}[\p{L}\p{N}'.&-]*){0,2}?)\s*(?:[,.;!—–-]+\s*(.*))?$/iu;

/** The value a slip's "I meant" gives and the one it replaces; null when the turn is not one, or says more than a few words after. */
function saidButMeant(text: string): { readonly value: string; readonly replaces: string } | null {
  const m = SAID_MEANT.exec(text.replace(/[’‘]/g, "'").trim());
  if (!m) return null;
  const [replaces, value, tail] = [m[1] as string, m[2] as string, m[3] ?? ''];
  if (tail.split(/\s+/).filter(Boolean).length > 8 || NOT_A_VALUE.test(value) || NOT_A_VALUE.test(replaces) || value.toLowerCase() === replaces.toLowerCase())
    return null;
  return { value, replaces };
}

/** "not almonds — hazelnuts. almonds are fine": "not Y" first, then the value; a few words may follow. */
function notFirst(text: string): { readonly value: string; readonly replaces: string } | null {
  const m =
    /^not\s+(?:(?:the|a|an|my)\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s*[,;—–-]+\s*(?:it'?s\s+|its\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s*(?:[.!]+\s*(.*))?$/u.exec(
      text,
    );
  if (!m) return null;
  const [replaces, value, tail] = [m[1] as string, m[2] as string, m[3] ?? ''];
  if (tail.split(/\s+/).filter(Boolean).length > 8 || NOT_A_VALUE.test(value) || NOT_A_VALUE.test(replaces) || value.toLowerCase() === replaces.toLowerCase())
    return null;
  return { value, replaces };
}

function plainCorrection(text: string): { readonly value: string; readonly replaces: string | null } | null {
  let rest = text.replace(/[’‘]/g, "'").trim();
  let cued = false;
  for (let m = CUE.exec(rest); m && m[0].length > 0; m = CUE.exec(rest)) {
    rest = rest.slice(m[0].length);
    cued = true;
  }
  const lead = LEAD.exec(rest);
  if (lead) {
    rest = rest.slice(lead[0].length);
    if (/^(?:i mean|make that|that should be|should be)/i.test(lead[0])) cued = true;
  }
  // After a cue, a value in lower case too ("wait no, macadamias. pistachios are fine").
  // "pecans* not walnuts": the asterisk marks a typo fixed — a cue, in lower case too.
  const star = STARRED.exec(rest);
  if (star) cued = true;
  const v = star ?? VALUE.exec(rest) ?? (cued ? /^(\p{Ll}[\p{Ll}-]{2,})(?=\s*[.,!—–-])/u.exec(rest) : null);
  if (!v) return null;
  const value = (v[1] as string).replace(/[.'-]+$/, '');
  rest = rest.slice(v[0].length);
  // "it's Tlaxcala she lives in", "Howrah actually": words that only say what the value is.
  if (/^\s*actually\b/i.test(rest)) cued = true;
  rest = rest.replace(/^\s*(?:actually|really|though|tho)\b/i, '').replace(/^\s*(?:(?:she|he|they)\s+(?:lives?|is|are|works?|'s|'re)(?:\s+(?:in|at))?)\b/i, '');
  // "… pistachios are fine": the value it replaces, said after.
  const fine = /^\s*[.,!;—–-]+\s*(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s+(?:is|are)\s+(?:fine|ok|okay|no problem)\b[\s.!]*$/iu.exec(rest);
  if (fine && cued && !/^\p{Lu}/u.test(value) === !/^\p{Lu}/u.test(fine[1] as string)) return { value, replaces: fine[1] as string };
  // "make that Crumpet, biscuit was my sister's cat": the value it replaces, said after with what it was (a memory must hold it).
  const was = /^\s*[.,!;—–-]*\s*(\p{L}[\p{L}'-]{2,})\s+(?:is|was|are|were)\s+(.*)$/iu.exec(rest);
  const parted = /^\s*[.,!;—–-]/.test(rest) || /[.!]$/.test(v[0]);
  if (
    was &&
    cued &&
    parted &&
    !NOT_A_VALUE.test(was[1] as string) &&
    !/^(?:there|which|who|mine|yours|what)$/i.test(was[1] as string) &&
    (was[2] ?? '').split(/\s+/).length <= 8
  )
    return { value, replaces: was[1] as string };
  // A starred value alone ("Linz*") names nothing it replaces: only a field it fits reads it (fieldCorrection).
  if (star && !NOT.test(rest)) return null;
  if (/^\p{Ll}/u.test(value) && !star) return null;
  // After a cue, a few words of chatter may follow ("just across the river", "I always mix them up").
  if (cued && /^\s*[,.!—–-]/.test(rest) && rest.split(/\s+/).filter(Boolean).length <= 8 && !/\b(not|my|i'm|im|i am|live|work)\b/i.test(rest)) rest = '';
  const meant = MEANT.exec(rest);
  if (meant) {
    rest = rest.slice(meant[0].length);
    cued = true;
  }
  let replaces: string | null = null;
  const not = NOT.exec(rest);
  if (not) {
    const y = (star ? /^(\p{L}[\p{L}'-]*)/u : VALUE).exec(rest.slice(not[0].length));
    if (!y) return null;
    replaces = (y[1] as string).replace(/[.'-]+$/, '');
    rest = rest.slice(not[0].length + y[0].length);
    // "…, sorry, brain is fried": a few words of chatter after a starred fix say nothing more.
    if (star && /^\s*[,.!—–-]/.test(rest) && rest.split(/\s+/).filter(Boolean).length <= 6 && !/\b(not|my|i'm|im|i am|live|work)\b/i.test(rest)) rest = '';
  }
  if (!END.test(rest) || (!cued && !replaces) || NOT_A_VALUE.test(value) || (replaces && NOT_A_VALUE.test(replaces)) || value === replaces) return null;
  return { value, replaces };
}

/** A count said with what it counts: "three dogs, not two" replaces the count only ("two" → "three"), not "two" → "three dogs". */
const COUNT = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i;

function aligned(r: { readonly value: string; readonly replaces: string | null }): { readonly value: string; readonly replaces: string | null } {
  const v = r.value.split(/\s+/);
  const y = r.replaces?.split(/\s+/) ?? [];
  return y.length === 1 && v.length > 1 && COUNT.test(v[0] as string) && COUNT.test(y[0] as string) ? { value: v[0] as string, replaces: y[0] as string } : r;
}

/** The candidate a correction-only turn gives: consolidation applies it to the one memory it can mean. */
export function revisionDraft(said: { readonly value: string; readonly replaces: string | null }): Draft {
  const r = aligned(said);
  return {
    kind: 'fact',
    content: r.replaces ? `The user corrected ${r.replaces} to ${r.value}.` : `The user corrected a value to ${r.value}.`,
    importance: 0.7,
    confidence: 0.95,
    triple: null,
    profile: null,
    source: 'user_explicit',
    correction: { reason: `the user corrected it (“${r.replaces ? `${r.value}, not ${r.replaces}` : r.value}”)`, replaces: r.replaces },
    revises: r,
  };
}

/** Words that say the turn corrects what was just said: "no wait", "sorry", "scratch that", "make that", "i meant", "X*". */
const FIELD_CUE =
  /^(?:(?:no(?!\s+longer\b)|nope|nah|sorry|soz|oops|whoops|wait|no wait|hang on|hold on|oh|ah|actually|correction|typo|my bad|my mistake|scratch that|(?:i )?meant|i mean|make that|make it|that should be|should be|ugh)\b[\s,.!:;—–-]*)+/i;
const FIELD_LEAD =
  /^(?:it'?s|it is|that'?s|that is|i'?m|i am|im|i said|i work at|i work for|i live in|i'm on|i'm in)\s+(?:on\s+|in\s+|at\s+|from\s+)?(?:the\s+)?/i;
/** Words that end a value said alone ("Swiss actually", "Risk now", "HSBC not Barclays"). */
const VALUE_STOP =
  /^(not|actually|now|sorry|lol|haha|mate|though|tho|btw|then|again|i|and|but|or|too|originally|really|please|pls|typo|obviously|ofc|of|since|these|this|from|with|at|in|on|was|is|are|nobody|no|everyone|people)$/i;

/** A value of one to three words at the start of `rest`, with the asterisk that marks a typo fixed ("Tesco*"). */
function valueAt(rest: string): { readonly value: string; readonly star: boolean; readonly length: number } | null {
  const words: string[] = [];
  let at = 0;
  let star = false;
  for (const m of rest.matchAll(/([\p{L}\p{N}][\p{L}\p{N}'.&-]*|&(?=\s+\p{L}))(\*)?|(\S)/gu)) {
    if (m.index !== at && rest.slice(at, m.index).trim() !== '') break;
    if (m[3] !== undefined || VALUE_STOP.test(m[1] as string) || words.length === 3) break;
    words.push((m[1] as string).replace(/[.'-]+$/, ''));
    at = (m.index ?? 0) + m[0].length;
    if (m[2]) {
      star = true;
      break;
    }
    // A full stop ends the value, but for an abbreviation ("St.", "J.P.").
    if (/[.]$/.test(m[1] as string) && (m[1] as string).length > 3 && !/\..+\.$/.test(m[1] as string)) break;
    // The next gap: punctuation ends the value.
    const gap = /^\s*/.exec(rest.slice(at))?.[0] ?? '';
    if (gap.length === 0) break;
    at += gap.length;
  }
  if (words.length === 0) return null;
  const value = words.join(' ');
  return { value, star, length: rest.indexOf(value) + value.length + (star ? 1 : 0) };
}
const FIELD_NOT =
  /^\s*[,;—–-]?\s*(?:not|rather than|instead of)\s+(?:the\s+|a\s+|an\s+)?([\p{L}\p{N}][\p{L}\p{N}'.&-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'.&-]*){0,2}?)(?=$|[\s,.!;:—–-]*(?:$|[,.!;:—–-]))/u;
const SMALL = /^(the|a|an|my|it|that|this|team|now|actually|too|again|then|so|lol|haha|sorry|please|pls)$/i;

/** Which fields a correction said alone may be about (not free text). */
const FIELDS = new Set(['name', 'nickname', 'location', 'hometown', 'employer', 'team', 'role', 'manager', 'age', 'diet', 'nationality', 'partner']);
/** A named favourite ("favourite band is Radiohead") is one value too: "make that Portishead" corrects it. */
const CORRECTABLE = { has: (key: string): boolean => FIELDS.has(key) || /^preference\.[a-z_]+$/.test(key) };

const fold = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The one known field whose value `text` names (as whole words), or null when none or several do. */
function fieldNamedIn(text: string, known: Readonly<Record<string, string>>): string | null {
  // "not Aussie" names the known "Australian": informal nationality words are read as the formal ones.
  const t = ` ${fold(text)} ${fold(text).split(' ').map(formalDemonym).join(' ')} `;
  const keys = Object.entries(known).filter(([k, v]) => CORRECTABLE.has(k) && fold(v).length > 0 && t.includes(` ${fold(v).replace(/ team$/, '')} `));
  return keys.length === 1 ? (keys[0]?.[0] as string) : null;
}

/**
 * "sorry, Burke, Hale & Ames. I always forget the third one" over employer "Burke & Hale": after a cue, a name said
 * alone as its sentence that holds every word of one known value, in order, and more is that value said in full.
 */
function fullerName(rest: string, known: Readonly<Record<string, string>>): { key: string; value: string; replaces: string; bare: boolean } | null {
  // "Dunmore, Pryce & Hale actually — they added a partner": "actually" and a short aside after the name say nothing more.
  const m =
    /^((?:\p{Lu}[\p{L}'.-]*|&|and)(?:,?\s+(?:\p{Lu}[\p{L}'.-]*|&|and)){1,5})(?:\s+(?:actually|really|then|instead))?\s*(?:(?:[.!]+|\s[—–-]|,)\s*(.*)$|$)/u.exec(
      rest,
    );
  if (!m || (m[2] ?? '').split(/\s+/).filter(Boolean).length > 8) return null;
  const value = (m[1] as string).replace(/[.]+$/, '');
  const said = fold(value).split(' ');
  const keys = Object.entries(known).filter(([k, v]) => {
    const held = fold(v).split(' ');
    let at = 0;
    for (const w of said) if (w === held[at]) at++;
    return CORRECTABLE.has(k) && held.length > 0 && at === held.length && said.length > held.length;
  });
  const [only] = keys;
  return only && keys.length === 1 ? { key: only[0], value, replaces: only[1], bare: false } : null;
}

/**
 * "Caskwell Distilling*, not Brewing" over employer "Caskwell Brewing": "not Y" names the part of one known value that
 * was wrong, and the new value keeps the rest of it. Null when no field or several fit so.
 */
function partNamed(old: string, value: string, known: Readonly<Record<string, string>>): string | null {
  const said = fold(old).split(' ');
  const now = fold(value).split(' ');
  const keys = Object.entries(known).filter(([k, v]) => {
    const held = fold(v).split(' ');
    const kept = held.filter((w) => !said.includes(w));
    return CORRECTABLE.has(k) && said.every((w) => held.includes(w)) && kept.length > 0 && kept.every((w) => now.includes(w)) && now.length > kept.length;
  });
  return keys.length === 1 ? (keys[0]?.[0] as string) : null;
}

/**
 * A correction of a profile field said without the words of a statement: "i meant bradford, not leeds",
 * "Jonathan* not Jon", "make that 43", "no wait its Porto", "scratch that, I'm on Risk now", "Tesco* —
 * Ocado was my last job", "I'm Swiss actually, people assume I'm Austrian". Which field it corrects is
 * read from the old value when it is said (in "not Y" or in the words after), else from the user's last
 * turns: the one field whose value they named. When neither says one field, null (nothing is changed here;
 * a memory may still be revised). The gate (../gate.ts) then checks the value fits the field.
 */
export function fieldCorrection(
  text: string,
  known: Readonly<Record<string, string>>,
  before: readonly string[] = [],
): { readonly key: string; readonly value: string; readonly replaces: string; readonly bare: boolean } | null {
  // "well, vegan actually": an opener that is no cue of its own.
  let rest = text
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/^(?:well|so|um+|erm+|hmm+)[\s,]+/i, '');
  const cue = FIELD_CUE.exec(rest);
  let cued = cue !== null && cue[0].length > 0;
  if (cue) rest = rest.slice(cue[0].length);
  const lead = FIELD_LEAD.exec(rest);
  if (lead) rest = rest.slice(lead[0].length);
  const fuller = cued || /^[^—–.!]*\bactually\b/i.test(rest) ? fullerName(rest, known) : null;
  if (fuller) return fuller;
  const v = valueAt(rest);
  if (!v) return null;
  const value = v.value;
  if (v.star) cued = true;
  rest = rest.slice(v.length);
  const not = FIELD_NOT.exec(rest);
  const old = not ? (not[1] as string) : null;
  if (not) rest = rest.slice(not[0].length);
  const tail = rest.replace(/^[\s,.!;:—–-]+/, '');
  if (/^actually\b/i.test(tail)) cued = true;
  if (!cued && !old) return null;
  if (SMALL.test(value) || value.split(/\s+/).some((w) => SMALL.test(w) && !/^(the)$/i.test(w))) return null;
  // The field: the one whose value "not Y" names; else the one the words after it name ("Ocado was my last job").
  let key = old ? (fieldNamedIn(old, known) ?? partNamed(old, value, known)) : null;
  if (old && !key) return null;
  let bare = false;
  if (!key && tail) key = fieldNamedIn(tail, known);
  // "make that dental therapist — hygienist was my old job": the words after name the part of one known value it replaces.
  if (!key && tail)
    key =
      [
        ...new Set(
          fold(tail)
            .split(' ')
            .filter((w) => w.length >= 4),
        ),
      ]
        .map((w) => partNamed(w, value, known))
        .find(Boolean) ?? null;
  if (!key) {
    // Said alone: the field the user's last turns named (the most recent that names exactly one), or a bare number for the age.
    bare = true;
    for (const b of [...before].reverse().slice(0, 3)) {
      key = fieldNamedIn(b, known);
      if (key) break;
    }
    if (!key && /^\d{1,3}$/.test(value) && known['age'] !== undefined) key = 'age';
  }
  if (!key || known[key] === undefined || fold(known[key] as string) === fold(value)) return null;
  if (tail.split(/\s+/).length > 10) return null;
  return { key, value, replaces: known[key] as string, bare };
}

/** Words that open a correction of what was just said (not "oh", "ah": those open a reaction too). */
const TAKING_BACK =
  /^(?:no(?!\s+longer\b)|nope|nah|sorry|soz|oops|whoops|wait|actually|correction|my bad|my mistake|hang on|hold on|scratch that|i meant|make that)\b/i;

/**
 * A correction said in a turn's first sentence, the rest a sentence of its own: "no wait, Sopot. he moved last year",
 * "sorry, Fabia! the Octavia was my dad's". The correction-only reader (above) reads a whole turn; here its
 * first sentence is read the same way, and what the rest says is kept beside it (index.ts). Only a first sentence
 * that opens on a word that says the user is taking back what was said ("no", "sorry", "wait", "actually", "scratch
 * that", "I meant") is one: "ah, Paris. such a great city" or "Oslo. it's lovely" corrects nothing.
 * Null when the turn is no such correction.
 */
export function openingCorrection(raw: string): { readonly value: string; readonly replaces: string | null; readonly opening: true } | null {
  const m = /^([^.!?;\n]+[.!;])\s+(\S[\s\S]*)$/.exec(raw.trim());
  if (!m || !TAKING_BACK.test(m[1] as string)) return null;
  const r = correctionOnly(m[1] as string);
  return r ? { ...r, opening: true } : null;
}
