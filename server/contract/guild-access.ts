// What a user may do on a guild, and why: the rule that turns grants into rights (used by the bot API to
// enforce and by the dashboard to offer only what will be allowed), and the answer of
// GET /api/guilds/{guildId}/access, which the "Meine Berechtigungen" panel explains.
import { z } from 'zod';
import { GuildSummary } from './access.js';
import { IsoDate, PermissionId, Snowflake } from './common.js';

/** Why the user has access: each source of rights on this guild. */
export const AccessGrant = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('owner') }),
  z.object({ kind: z.literal('administrator') }),
  z.object({ kind: z.literal('manage_guild') }),
  z.object({ kind: z.literal('admin_session'), level: z.number().int().min(1).max(3), expiresAt: IsoDate }),
  z.object({ kind: z.literal('user_entry'), permissions: z.array(PermissionId) }),
  z.object({
    kind: z.literal('role_entry'),
    roleId: Snowflake,
    roleName: z.string(),
    permissions: z.array(PermissionId),
  }),
]);
export type AccessGrant = z.infer<typeof AccessGrant>;

export const GuildAccessInfo = z.object({
  /** Everything is allowed (owner, Administrator, Manage Guild, admin session). */
  full: z.boolean(),
  /** The permission ids granted by dashboard permission entries (empty when full). */
  permissions: z.array(PermissionId),
  grants: z.array(AccessGrant),
  /**
   * The guild's name and icon as the bot sees them: the page names the guild even for a user whose own
   * guild list lacks it (a global admin's session on a server they are not on). Optional on reading, so
   * a bot API that does not send it yet still works: the page then names the server by its id.
   */
  guild: GuildSummary.optional(),
});
export type GuildAccessInfo = z.infer<typeof GuildAccessInfo>;

/** Whether a dashboard-permission entry is the user's: their own, or one of a role they hold. */
export const entryAppliesTo = (
  entry: { type: 'user' | 'role'; targetId: string },
  userId: string,
  roleIds: readonly string[],
): boolean => (entry.type === 'user' ? entry.targetId === userId : roleIds.includes(entry.targetId));

/** What a set of grants allows: dashboard.admin allows everything, *.manage implies *.view, any entry opens the dashboard. */
export function allows(
  access: { full: boolean; permissions: ReadonlySet<PermissionId> },
  needed: PermissionId,
): boolean {
  if (access.full) return true;
  const granted = access.permissions;
  if (granted.has('dashboard.admin') || granted.has(needed)) return true;
  if (needed === 'dashboard.view') return granted.size > 0;
  if (needed === 'tickets.view') return granted.has('tickets.manage');
  if (needed === 'autoresponse.view') return granted.has('autoresponse.manage');
  return false;
}
