// The act API's messages and channels: a member writes in a channel (if its overwrites let them see it
// and send there), perhaps with files (if they may attach files there, and the stand-in has room for
// them), and anyone checking reads a guild's channels and a channel's messages, a page at a time as
// Discord pages them (history-page.ts), each page oldest first.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storedUploadBytes, uploadsFit } from '../caps.js';
import { HistoryQuery, historyPage } from '../history-page.js';
import { takesMessages, type World } from '../model.js';
import { channelResponse } from '../serialize.js';
import { messageResponse } from '../serialize-message.js';
import { findChannel } from '../state/channels.js';
import type { Upload } from '../state/attachments.js';
import { channelHistory, emptyBody, findMessage, postMessage } from '../state/messages.js';
import {
  actGuild,
  type Failure,
  isFailure,
  type Place,
  parseAct,
  permissionFailure,
  placeOf,
  Refused,
  refuseAct,
  refuseWith,
} from './common.js';

/** Discord's limits on a member's files without Nitro: 10 a message, 10 MiB each; the stand-in, which keeps
 *  them in memory, takes 10 MiB for a message's files together. */
export const UPLOAD_LIMITS = { files: 10, bytes: 10_485_760 } as const;
/** The files' bytes in base64 (4 characters for every 3 bytes); the act body has room for them and the rest. */
const BASE64_LIMIT = Math.ceil(UPLOAD_LIMITS.bytes / 3) * 4;
const BODY_LIMIT = BASE64_LIMIT + 65_536;

/** What a member may write as a message's text. */
/** The longest message Discord takes from a member. */
export const MESSAGE_CHARACTERS = 4000;
export const MessageText = z.string().min(1).max(MESSAGE_CHARACTERS);
const Filename = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (name) => !/[/\\\p{Cc}]/u.test(name) && name !== '.' && name !== '..',
    'a file name has no slashes or control characters',
  )
  // Discord keeps a name with its blanks as underscores.
  .transform((name) => name.replace(/\s+/g, '_'));
const ActAttachment = z.strictObject({
  filename: Filename,
  /** The file's bytes, in base64. */
  data: z.base64().max(BASE64_LIMIT),
  /** Alt text. */
  description: z.string().max(1024).optional(),
});

export const ActMessage = z
  .object({
    guildId: z.string(),
    channelId: z.string(),
    userId: z.string(),
    content: MessageText.optional(),
    replyTo: z.string().optional(),
    attachments: z.array(ActAttachment).max(UPLOAD_LIMITS.files).default([]),
  })
  .refine((body) => body.content !== undefined || body.attachments.length > 0, {
    message: 'a message needs content or attachments',
    path: ['content'],
  });
const GuildParams = z.object({ guildId: z.string() });
const ChannelParams = z.object({ channelId: z.string() });

/** A message to write: the act API's body once read (the demo page's forms pass one without files). */
export type ActMessageInput = z.input<typeof ActMessage>;

/** The files of a message as sent, or why Discord would not take them. */
function uploadsOf(world: World, place: Place, body: ActMessageInput): Upload[] | Failure {
  const sent = body.attachments ?? [];
  if (sent.length === 0) return [];
  const refused = permissionFailure(world, place, P.AttachFiles, 'attach files');
  if (refused) return refused;
  const uploads = sent.map(({ filename, data, description }) => ({
    filename,
    data: Buffer.from(data, 'base64'),
    description,
  }));
  const bytes = uploads.reduce((sum, upload) => sum + upload.data.length, 0);
  if (bytes > UPLOAD_LIMITS.bytes)
    return {
      status: 400,
      reason: `The files of a message may hold ${UPLOAD_LIMITS.bytes} bytes together (${bytes} sent)`,
    };
  if (!uploadsFit(world, bytes)) return uploadsFull(world);
  return uploads;
}

/** The refusal of files past the stand-in's cap on the files it keeps (caps.ts). */
const uploadsFull = (world: World): Failure => ({
  status: 507,
  reason: `The stand-in keeps at most ${world.settings.caps.uploadBytes} bytes of files, and ${storedUploadBytes(world)} are kept: restart it to make room`,
});

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
  const uploads = uploadsOf(world, place, body);
  if (isFailure(uploads)) return uploads;
  const message = postMessage(world, guild, channel, {
    ...emptyBody(),
    content: body.content ?? '',
    authorId: body.userId,
    refersTo,
    uploads,
  });
  return { id: message.id };
}

export function actMessageRoutes(app: FastifyInstance, world: World): void {
  app.post('/messages', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
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
    const query = parseAct(HistoryQuery, request.query, reply);
    if (query instanceof Refused) return reply;
    return historyPage(channelHistory(world, channelId), query).map((message) => messageResponse(world, message));
  });
}
