// Dashboard permissions: who may use the dashboard on a guild (users and roles with permission ids);
// the owner is always listed first and can be neither changed nor removed.
import { PERMISSION_IDS, type PermissionEntry } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { userAvatarUrl } from '../../contract/discord-cdn.js';
import { snowflakeDate } from '../../contract/snowflake.js';
import type { DiscordGuild } from '../../contract/discord.js';
import { badRequest, forbidden } from '../errors.js';
import type { Handlers } from '../invoke.js';
import {
  addPermission,
  listPermissions,
  removePermission,
  updatePermission,
  type StoredPermission,
} from '../repos/dashboard-permissions.js';

const OWNER_ENTRY_ID = 0;

async function describe(ctx: BotApiContext, guild: DiscordGuild, entry: StoredPermission): Promise<PermissionEntry> {
  const base = {
    id: entry.id,
    type: entry.type,
    targetId: entry.targetId,
    permissions: entry.permissions,
    isOwner: false,
    createdAt: entry.createdAt,
  };
  if (entry.type === 'role') {
    const role = guild.roles.find((candidate) => candidate.id === entry.targetId);
    // Names come fresh from Discord; a deleted role keeps its stored name.
    return {
      ...base,
      targetName: role?.name ?? entry.targetName,
      avatar: null,
      color: role?.color ?? null,
      discriminator: null,
      position: role?.position ?? null,
    };
  }
  const member = await ctx.discord.member(guild.id, entry.targetId).catch(() => null);
  return {
    ...base,
    targetName: member ? (member.nick ?? member.user.global_name ?? member.user.username) : entry.targetName,
    avatar: member ? userAvatarUrl(ctx.settings.cdnBase, member.user) : null,
    color: null,
    discriminator: member?.user.discriminator ?? null,
    position: null,
  };
}

async function ownerEntry(ctx: BotApiContext, guild: DiscordGuild): Promise<PermissionEntry> {
  const ownerMember = await ctx.discord.member(guild.id, guild.owner_id).catch(() => null);
  const owner = ownerMember?.user ?? (await ctx.discord.user(guild.owner_id));
  return {
    id: OWNER_ENTRY_ID,
    type: 'user',
    targetId: guild.owner_id,
    targetName: owner ? (ownerMember?.nick ?? owner.global_name ?? owner.username) : guild.owner_id,
    permissions: [...PERMISSION_IDS],
    isOwner: true,
    avatar: owner ? userAvatarUrl(ctx.settings.cdnBase, owner) : null,
    color: null,
    discriminator: owner?.discriminator ?? null,
    position: null,
    createdAt: snowflakeDate(guild.id),
  };
}

export const dashboardPermissionHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.dashboardPermissions> => ({
  list: async ({ guildId, access }) => {
    const guild = access.guild;
    const stored = (await listPermissions(ctx.db, guildId)).filter(
      (entry) => !(entry.type === 'user' && entry.targetId === guild.owner_id),
    );
    return [await ownerEntry(ctx, guild), ...(await Promise.all(stored.map((entry) => describe(ctx, guild, entry))))];
  },
  add: async ({ guildId, body, access, actor }) => {
    if (body.type === 'user' && body.targetId === access.guild.owner_id)
      throw badRequest('owner_full_access', 'The server owner always has full access');
    if (body.type === 'role' && !access.guild.roles.some((role) => role.id === body.targetId))
      throw badRequest('role_unknown', 'This role does not exist on the server');
    return describe(ctx, access.guild, await addPermission(ctx.db, guildId, body, actor, ctx.now()));
  },
  update: async ({ guildId, params, body, access, actor }) =>
    describe(ctx, access.guild, await updatePermission(ctx.db, guildId, params.id, body.permissions, actor, ctx.now())),
  remove: async ({ guildId, params, actor }) => {
    if (params.id === OWNER_ENTRY_ID)
      throw forbidden('owner_locked', "The server owner's permissions cannot be removed");
    return removePermission(ctx.db, guildId, params.id, actor, ctx.now());
  },
});
