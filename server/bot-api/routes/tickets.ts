// Stats, tickets and transcripts, ticket categories, auto responses.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AutoResponseInput, CategoryInput, CategoryListQuery, CategoryUpdate, RowId, Snowflake, TicketListQuery, type DashboardStats } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { guildIconUrl, snowflakeDate } from '../discord/cdn.js';
import { badRequest } from '../errors.js';
import { guildRoute } from '../http.js';
import { countAutoResponses, createAutoResponse, deleteAutoResponse, listAutoResponses } from '../repos/autoresponses.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../repos/categories.js';
import { countTickets, getTranscript, listTickets, listTranscripts } from '../repos/tickets.js';

const CategoryParams = z.object({ guildId: Snowflake, categoryId: RowId });
const TicketParams = z.object({ guildId: Snowflake, ticketId: RowId });
const TEXT_CHANNELS = new Set([0, 5, 15]);
const VOICE_CHANNELS = new Set([2, 13]);
const CATEGORY_CHANNEL = 4;
/** Counting humans and bots needs the member list; larger guilds are estimated from the first page. */
const MEMBER_SAMPLE = 1000;

export function ticketRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/dashboard/:guildId/stats',
    guildRoute(ctx, { permission: 'dashboard.view' }, async ({ guildId, access }): Promise<DashboardStats> => {
      const [channels, members, me, tickets, autoResponseCount] = await Promise.all([
        ctx.discord.channels(guildId),
        ctx.discord.members(guildId, undefined, MEMBER_SAMPLE),
        ctx.discord.botUser(),
        countTickets(ctx.db, guildId),
        countAutoResponses(ctx.db, guildId),
      ]);
      const botMember = await ctx.discord.member(guildId, me.id);
      const guild = access.guild;
      const total = guild.approximate_member_count ?? members.length;
      const sampledBots = members.filter((member) => member.user.bot).length;
      const botMembers = members.length >= total || members.length === 0 ? sampledBots : Math.round((sampledBots / members.length) * total);
      return {
        guildId,
        guildName: guild.name,
        guildIcon: guildIconUrl(ctx.settings.cdnBase, guild),
        totalMembers: total,
        onlineMembers: guild.approximate_presence_count ?? 0,
        humanMembers: total - botMembers,
        botMembers,
        totalChannels: channels.filter((channel) => channel.type !== CATEGORY_CHANNEL).length,
        textChannels: channels.filter((channel) => TEXT_CHANNELS.has(channel.type)).length,
        voiceChannels: channels.filter((channel) => VOICE_CHANNELS.has(channel.type)).length,
        categories: channels.filter((channel) => channel.type === CATEGORY_CHANNEL).length,
        totalRoles: guild.roles.length,
        verificationLevel: guild.verification_level,
        premiumTier: guild.premium_tier,
        premiumSubscriptionCount: guild.premium_subscription_count ?? 0,
        createdAt: snowflakeDate(guildId),
        botJoinedAt: botMember ? botMember.joined_at : null,
        ticketCount: tickets.total,
        openTickets: tickets.open,
        autoResponseCount,
      };
    }),
  );

  app.get(
    '/api/tickets/:guildId',
    guildRoute(ctx, { permission: 'tickets.view', query: TicketListQuery }, ({ guildId, query }) => listTickets(ctx.db, guildId, query.status)),
  );
  app.get(
    '/api/tickets/:guildId/transcripts',
    guildRoute(ctx, { permission: 'tickets.view' }, ({ guildId }) => listTranscripts(ctx.db, guildId)),
  );
  app.get(
    '/api/tickets/:guildId/transcript/:ticketId',
    guildRoute(ctx, { permission: 'tickets.view', params: TicketParams }, ({ guildId, params }) => getTranscript(ctx.db, guildId, params.ticketId)),
  );

  app.get(
    '/api/ticket-categories/:guildId',
    guildRoute(ctx, { permission: 'tickets.view', query: CategoryListQuery }, ({ guildId, query }) => listCategories(ctx.db, guildId, query.includeInactive ?? false)),
  );
  app.post(
    '/api/ticket-categories/:guildId',
    guildRoute(ctx, { permission: 'tickets.manage', body: CategoryInput, status: 201 }, ({ guildId, body, actor }) => createCategory(ctx.db, guildId, body, actor, ctx.now())),
  );
  app.put(
    '/api/ticket-categories/:guildId/:categoryId',
    guildRoute(ctx, { permission: 'tickets.manage', params: CategoryParams, body: CategoryUpdate }, ({ guildId, params, body, actor }) =>
      updateCategory(ctx.db, guildId, params.categoryId, body, actor, ctx.now()),
    ),
  );
  app.delete(
    '/api/ticket-categories/:guildId/:categoryId',
    guildRoute(ctx, { permission: 'tickets.manage', params: CategoryParams, status: 204 }, ({ guildId, params, actor }) => deleteCategory(ctx.db, guildId, params.categoryId, actor, ctx.now())),
  );

  app.get(
    '/api/autoresponses/:guildId',
    guildRoute(ctx, { permission: 'autoresponse.view' }, ({ guildId }) => listAutoResponses(ctx.db, guildId)),
  );
  app.post(
    '/api/autoresponses/:guildId',
    guildRoute(ctx, { permission: 'autoresponse.manage', body: AutoResponseInput, status: 201 }, ({ guildId, body, actor }) => {
      if (body.guildId !== guildId) throw badRequest('Invalid body: guildId does not match the path');
      return createAutoResponse(ctx.db, guildId, body, actor, ctx.now());
    }),
  );
  app.delete(
    '/api/autoresponses/:guildId/:key',
    guildRoute(ctx, { permission: 'autoresponse.manage', params: z.object({ guildId: Snowflake, key: z.string().min(1).max(100) }), status: 204 }, ({ guildId, params, actor }) =>
      // Fastify has already URL-decoded the key (spec: the trigger, URL-encoded).
      deleteAutoResponse(ctx.db, guildId, params.key, actor, ctx.now()),
    ),
  );
}
