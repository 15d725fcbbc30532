// What a member sees of Demo Guild on the Demo-Discord page, read off the world as Discord would show
// it: the channels their permissions (overwrites included) let them see, a channel's last messages with
// the ephemeral answers meant for them, the modal the bot showed them, and whether the bot still owes an
// answer (the bot answers over the gateway, so a page right after a click may come before it).
import {
  InteractionResponseType as R,
  InteractionType,
  MessageFlags,
  PermissionFlagsBits as P,
} from 'discord-api-types/v10';
import { snowflakeOrder } from '../../contract/snowflake.js';
import type { JsonObject, StandInChannel, StandInGuild, StandInInteraction, StandInMessage, World } from '../model.js';
import { channelPermissions, holds } from '../permissions.js';
import { findMember } from '../state/members.js';
import { channelHistory, isEphemeral } from '../state/messages.js';

/** The last messages a page shows (a channel's, or the member's direct messages). */
export const SHOWN_MESSAGES = 50;
/** How long the page keeps refreshing for an unanswered interaction (Discord gives up on a silent bot after 3 s; a deferred answer may take longer). */
const WAIT_MS = 30_000;

export interface ChannelGroup {
  /** null: the channels outside any category, listed first as Discord does. */
  category: StandInChannel | null;
  channels: StandInChannel[];
}

/** Text and announcement channels: the ones the page opens (voice and stage chats are left out). */
export const isTextChannel = (channel: StandInChannel) => channel.type === 0 || channel.type === 5;

export const sees = (guild: StandInGuild, channel: StandInChannel, userId: string) =>
  holds(channelPermissions(guild, channel, userId), P.ViewChannel);

export const mayWrite = (guild: StandInGuild, channel: StandInChannel, userId: string) =>
  holds(channelPermissions(guild, channel, userId), P.ViewChannel | P.SendMessages);

/** Whether the member's messages here may carry files (the composer offers a file input only then). */
export const mayAttach = (guild: StandInGuild, channel: StandInChannel, userId: string) =>
  holds(channelPermissions(guild, channel, userId), P.ViewChannel | P.SendMessages | P.AttachFiles);

/** How the guild names a user: their nickname, else their display name, else their username. */
export function displayName(world: World, guild: StandInGuild, userId: string): string {
  const user = world.users.get(userId);
  return findMember(guild, userId)?.nick ?? user?.globalName ?? user?.username ?? userId;
}

const byPosition = (a: StandInChannel, b: StandInChannel) => a.position - b.position;

/** The channels the member can see, under their categories; a category shows when a channel in it does. */
export function visibleChannels(guild: StandInGuild, userId: string): ChannelGroup[] {
  const visible = guild.channels.filter((channel) => channel.type !== 4 && sees(guild, channel, userId));
  const inside = (parentId: string | null) =>
    visible.filter((channel) => channel.parentId === parentId).sort(byPosition);
  const categories = guild.channels.filter((channel) => channel.type === 4).sort(byPosition);
  return [
    { category: null, channels: inside(null) },
    ...categories.map((category) => ({ category, channels: inside(category.id) })),
  ].filter((group) => group.channels.length > 0);
}

const bySnowflake = (a: StandInMessage, b: StandInMessage) => snowflakeOrder(a.id, b.id);

/** The channel's last messages, with the ephemeral answers to this member's interactions among them. */
export function shownMessages(world: World, channel: StandInChannel, userId: string): StandInMessage[] {
  const own = world.messages.filter(
    (message) => message.channelId === channel.id && isEphemeral(message) && message.interaction?.userId === userId,
  );
  return [...channelHistory(world, channel.id), ...own].sort(bySnowflake).slice(-SHOWN_MESSAGES);
}

/** A guild's channel or the member's DM channel: what interactions are told apart by. */
type Where = Pick<StandInChannel, 'id'>;

/** The member's interactions here; the form's own requests for choices (autocomplete) are no action to answer. */
const interactionsOf = (world: World, channel: Where, userId: string): StandInInteraction[] =>
  [...world.interactions.values()].filter(
    (entry) =>
      entry.channelId === channel.id &&
      entry.userId === userId &&
      entry.type !== InteractionType.ApplicationCommandAutocomplete,
  );

/** The modal the bot answered the member's latest interaction here with, unless they closed it. */
export function shownModal(
  world: World,
  channel: Where,
  userId: string,
  closed: ReadonlySet<string>,
): { interactionId: string; modal: JsonObject } | null {
  const latest = interactionsOf(world, channel, userId).at(-1);
  if (!latest || closed.has(latest.id) || latest.response?.type !== R.Modal || !latest.response.data) return null;
  return { interactionId: latest.id, modal: latest.response.data };
}

/** Whether an interaction of the member here, made moments ago, has no answer yet (none, or still loading). */
export function waitingForBot(world: World, channel: Where, userId: string): boolean {
  const recent = interactionsOf(world, channel, userId).filter(
    (entry) => world.clock.now() - entry.createdAt < WAIT_MS,
  );
  return recent.some((entry) => {
    if (!entry.response) return true;
    const original = entry.originalId ? world.messages.find((message) => message.id === entry.originalId) : undefined;
    return original !== undefined && (original.flags & MessageFlags.Loading) !== 0;
  });
}
