// Command permissions: which roles may use which of the bot's commands, and the commands there are.
import type { endpoints } from '../../contract/endpoints/index.js';
import { COMMAND_NAMES, COMMANDS } from '../../contract/commands.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { Handlers } from '../invoke.js';
import { deleteCommandPermission, listCommandPermissions, putCommandPermission } from '../repos/command-permissions.js';
import { configurableRole } from '../roles.js';

export const commandPermissionHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.commandPermissions> => ({
  // The bot's own command table: what it registers with Discord is what the matrix offers.
  commands: async () =>
    COMMANDS.map(({ name, description }) => ({ name, description: description.de, descriptions: description })),
  list: ({ guildId }) => listCommandPermissions(ctx.db, guildId),
  put: async ({ guildId, params, body, access, actor }) => {
    const role = configurableRole(access.guild, params.roleId);
    const unknown = [...body.allowedCommands, ...body.deniedCommands].filter((name) => !COMMAND_NAMES.has(name));
    if (unknown.length) throw badRequest('commands_unknown', `Unknown commands: ${unknown.join(', ')}`);
    return putCommandPermission(ctx.db, guildId, role.id, { ...body, roleName: role.name }, actor, ctx.now());
  },
  remove: ({ guildId, params, actor }) => deleteCommandPermission(ctx.db, guildId, params.roleId, actor, ctx.now()),
});
