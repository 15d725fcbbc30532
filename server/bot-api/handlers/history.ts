// The guild's change history.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { guildHistory } from '../repos/audit.js';

export const historyHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.history> => ({
  list: ({ guildId, query }) => guildHistory(ctx.db, guildId, query),
});
