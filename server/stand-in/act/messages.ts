// The act API's messages and channels: a member writes in a channel (if its overwrites let them see it
// and send there), and anyone checking reads a guild's channels and a channel's messages, oldest first.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { takesMessages, type World } from '../model.js';
import { channelResponse } from '../serialize.js';
import { messageResponse } from '../serialize-message.js';
import { findChannel } from '../state/channels.js';
import { channelHistory, emptyBody, findMessage, postMessage } from '../state/messages.js';
import { actGuild, actPermissions, actPlace, parseAct, Refused, refuseAct } from './common.js';

const ActMessage = z.object({
  guildId: z.string(),
  channelId: z.string(),
  userId: z.string(),
  content: z.string().min(1).max(4000),
  replyTo: z.string().optional(),
});
const GuildParams = z.object({ guildId: z.string() });
const ChannelParams = z.object({ channelId: z.string() });

export function actMessageRoutes(app: FastifyInstance, world: World): void {
  app.post('/messages', async (request, reply) => {
    const body = parseAct(ActMessage, request.body, reply);
    const place = body instanceof Refused ? body : actPlace(world, body, reply);
    if (body instanceof Refused || place instanceof Refused) return reply;
    const { guild, channel } = place;
    if (!takesMessages(channel)) return refuseAct(reply, 400, `#${channel.name} is not a text channel`).reply;
    const needed = P.SendMessages | (body.replyTo ? P.ReadMessageHistory : 0n);
    if (actPermissions(world, guild, channel, body.userId, needed, 'send messages', reply) instanceof Refused)
      return reply;
    const refersTo = body.replyTo ? findMessage(world, channel.id, body.replyTo) : null;
    if (body.replyTo && !refersTo)
      return refuseAct(reply, 404, `Unknown message ${body.replyTo} in #${channel.name}`).reply;
    const message = postMessage(world, guild, channel, {
      ...emptyBody(),
      content: body.content,
      authorId: body.userId,
      refersTo,
    });
    return reply.code(201).send({ id: message.id });
  });
  app.get('/guilds/:guildId/channels', async (request, reply) => {
    const guild = actGuild(world, GuildParams.parse(request.params).guildId, reply);
    return guild instanceof Refused ? reply : guild.channels.map((channel) => channelResponse(guild, channel));
  });
  app.get('/channels/:channelId/messages', async (request, reply) => {
    const { channelId } = ChannelParams.parse(request.params);
    if (!findChannel(world, channelId)) return refuseAct(reply, 404, `Unknown channel ${channelId}`).reply;
    return channelHistory(world, channelId).map((message) => messageResponse(world, message));
  });
}
