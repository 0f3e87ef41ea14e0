/**
 * What the assistant says about memory (issue 23): exactly what a turn stored, changed, could not
 * decide or did not understand — read from consolidation's actions and the guard's verdicts, never
 * a promise ("I'll remember…") that nothing backs.
 */
import type { ConsolidationAction } from '../../write/consolidate/plan.js';
import type { ClauseReading } from '../../write/extract/clauses/index.js';

/** One line per thing consolidation did (or declined to do), in the order it happened. */
export function describeEdits(edits: readonly ConsolidationAction[]): string {
  const lines: string[] = [];
  for (const a of edits) {
    if (a.op === 'profile')
      lines.push(
        a.previous === undefined ? `Profile: ${a.targetId} is now “${a.content}”` : `Profile: ${a.targetId} changed from “${a.previous}” to “${a.content}”`,
      );
    else if (a.op === 'unset') lines.push(`Profile: removed ${a.targetId} (was “${a.content}”)`);
    else if (a.op === 'supersede') lines.push(`Updated “${a.previous ?? ''}” → “${a.content}” (the old version stays in history)`);
    else if (a.op === 'invalidate') lines.push(`Forgot “${a.content}”`);
    else if (a.op === 'create') lines.push(`Remembered “${a.content}”`);
    else if (a.op === 'reinforce') lines.push(`Already known: “${a.content}”`);
    else if (a.op === 'noop' && a.choices?.length)
      lines.push(
        `Which one do you mean? “${a.content}” could be any of these, so I changed nothing:\n${a.choices.map((c) => `- ${c.content}`).join('\n')}${pickHint(a.content, a.choices)}`,
      );
    else if (a.op === 'noop') lines.push(`Nothing changed: ${a.reason}`);
  }
  return [...new Set(lines)].join('\n') || 'Nothing needed changing.';
}

/** What the guard kept out, one line per reason. */
export function refusedLines(dropped: readonly { readonly reason: string }[]): string[] {
  return [
    ...new Set(
      dropped.map((d) =>
        /below the floor/.test(d.reason)
          ? `Not stored: it reads as a passing detail (${d.reason}).`
          : `Not stored: it ${d.reason}${/secret/.test(d.reason) ? ' — Mnemo never stores secrets' : ''}.`,
      ),
    ),
  ];
}

/** The clauses of a turn that ask something, as said (the question to answer when the turn also edits memory). */
export function questionsOf(clauses: readonly ClauseReading[]): string {
  return clauses
    .filter((c) => c.classes.includes('question'))
    .map((c) => c.said)
    .join(' ')
    .trim();
}

/**
 * The line that says what the turn did not store or change: the clauses whose edit the write-safety gate
 * refused or that the rules could not read, in the user's words; null when everything said was read.
 */
export function notChangedLine(reading: { readonly notUnderstood: readonly string[]; readonly clauses: readonly ClauseReading[] }): string | null {
  const said = [...new Set(reading.notUnderstood.map((s) => s.trim()).filter(Boolean))];
  if (said.length > 0) return `I wasn’t sure what ${said.map((s) => `“${s}”`).join(' and ')} should change, so I stored and changed nothing for it.`;
  return saidSomethingUnread(reading.clauses) ? 'Some of what you said I could not read without a model, so I did not store it.' : null;
}

/** Whether some clause said something about the user that the rules did not turn into a memory. */
export function saidSomethingUnread(clauses: readonly ClauseReading[]): boolean {
  return clauses.some((c) => c.drafts.length === 0 && c.forget.length === 0 && !c.classes.every((k) => k === 'smalltalk' || k === 'question'));
}

/** How to say which one: the same words with the value ("forget my sister's name Eva"). */
function pickHint(topic: string, choices: readonly { readonly value: string | null }[]): string {
  const value = choices.find((c) => c.value)?.value;
  const what = topic.replace(/^(?:my|the user['’]s)\s+/i, '');
  return value ? `\nSay which, e.g. “forget my ${what} ${value}”.` : '\nSay which one to forget in other words.';
}
