// Issue 27, eleventh round (item 7). Secrets read by their binding: a credential named only by what it
// opens (a network, a device, a lock, an account, a product at the start of a fragment), a value first and
// then what it opens, a short head (pass, pw, psk, master), a purpose first, the code one enters, command
// lines that feed a secret (a pipe into --password-stdin or chpasswd, an option or a tool's own flag, a
// server's directive), and config lines with unusual names. Harmless: the same heads with no credential,
// models, versions, years, quantities, network names, hosts' and products' names, flags that are a port
// and commands that only refer to a secret. The sentences are new, not the corpora's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { redactSecrets } from '../src/write/guard/index.js';
import { assertKeptAsTyped, assertRedacted, guardHarness } from './support/guard-harness.js';

/** [text, the values that must not be stored], one group a kind. */
const NAMED_BY_WHAT_IT_OPENS: readonly (readonly [string, readonly string[]])[] = [
  ['the wifi at the beach hut is gull-tide-58', ['gull-tide-58']],
  ['laptop = otter4419', ['otter4419']],
  ['the garage is 6604, the back gate is 1290', ['6604', '1290']],
  ['xbox: Lantern!23', ['Lantern!23']],
  ['das WLAN im Büro ist Ahornblatt42', ['Ahornblatt42']],
  ['keepass: harbor.tulip.engine.sock', ['harbor.tulip.engine.sock']],
  ['steam / Brisk7!oak', ['Brisk7!oak']],
  ['the tablet unlocks with 804412', ['804412']],
  ['the nas is admin / Wren#5530', ['Wren#5530']],
];

const VALUE_FIRST: readonly (readonly [string, readonly string[]])[] = [
  ['Fennel#208 -> nas admin', ['Fennel#208']],
  ['3390 — code for the bike shed', ['3390']],
  ['Pumice77 unlocks my tablet', ['Pumice77']],
  ['Goby!42 to get into the home wifi', ['Goby!42']],
  ['Tamarack9x\nthat’s the one for the bank', ['Tamarack9x']],
];

const SHORT_HEADS: readonly (readonly [string, readonly string[]])[] = [
  ['pass for the boat wifi: marlin2020', ['marlin2020']],
  ['master for keepass = Tidal!Moon6', ['Tidal!Moon6']],
  ['psk for the guest wifi: wren&fox9', ['wren&fox9']],
  ['user deploy pass kQwErTyUiOp', ['kQwErTyUiOp']],
];

const COMMANDS: readonly (readonly [string, readonly string[]])[] = [
  ["echo 'Vx7!pq22Lm' | docker login -u ci --password-stdin registry.example.com", ['Vx7!pq22Lm']],
  ['redis.conf: requirepass Slate-77x', ['Slate-77x']],
  ['7z a -pQuarry#88 out.7z docs', ['Quarry#88']],
  ['ldapwhoami -x -D cn=ro,dc=corp -w Moss4Fern', ['Moss4Fern']],
  ['openssl enc -aes-256-cbc -pass pass:Birch99x -in a -out b', ['Birch99x']],
  ["echo 'ops:Heron!55' | chpasswd", ['Heron!55']],
  ['keytool -importkeystore -srcstorepass Gable2024 -destkeystore b.jks', ['Gable2024']],
];

const SENTENCES: readonly (readonly [string, readonly string[]])[] = [
  ['to disarm the shop alarm you enter 7720', ['7720']],
  ['the code we punch in at the gym is 4491', ['4491']],
  ['the travel drive opens with amber moss kettle', ['amber moss kettle']],
  ['for the archive disk I went with dune-pepper-cloud-lamp', ['dune-pepper-cloud-lamp']],
  ['the phrase to unlock the vault is otter lamp river stone and then it asks for a key file', ['otter lamp river stone']],
];

const CONFIG: readonly (readonly [string, readonly string[]])[] = [
  ['NAS_PW=Falcon!09', ['Falcon!09']],
  ['door_code: 5582', ['5582']],
  ['BACKUP_LOGIN=svc:Reed4Lark', ['Reed4Lark']],
  ['pass_word = Juniper77', ['Juniper77']],
  ['wifi:\n  ssid: Cabin\n  psk: Hazel!Nut4', ['Hazel!Nut4']],
  ['backup_secret=fjord-ember-quill', ['fjord-ember-quill']],
];

const ALL = [...NAMED_BY_WHAT_IT_OPENS, ...VALUE_FIRST, ...SHORT_HEADS, ...COMMANDS, ...SENTENCES, ...CONFIG];

/** The same heads, links and commands with no credential: stored exactly as typed. */
const HARMLESS = [
  'the wifi at the beach hut is patchy',
  'laptop = ThinkPad T14s Gen 4',
  'the tv is Bravia7',
  'my phone is iPhone13',
  'router -> modem -> wall socket',
  'Step2 -> restart the router',
  'Item42 for the garage sale',
  'the garage is 2018',
  'my gym locker is 214, top row',
  'the safe is 45kg',
  "the router's MAC is 00:1A:2B:3C:4D:5E",
  'wifi network: Vodafone-7C21',
  'github: octocat2020',
  'Winner is Team7',
  'server: hetzner-cx21',
  'the cursor is eyJwYWdlIjo0fQ== for page 4',
  'used Postgres16 for the new server',
  'the safe opens with a key',
  'the --password flag is deprecated',
  'ssh -p 2222 deploy@10.0.0.5',
  'mysql -h db.internal -P 3306 -u ro -p',
  'docker run -p 8080:80 nginx:1.27',
  'echo $TOKEN | docker login ghcr.io -u octo --password-stdin',
  'requirepass ${REDIS_PASSWORD}',
  'openssl enc -aes-256-cbc -pass env:BACKUP_PASS -in a -out b',
  'net user bob /delete',
  'door_open_seconds: 5',
  'ROUTER_LOGIN=admin',
  'wifi:\n  ssid: Cabin\n  channel: 36',
];

describe('round 11: credentials read by their binding, and nothing of the value is left', () => {
  test('named only by what it opens', () => {
    for (const [text, values] of NAMED_BY_WHAT_IT_OPENS) assertRedacted(text, values);
    assert.equal(redactSecrets('laptop = otter4419').text, 'laptop = [redacted password]');
  });
  test('a value first, then what it opens', () => {
    for (const [text, values] of VALUE_FIRST) assertRedacted(text, values);
  });
  test('short heads: pass, pw, psk, master', () => {
    for (const [text, values] of SHORT_HEADS) assertRedacted(text, values);
  });
  test('command lines that feed a secret keep the command and lose the value', () => {
    for (const [text, values] of COMMANDS) assertRedacted(text, values);
    assert.equal(redactSecrets("echo 'ops:Heron!55' | chpasswd").text, "echo 'ops:[redacted password]' | chpasswd");
  });
  test('PINs, codes and passphrases given by purpose or by who enters them', () => {
    for (const [text, values] of SENTENCES) assertRedacted(text, values);
  });
  test('config lines with unusual names', () => {
    for (const [text, values] of CONFIG) assertRedacted(text, values);
  });
  test('the same heads with no credential, models, years, quantities, names and port flags stay exactly as typed', () => {
    assertKeptAsTyped(HARMLESS);
  });
});

const h = guardHarness('issue27-r11');

describe('no part of the value is stored, through the library and over HTTP (round 11)', () => {
  test('remember and a session turn, library', async () => {
    await h.assertNoResidue(ALL, 'library');
  });
  test('POST /v1/memories and session events, HTTP', async () => {
    await h.assertNoResidue(ALL, 'http');
  });
  test('harmless neighbours are stored unchanged, library and HTTP', async () => {
    const oneLine = HARMLESS.filter((t) => !t.includes('\n')); // a memory is one line: the layout of config is folded
    await h.assertStoredAsTyped(oneLine, 'library', 'ok11');
    await h.assertStoredAsTyped(oneLine, 'http', 'ok11h');
  });
});

describe('round 11: code is read as code, not as a thing and what opens it', () => {
  // The BEAM run after this round's merge refused 180 technical pieces against 78 before: bare
  // names in code (`max: maxCacheSize`) and markdown headings (`**Efficiency**:`) were read as
  // values bound to a thing. A name in code is a reference; a literal under a credential's key is
  // still found by the label rules.
  test('a bare name in code and a markdown heading are kept as typed', () => {
    for (const text of [
      'const pool = createPool({\n  host: dbHost,\n  lock: acquireLock,\n});',
      'router.use(auth);\nconst door = {\n  open: openDoorHandler,\n};',
      'socket.on("join", (room) => {\n  const owner: currentUser.account.login;\n});',
      '2. **Security**: never log the password in plain text.',
    ]) {
      assert.equal(redactSecrets(text).text, text, text);
    }
  });

  test('a credential written out in code is still redacted', () => {
    const text = 'const settings = {\n  password: "Vt4!mq-81zx",\n};';
    const out = redactSecrets(text).text;
    assert.ok(!out.includes('Vt4!mq-81zx'), out);
  });
});
