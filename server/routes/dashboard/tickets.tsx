// Tickets: the overview with counts and transcripts, one transcript as a page, and the same transcript
// as an HTML fragment for the modal.
import type { FastifyReply } from 'fastify';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { RowId, Snowflake, Ticket, TranscriptRow } from '../../contract/index.js';
import { defineRoute } from '../define-route.js';
import type { RegisteredRoute } from '../registered-route.js';
import { requireUser } from '../guards.js';
import { guildParams } from './overview.js';
import { loadTranscript } from './transcript-source.js';
import { TicketsPage, type TicketsData } from '../../../views/pages/TicketsPage.js';
import { TranscriptPage, type TranscriptPageData } from '../../../views/pages/TranscriptPage.js';
import { TranscriptView } from '../../../views/transcript/TranscriptView.js';

const ticketParams = z.object({ guildId: Snowflake, ticketId: RowId });

export const ticketsRoute = defineRoute({
  path: '/dashboard/:guildId/tickets',
  params: guildParams,
  query: z.object({}),
  layout: 'dashboard',
  title: 'Tickets',
  loadError: 'Fehler beim Laden der Ticket-Daten',
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<TicketsData> => {
    const user = ctx.app.botApiUser(ctx.request)!;
    const { guildId } = ctx.params;
    // Counts use the status=open filter; closed = total - open (spec section 4).
    const [all, open, transcripts] = await Promise.all([
      ctx.app.botApi.call(user, 'GET', `/api/tickets/${guildId}`, z.array(Ticket)),
      ctx.app.botApi.call(user, 'GET', `/api/tickets/${guildId}?status=open`, z.array(Ticket)),
      // An empty body counts as an empty list (spec section 7).
      ctx.app.botApi.call(
        user,
        'GET',
        `/api/tickets/${guildId}/transcripts`,
        z
          .array(TranscriptRow)
          .nullable()
          .transform((rows) => rows ?? []),
      ),
    ]);
    return { guildId, total: all.length, open: open.length, transcripts };
  },
  view: TicketsPage,
});

export const transcriptRoute = defineRoute({
  path: '/dashboard/:guildId/tickets/:ticketId/transcript',
  params: ticketParams,
  query: z.object({}),
  layout: 'dashboard',
  title: (data) => `Ticket #${data.ticketId}`,
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<TranscriptPageData> => {
    const result = await loadTranscript(ctx.app, ctx.app.botApiUser(ctx.request)!, ctx.params.guildId, ctx.params.ticketId);
    if (!result.ok) ctx.reply.code(result.status);
    return { guildId: ctx.params.guildId, ticketId: ctx.params.ticketId, result, now: ctx.app.now().toISOString() };
  },
  view: TranscriptPage,
});

/** The transcript alone, for the modal: server-rendered HTML, no layout, never cached. */
export const transcriptFragmentRoute: RegisteredRoute = {
  path: '/dashboard/:guildId/tickets/:ticketId/transcript.html',
  register(fastify, app) {
    fastify.get('/dashboard/:guildId/tickets/:ticketId/transcript.html', async (request, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const params = ticketParams.safeParse(request.params);
      if (!params.success) return reply.code(404).send('');
      const user = app.botApiUser(request);
      if (!user) return reply.code(401).send('');
      const result = await loadTranscript(app, user, params.data.guildId, params.data.ticketId);
      if (!result.ok)
        return reply.code(result.status).send(
          renderToString(
            <p className="alert alert--error" role="alert">
              {result.message}
            </p>,
          ),
        );
      return reply.send(renderToString(<TranscriptView transcript={result.transcript} now={app.now()} messagesHtml={result.messagesHtml} />));
    });
  },
};
