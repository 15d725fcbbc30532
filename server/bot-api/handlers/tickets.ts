// Tickets and their transcripts (read by the dashboard; the bot opens and closes them, handlers/bot.ts).
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { memberNames, mentionNames } from '../roles.js';
import { searchTickets } from '../repos/ticket-search.js';
import { readTicketFile } from '../repos/ticket-files.js';
import { requestClose } from '../repos/ticket-close-requests.js';
import { countTickets, getTranscript, listTranscripts } from '../repos/tickets.js';
import { getListedTicket, listListedTickets } from '../repos/listed-tickets.js';

export const ticketHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.tickets> => ({
  list: ({ guildId, query: { status, sort, ...page } }) => listListedTickets(ctx.db, guildId, status, page, sort),
  get: ({ guildId, params }) => getListedTicket(ctx.db, guildId, params.ticketId),
  counts: ({ guildId }) => countTickets(ctx.db, guildId),
  requestClose: ({ guildId, params, body, actor }) =>
    requestClose(ctx.db, guildId, params.ticketId, body.reason, actor, ctx.now()),
  search: ({ guildId, query }) => searchTickets(ctx.db, ctx.dialect, guildId, query),
  transcripts: ({ guildId, query }) => listTranscripts(ctx.db, guildId, query),
  // Today's role and channel names ride along, for mentions the transcript did not name itself, and the
  // name on the server of whoever closed it (their id where Discord does not name them just now).
  transcript: async ({ guildId, params, access }) => {
    const [record, mention_names] = await Promise.all([
      getTranscript(ctx.db, ctx.dialect, guildId, params.ticketId),
      mentionNames(ctx, access.guild),
    ]);
    const closedBy = record.closed_by;
    const names = closedBy ? await memberNames(ctx, guildId, [closedBy]).catch((): Record<string, string> => ({})) : {};
    const closed_by_name = closedBy ? (names[closedBy] ?? null) : null;
    return { ...record, mention_names, closed_by_name };
  },
  file: ({ guildId, params }) => readTicketFile(ctx.db, ctx.archive, guildId, params.ticketId, params.fileId),
});
