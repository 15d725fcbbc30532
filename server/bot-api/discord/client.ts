// Everything the bot API asks Discord, as the bot (DISCORD_BOT_TOKEN), through @discordjs/rest, in the
// token's request budget (shared with the bot when it runs in this process). Calls a user waits on fail
// fast: one retry, a 5 s timeout per attempt, rate limits rejected at once instead of queued, and a wait
// for room in the budget past two seconds refused alike. Screens read roles, guilds and members often (and
// a category's change its server's emojis), so those are cached for 30 s (the bot's own user for longer)
// in this module's LRU caches.
import { DiscordAPIError, RateLimitError, REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import {
  DiscordChannel,
  DiscordEmoji,
  DiscordGuild,
  DiscordMember,
  DiscordMessage,
  DiscordPartialGuild,
  DiscordRole,
  DiscordUser,
} from '../../contract/discord.js';
import type { DiscordBudget } from '../../platform/discord-budget.js';
import { countDiscordRateLimit } from '../../platform/metrics.js';

const DISCORD_UNAVAILABLE = 'Discord is not reachable right now or rate limited the bot; try again in a moment';

export interface DiscordBot {
  botUser(): Promise<DiscordUser>;
  /** The guilds the bot is in. */
  guilds(): Promise<DiscordPartialGuild[]>;
  /** null when the bot is not in the guild. */
  guild(guildId: string): Promise<DiscordGuild | null>;
  channels(guildId: string): Promise<DiscordChannel[]>;
  roles(guildId: string): Promise<DiscordRole[]>;
  /** The guild's custom emojis. */
  emojis(guildId: string): Promise<DiscordEmoji[]>;
  /** null when the user is not a member. */
  member(guildId: string, userId: string): Promise<DiscordMember | null>;
  members(guildId: string, search: string | undefined, limit: number): Promise<DiscordMember[]>;
  user(userId: string): Promise<DiscordUser | null>;
  /** Posts as the bot; only the listed roles are pinged. */
  sendMessage(channelId: string, content: string, pingRoles: string[]): Promise<void>;
  /** Posts a message of the bot's own making (embeds, components); resolves with its id. Refusals as Discord sent them. */
  postMessage(channelId: string, body: object): Promise<string>;
  editMessage(channelId: string, messageId: string, body: object): Promise<void>;
  deleteMessage(channelId: string, messageId: string): Promise<void>;
}

interface DiscordBotOptions {
  token: string;
  /** e.g. https://discord.com/api (the stand-in's in demo mode). */
  apiBase: string;
  /** The bot token's request budget. */
  budget: DiscordBudget;
  timeoutMs?: number;
}

/** The longest a call waits for room in the budget (a person waits on it): two windows of the global limit. */
const LONGEST_WAIT_MS = 2_000;

/** The first page of a guild's member list (Discord's largest): the statistics and mentions read the same, cached once. */
export const MEMBER_LIST_PAGE = 1000;

const SHORT = 30_000;
const LONG = 5 * 60_000;

/** One call to Discord: a refusal (4xx) as it came, a rate limit or an outage as 503, the answer validated. */
async function call<T>(schema: z.ZodType<T>, request: () => Promise<unknown>): Promise<T> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    if (error instanceof DiscordAPIError && error.status < 500) throw error;
    // A rate limit says when it lifts; the caller hears it as Retry-After.
    if (error instanceof RateLimitError) {
      countDiscordRateLimit('bot');
      throw new ApiError(503, 'discord_unavailable', DISCORD_UNAVAILABLE, {
        retryAfterSeconds: Math.max(1, Math.ceil(error.retryAfter / 1000)),
      });
    }
    throw new ApiError(503, 'discord_unavailable', DISCORD_UNAVAILABLE);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(503, 'discord_unavailable', 'Discord sent an unexpected response');
  return parsed.data;
}

/** A GET as the bot; a 404 (and 403 for "not in guild") becomes `missing`, other refusals a 503. */
async function ask<T>(schema: z.ZodType<T>, request: () => Promise<unknown>, missing: T): Promise<T> {
  try {
    return await call(schema, request);
  } catch (error) {
    if (error instanceof DiscordAPIError && (error.status === 404 || error.status === 403)) return missing;
    if (error instanceof DiscordAPIError) throw new ApiError(503, 'discord_unavailable', DISCORD_UNAVAILABLE);
    throw error;
  }
}

/** Cached GETs: one call for all who ask at once, its answer kept for its time. */
function cachedLoader(cache: LRUCache<string, { value: unknown }>) {
  // When an entry expires, every request in flight would ask Discord at once and run into its global
  // limit (50 a second, which @discordjs/rest enforces): they wait for the one call instead.
  const loading = new Map<string, Promise<unknown>>();

  function cached<T>(
    key: string,
    ttl: number,
    schema: z.ZodType<T>,
    request: () => Promise<unknown>,
    missing: T,
  ): Promise<T> {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const next = ask(schema, request, missing)
      .then((value) => {
        cache.set(key, { value }, { ttl });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, next);
    return next;
  }
  return cached;
}

export function createDiscordBot(options: DiscordBotOptions): DiscordBot & { rest: REST } {
  const rest = new REST({
    api: options.apiBase,
    version: '10',
    timeout: options.timeoutMs ?? 5_000,
    retries: 1,
    rejectOnRateLimit: () => true,
    ...options.budget.restOptions({ maxWaitMs: LONGEST_WAIT_MS }),
  }).setToken(options.token);
  const cached = cachedLoader(new LRUCache<string, { value: unknown }>({ max: 5_000, ttl: SHORT }));

  return {
    rest,
    botUser: () => cached('me', LONG, DiscordUser, () => rest.get(Routes.user('@me')), null as never),
    guilds: () => cached('guilds', SHORT, z.array(DiscordPartialGuild), () => rest.get(Routes.userGuilds()), []),
    guild: (guildId) =>
      cached(
        `guild:${guildId}`,
        SHORT,
        DiscordGuild.nullable(),
        () => rest.get(Routes.guild(guildId), { query: new URLSearchParams({ with_counts: 'true' }) }),
        null,
      ),
    channels: (guildId) =>
      cached(`channels:${guildId}`, SHORT, z.array(DiscordChannel), () => rest.get(Routes.guildChannels(guildId)), []),
    roles: (guildId) =>
      cached(`roles:${guildId}`, SHORT, z.array(DiscordRole), () => rest.get(Routes.guildRoles(guildId)), []),
    emojis: (guildId) =>
      cached(`emojis:${guildId}`, SHORT, z.array(DiscordEmoji), () => rest.get(Routes.guildEmojis(guildId)), []),
    member: (guildId, userId) =>
      cached(
        `member:${guildId}:${userId}`,
        SHORT,
        DiscordMember.nullable(),
        () => rest.get(Routes.guildMember(guildId, userId)),
        null,
      ),
    members: (guildId, search, limit) =>
      search
        ? cached(
            `search:${guildId}:${search}:${limit}`,
            SHORT,
            z.array(DiscordMember),
            () =>
              rest.get(Routes.guildMembersSearch(guildId), {
                query: new URLSearchParams({ query: search, limit: String(limit) }),
              }),
            [],
          )
        : cached(
            `members:${guildId}:${limit}`,
            SHORT,
            z.array(DiscordMember),
            () => rest.get(Routes.guildMembers(guildId), { query: new URLSearchParams({ limit: String(limit) }) }),
            [],
          ),
    user: (userId) => cached(`user:${userId}`, LONG, DiscordUser.nullable(), () => rest.get(Routes.user(userId)), null),
    sendMessage: async (channelId, content, pingRoles) => {
      await call(DiscordMessage, () =>
        rest.post(Routes.channelMessages(channelId), {
          body: { content, allowed_mentions: { parse: [], roles: pingRoles } },
        }),
      );
    },
    postMessage: async (channelId, body) =>
      (await call(DiscordMessage, () => rest.post(Routes.channelMessages(channelId), { body }))).id,
    editMessage: async (channelId, messageId, body) => {
      await call(DiscordMessage, () => rest.patch(Routes.channelMessage(channelId, messageId), { body }));
    },
    deleteMessage: async (channelId, messageId) => {
      await call(z.unknown(), () => rest.delete(Routes.channelMessage(channelId, messageId)));
    },
  };
}
