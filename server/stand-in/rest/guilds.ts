// The stand-in's guild endpoints the bot API reads: the guild, its roles, emojis, channels and members.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { World } from '../model.js';
import { fieldInvalid, refuse } from '../replies.js';
import { channelResponse, emojiResponse, guildResponse, memberResponse, roleResponse } from '../serialize.js';
import { findMember } from '../state/members.js';
import { botGuild, requireBot } from './gate.js';

const UserParams = z.object({ userId: z.string() });
const EmojiParams = z.object({ emojiId: z.string() });
const GuildQuery = z.object({ with_counts: z.string().optional() }).catch({});
const ListQuery = z.object({ limit: z.string().optional(), query: z.string().optional() }).catch({});

const limitOf = (request: FastifyRequest, max: number) =>
  Math.min(max, Math.max(1, Number(ListQuery.parse(request.query).limit ?? 1) || 1));

export function guildEndpoints(rest: FastifyInstance, world: World): void {
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
  rest.get('/guilds/:guildId/emojis', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild ? guild.emojis.map(emojiResponse) : reply;
  });
  rest.get('/guilds/:guildId/emojis/:emojiId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    if (!guild) return reply;
    const emoji = guild.emojis.find((entry) => entry.id === EmojiParams.parse(request.params).emojiId);
    return emoji ? emojiResponse(emoji) : refuse(reply, 'unknownEmoji');
  });
  rest.get('/guilds/:guildId/channels', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild ? guild.channels.map((channel) => channelResponse(guild, channel)) : reply;
  });
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
    if (!term) return fieldInvalid(reply, ['query'], 'BASE_TYPE_REQUIRED', 'This field is required');
    return guild.members
      .filter((entry) => {
        const found = world.users.get(entry.userId)!;
        return [found.username, found.globalName ?? '', entry.nick ?? ''].some((name) =>
          name.toLowerCase().startsWith(term),
        );
      })
      .slice(0, limitOf(request, 1000))
      .map((entry) => memberResponse(world, entry));
  });
  rest.get('/guilds/:guildId/members/:userId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    if (!guild) return reply;
    const found = findMember(guild, UserParams.parse(request.params).userId);
    return found ? memberResponse(world, found) : refuse(reply, 'unknownMember');
  });
}
