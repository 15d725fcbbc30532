// The ticket blocklist: who may not open tickets on a guild, why, who blocked and since when. Each entry
// and each removal is a history entry, whose undo removes or restores it.
import type { Kysely, Selectable } from 'kysely';
import type { DeletionResult } from '../../contract/history.js';
import { LIMITS } from '../../contract/facts.js';
import type { TicketBlock, TicketBlockInput } from '../../contract/ticket-blocklist.js';
import { badRequest, notFound } from '../errors.js';
import type { TicketBlocklistTable } from '../store/blocklist-table.js';
import type { Database } from '../store/schema.js';
import { audited, auditedDeletion, type Actor } from './audit.js';
import { uniqueOr409 } from '../store/database.js';

const toBlock = (row: Selectable<TicketBlocklistTable>): TicketBlock => ({
  id: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  targetName: row.target_name,
  reason: row.reason,
  blockedBy: row.blocked_by,
  blockedByName: row.blocked_by_name,
  createdAt: row.created_at,
});

/** The guild's entries, oldest first. */
export async function listTicketBlocks(db: Kysely<Database>, guildId: string): Promise<TicketBlock[]> {
  const rows = await db
    .selectFrom('ticket_blocklist')
    .selectAll()
    .where('guild_id', '=', guildId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toBlock);
}

async function countBlocks(db: Kysely<Database>, guildId: string): Promise<number> {
  const row = await db
    .selectFrom('ticket_blocklist')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('guild_id', '=', guildId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Blocks a user or a role; a second entry for the same one is refused (409), as is one past the limit. */
export async function addTicketBlock(
  db: Kysely<Database>,
  guildId: string,
  input: TicketBlockInput,
  actor: Actor,
  now: Date,
): Promise<TicketBlock> {
  if ((await countBlocks(db, guildId)) >= LIMITS.ticketBlock.entries)
    throw badRequest('blocklist_full', `A server keeps at most ${LIMITS.ticketBlock.entries} blocklist entries`);
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toBlock(
          await tx
            .insertInto('ticket_blocklist')
            .values({
              guild_id: guildId,
              target_type: input.targetType,
              target_id: input.targetId,
              target_name: input.targetName || input.targetId,
              reason: input.reason,
              blocked_by: actor.id,
              blocked_by_name: actor.name,
              created_at: now.toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (created) => ({
        guildId,
        actor,
        action: 'ticket_block.add',
        targetType: 'ticket_block',
        targetId: created.id,
        after: created,
      }),
    ),
    'This user or role is blocked already',
  );
}

/** Lifts an entry; the answer names the history entry whose undo restores it. */
export async function removeTicketBlock(
  db: Kysely<Database>,
  guildId: string,
  id: number,
  actor: Actor,
  now: Date,
): Promise<DeletionResult> {
  const row = await db
    .selectFrom('ticket_blocklist')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Blocklist entry');
  return auditedDeletion(db, now, (tx) => tx.deleteFrom('ticket_blocklist').where('id', '=', id).execute(), {
    guildId,
    actor,
    action: 'ticket_block.remove',
    targetType: 'ticket_block',
    targetId: id,
    before: toBlock(row),
  });
}
