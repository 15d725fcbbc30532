// Channel messages as the bot uses them: send (with replies, allowed_mentions and files; to a DM channel
// too: direct-messages.ts), page through the history (limit, before, after, around), read, edit, delete,
// pin and unpin.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HistoryQuery, historyPage } from '../history-page.js';
import { type StandInMessage, takesMessages, type World } from '../model.js';
import { holds } from '../permissions.js';
import { fieldInvalid, parseBody, refuse } from '../replies.js';
import { messageResponse } from '../serialize-message.js';
import {
  channelHistory,
  deleteMessage,
  editMessage,
  findMessage,
  pinnedCount,
  postMessage,
  setPinned,
} from '../state/messages.js';
import { findDirectChannel } from '../state/direct-messages.js';
import { postToDirectChannel } from './direct-messages.js';
import { type BotChannel, botChannel, requireBot } from './gate.js';
import { partsOf } from './multipart.js';
import { CreateMessage, messageChange, messageFields, newMessageBody } from './message-body.js';
import { parseRequest } from './request-schema.js';

const ChannelParams = z.object({ channelId: z.string() });
const MessageParams = z.object({ channelId: z.string(), messageId: z.string() });
const MAX_PINS = 50;

/** The bot's channel and one of its messages, or Discord's error. */
function botMessage(
  world: World,
  params: unknown,
  reply: FastifyReply,
  needed = 0n,
): (BotChannel & { message: StandInMessage }) | null {
  const { channelId, messageId } = MessageParams.parse(params);
  const found = botChannel(world, channelId, reply, needed);
  if (!found) return null;
  const message = findMessage(world, channelId, messageId);
  if (!message) void refuse(reply, 'unknownMessage');
  return message ? { ...found, message } : null;
}

function readEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/channels/:channelId/messages', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const found = botChannel(world, ChannelParams.parse(request.params).channelId, reply);
    const query = found && parseBody(HistoryQuery, request.query, reply);
    if (!found || !query) return reply;
    // Without Read Message History Discord answers with an empty page.
    if (!holds(found.permissions, P.ReadMessageHistory)) return [];
    const page = historyPage(channelHistory(world, found.channel.id), query);
    return page.reverse().map((message) => messageResponse(world, message));
  });
  rest.get('/channels/:channelId/messages/:messageId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const found = botMessage(world, request.params, reply, P.ReadMessageHistory);
    return found ? messageResponse(world, found.message) : reply;
  });
}

function writeEndpoints(rest: FastifyInstance, world: World): void {
  rest.post('/channels/:channelId/messages', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const { channelId } = ChannelParams.parse(request.params);
    const direct = findDirectChannel(world, channelId);
    if (direct) return postToDirectChannel(world, direct, request, reply);
    const { json, uploads } = partsOf(request.body);
    const fields = await parseRequest('create_message', CreateMessage, json, reply);
    const found = fields && botChannel(world, channelId, reply, P.SendMessages);
    if (!fields || !found) return reply;
    if (!takesMessages(found.channel)) return refuse(reply, 'notText');
    // A reply needs the history it replies into: Discord's own code for that, not a missing permission.
    if (fields.message_reference && !holds(found.permissions, P.ReadMessageHistory))
      return refuse(reply, 'replyWithoutHistory');
    const body = newMessageBody(fields, reply, false, found.guild);
    if (!body) return reply;
    const reference = fields.message_reference;
    const refersTo = reference ? findMessage(world, found.channel.id, reference.message_id) : null;
    if (reference && !refersTo && reference.fail_if_not_exists !== false)
      return fieldInvalid(reply, ['message_reference'], 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', 'Unknown message');
    const message = postMessage(world, found.guild, found.channel, {
      ...body,
      authorId: world.application.botUserId,
      refersTo,
      uploads,
    });
    return messageResponse(world, message);
  });
  rest.patch('/channels/:channelId/messages/:messageId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const fields = await parseRequest('update_message', z.object(messageFields), request.body, reply);
    const found = fields && botMessage(world, request.params, reply);
    const change = found && messageChange(fields, reply, false, found.guild);
    if (!found || !change) return reply;
    const own = found.message.authorId === world.application.botUserId;
    // Others' messages only allow their embeds to be suppressed, with Manage Messages.
    if (!own && Object.keys(change).some((key) => key !== 'flags')) return refuse(reply, 'otherAuthor');
    if (!own && !holds(found.permissions, P.ManageMessages)) return refuse(reply, 'missingPermissions');
    editMessage(world, found.guild, found.channel, found.message, change);
    return messageResponse(world, found.message);
  });
  rest.delete('/channels/:channelId/messages/:messageId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const found = botMessage(world, request.params, reply);
    if (!found) return reply;
    if (found.message.authorId !== world.application.botUserId && !holds(found.permissions, P.ManageMessages))
      return refuse(reply, 'missingPermissions');
    deleteMessage(world, found.guild, found.message);
    return reply.code(204).send();
  });
}

function pinEndpoints(rest: FastifyInstance, world: World): void {
  for (const path of ['/channels/:channelId/messages/pins/:messageId', '/channels/:channelId/pins/:messageId']) {
    for (const pinned of [true, false]) {
      rest.route({
        method: pinned ? 'PUT' : 'DELETE',
        url: path,
        handler: async (request, reply) => {
          if (requireBot(request, reply)) return reply;
          const found = botMessage(world, request.params, reply);
          if (!found) return reply;
          if (!holds(found.permissions, P.ManageMessages) && !holds(found.permissions, P.PinMessages))
            return refuse(reply, 'missingPermissions');
          if (pinned && !found.message.pinned && pinnedCount(world, found.channel.id) >= MAX_PINS)
            return refuse(reply, 'maxPins');
          setPinned(world, found.guild, found.channel, found.message, pinned, world.application.botUserId);
          return reply.code(204).send();
        },
      });
    }
  }
}

export function messageEndpoints(rest: FastifyInstance, world: World): void {
  readEndpoints(rest, world);
  writeEndpoints(rest, world);
  pinEndpoints(rest, world);
}
