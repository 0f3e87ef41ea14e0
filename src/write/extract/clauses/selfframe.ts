/**
 * Text the user pastes about themselves, turned into the user's own lines before the frame rules
 * (framed.ts) read them. Whose text it is decides everything: the lead before it ("my email sig:",
 * "pasting my out-of-office", "here's my bio:") must say it is the user's, and name no one else
 * ("my manager's sig", "an email from a supplier", "bio of our keynote speaker"). Then:
 * - a signature block (a name line after a sign-off, then "role | employer" or "role, employer")
 *   is the user's name, role and employer;
 * - a bio in the third person ("Tomasz is a sommelier based in Gdańsk who has worked at …") is the
 *   user's own clauses, its subject made "I";
 * Whatever the owner, a line of "Key: value" parts joined by pipes, semicolons or tabs is one line
 * per part, and "me - …", "me > …" in a pasted chat is the user's line ("Me: …").
 * A signature of someone else is dropped (its name never becomes the user's).
 */
import { ROLE_HEAD } from './phrases.js';
import { relationalNoun } from './kin.js';

/** Nouns of a text that says who someone is. */
const SELF_TEXT = String.raw`(?:e-?mail )?(?:sig|signature|footer|sign-?off|out[- ]of[- ]office|ooo|auto-?reply|away message|bio|biography|blurb|about[- ]me|about section|profile|intro|introduction|summary|cv|resume|résumé)`;
const SELF_TEXT_RE = new RegExp(String.raw`\b${SELF_TEXT}\b`, 'i');
/** Nouns of a form filled in about a person ("the form for my son:", "my mum's details:"). */
const FORM = String.raw`forms?|details|info|information|particulars|registration|application|records?|intake|paperwork`;
/** A form named as another person's by the relation it is for ("form for my son", "details of our eldest"). */
const FORM_FOR = new RegExp(String.raw`\b(?:${FORM})\s+(?:for|about|of|on)\s+(?:my|our)\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)\s*$`, 'iu');
/** Nouns of a written text someone sends or posts ("an email from my landlord:", "my sister's message:"). */
const OTHERS_TEXT_RE = new RegExp(
  String.raw`\b(?:${SELF_TEXT}|e-?mails?|messages?|msg|dm|texts?|letters?|notes?|posts?|replies|reply|memo|announcement|cover letter|whatsapp|voicemail|statement|speech|toast|${FORM})\b`,
  'i',
);
/** A text named as the user's own ("my reply", "about me (from my website)"): never someone else's, whatever else the lead says. */
const OWN_TEXT_RE = new RegExp(String.raw`\b(?:my|our)\s+(?:own\s+)?(?:[\p{L}-]+\s+)?${OTHERS_TEXT_RE.source.slice(2, -2)}\b|\babout (?:me|myself)\b`, 'iu');
/** A text of who someone is, called the user's own ("my bio", "my speaker bio", "our about section"). */
const OWN_SELF_TEXT = new RegExp(String.raw`\b(?:my|our)\s+(?:own\s+)?(?:[\p{L}-]+\s+)?${SELF_TEXT}\b`, 'iu');
/** Words that say the text after them is the user's own: "my …", "the … I use", "… for my website". */
const MINE = /\b(?:my|our|mine)\b|\b(?:i|we)\s+(?:use|wrote|set up|have|put|made|added|just wrote|drafted)\b/i;
/** Words that name someone else as the text's owner or sender. */
const OTHERS =
  /\b(?!(?:it|that|here|there|what|who|let|he|she)['’]s\b)\p{L}+['’]s\b|\b(?:his|her|their|he|she|they|someone|somebody)\b|\b(?:from|of|by)\s+(?:a|an|the|my|our|this|that|one|some)\b|\bmy\s+[\p{L}-]+\s+(?:sent|wrote|forwarded|emailed|posted|shared)\b/iu;

/** Who a lead says the text after it belongs to: the user, someone else, or not said. */
function ownerOf(lead: string): 'user' | 'other' | null {
  // "copying my bio from the festival site", "my speaker bio for the conference": a text of who someone is, called the
  // user's own, is theirs whatever place it comes from or is for.
  if (OWN_SELF_TEXT.test(lead) && !/\b(?!(?:it|that|here|there|what)['’]s\b)\p{L}+['’]s\b|\b(?:his|her|their)\b/iu.test(lead)) return 'user';
  if (OTHERS.test(lead)) return 'other';
  const forWhom = FORM_FOR.exec(lead);
  if (forWhom && relationalNoun(forWhom[1] as string) !== null) return 'other';
  if (SELF_TEXT_RE.test(lead) && MINE.test(lead)) return 'user';
  return null;
}

/** A sign-off before a signature's name line. */
const SIGN_OFF =
  /^(?:--+|—|(?:(?:best|kind|warm|warmest|many|with|all the)\s+)?(?:regards|wishes|thanks|best|cheers|sincerely|yours(?: sincerely| truly| faithfully)?|thank you|thx|ta|take care|speak soon|warmly|love|rgds|br)[\s,.!]*)$/i;
/** A full name (two to four capitalised words) before the lower-case verb said of it. */
const FULL_NAME = /^(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|da|del|van|von|der|den|la|le|di|bin|binti|al|el|ter)\s+)*\p{Lu}[\p{L}'’-]+){1,3})\s+\p{Ll}/u;
/** A lead line that names a signature and ends there or on its colon ("here's my sig for context:", "my email signature -"). */
const SIG_LEAD = /\b(?:e-?mail )?(?:sig|signature|sign-?off|footer)\b[^"“:]*(?:[:\-–—]\s*)?$/i;
/** A personal name as a line of its own: two to four capitalised words, an optional title before. */
const NAME_LINE =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx|Miss|Sir|Rev)\.?\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|da|del|van|von|der|den|la|le|di|bin|binti|al|el|ter)\s+)*\p{Lu}[\p{L}'’-]+){1,3})(?:,?\s+(?:PhD|MD|MBA|MSc|BSc|MA|BA|RN|CPA|FRCS|MRCP)\.?)*$/u;

/** "Senior Cartographer | Lindqvist Survey AB", "Procurement Lead, Halvorsen Marine": the role and the employer. */
function roleAndEmployer(line: string): { role: string; employer: string } | null {
  const parts = line
    .split(/\s*(?:\||·|•|,|\s[-–—@]\s|\s+at\s+)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length !== 2) return null;
  const roleLike = (p: string) => p.split(/\s+/).some((w) => ROLE_HEAD.test(w.replace(/[^\p{L}]/gu, '')));
  const [a, b] = parts as [string, string];
  // The convention is "title | organisation"; a role word on the second part alone turns it round.
  const [role, employer] = !roleLike(a) && roleLike(b) ? [b, a] : [a, b];
  if (role.split(/\s+/).length > 5 || !/^\p{Lu}/u.test(employer) || /\d{3,}|@|https?:|www\./i.test(line)) return null;
  return { role, employer };
}

/** The signature block's lines read as the user's statements, from the name line at `at`. */
function signature(lines: readonly string[], at: number): { said: string[]; used: number } {
  const name = NAME_LINE.exec(lines[at] ?? '');
  const said = name ? [`my name is ${name[1] as string}`] : [];
  const job = roleAndEmployer(lines[at + 1] ?? '');
  if (job) said.push(`my role is ${job.role}`, `I work at ${job.employer}`);
  return { said, used: job ? 2 : 1 };
}

/** The words that introduce a pasted text: its first line, when that line comes before `at`. */
const leadOf = (lines: readonly string[], at: number): string => lines.slice(0, at).find((l) => l.trim() !== '') ?? '';

/** "Tomasz is …", "She lives …": a sentence whose subject is the bio's person, as the user's own clause. */
function firstPerson(sentence: string, name: string | null): string | null {
  const subject = new RegExp(String.raw`^(?:${name ? String.raw`${escape(name)}(?:\s+\p{Lu}[\p{L}'’-]+)*|` : ''}[Ss]he|[Hh]e|[Tt]hey)\s+(\p{L}+)\b`, 'u');
  const m = subject.exec(sentence);
  if (!m) return null;
  const verb = m[1] as string;
  const rest = sentence.slice(m[0].length);
  const mine = rest.replace(/\b(?:her|his|their)\b/gi, 'my').replace(/\b(?:she|he)\b/gi, 'I');
  return `I ${agree(verb)}${mine}`;
}

/** A verb said of "she" said of "I": is → am, has → have, works → work, carries → carry. */
function agree(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'is' || v === "'s") return 'am';
  if (v === 'has') return 'have';
  if (v === 'does') return 'do';
  if (v === 'was' || !/s$/.test(v) || /(?:ss|us|is)$/.test(v)) return v;
  if (/ies$/.test(v)) return v.replace(/ies$/, 'y');
  if (/(?:sh|ch|x|z|o)es$/.test(v)) return v.replace(/es$/, '');
  return v.replace(/s$/, '');
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentences of a third-person bio as the user's clauses: its person named by the first sentence's
 * subject; a relative clause ("who has worked at …", ", where she …") and "based in …" become clauses of their own.
 */
function bioClauses(text: string): string[] {
  const sentences = text
    .replace(/^["“‘']|["”’']\s*[.!]?$/g, '')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((s) => s.replace(/[.!]+$/, '').trim())
    .filter(Boolean);
  const first = /^(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s+(?:is|was|has|works|lives|runs|leads|teaches|writes|grew|spent|founded|joined)\b/u.exec(
    sentences[0] ?? '',
  );
  if (!first) return [];
  // "Ngozi Achterberg is a glassblower …": the full name the user's own bio opens on is the user's name.
  const full = FULL_NAME.exec(sentences[0] ?? '');
  const out: string[] = full ? [`my name is ${full[1] as string}`] : [];
  for (const s of sentences) {
    const parts = s.split(/,?\s+(?=(?:who|and|where|based|living|located)\s)/i);
    let subject = firstPerson(parts[0] as string, first[1] as string);
    if (!subject) continue;
    out.push(...occupation(subject));
    for (const p of parts.slice(1)) {
      const rel = /^(?:who|and)\s+(\p{L}+)(.*)$/iu.exec(p);
      if (/^(?:based|living|located)\s/i.test(p)) subject = `I am ${p}`;
      else if (rel && /^(?:is|has|was|works|lives|runs|leads|teaches|holds|speaks|loves|enjoys|spends|\p{L}+ed)$/iu.test(rel[1] as string))
        subject = `I ${agree(rel[1] as string)}${(rel[2] as string).replace(/\b(?:her|his|their)\b/gi, 'my')}`;
      else continue;
      out.push(subject);
    }
  }
  return out;
}

/**
 * "I am a marine acoustician at the Tasman Sound Institute": what a bio says its person is, is their occupation —
 * the role, and where they do it. Any other clause is kept as it is.
 */
function occupation(clause: string): string[] {
  const m =
    /^I am an? ((?:[\p{Ll}-]+\s){0,3}[\p{Ll}-]+)(?:\s+(?:at|with|for)\s+(?:the\s+)?(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&|of|and|\p{Lu}[\p{L}&'’.-]*)){0,4}))?$/u.exec(
      clause,
    );
  if (!m) return [clause];
  return [`my role is ${m[1] as string}`, ...(m[2] ? [`I work at ${m[2]}`] : [])];
}

/** Lines of "Key: value" parts joined by pipes, semicolons or tabs, one part a line; any other line as it is. */
function fieldParts(line: string): string[] {
  const KEYED = /^[A-Za-z][\w '&/()-]{0,30}?\s*(?::|=|\s[-–—]\s)\s*\S/;
  // "my details -> name: …": the lead that says what follows goes.
  const body = line.replace(/^[^:|;\t]{0,40}?\s(?:->|→|=>)\s+(?=[A-Za-z][\w ]{0,30}:)/, '');
  const parts = body
    .split(/\s*[|;]\s*|\t{2,}|\t(?=[A-Za-z][\w ]{0,30}:)/)
    .map((p) => p.trim())
    .filter(Boolean);
  // "Name: A, City: B" (a semicolon typed as a comma): commas part it only when every part has its key and colon.
  const commas = body.split(/,\s*/).map((p) => p.trim());
  const split = parts.length >= 2 ? parts : commas.length >= 2 && commas.every((p) => /^[A-Za-z][\w '&/()-]{0,30}?:\s*\S/.test(p)) ? commas : [];
  // A heading whose value is itself a "Key: value" ("Emergency contact: Name: …") is about that person: left as it is.
  if (split.length < 2 || !split.every((p) => KEYED.test(p)) || /:\s*[A-Za-z][\w ]{0,20}:/.test(split[0] as string)) return [line];
  return split;
}

/** "me - nah, moved in May", "Me > …": the user's line of a pasted chat, its leading "nah," gone. */
function ownChatLine(line: string): string {
  const m = /^(me|Me|ME|myself)\s*(?::|[-–—>]+)\s*(.+)$/.exec(line);
  if (!m) return line;
  const said = (m[2] as string).replace(
    /^(?:(?:nah|nope|naw|yeah|yep|yup|yes|ya|lol|haha|ha|oh|well|um+|erm|ok|okay|sure)\b[,!.]?|no[,!.])\s+(?=\S+\s+\S)/i,
    '',
  );
  return `Me: ${said}`;
}

/** A line that asks for something to be done with the text ("can you make it punchier?"). */
const REQUEST = /\b(?:can|could|would|will) (?:you|u)\b|\b(?:pls|plz|please)\b|\?\s*$/i;

/** The lines of a message with the user's own pasted texts read as their statements (see the file's head). */
export function ownFramed(raw: readonly string[]): string[] {
  const lines = raw.flatMap((l) => fieldParts(l.trim())).map(ownChatLine);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // A sign-off, then a name line: a signature, read only when the lead says it is the user's.
    // "here's my sig for context:" then the name line (blank lines between): the lead is the sign-off's place.
    const after = lines.slice(i + 1).findIndex((l) => l.trim() !== '') + i + 1;
    if (SIG_LEAD.test(line) && ownerOf(line) === 'user' && after > i && NAME_LINE.test(lines[after] ?? '')) {
      const sig = signature(lines, after);
      out.push(...sig.said);
      i = after + sig.used - 1;
      continue;
    }
    if (SIGN_OFF.test(line) && NAME_LINE.test(lines[i + 1] ?? '')) {
      const sig = signature(lines, i + 1);
      if (ownerOf(leadOf(lines, i)) === 'user') {
        // "saving my work signature here:": the lead only says what follows; it is no statement of its own.
        const lead = out.findIndex((l) => l.trim() !== '');
        if (lead >= 0 && SELF_TEXT_RE.test(out[lead] as string) && /:\s*$/.test(out[lead] as string)) out.splice(lead, 1);
        out.push(...sig.said);
      }
      i += sig.used;
      continue;
    }
    // "can u proofread this email from my landlord:" then the email: someone else's text, its "I" is not the user's.
    const theirs = /^(.{0,120}?):\s*(.*)$/u.exec(line);
    if (theirs && OTHERS_TEXT_RE.test(theirs[1] as string) && ownerOf(theirs[1] as string) === 'other' && !OWN_TEXT_RE.test(theirs[1] as string)) {
      if (REQUEST.test(theirs[1] as string)) out.push(`${(theirs[1] as string).trim()}?`);
      let to = i + 1;
      while (to < lines.length && (lines[to] as string).trim() === '') to++;
      while (to < lines.length && (lines[to] as string).trim() !== '' && !REQUEST.test(lines[to] as string)) to++;
      if ((theirs[2] as string).trim() === '') i = to - 1;
      continue;
    }
    // "here's my bio for the festival page:" then the bio, on this line after the colon or on the lines below.
    const lead = /^(.{0,120}?\b[\p{L}-]+\b[^:"“]*?)(?::|\s[-–—]\s)\s*(.*)$/u.exec(line);
    if (lead && SELF_TEXT_RE.test(lead[1] as string) && ownerOf(lead[1] as string) === 'user') {
      let from = i + 1;
      while (from < lines.length && (lines[from] as string).trim() === '') from++;
      let to = from;
      while (to < lines.length && (lines[to] as string).trim() !== '' && !REQUEST.test(lines[to] as string)) to++;
      const rest = (lead[2] as string).trim() || lines.slice(from, to).join(' ');
      const own = bioClauses(rest);
      if (own.length > 0) {
        // "can u tighten up my bio pls - …": the request is still asked.
        if (REQUEST.test(lead[1] as string)) out.push(`${(lead[1] as string).trim()}?`);
        out.push(...own);
        if (!(lead[2] as string).trim()) i = to - 1;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/** The turn as the user's own lines when a pasted text of theirs was turned into them (for the write gate); else the turn as typed. */
export function ownFramedText(text: string): string {
  const lines = text.split(/\r?\n/);
  const own = ownFramed(lines);
  return own.length === lines.length && own.every((l, k) => l === (lines[k] as string).trim()) ? text : own.join('\n');
}
