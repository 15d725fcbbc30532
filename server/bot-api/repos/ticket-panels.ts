// A guild's ticket panel: where it is, its words, the message the bot posted there, and why that message
// could not follow the categories the last time it failed to (until it follows them again).
import type { Kysely, Selectable } from 'kysely';
import { PanelRefusal, type TicketPanel, type TicketPanelInput } from '../../contract/ticket-panel.js';
import type { Database, TicketPanelsTable } from '../store/schema.js';
import { type Actor, audited } from './audit.js';

/** A stored refusal; one the contract does not read (written by another version) counts as none. */
function refusalOf(text: string | null): PanelRefusal | null {
  if (text === null) return null;
  const parsed = PanelRefusal.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

function toPanel(row: Selectable<TicketPanelsTable>): TicketPanel {
  const refusal = refusalOf(row.refusal);
  return {
    channelId: row.channel_id,
    title: row.title,
    text: row.text,
    messageId: row.message_id,
    sentAt: row.sent_at,
    refusal,
    refusedAt: refusal ? row.refused_at : null,
  };
}

const panelRow = (db: Kysely<Database>, guildId: string) =>
  db.selectFrom('ticket_panels').selectAll().where('guild_id', '=', guildId).executeTakeFirst();

export async function getPanel(db: Kysely<Database>, guildId: string): Promise<TicketPanel | null> {
  const row = await panelRow(db, guildId);
  return row ? toPanel(row) : null;
}

/** The fingerprint of the message Discord last refused, or null while the panel is current. */
export async function refusedBody(db: Kysely<Database>, guildId: string): Promise<string | null> {
  return (await panelRow(db, guildId))?.refused_body ?? null;
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
    refusal: null,
    refused_at: null,
    refused_body: null,
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
      return toPanel({ guild_id: guildId, ...row });
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

const sameRefusal = (a: PanelRefusal | null, b: PanelRefusal | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records how the posted panel now stands with Discord after a change of the categories: refused (why,
 * and the message refused), or following them again (refusal null). The history gets an entry when that
 * changes (refused, refused for another reason, or recovered), under the change's actor; the same
 * refusal again only moves its time.
 */
export async function recordFollow(
  db: Kysely<Database>,
  guildId: string,
  outcome: { refusal: PanelRefusal; body: string } | null,
  actor: Actor,
  now: Date,
): Promise<void> {
  const before = await getPanel(db, guildId);
  if (!before || (!outcome && !before.refusal)) return;
  const row = {
    refusal: outcome ? JSON.stringify(outcome.refusal) : null,
    refused_at: outcome ? now.toISOString() : null,
    refused_body: outcome?.body ?? null,
  };
  const write = (tx: Kysely<Database>) =>
    tx.updateTable('ticket_panels').set(row).where('guild_id', '=', guildId).execute();
  if (outcome && sameRefusal(before.refusal, outcome.refusal)) return void (await write(db));
  const after: TicketPanel = { ...before, refusal: outcome?.refusal ?? null, refusedAt: row.refused_at };
  await audited(db, now, write, () => ({
    guildId,
    actor,
    action: outcome ? 'ticket_panel.refused' : 'ticket_panel.recovered',
    targetType: 'ticket_panel',
    targetId: null,
    before,
    after,
  }));
}
