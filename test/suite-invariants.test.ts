// The invariant suite (issue 22, item 10): random sequences of every write operation — remember
// (consolidating and raw), update (text, value, triple), forget (by id, by description), profile
// set/unset, import (with and without a source), revoke by source, sessions ended and extracted,
// dreams approved (whole or in part) and discarded, erase, and refused operations — through the
// library, HTTP on 127.0.0.1 (the real server) and MCP, on a real SQLite file, the Debian
// PostgreSQL server and PGlite. After every step, read from the store itself:
//   1. the profile equals the current attribute facts;
//   2. no single-valued attribute has two values, now or as of any instant of the sequence;
//   3. every current memory's sources exist and none is revoked;
//   4. every change has a history entry with a reason;
//   5. a refused operation changes nothing.
// Seeded (fast-check); a failure prints its seed and path. Replay: MNEMO_SEED=<seed> [MNEMO_PATH=<path>]
// node scripts/run-tests.mjs suite-invariants. Runs × steps: see `budget` below (MNEMO_INVARIANT_RUNS,
// MNEMO_INVARIANT_STEPS); `npm run test:stress`: 30 × 30 per backend. MNEMO_INVARIANT_SKIP=import,…
// leaves operations out to look past one known violation.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import { openStore } from '../src/storage/open.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { createMcpServer } from '../src/surfaces/mcp/index.js';
import { startServer, type RunningServer } from '../src/surfaces/http/serve.js';
import { startDebianPostgres, type TestServer } from './support/postgres.js';
import {
  checkHistory,
  checkProfile,
  checkSources,
  checkTimeline,
  fingerprint,
  heldField,
  snapshot,
  type Revoked,
  type Snapshot,
} from './support/invariants.js';

const stress = process.env.MNEMO_STRESS === '1';
const SEED = Number(process.env.MNEMO_SEED ?? 22_10);
const PATH = process.env.MNEMO_PATH;
// Per backend, runs × at most steps: SQLite 4 × 12 (and 12 × 12 for each focused property), PostgreSQL 2 × 10, PGlite 1 × 10 by default
// (PGlite answers each read slower); 30 × 30 each under MNEMO_STRESS; both can be set.
const RUNS_SET = process.env.MNEMO_INVARIANT_RUNS;
const STEPS_SET = process.env.MNEMO_INVARIANT_STEPS;
const budget = (runs: number, steps: number) => ({
  runs: Number(RUNS_SET ?? (stress ? 30 : runs)),
  steps: Number(STEPS_SET ?? (stress ? 30 : steps)),
});
const DAY = 86_400_000;
/** Operations left out of the mix (comma-separated `op` names), to look past one known violation. */
const SKIP = new Set((process.env.MNEMO_INVARIANT_SKIP ?? '').split(',').filter(Boolean));

// -- the operations ---------------------------------------------------------------------------

const VALUES = {
  location: ['Berlin', 'Paris', 'Rome', 'Oslo'],
  name: ['Anna', 'Karl', 'Mia'],
  employer: ['Acme', 'Initech', 'Globex'],
  team: ['payments', 'growth', 'infra'],
} as const;
type Attr = keyof typeof VALUES;
const ATTRS = Object.keys(VALUES) as Attr[];
const SAY: Record<Attr, (v: string) => string> = {
  location: (v) => `The user lives in ${v}.`,
  name: (v) => `The user's name is ${v}.`,
  employer: (v) => `The user works at ${v}.`,
  team: (v) => `The user is on the ${v} team.`,
};
const TURN: Record<Attr, (v: string) => string[]> = {
  location: (v) => [`I live in ${v}.`, `Actually I moved to ${v}.`, `I moved to ${v} last month.`],
  name: (v) => [`My name is ${v}.`, `Call me ${v}.`],
  employer: (v) => [`I work at ${v}.`, `I just started a new job at ${v}.`],
  team: (v) => [`I am on the ${v} team.`],
};
const LANGS = ['French', 'German', 'Spanish'];
const PLAIN = ['The user drinks black coffee every morning.', 'The user is training for a marathon in May.', 'The user prefers short answers.'];

type Surface = 'lib' | 'http' | 'mcp';
const surface = (...s: Surface[]) => fc.constantFrom(...s);
const attrValueOf = (attrs: readonly Attr[]) =>
  fc.constantFrom(...attrs).chain((attr) => fc.record({ attr: fc.constant(attr), value: fc.constantFrom(...VALUES[attr]) }));

/**
 * The operations. With `retro`, also facts that became true in the past (backdated, "last month");
 * `'always'`: every remembered attribute is backdated 1–10 days. With `rawTriples`, raw appends
 * (`consolidate: false`) that carry an attribute triple. `attrs`: the attributes the operations name.
 */
const opsOf = (retro: boolean | 'always', rawTriples: boolean, attrs: readonly Attr[] = ATTRS) => {
  const attrValue = attrValueOf(attrs);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record({
          op: fc.constant('remember' as const),
          surface: surface('lib', 'http'),
          av: attrValue,
          triple: fc.boolean(),
          consolidate: fc.boolean(),
          backdate: retro === 'always' ? fc.integer({ min: 31, max: 40 }) : retro ? fc.nat(40) : fc.constant(0),
        })
        .filter((r) => rawTriples || r.consolidate || !r.triple),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('rememberOther' as const),
        surface: surface('lib', 'http', 'mcp'),
        text: fc.constantFrom(...PLAIN, ...LANGS.map((l) => `The user speaks ${l}.`)),
        consolidate: fc.boolean(),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('update' as const),
        surface: surface('lib', 'http', 'mcp'),
        pick: fc.nat(),
        mode: fc.constantFrom('text', 'value', 'triple'),
        av: attrValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('forget' as const), surface: surface('lib', 'http', 'mcp'), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('forgetTopic' as const), attr: fc.constantFrom(...attrs) }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('profileSet' as const), surface: surface('lib', 'http'), av: attrValue }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('profileUnset' as const), surface: surface('lib', 'http'), attr: fc.constantFrom(...attrs) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('import' as const),
        surface: surface('lib', 'http'),
        av: attrValue,
        source: fc.constantFrom('hr-a', 'hr-b'),
        profile: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('revoke' as const), which: fc.constantFrom('hr-a', 'hr-b', 'session') }) },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('session' as const),
        surface: surface('lib', 'http'),
        turns: fc.array(fc.tuple(attrValue, fc.nat(2)), { minLength: 1, maxLength: 3 }),
        retro: fc.constant(retro !== false),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('dream' as const), decision: fc.constantFrom('approve', 'approveFirst', 'discard') }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('erase' as const), surface: surface('lib', 'http') }) },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('refused' as const),
        surface: surface('lib', 'http', 'mcp'),
        kind: fc.constantFrom('empty', 'secret', 'oversize', 'badKey', 'superseded', 'unknownId', 'badImport', 'unreadableEdit', 'dreamTwice', 'badTriple'),
        pick: fc.nat(),
      }),
    },
  );
};
type Op = ReturnType<typeof opsOf> extends fc.Arbitrary<infer T> ? T : never;

/** What a surface refused: a coded error of the caller's (4xx, an MCP tool error). */
class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

// -- one world: an engine over a store, the HTTP server, a user per run -------------------------

interface World {
  mnemo: Mnemo;
  store: StorageAdapter;
  server: RunningServer;
  /** An admin key of the default tenant: HTTP acts for any of its users. */
  key: string;
  clock: { t: number };
}

async function openWorld(spec: string): Promise<World> {
  const clock = { t: Date.parse('2026-01-05T09:00:00Z') };
  const store = await openStore(spec);
  const mnemo = await createMnemo({ db: store, llm: null, embedder: 'hash', now: () => new Date(clock.t), writePath: { background: false } });
  const server = await startServer({ mnemo, host: '127.0.0.1', port: 0 });
  const { key } = await mnemo.admin.createKey({ tenantId: 'default', role: 'admin' });
  return { mnemo, store, server, key, clock };
}

async function closeWorld(w: World): Promise<void> {
  await w.server.close(); // closes the engine too
}

let userSeq = 0;

/** Runs one sequence for a fresh user and checks the invariants after every step. */
async function runSequence(w: World, ops: readonly Op[], label: string): Promise<void> {
  const userId = `inv-${label}-${++userSeq}`;
  const scope = { userId };
  const at = { tenantId: 'default', userId }; // the same user, as the store names it
  const { mnemo, store, server } = w;
  const mcp = new Client({ name: 'invariants', version: '1' });
  const [a, b] = InMemoryTransport.createLinkedPair();
  const mcpServer = createMcpServer({ mnemo, scope });
  await mcpServer.connect(a);
  await mcp.connect(b);
  const revoked: Revoked[] = [];
  const sessions: string[] = [];
  const stepTimes: Date[] = [];
  let importSeq = 0;
  const log: string[] = [];

  type Json = { id?: string; error?: { code?: string } };
  const http = async (method: string, path: string, body?: unknown, type = 'application/json'): Promise<Json> => {
    const res = await fetch(server.url + path, {
      method,
      headers: { authorization: `Bearer ${w.key}`, ...(body !== undefined && { 'content-type': type }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = (await res.json()) as Json;
    if (res.status >= 400 && res.status < 500) throw new Refused(json?.error?.code ?? String(res.status));
    if (res.status >= 500) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const tool = async (name: string, args: Record<string, unknown>) => {
    const r = (await mcp.callTool({ name, arguments: args })) as CallToolResult;
    if (r.isError) {
      const code = /^([A-Z_]+):/.exec((r.content[0] as { text: string }).text)?.[1] ?? 'MCP_ERROR';
      if (code === 'INTERNAL') throw new Error(`MCP ${name}: ${(r.content[0] as { text: string }).text}`);
      throw new Refused(code);
    }
    return r.structuredContent;
  };
  const lib = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (e) {
      if (e instanceof MnemoError && e.category === 'user') throw new Refused(e.code);
      if (e instanceof MnemoError && e.code === 'CONFLICT') throw new Refused(e.code);
      throw e;
    }
  };

  const currentMemories = async () =>
    (await store.listMemories(at, { filter: { validity: { mode: 'current', now: mnemo.now() } }, limit: 1000, order: 'oldest' })).filter(
      (m) => m.namespace === 'user',
    );
  const pickOf = <T>(xs: readonly T[], n: number): T | undefined => (xs.length === 0 ? undefined : xs[n % xs.length]);
  const given = (r: Revoked) => {
    const i = revoked.findIndex((x) => JSON.stringify(x) === JSON.stringify(r));
    if (i >= 0) revoked.splice(i, 1);
  };

  const remember = (
    s: Surface,
    input: { content: string; triple?: { subject: string; predicate: string; object: string }; validFrom?: Date },
    consolidate: boolean,
  ) => {
    if (s === 'http') return http('POST', '/v1/memories', { userId, ...input, validFrom: input.validFrom?.toISOString(), consolidate });
    if (s === 'mcp') return tool('remember', { content: input.content });
    return lib(() => mnemo.remember(scope, input, { consolidate }));
  };
  const update = (s: Surface, id: string, content: string, o: { value?: string; triple?: { subject: string; predicate: string; object: string } }) => {
    const reason = 'the invariant suite corrects it';
    if (s === 'http') return http('PATCH', `/v1/memories/${id}`, { userId, content, ...o, reason });
    if (s === 'mcp') return tool('update_memory', { id, mode: 'replace', text: content, ...(o.value && { value: o.value }), reason });
    return lib(() => mnemo.update(scope, id, content, { ...o, reason }));
  };
  const forget = (s: Surface, id: string) => {
    if (s === 'http') return http('DELETE', `/v1/memories/${id}?userId=${userId}&reason=not+true+any+more`);
    if (s === 'mcp') return tool('forget', { id, reason: 'not true any more' });
    return lib(() => mnemo.forget(scope, id, { reason: 'not true any more' }));
  };
  const setProfile = (s: Surface, key: string, value: string) =>
    s === 'http'
      ? http('PATCH', `/v1/users/${userId}/profile`, { set: { [key]: value }, reason: 'the user said so' })
      : lib(() => mnemo.setProfile(scope, key, value, { reason: 'the user said so' }));
  const importLines = (s: Surface, lines: string[], source?: string) =>
    s === 'http'
      ? http('POST', `/v1/users/${userId}/import`, lines.join('\n') + '\n', 'application/x-ndjson')
      : lib(() => mnemo.admin.importLines(lines, { scope, source: source ? { type: 'bootstrap', id: source } : undefined }));

  async function apply(op: Op): Promise<'done' | 'refused' | 'skipped'> {
    const now = mnemo.now();
    switch (op.op) {
      case 'remember': {
        const { attr, value } = op.av;
        const validFrom = op.backdate > 30 ? new Date(now.getTime() - (op.backdate - 30) * DAY) : undefined;
        await remember(
          op.surface,
          { content: SAY[attr](value), ...(op.triple && { triple: { subject: 'user', predicate: attr, object: value } }), ...(validFrom && { validFrom }) },
          op.consolidate,
        );
        return 'done';
      }
      case 'rememberOther':
        await remember(op.surface, { content: op.text }, op.consolidate);
        return 'done';
      case 'update': {
        const target = pickOf(await currentMemories(), op.pick);
        if (!target) return 'skipped';
        const { attr, value } = op.av;
        const held = heldField(target);
        const a = (held && held in VALUES ? held : attr) as Attr;
        const v = VALUES[a].includes(value as never) ? value : (VALUES[a][0] as string);
        if (op.mode === 'text') await update(op.surface, target.id, SAY[a](v), {});
        else if (op.mode === 'value') await update(op.surface, target.id, `Changed: ${SAY[a](v)}`, { value: v });
        else if (op.surface === 'mcp')
          return 'skipped'; // the tool has no triple
        else await update(op.surface, target.id, SAY[a](v), { triple: { subject: 'user', predicate: a, object: v } });
        return 'done';
      }
      case 'forget': {
        const target = pickOf(await currentMemories(), op.pick);
        if (!target) return 'skipped';
        await forget(op.surface, target.id);
        return 'done';
      }
      case 'forgetTopic': {
        const topic = { location: 'where the user lives', name: "the user's name", employer: 'where the user works', team: "the user's team" }[op.attr];
        await lib(() => mnemo.applyCandidates(scope, [], { forget: [{ topic, reason: 'the user asked to forget it' }] }));
        return 'done';
      }
      case 'profileSet':
        await setProfile(op.surface, op.av.attr, op.av.value);
        return 'done';
      case 'profileUnset':
        if (op.surface === 'http') await http('PATCH', `/v1/users/${userId}/profile`, { unset: [op.attr], reason: 'no longer true' });
        else await lib(() => mnemo.unsetProfile(scope, op.attr, { reason: 'no longer true' }));
        return 'done';
      case 'import': {
        const { attr, value } = op.av;
        const n = ++importSeq;
        const at = now.toISOString();
        const lines = [
          JSON.stringify({
            type: 'memory',
            id: `hr-${userId}-${n}`,
            kind: 'fact',
            content: SAY[attr](value),
            triple: { subject: 'user', predicate: attr, object: value },
            createdAt: at,
            source: { type: 'bootstrap', id: op.source },
          }),
          ...(op.profile ? [JSON.stringify({ type: 'profile', key: attr, value, source: 'bootstrap', updatedAt: at })] : []),
        ];
        const source = op.surface === 'lib' ? op.source : undefined;
        await importLines(op.surface, lines, source);
        given({ kind: 'source', type: 'bootstrap', id: op.source });
        return 'done';
      }
      case 'revoke': {
        const spec = op.which === 'session' ? (sessions.at(-1) ? `session:${sessions.at(-1)}` : null) : `bootstrap:${op.which}`;
        if (!spec) return 'skipped';
        await lib(() => mnemo.revokeSource(scope, spec));
        revoked.push(op.which === 'session' ? { kind: 'session', sessionId: sessions.at(-1) as string } : { kind: 'source', type: 'bootstrap', id: op.which });
        return 'done';
      }
      case 'session': {
        const turns = op.turns.map(([av, i]) => {
          const says = TURN[av.attr as Attr](av.value).filter((t) => op.retro || !/last month/.test(t));
          return says[i % says.length] as string;
        });
        if (op.surface === 'http') {
          const s = await http('POST', '/v1/sessions', { userId, fresh: true });
          sessions.push(s.id as string);
          await http('POST', `/v1/sessions/${s.id}/events`, {
            userId,
            events: turns.flatMap((t) => [
              { role: 'user', content: t },
              { role: 'assistant', content: 'Noted.' },
            ]),
          });
          await http('POST', `/v1/sessions/${s.id}/end`, { userId, reason: 'done' });
        } else {
          const s = await lib(() => mnemo.sessions.open(scope, { fresh: true }));
          sessions.push(s.id);
          await lib(() =>
            mnemo.sessions.append(
              scope,
              s.id,
              turns.flatMap((t) => [
                { role: 'user' as const, content: t },
                { role: 'assistant' as const, content: 'Noted.' },
              ]),
            ),
          );
          await lib(() => mnemo.sessions.end(scope, s.id));
        }
        const done = await mnemo.flush({ scope });
        assert.equal(done.pending, 0, 'extraction finished');
        return 'done';
      }
      case 'dream': {
        const dream = await lib(() => mnemo.dreams.dream(scope));
        if (op.decision === 'discard') await lib(() => mnemo.dreams.discard(scope, dream.id));
        else if (op.decision === 'approveFirst' && dream.candidates[0])
          await lib(() => mnemo.dreams.approve(scope, dream.id, { only: [dream.candidates[0]?.id as string] }));
        else await lib(() => mnemo.dreams.approve(scope, dream.id));
        return 'done';
      }
      case 'erase':
        if (op.surface === 'http') await http('DELETE', `/v1/users/${userId}`);
        else await lib(() => mnemo.erase(scope));
        revoked.length = 0;
        sessions.length = 0;
        return 'done';
      case 'refused':
        return refused(op);
    }
  }

  /** An operation that must be refused; it must change nothing (the caller compares snapshots). */
  async function refused(op: Extract<Op, { op: 'refused' }>): Promise<'refused' | 'skipped'> {
    const s = op.surface;
    const attempt = async (f: () => Promise<unknown>) => {
      try {
        await f();
      } catch (e) {
        if (e instanceof Refused) return 'refused' as const;
        throw e;
      }
      throw new Error(`refused operation ${op.kind} over ${s} was accepted`);
    };
    const mems = await currentMemories();
    switch (op.kind) {
      case 'empty':
        return attempt(() => remember(s, { content: '   ' }, true));
      case 'secret':
        return attempt(() => remember(s, { content: 'My API key is sk-proj-4f9QmZ2xT7vLp8NwK3bR6yHcJ1aSdE5g' }, true));
      case 'oversize':
        return attempt(() => remember(s, { content: `The user ${'likes long words '.repeat(200)}.` }, true));
      case 'badKey':
        if (s === 'mcp') return 'skipped';
        return attempt(() => setProfile(s, 'constructor', 'x'));
      case 'unknownId':
        return attempt(() => (op.pick % 2 === 0 ? forget(s, 'm_doesnotexist000') : update(s, 'm_doesnotexist000', 'The user lives in Oslo.', {})));
      case 'superseded': {
        const all = await store.listMemories(at, { filter: { validity: { mode: 'all' } }, limit: 1000 });
        const old = pickOf(
          all.filter((m) => m.supersededBy !== null),
          op.pick,
        );
        if (!old) return 'skipped';
        return attempt(() => update(s, old.id, 'The user lives in Oslo.', {}));
      }
      case 'unreadableEdit': {
        const holder = pickOf(
          mems.filter((m) => heldField(m) !== null),
          op.pick,
        );
        if (!holder) return 'skipped';
        return attempt(() => update(s, holder.id, 'Something about the user changed.', {}));
      }
      case 'badImport':
        if (s === 'mcp') return 'skipped';
        return attempt(() =>
          importLines(s, [
            JSON.stringify({ type: 'memory', id: `ok-${userId}`, kind: 'fact', content: 'The user lives in Oslo.', createdAt: mnemo.now().toISOString() }),
            JSON.stringify({ type: 'memory', id: `bad-${userId}`, kind: 'nonsense', content: 'x' }),
          ]),
        );
      case 'badTriple':
        if (s === 'mcp') return 'skipped';
        return attempt(() =>
          remember(s, { content: 'The user lives in Oslo.', triple: { subject: 'user', predicate: 'location', object: 'password=hunter2hunter2' } }, true),
        );
      case 'dreamTwice': {
        const approved = (await store.listDreams(at)).find((d) => d.status !== 'open');
        if (!approved) return 'skipped';
        return attempt(() => lib(() => mnemo.dreams.approve(scope, approved.id)));
      }
    }
  }

  try {
    let before: Snapshot = await snapshot(store, at);
    for (const [i, op] of ops.entries()) {
      w.clock.t += DAY + 3_600_000 * (i % 5);
      stepTimes.push(mnemo.now());
      let outcome: string;
      try {
        outcome = await apply(op);
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
        outcome = `refused ${e.code}`;
      }
      log.push(`${i}: ${JSON.stringify(op)} → ${outcome}`);
      const after = await snapshot(store, at);
      const problems: string[] = [];
      if (outcome.startsWith('refused') && fingerprint(before) !== fingerprint(after)) problems.push(`refused operation changed memory (${outcome})`);
      if (op.op !== 'erase') problems.push(...checkHistory(before, after));
      problems.push(...checkProfile(after, mnemo.now()));
      problems.push(...checkSources(after, mnemo.now(), revoked));
      problems.push(...(await checkTimeline(mnemo, scope, after, stepTimes)));
      if (problems.length > 0) {
        throw new Error(`invariants broken after step ${i} (${label}, user ${userId}):\n  ${problems.join('\n  ')}\nsteps:\n  ${log.join('\n  ')}`);
      }
      before = after;
    }
  } finally {
    await mcp.close();
    await mcpServer.close();
  }
}

async function property(
  w: World,
  label: string,
  { runs: RUNS, steps: STEPS }: { runs: number; steps: number },
  { retro = true, rawTriples = true, attrs = ATTRS }: { retro?: boolean | 'always'; rawTriples?: boolean; attrs?: readonly Attr[] } = {},
): Promise<void> {
  const details = await fc.check(
    fc.asyncProperty(
      fc.array(
        opsOf(retro, rawTriples, attrs).filter((o) => !SKIP.has(o.op)),
        { minLength: 1, maxLength: STEPS },
      ),
      async (ops) => runSequence(w, ops, label),
    ),
    { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH !== undefined && { path: PATH }) },
  );
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    assert.fail(`${label}: ${error}\nreplay: MNEMO_SEED=${details.seed} MNEMO_PATH=${details.counterexamplePath} node scripts/run-tests.mjs suite-invariants`);
  }
  console.log(`invariants (${label}): ${RUNS} runs × up to ${STEPS} steps, seed ${SEED}: no violation`);
}

// -- the backends -------------------------------------------------------------------------------

let dir: string;
let pg: TestServer | null = null;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-inv-'));
  pg = await startDebianPostgres();
  if (!pg && process.env.MNEMO_REQUIRE_POSTGRES === '1') throw new Error('no PostgreSQL server binaries: apt-get install -y postgresql');
});
after(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the write path keeps its invariants under random sequences', () => {
  test('SQLite (a real file)', async () => {
    const w = await openWorld(join(dir, 'inv.db'));
    try {
      await property(w, 'sqlite', budget(4, 12));
    } finally {
      await closeWorld(w);
    }
  });

  test('PostgreSQL (the Debian server)', async (t) => {
    if (!pg) return t.skip('PostgreSQL server binaries are not installed');
    const w = await openWorld(pg.url);
    try {
      await property(w, 'postgres', budget(2, 10));
    } finally {
      await closeWorld(w);
    }
  });

  test('PGlite', async () => {
    const w = await openWorld(`pglite:${join(dir, 'pglite')}`);
    try {
      await property(w, 'pglite', budget(1, 10));
    } finally {
      await closeWorld(w);
    }
  });

  // Facts that became true in the past (backdated, "I moved to X last month"), written after a later
  // value of the same attribute was stated or closed: placed on the attribute's timeline, never
  // overlapping another interval (issue 22, item 5). Each backend runs the whole mix above with them;
  // this property backdates every remembered value of one attribute (location), on SQLite, with raw
  // appends of attribute triples left out.
  test('SQLite, with facts backdated into closed intervals', async () => {
    const w = await openWorld(join(dir, 'retro.db'));
    try {
      await property(w, 'sqlite-retro', budget(12, 12), { retro: 'always', rawTriples: false, attrs: ['location'] });
    } finally {
      await closeWorld(w);
    }
  });

  // `consolidate: false` (`--raw`) merges nothing, but a raw fact with a single-valued triple still
  // supersedes the current value (closed where the new one begins) and the profile follows it.
  test('SQLite, with raw appends of attribute triples', async () => {
    const w = await openWorld(join(dir, 'raw.db'));
    try {
      await property(w, 'sqlite-raw', budget(12, 12), { retro: false });
    } finally {
      await closeWorld(w);
    }
  });
});
