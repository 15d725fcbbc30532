// Direct messages from the bot: POST /users/@me/channels opens (or finds) the DM channel with a user,
// and a message to that channel is kept there, with its files; a user who takes no direct messages from
// the bot gets none, and the bot gets Discord's 50007 instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { World } from '../model.js';
import { refuse } from '../replies.js';
import { messageResponse } from '../serialize-message.js';
import { userResponse } from '../serialize.js';
import {
  type DirectChannel,
  openDirectChannel,
  postDirectMessage,
  takesDirectMessages,
} from '../state/direct-messages.js';
import { requireBot } from './gate.js';
import { CreateMessage, newMessageBody, Snowflake } from './message-body.js';
import { partsOf } from './multipart.js';
import { parseRequest } from './request-schema.js';

const UserParams = z.object({ userId: z.string() });
const CreateDm = z.object({ recipient_id: Snowflake });

/** A DM channel in Discord's shape (PrivateChannelResponse). */
export function directChannelResponse(world: World, channel: DirectChannel) {
  return {
    id: channel.id,
    type: 1,
    last_message_id: channel.lastMessageId,
    flags: 0,
    recipients: [userResponse(world.users.get(channel.userId)!)],
  };
}

export function directChannelEndpoints(rest: FastifyInstance, world: World): void {
  rest.post('/users/:userId/channels', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    if (decodeURIComponent(UserParams.parse(request.params).userId) !== '@me') return refuse(reply, 'notFound');
    const body = await parseRequest('create_dm', CreateDm, request.body, reply);
    if (!body) return reply;
    if (!world.users.has(body.recipient_id)) return refuse(reply, 'unknownUser');
    return directChannelResponse(world, openDirectChannel(world, body.recipient_id));
  });
}

/** POST /channels/{id}/messages for a DM channel (the messages route hands it over). */
export async function postToDirectChannel(
  world: World,
  channel: DirectChannel,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { json, uploads } = partsOf(request.body);
  const fields = await parseRequest('create_message', CreateMessage, json, reply);
  if (!fields) return reply;
  if (!takesDirectMessages(world, channel.userId)) return refuse(reply, 'cannotMessageUser');
  const body = newMessageBody(fields, reply, false, null);
  if (!body) return reply;
  const message = postDirectMessage(world, channel, { ...body, authorId: world.application.botUserId, uploads });
  return messageResponse(world, message);
}
