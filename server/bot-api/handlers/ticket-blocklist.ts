// The ticket blocklist's endpoints: the store's rules (one entry per user or role, the limit) apply.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { addTicketBlock, listTicketBlocks, removeTicketBlock } from '../repos/ticket-blocklist.js';

export const ticketBlocklistHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.ticketBlocklist> => ({
  list: ({ guildId }) => listTicketBlocks(ctx.db, guildId),
  add: ({ guildId, body, actor }) => addTicketBlock(ctx.db, guildId, body, actor, ctx.now()),
  remove: ({ guildId, params, actor }) => removeTicketBlock(ctx.db, guildId, params.entryId, actor, ctx.now()),
});
