// What every REST call passes first: it is recorded, refused while its IP is banned, plays a fault a
// test asked for (429s, 5xx), is authenticated (the bot by its token, a user by an OAuth token;
// interaction callbacks and webhooks carry their token in the path instead), and is counted against
// Discord's rate limits (rate-limits.ts). Plus the lookups that answer with Discord's errors: the bot's
// guild, a channel the bot may use.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sameSecret } from '../../platform/same-secret.js';
import type { StandInChannel, StandInGuild, World } from '../model.js';
import type { TokenStore } from '../oauth.js';
import type { StandInOptions } from '../options.js';
import { channelPermissions, holds } from '../permissions.js';
import { refuse } from '../replies.js';
import { findChannel } from '../state/channels.js';
import { type LimitedCaller, type RateLimiter, type RateLimitScope, tooManyRequests } from './rate-limits.js';

/** What tests switch on: the next calls rate limited (of a scope) or failing, and every path called. */
export interface Faults {
  rateLimited: { count: number; retryAfter: number; scope: RateLimitScope };
  failing: { count: number; status: number };
  calls: string[];
}

type Caller = { kind: 'bot' } | { kind: 'user'; userId: string; scope: string } | { kind: 'anonymous' };

declare module 'fastify' {
  interface FastifyRequest {
    standInCaller?: Caller;
  }
  interface FastifyContextConfig {
    /** Called without an Authorization header: interaction callbacks and webhooks carry their token in the path, GET /gateway needs none. */
    withoutAuthorization?: boolean;
  }
}

const GuildParams = z.object({ guildId: z.string() });

/** Route options of the calls that come without an Authorization header. */
export const withoutAuthorization = { config: { withoutAuthorization: true } };

/** Who calls: the bot by its token, or a user by an access token the OAuth module issued. */
function callerOf(options: StandInOptions, tokens: TokenStore, request: FastifyRequest): Caller | null {
  if (request.routeOptions.config.withoutAuthorization) return { kind: 'anonymous' };
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bot ') && sameSecret(header.slice(4), options.botToken)) return { kind: 'bot' };
  if (header.startsWith('Bearer ')) {
    const token = tokens.access.get(header.slice(7));
    if (token && token.expiresAt > Date.now()) return { kind: 'user', userId: token.userId, scope: token.scope };
  }
  return null;
}

/** Whom the rate limits count a call for: the bot, the user, or the IP of a call without a token. */
const limitedAs = (caller: Caller, request: FastifyRequest): LimitedCaller =>
  caller.kind === 'bot' ? 'bot' : caller.kind === 'user' ? `user:${caller.userId}` : `ip:${request.ip}`;

export function gate(options: StandInOptions, tokens: TokenStore, faults: Faults, limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    faults.calls.push(decodeURIComponent(request.url.split('?')[0]!));
    if (limiter.refuseBanned(request, reply)) return reply;
    if (faults.rateLimited.count > 0) {
      faults.rateLimited.count -= 1;
      return tooManyRequests(reply, faults.rateLimited.scope, faults.rateLimited.retryAfter * 1000);
    }
    if (faults.failing.count > 0) {
      faults.failing.count -= 1;
      return reply.code(faults.failing.status).send({ message: 'Internal Server Error', code: 0 });
    }
    const caller = callerOf(options, tokens, request);
    if (!caller) return refuse(reply, 'unauthorized');
    request.standInCaller = caller;
    if (limiter.refuseLimited(request, reply, limitedAs(caller, request))) return reply;
  };
}

/** null when the bot calls; otherwise the 403 Discord gives a user token on a bot route. */
export const requireBot = (request: FastifyRequest, reply: FastifyReply) =>
  request.standInCaller?.kind === 'bot' ? null : refuse(reply, 'missingAccess');

/** A guild the bot is in, or the error Discord gives. */
export function botGuild(world: World, request: FastifyRequest, reply: FastifyReply): StandInGuild | null {
  const guild = world.guilds.get(GuildParams.parse(request.params).guildId);
  if (!guild) void refuse(reply, 'unknownGuild');
  else if (!guild.botPresent) void refuse(reply, 'missingAccess');
  else return guild;
  return null;
}

export interface BotChannel {
  guild: StandInGuild;
  channel: StandInChannel;
  /** The bot's permissions in the channel. */
  permissions: bigint;
}

/**
 * A channel the bot can see, with `needed` permissions on top of View Channel; otherwise Discord's
 * answer: 404 Unknown Channel, 403 Missing Access (cannot see it), 403 Missing Permissions.
 */
export function botChannel(world: World, channelId: string, reply: FastifyReply, needed = 0n): BotChannel | null {
  const found = findChannel(world, channelId);
  if (!found) {
    void refuse(reply, 'unknownChannel');
    return null;
  }
  const permissions = channelPermissions(found.guild, found.channel, world.application.botUserId);
  if (!found.guild.botPresent || !holds(permissions, P.ViewChannel)) void refuse(reply, 'missingAccess');
  else if (!holds(permissions, needed)) void refuse(reply, 'missingPermissions');
  else return { ...found, permissions };
  return null;
}
