// Issue 27, eighteenth round. Item 7: in a message that talks about a credential (a password, a passcode, a PIN, a
// login, a lock's code, the wifi), a value typed as a password is redacted wherever it stands — after a verb that
// binds nothing ("ended up with", "keyed in"), after an aside, in a second clause, with a username before it — judged
// by the token (a word glued to digits or symbols, two words run together with a capital, a short digit run with a
// PIN's or a lock's word) rather than by the sentence. Harmless talk about credentials with counts, times, versions,
// ids, phone numbers and product names in it stays as typed. The sentences are new, not the corpora's.
import { describe, test } from 'node:test';
import { assertDetected, guardHarness } from './support/guard-harness.js';

const h = guardHarness('issue27-r18');

/** [message, values that must leave no residue]. */
const ANYWHERE: readonly (readonly [string, readonly string[]])[] = [
  ['sorted the password for the allotment forum at last, ended up with turnip8barrow so i can remember it', ['turnip8barrow']],
  ['the new wifi at my sisters flat, she read it off the box for me: Lantern?719 with a capital L', ['Lantern?719']],
  ['the keypad by the bike store wants the number first, then the star, 9047 if anyone asks', ['9047']],
  ['Kennwort für den alten Rechner geändert, ich tippe jetzt einfach haselnuss88 ein', ['haselnuss88']],
  ['vpn login after the reset: user k.dlamini and then mossyGranite6 for the second box', ['mossyGranite6']],
  ['safe at the holiday flat has a combination on the card, we used 12-30-07 last summer', ['12-30-07']],
  ['my passcode for the banking app? went for 552081 in the end, do not share', ['552081']],
  ['la contraseña del portátil la puse ayer, ahora escribo Nube_lila_21 al encenderlo', ['Nube_lila_21']],
];

/** Talk about credentials with numbers, ids and names that are no credential. */
const HARMLESS: readonly string[] = [
  'my password expired again, the helpdesk ticket is INC-88213 and they answer within 48 hours',
  'pin locked after three tries, the bank line is 0345 6120 998 and it opens at 0800',
  'the safe we bought weighs 3400 grams and the code is set by the installer on 12 May',
  'wifi password is on the sticker under the router, the box is a Hub 6 from 2021',
  'keep passwords in 1Password or KeePassXC, both sync to the Pixel 8 fine',
  'password reset emails take 15 minutes, then log in on Windows 11 or macOS 14.2',
  'door code for the studio changed on 3 June, ask Priya at the front desk after 9:30',
  'the password field on the form rejects anything over 64 chars, see release v2.14.0',
  // a program's code and identifiers in talk about logins
  'the code listens on port 8443 and gives up after 5 tries',
  'refactored the login flow, moved parseSession3 into token_store and renamed loadUser2 as well',
];

describe('round 18: a credential typed anywhere in a message about one is redacted', () => {
  test('detector', () => assertDetected(ANYWHERE, HARMLESS));
  test('library and HTTP: no residue stored', () => h.assertNoResidueBoth(ANYWHERE));
  test('library and HTTP: harmless talk stored exactly as typed', () => h.assertStoredAsTypedBoth(HARMLESS, 'r18'));
});
