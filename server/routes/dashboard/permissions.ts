// Berechtigungen: dashboard access entries. Adding takes a picked or typed user/role; editing uses the
// bot API's atomic update, so a failed edit never loses the entry; the owner's entry is locked.
import { z } from 'zod';
import { PermissionEntry, PermissionId, RolesResponse, RowId, Snowflake, lineText } from '../../contract/index.js';
import { formError } from '../../lib/form.js';
import { UpstreamError } from '../../lib/http-error.js';
import { defineRoute, invalid, redirectTo } from '../define-route.js';
import { requireUser } from '../guards.js';
import { guildParams } from './overview.js';
import { PermissionsPage, type PermissionsData } from '../../../views/pages/PermissionsPage.js';

export const FILL_ALL_FIELDS = 'Bitte alle Felder ausfüllen';
const many = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(PermissionId).min(1, 'Bitte mindestens eine Berechtigung wählen.'));

const PermissionForm = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('add'),
    type: z.enum(['user', 'role']),
    pickRole: z.string().optional(),
    targetId: z.string().trim().default(''),
    targetName: lineText(100).default(''),
    permissions: many,
  }),
  z.strictObject({ intent: z.literal('update'), id: RowId, permissions: many }),
  z.strictObject({ intent: z.literal('remove'), id: z.coerce.number().int().min(0) }),
]);

const FAILED = { add: 'Fehler beim Hinzufügen der Berechtigung', update: 'Fehler beim Aktualisieren der Berechtigung', remove: 'Fehler beim Entfernen der Berechtigung' } as const;
const DONE = { add: 'Berechtigung hinzugefügt', update: 'Berechtigung aktualisiert', remove: 'Berechtigung entfernt' } as const;
const messageOf = (error: UpstreamError, fallback: string) => (error.failure === 'status' && error.status !== null && error.status < 500 ? error.message : fallback);

export const permissionsRoute = defineRoute({
  path: '/dashboard/:guildId/permissions',
  params: guildParams,
  query: z.object({ form: z.literal('add').optional().catch(undefined), edit: RowId.optional().catch(undefined), remove: RowId.optional().catch(undefined) }),
  layout: 'dashboard',
  title: 'Berechtigungen',
  loadError: 'Fehler beim Laden der Berechtigungen',
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<PermissionsData> => {
    const user = ctx.app.botApiUser(ctx.request)!;
    const { guildId } = ctx.params;
    const [entries, roles] = await Promise.all([
      ctx.app.botApi.call(user, 'GET', `/api/permissions/${guildId}`, z.array(PermissionEntry)),
      ctx.app.botApi.call(user, 'GET', `/api/discord/${guildId}/roles`, RolesResponse),
    ]);
    const find = (id: number | undefined) => entries.find((entry) => entry.id === id && !entry.isOwner);
    const posted = ctx.request.method === 'POST' ? (ctx.request.body as URLSearchParams | undefined)?.get('intent') : null;
    const postedId = Number((ctx.request.body as URLSearchParams | undefined)?.get('id'));
    let step: PermissionsData['step'] = { kind: 'list' };
    if (posted === 'add' || ctx.query.form === 'add') step = { kind: 'add' };
    else if (posted === 'update' && find(postedId)) step = { kind: 'edit', entry: find(postedId)! };
    else if (find(ctx.query.edit)) step = { kind: 'edit', entry: find(ctx.query.edit)! };
    else if (find(ctx.query.remove)) step = { kind: 'remove', entry: find(ctx.query.remove)! };
    return { guildId, entries, roles: roles.roles.filter((role) => role.id !== guildId && !role.managed).map(({ id, name }) => ({ id, name })), step };
  },
  view: PermissionsPage,
  action: {
    schema: PermissionForm,
    run: async (ctx, input, values) => {
      const user = ctx.app.botApiUser(ctx.request)!;
      const { guildId } = ctx.params;
      const back = `/dashboard/${guildId}/permissions`;
      try {
        if (input.intent === 'add') {
          let { targetId, targetName } = input;
          // Without JavaScript a role may come from the select; its name is the guild's.
          if (input.type === 'role' && input.pickRole && !targetId) {
            const { roles } = await ctx.app.botApi.call(user, 'GET', `/api/discord/${guildId}/roles`, RolesResponse);
            const role = roles.find((entry) => entry.id === input.pickRole);
            targetId = role?.id ?? '';
            targetName = role?.name ?? '';
          }
          if (!targetId || !targetName) return invalid(formError(values, FILL_ALL_FIELDS));
          if (!Snowflake.safeParse(targetId).success) return invalid(formError(values, 'Die Discord-ID besteht aus 17 bis 20 Ziffern.'));
          await ctx.app.botApi.call(user, 'POST', `/api/permissions/${guildId}`, PermissionEntry, { type: input.type, targetId, targetName, permissions: input.permissions });
        }
        if (input.intent === 'update') await ctx.app.botApi.call(user, 'PUT', `/api/permissions/${guildId}/${input.id}`, PermissionEntry, { permissions: input.permissions });
        if (input.intent === 'remove') await ctx.app.botApi.call(user, 'DELETE', `/api/permissions/${guildId}/${input.id}`, z.undefined());
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status === 401) throw error;
        ctx.request.log.warn({ err: error, intent: input.intent }, 'permission change failed');
        if (input.intent === 'add') return invalid(formError(values, messageOf(error, FAILED.add)), error.status !== null && error.status < 500 ? error.status : error.responseStatus);
        return redirectTo(back, { kind: 'error', text: messageOf(error, FAILED[input.intent]) });
      }
      return redirectTo(back, { kind: 'success', text: DONE[input.intent] });
    },
  },
});
