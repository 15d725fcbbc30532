// A guild's roles and members as the pickers need them, read from Discord with the bot's token.
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
