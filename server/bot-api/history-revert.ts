// Undoing a change from the guild's history: each revertible action's reverse, made through the
// record's own endpoints (so their rights, rules and audit apply, and the undo is a history entry of its
// own), refused when the record changed since or the change was undone already.
import { z } from 'zod';
import {
  AutoResponse,
  AutoRole,
  CommandPermission,
  GuildPreferences,
  NamedChannel,
  NotificationSettings,
  PermissionId,
  Snowflake,
  TicketCategory,
  TicketSettings,
  TicketBlock,
  isRevertible,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type HistoryEntry,
  type RevertBlock,
  type RevertibleAction,
} from '../contract/index.js';
import { endpoints } from '../contract/endpoints/index.js';
import type { BotApiContext } from './context.js';
import { ApiError } from './errors.js';
import { newerChange, undoEntries } from './repos/audit.js';

/** Runs one call of the endpoint table as the reverting user (the handler binds who and the admin session). */
export type RunAs = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => Promise<EndpointResult<E>>;

/** A dashboard permission entry as the audit stored it. */
const AuditedPermission = z.object({
  id: z.number().int(),
  type: z.enum(['user', 'role']),
  targetId: Snowflake,
  targetName: z.string(),
  permissions: z.array(PermissionId),
});

/** The stored value of a change, checked against what that action records; old rows that do not fit cannot be undone. */
function stored<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ApiError(
      400,
      'not_revertible',
      'The values of this change were not recorded in a form that can be restored',
    );
  return parsed.data;
}

const categoryBody = (category: TicketCategory) => ({
  name: category.name,
  description: category.description,
  emoji: category.emoji,
  color: category.color,
  sortOrder: category.sort_order,
  questions: category.questions,
  staffRoleIds: category.staffRoleIds,
  welcomeMessage: category.welcomeMessage,
  discordCategoryId: category.discordCategoryId,
});

/** The create or edit body that brings a stored response back as it was. */
const autoResponseBody = (guildId: string, old: AutoResponse) => ({
  guildId,
  trigger: old.trigger_word,
  response: old.response_text,
  isEmbed: old.is_embed,
  ...(old.is_embed
    ? {
        embedTitle: old.embed_title,
        embedDescription: old.embed_description,
        embedColor: old.embed_color,
        ...(old.embed_extras ? { embed: old.embed_extras } : {}),
      }
    : {}),
});

/** Each action's reverse. A record that returns switched off is created, then switched off: two entries. */
const REVERSE: Record<RevertibleAction, (run: RunAs, guildId: string, entry: HistoryEntry) => Promise<unknown>> = {
  'category.create': (run, guildId, { after }) =>
    run(endpoints.categories.remove, { guildId, categoryId: stored(TicketCategory, after).id }),
  'category.update': (run, guildId, { before }) => {
    const old = stored(TicketCategory, before);
    return run(endpoints.categories.update, { guildId, categoryId: old.id, body: categoryBody(old) });
  },
  'category.toggle': (run, guildId, { before }) => {
    const old = stored(TicketCategory, before);
    return run(endpoints.categories.update, { guildId, categoryId: old.id, body: { isActive: old.is_active } });
  },
  // The category returns under a new id; tickets detached by the deletion stay without one.
  'category.delete': async (run, guildId, { before }) => {
    const old = stored(TicketCategory, before);
    const created = await run(endpoints.categories.create, { guildId, body: categoryBody(old) });
    if (!old.is_active)
      await run(endpoints.categories.update, { guildId, categoryId: created.id, body: { isActive: false } });
  },
  'ticket_block.add': (run, guildId, { after }) =>
    run(endpoints.ticketBlocklist.remove, { guildId, entryId: stored(TicketBlock, after).id }),
  // The entry returns under a new id, blocked by the one who undid its removal, since the undo.
  'ticket_block.remove': (run, guildId, { before }) => {
    const { targetType, targetId, targetName, reason } = stored(TicketBlock, before);
    return run(endpoints.ticketBlocklist.add, { guildId, body: { targetType, targetId, targetName, reason } });
  },
  'autoresponse.create': (run, guildId, { after }) =>
    run(endpoints.autoResponses.remove, { guildId, key: stored(AutoResponse, after).trigger_word }),
  // The record is found by its trigger now, which the edit may have changed.
  'autoresponse.update': (run, guildId, { before, after }) =>
    run(endpoints.autoResponses.update, {
      guildId,
      key: stored(AutoResponse, after).trigger_word,
      body: autoResponseBody(guildId, stored(AutoResponse, before)),
    }),
  'autoresponse.delete': (run, guildId, { before }) =>
    run(endpoints.autoResponses.create, { guildId, body: autoResponseBody(guildId, stored(AutoResponse, before)) }),
  'autorole.add': (run, guildId, { after }) =>
    run(endpoints.autoRoles.remove, { guildId, roleId: stored(AutoRole, after).role_id }),
  'autorole.toggle': (run, guildId, { before }) => {
    const old = stored(AutoRole, before);
    return run(endpoints.autoRoles.update, { guildId, roleId: old.role_id, body: { isActive: old.is_active } });
  },
  'autorole.remove': async (run, guildId, { before }) => {
    const old = stored(AutoRole, before);
    await run(endpoints.autoRoles.create, { guildId, body: { roleId: old.role_id, roleName: old.role_name } });
    if (!old.is_active)
      await run(endpoints.autoRoles.update, { guildId, roleId: old.role_id, body: { isActive: false } });
  },
  // A role without command permissions before the change has its entry deleted.
  'command_permissions.put': (run, guildId, { targetId, before }) => {
    if (before === undefined)
      return run(endpoints.commandPermissions.remove, { guildId, roleId: stored(Snowflake, targetId) });
    return putCommandPermissions(run, guildId, stored(CommandPermission, before));
  },
  'command_permissions.delete': (run, guildId, { before }) =>
    putCommandPermissions(run, guildId, stored(CommandPermission, before)),
  'permission.add': (run, guildId, { after }) =>
    run(endpoints.dashboardPermissions.remove, { guildId, id: stored(AuditedPermission, after).id }),
  'permission.update': (run, guildId, { before }) => {
    const old = stored(AuditedPermission, before);
    return run(endpoints.dashboardPermissions.update, { guildId, id: old.id, body: { permissions: old.permissions } });
  },
  'permission.remove': (run, guildId, { before }) => {
    const old = stored(AuditedPermission, before);
    return run(endpoints.dashboardPermissions.add, {
      guildId,
      body: { type: old.type, targetId: old.targetId, targetName: old.targetName, permissions: old.permissions },
    });
  },
  'feature.set': (run, guildId, { targetId, before }) =>
    run(endpoints.guildSettings.setFeature, {
      guildId,
      featureName: stored(z.string(), targetId),
      body: { enabled: stored(z.boolean(), before) },
    }),
  'notifications.update': (run, guildId, { before }) => {
    const old = stored(NotificationSettings, before);
    return run(endpoints.guildSettings.updateNotifications, {
      guildId,
      body: { notificationRoles: old.notificationRoles, notificationsEnabled: old.notificationsEnabled },
    });
  },
  'notifications.channel': (run, guildId, { before }) =>
    run(endpoints.guildSettings.setNotificationChannel, {
      guildId,
      body: { channelId: stored(NamedChannel, before).id },
    }),
  'preferences.update': (run, guildId, { before }) =>
    run(endpoints.guildSettings.updatePreferences, { guildId, body: stored(GuildPreferences, before) }),
  'ticket_settings.update': (run, guildId, { before }) =>
    run(endpoints.guildSettings.updateTicketSettings, { guildId, body: stored(TicketSettings, before) }),
};

function putCommandPermissions(run: RunAs, guildId: string, old: CommandPermission) {
  return run(endpoints.commandPermissions.put, {
    guildId,
    roleId: old.role_id,
    body: { roleName: old.role_name, allowedCommands: old.allowed_commands, deniedCommands: old.denied_commands },
  });
}

const isRevertibleAction = (action: string): action is RevertibleAction => action in REVERSE;

/** What stands in the way of undoing this change, or null. An earlier undo is named before a newer change (it is one). */
export async function revertBlock(
  ctx: BotApiContext,
  guildId: string,
  entry: HistoryEntry,
): Promise<RevertBlock | null> {
  if (!isRevertible(entry.area) || !isRevertibleAction(entry.action)) return { reason: 'not_revertible' };
  const [undone] = await undoEntries(ctx.db, guildId, entry.id);
  if (undone) return { reason: 'already_reverted', newer: undone };
  const newer = await newerChange(ctx.db, guildId, entry);
  return newer ? { reason: 'changed_since', newer } : null;
}

/** Undoes the change, or refuses: 400 for an area without undo, 409 with the reason when the record changed since. */
export async function revertChange(
  ctx: BotApiContext,
  guildId: string,
  entry: HistoryEntry,
  run: RunAs,
): Promise<HistoryEntry[]> {
  const blocked = await revertBlock(ctx, guildId, entry);
  if (blocked?.reason === 'not_revertible' || !isRevertibleAction(entry.action))
    throw new ApiError(400, 'not_revertible', 'Changes of this kind cannot be undone');
  if (blocked) {
    const why = blocked.reason === 'already_reverted' ? 'was undone already' : 'changed again since';
    throw new ApiError(
      409,
      'revert_conflict',
      `This change ${why} (history entry ${blocked.newer.id}); nothing was changed`,
    );
  }
  await REVERSE[entry.action](run, guildId, entry);
  return undoEntries(ctx.db, guildId, entry.id);
}
