// The statistics page's figures, in the guild's time zone; the reader's rights decide how detailed.
import type { endpoints } from '../../contract/endpoints/index.js';
import { allows } from '../../contract/guild-access.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { ticketStats } from '../statistics/ticket-stats.js';

export const ticketStatsHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.ticketStats> => ({
  get: async ({ guildId, query, access }) => {
    const { timeZone } = await ctx.kept.preferences(guildId);
    return ticketStats(ctx, {
      guildId,
      query,
      timeZone,
      now: ctx.now(),
      detailed: allows(access, 'tickets.view'),
    });
  },
});
