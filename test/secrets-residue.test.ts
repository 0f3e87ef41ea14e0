// Issue 27, item 7 (second round): a value given as a password, PIN, passphrase or key is a secret
// whatever it looks like, and what is left after redaction holds no part of it (no 6 characters
// the sentence does not itself supply; a short value not as a token). Placeholders, references and
// the same words in other senses stay exactly as typed. Then the same through a real engine: a
// remembered sentence and a session turn on a SQLite file keep no part of the value.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { redactSecrets } from '../src/write/guard/index.js';
import { keeps } from './support/guard-harness.js';

// Built from parts so that no scanner reads a whole token in this file.
const b64 = (n: number, seed: number) => {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = seed;
  return Array.from({ length: n }, () => abc[(s = (s * 1103515245 + 12345) % 2 ** 31) % abc.length]).join('');
};
const discord = ['MT', b64(24, 1), '.G', b64(5, 2), '.', b64(38, 3)].join('');
const padded = ['ATATT3x', b64(40, 4), '=', 'A1B2C3D4'].join('');

const SECRETS: readonly (readonly [string, string])[] = [
  ['Mein WLAN-Passwort lautet Haus2022Berlin', 'Haus2022Berlin'],
  ['мой пароль от почты: Medved2020', 'Medved2020'],
  ['heslo je Praha2000', 'Praha2000'],
  ['My LinkedIn password became Rainbow!2024 after the breach', 'Rainbow!2024'],
  ['Work laptop pw → Falcon!88', 'Falcon!88'],
  ['My gym locker app uses the password bluefish', 'bluefish'],
  ['Can you remember my email password? It’s jessie1987', 'jessie1987'],
  ['my old password was winter2019 and the new one is winter2020', 'winter2020'],
  ['the password is literally "password1"', 'password1'],
  ['Mot de passe : «soleil»', 'soleil'],
  ['bike lock combo is 739', '739'],
  ['The building entry code changed to 0912', '0912'],
  ['the code for the key box at the cabin is 3104', '3104'],
  ['my gpg key passphrase is correct horse battery staple', 'correct horse battery staple'],
  ['passphrase = the moon eats pancakes at dawn', 'the moon eats pancakes at dawn'],
  [
    'The wallet recovery phrase is: glide ribbon husband ocean vivid token arrow spell rotate cabin lucky bargain',
    'glide ribbon husband ocean vivid token arrow spell rotate cabin lucky bargain',
  ],
  [
    '12 words for my ledger: absorb dinner wagon ripple scout velvet humble glove cactus ozone thrive amber',
    'absorb dinner wagon ripple scout velvet humble glove cactus ozone thrive amber',
  ],
  ['the 2fa setup key is EPDW LZGT OFG2 QCV6', 'EPDW LZGT OFG2 QCV6'],
  ["sshpass -p 'rootme' ssh root@10.0.0.5", 'rootme'],
  ['redis-cli -h cache -a R3disPass! ping', 'R3disPass!'],
  ['htpasswd -b .htpasswd alice Wonderland1', 'Wonderland1'],
  ['run it with --db-password N0tS3cure --port 8080', 'N0tS3cure'],
  ['JWT_SECRET=mysupersecretjwtkey', 'mysupersecretjwtkey'],
  ['SECRET_KEY_BASE=' + '9f3c'.repeat(16), '9f3c'.repeat(16)],
  ['<add key="SmtpPassword" value="Mailer2023" />', 'Mailer2023'],
  ['<password>Xml!Pass7</password>', 'Xml!Pass7'],
  ['Cookie: sessionid=ijei8ockiv51tbivvwqwsw83zag6c8ll; theme=dark', 'ijei8ockiv51tbivvwqwsw83zag6c8ll'],
  ['curl -H "Authorization: Basic ' + b64(28, 5) + '" https://api.example.com', b64(28, 5)],
  [`discord bot token ${discord} for the music bot`, discord],
  [`atlassian api token ${padded}`, padded],
];

const HARMLESS: readonly string[] = [
  'password: <password>',
  'password=your_password',
  'PASSWORD=${DB_PASSWORD}',
  'the password is ****',
  "I forgot my password, it's on a sticky note somewhere.",
  'My password manager is great, it’s 1Password.',
  'Log in with the password manager extension.',
  'Enter the password twice to confirm.',
  'The code review for the lock service is done.',
  'The lunch combo is 12 dollars.',
  'The recovery phrase is: never share it with anyone.',
  'the passphrase is correct, thanks',
  'My old password was weak and the new one is much stronger.',
  'Use --password-stdin with docker login.',
  'docker buildx build --secret id=npmrc,src=$HOME/.npmrc .',
  '<add key="PasswordMinLength" value="12" />',
  '<secret>db-credentials</secret>',
  'PASSWORD_MIN_LENGTH=12',
  'token_url = "https://example.com/oauth2/token"',
  'socket.decodedToken = decoded;',
  '"Sid": "AllowAccessToS3Bucket",',
  'SELECT id, password FROM users WHERE username = :username',
  'Arguments to pass to your script.\n- **instances**: Number of instances to run.',
  'The song is in the key of G minor.',
  'Pin 7 on the Raspberry Pi header is GPIO4.',
  'Authorization: Basic <credentials>',
];

describe('what is left after redaction', () => {
  for (const [text, secret] of SECRETS) {
    test(
      text.replace(/[A-Za-z0-9+/_=-]{20,}/g, (t) => `${t.slice(0, 6)}…`),
      () => {
        const out = redactSecrets(text).text;
        assert.ok(!keeps(text, secret, out), `part of the value remains: ${out}`);
        assert.notEqual(out, text);
      },
    );
  }
  for (const text of HARMLESS) test(`kept as typed: ${text.slice(0, 60)}`, () => assert.equal(redactSecrets(text).text, text));
});

describe('through a real engine on a SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-residue-'));
  let mnemo: Mnemo;
  before(async () => {
    mnemo = await createMnemo({ db: join(dir, 'r.db'), llm: null, embedder: 'hash', writePath: { background: false } });
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });
  for (const [text, secret] of SECRETS.filter((_, i) => i % 3 === 0)) {
    test(`remember and a session turn keep no part: ${text.slice(0, 40)}`, async () => {
      const scope = { userId: `u${SECRETS.findIndex(([t]) => t === text)}` };
      await mnemo.remember(scope, { content: text }).catch((e: unknown) => assert.match(String(e), /SECRET_DETECTED|secret/i));
      const s = await mnemo.sessions.open(scope);
      await mnemo.sessions.append(scope, s.id, [{ role: 'user', content: text }]);
      await mnemo.sessions.flush(scope, s.id);
      await mnemo.flush({ scope });
      const stored = [
        ...(await mnemo.list(scope, { includeInvalid: true })).map((m) => JSON.stringify([m.content, m.context, m.triple, m.metadata])),
        ...(await mnemo.profile(scope)).map((p) => JSON.stringify(p)),
        ...(await mnemo.sessions.events(scope, s.id)).map((e) => JSON.stringify([e.content, e.metadata])),
      ].join('\n');
      assert.ok(!keeps(text, secret, stored), 'no part of the value is stored');
    });
  }
});
