// Ticket categories: unique name per guild (case-insensitive), sorted by sort order then name.
import type { Kysely, Selectable } from 'kysely';
import type { CategoryInput, DeletionResult, TicketCategory } from '../../contract/index.js';
import { conflict, notFound } from '../errors.js';
import { bit, isUniqueViolation, toBool } from '../store/database.js';
import type { Database, TicketCategoriesTable } from '../store/schema.js';
import { audited, auditedDeletion, type Actor } from './audit.js';

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
});

async function uniqueOr409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_CATEGORY);
    throw error;
  }
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
