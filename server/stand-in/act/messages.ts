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
import {
  actGuild,
  type Failure,
  isFailure,
  parseAct,
  permissionFailure,
  placeOf,
  Refused,
  refuseAct,
  refuseWith,
} from './common.js';

export const ActMessage = z.object({
  guildId: z.string(),
  channelId: z.string(),
  userId: z.string(),
  content: z.string().min(1).max(4000),
  replyTo: z.string().optional(),
});
const GuildParams = z.object({ guildId: z.string() });
const ChannelParams = z.object({ channelId: z.string() });

export type ActMessageInput = z.infer<typeof ActMessage>;

/** A member writes in a channel, as POST /act/messages: the message's id, or why Discord would refuse. */
export function actMessage(world: World, body: ActMessageInput): { id: string } | Failure {
  const place = placeOf(world, body);
  if (isFailure(place)) return place;
  const { guild, channel } = place;
  if (!takesMessages(channel)) return { status: 400, reason: `#${channel.name} is not a text channel` };
  const needed = P.SendMessages | (body.replyTo ? P.ReadMessageHistory : 0n);
  const refused = permissionFailure(world, place, needed, 'send messages');
  if (refused) return refused;
  const refersTo = body.replyTo ? findMessage(world, channel.id, body.replyTo) : null;
  if (body.replyTo && !refersTo) return { status: 404, reason: `Unknown message ${body.replyTo} in #${channel.name}` };
  const message = postMessage(world, guild, channel, {
    ...emptyBody(),
    content: body.content,
    authorId: body.userId,
    refersTo,
  });
  return { id: message.id };
}

export function actMessageRoutes(app: FastifyInstance, world: World): void {
  app.post('/messages', async (request, reply) => {
    const body = parseAct(ActMessage, request.body, reply);
    if (body instanceof Refused) return reply;
    const posted = actMessage(world, body);
    return isFailure(posted) ? refuseWith(reply, posted).reply : reply.code(201).send(posted);
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
