// Discord's ids (snowflakes) carry the moment they were made: the milliseconds since Discord's epoch in
// their top 42 bits, then 5 bits naming the worker and 5 the process that made them, then a 12-bit count
// of the ids that process made in that millisecond. Every reading of a time out of an id, and every id
// made for a time, goes through here.

/** Discord's epoch: the first millisecond of 2015 (UTC), in ms since 1970. */
export const DISCORD_EPOCH = Date.UTC(2015, 0, 1);

/** The bits below an id's time: worker, process and increment. */
const TIME_SHIFT = 22n;

/** The highest increment: one process makes at most 4,096 ids in a millisecond. */
export const SNOWFLAKE_INCREMENT_MAX = 0xfff;

/** Where the increment ends and the process id starts; the worker's bits lie 5 above that. */
const PROCESS_SHIFT = 12;
const WORKER_SHIFT = 17;

/** The low 22 bits of the ids this worker's process makes: its worker and process ids, ready for an increment. */
export const snowflakeMaker = (worker: number, process: number) =>
  ((worker & 0x1f) << WORKER_SHIFT) | ((process & 0x1f) << PROCESS_SHIFT);

/** The id's top 42 bits: ms since Discord's epoch (exact as a number). Discord derives shards and default avatars from them too. */
export const snowflakeEpochMs = (id: string): number => Number(BigInt(id) >> TIME_SHIFT);

/** When the id was made, in ms since 1970. */
export const snowflakeTime = (id: string): number => snowflakeEpochMs(id) + DISCORD_EPOCH;

/** When the id was made, as an ISO date. */
export const snowflakeDate = (id: string): string => new Date(snowflakeTime(id)).toISOString();

/**
 * The id made at `time` (ms since 1970, not before Discord's epoch) with these low 22 bits (the maker's
 * bits and its increment), in decimal without leading zeros, as Discord writes ids.
 */
export const snowflakeAt = (time: number, low = 0): string =>
  ((BigInt(Math.floor(time) - DISCORD_EPOCH) << TIME_SHIFT) | BigInt(low)).toString();

/**
 * Orders two ids as their times do (negative when `a` is older): ids are written without leading zeros,
 * so a shorter one is smaller and ids of one length compare digit by digit, with no BigInt made.
 */
export const snowflakeOrder = (a: string, b: string): number =>
  a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;
