// /guilds: the guilds the user may open = those the bot API grants (bot present; owner, Administrator,
// Manage Guild or a dashboard permission entry) that are also in the user's own Discord guild list.
import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { requireUser, signedIn } from './guards.js';
import { GuildPickerPage, type GuildPickerData } from '../../../views/pages/GuildPicker.js';
import { UpstreamError } from '../../contract/client.js';
import { botInviteUrl } from '../../contract/index.js';

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
    return {
      guilds: me.guilds
        .filter((guild) => mine.has(guild.id))
        .map((guild) => ({ id: guild.id, name: guild.name, iconUrl: guild.icon })),
      isAdmin: status.isAdmin,
      inviteUrl: botInviteUrl(ctx.app.config.discord.clientId),
    };
  },
  view: GuildPickerPage,
});
