// A page of a channel's history, as Discord pages GET /channels/{id}/messages: `limit` from 1 to 100 (50
// when not given), and one of `before`, `after` or `around` (a message id; `around` includes it). No
// list of messages is ever answered whole: REST and the act API both read their lists a page at a time.
import { z } from 'zod';
import { snowflakeOrder } from '../contract/snowflake.js';
import type { StandInMessage } from './model.js';
import { Snowflake } from './rest/message-body.js';

/** A message id as ids are kept: without leading zeros, so ids compare by length, then by digits. */
const Cursor = Snowflake.transform((id) => BigInt(id).toString()).optional();

/** Discord's query for a page of history. */
export const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: Cursor,
  after: Cursor,
  around: Cursor,
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** Whether snowflake `a` is older than `b`. */
const older = (a: string, b: string) => snowflakeOrder(a, b) < 0;

/**
 * One page of `history` (oldest first), oldest first: without a cursor the newest `limit`; `after` the
 * next `limit` after it; `around` half before it and the rest from it on. REST answers it newest first,
 * as Discord does.
 */
export function historyPage(history: StandInMessage[], query: HistoryQuery): StandInMessage[] {
  const { limit, around, after, before } = query;
  if (around) {
    const centre = history.findIndex((message) => !older(message.id, around));
    const start = Math.max(0, (centre === -1 ? history.length : centre) - Math.floor(limit / 2));
    return history.slice(start, start + limit);
  }
  if (after) return history.filter((message) => older(after, message.id)).slice(0, limit);
  return (before ? history.filter((message) => older(message.id, before)) : history).slice(-limit);
}
