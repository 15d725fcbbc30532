// Close requests staff put to a ticket's opener in Discord (/ticket close-request): one waiting question
// per open ticket, answered once (the answer takes the question away, so a second answer finds none), and
// listed once its time is up, for the bot to close the ticket. Asked and kept open are in the history; an
// accepted or unanswered one is, as the close it ends in. Not the closes asked for on the dashboard
// (ticket-close-requests.ts), which the bot carries out without asking anyone.
import type { Kysely, Selectable } from 'kysely';
import type { CloseQuestion, DueTicketJobs } from '../../contract/index.js';
import { conflict, notFound } from '../errors.js';
import type { TicketCloseQuestionsTable } from '../store/job-migrations.js';
import type { Database } from '../store/schema.js';
import { type Actor, audited } from './audit.js';
import { notClosable, TICKET_COLUMNS, toTicket } from './tickets.js';

const toQuestion = (row: Selectable<TicketCloseQuestionsTable>): CloseQuestion => ({
  ticketId: row.ticket_id,
  askedBy: row.asked_by,
  reason: row.reason,
  askedAt: row.asked_at,
  dueAt: row.due_at,
});

export interface AskToClose {
  userId: string;
  username: string;
  reason: string;
  dueAt: string;
}

/** Puts the question to the opener of an open ticket; refused while another waits for its answer. */
export function askToClose(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  input: AskToClose,
  actor: Actor,
  now: Date,
): Promise<CloseQuestion> {
  return audited(
    db,
    now,
    async (tx) => {
      const open = await tx
        .selectFrom('tickets')
        .select('id')
        .where('guild_id', '=', guildId)
        .where('id', '=', ticketId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (!open) throw await notClosable(tx, guildId, ticketId);
      const waiting = await tx
        .selectFrom('ticket_close_questions')
        .select('ticket_id')
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      if (waiting) throw conflict("A close request waits for the opener's answer already");
      const row = {
        ticket_id: ticketId,
        guild_id: guildId,
        asked_by: input.userId,
        asked_by_name: input.username,
        reason: input.reason,
        asked_at: now.toISOString(),
        due_at: input.dueAt,
      };
      await tx.insertInto('ticket_close_questions').values(row).execute();
      return toQuestion(row);
    },
    (question) => ({
      guildId,
      actor,
      action: 'ticket.close_question',
      targetType: 'ticket',
      targetId: ticketId,
      after: question,
    }),
  );
}

/** The answer to the waiting question, taken away with it; 404 when none waits (answered, or never asked). */
export function answerCloseQuestion(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  close: boolean,
  actor: Actor,
  now: Date,
): Promise<CloseQuestion> {
  return audited(
    db,
    now,
    async (tx) => {
      const row = await tx
        .deleteFrom('ticket_close_questions')
        .where('guild_id', '=', guildId)
        .where('ticket_id', '=', ticketId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Close request');
      return toQuestion(row);
    },
    (question) => ({
      guildId,
      actor,
      action: close ? 'ticket.close_question_accept' : 'ticket.close_question_keep',
      targetType: 'ticket',
      targetId: ticketId,
      before: question,
    }),
  );
}

/** Questions of open tickets unanswered by `before`, earliest first. */
export async function dueQuestions(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<DueTicketJobs['questions']> {
  const rows = await db
    .selectFrom('ticket_close_questions as q')
    .innerJoin('tickets', 'tickets.id', 'q.ticket_id')
    .select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const))
    .select(['q.ticket_id as q_ticket_id', 'q.guild_id as q_guild_id', 'q.asked_by', 'q.asked_by_name'])
    .select(['q.reason as q_reason', 'q.asked_at', 'q.due_at'])
    .where('q.due_at', '<=', before)
    .where('tickets.status', '=', 'open')
    .orderBy('q.due_at', 'asc')
    .orderBy('q.ticket_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    guildId: row.q_guild_id,
    ticket: toTicket(row),
    question: toQuestion({
      ticket_id: row.q_ticket_id,
      guild_id: row.q_guild_id,
      asked_by: row.asked_by,
      asked_by_name: row.asked_by_name,
      reason: row.q_reason,
      asked_at: row.asked_at,
      due_at: row.due_at,
    }),
  }));
}
