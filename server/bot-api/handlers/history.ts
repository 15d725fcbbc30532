// The guild's change history, and undoing one of its changes.
import { callInput, type Endpoint, type EndpointInput, type EndpointResult } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { notFound } from '../errors.js';
import { revertBlock, revertChange, type RunAs } from '../history-revert.js';
import type { Handlers, RunEndpoint } from '../invoke.js';
import { guildHistory, historyEntry } from '../repos/audit.js';

export const historyHandlers = (ctx: BotApiContext, runEndpoint: RunEndpoint): Handlers<typeof endpoints.history> => {
  const entryOf = async (guildId: string, entryId: number) => {
    const entry = await historyEntry(ctx.db, guildId, entryId);
    if (!entry) throw notFound('History entry');
    return entry;
  };
  return {
    list: ({ guildId, query }) => guildHistory(ctx.db, guildId, query),
    revertPreview: async ({ guildId, params }) => {
      const entry = await entryOf(guildId, params.entryId);
      return { entry, blocked: await revertBlock(ctx, guildId, entry) };
    },
    revert: async ({ guildId, params, actor, adminToken }) => {
      const entry = await entryOf(guildId, params.entryId);
      // The reverse runs through the record's own endpoints as this user, marked as undoing the entry.
      const run: RunAs = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) =>
        (await runEndpoint(endpoint, {
          ...callInput(endpoint, input),
          user: { ...actor, revertOf: entry.id },
          adminToken,
        })) as EndpointResult<E>;
      return { entries: await revertChange(ctx, guildId, entry, run) };
    },
  };
};
