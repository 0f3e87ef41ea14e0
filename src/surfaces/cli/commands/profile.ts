/**
 * Profile, facts and namespace policy commands.
 */
import { type Command } from 'commander';
import { MnemoError } from '../../../core/errors.js';
import { globals, scopeFrom, withMnemo } from '../run.js';
import { date, day, emit, stateTag, withStates } from '../io.js';

/** Registers profile, facts and policy commands. */
export function registerProfileCommands(program: Command): void {
  program
    .command('profile')
    .description('show a user’s profile, or change it with --set key=value / --unset key')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--set <key=value...>', 'set fields')
    .option('--unset <key...>', 'remove fields')
    .option('--reason <why>', 'kept in history')
    .action(async (o: { user: string; set?: string[]; unset?: string[]; reason?: string }, cmd: Command) => {
      const g = globals(cmd);
      const profile = await withMnemo(
        g,
        async (m) => {
          const scope = scopeFrom({ ...g, ...o });
          for (const pair of o.set ?? []) {
            const at = pair.indexOf('=');
            if (at < 1) throw new MnemoError('INVALID_INPUT', 'use --set key=value');
            await m.setProfile(scope, pair.slice(0, at), pair.slice(at + 1), { reason: o.reason });
          }
          for (const key of o.unset ?? []) await m.unsetProfile(scope, key, { reason: o.reason });
          return m.profile(scope);
        },
        { access: o.set || o.unset ? 'write' : 'read' },
      );
      emit(g, Object.fromEntries(profile.map((p) => [p.key, p.value])), () =>
        profile.length === 0
          ? 'no profile fields'
          : profile.map((p) => `${p.key}: ${typeof p.value === 'string' ? p.value : JSON.stringify(p.value)}  (${p.source}, ${day(p.updatedAt)})`).join('\n'),
      );
    });

  program
    .command('facts')
    .description('subject–predicate–object facts, by subject, predicate or object')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--subject <s>')
    .option('--predicate <p>')
    .option('--object <o>')
    .option('--include-invalid', 'also superseded and forgotten facts')
    .option('--as-of <date>', 'the facts valid at that date', date)
    .action(async (o: { user: string; subject?: string; predicate?: string; object?: string; includeInvalid?: boolean; asOf?: Date }, cmd: Command) => {
      const g = globals(cmd);
      const { rows, now } = await withMnemo(g, async (m) => ({ rows: await m.facts(scopeFrom({ ...g, ...o }), o), now: m.now() }), { access: 'read' });
      emit(g, withStates(rows, now), () =>
        rows.length === 0
          ? 'no facts'
          : rows.map((r) => `${r.id}  ${stateTag(r, now)}${r.triple?.subject} · ${r.triple?.predicate} · ${r.triple?.object}`).join('\n'),
      );
    });

  const policy = program.command('policy').description('which agents may read and write which namespaces');
  policy
    .command('grant')
    .requiredOption('--agent <id>', 'the agent')
    .requiredOption('--namespace <ns>', 'a namespace (user, agent:<id>, …) or *')
    .option('--read', 'may read')
    .option('--write', 'may write (the user namespace still needs explicit user action)')
    .action(async (o: { agent: string; namespace: string; read?: boolean; write?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      await withMnemo(g, (m) => m.grant({ tenantId: g.tenant, agentId: o.agent, namespace: o.namespace, read: Boolean(o.read), write: Boolean(o.write) }), {
        access: 'write',
      });
      emit(g, { ok: true }, () => `granted ${o.agent}: ${o.namespace} ${o.read ? 'read ' : ''}${o.write ? 'write' : ''}`.trim());
    });
  policy
    .command('revoke')
    .requiredOption('--agent <id>', 'the agent')
    .requiredOption('--namespace <ns>', 'the namespace')
    .action(async (o: { agent: string; namespace: string }, cmd: Command) => {
      const g = globals(cmd);
      await withMnemo(g, (m) => m.revoke({ tenantId: g.tenant, agentId: o.agent, namespace: o.namespace }), { access: 'write' });
      emit(g, { ok: true }, () => `revoked ${o.agent}: ${o.namespace}`);
    });
  policy
    .command('list')
    .option('--agent <id>', 'only this agent')
    .action(async (o: { agent?: string }, cmd: Command) => {
      const g = globals(cmd);
      const grants = await withMnemo(g, (m) => m.grants(g.tenant ?? 'default', o.agent), { access: 'read' });
      emit(g, grants, () =>
        grants.length === 0 ? 'no grants' : grants.map((x) => `${x.agentId}  ${x.namespace}  ${x.read ? 'read' : '-'} ${x.write ? 'write' : '-'}`).join('\n'),
      );
    });
}
