// The team notification channel on the settings page: which one it is, and the text channels the bot may
// write in, offered to those who may run /setup-notifications (the server's owner, a global admin in an
// admin session). A choice is stored where that command stores it.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { channelPermissions, holds } from '../contract/channel-permissions.js';
import { mayUseEveryCommand, type NamedChannel, type NotificationChannel } from '../contract/index.js';
import type { DiscordChannel, DiscordGuild } from '../contract/discord.js';
import type { GuildAccess } from './access.js';
import type { BotApiContext } from './context.js';
import { badRequest, forbidden } from './errors.js';
import { readsUnderWay, type ReadsUnderWay } from '../platform/reads-under-way.js';
import { TEXT_KINDS } from './handlers/discord.js';
import type { Actor } from './repos/audit.js';
import {
  chooseNotificationChannel,
  getNotificationSettings,
  type StoredNotificationSettings,
} from './repos/guild-settings.js';

/** What the bot needs in a channel to post a notification: see it, write in it, and send an embed. */
const NOTIFYING = P.ViewChannel | P.SendMessages | P.EmbedLinks;

/** The text channels of the guild where the bot may post notifications, in Discord's order. */
async function writableChannels(ctx: BotApiContext, guild: DiscordGuild, channels: DiscordChannel[]) {
  const me = await ctx.discord.botUser();
  const member = await ctx.discord.member(guild.id, me.id);
  const permissionGuild = {
    id: guild.id,
    ownerId: guild.owner_id,
    roles: guild.roles.map((role) => ({ id: role.id, permissions: BigInt(role.permissions) })),
  };
  const bot = member ? { userId: me.id, roleIds: member.roles } : null;
  return channels
    .filter((channel) => TEXT_KINDS.has(channel.type))
    .filter((channel) => {
      const overwrites = (channel.permission_overwrites ?? []).map((entry) => ({
        ...entry,
        allow: BigInt(entry.allow),
        deny: BigInt(entry.deny),
      }));
      return holds(channelPermissions(permissionGuild, bot, me.id, overwrites), NOTIFYING);
    })
    .map((channel) => ({ id: channel.id, name: channel.name ?? channel.id }));
}

/** The people who may run /setup-notifications: a global admin counts here only within an admin session. */
const mayChoose = (access: GuildAccess, userId: string) =>
  mayUseEveryCommand(userId, {
    ownerId: access.guild.owner_id,
    globalAdminIds: new Set(access.adminSession ? [userId] : []),
  });

/** The stored channel with its name today (null when Discord no longer has it). */
function namedChannel(channelId: string | null, channels: DiscordChannel[]): NamedChannel | null {
  if (!channelId) return null;
  return { id: channelId, name: channels.find((channel) => channel.id === channelId)?.name ?? null };
}

/** Per store: two stores of one process (tests, a shared store's neighbours) never share a guild's read. */
const settingsUnderWay = new WeakMap<BotApiContext['db'], ReadsUnderWay<string, StoredNotificationSettings>>();

/**
 * The stored settings as the settings page shows them: its two calls that ask at once (the roles and
 * switch, and the channel) share one read. Only reads that show something share, never one a change
 * builds on: a read under way may have begun just before a change committed, and the change's own
 * answer must show the change.
 */
export function shownNotificationSettings(
  db: BotApiContext['db'],
  guildId: string,
): Promise<StoredNotificationSettings> {
  const shared = settingsUnderWay.get(db) ?? readsUnderWay();
  settingsUnderWay.set(db, shared);
  return shared(guildId, () => getNotificationSettings(db, guildId));
}

/** The channel and the choices; `read` is the plain read after a change, whose answer must show it. */
export async function notificationChannel(
  ctx: BotApiContext,
  access: GuildAccess,
  userId: string,
  read = shownNotificationSettings,
): Promise<NotificationChannel> {
  const guildId = access.guild.id;
  const [stored, channels] = await Promise.all([read(ctx.db, guildId), ctx.discord.channels(guildId)]);
  return {
    channel: namedChannel(stored.setupCompleted ? stored.channelId : null, channels),
    choices: mayChoose(access, userId) ? await writableChannels(ctx, access.guild, channels) : null,
  };
}

export async function setNotificationChannel(
  ctx: BotApiContext,
  access: GuildAccess,
  actor: Actor,
  channelId: string,
): Promise<NotificationChannel> {
  if (!mayChoose(access, actor.id))
    throw forbidden(
      'owner_only',
      'Only the server owner (or a global admin in an admin session) may choose the notification channel',
    );
  const guildId = access.guild.id;
  const [stored, channels] = await Promise.all([
    getNotificationSettings(ctx.db, guildId),
    ctx.discord.channels(guildId),
  ]);
  const chosen = (await writableChannels(ctx, access.guild, channels)).find((channel) => channel.id === channelId);
  if (!chosen)
    throw badRequest(
      'notification_channel_unwritable',
      `Invalid body: channelId: ${channelId} is not a text channel where the bot may view, send and embed`,
    );
  const before = namedChannel(stored.setupCompleted ? stored.channelId : null, channels);
  await chooseNotificationChannel(ctx.db, guildId, { before, after: chosen }, actor, ctx.now());
  return notificationChannel(ctx, access, actor.id, getNotificationSettings);
}
