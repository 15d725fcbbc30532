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
import { assertClosable, closeTicket, openTicket } from '../repos/tickets.js';
import { fetchTicketFiles, recordTicketFiles } from '../repos/ticket-files.js';

export const botHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.bot> => ({
  // The user who opened the ticket is its audit actor.
  openTicket: ({ params, body }) => openTicket(ctx, params.guildId, body, { id: body.userId, name: body.username }, ctx.now()),
  // The transcript was checked whole by its schema. A ticket that cannot close is refused before any
  // download; then the files are fetched, and the close writes the ticket, its search rows, its file
  // rows and its audit row in one transaction, or nothing.
  closeTicket: async ({ params: { guildId, ticketId }, body: { transcript }, actor }) => {
    await assertClosable(ctx.db, guildId, ticketId);
    const files = await fetchTicketFiles(ctx.db, ctx.archive, guildId, transcript);
    const now = ctx.now();
    return closeTicket(ctx, guildId, ticketId, transcript, actor, now, (tx) => recordTicketFiles(tx, ctx.dialect, ctx.archive.limits.guildMaxBytes, guildId, ticketId, files, now));
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
