// Auto-roles: add from the roles the bot can assign, activate/deactivate, remove after a confirmation.
import { z } from 'zod';
import { Snowflake, rule, type DeletionResult } from '../../../contract/index.js';
import { successFlash } from '../../lib/flash.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { redirectTo } from '../define-route.js';
import { AutoRolesPage, type AutoRolesData } from '../../../../views/pages/AutoRolesPage.js';

const AutoRoleForm = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('add'),
    roleId: Snowflake.or(z.literal('')).refine((value) => value !== '', rule('chooseRole')),
  }),
  z.strictObject({ intent: z.literal('toggle'), roleId: Snowflake, isActive: z.enum(['true', 'false']) }),
  z.strictObject({ intent: z.literal('delete'), roleId: Snowflake }),
]);

export const autoRolesRoute = defineGuildRoute({
  path: '/dashboard/:guildId/autoroles',
  screen: 'autoRoles',
  query: z.object({ all: z.literal('1').optional().catch(undefined), delete: Snowflake.optional().catch(undefined) }),
  title: 'autoRoles',
  loadError: (texts, error) => refusalOr(error, texts, texts.loadErrors.autoRoles),
  load: async ({ api, guildId, query }): Promise<AutoRolesData> => {
    const [autoRoles, roles] = await Promise.all([
      api.autoRoles.list({ guildId }),
      api.discord.roles({ guildId, query: { assignableOnly: false } }),
    ]);
    const botInfo = roles.botInfo ?? { hasManageRoles: false, highestRoleName: '@everyone', highestRolePosition: 0 };
    return {
      guildId,
      autoRoles,
      roles: roles.roles,
      botInfo,
      showAll: query.all === '1',
      deleting: autoRoles.find((entry) => entry.role_id === query.delete) ?? null,
    };
  },
  view: AutoRolesPage,
  action: {
    schema: AutoRoleForm,
    run: async ({ api, guildId, texts: catalogue }, input) => {
      const texts = catalogue.autoRoles;
      const back = `/dashboard/${guildId}/autoroles`;
      let deletion: DeletionResult | undefined;
      try {
        if (input.intent === 'add') {
          // The name comes from the guild's roles as the bot sees them, not from the form.
          const { roles } = await api.discord.roles({ guildId, query: { assignableOnly: false } });
          const role = roles.find((entry) => entry.id === input.roleId);
          await api.autoRoles.create({ guildId, body: { roleId: input.roleId, roleName: role?.name ?? input.roleId } });
        }
        if (input.intent === 'toggle')
          await api.autoRoles.update({ guildId, roleId: input.roleId, body: { isActive: input.isActive === 'true' } });
        if (input.intent === 'delete') deletion = await api.autoRoles.remove({ guildId, roleId: input.roleId });
      } catch (error) {
        return redirectTo(back, {
          kind: 'error',
          text: refusalOr(upstreamFailure(error), catalogue, texts.failed[input.intent], {
            duplicate: texts.duplicate,
          }),
        });
      }
      return redirectTo(back, successFlash(texts.done[input.intent], deletion));
    },
  },
});
