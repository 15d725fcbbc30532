// Global administration. Level 1 may open the panel and create admin sessions, level 2 may also
// change global settings, level 3 may also add and remove admins.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ActivityQuery, AdminInput, SettingInput, SettingKey, Snowflake, type AdminGuild, type AdminSessionValidation, type AdminStatus } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { guildIconUrl, snowflakeDate } from '../discord/cdn.js';
import { ApiError, badRequest, forbidden } from '../errors.js';
import { adminTokenOf, authenticate, parse, userRoute } from '../http.js';
import { addAdmin, createAdminSession, endAdminSession, findAdminSession, getAdmin, listAdmins, listSettings, putSetting, removeAdmin } from '../repos/admin.js';
import { adminActivity } from '../repos/audit.js';

const GuildParam = z.object({ guildId: Snowflake });

export function adminRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/admin/status',
    userRoute(ctx, {}, async ({ actor }): Promise<AdminStatus> => {
      const admin = await getAdmin(ctx.db, actor.id);
      return { isAdmin: admin !== undefined, level: admin?.level ?? null };
    }),
  );

  app.get(
    '/api/admin/settings',
    userRoute(ctx, { minAdminLevel: 1 }, () => listSettings(ctx.db)),
  );
  app.put(
    '/api/admin/settings/:key',
    userRoute(ctx, { minAdminLevel: 2, body: SettingInput }, ({ actor, body, request }) => {
      const { key } = parse(z.object({ key: SettingKey }), request.params, 'setting key');
      return putSetting(ctx.db, key, body, actor, ctx.now());
    }),
  );

  app.get(
    '/api/admin/admins',
    userRoute(ctx, { minAdminLevel: 1 }, () => listAdmins(ctx.db)),
  );
  app.post(
    '/api/admin/admins',
    userRoute(ctx, { minAdminLevel: 3, body: AdminInput, status: 201 }, ({ actor, body }) => addAdmin(ctx.db, body, actor, ctx.now())),
  );
  app.delete(
    '/api/admin/admins/:userId',
    userRoute(ctx, { minAdminLevel: 3, status: 204 }, ({ actor, request }) => {
      const { userId } = parse(z.object({ userId: Snowflake }), request.params, 'user ID');
      return removeAdmin(ctx.db, userId, actor, ctx.now());
    }),
  );

  app.get(
    '/api/admin/activity',
    userRoute(ctx, { minAdminLevel: 1, query: ActivityQuery }, ({ query }) => adminActivity(ctx.db, query.limit)),
  );

  app.get(
    '/api/admin/guilds',
    userRoute(ctx, { minAdminLevel: 1 }, async (): Promise<AdminGuild[]> => {
      const [guilds, me] = await Promise.all([ctx.discord.guilds(), ctx.discord.botUser()]);
      const detailed = await Promise.all(
        guilds.map(async (summary) => {
          const [guild, botMember] = await Promise.all([ctx.discord.guild(summary.id), ctx.discord.member(summary.id, me.id)]);
          return {
            id: summary.id,
            name: summary.name,
            icon: guildIconUrl(ctx.settings.cdnBase, summary),
            memberCount: guild?.approximate_member_count ?? 0,
            features: guild?.features ?? [],
            joinedAt: botMember?.joined_at ?? null,
            createdAt: snowflakeDate(summary.id),
          };
        }),
      );
      return detailed.sort((a, b) => b.memberCount - a.memberCount);
    }),
  );

  app.post(
    '/api/admin/session/:guildId',
    userRoute(ctx, { minAdminLevel: 1, status: 201 }, async ({ actor, request }) => {
      const { guildId } = parse(GuildParam, request.params, 'guild ID');
      if (!(await ctx.discord.guild(guildId))) throw new ApiError(404, 'The bot is not on this server');
      const admin = (await getAdmin(ctx.db, actor.id))!;
      return createAdminSession(ctx.db, admin, guildId, ctx.settings.adminSessionTtlMs, actor, ctx.now());
    }),
  );

  app.get('/api/admin/session/validate/:guildId', async (request): Promise<AdminSessionValidation> => {
    const actor = await authenticate(ctx, request);
    const { guildId } = parse(GuildParam, request.params, 'guild ID');
    const token = adminTokenOf(request);
    const session = token ? await findAdminSession(ctx.db, token, actor.id, guildId, ctx.now()) : null;
    return session ? { valid: true, adminLevel: session.level, expiresAt: session.expiresAt } : { valid: false };
  });

  app.delete('/api/admin/session/:guildId', async (request, reply) => {
    const actor = await authenticate(ctx, request);
    const { guildId } = parse(GuildParam, request.params, 'guild ID');
    const token = adminTokenOf(request);
    if (!token) throw badRequest('Missing admin session header');
    const admin = await getAdmin(ctx.db, actor.id);
    if (!admin) throw forbidden('Only global admins may do this');
    await endAdminSession(ctx.db, token, actor.id, guildId, { id: actor.id, name: admin.username }, ctx.now());
    return reply.code(204).send();
  });
}
