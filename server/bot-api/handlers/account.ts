// The signed-in user with the guilds they may open, and the changelog.
import type { GuildSummary } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import { allows, resolveGuildAccess } from '../access.js';
import { CHANGELOG } from '../changelog.js';
import type { BotApiContext } from '../context.js';
import { guildIconUrl, userAvatarUrl } from '../discord/cdn.js';
import { ApiError } from '../errors.js';
import type { Handlers } from '../invoke.js';

export const accountHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.account> => ({
  changelog: async () => CHANGELOG,
  me: async ({ actor }) => {
    const [user, guilds] = await Promise.all([ctx.discord.user(actor.id), ctx.discord.guilds()]);
    if (!user) throw new ApiError(404, 'unknown_user', 'Unknown user');
    const accessible = await Promise.all(
      guilds.map(async (guild): Promise<GuildSummary | null> => {
        try {
          const access = await resolveGuildAccess(ctx, guild.id, actor.id, undefined);
          return allows(access, 'dashboard.view') ? { id: guild.id, name: guild.name, icon: guildIconUrl(ctx.settings.cdnBase, guild) } : null;
        } catch (error) {
          if (error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 404)) return null;
          throw error;
        }
      }),
    );
    return {
      id: user.id,
      username: user.username,
      discriminator: user.discriminator,
      avatar: userAvatarUrl(ctx.settings.cdnBase, user),
      guilds: accessible.filter((guild): guild is GuildSummary => guild !== null),
    };
  },
});
