// How the bot runs a guild's tickets (Einstellungen, section Tickets): how many a member may have open,
// where their channels go, who writes in a claimed one, auto-close and close requests, and what the
// opener gets after the close.
import { z } from 'zod';
import { Snowflake } from './common.js';
import { LIMITS } from './facts.js';
import { rule } from './rules.js';
import { DEFAULT_OPENING_HOURS, OpeningHours } from './opening-hours.js';
import { AutoClose, DEFAULT_AUTO_CLOSE, DEFAULT_CLOSE_REQUEST_MINUTES, TimerMinutes } from './ticket-jobs.js';

const OPEN_MAX = LIMITS.openTicketsPerUserMax;
/** How many tickets a member may have open at once: a whole number from 1 (JSON Schema: an integer). */
export const MaxOpenTickets = z
  .number()
  .refine(
    (value) => Number.isInteger(value) && value >= 1 && value <= OPEN_MAX,
    rule('openTicketsRange', { limit: OPEN_MAX }),
  )
  .meta({ type: 'integer', minimum: 1, maximum: OPEN_MAX });

/** How the bot runs a guild's tickets (Einstellungen, section Tickets); the bot reads it with its configuration. */
export const TicketSettings = z.strictObject({
  maxOpenTickets: MaxOpenTickets,
  /**
   * The Discord category new ticket channels go under. Null, gone or full (50 channels): the first
   * category named "Tickets" with room, which the bot makes when there is none.
   */
  categoryChannelId: Snowflake.nullable(),
  /** Once staff claim a ticket, the other staff keep reading its channel but only the claimer writes there. */
  claimerOnly: z.boolean(),
  /** Inactive tickets warned, then closed (settings saved before it existed read as off). */
  autoClose: AutoClose.default(DEFAULT_AUTO_CLOSE),
  /** How long /ticket close-request waits for the opener before the ticket closes. */
  closeRequestMinutes: TimerMinutes.default(DEFAULT_CLOSE_REQUEST_MINUTES),
  /** After a close the opener gets a direct message: the summary and the transcript as one HTML file. */
  transcriptToOpener: z.boolean().default(true),
  /** That message asks the opener for a rating (1 to 5) and a comment. */
  feedback: z.boolean().default(true),
  /** When the team is in, in the server's time zone, and what a ticket opened outside those hours meets. */
  openingHours: OpeningHours.default(DEFAULT_OPENING_HOURS),
});
export type TicketSettings = z.infer<typeof TicketSettings>;
/** A guild's ticket settings until its admins change them. */
export const DEFAULT_TICKET_SETTINGS: TicketSettings = {
  maxOpenTickets: LIMITS.openTicketsPerUser,
  categoryChannelId: null,
  claimerOnly: false,
  autoClose: DEFAULT_AUTO_CLOSE,
  closeRequestMinutes: DEFAULT_CLOSE_REQUEST_MINUTES,
  transcriptToOpener: true,
  feedback: true,
  openingHours: DEFAULT_OPENING_HOURS,
};
