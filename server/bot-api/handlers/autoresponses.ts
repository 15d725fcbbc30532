// Auto responses: list, create, edit and delete by trigger, and what a preview of one needs.
import type { AutoResponsePreviewContext } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { DiscordGuild } from '../../contract/discord.js';
import { DISCORD_CDN, userAvatarUrl } from '../../contract/discord-cdn.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { Handlers } from '../invoke.js';
import { memberNames, mentionNames, pickableMembers } from '../roles.js';
import {
  createAutoResponse,
  deleteAutoResponse,
  listAutoResponses,
  updateAutoResponse,
} from '../repos/autoresponses.js';

const sameGuild = (guildId: string, body: { guildId: string }) => {
  if (body.guildId !== guildId) throw badRequest('guild_mismatch', 'Invalid body: guildId does not match the path');
};

/**
 * The bot as members see its answers: its nickname on the server, else its name; its avatar on Discord's
 * CDN (the dashboard maps it to the configured one). Mentions show today's role and channel names; the
 * mention picker offers the roles, the channels and the first members.
 */
async function previewContext(
  ctx: BotApiContext,
  guild: DiscordGuild,
  userIds: readonly string[],
): Promise<AutoResponsePreviewContext> {
  const me = await ctx.discord.botUser();
  const [member, names, users, members] = await Promise.all([
    ctx.discord.member(guild.id, me.id).catch(() => null),
    mentionNames(ctx, guild),
    memberNames(ctx, guild.id, userIds),
    pickableMembers(ctx, guild.id),
  ]);
  return {
    bot: { id: me.id, name: member?.nick ?? me.global_name ?? me.username, avatarUrl: userAvatarUrl(DISCORD_CDN, me) },
    mentionNames: { ...names, users },
    members,
  };
}

export const autoResponseHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.autoResponses> => ({
  list: ({ guildId }) => listAutoResponses(ctx.db, guildId),
  create: async ({ guildId, body, actor }) => {
    sameGuild(guildId, body);
    return createAutoResponse(ctx.db, guildId, body, actor, ctx.now());
  },
  // The key is the trigger, URL-encoded in the path; the router has already decoded it.
  update: async ({ guildId, params, body, actor }) => {
    sameGuild(guildId, body);
    return updateAutoResponse(ctx.db, guildId, params.key, body, actor, ctx.now());
  },
  remove: ({ guildId, params, actor }) => deleteAutoResponse(ctx.db, guildId, params.key, actor, ctx.now()),
  previewContext: ({ access, query }) => previewContext(ctx, access.guild, query.users ?? []),
});
