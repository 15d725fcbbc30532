// Auto-roles: the roles new members get; only roles the bot can assign (below its highest role).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AutoRoleInput, AutoRoleUpdate, Snowflake } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import { guildRoute } from '../http.js';
import { addAutoRole, listAutoRoles, removeAutoRole, setAutoRoleActive } from '../repos/autoroles.js';
import { configurableRole, rolesWithBotInfo } from '../roles.js';

const RoleParams = z.object({ guildId: Snowflake, roleId: Snowflake });

export function autoRoleRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/autoroles/:guildId',
    guildRoute(ctx, { permission: 'dashboard.admin' }, ({ guildId }) => listAutoRoles(ctx.db, guildId)),
  );
  app.post(
    '/api/autoroles/:guildId',
    guildRoute(ctx, { permission: 'dashboard.admin', body: AutoRoleInput, status: 201 }, async ({ guildId, body, access, actor }) => {
      const role = configurableRole(access.guild, body.roleId);
      const { info } = await rolesWithBotInfo(ctx, access.guild);
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
}
