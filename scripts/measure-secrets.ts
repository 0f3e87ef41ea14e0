// Measures the secret guard (issue 17): on the corpus in test/fixtures/secrets (secret shapes found
// and values left after redaction; harmless sentences refused or altered), next to secretlint's
// recommended preset on the same texts; and on the BEAM conversations, the share of messages the
// guard would redact or refuse, per conversation. The BEAM data is read where it lies, never copied.
//
//   node --import tsx scripts/measure-secrets.ts [--beam ../shared/data/beam] [--samples 20]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { findSecret, redactSecrets, scanSecrets } from '../src/write/guard/index.js';
import { loadSecretsCorpus } from '../test/support/secrets-corpus.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const beamRoot = arg('beam', process.env.MNEMO_BEAM ?? join(import.meta.dirname, '../../shared/data/beam'));
const samples = Number(arg('samples', '0'));
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(2)} %`;

/** secretlint (devDependency, async only): does it report anything in `text`? */
async function secretlintFinder(): Promise<((text: string) => Promise<boolean>) | null> {
  try {
    const { lintSource } = await import('@secretlint/core');
    const { creator } = await import('@secretlint/secretlint-rule-preset-recommend');
    return async (content) => {
      const r = await lintSource({
        source: { filePath: '/memory.txt', content, contentType: 'text' },
        options: { config: { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] }, noPhysicFilePath: true },
      });
      return r.messages.length > 0;
    };
  } catch {
    return null;
  }
}

async function corpusTable(): Promise<void> {
  const corpus = loadSecretsCorpus();
  const lint = await secretlintFinder();
  let found = 0;
  let left = 0;
  let lintFound = 0;
  for (const c of corpus.secrets) {
    if (findSecret(c.text)) found++;
    const text = redactSecrets(c.text).text;
    if (c.values.some((v) => text.includes(v))) left++;
    if (lint && (await lint(c.text))) lintFound++;
  }
  let touched = 0;
  let lintTouched = 0;
  for (const h of corpus.harmless) {
    if (findSecret(h) || redactSecrets(h).text !== h) touched++;
    if (lint && (await lint(h))) lintTouched++;
  }
  const s = corpus.secrets.length;
  const h = corpus.harmless.length;
  console.log(`\nCorpus: ${s} secret shapes in sentences, ${h} harmless technical sentences\n`);
  console.log('| detector | secrets found | secret values left after redaction | harmless refused or altered |');
  console.log('| --- | --- | --- | --- |');
  console.log(`| Mnemo guard | ${found}/${s} (${pct(found, s)}) | ${left} | ${touched}/${h} (${pct(touched, h)}) |`);
  if (lint)
    console.log(
      `| secretlint preset-recommend 13.1.0 | ${lintFound}/${s} (${pct(lintFound, s)}) | (reports only) | ${lintTouched}/${h} (${pct(lintTouched, h)}) |`,
    );
  else console.log('| secretlint | not installed (devDependency) | | |');
}

interface Message {
  id: number;
  content: string;
}

function beamTable(): void {
  if (!existsSync(beamRoot)) {
    console.log(`\nBEAM: no data at ${beamRoot} (pass --beam <dir>)`);
    return;
  }
  console.log(`\nBEAM (${beamRoot}): messages the guard would redact (or refuse)\n`);
  console.log('| conversation | messages | redacted | share |');
  console.log('| --- | --- | --- | --- |');
  let all = 0;
  let hit = 0;
  let ms = 0;
  let chars = 0;
  const shown: string[] = [];
  for (const size of readdirSync(beamRoot)
    .filter((d) => /^\d+K$/.test(d))
    .sort((a, b) => parseInt(a) - parseInt(b))) {
    for (const n of readdirSync(join(beamRoot, size)).sort((a, b) => Number(a) - Number(b))) {
      const chat = JSON.parse(readFileSync(join(beamRoot, size, n, 'chat.json'), 'utf8')) as { turns: Message[][] }[];
      const messages = chat.flatMap((b) => b.turns.flat());
      let flagged = 0;
      for (const m of messages) {
        const t0 = performance.now();
        const found = scanSecrets(m.content);
        ms += performance.now() - t0;
        chars += m.content.length;
        if (found.length === 0) continue;
        flagged++;
        for (const f of found)
          if (shown.length < samples) shown.push(`${size}/${n}#${m.id} ${f.kind}: …${m.content.slice(Math.max(0, f.start - 60), f.end + 20)}…`);
      }
      all += messages.length;
      hit += flagged;
      console.log(`| ${size}/${n} | ${messages.length} | ${flagged} | ${pct(flagged, messages.length)} |`);
    }
  }
  console.log(`| **all** | ${all} | ${hit} | ${pct(hit, all)} |`);
  console.log(`\nScan time: ${(ms / all).toFixed(3)} ms per message on average (${((ms / chars) * 1000).toFixed(2)} ms per 1,000 characters).`);
  if (shown.length) console.log(`\nSamples (for checking by eye; not for the docs):\n${shown.join('\n')}`);
}

await corpusTable();
beamTable();
