/**
 * The walkthrough `mnemo demo` and `npm start` run against a real `mnemo.db` with the local
 * embedder: no model, no key, no network. Four sessions with the assistant — introduce, correct,
 * forget, verify — showing the profile after each, a runbook remembered whole (its three phases),
 * then what recall and context give an agent.
 */
import { Assistant } from '../assistant/assistant.js';
import type { Mnemo } from '../../engine/mnemo.js';

/** How the closing hint names the command and the database, so it can be pasted as printed. */
export interface WalkthroughOptions {
  /** The command a reader runs (default `mnemo`, as `npm install -g mnemo-engine` installs it; the CLI passes how it was started). */
  readonly command?: string;
  /** The `--db` the demo ran on, repeated in the hint (none for the default). */
  readonly db?: string;
}

/** Runs the walkthrough, writing what happens through `say`. */
export async function runWalkthrough(mnemo: Mnemo, say: (line: string) => void, options: WalkthroughOptions = {}): Promise<void> {
  const alice = { userId: 'demo-alice' };
  const bob = { userId: 'demo-bob' };
  say(`Alice is user ${alice.userId}, Bob is user ${bob.userId}.\n`);
  await mnemo.erase(alice);
  await mnemo.erase(bob);
  const assistant = new Assistant(mnemo);

  const session = async (title: string, messages: readonly string[]): Promise<void> => {
    say(title);
    let sessionId: string | undefined;
    for (const [i, message] of messages.entries()) {
      const turn = await assistant.turn(alice, message, { sessionId, fresh: i === 0 });
      sessionId = turn.sessionId;
      say(`   Alice: ${message}`);
      say(`   [${turn.route.route}] ${turn.reply.split('\n').filter(Boolean).join('\n   ')}`);
      const written = await mnemo.flush({ scope: alice });
      if (written.done) say(`   (extraction ran after the answer: ${written.done} job${written.done === 1 ? '' : 's'})`);
    }
    if (sessionId) await mnemo.sessions.end(alice, sessionId, 'demo step done');
    await mnemo.flush({ scope: alice });
    const profile = await mnemo.profile(alice);
    say(`   profile: ${profile.map((p) => `${p.key}=${String(p.value)}`).join(', ') || '(empty)'}\n`);
  };

  await session('Session 1 — introduce', ["Hi, I'm Alice. I work on the platform team and I prefer concise answers."]);
  // A list is kept whole by an explicit remember, which stores the text as given (the offline
  // rules read one fact per clause and are not what should carry a runbook's steps).
  const runbook = 'The staging rollback runbook has three phases: drain traffic, revert the release, verify health checks.';
  say(`Alice's agent remembers a runbook as written (${options.command ?? 'mnemo'} remember "…" does the same):`);
  const kept = await mnemo.remember(alice, { content: runbook, kind: 'procedure', importance: 0.8 });
  say(`   stored ${kept.id}: ${kept.content}\n`);
  await session('Session 2 — correct', ['Actually, I work on the infra team, not platform. Fix that.']);
  for (const e of await mnemo.profileHistory(alice, 'team'))
    say(`   history of team: ${e.op} ${JSON.stringify(e.oldValue)} → ${JSON.stringify(e.newValue)}  (${e.reason})`);
  say('');
  await session('Session 3 — forget', ['Forget what I told you about my preferences.']);
  await session('Session 4 — verify', ['What do you remember about me?']);

  const question = 'How do I roll back staging?';
  say(`What an agent gets for "${question}" (recall, then a 200-token context):`);
  for (const r of await mnemo.recall(alice, question, { k: 3 })) say(`   ${r.score.toFixed(3)}  ${r.memory.content}`);
  const ctx = await mnemo.context(alice, question, { budget: 200 });
  say(indent(ctx.stable.text));
  say(indent(ctx.episodic.text));
  say(`   (${ctx.tokens} of 200 tokens)\n`);
  say(`Bob's profile: ${(await mnemo.profile(bob)).length === 0 ? '(empty — nothing crossed over)' : 'NOT EMPTY'}`);
  const cli = `${options.command ?? 'mnemo'}${options.db !== undefined ? ` --db ${quote(options.db)}` : ''}`;
  say(
    `Inspect it yourself: ${cli} profile --user ${alice.userId}, ${cli} sessions --user ${alice.userId}, ${cli} history --profile team --user ${alice.userId}`,
  );
  say(`Or in the browser: ${cli} serve --no-auth, then open http://127.0.0.1:7077/ (the inspector; with keys, see docs/inspector.md)`);
}

function quote(arg: string): string {
  return /^[\w./:@-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

function indent(text: string): string {
  return text
    ? text
        .split('\n')
        .map((l) => `   ${l}`)
        .join('\n')
    : '   (empty)';
}
