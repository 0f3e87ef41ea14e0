/**
 * Framed text that is nobody's statement: a form or profile given as an example, a template, a sample or made-up
 * data ("example from the docs:", "Template:", "here's a sample profile:"), and a field whose value is a placeholder
 * ("Name: <your name>", "City: [city]", "Employer: XXX"). Its lines say nothing about the user and are taken out
 * before the frame rules (framed.ts) read "Key: value" lines as the user's own.
 */

/** A lead that says the lines after it are an example, not anyone's facts. */
const EXAMPLE =
  /\b(?:examples?|sample|samples|template|templates|placeholders?|dummy|mock|mock-?up|fake|fictional|made[- ]up|boilerplate|lorem ipsum|test data|demo)\b|\be\.g\./i;
/** A value that only holds a field's place. */
const PLACEHOLDER = /^(?:<[^>]*>|\[[^\]]*\]|\{[^}]*\}|_{2,}|\.{3,}|x{3,}|(?:your|their|his|her) [a-z ]{2,20}|tbc|tbd|\?+)$/i;
/** "Key: value" (or "Key - value") and the value. */
const KEYED = /^(?:[-*•]\s+)?[A-Za-z][\w '&/()-]{0,30}?\s*(?::|=|\s[-–—]\s)\s*(.+)$/;

/** The lines of a message without an example's lines and without fields whose value is a placeholder. */
export function withoutExamples(lines: readonly string[]): string[] {
  const out: string[] = [];
  let example = false;
  for (const raw of lines) {
    const line = raw.trim();
    const keyed = KEYED.exec(line);
    // A lead line ("example from the docs:", "Template:") heads the lines below it, up to a blank line; a line of
    // its own ("for example I'm vegan") is no lead and is kept.
    if (/:\s*$/.test(line) || (!keyed && line.split(/\s+/).length <= 6)) {
      if (line === '') example = false;
      else if (EXAMPLE.test(line) && /:\s*$/.test(line)) {
        example = true;
        continue;
      } else if (line !== '') example = false;
    }
    if (example && (keyed || /^[-*•]\s+/.test(line))) continue;
    if (keyed && PLACEHOLDER.test((keyed[1] as string).trim().replace(/[.!]+$/, ''))) continue;
    out.push(raw);
  }
  return out;
}
