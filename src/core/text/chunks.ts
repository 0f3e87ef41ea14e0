/**
 * Splitting a long message into pieces that each fit one memory. A memory holds one
 * self-contained thing (the guard refuses more than 2,000 characters), but an assistant's answer
 * can run to tens of thousands: it is remembered as several memories that share the message's id,
 * cut where the text itself breaks (blank lines, then line ends, then sentence ends, then spaces),
 * so a piece reads on its own and a search term is never split.
 */

/** Breaks tried in order: paragraph, line, sentence end, word. */
const BREAKS: readonly RegExp[] = [/\n\s*\n/g, /\n/g, /(?<=[.!?:;])\s+/g, /\s+/g];

/**
 * `text` cut into pieces of at most `maxChars` characters (trimmed, none empty), in order. A
 * text that fits is returned whole; a run with no break at all is cut hard.
 */
export function chunkText(text: string, maxChars: number): string[] {
  if (!Number.isInteger(maxChars) || maxChars < 50) throw new RangeError('maxChars must be a whole number of at least 50');
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.length <= maxChars) return [trimmed];
  const out: string[] = [];
  let rest = trimmed;
  while (rest.length > maxChars) {
    const cut = cutPoint(rest, maxChars);
    const piece = rest.slice(0, cut).trim();
    if (piece !== '') out.push(piece);
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') out.push(rest);
  return out;
}

/** Where to end the first piece: the last break of the strongest kind found in the window's second half. */
function cutPoint(text: string, maxChars: number): number {
  const window = text.slice(0, maxChars + 1);
  for (const re of BREAKS) {
    let best = -1;
    for (const m of window.matchAll(re)) {
      const at = m.index ?? 0;
      if (at > 0 && at <= maxChars) best = at;
    }
    // A break in the first half would leave tiny pieces; try the next kind instead.
    if (best >= maxChars / 2) return best;
  }
  return maxChars;
}
