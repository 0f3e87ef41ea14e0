// Issue 27, twenty-second round, item 7: what the CLAUSE says a token is decides, with no credential's word — a
// value chosen, used or entered for a thing one opens or logs into, in any order ("went with V for the family
// icloud", "V is what I set for the portal", "punch in V at the alarm panel") — and a token typed as a secret by its
// characters alone where the message says nothing ("Notion → V", a base32 seed). A masked card's last four digits
// are no PIN. Every surface (library, HTTP remember, import, profile PATCH) uses the one detector. The sentences are new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertDetected, exportHeader, guardHarness, keeps, memoryLine } from './support/guard-harness.js';

const h = guardHarness('issue27-r22');

/** [message, values that must leave no residue]. */
const SECRETS: readonly (readonly [string, readonly string[]])[] = [
  ['we ended up going with cobbleStone48 for the shared disney+ account', ['cobbleStone48']],
  ['qwerty789 is what we set for the allotment society portal', ['qwerty789']],
  ['its plumJam!33 - the one for the council tax site', ['plumJam!33']],
  ['picked qx for the twins tablet, easy for them', ['qx']],
  ['key in 84126 on the panel by the lift when the alarm beeps', ['84126']],
  ['the key safe on the porch takes 3 0 5 8', ['3 0 5 8']],
  ['Notion → vB7$kQe2wLp9', ['vB7$kQe2wLp9']],
  ['authenticator setup string for the ops box is JZXW4ZLFNRSGK3TQMFZXG5DF', ['JZXW4ZLFNRSGK3TQMFZXG5DF']],
  ['la clave del portátil la dejé en canela55', ['canela55']],
];

/** Look-alikes judged by what the clause says and what the token is: nothing to redact. */
const HARMLESS: readonly string[] = [
  'we ended up going with proton pass for the shared accounts',
  'used llama3 for the classifier and whisper for the router logs',
  'went with python 3.12 for the new build server',
  'paid with the debit card •••• 6203 at the chemist, pin not needed',
  'the gate takes 2000 cars a day according to the council',
  'set the alarm for 0615 tomorrow, early train',
  'the commit hash was 4f2a9c0e7b1d3a5c8e6f0b2d4a6c8e0f1a3b5c7d, use it for the rollback',
];

describe('round 22: a value its clause binds to a thing, and a secret by its characters alone', () => {
  test('detector', () => assertDetected(SECRETS, HARMLESS));
  test('library and HTTP remember: no residue stored', () => h.assertNoResidueBoth(SECRETS));
  test('library and HTTP remember: harmless talk stored exactly as typed', () => h.assertStoredAsTypedBoth(HARMLESS, 'r22'));
  test('import: a memory line and its note keep no residue; harmless lines are imported as typed', async () => {
    for (const [i, [text, values]] of SECRETS.entries()) {
      const line = memoryLine(`s${i}`, { content: `Noted from the old notebook app: ${text}`, notes: [text] });
      // a line that is little more than its secret is refused whole, naming the line: nothing stored either way
      await h.mnemo.admin
        .importLines([exportHeader(`imp22-${i}`), line], { scope: { tenantId: 't', userId: `imp22-${i}` } })
        .catch((e: unknown) => assert.equal((e as { code?: string }).code, 'SECRET_DETECTED'));
      const stored = await h.storedText(`imp22-${i}`);
      for (const v of values) assert.equal(keeps(text, v, stored), false, `residue of ${text}`);
    }
    const ok = HARMLESS.map((content, i) => memoryLine(`k${i}`, { content }));
    const report = await h.mnemo.admin.importLines([exportHeader('imp22ok'), ...ok], { scope: { tenantId: 't', userId: 'imp22ok' } });
    assert.equal(report.flagged, 0);
    const kept = await h.storedText('imp22ok');
    for (const content of HARMLESS) assert.ok(kept.includes(content), content);
  });
  test('profile PATCH: a value set for a thing keeps no residue', async () => {
    for (const [i, [text, values]] of SECRETS.entries()) {
      const r = await h.call('PATCH', `/v1/users/pf22-${i}/profile`, { set: { note: text } });
      assert.ok(r.status < 500, r.text);
      const stored = await h.storedText(`pf22-${i}`);
      for (const v of values) assert.equal(keeps(text, v, stored), false, `residue of ${text} in the profile`);
    }
  });
});
