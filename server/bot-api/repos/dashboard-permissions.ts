// Who may use a guild's dashboard besides the owner and managers: users or roles with permission IDs.
import type { Kysely, Selectable } from 'kysely';
import { PermissionId, type DeletionResult, type PermissionInput } from '../../contract/index.js';
import { entryAppliesTo } from '../../contract/guild-access.js';
import { notFound } from '../errors.js';
import { parseJsonList, uniqueOr409 } from '../store/database.js';
import type { Database, DashboardPermissionsTable } from '../store/schema.js';
import { audited, auditedDeletion, type Actor } from './audit.js';

export interface StoredPermission {
  id: number;
  type: 'user' | 'role';
  targetId: string;
  targetName: string;
  permissions: PermissionId[];
  createdAt: string;
}

function toStored(row: Selectable<DashboardPermissionsTable>): StoredPermission {
  return {
    id: row.id,
    type: row.type,
    targetId: row.target_id,
    targetName: row.target_name,
    permissions: parseJsonList(row.permissions).filter(
      (value): value is PermissionId => PermissionId.safeParse(value).success,
    ),
    createdAt: row.created_at,
  };
}

export async function listPermissions(db: Kysely<Database>, guildId: string): Promise<StoredPermission[]> {
  return (
    await db
      .selectFrom('dashboard_permissions')
      .selectAll()
      .where('guild_id', '=', guildId)
      .orderBy('id', 'asc')
      .execute()
  ).map(toStored);
}

/** The entries that apply to a user, their own and those of the roles they hold, from the guild's entries. */
export const entriesOf = (entries: readonly StoredPermission[], userId: string, roleIds: readonly string[]) =>
  entries.filter((entry) => entryAppliesTo(entry, userId, roleIds));

/** The union of the permission IDs of the entries. */
export const grantedBy = (entries: readonly StoredPermission[]): Set<PermissionId> =>
  new Set(entries.flatMap((entry) => entry.permissions));

async function getRow(db: Kysely<Database>, guildId: string, id: number) {
  const row = await db
    .selectFrom('dashboard_permissions')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Permission entry');
  return toStored(row);
}

export async function addPermission(
  db: Kysely<Database>,
  guildId: string,
  input: PermissionInput,
  actor: Actor,
  now: Date,
): Promise<StoredPermission> {
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toStored(
          await tx
            .insertInto('dashboard_permissions')
            .values({
              guild_id: guildId,
              type: input.type,
              target_id: input.targetId,
              target_name: input.targetName,
              permissions: JSON.stringify(input.permissions),
              created_at: now.toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (created) => ({
        guildId,
        actor,
        action: 'permission.add',
        targetType: input.type,
        targetId: input.targetId,
        after: created,
      }),
    ),
    `This ${input.type} already has an entry; edit it instead`,
  );
}

/** One UPDATE: the entry is never missing, even when the change fails. */
export async function updatePermission(
  db: Kysely<Database>,
  guildId: string,
  id: number,
  permissions: PermissionId[],
  actor: Actor,
  now: Date,
): Promise<StoredPermission> {
  const before = await getRow(db, guildId, id);
  return audited(
    db,
    now,
    async (tx) =>
      toStored(
        await tx
          .updateTable('dashboard_permissions')
          .set({ permissions: JSON.stringify(permissions) })
          .where('guild_id', '=', guildId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    (after) => ({
      guildId,
      actor,
      action: 'permission.update',
      targetType: before.type,
      targetId: before.targetId,
      before,
      after,
    }),
  );
}

export async function removePermission(
  db: Kysely<Database>,
  guildId: string,
  id: number,
  actor: Actor,
  now: Date,
): Promise<DeletionResult> {
  const before = await getRow(db, guildId, id);
  return auditedDeletion(
    db,
    now,
    (tx) => tx.deleteFrom('dashboard_permissions').where('guild_id', '=', guildId).where('id', '=', id).execute(),
    { guildId, actor, action: 'permission.remove', targetType: before.type, targetId: before.targetId, before },
  );
}
