// A guild's ticket panels: where each is, its words, colour and categories, the message the bot posted
// there, and why that message could not follow the categories the last time it failed to (until it
// follows them again). The first made is the guild's first panel (the one there was before several).
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { PanelRefusal, type TicketPanel, type TicketPanelInput } from '../../contract/ticket-panel.js';
import type { Database, TicketPanelsTable } from '../store/schema.js';
import { type Actor, audited } from './audit.js';

/** A stored refusal; one the contract does not read (written by another version) counts as none. */
function refusalOf(text: string | null): PanelRefusal | null {
  if (text === null) return null;
  const parsed = PanelRefusal.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

const CategoryIds = z.array(z.number().int());

function toPanel(row: Selectable<TicketPanelsTable>): TicketPanel {
  const refusal = refusalOf(row.refusal);
  return {
    id: row.id,
    channelId: row.channel_id,
    title: row.title,
    text: row.text,
    color: row.color,
    categoryIds: CategoryIds.parse(JSON.parse(row.category_ids)),
    messageId: row.message_id,
    sentAt: row.sent_at,
    refusal,
    refusedAt: refusal ? row.refused_at : null,
  };
}

const guildPanels = (db: Kysely<Database>, guildId: string) =>
  db.selectFrom('ticket_panels').selectAll().where('guild_id', '=', guildId).orderBy('id');

const panelRow = (db: Kysely<Database>, guildId: string, panelId: number) =>
  guildPanels(db, guildId).where('id', '=', panelId).executeTakeFirst();

export async function listPanels(db: Kysely<Database>, guildId: string): Promise<TicketPanel[]> {
  return (await guildPanels(db, guildId).execute()).map(toPanel);
}

export async function getPanel(db: Kysely<Database>, guildId: string, panelId: number): Promise<TicketPanel | null> {
  const row = await panelRow(db, guildId, panelId);
  return row ? toPanel(row) : null;
}

export async function firstPanel(db: Kysely<Database>, guildId: string): Promise<TicketPanel | null> {
  const row = await guildPanels(db, guildId).limit(1).executeTakeFirst();
  return row ? toPanel(row) : null;
}

/** The fingerprint of the message Discord last refused for this panel, or null while it is current. */
export async function refusedBody(db: Kysely<Database>, guildId: string, panelId: number): Promise<string | null> {
  return (await panelRow(db, guildId, panelId))?.refused_body ?? null;
}

const entry = (guildId: string, actor: Actor, action: string, panelId: number, before: unknown, after: unknown) => ({
  guildId,
  actor,
  action,
  targetType: 'ticket_panel',
  targetId: String(panelId),
  before,
  after,
});

/**
 * Records the panel as sent (a new one when `before` is null): its words and the message it is now; the
 * history keeps the one it replaced.
 */
export async function savePanel(
  db: Kysely<Database>,
  guildId: string,
  before: TicketPanel | null,
  input: TicketPanelInput,
  messageId: string,
  actor: Actor,
  now: Date,
): Promise<TicketPanel> {
  const row = {
    channel_id: input.channelId,
    title: input.title,
    text: input.text,
    color: input.color,
    category_ids: JSON.stringify(input.categoryIds),
    message_id: messageId,
    sent_at: now.toISOString(),
    refusal: null,
    refused_at: null,
    refused_body: null,
  };
  return audited(
    db,
    now,
    async (tx) => {
      const saved = before
        ? await tx
            .updateTable('ticket_panels')
            .set(row)
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await tx
            .insertInto('ticket_panels')
            .values({ guild_id: guildId, ...row })
            .returningAll()
            .executeTakeFirstOrThrow();
      return toPanel(saved);
    },
    (panel) => entry(guildId, actor, 'ticket_panel.send', panel.id, before, panel),
  );
}

/** Removes the panel's record; the history keeps what it was. */
export async function removePanel(db: Kysely<Database>, panel: TicketPanel, guildId: string, actor: Actor, now: Date) {
  await audited(
    db,
    now,
    (tx) => tx.deleteFrom('ticket_panels').where('id', '=', panel.id).execute(),
    () => entry(guildId, actor, 'ticket_panel.delete', panel.id, panel, null),
  );
}

const sameRefusal = (a: PanelRefusal | null, b: PanelRefusal | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records how a posted panel now stands with Discord after a change of the categories: refused (why,
 * and the message refused), or following them again (refusal null). The history gets an entry when that
 * changes (refused, refused for another reason, or recovered), under the change's actor; the same
 * refusal again only moves its time.
 */
export async function recordFollow(
  db: Kysely<Database>,
  guildId: string,
  before: TicketPanel,
  outcome: { refusal: PanelRefusal; body: string } | null,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!outcome && !before.refusal) return;
  const row = {
    refusal: outcome ? JSON.stringify(outcome.refusal) : null,
    refused_at: outcome ? now.toISOString() : null,
    refused_body: outcome?.body ?? null,
  };
  const write = (tx: Kysely<Database>) =>
    tx.updateTable('ticket_panels').set(row).where('id', '=', before.id).execute();
  if (outcome && sameRefusal(before.refusal, outcome.refusal)) return void (await write(db));
  const after: TicketPanel = { ...before, refusal: outcome?.refusal ?? null, refusedAt: row.refused_at };
  const action = outcome ? 'ticket_panel.refused' : 'ticket_panel.recovered';
  await audited(db, now, write, () => entry(guildId, actor, action, before.id, before, after));
}
