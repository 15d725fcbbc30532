// Endpoints for the bot itself (the dashboard never calls them), authenticated by BOT_SERVICE_TOKEN.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { CloseTicketInput, GuildConfiguration, OpenTicketInput } from '../bot.js';
import { endpoint } from '../endpoint.js';
import { Ticket } from '../guild.js';
import { GuildParams, NoContent } from './params.js';
import { TicketParams } from './tickets.js';

export const bot = {
  openTicket: endpoint({
    method: 'POST',
    path: '/bot/tickets/:guildId',
    summary: 'Record a ticket the bot opened',
    auth: { kind: 'bot' },
    params: GuildParams,
    body: OpenTicketInput,
    response: Ticket,
    status: 201,
  }),
  closeTicket: endpoint({
    method: 'POST',
    path: '/bot/tickets/:guildId/:ticketId/close',
    summary: 'Close a ticket and store its transcript',
    auth: { kind: 'bot' },
    params: TicketParams,
    body: CloseTicketInput,
    response: Ticket,
    status: 200,
  }),
  config: endpoint({
    method: 'GET',
    path: '/bot/guilds/:guildId/config',
    summary: "A guild's whole configuration",
    auth: { kind: 'bot' },
    params: GuildParams,
    response: GuildConfiguration,
    status: 200,
  }),
  notificationSetup: endpoint({
    method: 'POST',
    path: '/bot/guilds/:guildId/notifications/setup',
    summary: 'Record the channel the setup command chose for notifications',
    auth: { kind: 'bot' },
    params: GuildParams,
    body: z.strictObject({ channelId: Snowflake }),
    response: NoContent,
    status: 204,
  }),
};
