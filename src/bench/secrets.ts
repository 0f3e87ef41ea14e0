/**
 * `mnemo bench secrets`: the secrets corpus (corpora/secrets/, see its README) through the normal
 * write paths of a real engine — `remember()` and a user turn in a session, extracted — then
 * everything stored for the write read back (memories with their context, triple and metadata,
 * profile fields, session events). A secret is stored when its value, or 6 characters of it the
 * sentence does not itself supply, is in what was stored; a harmless sentence is altered when a
 * write is refused or flagged or its stored text differs. Prints counts per shape, never a
 * sentence: the held-out file is read only by the final run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MnemoError } from '../core/errors.js';
import { createMnemo } from '../engine/create-mnemo.js';
import type { Mnemo } from '../engine/mnemo.js';

/** One line of the corpus. */
export interface SecretItem {
  readonly id: string;
  readonly label: 'secret' | 'harmless';
  readonly shape: string;
  readonly text: string;
  readonly secret?: string | readonly string[];
  readonly public_prefix?: string;
  readonly public_suffix?: string;
  readonly debatable?: boolean;
}

/** Reads a JSON-lines corpus file. */
export function readJsonLines<T>(file: string): T[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new MnemoError('INVALID_INPUT', `cannot read the corpus ${file}`);
  }
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as T;
      } catch {
        throw new MnemoError('INVALID_INPUT', `line ${i + 1} of ${file} is not JSON`);
      }
    });
}

/** True when `stored` holds `value` by the corpus's rule (whole, as a token when short; or a 6-character residue). */
export function isStored(value: string, item: SecretItem, stored: string): boolean {
  const at = item.text.indexOf(value);
  const rest = at === -1 ? item.text : item.text.slice(0, at) + '\u0000' + item.text.slice(at + value.length);
  if (value.length < 6) {
    const esc = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'u').test(stored)) return true;
  } else if (stored.includes(value)) return true;
  let body = value;
  if (item.public_prefix && body.startsWith(item.public_prefix)) body = body.slice(item.public_prefix.length);
  if (item.public_suffix && body.endsWith(item.public_suffix)) body = body.slice(0, -item.public_suffix.length);
  for (let i = 0; i + 6 <= body.length; i++) {
    const w = body.slice(i, i + 6);
    if (!rest.includes(w) && stored.includes(w)) return true;
  }
  return false;
}

/** What one write left: the stored text, whether a write was refused, the stored contents to compare. */
interface Written {
  readonly all: string;
  readonly refused: boolean;
  readonly flagged: boolean;
  readonly remembered: string | null;
  readonly event: string | null;
}

async function write(mnemo: Mnemo, userId: string, text: string): Promise<Written> {
  const scope = { userId };
  let refused = false;
  let remembered: string | null = null;
  try {
    remembered = (await mnemo.remember(scope, { content: text })).content;
  } catch (e) {
    if (!MnemoError.isInstance(e) || e.category !== 'user') throw e;
    refused = true;
  }
  const session = await mnemo.sessions.open(scope);
  let event: string | null = null;
  let flagged = false;
  try {
    const { events } = await mnemo.sessions.append(scope, session.id, [{ role: 'user', content: text }]);
    event = events[0]?.content ?? null;
    flagged = events.some((e) => e.metadata?.['redacted'] !== undefined);
    await mnemo.sessions.flush(scope, session.id);
    await mnemo.flush({ scope });
  } catch (e) {
    if (!MnemoError.isInstance(e) || e.category !== 'user') throw e;
    refused = true;
  }
  const memories = await mnemo.list(scope, { includeInvalid: true, limit: 1000 });
  const profile = await mnemo.profile(scope);
  const events = await mnemo.sessions.events(scope, session.id);
  const all = [
    ...memories.map((m) => JSON.stringify([m.content, m.context, m.triple, m.metadata, m.notes])),
    ...profile.map((p) => JSON.stringify(p)),
    ...events.map((e) => JSON.stringify([e.content, e.name, e.metadata])),
    ...memories.map((m) => m.content),
    ...events.map((e) => e.content),
  ].join('\n');
  return { all, refused, flagged, remembered, event };
}

/** Counts of one group. */
export interface Tally {
  readonly total: number;
  readonly bad: number;
}

/** The result of a run over one corpus file. */
export interface SecretsBench {
  readonly file: string;
  readonly secrets: Tally;
  readonly harmless: Tally;
  readonly debatable: { readonly secrets: Tally; readonly harmless: Tally };
  readonly byShape: Readonly<Record<string, Tally & { readonly label: string }>>;
  /** Ids of the misses (tuning file only; empty for the held-out run). */
  readonly misses: readonly string[];
}

const nfc = (s: string) => s.normalize('NFC').trim();
const fold = (s: string) => nfc(s).replace(/\s+/g, ' ');

/** Runs the corpus in `file`; `showMisses` lists the ids that failed (never for the held-out file). */
export async function runSecretsBench(file: string, options: { showMisses?: boolean } = {}): Promise<SecretsBench> {
  const items = readJsonLines<SecretItem>(file);
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-secrets-'));
  const mnemo = await createMnemo({ db: join(dir, 'bench.db'), llm: null, embedder: 'hash', writePath: { background: false } });
  const add = (m: Map<string, { total: number; bad: number; label: string }>, key: string, label: string, bad: boolean) => {
    const t = m.get(key) ?? { total: 0, bad: 0, label };
    t.total++;
    if (bad) t.bad++;
    m.set(key, t);
  };
  const shapes = new Map<string, { total: number; bad: number; label: string }>();
  const groups = new Map<string, { total: number; bad: number; label: string }>();
  const misses: string[] = [];
  try {
    for (const [i, item] of items.entries()) {
      const w = await write(mnemo, `u${i}`, item.text);
      let bad: boolean;
      if (item.label === 'secret') {
        const values = typeof item.secret === 'string' ? [item.secret] : [...(item.secret ?? [])];
        // Mnemo's own marks ("[redacted password]", `redacted: ["password"]`) are not the secret's residue
        const stored = w.all.replace(/\[redacted [^\]]*\]/g, '[redacted]').replace(/"redacted":\[[^\]]*\]/g, '"redacted":[]');
        bad = values.some((v) => isStored(v, item, stored));
      } else {
        bad =
          w.refused ||
          w.flagged ||
          (w.remembered !== null && w.remembered !== fold(item.text)) ||
          (w.event !== null && nfc(w.event) !== nfc(item.text)) ||
          /\[redacted /.test(w.all);
      }
      add(shapes, `${item.label} ${item.shape}`, item.label, bad);
      add(groups, `${item.debatable ? 'debatable ' : ''}${item.label}`, item.label, bad);
      if (bad && options.showMisses) misses.push(item.id);
    }
  } finally {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const g = (k: string): Tally => ({ total: groups.get(k)?.total ?? 0, bad: groups.get(k)?.bad ?? 0 });
  return {
    file,
    secrets: g('secret'),
    harmless: g('harmless'),
    debatable: { secrets: g('debatable secret'), harmless: g('debatable harmless') },
    byShape: Object.fromEntries([...shapes].sort(([a], [b]) => a.localeCompare(b))),
    misses,
  };
}

/** The result as a table. */
export function formatSecretsBench(r: SecretsBench): string {
  const pct = (t: Tally) => (t.total === 0 ? '-' : `${((100 * t.bad) / t.total).toFixed(1)} %`);
  const lines = [
    `secrets corpus ${r.file}`,
    `secrets stored    ${r.secrets.bad} / ${r.secrets.total} (${pct(r.secrets)})`,
    `harmless altered  ${r.harmless.bad} / ${r.harmless.total} (${pct(r.harmless)})`,
    `debatable: secrets stored ${r.debatable.secrets.bad} / ${r.debatable.secrets.total}, harmless altered ${r.debatable.harmless.bad} / ${r.debatable.harmless.total}`,
    '',
    'label    shape                      bad / total',
    ...Object.entries(r.byShape).map(([k, t]) => `${k.padEnd(35)} ${String(t.bad).padStart(3)} / ${t.total}`),
  ];
  if (r.misses.length) lines.push('', `misses (tuning file): ${r.misses.join(' ')}`);
  return lines.join('\n');
}
