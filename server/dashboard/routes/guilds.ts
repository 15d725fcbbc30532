// /guilds: the guilds the user may open = those the bot API grants (bot present; owner, Administrator,
// Manage Guild or a dashboard permission entry) that are also in the user's own Discord guild list; and
// the ones they manage where the bot is missing, each with the invite for that server.
import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { requireUser, signedIn } from './guards.js';
import { GuildPickerPage, type GuildPickerData } from '../../../views/pages/GuildPicker.js';
import { UpstreamError } from '../../contract/client.js';
import { botInviteUrl } from '../../contract/index.js';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { guildIconUrl } from '../../contract/discord-cdn.js';

/** Owner, Administrator or Manage Server: who may add the bot to a server. */
const manages = (guild: { owner: boolean; permissions: string }) =>
  guild.owner ||
  (BigInt(guild.permissions) & (PermissionFlagsBits.Administrator | PermissionFlagsBits.ManageGuild)) !== 0n;

const failed = (message: string) => (error: unknown) => {
  if (error instanceof UpstreamError) throw new UpstreamError(error.status, message, error.body);
  throw error;
};

export const guildsRoute = defineRoute({
  path: '/guilds',
  params: z.object({}),
  query: z.object({}),
  layout: 'public',
  title: 'picker',
  loadError: (_texts, error) => error.message,
  retryLabel: (texts) => texts.loadErrors.pickerRetry,
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<GuildPickerData> => {
    const { record, user, api } = signedIn(ctx);
    const [me, discordGuilds, status] = await Promise.all([
      ctx.app.guildAccess.me(user).catch(failed(ctx.texts.loadErrors.pickerUser)),
      ctx.app.discordUser
        .guilds(record.userId, record.discord.accessToken)
        .catch(failed(ctx.texts.loadErrors.pickerGuilds)),
      // A failing status check counts as not admin: the picker still shows the user's servers.
      api.admin.status().catch(() => ({ isAdmin: false, level: null })),
    ]);
    const mine = new Set(discordGuilds.map((guild) => guild.id));
    const open = new Set(me.guilds.map((guild) => guild.id));
    const clientId = ctx.app.config.discord.clientId;
    return {
      guilds: me.guilds
        .filter((guild) => mine.has(guild.id))
        .map((guild) => ({ id: guild.id, name: guild.name, iconUrl: guild.icon })),
      // Managing a server opens its dashboard wherever the bot is: one the user manages but cannot open has no bot.
      withoutBot: discordGuilds
        .filter((guild) => !open.has(guild.id) && manages(guild))
        .map((guild) => ({
          id: guild.id,
          name: guild.name,
          iconUrl: guildIconUrl(ctx.app.config.discord.cdnBase, guild),
          inviteUrl: botInviteUrl(clientId, guild.id),
        })),
      isAdmin: status.isAdmin,
      inviteUrl: botInviteUrl(ctx.app.config.discord.clientId),
    };
  },
  view: GuildPickerPage,
});
