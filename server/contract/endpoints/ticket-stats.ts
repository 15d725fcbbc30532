// The statistics page's figures.
import { endpoint } from '../endpoint.js';
import { TicketStats, TicketStatsQuery } from '../ticket-stats.js';
import { GuildParams } from './params.js';

export const ticketStats = {
  get: endpoint({
    method: 'GET',
    path: '/api/ticket-stats/:guildId',
    summary:
      "A guild's ticket figures for a period of its own days (from–to, at most 366; the last 30 by default) and the period before; per category and per staff member only with tickets.view",
    auth: { kind: 'guild', permission: 'dashboard.view' },
    params: GuildParams,
    query: TicketStatsQuery,
    response: TicketStats,
    status: 200,
  }),
};
