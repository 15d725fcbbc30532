// Tickets and their transcripts, as the dashboard reads them.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { endpoint } from '../endpoint.js';
import {
  ArchivedFileContent,
  CloseRequestInput,
  ListedTicket,
  SearchHit,
  Ticket,
  TicketCounts,
  TicketListQuery,
  TicketSearchQuery,
  TranscriptListQuery,
  TranscriptRecord,
  TranscriptRow,
} from '../guild.js';
import { GuildParams, RowId } from './params.js';

export const TicketParams = z.object({ guildId: Snowflake, ticketId: RowId });
const FileParams = TicketParams.extend({ fileId: RowId });

export const tickets = {
  list: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId',
    summary:
      "A guild's tickets, newest first, optionally only open or closed ones; limit with before/after pages through them",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    query: TicketListQuery,
    response: z.array(ListedTicket),
    status: 200,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId/ticket/:ticketId',
    summary: 'One ticket, open or closed, with its category name and its last activity',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: TicketParams,
    response: ListedTicket,
    status: 200,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId/counts',
    summary: 'How many tickets a guild has, and how many are open',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: TicketCounts,
    status: 200,
  }),
  transcripts: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId/transcripts',
    summary: 'Closed tickets with a transcript, newest closed first; limit with before/after pages through them',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    query: TranscriptListQuery,
    // An empty body counts as an empty list: a guild without closed tickets is not an error.
    response: z.preprocess((rows) => rows ?? [], z.array(TranscriptRow)),
    status: 200,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId/search',
    summary: 'Full-text search over transcripts, users and reasons, newest first, one hit per ticket with its excerpt',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    query: TicketSearchQuery,
    response: z.array(SearchHit),
    status: 200,
  }),
  transcript: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId/transcript/:ticketId',
    summary: "One ticket's transcript (JSON text)",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: TicketParams,
    response: TranscriptRecord,
    status: 200,
  }),
  requestClose: endpoint({
    method: 'POST',
    path: '/api/tickets/:guildId/:ticketId/close-request',
    summary:
      'Ask the bot to close an open ticket: it reads the channel, stores the transcript and deletes the channel, as its Close button does',
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: TicketParams,
    body: CloseRequestInput,
    response: Ticket,
    status: 200,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/tickets/:guildId/transcript/:ticketId/files/:fileId',
    summary: "One archived attachment of a ticket's transcript, base64 (the dashboard serves it from its own origin)",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: FileParams,
    response: ArchivedFileContent,
    status: 200,
  }),
};
