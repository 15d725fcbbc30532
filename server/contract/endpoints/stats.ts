// The overview's statistics.
import { endpoint } from '../endpoint.js';
import { DashboardStats } from '../guild.js';
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
};
