// The signed-in user with the guilds they may open, and the changelog.
import type { AccessGrant, GuildSummary } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import { allows } from '../../contract/guild-access.js';
import { guildManagement, resolveGuildAccess, type GuildAccess } from '../access.js';
import { entriesOf, type StoredPermission } from '../repos/dashboard-permissions.js';
import { CHANGELOG } from '../../contract/changelog.js';
import type { BotApiContext } from '../context.js';
import type { DiscordPartialGuild } from '../../contract/discord.js';
import { guildIconUrl, userAvatarUrl } from '../../contract/discord-cdn.js';
import { ApiError } from '../errors.js';
import type { Handlers } from '../invoke.js';

/** A guild as the dashboard names it: its name and icon as the bot sees them. */
const summaryOf = (ctx: BotApiContext, guild: DiscordPartialGuild): GuildSummary => ({
  id: guild.id,
  name: guild.name,
  icon: guildIconUrl(ctx.settings.cdnBase, guild),
});

/**
 * The entries that apply to the user, for the panel that explains their rights: those this call's
 * authorization read, where they decided the rights; else (full access) the guild's kept entries.
 */
const explainedEntries = async (
  ctx: BotApiContext,
  access: GuildAccess,
  userId: string,
  roleIds: string[],
): Promise<StoredPermission[]> =>
  access.entries ?? entriesOf(await ctx.kept.permissionEntries(access.guild.id), userId, roleIds);

export const accountHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.account> => ({
  changelog: async () => CHANGELOG,
  guildAccess: async ({ actor, access }) => {
    const { guild, member, adminSession } = access;
    const grants: AccessGrant[] = [];
    if (adminSession)
      grants.push({
        kind: 'admin_session',
        level: adminSession.level,
        expiresAt: new Date(adminSession.expiresAt).toISOString(),
      });
    const management =
      member || guild.owner_id === actor.id ? guildManagement(guild, actor.id, guild.roles, member?.roles ?? []) : null;
    if (management) grants.push({ kind: management });
    for (const entry of member ? await explainedEntries(ctx, access, actor.id, member.roles) : []) {
      if (entry.type === 'user') grants.push({ kind: 'user_entry', permissions: entry.permissions });
      else
        grants.push({
          kind: 'role_entry',
          roleId: entry.targetId,
          roleName: guild.roles.find((role) => role.id === entry.targetId)?.name ?? entry.targetName,
          permissions: entry.permissions,
        });
    }
    return {
      full: access.full,
      permissions: [...access.permissions],
      grants,
      guild: summaryOf(ctx, guild),
    };
  },
  me: async ({ actor }) => {
    const [user, guilds] = await Promise.all([ctx.discord.user(actor.id), ctx.discord.guilds()]);
    if (!user) throw new ApiError(404, 'unknown_user', 'Unknown user');
    const accessible = await Promise.all(
      guilds.map(async (guild): Promise<GuildSummary | null> => {
        try {
          const access = await resolveGuildAccess(ctx, guild.id, actor.id, undefined);
          return allows(access, 'dashboard.view') ? summaryOf(ctx, guild) : null;
        } catch (error) {
          if (error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 404)) return null;
          throw error;
        }
      }),
    );
    return {
      id: user.id,
      username: user.username,
      discriminator: user.discriminator,
      avatar: userAvatarUrl(ctx.settings.cdnBase, user),
      guilds: accessible.filter((guild): guild is GuildSummary => guild !== null),
    };
  },
});
