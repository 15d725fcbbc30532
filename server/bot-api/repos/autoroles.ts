// Auto-roles: roles given to new members; inactive ones stay configured but are not assigned.
import type { Kysely, Selectable } from 'kysely';
import type { AutoRole, DeletionResult } from '../../contract/index.js';
import { notFound } from '../errors.js';
import { bit, toBool, uniqueOr409 } from '../store/database.js';
import type { AutoRolesTable, Database } from '../store/schema.js';
import { audited, auditedDeletion, type Actor } from './audit.js';

function toAutoRole(row: Selectable<AutoRolesTable>): AutoRole {
  const problem = row.problem_reason && row.problem_at ? { reason: row.problem_reason, at: row.problem_at } : null;
  return {
    id: row.id,
    role_id: row.role_id,
    role_name: row.role_name,
    is_active: toBool(row.is_active),
    created_at: row.created_at,
    problem,
  };
}

/** What the bot last met giving this auto role (null: it was given); not a change of the configuration, so not audited. */
export async function recordAutoRoleProblem(
  db: Kysely<Database>,
  guildId: string,
  roleId: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auto_roles')
    .set({ problem_reason: reason, problem_at: reason ? now.toISOString() : null })
    .where('guild_id', '=', guildId)
    .where('role_id', '=', roleId)
    .execute();
}

export async function listAutoRoles(db: Kysely<Database>, guildId: string): Promise<AutoRole[]> {
  return (
    await db.selectFrom('auto_roles').selectAll().where('guild_id', '=', guildId).orderBy('id', 'asc').execute()
  ).map(toAutoRole);
}

async function getRow(db: Kysely<Database>, guildId: string, roleId: string) {
  const row = await db
    .selectFrom('auto_roles')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  if (!row) throw notFound('Auto role');
  return row;
}

export async function addAutoRole(
  db: Kysely<Database>,
  guildId: string,
  role: { roleId: string; roleName: string },
  actor: Actor,
  now: Date,
): Promise<AutoRole> {
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toAutoRole(
          await tx
            .insertInto('auto_roles')
            .values({
              guild_id: guildId,
              role_id: role.roleId,
              role_name: role.roleName,
              is_active: bit(true),
              created_at: now.toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (created) => ({
        guildId,
        actor,
        action: 'autorole.add',
        targetType: 'auto_role',
        targetId: role.roleId,
        after: created,
      }),
    ),
    'This role is already an auto-role',
  );
}

export async function setAutoRoleActive(
  db: Kysely<Database>,
  guildId: string,
  roleId: string,
  isActive: boolean,
  actor: Actor,
  now: Date,
): Promise<AutoRole> {
  const before = toAutoRole(await getRow(db, guildId, roleId));
  return audited(
    db,
    now,
    async (tx) =>
      toAutoRole(
        await tx
          .updateTable('auto_roles')
          .set({ is_active: bit(isActive) })
          .where('guild_id', '=', guildId)
          .where('role_id', '=', roleId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    (after) => ({
      guildId,
      actor,
      action: 'autorole.toggle',
      targetType: 'auto_role',
      targetId: roleId,
      before,
      after,
    }),
  );
}

export async function removeAutoRole(
  db: Kysely<Database>,
  guildId: string,
  roleId: string,
  actor: Actor,
  now: Date,
): Promise<DeletionResult> {
  const before = toAutoRole(await getRow(db, guildId, roleId));
  return auditedDeletion(
    db,
    now,
    (tx) => tx.deleteFrom('auto_roles').where('guild_id', '=', guildId).where('role_id', '=', roleId).execute(),
    { guildId, actor, action: 'autorole.remove', targetType: 'auto_role', targetId: roleId, before },
  );
}
