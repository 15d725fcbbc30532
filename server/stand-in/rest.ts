// The stand-in's REST API (v10): the endpoints the bot API (as the bot) and the dashboard (with a
// user's token) call, answering from the demo world in Discord's shapes, with rate-limit headers and
// the faults tests ask for (429s, 5xx).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sameSecret } from '../lib/same-secret.js';
import type { TokenStore } from './oauth.js';
import type { StandInOptions } from './options.js';
import { discordError, serverToServer } from './replies.js';
import { channelResponse, commandResponse, currentUserResponse, guildResponse, memberResponse, messageResponse, myGuildResponse, roleResponse, userResponse } from './serialize.js';
import type { StandInGuild, World } from './world.js';

/** What tests switch on: the next calls rate limited or failing, and every path called. */
export interface Faults {
  rateLimited: { count: number; retryAfter: number };
  failing: { count: number; status: number };
  calls: string[];
}

type Caller = { kind: 'bot' } | { kind: 'user'; userId: string; scope: string };

declare module 'fastify' {
  interface FastifyRequest {
    standInCaller?: Caller;
  }
}

const GuildParams = z.object({ guildId: z.string() });
const UserParams = z.object({ userId: z.string() });
const ApplicationParams = z.object({ applicationId: z.string() });
const ChannelParams = z.object({ channelId: z.string() });
const GuildQuery = z.object({ with_counts: z.string().optional() }).catch({});
const ListQuery = z.object({ limit: z.string().optional(), query: z.string().optional() }).catch({});
const MessageBody = z.object({ content: z.string().catch('') }).catch({ content: '' });

/** Who calls: the bot by its token, or a user by an access token the OAuth module issued. */
function callerOf(options: StandInOptions, tokens: TokenStore, request: FastifyRequest): Caller | null {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bot ') && sameSecret(header.slice(4), options.botToken)) return { kind: 'bot' };
  if (header.startsWith('Bearer ')) {
    const token = tokens.access.get(header.slice(7));
    if (token && token.expiresAt > Date.now()) return { kind: 'user', userId: token.userId, scope: token.scope };
  }
  return null;
}

/** Before every REST call: record it, send Discord's rate-limit headers, play a requested fault, authenticate. */
function gate(options: StandInOptions, tokens: TokenStore, faults: Faults) {
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
      return reply.code(429).send({ message: 'You are being rate limited.', retry_after: faults.rateLimited.retryAfter, global: false, code: 0 });
    }
    if (faults.failing.count > 0) {
      faults.failing.count -= 1;
      return reply.code(faults.failing.status).send({ message: 'Internal Server Error', code: 0 });
    }
    const caller = callerOf(options, tokens, request);
    if (!caller) return discordError(reply, 401, 0, '401: Unauthorized');
    request.standInCaller = caller;
  };
}

const requireBot = (request: FastifyRequest, reply: FastifyReply) => (request.standInCaller?.kind === 'bot' ? null : discordError(reply, 403, 50001, 'Missing Access'));

/** A guild the bot is in, or the error Discord gives. */
function botGuild(world: World, request: FastifyRequest, reply: FastifyReply): StandInGuild | null {
  const guild = world.guilds.get(GuildParams.parse(request.params).guildId);
  if (!guild) {
    void discordError(reply, 404, 10004, 'Unknown Guild');
    return null;
  }
  if (!guild.botPresent) {
    void discordError(reply, 403, 50001, 'Missing Access');
    return null;
  }
  return guild;
}

// Clients may send "@me" percent-encoded (%40me), which the router does not decode for static
// segments, so "@me" is resolved inside the parametric routes.
function userEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/users/:userId', async (request, reply) => {
    const caller = request.standInCaller!;
    const { userId } = UserParams.parse(request.params);
    if (userId === '@me') return currentUserResponse(world.users.get(caller.kind === 'bot' ? world.application.botUserId : caller.userId)!);
    if (requireBot(request, reply)) return reply;
    const found = world.users.get(userId);
    return found ? userResponse(found) : discordError(reply, 404, 10013, 'Unknown User');
  });
  rest.get('/users/:userId/guilds', async (request, reply) => {
    const caller = request.standInCaller!;
    if (UserParams.parse(request.params).userId !== '@me') return discordError(reply, 404, 0, '404: Not Found');
    if (caller.kind === 'user' && !caller.scope.split(' ').includes('guilds')) return discordError(reply, 403, 50001, 'Missing Access');
    const userId = caller.kind === 'bot' ? world.application.botUserId : caller.userId;
    return [...world.guilds.values()]
      .filter((guild) => (caller.kind === 'bot' ? guild.botPresent : guild.members.some((entry) => entry.userId === userId)))
      .map((guild) => myGuildResponse(guild, userId));
  });
}

function guildEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/guilds/:guildId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild ? guildResponse(guild, GuildQuery.parse(request.query).with_counts === 'true') : reply;
  });
  rest.get('/guilds/:guildId/roles', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild ? guild.roles.map(roleResponse) : reply;
  });
  rest.get('/guilds/:guildId/channels', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild ? guild.channels.map((channel) => channelResponse(guild, channel)) : reply;
  });
  const limitOf = (request: FastifyRequest, max: number) => Math.min(max, Math.max(1, Number(ListQuery.parse(request.query).limit ?? 1) || 1));
  rest.get('/guilds/:guildId/members', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild ? guild.members.slice(0, limitOf(request, 1000)).map((entry) => memberResponse(world, entry)) : reply;
  });
  rest.get('/guilds/:guildId/members/search', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    if (!guild) return reply;
    const term = (ListQuery.parse(request.query).query ?? '').toLowerCase();
    if (!term) return discordError(reply, 400, 50035, 'Invalid Form Body');
    return guild.members
      .filter((entry) => {
        const found = world.users.get(entry.userId)!;
        return [found.username, found.globalName ?? '', entry.nick ?? ''].some((name) => name.toLowerCase().startsWith(term));
      })
      .slice(0, limitOf(request, 1000))
      .map((entry) => memberResponse(world, entry));
  });
  rest.get('/guilds/:guildId/members/:userId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    if (!guild) return reply;
    const found = guild.members.find((entry) => entry.userId === UserParams.parse(request.params).userId);
    return found ? memberResponse(world, found) : discordError(reply, 404, 10007, 'Unknown Member');
  });
}

function applicationEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/applications/:applicationId/commands', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    if (ApplicationParams.parse(request.params).applicationId !== world.application.id) return discordError(reply, 403, 50001, 'Missing Access');
    return world.commands.map((command) => commandResponse(world, command));
  });
  rest.post('/channels/:channelId/messages', serverToServer, async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const { channelId } = ChannelParams.parse(request.params);
    const exists = [...world.guilds.values()].some((guild) => guild.botPresent && guild.channels.some((channel) => channel.id === channelId && channel.type !== 4));
    if (!exists) return discordError(reply, 404, 10003, 'Unknown Channel');
    const content = MessageBody.parse(request.body).content;
    if (!content || content.length > 2000) return discordError(reply, 400, 50006, 'Cannot send an empty message');
    const message = { id: String(190000000000000000n + BigInt(world.messages.length + 1)), channelId, content, timestamp: new Date().toISOString() };
    world.messages.push(message);
    return messageResponse(world, message);
  });
}

export function registerRest(app: FastifyInstance, options: StandInOptions, tokens: TokenStore, faults: Faults): void {
  const { world } = options;
  app.register(
    async (rest) => {
      rest.addHook('onRequest', gate(options, tokens, faults));
      userEndpoints(rest, world);
      guildEndpoints(rest, world);
      applicationEndpoints(rest, world);
    },
    { prefix: '/api/v10' },
  );
}
