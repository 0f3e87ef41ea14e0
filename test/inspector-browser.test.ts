/**
 * The inspector in a real browser (Debian's Chromium through playwright-core) against the built
 * `mnemo serve` with API keys on, over a seeded SQLite store: search and open a memory, correct it,
 * forget it, resolve a flagged pair, preview the context; alice's pages never show bob's memory;
 * another tenant's key sees nothing; no key shows the sign-in page. axe-core runs on every page
 * (no serious or critical violation) and each page is saved at 1280 and 390 px wide under
 * test-output/screenshots/.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { cli, seedInspectorStore, startServe, type Seeded } from './support/inspector-seed.js';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(process.cwd(), 'test-output', 'screenshots');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// CI (.ci/run) installs Debian's chromium and sets MNEMO_REQUIRE_BROWSER, so there a missing browser fails.
const skip = existsSync(CHROMIUM) || process.env.MNEMO_REQUIRE_BROWSER ? false : `no browser at ${CHROMIUM} (.ci/run installs Debian's chromium)`;

const dir = mkdtempSync(join(tmpdir(), 'mnemo-inspector-'));
const db = join(dir, 'inspector.db');
let seeded: Seeded;
let server: Awaited<ReturnType<typeof startServe>>;
let browser: Browser;
let acmeKey = '';
let globexKey = '';

before(async () => {
  if (skip) return;
  seeded = await seedInspectorStore(db);
  acmeKey = (JSON.parse(cli(db, ['keys', 'create', '--tenant', 'acme', '--json']).stdout) as { key: string }).key;
  globexKey = (JSON.parse(cli(db, ['keys', 'create', '--tenant', 'globex', '--json']).stdout) as { key: string }).key;
  server = await startServe(db);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** axe on the page as it is: no serious or critical violation. */
async function accessible(page: Page, name: string): Promise<void> {
  // The pages' Content-Security-Policy refuses inline scripts, so axe-core is not added as a script
  // tag: the test evaluates it through the browser's debugging protocol, which the policy does not
  // govern, and the page itself stays under its policy.
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(readFileSync(AXE, 'utf8'));
  // A string, so this file needs no DOM types: it runs in the page, where axe-core was just injected.
  const violations = (await page.evaluate(
    `axe.run(document).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) })))`,
  )) as { id: string; impact: string; nodes: string[] }[];
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad, [], `${name}: accessibility violations`);
}

/** Checks the page at both widths (axe at each) and saves a screenshot of each. */
async function inspect(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await accessible(page, `${name} at ${width}px`);
    const scrollWidth = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    assert.ok(scrollWidth <= width, `${name} at ${width}px scrolls sideways (${scrollWidth}px wide)`);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Sub-resources (styles, scripts, the favicon) that answered 4xx/5xx on any page: there must be none. */
const brokenResources: string[] = [];
function watchResources(page: Page): void {
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'document' && r.status() >= 400) brokenResources.push(`${r.status()} ${r.url()}`);
  });
  // the inspector's own pages run under their Content-Security-Policy without a violation
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) brokenResources.push(`CSP: ${m.text().slice(0, 200)}`);
  });
}

/** The number in the users page's Memories column for `userId`. */
async function usersPageCount(page: Page, userId: string): Promise<number> {
  await page.goto(`${server.url}/`);
  return Number(
    await page
      .locator('tr', { has: page.locator(`a[href="/users/${userId}"]`) })
      .locator('td[data-label="Memories"]')
      .textContent(),
  );
}

async function signedIn(key: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watchResources(page);
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${server.url}/`);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/`);
  return { context, page };
}

/** Navigates and checks that bob's text is nowhere on alice's page. */
async function aliceVisit(page: Page, path: string): Promise<string> {
  const response = await page.goto(`${server.url}${path}`);
  assert.equal(response?.status(), 200, path);
  const text = await page.content();
  assert.ok(!text.includes(seeded.bobText), `bob's memory shows on ${path}`);
  return text;
}

test('without a key: the sign-in page, which says how to get a key', { skip }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}/users/alice`);
  assert.equal(response?.status(), 401);
  assert.ok(await page.getByLabel('API key').isVisible());
  assert.match(await page.content(), /mnemo --db .* keys create --tenant default/);
  assert.ok(!(await page.content()).includes('Alice works at Acme'));
  await inspect(page, 'signin');
  await page.getByLabel('API key').fill('mnemo_key_not_a_real_key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  assert.match(await page.content(), /not valid/);
  await context.close();
});

test('a key of another tenant sees nothing of this one', { skip }, async () => {
  const { context, page } = await signedIn(globexKey);
  const home = await page.content();
  assert.match(home, /Users of tenant globex/);
  assert.ok(!home.includes('alice') && !home.includes('bob'), 'another tenant’s users are listed');
  await page.goto(`${server.url}/users/alice`);
  assert.ok(!(await page.content()).includes('Alice works at Acme'));
  const memory = await page.goto(`${server.url}/users/alice/memories/${seeded.aliceMemory}`);
  assert.equal(memory?.status(), 404);
  for (const path of ['/review', '/jobs']) {
    await page.goto(`${server.url}${path}`);
    const text = await page.content();
    assert.ok(!text.includes(seeded.flaggedId) && !text.includes('PROVIDER_FAILED'), `${path} shows another tenant’s data`);
  }
  await context.close();
});

test('search, open, correct and forget a memory; alice’s pages never show bob’s', { skip }, async () => {
  const { context, page } = await signedIn(acmeKey);
  assert.match(await page.content(), /href="\/users\/bob"/);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate('document.activeElement.textContent'), 'Skip to content', 'the first Tab reaches the skip link');
  await inspect(page, 'users');

  const listed = await usersPageCount(page, 'alice');
  await aliceVisit(page, '/users/alice');
  assert.equal(await page.locator('td[data-label="Memory"]').count(), listed, 'the users page counts what the user’s page lists');
  await inspect(page, 'user-memories');
  await page.getByLabel('Search memories').fill('where does alice work');
  await page.getByLabel('Search memories').press('Enter');
  await page.waitForURL(/q=where/);
  const results = await page.content();
  assert.match(results, /keyword\s+\d\.\d\d\s+·\s+vector\s+\d\.\d\d\s+·\s+recency\s+\d\.\d\d\s+·\s+importance\s+\d\.\d\d\s+·\s+time\s+\d\.\d\d/);
  assert.ok(!results.includes(seeded.bobText));
  await inspect(page, 'search');
  await page.getByRole('link', { name: 'Alice works at Acme as a platform engineer.' }).first().click();
  await page.waitForURL(new RegExp(`/memories/${seeded.aliceMemory}$`));
  assert.ok(!(await page.content()).includes(seeded.bobText));
  await inspect(page, 'memory');

  await page.getByLabel('New text').fill('Alice works at Acme as a staff platform engineer.');
  await page.locator('#update-reason').fill('promoted in May');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await page.waitForURL(/done=updated/);
  assert.ok(!page.url().includes(seeded.aliceMemory), 'the new version has its own id');
  const updated = await page.content();
  assert.match(updated, /Alice works at Acme as a staff platform engineer\./);
  assert.match(updated, /Reason: promoted in May/);
  assert.ok(updated.includes(`href="/users/alice/memories/${seeded.aliceMemory}"`), 'the lineage links the old version');
  assert.match(updated, /<strong>supersede<\/strong>|<strong>create<\/strong>/);
  const history = await page.locator('pre[aria-label="old value"], pre[aria-label="new value"]').allTextContents();
  assert.ok(history.length > 0);
  for (const value of history) assert.doesNotMatch(value, /[{[]"/, `a history value reads as text, not JSON: ${value}`);
  const newId = new URL(page.url()).pathname.split('/').pop() as string;
  await inspect(page, 'memory-updated');

  await page.locator('#forget-reason').fill('she left Acme');
  await page.getByRole('button', { name: 'Forget' }).click();
  await page.waitForURL(/done=forgotten/);
  assert.match(await page.content(), /Reason: she left Acme/);
  const list = await aliceVisit(page, '/users/alice');
  assert.ok(!list.includes('staff platform engineer'), 'a forgotten memory leaves the default list');
  assert.ok((await aliceVisit(page, '/users/alice?state=forgotten')).includes(`/memories/${newId}`), 'and shows among the forgotten ones');
  await aliceVisit(page, '/users/alice');
  const current = await page.locator('td[data-label="Memory"]').count();
  assert.equal(await usersPageCount(page, 'alice'), current, 'a forgotten memory is not counted on the users page either');

  // A page that is not there: a 404 in the frame, the navigation still there.
  for (const path of ['/users/alice/memories/m_doesnotexist0000', '/no-such-page']) {
    const missing = await page.goto(`${server.url}${path}`);
    assert.equal(missing?.status(), 404, path);
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).isVisible(), `${path}: the nav bar stays`);
  }
  await inspect(page, 'not-found');
  assert.deepEqual(brokenResources, [], 'no page asked for a file that is not there (the favicon included)');
  await context.close();
});

test('resolve a flagged pair; preview the context; sessions, profile and jobs', { skip }, async () => {
  const { context, page } = await signedIn(acmeKey);
  await page.goto(`${server.url}/review`);
  const review = await page.content();
  assert.ok(review.includes(`/memories/${seeded.flaggedId}`));
  assert.ok(review.includes(seeded.dreamId) && review.includes('near-duplicate'), 'the dream candidates are in the same place');
  const candidate = (await page.locator('section.card', { hasText: seeded.dreamId }).locator('li').first().textContent()) ?? '';
  assert.match(candidate, /keep “[^”]+”, drop “[^”]+”/, `a dream candidate shows the memories' text: ${candidate}`);
  const tops = await Promise.all(
    ['Keep both', 'Keep newer', 'Keep older', 'Merge'].map(async (name) => (await page.getByRole('button', { name }).first().boundingBox())?.y),
  );
  assert.equal(new Set(tops).size, 1, `the four review buttons sit on one line at 1280 px: ${tops.join(', ')}`);
  await inspect(page, 'review');
  await page.getByLabel('Reason').first().fill('the same preference, restated');
  await page.getByRole('button', { name: 'Keep newer' }).first().click();
  await page.waitForURL(/done=resolved/);
  assert.match(await page.content(), /No flagged pairs/);
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL(/done=discarded/);
  assert.ok(!(await page.content()).includes(seeded.dreamId), 'a discarded dream leaves the queue');
  const flagged = await aliceVisit(page, `/users/alice/memories/${seeded.flaggedId}`);
  assert.match(flagged, /review: kept this, the newer — the same preference, restated/);

  await aliceVisit(page, '/users/alice/context');
  await page.getByLabel('Message').fill('what does alice like to drink?');
  await page.getByRole('button', { name: 'Show the context' }).click();
  await page.waitForURL(/message=/);
  const stable = await page.getByTestId('stable-block').textContent();
  assert.match(stable ?? '', /green tea/);
  assert.match(await page.content(), /<strong>\d+<\/strong> of a budget of 1000 tokens/);
  assert.ok(!(await page.content()).includes(seeded.bobText));
  await inspect(page, 'context');

  const session = await aliceVisit(page, `/users/alice/sessions/${seeded.sessionId}`);
  assert.match(session, /\[redacted [^\]]+\]/);
  assert.ok(!session.includes('ghp_R8mV2xQ7pL4nT9wK3sJ6dF1hY5bZ0cA8eG2u'), 'the secret is not on the page');
  assert.match(session, /Extraction watermark/);
  await inspect(page, 'session');
  await aliceVisit(page, '/users/alice/sessions');
  const snippets = await page.locator('td[data-label="First message"]').allTextContents();
  assert.ok(
    snippets.some((t) => t.includes('I moved to Lisbon last month')),
    `a session shows what it began with: ${snippets.join(' | ')}`,
  );
  await inspect(page, 'sessions');
  const profile = await aliceVisit(page, '/users/alice/profile');
  assert.doesNotMatch(profile, /\b1 changes\b/);
  await inspect(page, 'profile');

  await page.goto(`${server.url}/jobs`);
  assert.match(await page.content(), /PROVIDER_FAILED/);
  await inspect(page, 'jobs');
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await page.waitForURL(/done=retried/);
  await context.close();
});

test('/docs: the API reference, rendered from /openapi.json by the bundled renderer', { skip }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watchResources(page);
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  const response = await page.goto(`${server.url}/docs`);
  assert.equal(response?.status(), 200);
  await page.locator('.opblock').first().waitFor();
  const operations = await page.locator('.opblock').count();
  assert.ok(operations >= 20, `every route is listed (${operations})`);
  assert.match((await page.locator('.info .title').textContent()) ?? '', /Mnemo/);
  await page.locator('.opblock-summary', { hasText: '/v1/recall' }).first().click();
  // The body opens before the renderer fills it: wait for the parameters to be drawn (a timeout fails the test).
  await page.locator('.opblock-body', { hasText: 'query' }).first().waitFor({ timeout: 10_000 });
  assert.match((await page.locator('.opblock-body').first().textContent()) ?? '', /query/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: join(SHOTS, `api-docs-${width}.png`), fullPage: false });
  }
  assert.deepEqual(outside, [], 'nothing is fetched from elsewhere');
  assert.deepEqual(brokenResources, []);
  await context.close();
});
