// Berechtigungen: dashboard access entries. Adding takes a picked or typed user/role; editing uses the
// bot API's atomic update, so a failed edit never loses the entry; the owner's entry is locked.
import { z } from 'zod';
import {
  LIMITS,
  PermissionId,
  PermissionInput,
  RowId,
  Snowflake,
  lineText,
  rule,
  type DeletionResult,
} from '../../../contract/index.js';
import { successFlash } from '../../lib/flash.js';
import { formError, listOf } from '../../lib/form.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { invalid, redirectTo } from '../define-route.js';
import { PermissionsPage, type PermissionsData } from '../../../../views/pages/PermissionsPage.js';

const many = listOf(z.array(PermissionId).refine((list) => list.length > 0, rule('choosePermission')));

const PermissionForm = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('add'),
    type: z.enum(['user', 'role']),
    pickRole: z.string().optional(),
    targetId: z.string().trim().default(''),
    targetName: lineText(LIMITS.name).default(''),
    permissions: many,
  }),
  z.strictObject({ intent: z.literal('update'), id: RowId, permissions: many }),
  z.strictObject({ intent: z.literal('remove'), id: z.coerce.number().int().min(0) }),
]);

type AddInput = Extract<z.infer<typeof PermissionForm>, { intent: 'add' }>;

/** Without JavaScript: the role picked in the select when nothing is typed below; it is meant whichever type was left checked. */
const roleFromSelect = (input: AddInput): string | undefined =>
  input.targetId ? undefined : input.pickRole || undefined;
const addedType = (input: AddInput): AddInput['type'] => (roleFromSelect(input) ? 'role' : input.type);

export const permissionsRoute = defineGuildRoute({
  path: '/dashboard/:guildId/permissions',
  screen: 'permissions',
  query: z.object({
    form: z.literal('add').optional().catch(undefined),
    edit: RowId.optional().catch(undefined),
    remove: RowId.optional().catch(undefined),
  }),
  title: 'permissions',
  loadError: (texts) => texts.loadErrors.permissions,
  load: async (ctx): Promise<PermissionsData> => {
    const { api, guildId } = ctx;
    const [entries, roles] = await Promise.all([
      api.dashboardPermissions.list({ guildId }),
      api.discord.roles({ guildId }),
    ]);
    const find = (id: number | undefined) => entries.find((entry) => entry.id === id && !entry.isOwner);
    const posted = ctx.submitted?.intent;
    const postedId = Number(ctx.submitted?.id);
    let step: PermissionsData['step'] = { kind: 'list' };
    if (posted === 'add' || ctx.query.form === 'add') step = { kind: 'add' };
    else if (posted === 'update' && find(postedId)) step = { kind: 'edit', entry: find(postedId)! };
    else if (find(ctx.query.edit)) step = { kind: 'edit', entry: find(ctx.query.edit)! };
    else if (find(ctx.query.remove)) step = { kind: 'remove', entry: find(ctx.query.remove)! };
    return {
      guildId,
      entries,
      roles: roles.roles.filter((role) => role.id !== guildId && !role.managed).map(({ id, name }) => ({ id, name })),
      step,
    };
  },
  view: PermissionsPage,
  action: {
    schema: PermissionForm,
    run: async ({ api, guildId, request, texts: catalogue }, input, values) => {
      const texts = catalogue.permissions;
      const back = `/dashboard/${guildId}/permissions`;
      let deletion: DeletionResult | undefined;
      try {
        if (input.intent === 'add') {
          let { targetId, targetName } = input;
          const type = addedType(input);
          // Without JavaScript a role may come from the select; its name is the guild's.
          const picked = roleFromSelect(input);
          if (picked) {
            const { roles } = await api.discord.roles({ guildId });
            const role = roles.find((entry) => entry.id === picked);
            targetId = role?.id ?? '';
            targetName = role?.name ?? '';
          }
          // The bot API's rule for the name (a visible character at least), so its message is ours.
          if (!targetId || !PermissionInput.shape.targetName.safeParse(targetName).success)
            return invalid(formError(values, texts.fillAll));
          if (!Snowflake.safeParse(targetId).success) return invalid(formError(values, texts.badId));
          await api.dashboardPermissions.add({
            guildId,
            body: { type, targetId, targetName, permissions: input.permissions },
          });
        }
        if (input.intent === 'update')
          await api.dashboardPermissions.update({ guildId, id: input.id, body: { permissions: input.permissions } });
        if (input.intent === 'remove') deletion = await api.dashboardPermissions.remove({ guildId, id: input.id });
      } catch (caught) {
        const error = upstreamFailure(caught);
        request.log.warn({ err: error, intent: input.intent }, 'permission change failed');
        // A second entry for the same user or role: edit the first (the bot API's 409 duplicate).
        if (input.intent === 'add')
          return invalid(
            formError(
              values,
              refusalOr(error, catalogue, texts.failed.add, { duplicate: texts.alreadyListed[addedType(input)] }),
            ),
            error.pageStatus,
          );
        return redirectTo(back, { kind: 'error', text: refusalOr(error, catalogue, texts.failed[input.intent]) });
      }
      return redirectTo(back, successFlash(texts.done[input.intent], deletion));
    },
  },
});
