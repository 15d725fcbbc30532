// A guild's roles and members as the pickers need them, read from Discord with the bot's token.
import type { FastifyInstance } from 'fastify';
import { MEMBER_LIMIT, MembersQuery, RolesQuery, type Member, type RolesResponse } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { userAvatarUrl } from '../discord/cdn.js';
import { guildRoute } from '../http.js';
import { rolesWithBotInfo } from '../roles.js';

export function discordRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/discord/:guildId/roles',
    guildRoute(ctx, { permission: 'dashboard.admin', query: RolesQuery }, async ({ query, access }): Promise<RolesResponse> => {
      const { info, roles } = await rolesWithBotInfo(ctx, access.guild);
      if (query.assignableOnly === undefined) return { roles };
      return { roles: query.assignableOnly ? roles.filter((role) => role.assignable) : roles, botInfo: info };
    }),
  );
  app.get(
    '/api/guild/:guildId/roles',
    guildRoute(ctx, { permission: 'dashboard.admin' }, async ({ access }) => (await rolesWithBotInfo(ctx, access.guild)).roles),
  );
  app.get(
    '/api/discord/:guildId/members',
    guildRoute(ctx, { permission: 'dashboard.admin', query: MembersQuery }, async ({ guildId, query }): Promise<Member[]> => {
      const search = query.search?.trim();
      const members = await ctx.discord.members(guildId, search || undefined, MEMBER_LIMIT);
      return members.slice(0, MEMBER_LIMIT).map((member) => ({
        id: member.user.id,
        username: member.user.username,
        displayName: member.nick ?? member.user.global_name ?? member.user.username,
        discriminator: member.user.discriminator,
        avatar: userAvatarUrl(ctx.settings.cdnBase, member.user),
      }));
    }),
  );
}
