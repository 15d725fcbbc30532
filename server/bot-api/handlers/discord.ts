// A guild's roles, members, text and category channels as the pickers need them, read from Discord with the
// bot's token.
import { ChannelType } from 'discord-api-types/v10';
import { LIMITS } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { userAvatarUrl } from '../../contract/discord-cdn.js';
import type { Handlers } from '../invoke.js';
import { rolesWithBotInfo } from '../roles.js';

/** Where a ticket panel may go: text and announcement channels. */
export const TEXT_KINDS: ReadonlySet<number> = new Set<number>([ChannelType.GuildText, ChannelType.GuildAnnouncement]);
/** Where ticket channels may go. */
export const CATEGORY_KINDS: ReadonlySet<number> = new Set<number>([ChannelType.GuildCategory]);

/** The guild's channels of these kinds, in Discord's order, by id and name. */
export async function channelsOfKind(
  ctx: BotApiContext,
  guildId: string,
  kinds: ReadonlySet<number>,
): Promise<{ id: string; name: string }[]> {
  return (await ctx.discord.channels(guildId))
    .filter((channel) => kinds.has(channel.type))
    .map((channel) => ({ id: channel.id, name: channel.name ?? channel.id }));
}

export const discordHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.discord> => ({
  roles: async ({ query, access }) => {
    const { info, roles } = await rolesWithBotInfo(ctx, access.guild);
    if (query.assignableOnly === undefined) return { roles };
    return { roles: query.assignableOnly ? roles.filter((role) => role.assignable) : roles, botInfo: info };
  },
  guildRoles: async ({ access }) => (await rolesWithBotInfo(ctx, access.guild)).roles,
  teamRoles: async ({ guildId, access }) =>
    (await rolesWithBotInfo(ctx, access.guild)).roles
      .filter((role) => role.id !== guildId && !role.managed)
      .map((role) => ({ id: role.id, name: role.name })),
  textChannels: ({ guildId }) => channelsOfKind(ctx, guildId, TEXT_KINDS),
  categoryChannels: ({ guildId }) => channelsOfKind(ctx, guildId, CATEGORY_KINDS),
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
