// How the bot runs a guild's tickets: how many a member may have open, the Discord category their channels
// go under, whether only the claimer of the staff writes in a claimed ticket, auto-close of inactive
// tickets, how long a close request waits, what the opener gets after the close (the summary and
// transcript, a rating asked for), and the opening hours (one JSON column). One row per guild; a guild
// without one has the defaults. Every change is audited (and can be undone from the history); a change
// of auto-close starts every open ticket's inactivity timer again (or stops them all), in the same
// transaction.
import type { Kysely } from 'kysely';
import {
  DEFAULT_OPENING_HOURS,
  DEFAULT_TICKET_SETTINGS,
  OpeningHours,
  type TicketSettings,
} from '../../contract/index.js';
import { bit, toBool } from '../store/database.js';
import type { Database } from '../store/schema.js';
import { audited, type Actor } from './audit.js';
import { restartInactivity } from './ticket-inactivity.js';

/** The stored hours, checked on the way out; none stored yet (or unreadable): the defaults. */
function openingHoursOf(json: string | null): OpeningHours {
  if (json === null) return DEFAULT_OPENING_HOURS;
  const parsed = OpeningHours.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : DEFAULT_OPENING_HOURS;
}

export async function getTicketSettings(db: Kysely<Database>, guildId: string): Promise<TicketSettings> {
  const row = await db.selectFrom('ticket_settings').selectAll().where('guild_id', '=', guildId).executeTakeFirst();
  if (!row) return DEFAULT_TICKET_SETTINGS;
  return {
    maxOpenTickets: row.max_open_tickets,
    categoryChannelId: row.category_channel_id,
    claimerOnly: toBool(row.claimer_only),
    autoClose: {
      enabled: toBool(row.auto_close_enabled),
      warnAfterMinutes: row.auto_close_warn_minutes,
      closeAfterMinutes: row.auto_close_close_minutes,
    },
    closeRequestMinutes: row.close_request_minutes,
    transcriptToOpener: row.transcript_to_opener === null ? true : toBool(row.transcript_to_opener),
    feedback: row.feedback === null ? true : toBool(row.feedback),
    openingHours: openingHoursOf(row.opening_hours),
  };
}

const sameAutoClose = (one: TicketSettings['autoClose'], other: TicketSettings['autoClose']) =>
  one.enabled === other.enabled &&
  one.warnAfterMinutes === other.warnAfterMinutes &&
  one.closeAfterMinutes === other.closeAfterMinutes;

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
    auto_close_enabled: bit(after.autoClose.enabled),
    auto_close_warn_minutes: after.autoClose.warnAfterMinutes,
    auto_close_close_minutes: after.autoClose.closeAfterMinutes,
    close_request_minutes: after.closeRequestMinutes,
    transcript_to_opener: bit(after.transcriptToOpener),
    feedback: bit(after.feedback),
    opening_hours: JSON.stringify(after.openingHours),
  };
  await audited(
    db,
    now,
    async (tx) => {
      await tx
        .insertInto('ticket_settings')
        .values({ guild_id: guildId, ...values })
        .onConflict((oc) => oc.column('guild_id').doUpdateSet(values))
        .execute();
      if (!sameAutoClose(before.autoClose, after.autoClose)) await restartInactivity(tx, guildId, after.autoClose, now);
    },
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
