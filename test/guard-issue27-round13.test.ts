// Issue 27, thirteenth round (item 7). The sentence readers' values read in their sentence for what they are:
// a clock time said of an alarm, a router's network name after the network's noun, a chat handle with its
// tag, a place's postal code, a predicate written in a script typed with an input method, a clause of prose
// after "c'est" / "ist". Each is kept as typed when the sentence names no password, PIN or lock code; the
// same values beside such a word are still never stored. The sentences are new, not the corpora's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertKeptAsTyped, assertRedacted, guardHarness } from './support/guard-harness.js';

/** Harmless: what each value is, in its sentence. */
const HARMLESS = [
  'my wake-up alarm is 0715 on weekdays',
  'our wlan is FRITZBox7590-QX',
  'my discord: bluefrog_21#4410',
  'the zip code for the dentist is 02139',
  '비밀번호는 잊어버렸어',
  'パスワードは長すぎる',
  "le mot de passe, c'est encore une fois la même galère",
  'the key is to just keep going',
  'la clave es no rendirse nunca',
];

/** The same values where the sentence names a password, a PIN or a lock's code. */
const SECRETS: readonly (readonly [string, readonly string[]])[] = [
  ['house alarm code is 0745', ['0745']],
  ['the wifi password is Sunrise-AB12', ['Sunrise-AB12']],
  ['my discord password is bluefish#5521', ['bluefish#5521']],
  ['the door code at the post office is 2468', ['2468']],
  ['the zip code is 2040 and the gate code is 8813', ['8813']],
  ['pin number: six four one nine', ['six four one nine']],
];

describe('round 13: a value read for what it is in its sentence', () => {
  test('a time, a network name, a handle, a postal code, an IME predicate, a prose clause stay as typed', () => {
    assertKeptAsTyped(HARMLESS);
  });
  test('beside a password, PIN or lock word the same shapes are still redacted', () => {
    for (const [text, values] of SECRETS) assertRedacted(text, values);
  });
});

const h = guardHarness('issue27-r13');

describe('through remember and a session turn (round 13)', () => {
  test('harmless sentences are remembered unchanged, library and HTTP', async () => {
    await h.assertStoredAsTyped(HARMLESS, 'library', 'ok13');
    await h.assertStoredAsTyped(HARMLESS, 'http', 'ok13h');
  });
  test('a harmless session turn keeps its value', async () => {
    for (const [i, text] of HARMLESS.entries()) {
      const stored = await h.writeByLibrary(`turn13-${i}`, text);
      assert.ok(!stored.includes('[redacted'), `${i}: redacted`);
    }
  });
  test('no part of the secrets is stored, library and HTTP', async () => {
    await h.assertNoResidue(SECRETS, 'library');
    await h.assertNoResidue(SECRETS, 'http');
  });
});
