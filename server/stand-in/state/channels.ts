// Guild channels: creating, changing and deleting them and their permission overwrites, each announced
// as Discord's CHANNEL_* dispatch.
import { GatewayDispatchEvents as E } from 'discord-api-types/v10';
import { nextId } from '../ids.js';
import {
  emit,
  type StandInChannel,
  type StandInChannelType,
  type StandInGuild,
  type StandInOverwrite,
  type World,
} from '../model.js';
import { channelResponse } from '../serialize.js';
import { forgetAttachments } from './attachments.js';

export interface ChannelChange {
  name?: string;
  topic?: string | null;
  parentId?: string | null;
  position?: number;
  rateLimitPerUser?: number;
  nsfw?: boolean;
  overwrites?: StandInOverwrite[];
}

/** Discord keeps text channel names lower case with dashes for spaces. */
const channelName = (type: StandInChannelType, name: string) =>
  type === 0 || type === 5 ? name.toLowerCase().replace(/\s+/g, '-') : name;

export function findChannel(world: World, channelId: string): { guild: StandInGuild; channel: StandInChannel } | null {
  for (const guild of world.guilds.values()) {
    const channel = guild.channels.find((entry) => entry.id === channelId);
    if (channel) return { guild, channel };
  }
  return null;
}

const announce = (world: World, t: E, guild: StandInGuild, channel: StandInChannel) =>
  emit(world, t, guild.id, channelResponse(guild, channel));

export function createChannel(
  world: World,
  guild: StandInGuild,
  type: StandInChannelType,
  name: string,
  change: ChannelChange,
): StandInChannel {
  const channel: StandInChannel = {
    id: nextId(world),
    type,
    name: channelName(type, name),
    position: change.position ?? Math.max(-1, ...guild.channels.map((entry) => entry.position)) + 1,
    parentId: change.parentId ?? null,
    overwrites: change.overwrites ?? [],
    topic: change.topic ?? null,
    rateLimitPerUser: change.rateLimitPerUser ?? 0,
    nsfw: change.nsfw ?? false,
    lastMessageId: null,
    lastPinAt: null,
  };
  guild.channels.push(channel);
  announce(world, E.ChannelCreate, guild, channel);
  return channel;
}

export function updateChannel(world: World, guild: StandInGuild, channel: StandInChannel, change: ChannelChange): void {
  if (change.name !== undefined) channel.name = channelName(channel.type, change.name);
  if (change.topic !== undefined) channel.topic = change.topic;
  if (change.parentId !== undefined) channel.parentId = change.parentId;
  if (change.position !== undefined) channel.position = change.position;
  if (change.rateLimitPerUser !== undefined) channel.rateLimitPerUser = change.rateLimitPerUser;
  if (change.nsfw !== undefined) channel.nsfw = change.nsfw;
  if (change.overwrites !== undefined) channel.overwrites = change.overwrites;
  announce(world, E.ChannelUpdate, guild, channel);
}

/** Deletes a channel with its messages (and their files); a deleted category's channels move to the top level. */
export function deleteChannel(world: World, guild: StandInGuild, channel: StandInChannel): void {
  guild.channels.splice(guild.channels.indexOf(channel), 1);
  forgetAttachments(
    world,
    world.messages.filter((message) => message.channelId === channel.id),
  );
  world.messages = world.messages.filter((message) => message.channelId !== channel.id);
  announce(world, E.ChannelDelete, guild, channel);
  for (const child of guild.channels.filter((entry) => entry.parentId === channel.id))
    updateChannel(world, guild, child, { parentId: null });
}

export function setOverwrite(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  overwrite: StandInOverwrite,
): void {
  updateChannel(world, guild, channel, {
    overwrites: [...channel.overwrites.filter((entry) => entry.id !== overwrite.id), overwrite],
  });
}

export function removeOverwrite(world: World, guild: StandInGuild, channel: StandInChannel, overwriteId: string): void {
  updateChannel(world, guild, channel, { overwrites: channel.overwrites.filter((entry) => entry.id !== overwriteId) });
}
