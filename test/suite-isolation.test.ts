// The isolation suite (issue 17): a seeded random sequence of operations by parties of two tenants,
// two users each, acting for themselves or as agents with different grants — memories, sessions,
// profile, facts, history, export — checking every answer against who owns what. 0 violations.
// `npm test`: 400 operations; `npm run test:stress`: MNEMO_STRESS_OPS (default 8,000) per seed.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { MemoryRecord } from '../src/core/types/memory.js';

const OPS = Number(process.env.MNEMO_STRESS_OPS ?? (process.env.MNEMO_STRESS === '1' ? 8000 : 400));
const SEED = Number(process.env.MNEMO_STRESS_SEED ?? 17);
const dir = mkdtempSync(join(tmpdir(), 'mnemo-iso-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Party {
  readonly tenantId: string;
  readonly userId: string;
  readonly agentId?: string;
}
/** What each agent may read: a1 only its own namespace, a2 its own and the user's. */
const READS: Record<string, readonly string[]> = { a1: ['agent:a1'], a2: ['agent:a2', 'user'] };
const parties: Party[] = [];
for (const tenantId of ['t1', 't2'])
  for (const userId of ['u1', 'u2']) for (const agentId of [undefined, 'a1', 'a2']) parties.push({ tenantId, userId, ...(agentId && { agentId }) });
const tag = (p: Pick<Party, 'tenantId' | 'userId'>): string => `owner${p.tenantId}${p.userId}`;
const canRead = (p: Party, namespace: string): boolean => !p.agentId || (READS[p.agentId] ?? []).includes(namespace);

test(`isolation: ${OPS} random operations across tenants, users and agents, 0 violations`, async () => {
  let seed = SEED;
  // the high bits of the generator: its low bits cycle
  const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor((seed / 2 ** 31) * n));
  const m = await createMnemo({ db: join(dir, 'iso.db'), llm: null, embedder: 'hash:32', writePath: { background: false } });
  const memories = new Map<string, { owner: Party; namespace: string }>();
  const sessions = new Map<string, { owner: Party }>();
  const violations: string[] = [];
  const same = (a: Pick<Party, 'tenantId' | 'userId'>, b: Pick<Party, 'tenantId' | 'userId'>): boolean => a.tenantId === b.tenantId && a.userId === b.userId;
  const checkRecords = (p: Party, op: string, records: readonly MemoryRecord[]): void => {
    for (const r of records) {
      if (!same(r, p) || !r.content.includes(tag(p))) violations.push(`${op}: ${tag(p)} saw ${r.id} of ${r.tenantId}/${r.userId}`);
      else if (!canRead(p, r.namespace)) violations.push(`${op}: agent ${p.agentId} saw namespace ${r.namespace}`);
    }
  };
  /** A read that must succeed exactly when `allowed`, and otherwise fail with a coded refusal. */
  const expect = async <T>(op: string, allowed: boolean, run: () => Promise<T>, check: (v: T) => void = () => undefined): Promise<void> => {
    try {
      const v = await run();
      if (!allowed) violations.push(`${op}: answered where it must refuse`);
      else check(v);
    } catch (error) {
      const code = MnemoError.isInstance(error) ? error.code : String(error);
      if (allowed || !['NOT_FOUND', 'POLICY_DENIED'].includes(code)) violations.push(`${op}: ${code}`);
    }
  };
  try {
    for (const tenantId of ['t1', 't2']) {
      await m.grant({ tenantId, agentId: 'a1', namespace: 'agent:a1', read: true, write: true });
      await m.grant({ tenantId, agentId: 'a2', namespace: 'agent:a2', read: true, write: true });
      await m.grant({ tenantId, agentId: 'a2', namespace: 'user', read: true, write: false });
    }
    for (let i = 0; i < OPS; i++) {
      const p = parties[rand(parties.length)] as Party;
      const anyMemory = [...memories.keys()][rand(Math.max(1, memories.size))];
      const anySession = [...sessions.keys()][rand(Math.max(1, sessions.size))];
      switch (rand(10)) {
        case 0:
        case 1: {
          const r = await m.remember(p, {
            content: `Note ${i} by ${tag(p)}: the project codename is ${['amber', 'birch', 'cedar'][rand(3)]} and the owner prefers ${['tea', 'coffee'][rand(2)]}.`,
          });
          memories.set(r.id, { owner: p, namespace: r.namespace });
          break;
        }
        case 2:
          checkRecords(
            p,
            'recall',
            (await m.recall(p, ['amber codename', 'tea', 'birch project'][rand(3)] as string, { k: 20 })).map((h) => h.memory),
          );
          break;
        case 3:
          checkRecords(p, 'list', await m.list(p, { limit: 200 }));
          break;
        case 4:
          if (anyMemory) {
            const o = memories.get(anyMemory) as { owner: Party; namespace: string };
            const allowed = same(o.owner, p) && canRead(p, o.namespace);
            await expect(
              'get',
              allowed,
              () => m.get(p, anyMemory),
              (r) => checkRecords(p, 'get', [r]),
            );
            await expect(
              'history',
              allowed,
              () => m.history(p, anyMemory),
              (h) => h.forEach((e) => !same(e, p) && violations.push(`history: ${tag(p)} saw ${e.id}`)),
            );
          }
          break;
        case 5: {
          const s = await m.sessions.open(p, { sessionId: `s-${p.tenantId}-${p.userId}-${p.agentId ?? 'self'}` });
          await m.sessions.append(p, s.id, [{ role: 'user', content: `Turn ${i} by ${tag(p)} about the amber project.` }]);
          sessions.set(`${s.id}`, { owner: p });
          break;
        }
        case 6:
          if (anySession) {
            const o = (sessions.get(anySession) as { owner: Party }).owner;
            const allowed = same(o, p) && (o.agentId === p.agentId || canRead(p, o.agentId ? `agent:${o.agentId}` : 'user'));
            await expect(
              'session events',
              allowed,
              () => m.sessions.events(p, anySession),
              (events) => events.forEach((e) => !e.content.includes(tag(p)) && violations.push(`session events: ${tag(p)} saw ${e.content.slice(0, 20)}`)),
            );
            for (const s of await m.sessions.list(p))
              if (!sessions.has(s.id) || !same(sessions.get(s.id)?.owner as Party, p)) violations.push(`session list: ${tag(p)} saw ${s.id}`);
          }
          break;
        case 7:
          if (!p.agentId) await m.setProfile(p, 'codename', `${tag(p)}-${i}`);
          await expect(
            'profile',
            !p.agentId || canRead(p, 'user'),
            () => m.profile(p),
            (entries) => entries.forEach((e) => !String(e.value).includes(tag(p)) && violations.push(`profile: ${tag(p)} saw ${String(e.value)}`)),
          );
          break;
        case 8:
          checkRecords(p, 'facts', await m.facts(p, {}));
          break;
        case 9:
          if (!p.agentId) {
            for await (const line of m.admin.exportUser(p)) {
              const others = parties.filter((q) => !same(q, p)).map(tag);
              if (others.some((t) => line.includes(`${t}:`) || line.includes(`${t}-`) || line.includes(`${t} `)))
                violations.push(`export: ${tag(p)} carried another user's data`);
            }
          }
          break;
      }
    }
  } finally {
    await m.close();
  }
  console.log(`isolation suite: seed ${SEED}, ${OPS} operations, ${memories.size} memories, ${sessions.size} sessions, ${violations.length} violations`);
  assert.deepEqual(violations.slice(0, 10), []);
});
