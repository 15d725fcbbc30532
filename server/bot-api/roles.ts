// The guild's roles as the dashboard shows them: which ones the bot can assign, and the bot's standing;
// and the names mentions are shown with.
import { type BotInfo, MENTION_PICKER_MEMBERS, type ServerRole } from '../contract/index.js';
import { MANAGE_ROLES, memberPermissions } from './access.js';
import type { BotApiContext } from './context.js';
import type { DiscordGuild, DiscordMember, DiscordRole } from '../contract/discord.js';
import { badRequest } from './errors.js';
import { MEMBER_LIST_PAGE } from './discord/client.js';

const ADMINISTRATOR = 1n << 3n;

function botInfo(guild: DiscordGuild, botMember: DiscordMember | null): BotInfo {
  const bits = botMember ? memberPermissions(guild, guild.roles, botMember.roles) : 0n;
  const own = guild.roles
    .filter((role) => botMember?.roles.includes(role.id))
    .sort((a, b) => b.position - a.position)[0];
  return {
    hasManageRoles: (bits & MANAGE_ROLES) !== 0n || (bits & ADMINISTRATOR) !== 0n,
    highestRoleName: own?.name ?? '@everyone',
    highestRolePosition: own?.position ?? 0,
  };
}

/** Managed (integration) roles and @everyone (id = guild id) can never be given by the bot or configured. */
export function isSystemRole(guild: Pick<DiscordGuild, 'id'>, role: Pick<DiscordRole, 'id' | 'managed'>): boolean {
  return role.managed || role.id === guild.id;
}

function serverRoles(guild: DiscordGuild, info: BotInfo): ServerRole[] {
  return [...guild.roles]
    .sort((a, b) => b.position - a.position)
    .map((role) => ({
      id: role.id,
      name: role.name,
      color: role.color,
      managed: role.managed,
      assignable: info.hasManageRoles && !isSystemRole(guild, role) && role.position < info.highestRolePosition,
      position: role.position,
    }));
}

/** The guild's roles as the dashboard shows them, with where the bot stands among them. */
export async function rolesWithBotInfo(ctx: BotApiContext, guild: DiscordGuild) {
  const me = await ctx.discord.botUser();
  const info = botInfo(guild, await ctx.discord.member(guild.id, me.id));
  return { info, roles: serverRoles(guild, info) };
}

/** A role the dashboard may configure: it exists and is neither managed nor @everyone. */
export function configurableRole(guild: DiscordGuild, roleId: string) {
  const role = guild.roles.find((entry) => entry.id === roleId);
  if (!role) throw badRequest('role_unknown', 'This role does not exist on the server');
  if (isSystemRole(guild, role)) throw badRequest('role_system', 'Managed roles and @everyone cannot be used here');
  return role;
}

/**
 * Today's role and channel names by id, for mentions a text does not name itself (without the channels
 * when Discord does not answer: the text matters more than its mentions).
 */
export async function mentionNames(ctx: BotApiContext, guild: DiscordGuild) {
  const channels = await ctx.discord.channels(guild.id).catch(() => []);
  const byId = (entries: { id: string; name?: string | null | undefined }[]) =>
    Object.fromEntries(entries.map((entry) => [entry.id, entry.name ?? entry.id]));
  return { roles: byId(guild.roles), channels: byId(channels) };
}

const nameOnServer = (member: DiscordMember) => member.nick ?? member.user.global_name ?? member.user.username;

/**
 * The names on the server (nickname, else display name, else username) of these users, for mentions. The
 * guild's member list (cached, shared with its statistics) names most; only those past its first page are
 * looked up one by one. One who is not a member, or whom Discord does not name just now, is left out.
 */
export async function memberNames(
  ctx: BotApiContext,
  guildId: string,
  userIds: readonly string[],
): Promise<Record<string, string>> {
  // Most previews mention nobody: then Discord is not asked at all.
  if (userIds.length === 0) return {};
  const wanted = new Set(userIds);
  const listed = await ctx.discord.members(guildId, undefined, MEMBER_LIST_PAGE).catch(() => []);
  const found = listed.filter((member) => wanted.has(member.user.id));
  for (const member of found) wanted.delete(member.user.id);
  const looked = await Promise.all([...wanted].map((id) => ctx.discord.member(guildId, id).catch(() => null)));
  return Object.fromEntries(
    [...found, ...looked].flatMap((member) => (member ? [[member.user.id, nameOnServer(member)]] : [])),
  );
}

/**
 * Members a mention picker offers, by name on the server: the first of the guild's member list (cached,
 * shared with its statistics), in name order; Discord cannot say: none, the picker still offers roles
 * and channels.
 */
export async function pickableMembers(ctx: BotApiContext, guildId: string): Promise<Record<string, string>> {
  const listed = await ctx.discord.members(guildId, undefined, MEMBER_LIST_PAGE).catch(() => []);
  const named = listed
    .filter((member) => !member.user.bot)
    .map((member) => [member.user.id, nameOnServer(member)] as const);
  named.sort(([, a], [, b]) => a.localeCompare(b));
  return Object.fromEntries(named.slice(0, MENTION_PICKER_MEMBERS));
}
