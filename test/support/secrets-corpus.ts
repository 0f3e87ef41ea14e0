/**
 * The secrets corpus (test/fixtures/secrets/corpus.json): secret shapes inside sentences, each with
 * the values that must never be stored, and harmless technical sentences that must pass unchanged.
 * The file splits well-known prefixes with "~~" so that secret scanners do not flag it; loading
 * joins them again.
 */
import { readFileSync } from 'node:fs';

/** One text holding a secret, and the parts of it that must never be stored. */
export interface SecretCase {
  readonly kind: string;
  readonly text: string;
  readonly values: readonly string[];
}

/** The corpus, with the "~~" fences removed. */
export interface SecretsCorpus {
  readonly secrets: readonly SecretCase[];
  readonly harmless: readonly string[];
}

const unfence = (s: string): string => s.replaceAll('~~', '');

/** Reads the corpus from the repository. */
export function loadSecretsCorpus(path = new URL('../fixtures/secrets/corpus.json', import.meta.url)): SecretsCorpus {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { secrets: SecretCase[]; harmless: string[] };
  return {
    secrets: raw.secrets.map((c) => ({ kind: c.kind, text: unfence(c.text), values: c.values.map(unfence) })),
    harmless: raw.harmless.map(unfence),
  };
}
