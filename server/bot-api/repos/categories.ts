// Ticket categories: unique name per guild (case-insensitive), sorted by sort order then name.
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  CategoryQuestion,
  Snowflake,
  type CategoryInput,
  type DeletionResult,
  type TicketCategory,
} from '../../contract/index.js';
import { ApiError, notFound } from '../errors.js';
import { bit, toBool, uniqueOr409 } from '../store/database.js';
import type { Database, TicketCategoriesTable } from '../store/schema.js';
import { audited, auditedDeletion, historyEntry, type Actor } from './audit.js';
import { storedList } from './stored-json.js';

const DUPLICATE_CATEGORY = 'A category with this name already exists';

function toCategory(row: Selectable<TicketCategoriesTable>): TicketCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    emoji: row.emoji,
    color: row.color,
    sort_order: row.sort_order,
    is_active: toBool(row.is_active),
    created_at: row.created_at,
    updatedAt: row.updated_at,
    questions: storedList(z.array(CategoryQuestion), row.questions),
    staffRoleIds: storedList(z.array(Snowflake), row.staff_role_ids),
    welcomeMessage: row.welcome_message,
    discordCategoryId: row.discord_category_id,
  };
}

export async function listCategories(
  db: Kysely<Database>,
  guildId: string,
  includeInactive: boolean,
): Promise<TicketCategory[]> {
  let query = db.selectFrom('ticket_categories').selectAll().where('guild_id', '=', guildId);
  if (!includeInactive) query = query.where('is_active', '=', bit(true));
  const rows = await query.orderBy('sort_order', 'asc').orderBy('name_key', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toCategory);
}

/** How many of the guild's categories are active, leaving one out (the one about to be switched on). */
export async function countActiveCategories(db: Kysely<Database>, guildId: string, exceptId?: number): Promise<number> {
  let query = db
    .selectFrom('ticket_categories')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('guild_id', '=', guildId)
    .where('is_active', '=', bit(true));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

async function getRow(db: Kysely<Database>, guildId: string, id: number) {
  const row = await db
    .selectFrom('ticket_categories')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Category');
  return row;
}

const fields = (input: CategoryInput) => ({
  name: input.name,
  name_key: input.name.toLowerCase(),
  description: input.description,
  emoji: input.emoji,
  color: input.color.toUpperCase(),
  sort_order: input.sortOrder,
  questions: JSON.stringify(input.questions),
  staff_role_ids: JSON.stringify(input.staffRoleIds),
  welcome_message: input.welcomeMessage,
  discord_category_id: input.discordCategoryId,
});

/**
 * Refuses a save based on a form loaded before the category's last change (two admins editing it at
 * once): the history's rule, the later save of a stale form never overwrites silently; the refusal names
 * the newest change since, as the history shows it.
 */
async function assertCurrent(db: Kysely<Database>, guildId: string, id: number, basedOn: string, now: string) {
  if (basedOn === now) return;
  const newest = await db
    .selectFrom('audit_log')
    .select('id')
    .where('guild_id', '=', guildId)
    .where('target_type', '=', 'ticket_category')
    .where('target_id', '=', String(id))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const newer = newest ? ((await historyEntry(db, guildId, newest.id)) ?? undefined) : undefined;
  throw new ApiError(409, 'changed_since', 'This category changed since the form was loaded; nothing was changed', {
    newer,
  });
}

export function createCategory(
  db: Kysely<Database>,
  guildId: string,
  input: CategoryInput,
  actor: Actor,
  now: Date,
): Promise<TicketCategory> {
  const stamp = now.toISOString();
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toCategory(
          await tx
            .insertInto('ticket_categories')
            .values({ guild_id: guildId, ...fields(input), is_active: bit(true), created_at: stamp, updated_at: stamp })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (created) => ({
        guildId,
        actor,
        action: 'category.create',
        targetType: 'ticket_category',
        targetId: created.id,
        after: created,
      }),
    ),
    DUPLICATE_CATEGORY,
  );
}

export async function updateCategory(
  db: Kysely<Database>,
  guildId: string,
  id: number,
  change: CategoryInput | { isActive: boolean },
  actor: Actor,
  now: Date,
): Promise<TicketCategory> {
  const before = toCategory(await getRow(db, guildId, id));
  if ('basedOn' in change && change.basedOn)
    await assertCurrent(db, guildId, id, change.basedOn, before.updatedAt ?? '');
  const values = 'isActive' in change ? { is_active: bit(change.isActive) } : fields(change);
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toCategory(
          await tx
            .updateTable('ticket_categories')
            .set({ ...values, updated_at: now.toISOString() })
            .where('guild_id', '=', guildId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (after) => ({
        guildId,
        actor,
        action: 'isActive' in change ? 'category.toggle' : 'category.update',
        targetType: 'ticket_category',
        targetId: id,
        before,
        after,
      }),
    ),
    DUPLICATE_CATEGORY,
  );
}

export async function deleteCategory(
  db: Kysely<Database>,
  guildId: string,
  id: number,
  actor: Actor,
  now: Date,
): Promise<DeletionResult> {
  const before = toCategory(await getRow(db, guildId, id));
  return auditedDeletion(
    db,
    now,
    async (tx) => {
      // Tickets keep existing; they are only detached from the category, as the delete confirmation warns.
      await tx
        .updateTable('tickets')
        .set({ category_id: null })
        .where('guild_id', '=', guildId)
        .where('category_id', '=', id)
        .execute();
      await tx.deleteFrom('ticket_categories').where('guild_id', '=', guildId).where('id', '=', id).execute();
    },
    { guildId, actor, action: 'category.delete', targetType: 'ticket_category', targetId: id, before },
  );
}
