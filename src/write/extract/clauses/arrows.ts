/**
 * A list whose every item carries a note after an arrow — "English -> native, German -> fluent, Italian -> basic",
 * "oat milk → lattes; almond → smoothies" — says each item with a note, the way brackets do: "English (native), German
 * (fluent), Italian (basic)". The note then stays beside its item and the list reads as a list. One arrow after a short
 * heading before a list ("Hobbies -> bouldering, sourdough, birdwatching") is the colon of a key; a sequence ("gym ->
 * shower -> work") is left as typed.
 */

/** An arrow typed between an item and its note. */
const ARROW = /\s*(?:->|→|=>|-->)\s*/u;
/** One item with its note: a few words, the arrow, a note of at most three words. */
const NOTED = /^([^\n]{1,40}?)\s*(?:->|→|=>|-->)\s*([\p{L}\p{N}'+-]+(?:\s[\p{L}\p{N}'+-]+){0,2})\s*$/u;

/** The text with each line that is such a list said with brackets; other lines as typed. */
export function arrowNotes(text: string): string {
  if (!/->|→|=>/u.test(text)) return text;
  return text
    .split('\n')
    .map((line) => notedLine(line))
    .join('\n');
}

function notedLine(line: string): string {
  // "Hobbies -> bouldering, sourdough, birdwatching": one arrow after a short heading, a list after it, is a key's colon.
  const headed = /^\s*(\p{L}[\p{L}'’ ]{0,30}?)\s*(?:->|→|=>|-->)\s*([^\n]*,[^\n]*)$/u.exec(line);
  if (headed && (headed[1] as string).trim().split(/\s+/).length <= 3 && !ARROW.test(headed[2] as string))
    return `${(headed[1] as string).trim()}: ${headed[2] as string}`;
  // "Languages I speak: English -> native, …": a lead before a colon is kept as said.
  const colon = /^([^:\n]{1,60}:\s*)(.*)$/u.exec(line);
  const lead = colon && !ARROW.test(colon[1] as string) ? (colon[1] as string) : '';
  const body = line.slice(lead.length);
  const parts = body.split(/\s*[,;]\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?=[^,;]*(?:->|→|=>))/u).filter((p) => p.trim() !== '');
  if (parts.length < 2) return line;
  const noted = parts.map((p) => NOTED.exec(p.trim()));
  // Every item has exactly one arrow and its note; one without makes it no such list.
  if (noted.some((m) => !m || (m[1] as string).split(ARROW).length > 1)) return line;
  return `${lead}${noted.map((m) => `${(m as RegExpExecArray)[1] as string} (${(m as RegExpExecArray)[2] as string})`).join(', ')}`;
}
