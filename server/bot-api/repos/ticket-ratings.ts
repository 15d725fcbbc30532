// The opener's rating of their closed ticket: 1 to 5 with an optional comment, once, within
// LIMITS.ticketRating.days of the close. A rating past that, a second one, or one by anyone but the opener
// is refused and changes nothing; the update's own condition keeps two ratings at once to one.
import type { Kysely } from 'kysely';
import { LIMITS, type RateTicketInput, type Ticket } from '../../contract/index.js';
import { ApiError, notFound } from '../errors.js';
import type { Database } from '../store/schema.js';
import { audited, type Actor } from './audit.js';
import { TICKET_COLUMNS, toTicket } from './tickets.js';

const DAY_MS = 86_400_000;

const rated = () => new ApiError(409, 'ticket_rated', 'This ticket has been rated already');

/** Why this rating cannot be stored, or null when it can. */
function refusalOf(ticket: Ticket, userId: string, now: Date): ApiError | null {
  if (ticket.status !== 'closed') return new ApiError(409, 'ticket_open', 'Only a closed ticket can be rated');
  if (ticket.user_id !== userId) return new ApiError(403, 'not_opener', 'Only the opener of a ticket may rate it');
  if (ticket.rating !== null) return rated();
  const closedAt = Date.parse(ticket.closed_at ?? '');
  if (!(now.getTime() - closedAt <= LIMITS.ticketRating.days * DAY_MS))
    return new ApiError(
      409,
      'rating_closed',
      `A ticket can be rated for ${LIMITS.ticketRating.days} days after its close`,
    );
  return null;
}

export async function rateTicket(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  input: RateTicketInput,
  actor: Actor,
  now: Date,
): Promise<Ticket> {
  const row = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('id', '=', ticketId)
    .executeTakeFirst();
  if (!row) throw notFound('Ticket');
  const refusal = refusalOf(toTicket(row), input.userId, now);
  if (refusal) throw refusal;
  return audited(
    db,
    now,
    async (tx) => {
      const updated = await tx
        .updateTable('tickets')
        .set({ rating: input.rating, feedback: input.feedback || null, rated_at: now.toISOString() })
        .where('guild_id', '=', guildId)
        .where('id', '=', ticketId)
        .where('rating', 'is', null)
        .returning(TICKET_COLUMNS)
        .executeTakeFirst();
      if (!updated) throw rated();
      return toTicket(updated);
    },
    (ticket) => ({ guildId, actor, action: 'ticket.rate', targetType: 'ticket', targetId: ticketId, after: ticket }),
  );
}
