// The overview's statistics.
import { endpoint } from '../endpoint.js';
import { DashboardStats } from '../guild.js';
import { StatsHeadline } from '../ticket-stats.js';
import { GuildParams } from './params.js';

export const stats = {
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard/:guildId/stats',
    summary: 'Members, channels, roles, boosts, tickets and auto responses of a guild',
    auth: { kind: 'guild', permission: 'dashboard.view' },
    params: GuildParams,
    response: DashboardStats,
    status: 200,
  }),
  lastWeek: endpoint({
    method: 'GET',
    path: '/api/dashboard/:guildId/stats/last-week',
    summary: "The headline figures of the tickets of the guild's last 7 days in its time zone, today included",
    auth: { kind: 'guild', permission: 'dashboard.view' },
    params: GuildParams,
    response: StatsHeadline,
    status: 200,
  }),
};
