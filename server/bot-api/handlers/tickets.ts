// Tickets and their transcripts (read by the dashboard; the bot opens and closes them, handlers/bot.ts).
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { searchTickets } from '../repos/ticket-search.js';
import { listTicketFiles, readTicketFile } from '../repos/ticket-files.js';
import { requestClose } from '../repos/ticket-close-requests.js';
import { countTickets, getTranscript, listTickets, listTranscripts } from '../repos/tickets.js';

export const ticketHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.tickets> => ({
  list: ({ guildId, query: { status, ...page } }) => listTickets(ctx.db, guildId, status, page),
  counts: ({ guildId }) => countTickets(ctx.db, guildId),
  requestClose: ({ guildId, params, body, actor }) =>
    requestClose(ctx.db, guildId, params.ticketId, body.reason, actor, ctx.now()),
  search: ({ guildId, query }) => searchTickets(ctx.db, ctx.dialect, guildId, query),
  transcripts: ({ guildId, query }) => listTranscripts(ctx.db, guildId, query),
  // Today's role and channel names ride along, for mentions the transcript did not name itself (without
  // the channel names when Discord does not answer: the transcript matters more).
  transcript: async ({ guildId, params, access }) => {
    const [record, channels, files] = await Promise.all([
      getTranscript(ctx.db, guildId, params.ticketId),
      ctx.discord.channels(guildId).catch(() => []),
      listTicketFiles(ctx.db, params.ticketId),
    ]);
    const byId = (entries: { id: string; name?: string | null | undefined }[]) =>
      Object.fromEntries(entries.map((entry) => [entry.id, entry.name ?? entry.id]));
    return { ...record, mention_names: { roles: byId(access.guild.roles), channels: byId(channels) }, files };
  },
  file: ({ guildId, params }) => readTicketFile(ctx.db, ctx.archive, guildId, params.ticketId, params.fileId),
});
