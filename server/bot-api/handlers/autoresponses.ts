// Auto responses: list, create, delete by trigger.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { Handlers } from '../invoke.js';
import { createAutoResponse, deleteAutoResponse, listAutoResponses } from '../repos/autoresponses.js';

export const autoResponseHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.autoResponses> => ({
  list: ({ guildId }) => listAutoResponses(ctx.db, guildId),
  create: async ({ guildId, body, actor }) => {
    if (body.guildId !== guildId) throw badRequest('guild_mismatch', 'Invalid body: guildId does not match the path');
    return createAutoResponse(ctx.db, guildId, body, actor, ctx.now());
  },
  // The key is the trigger, URL-encoded in the path; the router has already decoded it.
  remove: ({ guildId, params, actor }) => deleteAutoResponse(ctx.db, guildId, params.key, actor, ctx.now()),
});
