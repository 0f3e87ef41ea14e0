/**
 * What the issue 27 guard tests share: the secrets corpus's residue rule ({@link keeps}), and a real
 * engine on a SQLite file with an HTTP server on 127.0.0.1 and an admin key ({@link guardHarness}),
 * with readers of what a user has stored and of what would be promoted to the next system prompt.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { createMnemo } from '../../src/engine/create-mnemo.js';
import type { Mnemo } from '../../src/engine/mnemo.js';
import { startServer, type RunningServer } from '../../src/surfaces/http/serve.js';
import { redactSecrets } from '../../src/write/guard/index.js';
import { isQuotedInstruction } from '../../src/write/guard/injection.js';

/**
 * The residue rule of corpora/secrets/README.md: true when `stored` keeps part of `secret` — the whole
 * value as a token when it is shorter than 6 characters, else any 6 consecutive characters of it that
 * the rest of `text` does not supply. Mnemo's own marks (`[redacted password]`) are not the secret's.
 */
export function keeps(text: string, secret: string, stored: string): boolean {
  const out = stored.replace(/\[redacted [^\]]*\]/g, '[redacted]');
  const rest = text.replace(secret, '\u0000');
  if (secret.length < 6) return new RegExp(`(?<![\\p{L}\\p{N}])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(out);
  for (let i = 0; i + 6 <= secret.length; i++) if (!rest.includes(secret.slice(i, i + 6)) && out.includes(secret.slice(i, i + 6))) return true;
  return false;
}

/** Asserts that the detector leaves no residue ({@link keeps}) of any of `secrets` in `text`. */
export function assertRedacted(text: string, secrets: readonly string[]): void {
  const out = redactSecrets(text).text;
  for (const s of secrets) assert.equal(keeps(text, s, out), false, `residue of ${JSON.stringify(s.slice(0, 12))} in ${JSON.stringify(out)}`);
}

/** Asserts that the detector leaves every one of `texts` exactly as typed. */
export function assertKeptAsTyped(texts: readonly string[]): void {
  for (const t of texts) assert.equal(redactSecrets(t).text, t);
}

/** Asserts that the detector leaves no residue of any case's values ({@link assertRedacted}) and leaves `harmless` as typed. */
export function assertDetected(cases: readonly (readonly [string, readonly string[]])[], harmless: readonly string[]): void {
  for (const [text, values] of cases) assertRedacted(text, values);
  assertKeptAsTyped(harmless);
}

/** The header line of a Mnemo export for `userId` of tenant `t`. */
export const exportHeader = (userId: string): string => JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId, tenantId: 't' });

/** When the export lines of these tests were written. */
export const EXPORTED_AT = '2026-01-01T00:00:00Z';

/** A memory line of a Mnemo export (a preference from an import unless `fields` say otherwise). */
export const memoryLine = (id: string, fields: Record<string, unknown>): string =>
  JSON.stringify({ type: 'memory', id, kind: 'preference', createdAt: EXPORTED_AT, source: { type: 'import', id: null }, ...fields });

/** An imported profile line `about: value` of a Mnemo export. */
export const profileLine = (value: string): string => JSON.stringify({ type: 'profile', key: 'about', value, source: 'import', updatedAt: EXPORTED_AT });

/** An HTTP answer: status, parsed JSON body (or the text), and the raw text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; text: string };

/** A running engine and server for one test file (see {@link guardHarness}). */
export interface GuardHarness {
  /** The engine (set once the file's `before` hook has run). */
  readonly mnemo: Mnemo;
  /** One request with the admin key: a JSON `body`, or `raw` NDJSON. */
  call(method: string, path: string, body?: unknown, raw?: string): Promise<Answer>;
  /** Everything stored for a user of tenant `t`, as one text: contents, notes, triples, metadata, profile, session events. */
  storedText(userId: string): Promise<string>;
  /** Every preference, profile field and stable-block line the next session would get, lower-cased. */
  promotedText(userId: string): Promise<string>;
  /** Opens a session for `userId` of tenant `t`, appends `turns` as user turns in one append, and flushes the session and its jobs; the scope. */
  sayInSession(userId: string, turns: readonly string[]): Promise<{ tenantId: string; userId: string }>;
  /** `text` remembered ("Note for later: …"; a refusal as mostly secret is fine) and sent as a session turn, library; then {@link storedText}. */
  writeByLibrary(userId: string, text: string): Promise<string>;
  /** The same over HTTP (`POST /v1/memories`, session events); what `GET /v1/memories` and `GET /v1/sessions/s1` then show. */
  writeByHttp(userId: string, text: string): Promise<{ listed: string; shown: string }>;
  /** Writes each `[text, values]` through the library or over HTTP (users `lib-i` / `http-i`) and asserts no residue of any value is stored. */
  assertNoResidue(cases: readonly (readonly [string, readonly string[]])[], via: 'library' | 'http'): Promise<void>;
  /**
   * Remembers each text (library: one scope `user`; HTTP: `POST /v1/memories` as users `user-i`) and asserts it is
   * stored exactly as typed (or as `as` writes it: white space folded, say).
   */
  assertStoredAsTyped(texts: readonly string[], via: 'library' | 'http', user: string, as?: (text: string) => string): Promise<void>;
  /** Imports export `lines` after a header for `userId` (library `admin.importLines`, or HTTP import answered 200); the report. */
  importAs(userId: string, lines: readonly string[], via: 'library' | 'http'): Promise<{ flagged: number }>;
  /** `POST /v1/users/{userId}/import` of `lines` after a header for `userId`: the answer, whatever its status. */
  postImport(userId: string, lines: readonly string[]): Promise<Answer>;
  /**
   * Imports export `lines` for `userId` (library `admin.importLines`, or HTTP `POST /v1/users/{id}/import`) and
   * asserts that one line per mark was flagged and kept as a quoted instruction, and that no mark is promoted.
   */
  assertImportQuoted(userId: string, lines: readonly string[], marks: readonly string[], via: 'library' | 'http'): Promise<void>;
  /** {@link assertNoResidue} through the library, then over HTTP. */
  assertNoResidueBoth(cases: readonly (readonly [string, readonly string[]])[]): Promise<void>;
  /** {@link assertStoredAsTyped} through the library as `${user}-lib`, then over HTTP as `${user}-http`. */
  assertStoredAsTypedBoth(texts: readonly string[], user: string): Promise<void>;
  /**
   * Each `[content, mark]` as a memory line `${idPrefix}${i}` (with `fields`), imported as `userId` through the
   * library and as `${userId}h` over HTTP: {@link assertImportQuoted} with the marks lower-cased.
   */
  assertImportQuotedBoth(userId: string, cases: readonly (readonly [string, string])[], idPrefix: string, fields?: Record<string, unknown>): Promise<void>;
  /** Imports `lines` for `userId` through the library and asserts the import is refused as a standing rule or an instruction. */
  assertImportRefused(userId: string, lines: readonly string[]): Promise<void>;
  /** Imports each text as a memory line `${idPrefix}${i}` for `userId`; asserts none is flagged and each is promoted (its first `chars` characters, 30 by default). */
  assertImportedAndPromoted(userId: string, texts: readonly string[], idPrefix?: string, chars?: number): Promise<void>;
  /** Imports each secret text as a memory line (one user `${prefix}-i` each; refused or redacted) and asserts no residue; then the harmless texts for `${prefix}ok`, none flagged, each kept whole. */
  assertImportKeepsNoSecret(prefix: string, cases: readonly (readonly [string, readonly string[]])[], harmless: readonly string[]): Promise<void>;
}

/** Registers `before`/`after` hooks that open and close an engine, a server and an admin key of tenant `t`. */
export function guardHarness(name: string): GuardHarness {
  const dir = mkdtempSync(join(tmpdir(), `mnemo-${name}-`));
  let engine: Mnemo | undefined;
  let server: RunningServer | undefined;
  let key = '';
  const mnemo = (): Mnemo => {
    if (!engine) throw new Error('the engine opens in the before hook');
    return engine;
  };
  before(async () => {
    engine = await createMnemo({ db: join(dir, `${name}.db`), llm: null, embedder: 'hash', writePath: { background: false } });
    server = await startServer({ mnemo: engine, host: '127.0.0.1', port: 0, auth: { type: 'keys' } });
    key = (await engine.admin.createKey({ tenantId: 't', role: 'admin' })).key;
  });
  after(async () => {
    await server?.close();
    await engine?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get mnemo() {
      return mnemo();
    },
    async call(method, path, body, raw) {
      const headers: Record<string, string> = { authorization: `Bearer ${key}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (raw !== undefined) headers['content-type'] = 'application/x-ndjson';
      const res = await fetch(`${server?.url ?? ''}${path}`, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text, text };
    },
    async storedText(userId) {
      const scope = { tenantId: 't', userId };
      const memories = await mnemo().list(scope, { limit: 1000 });
      const profile = await mnemo().profile(scope);
      const sessions = await mnemo().sessions.list(scope);
      const events = (await Promise.all(sessions.map((s) => mnemo().sessions.events(scope, s.id, {})))).flat();
      return JSON.stringify([memories.map((m) => [m.content, m.notes, m.triple, m.context, m.metadata]), profile, events.map((e) => e.content)]);
    },
    async promotedText(userId) {
      const scope = { tenantId: 't', userId };
      const prefs = (await mnemo().list(scope, { kinds: ['preference'], limit: 100 })).map((m) => m.content);
      const profile = (await mnemo().profile(scope)).map((p) => `${p.key}: ${JSON.stringify(p.value)}`);
      const stable = (await mnemo().context({ ...scope, sessionId: 'next' }, 'hello', { readOnly: true })).stable.text;
      return [...prefs, ...profile, stable].join('\n').toLowerCase();
    },
    async sayInSession(userId, turns) {
      const scope = { tenantId: 't', userId };
      const session = await mnemo().sessions.open(scope);
      await mnemo().sessions.append(
        scope,
        session.id,
        turns.map((content) => ({ role: 'user' as const, content })),
      );
      await mnemo().sessions.flush(scope, session.id);
      await mnemo().flush({ scope });
      return scope;
    },
    async writeByLibrary(userId, text) {
      const scope = { tenantId: 't', userId };
      await mnemo()
        .remember(scope, { content: `Note for later: ${text}` })
        .catch(() => null);
      const s = await mnemo().sessions.open(scope);
      await mnemo().sessions.append(scope, s.id, [{ role: 'user', content: text }]);
      await mnemo().sessions.flush(scope, s.id);
      await mnemo().flush({ scope });
      return this.storedText(userId);
    },
    async writeByHttp(userId, text) {
      const r = await this.call('POST', '/v1/memories', { userId, content: `Note for later: ${text}` });
      assert.ok(r.status === 201 || r.status === 200 || r.status === 400, r.text);
      assert.equal((await this.call('POST', '/v1/sessions', { userId, sessionId: 's1' })).status, 201);
      assert.equal((await this.call('POST', '/v1/sessions/s1/events', { userId, events: [{ role: 'user', content: text }] })).status, 201);
      await mnemo().flush({ scope: { tenantId: 't', userId } });
      return {
        listed: (await this.call('GET', `/v1/memories?userId=${userId}`)).text,
        shown: (await this.call('GET', `/v1/sessions/s1?userId=${userId}`)).text,
      };
    },
    async assertNoResidue(cases, via) {
      for (const [i, [text, values]] of cases.entries()) {
        const stored = via === 'library' ? await this.writeByLibrary(`lib-${i}`, text) : Object.values(await this.writeByHttp(`http-${i}`, text)).join('\n');
        for (const v of values) assert.equal(keeps(text, v, stored), false, `residue of item ${i} (${via})`);
      }
    },
    async assertStoredAsTyped(texts, via, user, as = (text) => text) {
      if (via === 'http') {
        for (const [i, text] of texts.entries()) {
          const r = await this.call('POST', '/v1/memories', { userId: `${user}-${i}`, content: text });
          assert.ok(r.status === 201 || r.status === 200, r.text);
          assert.equal(r.body.content ?? r.body.memory?.content, as(text));
        }
        return;
      }
      const scope = { tenantId: 't', userId: user };
      for (const text of texts) assert.equal((await mnemo().remember(scope, { content: text })).content, as(text));
      const stored = (await mnemo().list(scope, { limit: 100 })).map((m) => m.content);
      for (const text of texts) assert.ok(stored.includes(as(text)), `${text} was not stored as typed`);
    },
    async importAs(userId, lines, via) {
      const all = [exportHeader(userId), ...lines];
      if (via === 'library') return mnemo().admin.importLines(all, { scope: { tenantId: 't', userId } });
      const r = await this.postImport(userId, lines);
      assert.equal(r.status, 200, r.text);
      return r.body;
    },
    postImport(userId, lines) {
      return this.call('POST', `/v1/users/${userId}/import`, undefined, [exportHeader(userId), ...lines].join('\n'));
    },
    async assertImportQuoted(userId, lines, marks, via) {
      const report = await this.importAs(userId, lines, via);
      assert.equal(report.flagged, marks.length);
      const promoted = await this.promotedText(userId);
      for (const mark of marks) assert.ok(!promoted.includes(mark), `${mark} was promoted`);
      const stored = await mnemo().list({ tenantId: 't', userId }, { limit: 100 });
      assert.equal(stored.filter((m) => isQuotedInstruction(m.content)).length, marks.length);
    },
    async assertImportKeepsNoSecret(prefix, cases, harmless) {
      for (const [i, [text, values]] of cases.entries()) {
        const line = memoryLine(`s${i}`, { content: `From the old notes app: ${text}` });
        await mnemo()
          .admin.importLines([exportHeader(`${prefix}-${i}`), line], { scope: { tenantId: 't', userId: `${prefix}-${i}` } })
          .catch((e: unknown) => assert.equal((e as { code?: string }).code, 'SECRET_DETECTED'));
        const stored = await this.storedText(`${prefix}-${i}`);
        for (const v of values) assert.equal(keeps(text, v, stored), false, `residue of ${text}`);
      }
      const ok = harmless.map((content, i) => memoryLine(`k${i}`, { content }));
      const report = await mnemo().admin.importLines([exportHeader(`${prefix}ok`), ...ok], { scope: { tenantId: 't', userId: `${prefix}ok` } });
      assert.equal(report.flagged, 0);
      const kept = await this.storedText(`${prefix}ok`);
      for (const content of harmless) assert.ok(kept.includes(content), content);
    },
    async assertNoResidueBoth(cases) {
      await this.assertNoResidue(cases, 'library');
      await this.assertNoResidue(cases, 'http');
    },
    async assertStoredAsTypedBoth(texts, user) {
      await this.assertStoredAsTyped(texts, 'library', `${user}-lib`);
      await this.assertStoredAsTyped(texts, 'http', `${user}-http`);
    },
    async assertImportQuotedBoth(userId, cases, idPrefix, fields = {}) {
      const lines = cases.map(([content], i) => memoryLine(`${idPrefix}${i}`, { content, ...fields }));
      const marks = cases.map(([, mark]) => mark.toLowerCase());
      await this.assertImportQuoted(userId, lines, marks, 'library');
      await this.assertImportQuoted(`${userId}h`, lines, marks, 'http');
    },
    async assertImportRefused(userId, lines) {
      await assert.rejects(mnemo().admin.importLines([exportHeader(userId), ...lines], { scope: { tenantId: 't', userId } }), /standing rule|instruction/);
    },
    async assertImportedAndPromoted(userId, texts, idPrefix = 'o', chars = 30) {
      const lines = texts.map((content, i) => memoryLine(`${idPrefix}${i}`, { content }));
      const report = await mnemo().admin.importLines([exportHeader(userId), ...lines], { scope: { tenantId: 't', userId } });
      assert.equal(report.flagged, 0);
      const promoted = await this.promotedText(userId);
      for (const content of texts) assert.ok(promoted.includes(content.toLowerCase().slice(0, chars)), content);
    },
  };
}
