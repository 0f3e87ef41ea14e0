/**
 * A text the user says is their own, written of them in the third person, read as the user's own sentences.
 *
 * A bio is often written about its person by name ("Ngozi Achterberg is a glassblower based in Rotterdam who has
 * worked at Studio Vlam since 2018."): when the user says the text is theirs (pasted.ts), the person it opens on by
 * name is the user. Their name is said ("my name is …"), and every sentence whose subject is that person (the full
 * name, its first word, or a third-person pronoun) is said by the user: the subject becomes "I" and the verb agrees
 * ("is" → "am", "has" → "have", "lives" → "live"). A relative clause on the person ("… who has worked at X") is the
 * user's sentence too. A text that opens on no name is left as it is (framed.ts reads its fragments).
 *
 * A signature pasted as the user's (a message that opens with a sign-off, or a line that says it is their
 * signature) is read the same way: its first line is the user's name, a "Role | Org" (or "Role, Org", "Role at Org")
 * line under it is their role at their employer; phone numbers, addresses and links are no statement.
 */

/** A person's name: two or three capitalised words (a hyphen or an apostrophe inside a word). */
const NAME = String.raw`\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,2}`;
/** The name that opens a text, then a verb said of it in the third person (a lower-case word that ends the name). */
const OPENS = new RegExp(
  String.raw`^(${NAME}) (is|was|has|works|lives|leads|teaches|runs|writes|loves|enjoys|spends|studies|grew|moved|joined|founded|specialises|specializes|builds|makes|designs|helps|manages|holds|speaks|[a-z]+s)\b(.*)$`,
  'u',
);
/** Third-person verbs the user says in the first person. */
const AGREE: Readonly<Record<string, string>> = { is: 'am', was: 'was', has: 'have', does: 'do', goes: 'go' };

/** A verb in the third person singular as the user says it ("lives" → "live", "teaches" → "teach", "studies" → "study"). */
function firstPerson(verb: string): string {
  const agreed = AGREE[verb];
  if (agreed) return agreed;
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|zz|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/s$/.test(verb) && !/ss$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/** "is a glassblower who has worked at X": the clause and its relative clause on the person as two of the user's. */
function said(verb: string, rest: string): string[] {
  const [main, ...relatives] = rest.split(/,?\s+who\s+(?=(?:is|was|has|[a-z]+s)\b)/);
  const out = [`I ${firstPerson(verb)}${main ?? ''}`.trim()];
  for (const r of relatives) {
    const m = /^([a-z]+)\b(.*)$/.exec(r);
    if (m) out.push(`I ${firstPerson(m[1] as string)}${m[2] as string}`.trim());
  }
  return out;
}

/**
 * The sentences of an own text written in the third person, said by the user; null when the text does not open
 * on a person's name (it is then read as it is).
 */
export function ownBio(sentences: readonly string[]): string[] | null {
  const first = OPENS.exec(sentences[0] ?? '');
  if (!first) return null;
  const name = first[1] as string;
  const given = name.split(' ')[0] as string;
  const out = [`my name is ${name}`];
  for (const s of sentences) {
    const m = new RegExp(String.raw`^(?:${escape(name)}|${escape(given)}|she|he|they)\s+([a-z]+)\b(.*)$`, 'iu').exec(s);
    if (m) out.push(...said((m[1] as string).toLowerCase(), m[2] as string));
    else out.push(s);
  }
  return out;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line that signs a message off ("Cheers,", "Best regards", "Thanks,", "--"). */
const SIGN_OFF =
  /^(?:cheers|best|best wishes|regards|kind regards|best regards|warm regards|warmly|many thanks|thanks|thank you|sincerely|yours(?: sincerely| truly)?|--|—)\s*[,.!]?$/i;
/** A line that says the signature under it is the user's ("here's my sig for context:", "my email signature:"). */
const OWN_SIG = /\b(?:my|our) (?:own )?(?:email |work |mail )?(?:sig|signature|sign-?off|email footer)\b[^"“]*:?\s*$/i;
/** A line that is a contact detail, no statement (a phone number, an address, a link). */
const CONTACT = /@|https?:|www\.|^\+?[\d ()./-]{6,}$|^(?:t|m|p|tel|mob|phone|e|email)\s*[:.]/i;

/**
 * A message that is (or ends on a lead to) the user's own signature as their sentences; null when the message
 * holds no signature of theirs. Only a signature that opens the message (after its sign-off or lead) is the
 * user's: a sign-off at the end of a pasted email is its sender's.
 */
export function ownSignature(lines: readonly string[]): string[] | null {
  const filled = lines.map((l) => l.trim()).filter((l) => l !== '');
  const lead = filled[0] ?? '';
  if (!(SIGN_OFF.test(lead) || OWN_SIG.test(lead)) || filled.length < 3) return null;
  const block = filled.slice(1);
  const name = new RegExp(String.raw`^(?:${NAME})$`, 'u').exec(block[0] ?? '');
  if (!name) return null;
  const out = [`my name is ${block[0] as string}`];
  for (const line of block.slice(1)) {
    if (CONTACT.test(line)) continue;
    const parts = line.split(/\s*[|•·]\s*|\s+(?:at|@)\s+|,\s+(?=\p{Lu})/u).filter((p) => p !== '');
    // "Senior Clockmaker | Dial & Bezel Ltd.": the role, then where it is held.
    if (parts.length === 2 && /^\p{Lu}/u.test(parts[1] as string)) {
      const role = (parts[0] as string).toLowerCase();
      out.push(`I am ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role} at ${parts[1] as string}`);
    }
  }
  return out.length > 1 ? out : null;
}
