/**
 * The user's own fields read by the shape of the whole turn, after the clause readers and the write-safety gate: the
 * employer (employed.ts), a pronoun set in brackets right after the name the turn gives (fragments.ts), and the one
 * place of the user's upbringing as their hometown (origin.ts). Each new edit passes the gate (../gate.ts).
 */
import { gateEdits } from '../gate.js';
import { employedByShape } from './employed.js';
import { pronounsBesideName } from './fragments.js';
import type { Known } from './known.js';
import { upbringingHome } from './origin.js';
import type { Draft } from './phrases.js';

/** Adds (or puts right) what the turn's shape says of the user's employer, pronouns and hometown. */
export function ownFieldsByShape(candidates: Draft[], raw: string, known: Known, before: readonly string[]): void {
  employedByShape(candidates, raw, known, before);
  const name = candidates.find((c) => c.profile?.key === 'name')?.profile?.value;
  const pronouns = name && !candidates.some((c) => c.profile?.key === 'pronouns') ? pronounsBesideName(raw, name) : null;
  const home = upbringingHome(candidates, known);
  const kept = gateEdits([...(pronouns ? [pronouns] : []), ...(home ? [home.draft] : [])], raw, known, before).kept;
  for (const draft of kept) {
    if (home && draft === home.draft) candidates.splice(home.at, 1, draft);
    else candidates.push(draft);
  }
}
