// Endpoints for the bot itself (documented in the README): open and close tickets (and name the closed
// ones whose channels the bot still sees), read a guild's whole configuration and what changed since, its
// figures, record the notification setup and what the bot met giving auto roles, its status, and the
// lease on running the gateway. Authenticated by
// BOT_SERVICE_TOKEN, not by a user (or wired in by the composition when the bot runs in the same process).
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { recordAutoRoleProblem } from '../repos/autoroles.js';
import { configChanges, releaseGatewayLease, saveBotStatus, takeGatewayLease } from '../repos/bot-state.js';
import { botGuildStats } from './stats.js';
import { completeNotificationSetup } from '../repos/guild-settings.js';
import { guildConfiguration } from './guild-configuration.js';
import {
  claimedTickets,
  categoryTickets,
  claimTicket,
  unclaimTicket,
  openTicket,
  openTicketsOf,
  setTicketChannel,
  ticketInChannel,
} from '../repos/ticket-opening.js';
import { closedTicketChannels, closeRequestGuilds, closeRequests } from '../repos/ticket-close-requests.js';
import { assertClosable, closeTicket } from '../repos/tickets.js';
import { recordTicketRename, setTicketPriority, transferTicket } from '../repos/ticket-desk.js';
import { fetchTicketFiles, recordTicketFiles } from '../repos/ticket-files.js';
import { dropTicketTimers } from '../repos/ticket-inactivity.js';
import { rateTicket } from '../repos/ticket-ratings.js';
import { readClosingTranscriptOffThread } from '../closing/transcript-thread.js';
import { refusedBody, type Handlers } from '../invoke.js';

/** The staff member a change in Discord is theirs: its audit actor. */
const actorOf = (body: { userId: string; username: string }) => ({ id: body.userId, name: body.username });

export const botHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.bot> => ({
  // The user who opened the ticket is its audit actor.
  openTicket: ({ params, body }) =>
    openTicket(ctx, params.guildId, body, { id: body.userId, name: body.username }, ctx.now()),
  // The transcript is read whole in a thread of its own first: one that breaks a limit is refused as its
  // schema refuses an object. A ticket that cannot close is refused before any download; then the files
  // are fetched, and the close writes the ticket, its search rows, its file rows and its audit row in one
  // transaction (its timers go in it too), or nothing.
  closeTicket: async ({ params: { guildId, ticketId }, body: { transcript, ...work }, actor }) => {
    const read = await readClosingTranscriptOffThread(transcript);
    if ('refused' in read) throw refusedBody(['transcript'], read.refused);
    await assertClosable(ctx.db, guildId, ticketId);
    const files = await fetchTicketFiles(ctx.db, ctx.archive, guildId, read.files);
    const now = ctx.now();
    return closeTicket(
      ctx,
      guildId,
      ticketId,
      transcript,
      actor,
      now,
      async (tx) => {
        await recordTicketFiles(tx, ctx.dialect, ctx.archive.limits.guildMaxBytes, guildId, ticketId, files, now);
        await dropTicketTimers(tx, ticketId);
      },
      work,
      read,
    );
  },
  // The opener is the rating's audit actor.
  rateTicket: ({ params, body }) =>
    rateTicket(ctx.db, params.guildId, params.ticketId, body, { id: body.userId, name: null }, ctx.now()),
  claimTicket: ({ params, body }) =>
    claimTicket(ctx.db, params.guildId, params.ticketId, body, { id: body.userId, name: body.username }, ctx.now()),
  unclaimTicket: ({ params, body }) =>
    unclaimTicket(ctx.db, params.guildId, params.ticketId, { id: body.userId, name: body.username }, ctx.now()),
  setTicketPriority: ({ params, body }) =>
    setTicketPriority(ctx.db, params.guildId, params.ticketId, body.priority, actorOf(body), ctx.now()),
  renameTicket: ({ params, body }) =>
    recordTicketRename(ctx.db, params.guildId, params.ticketId, body, actorOf(body), ctx.now()),
  transferTicket: ({ params, body }) =>
    transferTicket(ctx.db, params.guildId, params.ticketId, body, actorOf(body), ctx.now()),
  closeRequests: ({ params }) => closeRequests(ctx.db, params.guildId),
  closeRequestGuilds: () => closeRequestGuilds(ctx.db),
  ticketChannel: ({ params, body }) => setTicketChannel(ctx.db, params.guildId, params.ticketId, body.channelId),
  ticketInChannel: ({ params }) => ticketInChannel(ctx.db, params.guildId, params.channelId),
  openTicketsOf: ({ params, query }) => openTicketsOf(ctx.db, params.guildId, query.userId),
  claimedTickets: ({ params }) => claimedTickets(ctx.db, params.guildId),
  categoryTickets: ({ params }) => categoryTickets(ctx.db, params.guildId, params.categoryId),
  closedTicketChannels: ({ params, query }) => closedTicketChannels(ctx.db, params.guildId, query.channelIds),
  config: ({ params: { guildId } }) => guildConfiguration(ctx.db, guildId),
  notificationSetup: ({ params, body }) => completeNotificationSetup(ctx.db, params.guildId, body.channelId),
  changes: ({ query }) => configChanges(ctx.db, query.after),
  stats: ({ params: { guildId } }) => botGuildStats(ctx, guildId),
  autoRoleProblem: ({ params, body }) =>
    recordAutoRoleProblem(ctx.db, params.guildId, params.roleId, body.reason, ctx.now()),
  autoRoleGiven: ({ params }) => recordAutoRoleProblem(ctx.db, params.guildId, params.roleId, null, ctx.now()),
  status: ({ body }) => saveBotStatus(ctx.db, body, ctx.now()),
  lease: ({ body }) => takeGatewayLease(ctx.db, body.holder, body.ttlSeconds, ctx.now()),
  releaseLease: ({ params }) => releaseGatewayLease(ctx.db, params.holder),
});
