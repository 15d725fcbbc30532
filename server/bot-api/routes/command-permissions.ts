// Command permissions: which roles may use which of the bot's commands, and the commands there are.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CommandPermissionInput, Snowflake } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import { guildRoute, userRoute } from '../http.js';
import { deleteCommandPermission, listCommandPermissions, putCommandPermission } from '../repos/command-permissions.js';
import { configurableRole } from '../roles.js';

const RoleParams = z.object({ guildId: Snowflake, roleId: Snowflake });

export function commandPermissionRoutes(app: FastifyInstance, ctx: BotApiContext): void {
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
