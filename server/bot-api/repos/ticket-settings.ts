// How the bot runs a guild's tickets: how many a member may have open, the Discord category their channels
// go under, and whether only the claimer of the staff writes in a claimed ticket. One row per guild; a
// guild without one has the defaults. Every change is audited (and can be undone from the history).
import type { Kysely } from 'kysely';
import { DEFAULT_TICKET_SETTINGS, type TicketSettings } from '../../contract/index.js';
import { bit, toBool } from '../store/database.js';
import type { Database } from '../store/schema.js';
import { audited, type Actor } from './audit.js';

export async function getTicketSettings(db: Kysely<Database>, guildId: string): Promise<TicketSettings> {
  const row = await db.selectFrom('ticket_settings').selectAll().where('guild_id', '=', guildId).executeTakeFirst();
  if (!row) return DEFAULT_TICKET_SETTINGS;
  return {
    maxOpenTickets: row.max_open_tickets,
    categoryChannelId: row.category_channel_id,
    claimerOnly: toBool(row.claimer_only),
  };
}

export async function updateTicketSettings(
  db: Kysely<Database>,
  guildId: string,
  after: TicketSettings,
  actor: Actor,
  now: Date,
): Promise<TicketSettings> {
  const before = await getTicketSettings(db, guildId);
  const values = {
    max_open_tickets: after.maxOpenTickets,
    category_channel_id: after.categoryChannelId,
    claimer_only: bit(after.claimerOnly),
  };
  await audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('ticket_settings')
        .values({ guild_id: guildId, ...values })
        .onConflict((oc) => oc.column('guild_id').doUpdateSet(values))
        .execute(),
    () => ({
      guildId,
      actor,
      action: 'ticket_settings.update',
      targetType: 'ticket_settings',
      targetId: guildId,
      before,
      after,
    }),
  );
  return after;
}
