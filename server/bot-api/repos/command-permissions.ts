// Command permissions: per role, the bot's commands it may and may not use; every change audited.
import type { Kysely } from 'kysely';
import type { CommandPermission, CommandPermissionInput, DeletionResult } from '../../contract/index.js';
import { notFound } from '../errors.js';
import { parseJsonList } from '../store/database.js';
import type { Database } from '../store/schema.js';
import { audited, auditedDeletion, type Actor } from './audit.js';

export async function listCommandPermissions(db: Kysely<Database>, guildId: string): Promise<CommandPermission[]> {
  const rows = await db
    .selectFrom('command_permissions')
    .selectAll()
    .where('guild_id', '=', guildId)
    .orderBy('role_name', 'asc')
    .execute();
  return rows.map((row) => ({
    role_id: row.role_id,
    role_name: row.role_name,
    allowed_commands: parseJsonList(row.allowed_commands),
    denied_commands: parseJsonList(row.denied_commands),
  }));
}

export async function putCommandPermission(
  db: Kysely<Database>,
  guildId: string,
  roleId: string,
  input: CommandPermissionInput,
  actor: Actor,
  now: Date,
): Promise<CommandPermission> {
  const before = (await listCommandPermissions(db, guildId)).find((entry) => entry.role_id === roleId);
  const after: CommandPermission = {
    role_id: roleId,
    role_name: input.roleName,
    allowed_commands: input.allowedCommands,
    denied_commands: input.deniedCommands,
  };
  const values = {
    role_name: input.roleName,
    allowed_commands: JSON.stringify(input.allowedCommands),
    denied_commands: JSON.stringify(input.deniedCommands),
    updated_at: now.toISOString(),
  };
  await audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('command_permissions')
        .values({ guild_id: guildId, role_id: roleId, ...values })
        .onConflict((oc) => oc.columns(['guild_id', 'role_id']).doUpdateSet(values))
        .execute(),
    () => ({ guildId, actor, action: 'command_permissions.put', targetType: 'role', targetId: roleId, before, after }),
  );
  return after;
}

export async function deleteCommandPermission(
  db: Kysely<Database>,
  guildId: string,
  roleId: string,
  actor: Actor,
  now: Date,
): Promise<DeletionResult> {
  const before = (await listCommandPermissions(db, guildId)).find((entry) => entry.role_id === roleId);
  if (!before) throw notFound('Command permission entry');
  return auditedDeletion(
    db,
    now,
    (tx) =>
      tx.deleteFrom('command_permissions').where('guild_id', '=', guildId).where('role_id', '=', roleId).execute(),
    { guildId, actor, action: 'command_permissions.delete', targetType: 'role', targetId: roleId, before },
  );
}
