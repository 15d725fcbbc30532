// A guild's roles, members and text channels as the pickers need them, read from Discord with the bot's token.
import { ChannelType } from 'discord-api-types/v10';
import { LIMITS } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { userAvatarUrl } from '../../contract/discord-cdn.js';
import type { Handlers } from '../invoke.js';
import { rolesWithBotInfo } from '../roles.js';

export const discordHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.discord> => ({
  roles: async ({ query, access }) => {
    const { info, roles } = await rolesWithBotInfo(ctx, access.guild);
    if (query.assignableOnly === undefined) return { roles };
    return { roles: query.assignableOnly ? roles.filter((role) => role.assignable) : roles, botInfo: info };
  },
  guildRoles: async ({ access }) => (await rolesWithBotInfo(ctx, access.guild)).roles,
  textChannels: async ({ guildId }) =>
    (await ctx.discord.channels(guildId))
      .filter((channel) => channel.type === ChannelType.GuildText || channel.type === ChannelType.GuildAnnouncement)
      .map((channel) => ({ id: channel.id, name: channel.name ?? channel.id })),
  members: async ({ guildId, query }) => {
    const search = query.search?.trim();
    const members = await ctx.discord.members(guildId, search || undefined, LIMITS.memberSearch.results);
    return members.slice(0, LIMITS.memberSearch.results).map((member) => ({
      id: member.user.id,
      username: member.user.username,
      displayName: member.nick ?? member.user.global_name ?? member.user.username,
      discriminator: member.user.discriminator,
      avatar: userAvatarUrl(ctx.settings.cdnBase, member.user),
    }));
  },
});
