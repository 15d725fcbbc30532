// Discord's rate limits (topics/rate-limits in Discord's documentation), as the stand-in plays them:
// - route buckets, counted per caller (the bot, a user, an IP without a token) and per top-level resource
//   in the path (channel, guild, webhook with its token), each answer carrying the X-RateLimit-* headers;
// - the global limit per caller, which interaction endpoints (callbacks and their webhooks) are not bound by;
// - invalid requests (401, 403, and 429 but of scope shared) counted per IP: past the limit the IP is
//   banned for a while and gets only the static 429 Discord's edge sends then, without any headers.
// A window starts with its first request and lasts its length, as X-RateLimit-Reset-After tells it.
// Discord publishes no per-route numbers (they "should not be hard coded"): the named buckets carry the
// values Discord's headers are commonly seen with; every other route gets one no tighter than the global.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DISCORD_REQUESTS_PER_SECOND } from '../../contract/facts.js';
import type { BucketLimit, RateLimitSettings, World } from '../model.js';

export function discordRateLimits(): RateLimitSettings {
  return {
    globalPerSecond: DISCORD_REQUESTS_PER_SECOND,
    buckets: {
      'create message': { limit: 5, resetAfterMs: 5_000, routes: ['POST /channels/:channelId/messages'] },
      // Deleting has a higher limit of its own, so moderation bots can clean up quickly.
      'delete message': { limit: 5, resetAfterMs: 1_000, routes: ['DELETE /channels/:channelId/messages/:messageId'] },
      'member roles': {
        limit: 10,
        resetAfterMs: 10_000,
        routes: [
          'PUT /guilds/:guildId/members/:userId/roles/:roleId',
          'DELETE /guilds/:guildId/members/:userId/roles/:roleId',
        ],
      },
    },
    otherRoutes: { limit: DISCORD_REQUESTS_PER_SECOND, resetAfterMs: 1_000 },
    invalidRequests: { limit: 10_000, windowMs: 10 * 60_000, banMs: 60 * 60_000 },
  };
}

export type RateLimitScope = 'user' | 'global' | 'shared';

/** The 429s the stand-in answered, by scope, and the bans it gave. */
export interface RateLimitTally {
  user: number;
  global: number;
  shared: number;
  bans: number;
}

/** Who a limit counts for: the bot, a user, or (without a token) the IP. */
export type LimitedCaller = 'bot' | `user:${string}` | `ip:${string}`;

interface Window {
  count: number;
  resetAt: number;
}

const LIMITED = 'You are being rate limited.';
const SHARED = 'The resource is being rate limited.';
/** What Discord's edge answers a banned IP: the same text every time, no Retry-After, no rate limit headers. */
export const BANNED =
  'You are being blocked from accessing our API temporarily due to exceeding our rate limits frequently. Please read our docs at https://discord.com/developers/docs/topics/rate-limits to prevent this moving forward.';
/** Past this many windows kept, the ended ones are dropped. */
const SWEEP_AT = 10_000;

const seconds = (ms: number) => Number((ms / 1000).toFixed(3));

/** The window `key` is in at `now` (a new one once the last ended), counted up unless it is full. */
function take(windows: Map<string, Window>, key: string, limit: number, lengthMs: number, now: number) {
  let window = windows.get(key);
  if (!window || now >= window.resetAt) {
    if (windows.size >= SWEEP_AT) for (const [old, ended] of windows) if (now >= ended.resetAt) windows.delete(old);
    window = { count: 0, resetAt: now + lengthMs };
    windows.set(key, window);
  }
  const allowed = window.count < limit;
  if (allowed) window.count += 1;
  return { window, allowed };
}

/** The route as the stand-in registers it, without the API's prefix: 'POST /channels/:channelId/messages'. */
function routeOf(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url.split('?')[0]!;
  const at = url.indexOf('/api/v10/');
  return `${request.method} ${at < 0 ? url : url.slice(at + '/api/v10'.length)}`;
}

/** The top-level resource in the path a bucket is counted per: a channel, a guild, a webhook with its token. */
function majorOf(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  if (params.channelId) return `channel:${params.channelId}`;
  if (params.guildId) return `guild:${params.guildId}`;
  if (params.applicationId && params.token) return `webhook:${params.applicationId}/${params.token}`;
  if (params.interactionId) return `interaction:${params.interactionId}`;
  return '';
}

const isInteractionEndpoint = (route: string) => / \/(interactions|webhooks)\//.test(route);

function bucketOf(settings: RateLimitSettings, route: string): { name: string } & BucketLimit {
  for (const [name, bucket] of Object.entries(settings.buckets))
    if (bucket.routes.includes(route)) return { name, limit: bucket.limit, resetAfterMs: bucket.resetAfterMs };
  return { name: route, ...settings.otherRoutes };
}

const bucketHash = (name: string) => createHash('md5').update(name).digest('hex');

/** A 429 as Discord sends it: the body every client reads, Retry-After in whole seconds, the scope. */
export function tooManyRequests(reply: FastifyReply, scope: RateLimitScope, retryAfterMs: number) {
  const retryAfter = seconds(retryAfterMs);
  reply.headers({ 'retry-after': String(Math.ceil(retryAfter)), 'x-ratelimit-scope': scope });
  if (scope === 'global') reply.header('x-ratelimit-global', 'true');
  return reply.code(429).send({
    message: scope === 'shared' ? SHARED : LIMITED,
    retry_after: retryAfter,
    global: scope === 'global',
    code: 0,
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(world: World) {
  const buckets = new Map<string, Window>();
  const globals = new Map<string, Window>();
  const invalid = new Map<string, Window>();
  const bannedUntil = new Map<string, number>();
  const banAnswers = new WeakSet<FastifyRequest>();
  const tally: RateLimitTally = { user: 0, global: 0, shared: 0, bans: 0 };
  const settings = () => world.settings.rateLimits;
  const now = () => world.settings.now();

  return {
    tally,
    /** Answers a banned IP as Discord's edge does; true when it did. */
    refuseBanned(request: FastifyRequest, reply: FastifyReply): boolean {
      const until = bannedUntil.get(request.ip);
      if (until === undefined || now() >= until) return false;
      banAnswers.add(request);
      void reply.code(429).send({ message: BANNED, code: 0 });
      return true;
    },

    /** Counts the request against the caller's global limit and its route's bucket; true when it answered 429. */
    refuseLimited(request: FastifyRequest, reply: FastifyReply, caller: LimitedCaller): boolean {
      const at = now();
      const route = routeOf(request);
      if (!isInteractionEndpoint(route)) {
        const global = take(globals, caller, settings().globalPerSecond, 1_000, at);
        if (!global.allowed) {
          void tooManyRequests(reply, 'global', global.window.resetAt - at);
          return true;
        }
      }
      const bucket = bucketOf(settings(), route);
      const { window, allowed } = take(
        buckets,
        `${caller} ${bucket.name} ${majorOf(request)}`,
        bucket.limit,
        bucket.resetAfterMs,
        at,
      );
      reply.headers({
        'x-ratelimit-limit': String(bucket.limit),
        'x-ratelimit-remaining': String(bucket.limit - window.count),
        'x-ratelimit-reset': String(seconds(window.resetAt)),
        'x-ratelimit-reset-after': String(seconds(window.resetAt - at)),
        'x-ratelimit-bucket': bucketHash(bucket.name),
      });
      if (allowed) return false;
      void tooManyRequests(reply, 'user', window.resetAt - at);
      return true;
    },

    /** After each answer: tallies 429s, counts invalid requests per IP, and bans an IP past the limit. */
    answered(request: FastifyRequest, reply: FastifyReply): void {
      if (banAnswers.has(request)) return;
      const status = reply.statusCode;
      const scope = reply.getHeader('x-ratelimit-scope') as RateLimitScope | undefined;
      if (status === 429 && scope) tally[scope] += 1;
      if (status !== 401 && status !== 403 && !(status === 429 && scope !== 'shared')) return;
      const { limit, windowMs, banMs } = settings().invalidRequests;
      const at = now();
      if (take(invalid, request.ip, limit, windowMs, at).allowed) return;
      bannedUntil.set(request.ip, at + banMs);
      invalid.delete(request.ip);
      tally.bans += 1;
    },
  };
}
