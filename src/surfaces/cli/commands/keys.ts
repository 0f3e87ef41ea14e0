/**
 * `mnemo keys create|list|revoke`: API keys of `mnemo serve` (M23). A new key is printed once; the
 * store keeps only its hash.
 */
import { type Command } from 'commander';
import { MnemoError } from '../../../core/errors.js';
import { KEY_ROLES } from '../../../core/keys.js';
import type { KeyRole } from '../../../core/contracts/storage.js';
import { globals, withMnemo } from '../run.js';
import { emit } from '../io.js';

/** Registers the key commands. */
export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description('API keys of mnemo serve: create (printed once), list, revoke');

  keys
    .command('create')
    .description('create an API key for a tenant, optionally bound to one user and/or agent; the key is printed once')
    .option('--tenant <id>', 'the tenant the key belongs to (default: default)')
    .option('-u, --user <id>', 'bind the key to this user: it can never reach another')
    .option('-a, --agent <id>', 'the key acts as this agent under the namespace policy')
    .option('--role <role>', 'read, write or admin (admin may also manage keys, grants, jobs and import)', 'write')
    .option('--label <text>', 'a note for `mnemo keys list`')
    .action(async (o: { tenant?: string; user?: string; agent?: string; role: string; label?: string }, cmd: Command) => {
      const g = globals(cmd);
      if (!KEY_ROLES.includes(o.role as KeyRole)) throw new MnemoError('INVALID_INPUT', 'the role must be read, write or admin');
      const { key, info } = await withMnemo(
        g,
        (m) => m.admin.createKey({ tenantId: o.tenant ?? g.tenant ?? 'default', userId: o.user, agentId: o.agent, role: o.role as KeyRole, label: o.label }),
        { access: 'write' },
      );
      emit(g, { key, id: info.id, tenantId: info.tenantId, userId: info.userId, agentId: info.agentId, role: info.role }, () =>
        [
          key,
          `(${info.id}: tenant ${info.tenantId}${info.userId ? `, user ${info.userId}` : ', any user'}${info.agentId ? `, agent ${info.agentId}` : ''}, ${info.role}) — shown once, keep it now`,
        ].join('\n'),
      );
    });

  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--tenant <id>', 'only this tenant (default: every tenant)')
    .action(async (o: { tenant?: string }, cmd: Command) => {
      const g = globals(cmd);
      const list = await withMnemo(g, (m) => m.admin.listKeys(o.tenant ?? g.tenant), { access: 'read' });
      emit(g, list, () =>
        list.length === 0
          ? 'no keys'
          : list
              .map(
                (k) =>
                  `${k.id}  ${k.tenantId}  ${k.userId ?? '*'}  ${k.agentId ?? '-'}  ${k.role}  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'live'}${k.label ? `  ${k.label}` : ''}`,
              )
              .join('\n'),
      );
    });

  keys
    .command('revoke')
    .description('revoke an API key by id (it stops working at once)')
    .argument('<id>', 'the key id (key_…)')
    .option('--tenant <id>', 'the tenant of the key (default: default)')
    .action(async (id: string, o: { tenant?: string }, cmd: Command) => {
      const g = globals(cmd);
      const tenantId = o.tenant ?? g.tenant ?? 'default';
      await withMnemo(g, (m) => m.admin.revokeKey(tenantId, id), { access: 'write' });
      emit(g, { revoked: id }, () => `revoked ${id}`);
    });
}
