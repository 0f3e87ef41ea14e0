// Issue 27, twenty-seventh round, item 7 (secrets). A value typed at random is no member access whichever of its dotted
// segments is random (`-P x.Rw8kT2mQz9`, `MYSQL_PWD=Vb7.qL2xN9pR mysql …`); base64's padding ends a value, not an empty
// assignment (`.npmrc` `:_password=…=`); a field of a list of credentials after a comma ("client_id …, client_secret V");
// "just" / "simply" between a copula and its value in other languages ("ist einfach", "es simplemente"); the Thai
// password word written with no space before the next word. Harmless: a JWT's key id and algorithm, CJK and Thai talk
// about a password's length, a sentence with a secret's field name and words. Library remember; the sentences are new.
import { describe, test } from 'node:test';
import { assertKeptAsTyped, assertRedacted, guardHarness } from './support/guard-harness.js';

const h = guardHarness('issue27-r27');

/** [message, values that must leave no residue]. */
const SECRETS: readonly (readonly [string, readonly string[]])[] = [
  ['bcp Sales.dbo.Orders out orders.dat -S db7 -U loader -P r.Wq8kT2mLz9xB -c', ['r.Wq8kT2mLz9xB']],
  ['MYSQL_PWD=Vb7.qL2xN9pRt mysqldump -h 10.1.2.3 -u backup shop', ['Vb7.qL2xN9pRt']],
  ['//pkgs.corp.example/:_password=cGFzc3dvcmQxMjNBYkNk=\n//pkgs.corp.example/:always-auth=true', ['cGFzc3dvcmQxMjNBYkNk=']],
  ['PayU sandbox: client_id 4kQ9mZ2xLp, client_secret Tn8vR3qW6yK2pL9sD4fB', ['Tn8vR3qW6yK2pL9sD4fB']],
  ['La clave del portátil del salón es simplemente zzk, nada más.', ['zzk']],
  ['Das Kennwort vom Küchenradio ist einfach brt, sonst nichts.', ['brt']],
  ['รหัสผ่านเน็ตบ้านคือ mangosteen48', ['mangosteen48']],
];

/** Look-alikes: nothing to redact. */
const HARMLESS: readonly string[] = [
  'kid: Qm7pL2xZ9rKd8Tw4 in the token header, alg ES256',
  '密码太短了，至少要十六位才行，比如包含3个数字',
  'รหัสผ่านต้องยาวอย่างน้อย 12 ตัวอักษร',
  'Die Anmeldung ist einfach zu umständlich geworden.',
  'Reminder: after the audit, client_secret rotation is due every ninety days.',
];

describe('round 27: random dotted values, base64 padding, listed fields, adverbs in other languages, Thai', () => {
  test('detector', () => {
    for (const [text, values] of SECRETS) assertRedacted(text, values);
    assertKeptAsTyped(HARMLESS);
  });
  test('library remember: no residue stored; harmless talk stored exactly as typed', async () => {
    await h.assertNoResidue(SECRETS, 'library');
    await h.assertStoredAsTyped(HARMLESS, 'library', 'r27-lib');
  });
});
