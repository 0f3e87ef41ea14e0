/**
 * The scripted walk through remember / recall / context / correct / forget that `npm start` runs
 * against a real `mnemo.db` with the local embedder: no model, no key, no network.
 */
import type { Mnemo } from '../mnemo.js';
import { annotate } from '../pack/context.js';

/** Runs the walkthrough, writing what happens through `say`. */
export async function runWalkthrough(mnemo: Mnemo, say: (line: string) => void): Promise<void> {
  const alice = { userId: 'demo-alice' };
  const bob = { userId: 'demo-bob' };
  await mnemo.erase(alice);
  await mnemo.erase(bob);

  say('1. remember — Alice and Bob tell the assistant a few things');
  await mnemo.setProfile(alice, 'name', 'Alice');
  await mnemo.setProfile(alice, 'team', 'platform');
  await mnemo.remember(alice, { kind: 'episode', content: 'Discussed the staging deployment runbook and how its rollback phases should be structured.', importance: 0.7 });
  await mnemo.remember(alice, { kind: 'episode', content: 'Talked through a canary rollout: 5% of traffic first, then 25%, then everyone.' });
  await mnemo.remember(alice, { kind: 'episode', content: 'Asked how often database credentials should be rotated.' });
  const pref = await mnemo.remember(alice, { kind: 'preference', content: 'Prefers concise answers with one code example.', importance: 0.8 });
  const team = await mnemo.remember(alice, { kind: 'fact', content: 'Alice works on the platform team.', triple: { subject: 'alice', predicate: 'works_on', object: 'platform team' } });
  await mnemo.remember(bob, { kind: 'episode', content: 'Asked about React Server Components and data fetching.' });
  say(`   stored ${(await mnemo.list(alice)).length} memories for Alice, 1 for Bob\n`);

  const question = 'How should I structure my deployment rollback?';
  say(`2. recall — Alice asks: "${question}"`);
  for (const r of await mnemo.recall(alice, question, { k: 3 })) say(`   ${r.score.toFixed(3)}  ${r.memory.content}`);
  say('');

  say('3. context — what goes into the prompt, within 200 tokens');
  const ctx = await mnemo.context(alice, question, { budget: 200 });
  say(indent(ctx.stable.text));
  say(indent(ctx.episodic.text));
  say(`   (${ctx.tokens} of 200 tokens)\n`);

  say('4. correct — "Actually I moved to the infra team."');
  const { current } = await mnemo.update(alice, team.id, 'Alice works on the infra team.', { reason: 'Alice said she moved to the infra team' });
  await mnemo.setProfile(alice, 'team', 'infra', { reason: 'Alice said she moved to the infra team' });
  for (const e of await mnemo.history(alice, current.id)) say(`   ${e.op.padEnd(9)} ${e.targetId}  ${e.reason ?? ''}`);
  say(`   now recalled: ${(await mnemo.recall(alice, 'which team does Alice work on', { k: 1 }))[0]?.memory.content ?? '-'}\n`);

  say('5. forget — "Forget my answer-style preference."');
  await mnemo.forget(alice, pref.id, { reason: 'Alice asked to forget it' });
  say(`   preferences now: ${(await mnemo.list(alice, { kinds: ['preference'] })).length}; still in history: ${(await mnemo.history(alice, pref.id)).length} entries`);
  say(`   profile: ${(await mnemo.profile(alice)).map((p) => `${p.key}=${String(p.value)}`).join(', ')}`);
  say(`   Bob's recall of Alice's question returns only his own: ${(await mnemo.recall(bob, question, { k: 3 })).map((r) => annotate(r.memory)).join(' ') || 'nothing'}`);
}

function indent(text: string): string {
  return text ? text.split('\n').map((l) => `   ${l}`).join('\n') : '   (empty)';
}
