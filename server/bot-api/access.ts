// Server-side authorization for every guild call. Full access: the guild owner, members whose roles
// grant Administrator or Manage Guild (computed from the roles as the bot sees them), and a global
// admin holding a valid admin session for this guild. Everyone else gets the union of the permission
// IDs granted to them or their roles on the dashboard-permissions table.
import type { Kysely } from 'kysely';
import type { PermissionId } from '../contract/index.js';
import type { DiscordBot } from './discord/client.js';
import type { DiscordGuild, DiscordMember, DiscordRole } from './discord/schemas.js';
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
export function memberPermissions(guild: Pick<DiscordGuild, 'id'>, roles: DiscordRole[], memberRoleIds: string[]): bigint {
  let bits = 0n;
  for (const role of roles) if (role.id === guild.id || memberRoleIds.includes(role.id)) bits |= BigInt(role.permissions);
  return bits;
}

export function canManageGuild(guild: DiscordGuild, userId: string, roles: DiscordRole[], memberRoleIds: string[]): boolean {
  if (guild.owner_id === userId) return true;
  const bits = memberPermissions(guild, roles, memberRoleIds);
  return (bits & ADMINISTRATOR) !== 0n || (bits & MANAGE_GUILD) !== 0n;
}

/** What a permission set allows: dashboard.admin allows everything, *.manage implies *.view, any entry opens the dashboard. */
export function allows(access: Pick<GuildAccess, 'full' | 'permissions'>, needed: PermissionId): boolean {
  if (access.full) return true;
  const granted = access.permissions;
  if (granted.has('dashboard.admin') || granted.has(needed)) return true;
  if (needed === 'dashboard.view') return granted.size > 0;
  if (needed === 'tickets.view') return granted.has('tickets.manage');
  if (needed === 'autoresponse.view') return granted.has('autoresponse.manage');
  return false;
}

export interface AccessDeps {
  db: Kysely<Database>;
  discord: DiscordBot;
  now: () => Date;
}

export async function resolveGuildAccess(deps: AccessDeps, guildId: string, userId: string, adminToken: string | undefined): Promise<GuildAccess> {
  const guild = await deps.discord.guild(guildId);
  if (!guild) throw new ApiError(404, 'bot_not_in_guild', 'The bot is not on this server');
  const adminSession = adminToken ? await findAdminSession(deps.db, adminToken, userId, guildId, deps.now()) : null;
  const member = await deps.discord.member(guildId, userId);
  if (adminSession) return { guild, member, full: true, permissions: new Set(), adminSession };
  if (!member) throw forbidden('not_member', 'You are not a member of this server');
  if (canManageGuild(guild, userId, guild.roles, member.roles)) return { guild, member, full: true, permissions: new Set(), adminSession: null };
  const permissions = await grantedPermissions(deps.db, guildId, userId, member.roles);
  return { guild, member, full: false, permissions, adminSession: null };
}
