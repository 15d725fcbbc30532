// Direct messages between the bot and a user, as Discord keeps them: one DM channel per user (opening it
// again gives the same one), its messages in the world's list like any channel's (without a guild), and
// the users who take no direct messages from the bot (their privacy settings), to whom Discord answers
// 50007. No gateway event announces them: the bot asks for no direct-message intents.
import type { StandInMessage, World } from '../model.js';
import { nextId } from '../ids.js';
import { snowflakeDate } from '../../contract/snowflake.js';
import { keepUpload, type Upload } from './attachments.js';
import { type MessageBody, stored } from './messages.js';

export interface DirectChannel {
  id: string;
  userId: string;
  lastMessageId: string | null;
}

interface DirectMessages {
  channels: Map<string, DirectChannel>;
  /** Each user's one DM channel, by user id. */
  byUser: Map<string, DirectChannel>;
  /** Users who take no direct messages from the bot. */
  closed: Set<string>;
}

/** The world's direct messages, kept beside it (made when first used). */
const kept = new WeakMap<World, DirectMessages>();

function directMessagesOf(world: World): DirectMessages {
  let found = kept.get(world);
  if (!found) {
    found = { channels: new Map(), byUser: new Map(), closed: new Set() };
    kept.set(world, found);
  }
  return found;
}

/** The user's DM channel with the bot, opened on first use as Discord does. */
export function openDirectChannel(world: World, userId: string): DirectChannel {
  const dms = directMessagesOf(world);
  const known = dms.byUser.get(userId);
  if (known) return known;
  const channel: DirectChannel = { id: nextId(world), userId, lastMessageId: null };
  dms.channels.set(channel.id, channel);
  dms.byUser.set(userId, channel);
  return channel;
}

export const findDirectChannel = (world: World, channelId: string): DirectChannel | null =>
  directMessagesOf(world).channels.get(channelId) ?? null;

/** The user's DM channel, if the bot ever opened one. */
export const directChannelOf = (world: World, userId: string): DirectChannel | null =>
  directMessagesOf(world).byUser.get(userId) ?? null;

/** A user's choice to take direct messages from the bot, or not (Discord then answers 50007). */
export function setTakesDirectMessages(world: World, userId: string, open: boolean): void {
  const { closed } = directMessagesOf(world);
  if (open) closed.delete(userId);
  else closed.add(userId);
}

export const takesDirectMessages = (world: World, userId: string): boolean =>
  !directMessagesOf(world).closed.has(userId);

/** A message in a DM channel (the bot's, or an interaction's answer there), with its files kept for the CDN. */
export function postDirectMessage(
  world: World,
  channel: DirectChannel,
  given: MessageBody & { authorId: string; uploads?: Upload[]; interaction?: StandInMessage['interaction'] },
): StandInMessage {
  const body = stored(given);
  const id = nextId(world);
  const message: StandInMessage = {
    id,
    guildId: '',
    channelId: channel.id,
    authorId: given.authorId,
    type: 0,
    content: body.content,
    embeds: body.embeds,
    components: body.components,
    attachments: (given.uploads ?? []).map((upload) => keepUpload(world, channel.id, upload)),
    reference: null,
    flags: body.flags,
    timestamp: snowflakeDate(id),
    editedTimestamp: null,
    pinned: false,
    mentions: [],
    mentionRoles: [],
    mentionEveryone: false,
    allowedMentions: body.allowedMentions,
    interaction: given.interaction ?? null,
  };
  world.messages.push(message);
  channel.lastMessageId = id;
  return message;
}

/** An edit of a message in a DM channel (an interaction's answer filled in or changed). */
export function editDirectMessage(world: World, message: StandInMessage, change: Partial<MessageBody>): void {
  const given = Object.entries(stored(change)).filter(([, value]) => value !== undefined);
  Object.assign(message, Object.fromEntries(given), { editedTimestamp: new Date(world.clock.now()).toISOString() });
}

/** The user's direct messages with the bot, oldest first. */
export function directMessagesWith(world: World, userId: string): StandInMessage[] {
  const channel = directChannelOf(world, userId);
  return channel ? world.messages.filter((message) => message.channelId === channel.id) : [];
}
