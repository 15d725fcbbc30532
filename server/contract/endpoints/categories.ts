// Ticket categories.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { CategoryInput, CategoryListQuery, CategoryUpdate, TicketCategory } from '../config.js';
import { endpoint } from '../endpoint.js';
import { DeletionResult } from '../history.js';
import { GuildParams, RowId } from './params.js';

const CategoryParams = z.object({ guildId: Snowflake, categoryId: RowId });

export const categories = {
  list: endpoint({
    method: 'GET',
    path: '/api/ticket-categories/:guildId',
    summary: 'Active categories, or all with includeInactive=true',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    query: CategoryListQuery,
    response: z.array(TicketCategory),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/ticket-categories/:guildId',
    summary:
      "Create a category (active); 400 serverEmoji for a custom emoji that is not this server's, 409 panel_full past the panel's active categories",
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    body: CategoryInput,
    response: TicketCategory,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/ticket-categories/:guildId/:categoryId',
    summary:
      "Replace a category, or only switch it on or off (isActive); 400 serverEmoji for a custom emoji that is not this server's, 409 panel_full for one switched on past the panel's active categories",
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: CategoryParams,
    body: CategoryUpdate,
    response: TicketCategory,
    status: 200,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/ticket-categories/:guildId/:categoryId',
    summary: 'Delete a category (its tickets keep no category); answers the history entry, whose undo restores it',
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: CategoryParams,
    response: DeletionResult,
    status: 200,
  }),
};
