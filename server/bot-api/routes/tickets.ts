// Tickets and their transcripts (read by the dashboard; the bot opens and closes them, routes/bot.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RowId, Snowflake, TicketListQuery } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { guildRoute } from '../http.js';
import { getTranscript, listTickets, listTranscripts } from '../repos/tickets.js';

const TicketParams = z.object({ guildId: Snowflake, ticketId: RowId });

export function ticketRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/tickets/:guildId',
    guildRoute(ctx, { permission: 'tickets.view', query: TicketListQuery }, ({ guildId, query }) => listTickets(ctx.db, guildId, query.status)),
  );
  app.get(
    '/api/tickets/:guildId/transcripts',
    guildRoute(ctx, { permission: 'tickets.view' }, ({ guildId }) => listTranscripts(ctx.db, guildId)),
  );
  app.get(
    '/api/tickets/:guildId/transcript/:ticketId',
    guildRoute(ctx, { permission: 'tickets.view', params: TicketParams }, ({ guildId, params }) => getTranscript(ctx.db, guildId, params.ticketId)),
  );
}
