/**
 * Speaker labels as chat exports write them: "[Mo]: I'm vegan now", "<Tariq> got the job", "**Dana:** see you",
 * "[09:14] Priya: running late". Pasted dialogue is read by its "Name: words" lines (framed.ts): the user's lines are
 * theirs, another speaker's are not. A label in brackets, angle brackets or bold, or after a time stamp, is the same
 * label; left as typed, "[Mo]: I'm vegan now" reads as the user's own "I'm vegan" — someone else's words stored as
 * the user's fact (precision, issue 23), and a field edit.
 *
 * Read by shape: a line that opens on a time stamp and/or a short label (one to three words of letters) closed by
 * "]", ">" or "**", with or without a colon, becomes "Label: words"; "me" is written "Me" as the other labels are.
 */

/** A time stamp a chat export puts before a line ("[09:14]", "14:02 -", "9.30pm"). */
const STAMP = /^\[?\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\]?\s*[-–—]?\s*/i;
/** A label of one to three words of letters. */
const LABEL = String.raw`(\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*){0,2})`;
/** "[Mo]:", "[Mo]", "<Mo>", "**Mo:**", "**Mo**:" at a line's start. */
const BRACKETED = new RegExp(String.raw`^(?:\[${LABEL}\]|<${LABEL}>|\*\*${LABEL}:?\*\*)\s*:?\s+(?=\S)`, 'u');
/** "Mo: …" after a time stamp. */
const PLAIN = new RegExp(String.raw`^${LABEL}\s*:\s+(?=\S)`, 'u');

/** The line with its speaker label written "Label: "; the line as it was when it has none. */
export function plainSpeaker(line: string): string {
  const stamp = STAMP.exec(line)?.[0] ?? '';
  const rest = line.slice(stamp.length);
  const m = BRACKETED.exec(rest) ?? (stamp && /\d/.test(stamp) ? PLAIN.exec(rest) : null);
  if (!m) return line;
  const label = (m[1] ?? m[2] ?? m[3] ?? '').trim();
  const shown = /^me$/i.test(label) ? 'Me' : label.charAt(0).toUpperCase() + label.slice(1);
  return `${shown}: ${rest.slice(m[0].length)}`;
}
