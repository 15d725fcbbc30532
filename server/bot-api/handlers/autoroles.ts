// Auto-roles: the roles new members get; only roles the bot can assign (below its highest role).
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { Handlers } from '../invoke.js';
import { addAutoRole, listAutoRoles, removeAutoRole, setAutoRoleActive } from '../repos/autoroles.js';
import { configurableRole, rolesWithBotInfo } from '../roles.js';

export const autoRoleHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.autoRoles> => ({
  list: ({ guildId }) => listAutoRoles(ctx.db, guildId),
  create: async ({ guildId, body, access, actor }) => {
    const role = configurableRole(access.guild, body.roleId);
    const { info } = await rolesWithBotInfo(ctx, access.guild);
    if (!info.hasManageRoles)
      throw badRequest(
        'bot_missing_manage_roles',
        'The bot lacks the Manage Roles permission, so it cannot assign roles',
      );
    if (role.position >= info.highestRolePosition) {
      throw badRequest(
        'role_above_bot',
        `The role "${role.name}" is above the bot's highest role "${info.highestRoleName}"; move the bot's role above it first`,
      );
    }
    return addAutoRole(ctx.db, guildId, { roleId: role.id, roleName: role.name }, actor, ctx.now());
  },
  update: ({ guildId, params, body, actor }) =>
    setAutoRoleActive(ctx.db, guildId, params.roleId, body.isActive, actor, ctx.now()),
  remove: ({ guildId, params, actor }) => removeAutoRole(ctx.db, guildId, params.roleId, actor, ctx.now()),
});
