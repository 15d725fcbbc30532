// A ticket's private channel: "ticket-{id}" under a Discord category: the one its ticket category names,
// else the one chosen on the settings page, while it exists and has room; else the first category named
// TICKET_CATEGORY_NAME with room, else a new one (Discord holds 50 channels per category). Readable by
// nobody but its opener, the ticket's staff and the bot. Every overwrite names its type. Staff users are
// added one by one after the channel exists: an entry may name someone who left the server, and Discord
// refuses an overwrite for a non-member, which must not cost the ticket its channel.
import type { API } from '@discordjs/core';
import {
  type APIOverwrite,
  ChannelType,
  OverwriteType,
  PermissionFlagsBits as P,
  type RESTAPIGuildChannelResolvable,
} from 'discord-api-types/v10';

export const TICKET_CATEGORY_NAME = 'Tickets';
/** What Discord allows in one category. */
const CATEGORY_ROOM = 50;

/** What everyone inside a ticket may do: read it, write, attach files and embed links. */
export const TICKET_MEMBER_BITS = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles | P.EmbedLinks;
/** The bot also looks after the channel: pins its welcome, changes who is in it, deletes it. */
const BOT_BITS = TICKET_MEMBER_BITS | P.ManageChannels | P.PinMessages;

export const overwrite = (id: string, type: OverwriteType, allow: bigint, deny = 0n): APIOverwrite => ({
  id,
  type,
  allow: allow.toString(),
  deny: deny.toString(),
});

/**
 * The first chosen category that exists and has room for one more channel, else a ticket category with
 * room, made when there is none.
 */
export async function ticketCategory(
  discord: API,
  guildId: string,
  botUserId: string,
  chosenIds: readonly string[],
): Promise<string> {
  const channels = await discord.guilds.getChannels(guildId);
  const withRoom = (wanted: (category: { id: string; name: string }) => boolean) =>
    channels.find(
      (category) =>
        category.type === ChannelType.GuildCategory &&
        wanted(category) &&
        channels.filter((channel) => 'parent_id' in channel && channel.parent_id === category.id).length <
          CATEGORY_ROOM,
    );
  const chosen = chosenIds
    .map((chosenId) => withRoom((category) => category.id === chosenId))
    .find((category) => category !== undefined);
  const found = chosen ?? withRoom((category) => category.name === TICKET_CATEGORY_NAME);
  if (found) return found.id;
  const created = await discord.guilds.createChannel(guildId, {
    name: TICKET_CATEGORY_NAME,
    type: ChannelType.GuildCategory,
    permission_overwrites: [
      overwrite(guildId, OverwriteType.Role, 0n, P.ViewChannel),
      overwrite(botUserId, OverwriteType.Member, BOT_BITS),
    ] as RESTAPIGuildChannelResolvable['permission_overwrites'],
  });
  return created.id;
}

export interface TicketChannelPlan {
  guildId: string;
  ticketId: number;
  openerId: string;
  botUserId: string;
  staff: { roleIds: string[]; userIds: string[] };
  /** The categories chosen, in order (the ticket category's own, then the settings page's); none: the bot's own "Tickets". */
  categoryIds: readonly string[];
}

/** Makes the ticket's channel; resolves with its id. */
export async function createTicketChannel(discord: API, plan: TicketChannelPlan): Promise<string> {
  const { guildId, openerId, botUserId, staff } = plan;
  const parentId = await ticketCategory(discord, guildId, botUserId, plan.categoryIds);
  const channel = await discord.guilds.createChannel(guildId, {
    name: `ticket-${plan.ticketId}`,
    type: ChannelType.GuildText,
    parent_id: parentId,
    permission_overwrites: [
      overwrite(guildId, OverwriteType.Role, 0n, P.ViewChannel),
      ...staff.roleIds
        .filter((id) => id !== guildId)
        .map((id) => overwrite(id, OverwriteType.Role, TICKET_MEMBER_BITS)),
      overwrite(openerId, OverwriteType.Member, TICKET_MEMBER_BITS),
      overwrite(botUserId, OverwriteType.Member, BOT_BITS),
    ] as RESTAPIGuildChannelResolvable['permission_overwrites'],
  });
  for (const userId of staff.userIds.filter((id) => id !== openerId && id !== botUserId))
    await letIn(discord, channel.id, userId).catch(() => undefined);
  return channel.id;
}

/** Lets a member into a ticket's channel. */
export const letIn = (discord: API, channelId: string, userId: string) =>
  discord.channels.editPermissionOverwrite(channelId, userId, {
    type: OverwriteType.Member,
    allow: TICKET_MEMBER_BITS.toString(),
    deny: '0',
  });

/** Takes a member's own way into a ticket's channel away. */
export const letOut = (discord: API, channelId: string, userId: string) =>
  discord.channels.deletePermissionOverwrite(channelId, userId);

/** What the staff keep in a claimed ticket whose claimer alone writes: everything but Send Messages. */
export const READ_ONLY_BITS = TICKET_MEMBER_BITS & ~P.SendMessages;

export interface ClaimPlan {
  guildId: string;
  channelId: string;
  claimerId: string;
  openerId: string;
  botUserId: string;
  /** Who had claimed the ticket before (null: nobody), when another takes it over. */
  previousId: string | null;
  staff: { roleIds: string[]; userIds: string[] };
}

/**
 * A claimed ticket where only the claimer of the staff writes: the staff roles and users keep reading but
 * may not send (a user who left the server is skipped), the claimer is let in explicitly. The opener and
 * added members keep their own overwrites, which outweigh their roles'; a former claimer who is staff by
 * a role only loses what the claim gave them.
 */
export async function onlyClaimerWrites(discord: API, plan: ClaimPlan): Promise<void> {
  const { channelId, claimerId, staff } = plan;
  const readOnly = (type: OverwriteType) => ({
    type,
    allow: READ_ONLY_BITS.toString(),
    deny: P.SendMessages.toString(),
  });
  await letIn(discord, channelId, claimerId);
  for (const roleId of staff.roleIds.filter((id) => id !== plan.guildId))
    await discord.channels.editPermissionOverwrite(channelId, roleId, readOnly(OverwriteType.Role));
  const writing = new Set([claimerId, plan.openerId, plan.botUserId]);
  for (const userId of staff.userIds.filter((id) => !writing.has(id)))
    await discord.channels
      .editPermissionOverwrite(channelId, userId, readOnly(OverwriteType.Member))
      .catch(() => undefined);
  const previous = plan.previousId;
  if (previous && !writing.has(previous) && !staff.userIds.includes(previous))
    await letOut(discord, channelId, previous).catch(() => undefined);
}

/** An overwrite a claim made read-only for one of the other staff (onlyClaimerWrites above). */
export const isReadOnly = (entry: APIOverwrite): boolean =>
  BigInt(entry.allow) === READ_ONLY_BITS && BigInt(entry.deny) === P.SendMessages;

/**
 * Claimer-only writing switched off after a claim: everyone the claim left reading writes again. They are
 * read off the channel's overwrites, not the staff entries, which may have changed since the claim.
 */
export async function claimedReadersWrite(
  discord: API,
  channelId: string,
  overwrites: readonly APIOverwrite[],
): Promise<void> {
  for (const entry of overwrites.filter(isReadOnly)) {
    const restored = discord.channels.editPermissionOverwrite(channelId, entry.id, {
      type: entry.type,
      allow: TICKET_MEMBER_BITS.toString(),
      deny: '0',
    });
    // As above: a user who left the server is skipped, and the others still write again.
    await (entry.type === OverwriteType.Member ? restored.catch(() => undefined) : restored);
  }
}
