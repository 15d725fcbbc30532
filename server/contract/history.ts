// A guild's change history (GET /api/guilds/{guildId}/history): the audit rows of that guild, newest
// first, by area. Which audit actions make up each area is written down here once; the bot API filters
// by it and the page labels from it.
import { z } from 'zod';
import { IsoDate, Snowflake } from './common.js';
import { PageLimit, TicketCursor } from './guild.js';

export const HISTORY_AREAS = {
  categories: ['category.create', 'category.update', 'category.toggle', 'category.delete'],
  ticketPanel: ['ticket_panel.send', 'ticket_panel.delete', 'ticket_panel.refused', 'ticket_panel.recovered'],
  ticketBlocklist: ['ticket_block.add', 'ticket_block.remove'],
  autoResponses: ['autoresponse.create', 'autoresponse.update', 'autoresponse.delete'],
  autoRoles: ['autorole.add', 'autorole.toggle', 'autorole.remove'],
  commandPermissions: ['command_permissions.put', 'command_permissions.delete'],
  dashboardPermissions: ['permission.add', 'permission.update', 'permission.remove'],
  features: ['feature.set'],
  notifications: ['notifications.update', 'notifications.channel'],
  preferences: ['preferences.update'],
  ticketSettings: ['ticket_settings.update'],
  tickets: [
    'ticket.open',
    'ticket.claim',
    'ticket.unclaim',
    'ticket.priority',
    'ticket.rename',
    'ticket.transfer',
    'ticket.close_request',
    'ticket.close_question',
    'ticket.close_question_accept',
    'ticket.close_question_keep',
    'ticket.inactivity_warning',
    'ticket.close',
    'ticket.rate',
  ],
  adminSessions: ['admin_session.create', 'admin_session.end'],
} as const satisfies Record<string, readonly string[]>;
export type HistoryArea = keyof typeof HISTORY_AREAS;
export const HistoryArea = z.enum(Object.keys(HISTORY_AREAS) as [HistoryArea, ...HistoryArea[]]);

/** The area an audit action belongs to, or null for actions outside the guild's history. */
export function areaOf(action: string): HistoryArea | null {
  for (const [area, actions] of Object.entries(HISTORY_AREAS) as [HistoryArea, readonly string[]][])
    if (actions.includes(action)) return area;
  return null;
}

/** Who made a change: a Discord user, or the bot itself ('bot'). */
export const HistoryActorId = z.union([Snowflake, z.literal('bot')]);

/** The history page by page: `before` is the id of the last entry seen. Without `limit`, 50 entries. */
export const HistoryQuery = z.strictObject({
  area: HistoryArea.optional(),
  user: HistoryActorId.optional(),
  limit: PageLimit.optional(),
  before: TicketCursor.optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;
export const HISTORY_DEFAULT_LIMIT = 50;

export const HistoryActor = z.object({ id: z.string(), name: z.string().nullable() });
export type HistoryActor = z.infer<typeof HistoryActor>;

export const HistoryEntry = z.object({
  id: z.number().int(),
  area: HistoryArea,
  action: z.string(),
  targetId: z.string().nullable(),
  actor: HistoryActor,
  /** The level of the admin session the change was made under, if it was. */
  adminLevel: z.number().int().nullable(),
  createdAt: IsoDate,
  /** The record before and after the change, as stored (absent before a creation, after a deletion). */
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  details: z.string(),
  /** The entry this change undid, when it was made by "Rückgängig machen". */
  revertsId: z.number().int().nullable(),
  /** The first later entry that undid this change (null: not undone), wherever in the history that entry is. */
  revertedBy: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryPage = z.object({
  entries: z.array(HistoryEntry),
  /** Everyone who changed something on this guild, for the user filter. */
  actors: z.array(HistoryActor),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

/** The areas whose changes can be undone from the history; tickets and admin sessions cannot. */
const REVERTIBLE_AREAS = [
  'categories',
  'ticketBlocklist',
  'autoResponses',
  'autoRoles',
  'commandPermissions',
  'dashboardPermissions',
  'features',
  'notifications',
  'preferences',
  'ticketSettings',
] as const satisfies readonly HistoryArea[];
export type RevertibleArea = (typeof REVERTIBLE_AREAS)[number];
export type RevertibleAction = (typeof HISTORY_AREAS)[RevertibleArea][number];
export const isRevertible = (area: HistoryArea): area is RevertibleArea =>
  (REVERTIBLE_AREAS as readonly HistoryArea[]).includes(area);

/**
 * Why a change cannot be undone: its area has no undo, the record changed again since (the newer change
 * is shown, nothing is overwritten silently), or it was undone already.
 */
export const RevertBlock = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('not_revertible') }),
  z.object({ reason: z.literal('changed_since'), newer: HistoryEntry }),
  z.object({ reason: z.literal('already_reverted'), newer: HistoryEntry }),
]);
export type RevertBlock = z.infer<typeof RevertBlock>;

/** The confirm step's facts (GET …/history/{entryId}/revert): the change, and what stands in the way. */
export const RevertPreview = z.object({ entry: HistoryEntry, blocked: RevertBlock.nullable() });
export type RevertPreview = z.infer<typeof RevertPreview>;

/** What a deletion answers: the history entry it wrote, so the notice after it can offer that entry's undo. */
export const DeletionResult = z.object({ historyEntryId: z.number().int() });
export type DeletionResult = z.infer<typeof DeletionResult>;

/** What an undo wrote: its own history entries (one, or two where a record returns switched off). */
export const RevertResult = z.object({ entries: z.array(HistoryEntry) });
export type RevertResult = z.infer<typeof RevertResult>;
