// Issue 27, twenty-fifth round, item 7. Secrets: a bare `auth` field of a config holding a generated value, a URL's
// password holding an `@`, a value an arrow points back at ("V <- service"). Look-alikes: a trace or a dedupe key
// that is a UUID, a `name=value` field with no credential's word, a vault entry's name after a dash in quotes, a
// contraction after a credential's word, a length rule counted in characters, an error's SQLSTATE or errno code.
// Library remember and import; the sentences are new.
import { describe, test } from 'node:test';
import { assertKeptAsTyped, assertRedacted, guardHarness } from './support/guard-harness.js';

const h = guardHarness('issue27-r25');

/** [message, values that must leave no residue]. */
const SECRETS: readonly (readonly [string, readonly string[]])[] = [
  ['{ "proxy": { "port": 3128, "auth": "Hv4%tQ9!mB2zLw" } }', ['Hv4%tQ9!mB2zLw']],
  ['amqp://queue%40corp.example:Pw7@xLr2Qe@mq.corp.example:5672/vhost', ['Pw7@xLr2Qe']],
  ['gallant.72 <- origin account', ['gallant.72']],
];

/** Look-alikes: nothing to redact. */
const HARMLESS: readonly string[] = [
  'request_id=5d0c9a12-77e4-4f3b-a1c0-93be2d6f8e47 for the timeout on upload',
  'the lookup key for that user is 9f3e6b21-0c4d-4a87-b5e2-1d7c8a904f63, purge it',
  "The admin login lives in KeePass under 'Lab – Servers'.",
  "the locker code is the same as the old one, don't fret about it",
  '비밀번호는 10자리 이상이어야 합니다.',
  "Error: authentication failed for user 'ingest' (SQLSTATE 42P01)",
];

describe('round 25: auth fields, an @ in a URL password, values an arrow points back at; ids, quoted names, contractions, rules, error codes', () => {
  test('detector', () => {
    for (const [text, values] of SECRETS) assertRedacted(text, values);
    assertKeptAsTyped(HARMLESS);
  });
  test('library remember: no residue stored; harmless talk stored exactly as typed', async () => {
    await h.assertNoResidue(SECRETS, 'library');
    await h.assertStoredAsTyped(HARMLESS, 'library', 'r25-lib');
  });
  test('import: a memory line keeps no residue; harmless lines are imported as typed', async () => {
    await h.assertImportKeepsNoSecret('imp25', SECRETS, HARMLESS);
  });
});
