// Command permissions: which roles may use which of the bot's commands, and the commands there are.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { Handlers } from '../invoke.js';
import { deleteCommandPermission, listCommandPermissions, putCommandPermission } from '../repos/command-permissions.js';
import { configurableRole } from '../roles.js';

export const commandPermissionHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.commandPermissions> => ({
  commands: async () => (await ctx.discord.commands()).filter((command) => (command.type ?? 1) === 1).map(({ name, description }) => ({ name, description })),
  list: ({ guildId }) => listCommandPermissions(ctx.db, guildId),
  put: async ({ guildId, params, body, access, actor }) => {
    const role = configurableRole(access.guild, params.roleId);
    const known = new Set((await ctx.discord.commands()).map((command) => command.name));
    const unknown = [...body.allowedCommands, ...body.deniedCommands].filter((name) => !known.has(name));
    if (unknown.length) throw badRequest('commands_unknown', `Unknown commands: ${unknown.join(', ')}`);
    return putCommandPermission(ctx.db, guildId, role.id, { ...body, roleName: role.name }, actor, ctx.now());
  },
  remove: ({ guildId, params, actor }) => deleteCommandPermission(ctx.db, guildId, params.roleId, actor, ctx.now()),
});
