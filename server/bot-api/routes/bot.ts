// Endpoints for the bot itself (documented in the README): open and close tickets, read a guild's whole
// configuration, record the notification setup. Authenticated by BOT_SERVICE_TOKEN, not by a user.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CloseTicketInput, OpenTicketInput, RowId, Snowflake, type GuildConfiguration } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { authenticateBot, parse } from '../http.js';
import type { Actor } from '../repos/audit.js';
import { listAutoResponses } from '../repos/autoresponses.js';
import { listAutoRoles } from '../repos/autoroles.js';
import { listCategories } from '../repos/categories.js';
import { listCommandPermissions } from '../repos/command-permissions.js';
import { completeNotificationSetup, getNotificationSettings, listFeatures } from '../repos/guild-settings.js';
import { closeTicket, openTicket } from '../repos/tickets.js';

const GuildParam = z.object({ guildId: Snowflake });
const BOT_ACTOR: Actor = { id: 'bot', name: 'Bot' };

export function botRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.post('/bot/tickets/:guildId', async (request, reply) => {
    authenticateBot(ctx, request);
    const { guildId } = parse(GuildParam, request.params, 'guild ID');
    const input = parse(OpenTicketInput, request.body, 'body');
    return reply.code(201).send(await openTicket(ctx.db, guildId, input, { id: input.userId, name: input.username }, ctx.now()));
  });

  app.post('/bot/tickets/:guildId/:ticketId/close', async (request) => {
    authenticateBot(ctx, request);
    const { guildId, ticketId } = parse(z.object({ guildId: Snowflake, ticketId: RowId }), request.params, 'path');
    const { transcript } = parse(CloseTicketInput, request.body, 'body');
    return closeTicket(ctx.db, guildId, ticketId, typeof transcript === 'string' ? transcript : JSON.stringify(transcript), BOT_ACTOR, ctx.now());
  });

  app.get('/bot/guilds/:guildId/config', async (request): Promise<GuildConfiguration> => {
    authenticateBot(ctx, request);
    const { guildId } = parse(GuildParam, request.params, 'guild ID');
    const [features, categories, autoResponses, autoRoles, commandPermissions, stored] = await Promise.all([
      listFeatures(ctx.db, guildId),
      listCategories(ctx.db, guildId, true),
      listAutoResponses(ctx.db, guildId),
      listAutoRoles(ctx.db, guildId),
      listCommandPermissions(ctx.db, guildId),
      getNotificationSettings(ctx.db, guildId),
    ]);
    const { setupCompleted, notificationRoles, notificationsEnabled } = stored;
    return { guildId, features, categories, autoResponses, autoRoles, commandPermissions, notificationSettings: { setupCompleted, notificationRoles, notificationsEnabled } };
  });

  app.post('/bot/guilds/:guildId/notifications/setup', async (request, reply) => {
    authenticateBot(ctx, request);
    const { guildId } = parse(GuildParam, request.params, 'guild ID');
    const { channelId } = parse(z.strictObject({ channelId: Snowflake }), request.body, 'body');
    await completeNotificationSetup(ctx.db, guildId, channelId);
    return reply.code(204).send();
  });
}
