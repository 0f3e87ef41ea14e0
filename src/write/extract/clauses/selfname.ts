/**
 * The user's own name said by the shape of an introduction or a sign-off, not by a clause with "my name is":
 * - "Maximilian here", "hi, Dagny here from accounts" (followup.ts);
 * - "Ewa speaking", "hey, Ewa speaking";
 * - a sign-off that closes the user's own message: "… thanks!\n– Mateus", "…, ta -Rosa", "Thanks,\nMateus".
 * Only a capitalised word may be the name (the write gate then checks it is one: not a place, a day, a
 * nationality). A signature under a pasted text (a greeting to someone else above it, a blank line between
 * paragraphs, a lead that ends in a colon) is no sign-off of the user's: selfframe.ts reads those by their lead.
 */
import { introducedHere } from './followup.js';
import { fieldFact, type Draft } from './phrases.js';
import { inLexicon } from './nlp.js';
import { CONDITION, dietIn } from './people.js';
import { TRANSIENT } from './words.js';
import { isDemonym } from '../demonyms.js';

const NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)`;
/** "Ewa speaking", "hi, this is Ewa speaking": the caller's own name. */
const SPEAKING = new RegExp(String.raw`^${NAME}\s+speaking\b\s*(?:$|[,.!;:—–-])`, 'u');
/** A greeting or "this is" before an introduction, in any case ("Hi,", "hey there -", "This is"). */
const GREETING = /^(?:(?:hi|hey|hello|hiya|heya|howdy|morning|evening|yo|ok|okay)(?:\s+there)?\b[\s,!.—–-]*)?(?:(?:this is|it's|it is)\s+)?/i;
/** A dash or a tilde before the name that closes a message ("– Mateus", "~Rosa", "-- Jun"), after a sentence's end. */
const SIGN_DASH = new RegExp(String.raw`(?:^|[.!?)]\s*)(?:--?|–|—|~)\s*${NAME}\s*[.!]?$`, 'u');
/** Thanks or a farewell said before a sign-off on the same line. */
const THANKED = /\b(?:thanks|thank you|thx|ta|cheers|regards|bye|see (?:you|ya)|talk soon|speak soon|appreciate it)\b/i;
/** A line that ends a sentence (not a bullet, not a heading): what a sign-off on the next line closes. */
const ENDED = /^(?![-*•#>]|\d{1,2}[.)])[^\n]*[.!?)]$/u;
/** A line that only signs off ("Thanks,", "Cheers!", "Best wishes"). */
const SIGN_OFF_LINE =
  /^(?:(?:many|big|huge|best|kind|warm|warmest|with)\s+)?(?:thanks|thank you|thanks again|ta|cheers|regards|wishes|best|love|sincerely|take care|speak soon|thx|x+)[\s,.!x]*$/i;
/** A message that holds a pasted text: a greeting to someone above the end, paragraphs, a lead ending in a colon. */
const PASTED = /^(?:dear|hi|hey|hello|good (?:morning|afternoon|evening))\s+\p{L}+[,!]?\s*$|:\s*$/imu;
/** Words that are no name, capitalised at a line's start. */
const NOT_NAME =
  /^(?:I|It|We|They|He|She|This|That|Thanks|Thank|Cheers|Regards|Best|Love|Sent|Team|Everyone|All|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow|Tonight|Later|Soon|Me|Myself|Anon|Anonymous)\b/;

/** A greeting that opens a message: "hi", "hey there", "good morning", "hi all", "yo" (and its punctuation). */
const OPENED =
  /^(?:(?:oh|ah|well)[\s,]+)?(?:hi|hey|hello|hiya|heya|howdy|yo|hallo|morning|evening|afternoon|good (?:morning|afternoon|evening|day)|greetings)(?:\s+(?:there|all|everyone|everybody|folks|again))?\b[\s,!.—–-]*/i;
/** Where an introduction's name ends: the message's end or a mark of a clause's end. */
const ENDS = String.raw`\s*(?:$|[,.!?;:—–-])`;
const WORD = String.raw`(\p{L}[\p{L}'’-]*(?:\s\p{Lu}[\p{Ll}'’-]+)?)`;
/**
 * The shapes of an introduction, by where the name stands (the name's word is group 1):
 * "it's me, Lotte", "it's Dmitri again", "this is Hyun-woo" and "Kwame again" after a greeting (`greeted`);
 * "Fenna from Rotterdam here", "Arjun's the name", "Name's Hope", "my name is Will and …" anywhere at the message's start.
 */
const INTRODUCTIONS: readonly { readonly shape: RegExp; readonly greeted: boolean }[] = [
  { shape: new RegExp(String.raw`^(?:[Ii]t'?s|[Ii]t is|[Tt]his is)\s+(?:just\s+)?me\s*[,—–-]\s*${WORD}${ENDS}`, 'u'), greeted: false },
  { shape: new RegExp(String.raw`^(?:[Ii]t'?s|[Ii]t is|[Tt]his is)\s+${WORD}(?:\s+again)?${ENDS}`, 'u'), greeted: true },
  { shape: new RegExp(String.raw`^${WORD}\s+again${ENDS}`, 'u'), greeted: true },
  { shape: new RegExp(String.raw`^${WORD}\s+from\s+(?:the\s+)?[\p{L}&'’ -]{2,40}?\s+here${ENDS}`, 'u'), greeted: false },
  { shape: new RegExp(String.raw`^${WORD}(?:'s|’s|\s+is)\s+the\s+name${ENDS}`, 'u'), greeted: false },
  // "Name's Hope.", "the name's Will, and I will …", "my name is Rose and I …": the noun of the name before it.
  { shape: new RegExp(String.raw`^(?:(?:[Mm]y|[Tt]he)\s+)?[Nn]ame(?:'s|’s|\s+is)\s+${WORD}(?:${ENDS}|\s+(?:and|&|but)\s)`, 'u'), greeted: false },
  { shape: new RegExp(String.raw`^(?:[Ii]'?m|[Ii] am)\s+${WORD}(?:${ENDS}|\s+(?:and|&)\s)`, 'u'), greeted: true },
  { shape: new RegExp(String.raw`^${WORD}\s+(?:btw|here)${ENDS}`, 'u'), greeted: true },
];

/** The words an introduction opens with before the name ("it's", "I'm", "this is"), and what may close it. */
const LEAD_IN = String.raw`(?:(?:[Ii]t'?s|[Ii]t is|[Tt]his is|[Ii]'?m|[Ii] am)\s+)?`;
const CLOSE = String.raw`(?:\s+(?:here|again|btw|by the way|speaking))?\s*(?:$|[,.!?;:—–-]|\s(?:and|&|but)\s)`;
/** "Name's Hope", "my name is Will and …": the noun of the name before the word, greeted or not. */
const NAME_NOUN = String.raw`^(?:(?:[Mm]y|[Tt]he)\s+)?[Nn]ame(?:'s|’s|\s+is)\s+`;
/** "it's Sunny here", "this is Rich again": a shape that introduces without a greeting (the weather's "it's sunny here" is not capitalised). */
const UNGREETED = String.raw`^(?:it'?s|it is|this is)\s+`;
const HERE = String.raw`\s+(?:here|again)\s*(?:$|[,.!?;:—–-])`;

/**
 * Whether `value` is a name the user gives themself by an introduction's shape after a greeting — "hi, I'm Hope",
 * "it's Sunny here 👋", "hey it's Rich, back again", "Morning — Sunny speaking" — or after the noun "name" — "Name's
 * Hope.", "my name is Will and I will …" — even where it is also a word of the lexicon. The shape is the
 * evidence: a greeting opens the message, the word closes the introduction, and it is capitalised where the rest of the
 * message capitalises no word of the lexicon (so "hi, it's sunny here" and "Hi, It's Sunny Here" name no one). A diet,
 * a state of health or of the moment, a day or a nationality is never a name.
 */
export function greetedName(raw: string, value: string): boolean {
  if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(value) || NOT_NAME.test(value)) return false;
  const lower = value.toLowerCase();
  if (CONDITION.test(lower) || TRANSIENT.test(lower) || dietIn([lower]) || isDemonym(lower)) return false;
  const text = raw
    .trim()
    .replace(/\s*[\p{Extended_Pictographic}\u{FE0F}]+\s*/gu, '. ')
    .trim();
  const greeted = OPENED.exec(text);
  const after = text.slice(greeted ? greeted[0].length : 0);
  const shaped =
    new RegExp(String.raw`${NAME_NOUN}${value}${CLOSE}`, 'u').test(after) ||
    (greeted ? new RegExp(String.raw`^${LEAD_IN}${value}${CLOSE}`, 'u').test(after) : new RegExp(String.raw`${UNGREETED}${value}${HERE}`, 'u').test(after));
  if (!shaped) return false;
  // Every other capitalised word of the lexicon opens a sentence or is "I": the value's capital was meant.
  const words = [...text.matchAll(/(^|[.!?]\s+|\s)(\p{Lu}[\p{Ll}'’-]+)/gu)];
  return words.every(
    (m) =>
      m[2] === value || /^(?:I|I'm|I’m)$/.test(m[2] as string) || /[.!?]/.test(m[1] as string) || m.index === 0 || !inLexicon((m[2] as string).toLowerCase()),
  );
}

/**
 * The name an introduction's shape gives. The name is capitalised, or — in a message typed wholly in lower case — a word
 * the English lexicon does not hold ("yo it's dmitri again"; "hi, it's freezing" names no one).
 */
function introduced(text: string): Draft | null {
  const greeted = OPENED.exec(text);
  const after = text.slice(greeted ? greeted[0].length : 0);
  for (const { shape, greeted: needsGreeting } of INTRODUCTIONS) {
    if (needsGreeting && !greeted) continue;
    const name = shape.exec(after)?.[1];
    if (!name || NOT_NAME.test(name)) continue;
    if (/^\p{Lu}/u.test(name)) return fieldFact('name', name);
    const lower = !/\p{Lu}/u.test(text) && !name.includes(' ') && !inLexicon(name);
    if (lower) return fieldFact('name', (name[0] as string).toUpperCase() + name.slice(1));
  }
  return null;
}

/** The name a turn gives the user by an introduction or a sign-off; null when none is said so. */
export function statedName(raw: string): Draft | null {
  const text = raw
    .trim()
    .replace(/\s*[\p{Extended_Pictographic}\u{FE0F}]+\s*/gu, ' ')
    .trim();
  // An emoji between an introduction and what follows ends the introduction ("Torvald here 👋 can you …").
  const bounded = raw
    .trim()
    .replace(/\s*[\p{Extended_Pictographic}\u{FE0F}]+\s*/gu, '. ')
    .trim();
  const intro = introducedHere(raw) ?? introducedHere(text.replace(GREETING, '')) ?? introducedHere(bounded.replace(GREETING, '')) ?? introduced(bounded);
  if (intro) return intro;
  const speaking = SPEAKING.exec(text.replace(GREETING, ''));
  if (speaking && !NOT_NAME.test(speaking[1] as string)) return fieldFact('name', speaking[1] as string);
  const signed = signOff(text);
  return signed ? fieldFact('name', signed) : null;
}

/** The name that signs off the user's own message, or null. */
function signOff(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l, k, all) => l !== '' || (k > 0 && all[k - 1] !== ''));
  const body = lines.filter((l) => l !== '');
  if (body.length === 0 || body.length > 4 || lines.includes('') || PASTED.test(body.slice(0, -1).join('\n'))) return null;
  const last = body[body.length - 1] as string;
  // "… thanks! – Mateus", or "– Mateus" on a line of its own after what the user said.
  const dashed = SIGN_DASH.exec(last);
  // On a line of its own, the line before must end a sentence: "fave singers" over "- Adele" is a list's item.
  // On the same line ("love this song! - Adele" names a singer), only after thanks or a farewell.
  const closes = dashed && (dashed.index > 0 ? THANKED.test(last.slice(0, dashed.index)) : body.length > 1 && ENDED.test(body[body.length - 2] as string));
  const said = dashed && closes ? (dashed[1] as string) : null;
  // "Thanks,\nMateus": a name alone on the line after a line that only signs off.
  const alone = new RegExp(String.raw`^${NAME}[.!]?$`, 'u').exec(last);
  const after = alone && body.length > 1 && SIGN_OFF_LINE.test(body[body.length - 2] as string) ? (alone[1] as string) : null;
  const name = said ?? after;
  return name && !NOT_NAME.test(name) ? name : null;
}
