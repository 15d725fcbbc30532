// Endpoints for the bot itself (documented in the README): open and close tickets, read a guild's whole
// configuration, record the notification setup. Authenticated by BOT_SERVICE_TOKEN, not by a user.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { listAutoResponses } from '../repos/autoresponses.js';
import { listAutoRoles } from '../repos/autoroles.js';
import { listCategories } from '../repos/categories.js';
import { listCommandPermissions } from '../repos/command-permissions.js';
import { completeNotificationSetup, getNotificationSettings, listFeatures } from '../repos/guild-settings.js';
import { closeTicket, openTicket } from '../repos/tickets.js';
import { archiveTicketFiles } from '../repos/ticket-files.js';

export const botHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.bot> => ({
  // The user who opened the ticket is its audit actor.
  openTicket: ({ params, body }) => openTicket(ctx, params.guildId, body, { id: body.userId, name: body.username }, ctx.now()),
  // Closed first (the transcript is safe), then its files are archived before the bot gets its answer.
  closeTicket: async ({ params, body, actor }) => {
    // The transcript was checked whole by its schema (TRANSCRIPT_LIMITS) and arrives as its JSON text.
    const { transcript } = body;
    const ticket = await closeTicket(ctx, params.guildId, params.ticketId, transcript, actor, ctx.now());
    await archiveTicketFiles(ctx.db, ctx.archive, params.guildId, ticket.id, transcript, ctx.now());
    return ticket;
  },
  config: async ({ params: { guildId } }) => {
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
  },
  notificationSetup: ({ params, body }) => completeNotificationSetup(ctx.db, params.guildId, body.channelId),
});
