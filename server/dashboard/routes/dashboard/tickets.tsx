// Tickets: the overview with counts and transcripts, one transcript as a page, and the same transcript
// as an HTML fragment for the modal.
import type { FastifyReply } from 'fastify';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import {
  type ListedTicket,
  PriorityCursor,
  priorityCursor,
  RowId,
  Snowflake,
  TicketCursor,
  TicketSort,
  TranscriptCursor,
  transcriptCursor,
} from '../../../contract/index.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { channelHref } from '../channel-href.js';
import type { RegisteredRoute } from '../registered-route.js';
import { htmlPayload } from '../../render/html-payload.js';
import { loadTranscript } from './transcript-source.js';
import { guildDateFormat } from '../guild-preferences.js';
import { PAGE_SIZES, TicketsPage, type TicketsData } from '../../../../views/pages/TicketsPage.js';
import { ExportLinks, TranscriptPage, type TranscriptPageData } from '../../../../views/pages/TranscriptPage.js';
import { TicketOutcome } from '../../../../views/components/TicketOutcome.js';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { TranscriptView } from '../../../../views/transcript/TranscriptView.js';

export const ticketParams = z.object({ guildId: Snowflake, ticketId: RowId });

/** The list, its page size and where it starts: stable links, each part checked (a bad one means the default). */
const TicketsQuery = z.object({
  status: z.enum(['closed', 'open']).catch('closed').default('closed'),
  size: z.coerce
    .number()
    .pipe(z.union(PAGE_SIZES.map((size) => z.literal(size))))
    .catch(PAGE_SIZES[0])
    .default(PAGE_SIZES[0]),
  /** The open tickets' order: newest first, or the most urgent first. */
  sort: TicketSort.catch('newest').default('newest'),
  before: z.string().max(64).optional().catch(undefined),
  after: z.string().max(64).optional().catch(undefined),
});
type TicketsQuery = z.infer<typeof TicketsQuery>;

/** One page of a keyset-paged list, asked with one row more than shown: that row says whether more follow. */
function pageOf<T>(
  rows: T[],
  size: number,
  towardsNewer: boolean,
  fromCursor: boolean,
): { shown: T[]; newer: boolean; older: boolean } {
  const more = rows.length > size;
  // Newer-than-cursor pages end at the cursor; the extra row is the newest one, at the top.
  if (towardsNewer) return { shown: more ? rows.slice(rows.length - size) : rows, newer: more, older: true };
  return { shown: more ? rows.slice(0, size) : rows, newer: fromCursor, older: more };
}

/** The cursor from the URL if it is one for this list, else none (the newest page). */
function cursors(query: TicketsQuery, schema: z.ZodType<unknown>) {
  const valid = (value: string | undefined) =>
    value !== undefined && schema.safeParse(value).success ? value : undefined;
  const after = valid(query.after);
  const before = after === undefined ? valid(query.before) : undefined;
  return { ...(before ? { before } : {}), ...(after ? { after } : {}) };
}

export const ticketsRoute = defineGuildRoute({
  path: '/dashboard/:guildId/tickets',
  screen: 'tickets',
  query: TicketsQuery,
  title: 'tickets',
  loadError: (texts) => texts.loadErrors.tickets,
  load: async ({ api, app, guildId, query }): Promise<TicketsData> => {
    const closed = query.status === 'closed';
    const byPriority = !closed && query.sort === 'priority';
    const cursor = closed ? TranscriptCursor : byPriority ? PriorityCursor : TicketCursor;
    const page = { limit: query.size + 1, ...cursors(query, cursor) };
    const listing = closed
      ? api.tickets.transcripts({ guildId, query: page })
      : api.tickets.list({ guildId, query: { status: 'open', ...(byPriority ? { sort: 'priority' } : {}), ...page } });
    // The counts: total, open, and closed = total - open, from one count instead of two whole lists.
    const [counts, rows] = await Promise.all([api.tickets.counts({ guildId }), listing]);
    const { shown, newer, older } = pageOf<(typeof rows)[number]>(
      rows,
      query.size,
      'after' in page,
      'before' in page || 'after' in page,
    );
    const cursorOf = (row: (typeof rows)[number]) =>
      closed ? transcriptCursor(row) : byPriority ? priorityCursor(row as ListedTicket) : String(row.id);
    return {
      guildId,
      total: counts.total,
      open: counts.open,
      status: query.status,
      sort: byPriority ? 'priority' : 'newest',
      size: query.size,
      rows: shown.map((row) => {
        // Open tickets come as listed tickets, closed ones as transcript rows without these.
        const {
          channel_id: channelId,
          claimed_by_name: claimedBy,
          close_requested_by,
          last_activity_at,
          priority,
        } = row as Partial<ListedTicket>;
        return {
          ...row,
          channelHref: channelId ? channelHref(app.config.demo, guildId, channelId) : null,
          claimedBy: claimedBy ?? null,
          closeRequested: Boolean(close_requested_by),
          ...(last_activity_at ? { lastActivityAt: last_activity_at } : {}),
          ...(priority ? { priority } : {}),
        };
      }),
      newerCursor: newer && shown.length ? cursorOf(shown[0]!) : null,
      olderCursor: older && shown.length ? cursorOf(shown.at(-1)!) : null,
      now: app.now().toISOString(),
    };
  },
  view: TicketsPage,
});

export const transcriptRoute = defineGuildRoute({
  path: '/dashboard/:guildId/tickets/:ticketId/transcript',
  screen: 'tickets',
  params: ticketParams,
  query: z.object({}),
  title: (texts, data) => texts.titles.ticket(data.ticketId),
  load: async (ctx): Promise<TranscriptPageData> => {
    const result = await loadTranscript(
      ctx.app,
      ctx.api,
      ctx.guildId,
      ctx.params.ticketId,
      guildDateFormat(ctx.request, ctx.api, ctx.guildId),
      ctx.texts,
    );
    if (!result.ok) ctx.reply.code(result.status);
    return { guildId: ctx.guildId, ticketId: ctx.params.ticketId, result, now: ctx.app.now().toISOString() };
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
      const api = app.botApi.as(user);
      const dates = guildDateFormat(request, api, params.data.guildId);
      const texts = CATALOGUES[request.language];
      const result = await loadTranscript(app, api, params.data.guildId, params.data.ticketId, dates, texts);
      if (!result.ok)
        return reply.code(result.status).send(
          renderToString(
            <p className="alert alert--error" role="alert">
              {result.message}
            </p>,
          ),
        );
      const { guildId, ticketId } = params.data;
      // The dialog shows how the ticket ended and offers the downloads, as the page does.
      return reply.send(
        htmlPayload(
          renderToString(
            <>
              <TicketOutcome record={result.record} texts={texts.ticketOutcome} />
              <ExportLinks guildId={guildId} ticketId={ticketId} transcript={result.transcript} texts={texts} />
              <TranscriptView
                transcript={result.transcript}
                now={app.now()}
                dates={await dates}
                texts={texts.transcript}
                messagesHtml={result.messagesHtml}
              />
            </>,
          ),
        ),
      );
    });
  },
};
