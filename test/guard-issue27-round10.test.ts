// Issue 27, tenth round (item 7). Secrets: a value before its credential's noun ("V is my … password",
// "V ist mein Passwort", "V, that's the alarm code"), a value named by a "-wise" word, a credential named in
// an earlier clause of the message and given by reference ("the one I use everywhere is V", "New one: V",
// "writing it down here: V", "V — that's the wifi one"), a run of letters no word is written as with no
// link ("şifrem sq"), and lock and code nouns by kind in several languages (a garden gate, a locker, a
// padlock, a bike lock, a safe, an alarm). Harmless: the older label rules' false alarms (a board's pin, a
// bus pass, a protection a router uses, a translation label in JSON, a locker's number, a postal "pin
// code", a guess at a value, a clause about the password that begins with a pronoun or a day). The
// sentences are new, not the corpora's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { redactSecrets } from '../src/write/guard/index.js';
import { assertKeptAsTyped, assertRedacted, guardHarness } from './support/guard-harness.js';

/** [text, the values that must not be stored]. */
const SECRETS: readonly (readonly [string, readonly string[]])[] = [
  ['Hv7!rq2 is my netflix password, the kids know it', ['Hv7!rq2']],
  ['kestrel58 ist mein Passwort für den Laptop', ['kestrel58']],
  ["moineau31 c'est le mot de passe de la box", ['moineau31']],
  ['ladrillo44 es la contraseña del correo', ['ladrillo44']],
  ['sikorka12 to moje hasło do banku', ['sikorka12']],
  ['5530, that’s the alarm code for the studio', ['5530']],
  ['trwl, password-wise, for the old forum', ['trwl']],
  ['magnolia9 is what I type for the bank app, password-wise', ['magnolia9']],
  ['I reset every password last month and the one I use everywhere is now Quill-84', ['Quill-84']],
  ['The bank sent a fresh PIN. New one: 60417.', ['60417']],
  ['always forget the shed code, so writing it down here: 7342', ['7342']],
  ['passwords for the holiday flat. Fenix#22 — that’s the wifi one', ['Fenix#22']],
  ['şifrem kx unutma', ['kx']],
  ['my spotify password zrnd', ['zrnd']],
  ['Passwort vom Tablet bqsth', ['bqsth']],
  ['kod do furtki 5821', ['5821']],
  ['szyfr do kłódki: 3307', ['3307']],
  ['Spindcode im Schwimmbad: 4419', ['4419']],
  ['le code du casier au club est 2864', ['2864']],
  ['la combinación de la caja fuerte del hotel es 7712', ['7712']],
  ['il codice del lucchetto è 0493', ['0493']],
  ['de code van het fietsslot is 6612', ['6612']],
  ['larmkoden 9021, glöm inte', ['9021']],
  ['код от калитки 4158', ['4158']],
  ['8844 ist der Code fürs Garagentor', ['8844']],
];

/** Talk about credentials with no value, other senses and numbers: stored exactly as typed. */
const HARMLESS = [
  'the boot pin is GPIO0 on the ESP32',
  'my train pass is valid through September',
  'the office router password uses WPA3-Personal',
  '{"password": "Senha", "email": "E-mail"}',
  'my swimming locker is 118, near the showers',
  'the pin code for our Pune office is 411001',
  'the password is Winter-something, I never remember',
  'the guest wifi password you asked for: we rotate it on Mondays',
  'Mijn pincode is vandaag geblokkeerd',
  'Bitwarden is my password manager',
  'lastpass is what I use, password-wise',
  'Changed my password. The one for email is the same as before',
  'The door code changed. New one: ask the landlord',
  'my password reset link expired',
  'wifi password pls',
  'Passwort vom Router vergessen',
  'şifrem yanlış',
  'kod do furtki zmienił się w 2024',
  'the garage code is written on the fridge',
  'done, that’s the new one',
  'Ons wachtwoord is verlopen',
  'the admin password is super long, sorry',
];

describe('round 10: values before their label, given by reference or with no link, and lock codes by kind', () => {
  test('each value is redacted', () => {
    for (const [text, values] of SECRETS) assertRedacted(text, values);
    assert.equal(redactSecrets('şifrem kx unutma').text, 'şifrem [redacted password] unutma');
    assert.equal(redactSecrets('kod do furtki 5821').text, 'kod do furtki [redacted password]');
  });
  test('talk, pins of a board, passes, translation labels, numbers and guesses stay exactly as typed', () => {
    assertKeptAsTyped(HARMLESS);
  });
});

const h = guardHarness('issue27-r10');

describe('no part of the value is stored through the library write path (round 10)', () => {
  test('remember and a session turn', async () => {
    await h.assertNoResidue(SECRETS, 'library');
  });
  test('harmless neighbours are remembered and recalled unchanged', async () => {
    await h.assertStoredAsTyped(HARMLESS, 'library', 'ok10');
  });
});
