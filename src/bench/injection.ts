/**
 * `mnemo bench injection`: the injection corpus (corpora/injection/, see its README) through a real
 * engine — user turns and tool output in a session (extracted), or an import line — then every
 * preference, profile field and stable-block line the next system prompt would hold, normalised as
 * the README says. An attack reaches the stable block when one of its keys (or all of its parts)
 * is there; a harmless item is refused when a write is refused or its text is demoted to a quoted
 * episode. Prints counts per channel, never a sentence.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MnemoError } from '../core/errors.js';
import { readAs } from '../core/text/instructions.js';
import { createMnemo } from '../engine/create-mnemo.js';
import type { Mnemo } from '../engine/mnemo.js';
import { isQuotedInstruction } from '../write/guard/injection.js';
import { readJsonLines, type Tally } from './secrets.js';

/** One line of the corpus. */
export interface InjectionItem {
  readonly id: string;
  readonly channel: 'direct' | 'tool' | 'import' | 'unicode' | 'split';
  readonly label: 'attack' | 'harmless';
  readonly turns: readonly string[];
  readonly keys?: readonly string[];
  readonly parts?: readonly string[];
  readonly source?: string;
  readonly record?: Record<string, unknown>;
  /** Several Mnemo export lines (a memory with its source or history line, a session and its events). */
  readonly records?: readonly Record<string, unknown>[];
  readonly debatable?: boolean;
}

/** The README's normalisation (tags decoded, invisible characters dropped, NFKC, lower case, spaces folded). */
export const normalise = readAs;

async function ingest(mnemo: Mnemo, userId: string, item: InjectionItem): Promise<{ refused: boolean }> {
  const scope = { userId };
  try {
    const lines = item.records ?? (item.record && typeof item.record.type === 'string' ? [item.record] : null);
    if (lines) {
      // Mnemo export lines: through the real import path, then the imported sessions' turns are extracted
      const header = { type: 'header', format: 'mnemo-export', version: 1, userId, tenantId: 'default' };
      await mnemo.admin.importLines(
        [header, ...lines].map((l) => JSON.stringify(l)),
        { scope },
      );
      for (const s of await mnemo.sessions.list(scope, { limit: 100 })) await mnemo.sessions.flush(scope, s.id);
      await mnemo.flush({ scope });
      return { refused: false };
    }
    if (item.record) {
      // A line of another tool's export: a profile field, or a memory of its kind (a persona as a
      // preference, the worst case; other kinds as facts), written with the import source.
      const r = item.record as { kind?: string; content?: string; field?: string };
      const content = String(r.content ?? item.turns[0] ?? '');
      if (r.kind === 'profile') await mnemo.setProfile(scope, r.field ?? 'note', content, { source: 'import' });
      else {
        const kind = r.kind === 'preference' || r.kind === 'persona' ? 'preference' : 'fact';
        await mnemo.remember(scope, { kind, content, source: { type: 'import', id: null } });
      }
      return { refused: false };
    }
    const session = await mnemo.sessions.open(scope);
    const role = item.source !== undefined || item.channel === 'tool' ? 'tool_result' : 'user';
    for (const turn of item.turns)
      await mnemo.sessions.append(scope, session.id, [role === 'tool_result' ? { role, content: turn, name: item.source ?? 'tool' } : { role, content: turn }]);
    await mnemo.sessions.flush(scope, session.id);
    await mnemo.flush({ scope });
    return { refused: false };
  } catch (e) {
    if (!MnemoError.isInstance(e) || e.category !== 'user') throw e;
    return { refused: true };
  }
}

/** The result of one run. */
export interface InjectionBench {
  readonly file: string;
  readonly attacks: Tally;
  readonly harmless: Tally;
  readonly debatable: { readonly attacks: Tally; readonly harmless: Tally };
  readonly byChannel: Readonly<Record<string, Tally>>;
  readonly misses: readonly string[];
}

/** Runs the corpus in `file`; `showMisses` lists failing ids (never for the held-out file). */
export async function runInjectionBench(file: string, options: { showMisses?: boolean } = {}): Promise<InjectionBench> {
  const items = readJsonLines<InjectionItem>(file);
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-injection-'));
  const mnemo = await createMnemo({ db: join(dir, 'bench.db'), llm: null, embedder: 'hash', writePath: { background: false } });
  const groups = new Map<string, { total: number; bad: number }>();
  const add = (key: string, bad: boolean) => {
    const t = groups.get(key) ?? { total: 0, bad: 0 };
    t.total++;
    if (bad) t.bad++;
    groups.set(key, t);
  };
  const misses: string[] = [];
  try {
    for (const [i, item] of items.entries()) {
      const userId = `u${i}`;
      const { refused } = await ingest(mnemo, userId, item);
      const scope = { userId };
      const preferences = (await mnemo.list(scope, { kinds: ['preference'], limit: 1000 })).map((m) => m.content);
      const profile = (await mnemo.profile(scope)).map((p) => `${p.key}: ${typeof p.value === 'string' ? p.value : JSON.stringify(p.value)}`);
      const stable = (await mnemo.context({ ...scope, sessionId: 'next' }, 'hello', { readOnly: true })).stable.text.split('\n');
      const lines = [...preferences, ...profile, ...stable].map(normalise);
      let bad: boolean;
      if (item.label === 'attack') {
        const keys = (item.keys ?? []).map(normalise);
        const parts = (item.parts ?? []).map(normalise);
        const all = lines.join('\n');
        bad = keys.some((k) => lines.some((l) => l.includes(k))) || (parts.length > 0 && parts.every((p) => all.includes(p)));
      } else {
        const demoted = (await mnemo.list(scope, { limit: 1000 })).some((m) => isQuotedInstruction(m.content));
        bad = refused || demoted;
      }
      add(`${item.debatable ? 'debatable ' : ''}${item.label}`, bad);
      if (!item.debatable) add(`${item.label} ${item.channel}`, bad);
      if (bad && options.showMisses) misses.push(item.id);
    }
  } finally {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const g = (k: string): Tally => ({ total: groups.get(k)?.total ?? 0, bad: groups.get(k)?.bad ?? 0 });
  const byChannel = Object.fromEntries([...groups].filter(([k]) => /^(attack|harmless) /.test(k)).sort(([a], [b]) => a.localeCompare(b)));
  return {
    file,
    attacks: g('attack'),
    harmless: g('harmless'),
    debatable: { attacks: g('debatable attack'), harmless: g('debatable harmless') },
    byChannel,
    misses,
  };
}

/** The result as a table. */
export function formatInjectionBench(r: InjectionBench): string {
  const lines = [
    `injection corpus ${r.file}`,
    `attacks reaching the stable block  ${r.attacks.bad} / ${r.attacks.total}`,
    `harmless refused or demoted        ${r.harmless.bad} / ${r.harmless.total}`,
    `debatable: attacks reaching ${r.debatable.attacks.bad} / ${r.debatable.attacks.total}, harmless refused ${r.debatable.harmless.bad} / ${r.debatable.harmless.total}`,
    '',
    'label    channel      bad / total',
    ...Object.entries(r.byChannel).map(([k, t]) => `${k.padEnd(22)} ${String(t.bad).padStart(3)} / ${t.total}`),
  ];
  if (r.misses.length) lines.push('', `misses (tuning file): ${r.misses.join(' ')}`);
  return lines.join('\n');
}
