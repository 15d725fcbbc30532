// The ticket blocklist: users and roles that may not open tickets (Ticket Kategorien).
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { endpoint } from '../endpoint.js';
import { DeletionResult } from '../history.js';
import { TicketBlock, TicketBlockInput } from '../ticket-blocklist.js';
import { GuildParams, RowId } from './params.js';

const BlockParams = z.object({ guildId: Snowflake, entryId: RowId });

export const ticketBlocklist = {
  list: endpoint({
    method: 'GET',
    path: '/api/ticket-blocklist/:guildId',
    summary: 'Who may not open tickets: users and roles, why, who blocked them and since when',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: z.array(TicketBlock),
    status: 200,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/ticket-blocklist/:guildId',
    summary: 'Block a user or a role from opening tickets, with the reason the member is told',
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    body: TicketBlockInput,
    response: TicketBlock,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/ticket-blocklist/:guildId/:entryId',
    summary: 'Lift a block; answers the history entry, whose undo restores it',
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: BlockParams,
    response: DeletionResult,
    status: 200,
  }),
};
