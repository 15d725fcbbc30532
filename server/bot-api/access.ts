// Server-side authorization for every guild call. Full access: the guild owner, members whose roles
// grant Administrator or Manage Guild (computed from the roles as the bot sees them), and a global
// admin holding a valid admin session for this guild. Everyone else gets the union of the permission
// IDs granted to them or their roles on the dashboard-permissions table, read from the store on every
// call and never kept between calls: another bot API process on the same store may have changed them a
// moment ago, and what it tells the others arrives after its own answer, so a kept copy could let the
// very next call through on a right just taken away.
import type { Kysely } from 'kysely';
import type { PermissionId } from '../contract/index.js';
import type { DiscordBot } from './discord/client.js';
import type { DiscordGuild, DiscordMember, DiscordRole } from '../contract/discord.js';
import { ApiError, forbidden } from './errors.js';
import { findAdminSession, type ValidAdminSession } from './repos/admin.js';
import { entriesOf, grantedBy, listPermissions, type StoredPermission } from './repos/dashboard-permissions.js';
import type { Database } from './store/schema.js';

const ADMINISTRATOR = 1n << 3n;
const MANAGE_GUILD = 1n << 5n;
export const MANAGE_ROLES = 1n << 28n;

export interface GuildAccess {
  guild: DiscordGuild;
  member: DiscordMember | null;
  full: boolean;
  permissions: Set<PermissionId>;
  /**
   * The dashboard-permission entries that apply to the user, read from the store for this call (they are
   * what decides a limited user's rights); null where full access made them moot and they were not read.
   */
  entries: StoredPermission[] | null;
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
  if (adminSession) return { guild, member, full: true, permissions: new Set(), entries: null, adminSession };
  if (!member) throw forbidden('not_member', 'You are not a member of this server');
  if (canManageGuild(guild, userId, guild.roles, member.roles))
    return { guild, member, full: true, permissions: new Set(), entries: null, adminSession: null };
  const entries = entriesOf(await listPermissions(deps.db, guildId), userId, member.roles);
  return { guild, member, full: false, permissions: grantedBy(entries), entries, adminSession: null };
}
