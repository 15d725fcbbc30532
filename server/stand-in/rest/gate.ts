// What every REST call passes first: it is recorded, gets Discord's rate-limit headers, plays a fault a
// test asked for (429s, 5xx), and is authenticated (the bot by its token, a user by an OAuth token;
// interaction callbacks and webhooks carry their token in the path instead). Plus the lookups that
// answer with Discord's errors: the bot's guild, a channel the bot may use.
import { createHash } from 'node:crypto';
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

/** What tests switch on: the next calls rate limited or failing, and every path called. */
export interface Faults {
  rateLimited: { count: number; retryAfter: number };
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

export function gate(options: StandInOptions, tokens: TokenStore, faults: Faults) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    faults.calls.push(decodeURIComponent(request.url.split('?')[0]!));
    reply.headers({
      'x-ratelimit-limit': '50',
      'x-ratelimit-remaining': '49',
      'x-ratelimit-reset': String(Date.now() / 1000 + 1),
      'x-ratelimit-reset-after': '1',
      'x-ratelimit-bucket': createHash('md5')
        .update(request.routeOptions.url ?? '')
        .digest('hex'),
    });
    if (faults.rateLimited.count > 0) {
      faults.rateLimited.count -= 1;
      reply.headers({
        'retry-after': String(Math.ceil(faults.rateLimited.retryAfter)),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-scope': 'user',
        'x-ratelimit-reset-after': String(faults.rateLimited.retryAfter),
      });
      return reply.code(429).send({
        message: 'You are being rate limited.',
        retry_after: faults.rateLimited.retryAfter,
        global: false,
        code: 0,
      });
    }
    if (faults.failing.count > 0) {
      faults.failing.count -= 1;
      return reply.code(faults.failing.status).send({ message: 'Internal Server Error', code: 0 });
    }
    const caller = callerOf(options, tokens, request);
    if (!caller) return refuse(reply, 'unauthorized');
    request.standInCaller = caller;
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
