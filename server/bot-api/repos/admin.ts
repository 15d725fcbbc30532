// Global administration: admins (levels 1-3) and admin sessions for opening any guild (the global
// settings are global-settings.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GlobalAdmin, AdminSessionCreated } from '../../contract/index.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Database } from '../store/schema.js';
import { audited, recordAudit, type Actor } from './audit.js';
import { uniqueOr409 } from '../store/database.js';

export async function listAdmins(db: Kysely<Database>): Promise<GlobalAdmin[]> {
  return db.selectFrom('global_admins').selectAll().orderBy('level', 'desc').orderBy('username', 'asc').execute();
}

export async function getAdmin(db: Kysely<Database>, userId: string): Promise<GlobalAdmin | undefined> {
  return db.selectFrom('global_admins').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function addAdmin(
  db: Kysely<Database>,
  input: { userId: string; username: string; level: number },
  actor: Actor,
  now: Date,
): Promise<GlobalAdmin> {
  return uniqueOr409(
    audited(
      db,
      now,
      (tx) =>
        tx
          .insertInto('global_admins')
          .values({
            user_id: input.userId,
            username: input.username,
            level: input.level,
            granted_by: actor.name ?? actor.id,
            granted_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      (after) => ({
        guildId: null,
        actor,
        action: 'admin.add',
        targetType: 'admin',
        targetId: input.userId,
        after,
        details: `${input.username} (Level ${input.level})`,
        adminAction: true,
      }),
    ),
    'This user is already an admin',
  );
}

export async function removeAdmin(db: Kysely<Database>, userId: string, actor: Actor, now: Date): Promise<void> {
  if (userId === actor.id) throw forbidden('cannot_remove_self', 'You cannot remove yourself');
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('global_admins').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!before) throw notFound('Admin');
    if (before.level === 3) {
      const superAdmins = await tx
        .selectFrom('global_admins')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('level', '=', 3)
        .executeTakeFirstOrThrow();
      if (Number(superAdmins.count) <= 1)
        throw badRequest('last_super_admin', 'The last Super Admin cannot be removed');
    }
    await tx.deleteFrom('global_admins').where('user_id', '=', userId).execute();
    await recordAudit(
      tx,
      {
        guildId: null,
        actor,
        action: 'admin.remove',
        targetType: 'admin',
        targetId: userId,
        before,
        details: before.username,
        adminAction: true,
      },
      now,
    );
  });
}

/** ADMIN_USER_IDS become level-3 admins at start-up, so a fresh install has someone to administer it. */
export async function bootstrapAdmins(db: Kysely<Database>, userIds: string[], now: Date): Promise<void> {
  for (const userId of userIds) {
    await db
      .insertInto('global_admins')
      .values({ user_id: userId, username: userId, level: 3, granted_by: null, granted_at: now.toISOString() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createAdminSession(
  db: Kysely<Database>,
  admin: GlobalAdmin,
  guildId: string,
  ttlMs: number,
  actor: Actor,
  now: Date,
): Promise<AdminSessionCreated> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('admin_sessions')
        .values({
          token_hash: hashToken(token),
          user_id: admin.user_id,
          guild_id: guildId,
          level: admin.level,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ended_at: null,
        })
        .execute(),
    () => ({
      guildId,
      actor,
      action: 'admin_session.create',
      targetType: 'guild',
      targetId: guildId,
      details: `Admin-Session bis ${expiresAt.toISOString()}`,
      adminAction: true,
    }),
  );
  return { sessionToken: token, guildId, adminLevel: admin.level, expiresAt: expiresAt.getTime() };
}

export interface ValidAdminSession {
  level: number;
  expiresAt: number;
}

/** A token counts only for the admin who created it, on its guild, before expiry, until ended; and only while they are still an admin. */
export async function findAdminSession(
  db: Kysely<Database>,
  token: string,
  userId: string,
  guildId: string,
  now: Date,
): Promise<ValidAdminSession | null> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('global_admins', 'global_admins.user_id', 'admin_sessions.user_id')
    .select(['admin_sessions.expires_at', 'admin_sessions.ended_at', 'admin_sessions.guild_id', 'global_admins.level'])
    .where('admin_sessions.token_hash', '=', hashToken(token))
    .where('admin_sessions.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.guild_id !== guildId || row.ended_at !== null) return null;
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now.getTime()) return null;
  return { level: row.level, expiresAt };
}

export async function endAdminSession(
  db: Kysely<Database>,
  token: string,
  userId: string,
  guildId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  await audited(
    db,
    now,
    async (tx) => {
      const result = await tx
        .updateTable('admin_sessions')
        .set({ ended_at: now.toISOString() })
        .where('token_hash', '=', hashToken(token))
        .where('user_id', '=', userId)
        .where('guild_id', '=', guildId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      // Throwing rolls the audit entry back with the (empty) change.
      if (Number(result.numUpdatedRows) === 0) throw notFound('Admin session');
    },
    () => ({ guildId, actor, action: 'admin_session.end', targetType: 'guild', targetId: guildId, adminAction: true }),
  );
}
