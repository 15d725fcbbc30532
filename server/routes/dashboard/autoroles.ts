// Auto-roles: add from the roles the bot can assign, activate/deactivate, remove after a confirmation.
import { z } from 'zod';
import { AutoRole, RolesResponse, Snowflake } from '../../contract/index.js';
import { UpstreamError } from '../../lib/http-error.js';
import { defineRoute, redirectTo } from '../define-route.js';
import { requireUser } from '../guards.js';
import { guildParams } from './overview.js';
import { AutoRolesPage, type AutoRolesData } from '../../../views/pages/AutoRolesPage.js';

const AutoRoleForm = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('add'), roleId: Snowflake.or(z.literal('')).refine((value) => value !== '', 'Bitte zuerst eine Rolle auswählen.') }),
  z.strictObject({ intent: z.literal('toggle'), roleId: Snowflake, isActive: z.enum(['true', 'false']) }),
  z.strictObject({ intent: z.literal('delete'), roleId: Snowflake }),
]);

const FALLBACK = { add: 'Failed to add auto role', toggle: 'Failed to update auto role', delete: 'Failed to delete auto role' } as const;
const DONE = { add: 'Auto-Role hinzugefügt', toggle: 'Auto-Role aktualisiert', delete: 'Auto-Role entfernt' } as const;

/** The server's own message where it gave one, else the spec's fallback. */
const messageOf = (error: UpstreamError, fallback: string) => (error.failure === 'status' && error.status !== null && error.status < 500 ? error.message : fallback);

export const autoRolesRoute = defineRoute({
  path: '/dashboard/:guildId/autoroles',
  params: guildParams,
  query: z.object({ all: z.literal('1').optional().catch(undefined), delete: Snowflake.optional().catch(undefined) }),
  layout: 'dashboard',
  title: 'Auto-Roles',
  loadError: (error) => messageOf(error, 'Failed to load auto roles'),
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<AutoRolesData> => {
    const user = ctx.app.botApiUser(ctx.request)!;
    const { guildId } = ctx.params;
    const [autoRoles, roles] = await Promise.all([
      ctx.app.botApi.call(user, 'GET', `/api/autoroles/${guildId}`, z.array(AutoRole)),
      ctx.app.botApi.call(user, 'GET', `/api/discord/${guildId}/roles?assignableOnly=false`, RolesResponse),
    ]);
    const botInfo = roles.botInfo ?? { hasManageRoles: false, highestRoleName: '@everyone', highestRolePosition: 0 };
    return { guildId, autoRoles, roles: roles.roles, botInfo, showAll: ctx.query.all === '1', deleting: autoRoles.find((entry) => entry.role_id === ctx.query.delete) ?? null };
  },
  view: AutoRolesPage,
  action: {
    schema: AutoRoleForm,
    run: async (ctx, input) => {
      const user = ctx.app.botApiUser(ctx.request)!;
      const { guildId } = ctx.params;
      const back = `/dashboard/${guildId}/autoroles`;
      try {
        if (input.intent === 'add') {
          // The name comes from the guild's roles as the bot sees them, not from the form.
          const { roles } = await ctx.app.botApi.call(user, 'GET', `/api/discord/${guildId}/roles?assignableOnly=false`, RolesResponse);
          const role = roles.find((entry) => entry.id === input.roleId);
          await ctx.app.botApi.call(user, 'POST', `/api/autoroles/${guildId}`, AutoRole, { roleId: input.roleId, roleName: role?.name ?? input.roleId });
        }
        if (input.intent === 'toggle') await ctx.app.botApi.call(user, 'PUT', `/api/autoroles/${guildId}/${input.roleId}`, AutoRole, { isActive: input.isActive === 'true' });
        if (input.intent === 'delete') await ctx.app.botApi.call(user, 'DELETE', `/api/autoroles/${guildId}/${input.roleId}`, z.undefined());
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status === 401) throw error;
        return redirectTo(back, { kind: 'error', text: messageOf(error, FALLBACK[input.intent]) });
      }
      return redirectTo(back, { kind: 'success', text: DONE[input.intent] });
    },
  },
});
