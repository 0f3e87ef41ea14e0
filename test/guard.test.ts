/**
 * Guards before storage (M7): secret detection and the text guard, as pure functions.
 * Fake credentials are assembled at run time so that secret scanners do not flag this file.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_GUARD_LIMITS, findSecret, guardText } from '../src/write/guard/index.js';
import { MnemoError } from '../src/core/errors.js';

/** A deterministic pseudo-random string over `alphabet` (a stand-in for a real key body). */
function noise(length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', seed = 7): string {
  let a = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    // mulberry32: uniform 32-bit integers, exact in JS arithmetic
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out += alphabet[((t ^ (t >>> 14)) >>> 0) % alphabet.length];
  }
  return out;
}

const PEM_LABEL = ['-----BEGIN', 'RSA', 'PRIVATE', 'KEY-----'].join(' ');

describe('findSecret: catches credentials', () => {
  const cases: [string, string, string][] = [
    ['OpenAI-style API key', `My key is ${'sk' + '-proj-'}${noise(40)} please keep it.`, 'API key'],
    ['Anthropic-style API key', `use ${'sk' + '-ant-'}${noise(32)}`, 'API key'],
    ['AWS access key id', `aws id ${'AK' + 'IA'}${noise(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`, 'AWS access key'],
    ['GitHub token', `token ${'gh' + 'p_'}${noise(36)}`, 'GitHub token'],
    ['PEM private key', `${PEM_LABEL}\nMIIEowIBAAKCAQEA${noise(60)}\n-----END RSA PRIVATE KEY-----`, 'private key'],
    ['bearer token', `curl -H "Authorization: Bearer ${noise(24)}" the API`, 'bearer token'],
    ['password=', 'the db config has password=hunter2hunter2', 'password'],
    ['password: ', 'Password: Tr0ub4dor&3', 'password'],
    ['password is <credential>', 'my password is hunter22 for the staging box', 'password'],
    ['connection string with password', 'connect with postgres://admin:s3cretpw@db.internal:5432/app', 'connection string with password'],
    ['JSON web token', `eyJ${noise(20)}.eyJ${noise(30)}.${noise(30)}`, 'JSON web token'],
  ];
  for (const [name, text, kind] of cases) {
    test(name, () => {
      assert.equal(findSecret(text), kind);
    });
  }

  test('a long high-entropy string with no known prefix', () => {
    const blob = noise(44, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 99);
    assert.equal(findSecret(`the value was ${blob} yesterday`), 'high-entropy string');
  });

  test('the kind is reported, never the secret itself', () => {
    const key = `${'sk' + '-'}${noise(40)}`;
    const kind = findSecret(`key ${key}`);
    assert.ok(kind);
    assert.ok(!kind.includes(key.slice(3)));
  });
});

describe('findSecret: leaves ordinary text alone', () => {
  const clean = [
    'The user prefers terse answers with code examples in TypeScript.',
    'Discussed the staging deployment runbook and how its rollback phases should be structured.',
    'Alice asked how often the secrets of the payments service should be rotated.',
    'The API token is rotated every 90 days by the platform team.',
    'My API key is stored in the team vault, not in the repository.',
    'The password policy requires at least twelve characters.',
    'The secret ingredient of her chili is cinnamon.',
    'Read https://example.com/docs/getting-started?page=2&lang=en before the workshop.',
    'See https://github.com/vercel/ai/blob/main/packages/ai/src/embed/embed.ts for the embed function.',
    'Internationalization-and-localization-considerations came up during the design review.',
    'Bob works with Carol and Dave on the React migration of the billing dashboard since 2023.',
    'The meeting is on 2024-03-14 at 10:30 in room B12.',
  ];
  for (const text of clean) {
    test(JSON.stringify(text.slice(0, 60)), () => {
      assert.equal(findSecret(text), null);
    });
  }
});

describe('guardText', () => {
  test('normalises whitespace and returns the clean text', () => {
    assert.equal(guardText('  The user\n likes   tea.\u0000 '), 'The user likes tea.');
  });

  test('empty or whitespace-only text is INVALID_INPUT', () => {
    for (const t of ['', '   ', '\n\t']) {
      assert.throws(
        () => guardText(t),
        (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT',
      );
    }
  });

  test('non-strings are INVALID_INPUT', () => {
    assert.throws(
      () => guardText(42),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT',
    );
  });

  test('oversize text is rejected with the limit in the details', () => {
    const long = 'word '.repeat(DEFAULT_GUARD_LIMITS.maxChars);
    assert.throws(
      () => guardText(long),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT' && e.details.limit === DEFAULT_GUARD_LIMITS.maxChars,
    );
    assert.equal(guardText('a'.repeat(10) + ' ok', { maxChars: 13 }), 'aaaaaaaaaa ok');
    assert.throws(
      () => guardText('a'.repeat(14), { maxChars: 13 }),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT',
    );
  });

  test('a secret is SECRET_DETECTED and the message does not contain it', () => {
    const key = `${'sk' + '-'}${noise(40)}`;
    assert.throws(
      () => guardText(`remember my key ${key}`),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'SECRET_DETECTED' && !e.message.includes(key) && e.details.kind === 'API key',
    );
  });
});
