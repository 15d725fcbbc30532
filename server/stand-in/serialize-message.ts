// Messages in Discord's shapes: the REST object (API v10, with every field Discord's OpenAPI document
// requires) and the gateway's MESSAGE_CREATE/UPDATE payload, which adds the guild and the members.
import type {
  APIAttachment,
  APIEmbed,
  APIMessage,
  APIMessageTopLevelComponent,
  GatewayMessageCreateDispatchData,
  MessageType,
} from 'discord-api-types/v10';
import type { StandInAttachment, StandInGuild, StandInMessage, World } from './model.js';
import { memberResponse, userResponse } from './serialize.js';
import { CDN_HOST, MEDIA_HOST, signedPath } from './state/attachments.js';

function userOf(world: World, userId: string) {
  return userResponse(world.users.get(userId)!);
}

/** An attachment as Discord hands it out: both signed links, and what it knows of the file. */
export function attachmentResponse(attachment: StandInAttachment): APIAttachment {
  const path = signedPath(attachment);
  return {
    id: attachment.id,
    filename: attachment.filename,
    ...(attachment.description === null ? {} : { description: attachment.description }),
    ...(attachment.contentType === null ? {} : { content_type: attachment.contentType }),
    size: attachment.size,
    url: `${CDN_HOST}${path}`,
    proxy_url: `${MEDIA_HOST}${path}`,
    ...(attachment.width === null || attachment.height === null
      ? {}
      : { width: attachment.width, height: attachment.height }),
  };
}

function referenced(
  world: World,
  message: StandInMessage,
): Pick<APIMessage, 'message_reference' | 'referenced_message'> {
  if (!message.reference) return {};
  const target = world.messages.find((entry) => entry.id === message.reference!.messageId);
  return {
    message_reference: {
      type: 0,
      message_id: message.reference.messageId,
      channel_id: message.reference.channelId,
      guild_id: message.reference.guildId,
    },
    // Discord embeds the replied-to message one level deep (null once it is deleted).
    ...(message.type === 19 ? { referenced_message: target ? messageResponse(world, target, false) : null } : {}),
  };
}

function fromInteraction(
  world: World,
  message: StandInMessage,
): Pick<APIMessage, 'webhook_id' | 'application_id' | 'interaction_metadata' | 'interaction'> {
  const origin = message.interaction;
  if (!origin) return {};
  const user = userOf(world, origin.userId);
  return {
    webhook_id: world.application.id,
    application_id: world.application.id,
    interaction_metadata: {
      id: origin.id,
      type: origin.type,
      user,
      authorizing_integration_owners: { 0: message.guildId },
      ...(origin.name ? { name: origin.name } : {}),
    },
    ...(origin.name ? { interaction: { id: origin.id, type: origin.type, name: origin.name, user } } : {}),
  };
}

export function messageResponse(world: World, message: StandInMessage, withReference = true): APIMessage {
  return {
    type: message.type as MessageType,
    content: message.content,
    mentions: message.mentions.map((userId) => userOf(world, userId)),
    mention_roles: message.mentionRoles,
    attachments: message.attachments.map(attachmentResponse),
    embeds: message.embeds as unknown as APIEmbed[],
    timestamp: message.timestamp,
    edited_timestamp: message.editedTimestamp,
    flags: message.flags,
    components: message.components as unknown as APIMessageTopLevelComponent[],
    id: message.id,
    channel_id: message.channelId,
    author: userOf(world, message.authorId),
    pinned: message.pinned,
    mention_everyone: message.mentionEveryone,
    tts: false,
    ...(withReference ? referenced(world, message) : {}),
    ...fromInteraction(world, message),
  };
}

/** The member fields a gateway message carries for a user (the member object without its user). */
function partialMember(world: World, guild: StandInGuild, userId: string) {
  const member = guild.members.find((entry) => entry.userId === userId);
  if (!member) return null;
  const { user: _user, ...rest } = memberResponse(world, member);
  return rest;
}

/** MESSAGE_CREATE and MESSAGE_UPDATE: the message with its guild, the author's member and the mentioned members. */
export function messageDispatch(
  world: World,
  guild: StandInGuild,
  message: StandInMessage,
): GatewayMessageCreateDispatchData {
  const body = messageResponse(world, message);
  const member = partialMember(world, guild, message.authorId);
  return {
    ...body,
    guild_id: guild.id,
    ...(member && !message.interaction ? { member } : {}),
    mentions: body.mentions.map((user) => {
      const mentioned = partialMember(world, guild, user.id);
      return mentioned ? { ...user, member: mentioned } : user;
    }),
  };
}
