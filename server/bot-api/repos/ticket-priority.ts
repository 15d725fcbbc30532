// A ticket's priority as stored (a rank, so that lists order by it) and as the contract names it.
import { DEFAULT_PRIORITY, TICKET_PRIORITIES } from '../../contract/facts.js';
import type { TicketPriority } from '../../contract/guild.js';

/** The contract's name of a stored rank; a rank out of the list reads as the default. */
export const priorityNamed = (rank: number): TicketPriority => TICKET_PRIORITIES[rank] ?? DEFAULT_PRIORITY;

/** The stored rank of a priority's name (the contract's list is lowest first). */
export const priorityRank = (name: string): number => {
  const rank = TICKET_PRIORITIES.indexOf(name as TicketPriority);
  return rank === -1 ? TICKET_PRIORITIES.indexOf(DEFAULT_PRIORITY) : rank;
};
