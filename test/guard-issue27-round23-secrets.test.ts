// Issue 27, twenty-third round, item 7: secrets are never stored — a password's word in languages the lexicon
// lacked (Danish "kodeord", Welsh, Galician, Albanian, Estonian…), a value with `;` inside or a typed `@value`; a value
// given as a password however short (a config key ending in PASSWORD, "was literally xy", "locked with", a wifi
// code); a strongly typed value used "for everything"; a connection string's `$`/`=` password and a pgpass line; an
// unnumbered seed phrase; a security answer after "I answered". Library remember and import. The sentences are new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertKeptAsTyped, assertRedacted, exportHeader, guardHarness, keeps, memoryLine } from './support/guard-harness.js';

const h = guardHarness('issue27-r23');

/** [message, values that must leave no residue]. */
const SECRETS: readonly (readonly [string, readonly string[]])[] = [
  ['Kodeordet til min mail er tern;42Gull', ['tern;42Gull']],
  ['Fy nghyfrinair i yw Afon77mawr', ['Afon77mawr']],
  ['Fjalëkalimi i ri është Shkodra55x', ['Shkodra55x']],
  ['Mi contrasinal do correo é Lugo7788r', ['Lugo7788r']],
  ['the nas password is @Heron_Quay84 btw', ['@Heron_Quay84']],
  ['my pin for the old bike lock was literally ow, ridiculous', ['ow']],
  ['environment:\n  REDIS_PASSWORD: q8', ['q8']],
  ['the tarball is encrypted with h2o9, dont ask', ['h2o9']],
  ['cabin wifi code mr4 lol', ['mr4']],
  ['i use Falcon.7731 for pretty much everything, xbox, spotify, uber', ['Falcon.7731']],
  ['redis://cache%40corp.io:w$4=Lp9Qz@cache.local:6379', ['w$4=Lp9Qz']],
  ['db7.internal:5432:orders:orders_ro:Jz8!kP2#vQw4', ['Jz8!kP2#vQw4']],
  [
    'ledger recovery phrase walnut timber cactus pepper glide raven orchard basket velvet tongue marble copper keep it safe',
    ['walnut timber cactus pepper glide raven orchard basket velvet tongue marble copper'],
  ],
  ['the security question was my first street and I answered Larch Close', ['Larch Close']],
];

/** Look-alikes: nothing to redact. */
const HARMLESS: readonly string[] = [
  'used gpt4o for the summariser and mistral for everything else',
  'my password for the old laptop was no, it never had one',
  'REDIS_PASSWORD=${REDIS_PASS} in the compose env file',
  'I answered the question about my first street on the quiz sheet',
  'the seed phrase lives on a steel plate in the fire safe',
  'the file is encrypted with aes, key is in vault',
];

/** Technical answers whose markup, identifiers and package names round 22's readers took for passwords (BEAM pieces). */
const TECHNICAL: readonly string[] = [
  '- **Phase 2:** Get ready to ship (configure the server, set up hosting).',
  'To tune it, set the `connectTimeoutMS` option for the database server.',
  'We throttle logins per IP address using koa-rate-limiter in the API server.',
  'Recall@10 of the retriever went up after we set the index to hybrid.',
];

describe('round 23: missing languages, short values, used for everything, connection strings, seed phrases, answers', () => {
  test('detector', () => {
    for (const [text, values] of SECRETS) assertRedacted(text, values);
    assertKeptAsTyped(HARMLESS);
    assertKeptAsTyped(TECHNICAL);
  });
  test('library remember: no residue stored; harmless talk stored exactly as typed', async () => {
    await h.assertNoResidue(SECRETS, 'library');
    await h.assertStoredAsTyped(HARMLESS, 'library', 'r23-lib');
  });
  test('import: a memory line and its note keep no residue; harmless lines are imported as typed', async () => {
    for (const [i, [text, values]] of SECRETS.entries()) {
      const line = memoryLine(`s${i}`, { content: `Noted from the old notebook app: ${text}`, notes: [text] });
      await h.mnemo.admin
        .importLines([exportHeader(`imp23-${i}`), line], { scope: { tenantId: 't', userId: `imp23-${i}` } })
        .catch((e: unknown) => assert.equal((e as { code?: string }).code, 'SECRET_DETECTED'));
      const stored = await h.storedText(`imp23-${i}`);
      for (const v of values) assert.equal(keeps(text, v, stored), false, `residue of ${text}`);
    }
    const ok = HARMLESS.map((content, i) => memoryLine(`k${i}`, { content }));
    const report = await h.mnemo.admin.importLines([exportHeader('imp23ok'), ...ok], { scope: { tenantId: 't', userId: 'imp23ok' } });
    assert.equal(report.flagged, 0);
    const kept = await h.storedText('imp23ok');
    for (const content of HARMLESS) assert.ok(kept.includes(content), content);
  });
});
