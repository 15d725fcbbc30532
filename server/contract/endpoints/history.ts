// The guild's change history: every audited change to its configuration and tickets.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { endpoint } from '../endpoint.js';
import { HistoryPage, HistoryQuery, RevertPreview, RevertResult } from '../history.js';
import { GuildParams, RowId } from './params.js';

const EntryParams = z.object({ guildId: Snowflake, entryId: RowId });

export const history = {
  list: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/history',
    summary:
      "The guild's changes, newest first, with who, when, and the values before and after; by area and user, paged by id",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    query: HistoryQuery,
    response: HistoryPage,
    status: 200,
  }),
  revertPreview: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/history/:entryId/revert',
    summary: 'Whether a change can be undone: the change, and the newer change or earlier undo that stands in the way',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: EntryParams,
    response: RevertPreview,
    status: 200,
  }),
  revert: endpoint({
    method: 'POST',
    path: '/api/guilds/:guildId/history/:entryId/revert',
    summary:
      "Undo a change through the record's own endpoints (their rights, rules and audit apply); 409 revert_conflict when the record changed since or the change was undone already",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: EntryParams,
    response: RevertResult,
    status: 200,
  }),
};
