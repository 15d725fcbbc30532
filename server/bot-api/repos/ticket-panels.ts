// A guild's ticket panel: where it is, its words, and the message the bot posted there.
import type { Kysely } from 'kysely';
import type { TicketPanel, TicketPanelInput } from '../../contract/ticket-panel.js';
import type { Database } from '../store/schema.js';
import { type Actor, audited } from './audit.js';

export async function getPanel(db: Kysely<Database>, guildId: string): Promise<TicketPanel | null> {
  const row = await db.selectFrom('ticket_panels').selectAll().where('guild_id', '=', guildId).executeTakeFirst();
  return row
    ? { channelId: row.channel_id, title: row.title, text: row.text, messageId: row.message_id, sentAt: row.sent_at }
    : null;
}

/** Records the panel as sent: its words and the message it is now; the history keeps the one it replaced. */
export async function savePanel(
  db: Kysely<Database>,
  guildId: string,
  input: TicketPanelInput,
  messageId: string,
  actor: Actor,
  now: Date,
): Promise<TicketPanel> {
  const row = {
    channel_id: input.channelId,
    title: input.title,
    text: input.text,
    message_id: messageId,
    sent_at: now.toISOString(),
  };
  const before = await getPanel(db, guildId);
  return audited(
    db,
    now,
    async (tx) => {
      await tx
        .insertInto('ticket_panels')
        .values({ guild_id: guildId, ...row })
        .onConflict((conflict) => conflict.column('guild_id').doUpdateSet(row))
        .execute();
      return { channelId: row.channel_id, title: row.title, text: row.text, messageId, sentAt: row.sent_at };
    },
    (panel) => ({
      guildId,
      actor,
      action: 'ticket_panel.send',
      targetType: 'ticket_panel',
      targetId: null,
      before,
      after: panel,
    }),
  );
}
