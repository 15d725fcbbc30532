// Server-side authorization for every guild call. Full access: the guild owner, members whose roles
// grant Administrator or Manage Guild (computed from the roles as the bot sees them), and a global
// admin holding a valid admin session for this guild. Everyone else gets the union of the permission
// IDs granted to them or their roles on the dashboard-permissions table.
import type { Kysely } from 'kysely';
import type { PermissionId } from '../contract/index.js';
import type { DiscordBot } from './discord/client.js';
import type { DiscordGuild, DiscordMember, DiscordRole } from '../contract/discord.js';
import { ApiError, forbidden } from './errors.js';
import { findAdminSession, type ValidAdminSession } from './repos/admin.js';
import { grantedPermissions } from './repos/dashboard-permissions.js';
import type { Database } from './store/schema.js';

const ADMINISTRATOR = 1n << 3n;
const MANAGE_GUILD = 1n << 5n;
export const MANAGE_ROLES = 1n << 28n;

export interface GuildAccess {
  guild: DiscordGuild;
  member: DiscordMember | null;
  full: boolean;
  permissions: Set<PermissionId>;
  adminSession: ValidAdminSession | null;
}

/** Permission bits of a member: @everyone's plus each of their roles'. */
export function memberPermissions(
  guild: Pick<DiscordGuild, 'id'>,
  roles: DiscordRole[],
  memberRoleIds: string[],
): bigint {
  let bits = 0n;
  for (const role of roles)
    if (role.id === guild.id || memberRoleIds.includes(role.id)) bits |= BigInt(role.permissions);
  return bits;
}

/** Why a user manages the whole guild through Discord itself, if they do. */
export function guildManagement(
  guild: DiscordGuild,
  userId: string,
  roles: DiscordRole[],
  memberRoleIds: string[],
): 'owner' | 'administrator' | 'manage_guild' | null {
  if (guild.owner_id === userId) return 'owner';
  const bits = memberPermissions(guild, roles, memberRoleIds);
  if ((bits & ADMINISTRATOR) !== 0n) return 'administrator';
  return (bits & MANAGE_GUILD) !== 0n ? 'manage_guild' : null;
}

export function canManageGuild(
  guild: DiscordGuild,
  userId: string,
  roles: DiscordRole[],
  memberRoleIds: string[],
): boolean {
  return guildManagement(guild, userId, roles, memberRoleIds) !== null;
}

interface AccessDeps {
  db: Kysely<Database>;
  discord: DiscordBot;
  now: () => Date;
}

export async function resolveGuildAccess(
  deps: AccessDeps,
  guildId: string,
  userId: string,
  adminToken: string | undefined,
): Promise<GuildAccess> {
  const guild = await deps.discord.guild(guildId);
  if (!guild) throw new ApiError(404, 'bot_not_in_guild', 'The bot is not on this server');
  const adminSession = adminToken ? await findAdminSession(deps.db, adminToken, userId, guildId, deps.now()) : null;
  const member = await deps.discord.member(guildId, userId);
  if (adminSession) return { guild, member, full: true, permissions: new Set(), adminSession };
  if (!member) throw forbidden('not_member', 'You are not a member of this server');
  if (canManageGuild(guild, userId, guild.roles, member.roles))
    return { guild, member, full: true, permissions: new Set(), adminSession: null };
  const permissions = await grantedPermissions(deps.db, guildId, userId, member.roles);
  return { guild, member, full: false, permissions, adminSession: null };
}
