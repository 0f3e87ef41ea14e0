/**
 * Statements inside a frame, read before the parser sees them: each line of a message is its own
 * sentence; a markdown heading is a title, not a statement; a bullet's mark goes; a "Key: value"
 * line whose key names a field ("Job: UX researcher", "Allergies: penicillin, latex", "Favourite
 * film: Alien") is read as the user saying it; in a pasted dialogue only the user's own lines
 * ("Me: …") count; and words quoted from someone else ('my son said "I'm a dinosaur"') are never the
 * user's own statement: the sentence that quotes them stores nothing.
 */

import { afterOthersQuote, answeredByOther, answeredLines, othersQuoted, ownQuoted } from './pasted.js';
import { inlineNumbered, namedListHead } from './listhead.js';
import { ownFramed } from './selfframe.js';
import { withoutExamples } from './notmine.js';
import { parseSentences } from './nlp.js';
import { plainSpeaker } from './speakers.js';
import { fieldSentence, namesField } from './fieldkey.js';

/** Words that lead a line without naming a field or a speaker ("Note: …", "Update: …"). */
const LEADS =
  /^(note|notes|nb|n\.b\.|update|fyi|ps|p\.s\.|edit|correction|reminder|btw|context|background|also|important|heads up|question|q|re|todo|to do|tl;?dr|summary|quick one|oh|ok|okay|so|and|but|actually|sorry|wait|oops)$/i;
/** The user as the speaker of a pasted line. */
const ME = /^(me|myself|i|user|you)$/i;
/** A quotation of at least two words ("…" or “…”) that speaks in the first person. */
const QUOTED =
  /["“]([^"”]*\b(?:i|i'm|im|i've|my|me|we|our|i’m)\b[^"”]*)["”]|(?:^|[\s:(])['‘](?=\p{L})(.*?\b(?:i|i'm|i am|i've|my|me|we|our|i’m)\b.*?)['’](?=\s*$|[\s.,!?;)])/iu;

/** The message as the sentences to parse, one entry per line, frames taken off. */
export function unframe(text: string): string[] {
  // Whose answers a pasted interview holds is read off its lead as typed, before the frames readers take leads off.
  const lines = answeredLines(
    joinHeadedLines(ownFramed(withoutExamples(joinBroken(text.split(/\r?\n/).map(plainSpeaker)))).flatMap((l) => fieldRun(l.trim()))),
    answeredByOther(text.split(/\r?\n/)),
  );
  // Two lines or more of "Name: words" are a pasted dialogue: only the user's lines are theirs.
  const dialogue = lines.filter((l) => SPEAKER.test(l) && !fieldKey(SPEAKER.exec(l)?.[1] ?? '')).length >= 2;
  const out: string[] = [];
  let aboutMe = false;
  for (const raw of lines) {
    if (!raw) continue;
    const heading = /^#{1,6}\s+/.test(raw);
    const bullet = /^(?:[-*•]|\d{1,2}[.)])\s+/.test(raw);
    let line = raw
      .replace(/^#{1,6}\s+/, '')
      .replace(/^(?:[-*•>]|\d{1,2}[.)])\s+/, '')
      .trim();
    if (!line) continue;
    // A heading is a title ("## About me"): never a statement, unless it speaks as the user does.
    if (heading) aboutMe = ABOUT_ME.test(line.replace(/[:.!]+$/, ''));
    if (heading && !/\b(i|i'm|i am|my)\b/i.test(line)) continue;
    // Under "## About me", a bullet without its subject is the user's: "- vegan", "- live in Porto".
    if (aboutMe && bullet) line = ownLine(line);
    // "copying my bio: 'Carpenter based in Hobart. Father of two.'": the user's own text, line by line.
    // "my boss's bio: 'Head of Sales. Based in Leeds.'": text another person wrote of themself is not the user's.
    if (othersQuoted(line)) {
      out.push(...(afterOthersQuote(line) !== null ? [afterOthersQuote(line) as string] : []));
      continue;
    }
    const own = ownQuoted(line);
    if (own) {
      out.push(...own.flatMap((f) => f.split(/\s+(?=(?:based|living|located) (?:in|near|outside|just outside)\b)/i)).map(ownFragment));
      continue;
    }
    const framed = keyValue(inlineNumbered(restated(line)), dialogue);
    if (framed === null) continue;
    out.push(...dropQuoted(framed));
  }
  return out;
}

/**
 * A sentence typed across a line break: "I'm into climbing, surfing" then "and mountain biking". A line that ends on a
 * comma, or a line that opens in lower case with a conjunction, goes on the sentence of the line before (never a
 * bullet, a heading or a "Key: value" line, which stand alone).
 */
function joinBroken(lines: readonly string[]): string[] {
  const out: string[] = [];
  const alone = /^\s*(?:[-*•#>]|\d{1,2}[.)]|[A-Za-z][\w '&/()-]{0,30}?:\s)/;
  for (const line of lines) {
    const prev = out[out.length - 1];
    const goesOn = /^\s*(?:and|or|plus|as well as|but also|&)\s/.test(line) || (prev !== undefined && /[\p{L}\d],\s*$/u.test(prev) && /^\s*\p{Ll}/u.test(line));
    if (prev !== undefined && prev.trim() !== '' && !alone.test(prev) && !alone.test(line) && goesOn) out[out.length - 1] = `${prev.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** A short item on a line of its own: a bullet or a bare phrase of at most four words that opens no clause. */
const ITEM_LINE = /^(?:(?:[-*•]|\d{1,2}[.)])\s+)?([^:?!]{1,40}?)[.,;]?$/;
const CLAUSE_START = /^(?:i|i'm|im|i've|my|we|our|he|she|they|it|you|there|this|that|and|but|so)\b/i;

/**
 * "Allergies:" then "- sulfa drugs", "- shellfish" on lines below (or the items bare, one a line): one
 * "Key: a, b, c" line, read as any other list. Two items at least; a line that opens a clause ends the list.
 */
/** Fields that hold several values: a heading of one of them may head items on lines of their own. */
const LIST_FIELD = /^(?:my )?(?:allerg(?:y|ies)|allergic to|medications?|meds|languages?|languages spoken|pets?)$/;

/**
 * A heading line that heads a list: a field of several values, or a heading `headedList` reads ("things I hate:",
 * "languages I know:"). A single-valued field ("Team:", "Diet:") or another heading ("My kids:") is never joined:
 * two values on two lines are no one value.
 */
function listHead(line: string, next = ''): RegExpExecArray | null {
  // "My medications" over bulleted lines: the bullets make it a heading without its colon.
  const head =
    /^(?:#{1,6}\s+)?([A-Za-z][\w '&/-]{0,30}?)\s*:$/.exec(line) ??
    (/^(?:[-*•]|\d{1,2}[.)])\s+/.test(next) || (/^#{1,6}\s/.test(line) && runLine(next) !== null)
      ? /^(?:#{1,6}\s+)?([A-Za-z][\w '&/-]{0,30}?)$/.exec(line)
      : null);
  const k = bareKey((head?.[1] ?? '').toLowerCase());
  return head && (LIST_FIELD.test(k) || headedList(k, 'x') !== null) ? head : null;
}

/** A line that is a list of short items and nothing else ("a, b and c", "a; b; c"): its items as typed, or null. */
function runLine(line: string): string | null {
  const text = line.trim().replace(/[.;]$/, '');
  const items = text.split(/\s*[,;]\s*|\s+(?:and|&)\s+/).filter((x) => x !== '');
  if (items.length < 2 || /[:?!]/.test(text) || /^(?:[-*•#>]|\d{1,2}[.)])/.test(text)) return null;
  return items.every((x) => x.split(/\s+/).length <= 4 && !CLAUSE_START.test(x)) ? text : null;
}

function joinHeadedLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const head = listHead(line, lines[i + 1] ?? '');
    const items: string[] = [];
    let j = i + 1;
    while (head && j < lines.length) {
      const m = ITEM_LINE.exec(lines[j] as string);
      // "sumatriptan (only when needed)": the item without its aside.
      const item = (m?.[1] ?? '').replace(/\s*\([^()]*\)$/, '').trim();
      if (!m || item === '' || item.split(/\s+/).length > 4 || CLAUSE_START.test(item)) break;
      items.push(item);
      j++;
    }
    // "## Things I'm into" over "kayak polo, letterpress, birdsong recording": the items on one line of their own.
    const run = head && items.length < 2 ? runLine(lines[i + 1] ?? '') : null;
    if (head && run !== null) {
      out.push(`${head[1] as string}: ${run}`);
      i += 1;
    } else if (head && items.length >= 2) {
      // Said as a list is said ("a, b and c"): two bare names with only a comma between them read as a place and its region.
      out.push(`${head[1] as string}: ${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`);
      i = j - 1;
    } else out.push(line);
  }
  return out;
}

/** "Waiter: noted", "Me: I'm allergic to shellfish": a speaker and their words. */
const SPEAKER = /^([A-Z][\w'-]{0,20}(?: [A-Z]?[\w'-]{0,20})?)\s*:\s+\S/;

const fieldKey = (key: string): boolean => namesField(key) || LEADS.test(key.trim().toLowerCase());

/** A "Key: value" line as what the user says; null for another speaker's line; the line itself otherwise. */
function keyValue(line: string, dialogue: boolean): string | null {
  const m = /^([A-Za-z][\w '&/-]{0,30}?)\s*([:?=])\s+(.+)$/.exec(line) ?? dashed(line);
  if (!m) return line;
  const key = (m[1] as string).trim();
  const value = (m[m.length - 1] as string).trim();
  // "my allergies are: …", "my meds include: …": the key without its verb; "current meds:", "known allergies:": without its qualifier.
  const k = bareKey(key.toLowerCase());
  // "I think I'm allergic to cats? I sneeze …": a clause that ends in a question mark is no key; only a field's name asks for its value ("Allergies? latex").
  if (m[2] === '?' && !namesField(k)) return line;
  if (LEADS.test(k)) return line;
  if (ME.test(k) && (dialogue || k === 'me')) return value;
  // A key that names a field is read by its meaning first (fieldkey.ts); a heading of another list after.
  const field = fieldSentence(k, value);
  if (field !== null) return field;
  const headed = headedList(k, value) ?? namedListHead(key, value);
  if (headed) return headed;
  // A speaker's line in a pasted dialogue ("Waiter: noted", "Mum: I'm moving to Spain"): not the user's words.
  if (dialogue && SPEAKER.test(line)) return null;
  // "football team: Celtic": a named thing of the user's, and its name.
  const head = (value.split(/[,;!]/)[0] as string).trim();
  const named = /^\p{Lu}[\p{L}'&.-]*(?: [\p{Lu}&][\p{L}'&.-]*){0,3}$/u.test(head);
  if (key.split(/\s+/).length <= 3 && named && !/[?]/.test(line) && !/^(i|i'm|we|you|it|my)\b/i.test(value)) return `my ${k} is ${value}`;
  return line;
}

/** A key without its verb ("my allergies are"), its qualifier ("current meds") or when it holds ("meds atm", "hobbies rn"). */
function bareKey(k: string): string {
  return k
    .replace(/\s+(?:are|is|include|includes)$/, '')
    .replace(QUALIFIER, '')
    .replace(/\s+(?:right now|rn|at the moment|atm|currently|these days|nowadays|lately|so far|for now|as of now|now)$/, '');
}

/** Words before a field's name that do not change the field ("current meds", "known allergies", "my main job"). */
const QUALIFIER = /^(?:(?:my|current|currently|present|known|main|usual|regular|daily|primary|existing|confirmed) )+/;

/**
 * One line holding several "Key: value" parts ("Emergency info — Allergies: latex. Blood type: A+.") as one
 * line each: a part starts after a full stop or a dash, with a key of at most three words and a colon.
 */
function fieldRun(line: string): string[] {
  const parts = line.split(/(?:(?<=[.;])\s+|\s+[—–-]\s+)(?=[A-Za-z][A-Za-z]*(?: [A-Za-z]+){0,2}:\s)/);
  // "full name: Maeve. location: Cork": a key in lower case starts a part only when it names a field.
  const keyed = (p: string) => /^[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}:\s/.test(p) || namesField(/^([^:]+):/.exec(p)?.[1] ?? '');
  return parts.length > 1 && parts.slice(1).every(keyed) ? parts : [line];
}

/** Sentences that quote someone else in the first person store nothing: they are taken out. */
function dropQuoted(line: string): string[] {
  if (!QUOTED.test(line)) return [line];
  // The whole line in quotes is the user's own words, quoted for emphasis.
  if (/^["“][^"”]*["”][.!]?$/.test(line)) return [line.replace(/["“”]/g, '')];
  if (/^(remember|note|keep in mind|don't forget)\b/i.test(line)) return [line];
  const sentences = line.split(/(?<=[.!?])\s+(?=[A-Z])/);
  // "how do I say 'I'm vegan' in Italian?": a question about the quoted words still asks; the words are not the user's.
  return sentences.flatMap((s) => (!QUOTED.test(s) ? [s] : /\?\s*$/.test(s) ? [s.replace(QUOTED, (m) => `${/^\s/.test(m) ? ' ' : ''}that`)] : []));
}

/** "I wrote Spanish but I meant Catalan", "I said analyst, I meant scientist": the correction as "Catalan, not Spanish". */
function restated(line: string): string {
  return (
    line
      // "coffee-wise I take it black": the thing the "it" stands for.
      .replace(/^(\p{L}+)-wise,?\s+(I|i)\s+(take|like|have|want|drink)\s+(it|them)\b/u, '$2 $3 my $1')
      // "When I was a kid we lived in Lagos": the time, then what was so.
      .replace(
        /^(?:when|back when|as) I was (a kid|little|young|a child|a teenager|growing up|in (?:school|college|uni|university))\s*,?\s+(?=we|I|my)/i,
        'as a child, ',
      )
      .replace(
        /\bI (?:said|wrote|typed|put|told you)\s+([\p{L}\p{N}' /&.-]{1,40}?)(?:\s+(?:earlier|before|above|by mistake))?,?\s+(?:but\s+)?I\s+(?:meant|mean)\s+([\p{L}\p{N}' /&.-]{1,40}?)(?=[,.;!?]|$)/iu,
        (_m, said: string, meant: string) => `${meant}, not ${said}`,
      )
      // "Obsidian, Zotero and/or LaTeX": a list's last item after "and/or" is an item as after "and".
      .replace(/\band\s*\/\s*or\b/gi, 'and')
      // "quince, tarragon and anything with annatto in it": the item is what the things hold.
      .replace(
        /\b(?:and|or|,) (?:anything|everything|stuff|food|foods) (?:with|containing) ([\p{L}-]+(?: [\p{L}-]+)?)(?: in (?:it|them))?(?=[,.;!?]|$)/giu,
        (m, item: string) => `${m.startsWith(',') ? ',' : m.split(' ')[0]} ${item}`,
      )
  );
}

/** "allergies - penicillin, latex": a field's key and its value after a dash (only a key that names a field or a list). */
function dashed(line: string): RegExpExecArray | null {
  const m = /^([A-Za-z][\w '&/]{0,30}?)\s+(?:-{1,2}|[–—])\s+(.+)$/.exec(line);
  const k = m?.[1]?.trim().toLowerCase().replace(/^my /, '') ?? '';
  // "tools I use daily - Figma, Notion": a heading that says what the list is of, as after a colon.
  return m && (namesField(k) || DISLIKES.test(k) || LIKES.test(k) || (/,/.test(m[2] ?? '') && headedList(k, 'x') !== null)) ? m : null;
}

/** Heads of a list of dislikes or likes ("pet peeves: …", "my hobbies: …"). */
const DISLIKES =
  /^(?:my )?(?:pet peeves?|pet hates?|bugbears?|dislikes|hates|turn-offs|no-gos?|dealbreakers|things i (?:hate|dislike|can't stand|cannot stand|can not stand))$/;
const LIKES = /^(?:my )?(?:likes|loves|hobbies|interests|passions)$/;
/** A count said before its items ("three engineers", "a team of four", "two languages"). */
const COUNT = String.raw`(?:a team of |a couple of |a few |several |some )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple)(?: [a-z-]+)?`;

/**
 * A list said after a heading: "things I can't stand: A, B and C" is "I can't stand A, B and C";
 * "pet peeves: …" is "I dislike …"; "I manage three engineers: A, B and C" is "I manage A, B and
 * C" (the count gives way to the items). Null when the heading is none of these.
 */
function headedList(key: string, value: string): string | null {
  const items = value.replace(/[.!]+$/, '');
  if (DISLIKES.test(key)) return `I dislike ${items}`;
  // "hobbies: …" says what the user's hobbies are, as "my hobbies are …" does; "likes: …" says what they like.
  if (LIKES.test(key)) return /(?:hobbies|interests|passions)$/.test(key) ? `my ${key.replace(/^my /, '')} are ${items}` : `I like ${items}`;
  // "things I can't stand", "stuff we never eat", "what I avoid": the first person and its verb, then the items.
  // "can't eat: …", "allergic to: …", "never drink: …": a verb phrase said without its subject heads the user's list.
  if (/^(?:can't|cannot|can not|don't|do not|never|won't|will not|allergic to|intolerant to|sensitive to|also|currently) ?[a-z ]{0,20}$/.test(key))
    return `I ${/^(?:allergic|intolerant|sensitive)\b/.test(key) ? 'am ' : ''}${key} ${items}`;
  // "meds I'm on: …", "languages I speak: …", "instruments we play: …": what the list is of, then the first person and its verb.
  if (/^(?:where|who|when|why|how|which|do|does|did|is|are|am|can|could|would|will|should|have|has)\b/.test(key)) return null;
  // A key that opens with its own subject ("i think i'm …") is a clause, not a heading of what a list is of.
  const relative = /^(?:i|we|you|he|she|they|it)\b/.test(key)
    ? null
    : /^(?:the )?(?:[a-z-]+ ){0,1}[a-z-]+(?: that)? (i|we|i'm|i am|we're|we are) (.+)$/.exec(key);
  // "languages I know: …", "meds I'm on: …": a list whose noun names a field of the user's is that field's list.
  const field = relative && /^(?:i|i'm|i am)$/.test(relative[1] ?? '') && !/^fav|^fave|^go-to/.test(key) ? fieldSentence(key.split(' ')[0] ?? '', items) : null;
  if (field) return field;
  // "tools I use daily: …": how often is said after the items ("I use A, B daily").
  const often = /^(.+?)\s+(daily|every ?day|most days|regularly|a lot|at work|for work|the most|all the time)$/.exec(relative?.[2] ?? '');
  if (relative)
    return `${relative[1] === 'we' ? 'we' : relative[1] === 'i' ? 'I' : relative[1]?.startsWith('we') ? 'we are' : 'I am'} ${often ? `${often[1] as string} ${items} ${often[2] as string}` : `${relative[2]} ${items}`}`;
  const counted = new RegExp(String.raw`^(i|we|i've|we've) ((?:got|have|[a-z']+)(?: to)?) ${COUNT}$`).exec(key);
  // "I've got 3 kids: Ana, Ben and Cleo": what is had, then who; "I manage three engineers: …" is managing each.
  if (counted && /^(have|got)$/.test(counted[2] ?? '')) return `${key}, ${items}`;
  if (counted) return `${counted[1] === 'i' ? 'I' : 'we'} ${counted[2]} ${items}`;
  return null;
}

/** Headings of a list about the user. */
const ABOUT_ME = /^(?:about me|me|myself|about myself|my details|personal(?: info| details| information)?|my profile|profile|who i am|facts about me)$/i;
/** Verbs a bullet about the user may start with ("live in Porto", "work at Arup"). */
const OWN_VERBS = /^(?:live|work|speak|have|like|love|hate|prefer|play|use|eat|drink|study|take|run|go|teach|manage|lead|own|cycle|swim|climb)\b/i;

/**
 * A fragment of the user's own bio as their sentence: "Based in Austin" → "I am based in Austin",
 * "Product marketer at Fennimore Labs" → "I am a product marketer at Fennimore Labs".
 */
function ownFragment(line: string): string {
  if (/^(i|i'm|i am|my|we|our)\b/i.test(line) || /[:?]/.test(line) || line.split(/\s+/).length > 8) return line;
  const first = line.split(/\s+/)[0] ?? '';
  const lowered = /^\p{Lu}\p{Ll}+$/u.test(first) ? line.charAt(0).toLowerCase() + line.slice(1) : line;
  if (OWN_VERBS.test(lowered)) return `I ${lowered}`;
  // "Lives in Perth", "Teaches piano on weekends": a verb said of the bio's person, said of the user.
  const said = parseSentences(`she ${lowered}`)[0]?.[1];
  if (said?.pos === 'VERB' && said.lower !== said.lemma && /s$/.test(said.lower)) return `I ${said.lemma}${lowered.slice(said.text.length)}`;
  if (/^(?:based|living|located|working|currently|originally|from)\b/i.test(lowered)) return `I am ${lowered}`;
  if (!/^\p{Ll}/u.test(lowered)) return `I am ${lowered}`;
  return `I am ${/^[aeiou]/i.test(lowered) ? 'an' : 'a'} ${lowered}`;
}

/** A bullet under "About me" as the user's own sentence: "live in Porto" → "I live in Porto", "vegan" → "I am vegan". */
function ownLine(line: string): string {
  if (/^(i|i'm|i am|my|we|our)\b/i.test(line) || /[:?]/.test(line) || line.split(/\s+/).length > 8) return line;
  // "two whippets", "3 kids", "a couple of bikes": a counted thing is had, not been.
  if (COUNTED.test(line)) return `I have ${line}`;
  return OWN_VERBS.test(line) ? `I ${line}` : `I am ${line}`;
}

/** A noun phrase that opens with a count of more than one. */
const COUNTED = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|several)\s+\p{L}[\p{L}-]*s\b/iu;
