// The secrets corpus (test/fixtures/secrets/corpus.json) through the guard's functions: every
// secret shape is found and its whole value redacted; harmless technical text is neither refused
// nor altered. Targets (issue 17): 0 secrets survive, at most 2 % of harmless sentences touched.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MnemoError } from '../src/core/errors.js';
import { findSecret, guardText, redactDeep, redactSecrets, scanSecrets } from '../src/write/guard/index.js';
import { loadSecretsCorpus } from './support/secrets-corpus.js';

const corpus = loadSecretsCorpus();
const isSecretDetected = (e: unknown) => MnemoError.isInstance(e) && e.code === 'SECRET_DETECTED';
const limits = { maxChars: 10_000 };

describe('the corpus', () => {
  test('holds at least 80 secret shapes and 50 harmless sentences', () => {
    assert.ok(corpus.secrets.length >= 80, `${corpus.secrets.length} secret shapes`);
    assert.ok(corpus.harmless.length >= 50, `${corpus.harmless.length} harmless sentences`);
    for (const c of corpus.secrets) for (const v of c.values) assert.ok(c.text.includes(v), `${c.kind}: a value not in its text`);
  });
});

describe('every secret shape', () => {
  for (const c of corpus.secrets) {
    test(
      `${c.kind}: ${c.text.slice(0, 50).replace(/\s+/g, ' ')}…`.replace(/[A-Za-z0-9+/_-]{12,}/g, (t) => `${t.slice(0, 6)}…`),
      () => {
        assert.ok(findSecret(c.text), 'findSecret finds it');
        const red = redactSecrets(c.text);
        for (const v of c.values) assert.ok(!red.text.includes(v), 'redactSecrets leaves no part of the value');
        assert.ok(red.found.length > 0 && /\[redacted [^\]]+\]/.test(red.text));
        assert.throws(() => guardText(c.text, limits), isSecretDetected, 'guardText refuses it by default');
        try {
          const kept = guardText(c.text, limits, 'memory text', { secrets: 'redact' });
          for (const v of c.values) assert.ok(!kept.includes(v), 'guardText in redact mode returns no part of the value');
        } catch (e) {
          assert.ok(isSecretDetected(e), 'redact mode refuses only with SECRET_DETECTED');
        }
      },
    );
  }
});

describe('harmless technical text', () => {
  test('at most 2 % is refused or altered (and the list of those that are)', () => {
    const touched = corpus.harmless.filter((h) => findSecret(h) !== null || redactSecrets(h).text !== h);
    assert.ok(touched.length <= corpus.harmless.length * 0.02, `touched: ${JSON.stringify(touched.map((t) => t.slice(0, 60)))}`);
  });
  for (const h of corpus.harmless) {
    test(h.slice(0, 60), () => {
      assert.deepEqual(scanSecrets(h), []);
      assert.equal(guardText(h, limits, 'memory text', { secrets: 'redact' }), h.replace(/\s+/g, ' ').trim());
    });
  }
});

describe('redaction keeps the rest and takes the whole value', () => {
  test('a passphrase after a colon goes whole', () => {
    assert.equal(redactSecrets('password: correct horse battery staple').text, 'password: [redacted password]');
  });
  test('a turn with a key keeps its words', () => {
    const key = ['sk', 'proj', 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56'].join('-');
    const out = redactSecrets(`Here is my setup: OPENAI_API_KEY=${key} and the model is gpt-4o-mini, please check the config.`);
    assert.equal(out.text, 'Here is my setup: OPENAI_API_KEY=[redacted API key] and the model is gpt-4o-mini, please check the config.');
  });
  test('a quoted value is replaced inside its quotes', () => {
    assert.equal(redactSecrets(`DB = { "user": "app", "password": "Zq8wLm2pVx" }`).text, 'DB = { "user": "app", "password": "[redacted password]" }');
  });
  test('a text that is only a secret is still refused in redact mode', () => {
    const key = ['gh', 'p_', 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78'].join('');
    assert.throws(() => guardText(key, limits, 'memory text', { secrets: 'redact' }), isSecretDetected);
    assert.throws(() => guardText(`My GitHub token is ${key}`, limits, 'memory text', { secrets: 'redact' }), isSecretDetected);
    assert.equal(
      guardText(`The deploy job reads the token ${key} from the runner and pushes the image after the tests pass.`, limits, 'memory text', {
        secrets: 'redact',
      }),
      'The deploy job reads the token [redacted GitHub token] from the runner and pushes the image after the tests pass.',
    );
  });
  test('a value split over lines is redacted before whitespace is folded', () => {
    const out = guardText('notes for the NAS setup, it took a while\npassword: blue lagoon sunset\nport 5000 is the admin page', limits, 'memory text', {
      secrets: 'redact',
    });
    assert.equal(out, 'notes for the NAS setup, it took a while password: [redacted password] port 5000 is the admin page');
  });
});

describe('redactDeep (metadata and other side fields)', () => {
  test('values named as secrets are redacted even when they do not look like one', () => {
    const { value, found } = redactDeep({
      password: 'hunter2',
      pin: 4821,
      nested: { apiKey: 'k3y-not-obvious', list: ['my password is marigold'] },
      ok: 'plain words',
      n: 3,
    });
    assert.deepEqual(value, {
      password: '[redacted password]',
      pin: '[redacted password]',
      nested: { apiKey: '[redacted secret]', list: ['my password is [redacted password]'] },
      ok: 'plain words',
      n: 3,
    });
    assert.equal(found.length, 4);
  });
  test('references and placeholders are kept', () => {
    const meta = { password: '$DB_PASSWORD', token: '${{ secrets.GH_TOKEN }}', apiKey: 'your_api_key', secret: '' };
    assert.deepEqual(redactDeep(meta), { value: meta, found: [] });
  });
  test('a secret used as a key is redacted too; cycles do not hang', () => {
    const key = ['AK', 'IA', 'Z3Q7XW5N2LKD4PM8'].join('');
    const cyclic: Record<string, unknown> = { [key]: 'x' };
    cyclic.self = cyclic;
    const { value } = redactDeep(cyclic);
    assert.ok(!Object.keys(value).includes(key));
  });
});
