// Auto-roles, the guild's roles and members for the pickers, available commands, command permissions.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AutoRoleInput, AutoRoleUpdate, CommandPermissionInput, MEMBER_LIMIT, MembersQuery, RolesQuery, Snowflake, type Member, type RolesResponse } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { userAvatarUrl } from '../discord/cdn.js';
import type { DiscordGuild } from '../discord/schemas.js';
import { badRequest } from '../errors.js';
import { guildRoute, userRoute } from '../http.js';
import { addAutoRole, listAutoRoles, removeAutoRole, setAutoRoleActive } from '../repos/autoroles.js';
import { deleteCommandPermission, listCommandPermissions, putCommandPermission } from '../repos/guild-settings.js';
import { botInfo, isSystemRole, serverRoles } from '../roles.js';

const RoleParams = z.object({ guildId: Snowflake, roleId: Snowflake });

export function roleRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  async function rolesOf(guild: DiscordGuild) {
    const me = await ctx.discord.botUser();
    const info = botInfo(guild, await ctx.discord.member(guild.id, me.id));
    return { info, roles: serverRoles(guild, info) };
  }

  /** A role the dashboard may configure: it exists and is neither managed nor @everyone. */
  function configurableRole(guild: DiscordGuild, roleId: string) {
    const role = guild.roles.find((entry) => entry.id === roleId);
    if (!role) throw badRequest('This role does not exist on the server');
    if (isSystemRole(guild, role)) throw badRequest('Managed roles and @everyone cannot be used here');
    return role;
  }

  app.get(
    '/api/autoroles/:guildId',
    guildRoute(ctx, { permission: 'dashboard.admin' }, ({ guildId }) => listAutoRoles(ctx.db, guildId)),
  );
  app.post(
    '/api/autoroles/:guildId',
    guildRoute(ctx, { permission: 'dashboard.admin', body: AutoRoleInput, status: 201 }, async ({ guildId, body, access, actor }) => {
      const role = configurableRole(access.guild, body.roleId);
      const { info } = await rolesOf(access.guild);
      if (!info.hasManageRoles) throw badRequest('The bot lacks the Manage Roles permission, so it cannot assign roles');
      if (role.position >= info.highestRolePosition) {
        throw badRequest(`The role "${role.name}" is above the bot's highest role "${info.highestRoleName}"; move the bot's role above it first`);
      }
      return addAutoRole(ctx.db, guildId, { roleId: role.id, roleName: role.name }, actor, ctx.now());
    }),
  );
  app.put(
    '/api/autoroles/:guildId/:roleId',
    guildRoute(ctx, { permission: 'dashboard.admin', params: RoleParams, body: AutoRoleUpdate }, ({ guildId, params, body, actor }) =>
      setAutoRoleActive(ctx.db, guildId, params.roleId, body.isActive, actor, ctx.now()),
    ),
  );
  app.delete(
    '/api/autoroles/:guildId/:roleId',
    guildRoute(ctx, { permission: 'dashboard.admin', params: RoleParams, status: 204 }, ({ guildId, params, actor }) => removeAutoRole(ctx.db, guildId, params.roleId, actor, ctx.now())),
  );

  app.get(
    '/api/discord/:guildId/roles',
    guildRoute(ctx, { permission: 'dashboard.admin', query: RolesQuery }, async ({ query, access }): Promise<RolesResponse> => {
      const { info, roles } = await rolesOf(access.guild);
      if (query.assignableOnly === undefined) return { roles };
      return { roles: query.assignableOnly ? roles.filter((role) => role.assignable) : roles, botInfo: info };
    }),
  );
  app.get(
    '/api/guild/:guildId/roles',
    guildRoute(ctx, { permission: 'dashboard.admin' }, async ({ access }) => (await rolesOf(access.guild)).roles),
  );
  app.get(
    '/api/discord/:guildId/members',
    guildRoute(ctx, { permission: 'dashboard.admin', query: MembersQuery }, async ({ guildId, query }): Promise<Member[]> => {
      const search = query.search?.trim();
      const members = await ctx.discord.members(guildId, search || undefined, MEMBER_LIMIT);
      return members.slice(0, MEMBER_LIMIT).map((member) => ({
        id: member.user.id,
        username: member.user.username,
        displayName: member.nick ?? member.user.global_name ?? member.user.username,
        discriminator: member.user.discriminator,
        avatar: userAvatarUrl(ctx.settings.cdnBase, member.user),
      }));
    }),
  );

  app.get(
    '/api/available-commands',
    userRoute(ctx, {}, async () => (await ctx.discord.commands()).filter((command) => (command.type ?? 1) === 1).map(({ name, description }) => ({ name, description }))),
  );
  app.get(
    '/api/command-permissions/:guildId',
    guildRoute(ctx, { permission: 'dashboard.admin' }, ({ guildId }) => listCommandPermissions(ctx.db, guildId)),
  );
  app.put(
    '/api/command-permissions/:guildId/:roleId',
    guildRoute(ctx, { permission: 'dashboard.admin', params: RoleParams, body: CommandPermissionInput }, async ({ guildId, params, body, access, actor }) => {
      const role = configurableRole(access.guild, params.roleId);
      const known = new Set((await ctx.discord.commands()).map((command) => command.name));
      const unknown = [...body.allowedCommands, ...body.deniedCommands].filter((name) => !known.has(name));
      if (unknown.length) throw badRequest(`Unknown commands: ${unknown.join(', ')}`);
      return putCommandPermission(ctx.db, guildId, role.id, { ...body, roleName: role.name }, actor, ctx.now());
    }),
  );
  app.delete(
    '/api/command-permissions/:guildId/:roleId',
    guildRoute(ctx, { permission: 'dashboard.admin', params: RoleParams, status: 204 }, ({ guildId, params, actor }) => deleteCommandPermission(ctx.db, guildId, params.roleId, actor, ctx.now())),
  );
}
