// What a ticket is about in one line of a list: the reason its opener gave, else the answers to its
// category's questions ("question: answer", in order), else nothing.
import type { TicketAnswer } from '../../server/contract/index.js';

/** Characters a list shows of the answers; the ticket's own page shows them whole. */
const LIST_ANSWERS_MAX = 200;

export function ticketAbout(ticket: { reason: string; answers?: readonly TicketAnswer[] }): string {
  if (ticket.reason) return ticket.reason;
  const answers = (ticket.answers ?? [])
    .filter((entry) => entry.answer)
    .map((entry) => `${entry.question}: ${entry.answer}`)
    .join(' · ');
  return answers.length > LIST_ANSWERS_MAX ? `${answers.slice(0, LIST_ANSWERS_MAX - 1)}…` : answers;
}
