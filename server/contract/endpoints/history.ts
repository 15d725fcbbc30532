// The guild's change history: every audited change to its configuration and tickets.
import { endpoint } from '../endpoint.js';
import { HistoryPage, HistoryQuery } from '../history.js';
import { GuildParams } from './params.js';

export const history = {
  list: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/history',
    summary: "The guild's changes, newest first, with who, when, and the values before and after; by area and user, paged by id",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    query: HistoryQuery,
    response: HistoryPage,
    status: 200,
  }),
};
