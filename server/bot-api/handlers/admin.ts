// Global administration. Level 1 may open the panel and create admin sessions, level 2 may also
// change (add, edit, delete) global settings, level 3 may also add and remove admins (the levels are in
// the endpoint table).
import type { AdminGuild } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { guildIconUrl } from '../../contract/discord-cdn.js';
import { snowflakeDate } from '../../contract/snowflake.js';
import { ApiError, badRequest, forbidden } from '../errors.js';
import type { Handlers } from '../invoke.js';
import {
  addAdmin,
  createAdminSession,
  endAdminSession,
  findAdminSession,
  getAdmin,
  listAdmins,
  removeAdmin,
} from '../repos/admin.js';
import { deleteSetting, editSetting, listSettings, putSetting } from '../repos/global-settings.js';
import { adminActivity } from '../repos/audit.js';
import { readBotStatus } from '../repos/bot-state.js';

async function adminGuilds(ctx: BotApiContext): Promise<AdminGuild[]> {
  const [guilds, me] = await Promise.all([ctx.discord.guilds(), ctx.discord.botUser()]);
  const detailed = await Promise.all(
    guilds.map(async (summary) => {
      const [guild, botMember] = await Promise.all([
        ctx.discord.guild(summary.id),
        ctx.discord.member(summary.id, me.id),
      ]);
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
}

export const adminHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.admin> => ({
  bot: () => readBotStatus(ctx.db),
  status: async ({ actor }) => {
    const admin = await getAdmin(ctx.db, actor.id);
    return { isAdmin: admin !== undefined, level: admin?.level ?? null };
  },
  settings: () => listSettings(ctx.db),
  putSetting: ({ params, body, actor }) => putSetting(ctx.db, params.key, body, actor, ctx.now()),
  editSetting: ({ params, body, actor }) => editSetting(ctx.db, params.key, body, actor, ctx.now()),
  deleteSetting: ({ params, actor }) => deleteSetting(ctx.db, params.key, actor, ctx.now()),
  admins: () => listAdmins(ctx.db),
  addAdmin: ({ body, actor }) => addAdmin(ctx.db, body, actor, ctx.now()),
  removeAdmin: ({ params, actor }) => removeAdmin(ctx.db, params.userId, actor, ctx.now()),
  activity: ({ query }) => adminActivity(ctx.db, query.limit),
  guilds: () => adminGuilds(ctx),
  createSession: async ({ params, actor }) => {
    if (!(await ctx.discord.guild(params.guildId)))
      throw new ApiError(404, 'bot_not_in_guild', 'The bot is not on this server');
    const admin = await getAdmin(ctx.db, actor.id);
    if (!admin) throw forbidden('not_admin', 'Only global admins may do this');
    return createAdminSession(ctx.db, admin, params.guildId, ctx.settings.adminSessionTtlMs, actor, ctx.now());
  },
  validateSession: async ({ params, actor, adminToken }) => {
    const session = adminToken ? await findAdminSession(ctx.db, adminToken, actor.id, params.guildId, ctx.now()) : null;
    return session ? { valid: true, adminLevel: session.level, expiresAt: session.expiresAt } : { valid: false };
  },
  endSession: async ({ params, actor, adminToken }) => {
    if (!adminToken) throw badRequest('admin_session_header_missing', 'Missing admin session header');
    await endAdminSession(ctx.db, adminToken, actor.id, params.guildId, actor, ctx.now());
  },
});
