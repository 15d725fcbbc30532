// Messages in channels: posting, editing, deleting and pinning, each announced as Discord's dispatch.
// Ephemeral messages (answers only their user sees) are kept for the interaction but never dispatched
// nor listed in the channel. A channel keeps its latest messages only, up to the world's cap.
import { GatewayDispatchEvents as E, MessageFlags } from 'discord-api-types/v10';
import { snowflakeDate } from '../../contract/snowflake.js';
import { numberComponents } from '../components.js';
import { nextId } from '../ids.js';
import {
  type AllowedMentions,
  emit,
  type JsonObject,
  type StandInChannel,
  type StandInGuild,
  type StandInMessage,
  type World,
} from '../model.js';
import { messageDispatch } from '../serialize-message.js';
import { forgetAttachments, keepUpload, type Upload } from './attachments.js';
import { pingsOf } from './mentions.js';

/** What an author chooses about a message (and may change by editing it). */
export interface MessageBody {
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  allowedMentions: AllowedMentions | null;
  flags: number;
}

/** A body with nothing in it yet (no content, no pings asked for). */
export const emptyBody = (): MessageBody => ({
  content: '',
  embeds: [],
  components: [],
  allowedMentions: null,
  flags: 0,
});

interface NewMessage extends MessageBody {
  authorId: string;
  /** The message this one refers to, in the same channel: a reply (type 19, the default) or a pin notice. */
  refersTo?: StandInMessage | null;
  type?: number;
  interaction?: StandInMessage['interaction'];
  /** Files sent with it (members' messages), kept for the CDN. */
  uploads?: Upload[];
}

/** The body as Discord stores it: components numbered, embeds typed (the API only creates rich embeds). */
export function stored<T extends Partial<MessageBody>>(body: T): T {
  return {
    ...body,
    ...(body.components ? { components: numberComponents(body.components) } : {}),
    ...(body.embeds ? { embeds: body.embeds.map((embed) => ({ type: 'rich', ...embed })) } : {}),
  };
}

export const isEphemeral = (message: StandInMessage) => (message.flags & MessageFlags.Ephemeral) !== 0;

/** The messages a channel shows, oldest first. */
export const channelHistory = (world: World, channelId: string) =>
  world.messages.filter((message) => message.channelId === channelId && !isEphemeral(message));

/** A message the channel shows (ephemeral answers are reachable through their interaction only). */
export function findMessage(world: World, channelId: string, messageId: string): StandInMessage | null {
  return (
    world.messages.find(
      (message) => message.id === messageId && message.channelId === channelId && !isEphemeral(message),
    ) ?? null
  );
}

/**
 * A channel keeps its latest messages up to the cap (caps.ts), ephemeral answers counted: the older ones
 * are forgotten with their files, without a dispatch, so reading the history finds no more of them.
 */
function forgetPastCap(world: World, channelId: string): void {
  let excess = -world.settings.caps.messagesPerChannel;
  for (const message of world.messages) if (message.channelId === channelId) excess += 1;
  if (excess <= 0) return;
  const forgotten: StandInMessage[] = [];
  world.messages = world.messages.filter((message) => {
    if (message.channelId !== channelId || forgotten.length === excess) return true;
    forgotten.push(message);
    return false;
  });
  forgetAttachments(world, forgotten);
}

export function postMessage(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  given: NewMessage,
): StandInMessage {
  const input = stored(given);
  const refersTo = input.refersTo ?? null;
  const type = input.type ?? (refersTo ? 19 : 0);
  const attachments = (input.uploads ?? []).map((upload) => keepUpload(world, channel.id, upload));
  const id = nextId(world);
  const message: StandInMessage = {
    id,
    guildId: guild.id,
    channelId: channel.id,
    authorId: input.authorId,
    type,
    content: input.content,
    embeds: input.embeds,
    components: input.components,
    attachments,
    reference: refersTo ? { messageId: refersTo.id, channelId: channel.id, guildId: guild.id } : null,
    flags: input.flags,
    // Discord's message timestamp is the moment its id carries.
    timestamp: snowflakeDate(id),
    editedTimestamp: null,
    pinned: false,
    ...pingsOf(
      world,
      guild,
      channel,
      input.authorId,
      input.content,
      input.allowedMentions,
      type === 19 ? refersTo : null,
    ),
    allowedMentions: input.allowedMentions,
    interaction: input.interaction ?? null,
  };
  world.messages.push(message);
  forgetPastCap(world, channel.id);
  if (!isEphemeral(message)) {
    channel.lastMessageId = message.id;
    emit(world, E.MessageCreate, guild.id, messageDispatch(world, guild, message));
  }
  return message;
}

export function editMessage(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  message: StandInMessage,
  change: Partial<MessageBody>,
): void {
  Object.assign(message, Object.fromEntries(Object.entries(stored(change)).filter(([, value]) => value !== undefined)));
  const replyTo = message.reference ? findMessage(world, channel.id, message.reference.messageId) : null;
  Object.assign(
    message,
    pingsOf(
      world,
      guild,
      channel,
      message.authorId,
      message.content,
      message.allowedMentions,
      message.type === 19 ? replyTo : null,
    ),
  );
  message.editedTimestamp = new Date().toISOString();
  if (!isEphemeral(message)) emit(world, E.MessageUpdate, guild.id, messageDispatch(world, guild, message));
}

export function deleteMessage(world: World, guild: StandInGuild, message: StandInMessage): void {
  world.messages.splice(world.messages.indexOf(message), 1);
  forgetAttachments(world, [message]);
  if (!isEphemeral(message))
    emit(world, E.MessageDelete, guild.id, { id: message.id, channel_id: message.channelId, guild_id: guild.id });
}

/** Pins or unpins; pinning also posts Discord's "pinned a message" notice by whoever pinned. */
export function setPinned(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  message: StandInMessage,
  pinned: boolean,
  actorId: string,
): void {
  if (message.pinned === pinned) return;
  message.pinned = pinned;
  if (pinned) channel.lastPinAt = new Date().toISOString();
  emit(world, E.ChannelPinsUpdate, guild.id, {
    guild_id: guild.id,
    channel_id: channel.id,
    last_pin_timestamp: channel.lastPinAt,
  });
  if (pinned)
    postMessage(world, guild, channel, {
      ...emptyBody(),
      allowedMentions: { parse: [] },
      authorId: actorId,
      type: 6,
      refersTo: message,
    });
}

export const pinnedCount = (world: World, channelId: string) =>
  channelHistory(world, channelId).filter((message) => message.pinned).length;
