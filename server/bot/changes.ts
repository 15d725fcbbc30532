// How the bot hears that a guild's configuration changed. Beside the bot API in one process it is told at
// once (the composition wires the bot API's notices in). Elsewhere, with Redis, the bot API announces the
// guild on a channel the bot subscribes to; without Redis the bot asks GET /bot/changes every second,
// naming the last change it knows, and is told the guilds changed since.
import type { Logger } from 'pino';
import type { TypedBotApi } from '../contract/client.js';
import { type ChangeSource, type ChangesAfter, polledChanges, redisChanges } from '../platform/change-sources.js';

export type { ChangeSource };

/** GET /bot/changes through a bot API client. */
export const askedChanges =
  (api: TypedBotApi): ChangesAfter =>
  (after) =>
    api.bot.changes(after === undefined ? {} : { query: { after } });

/** Apart from the bot API: Redis pub/sub when configured, else polling the bot API. */
export const changesFromAfar = (redisUrl: string | null, api: TypedBotApi, logger: Logger): ChangeSource =>
  redisUrl ? redisChanges(redisUrl, logger) : polledChanges(askedChanges(api), logger);
