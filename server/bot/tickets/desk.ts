// The ticket desk: what the bot does when a member opens a ticket (a panel's button, the form, or
// /ticket open), closes one (the Close button, the form, or /ticket close), or adds and removes people.
// The bot API records every ticket and decides the limits; Discord holds the channel; the desk keeps
// the two in step: a ticket gets its channel, and a channel is deleted only after its transcript is stored.
// A member's opens run one after the other, so a double click opens one ticket.
import { claimTicketIn } from './claim.js';
import { closeTicketIn } from './close.js';
import { changeMembers } from './members.js';
import { answerPrivately } from './answers.js';
import { oneAtATime } from './one-at-a-time.js';
import { reasonProblem } from './reason.js';
import { openTicketFor } from './open.js';
import { type DeskDeps, type DeskVisit, mayClose, ticketHere } from './visit.js';

export type { DeskDeps, DeskVisit } from './visit.js';

/** A reason the contract refuses is answered privately with its rule, and nothing else happens. */
function refuseReason(visit: DeskVisit, reason: string): Promise<void> | null {
  const problem = reasonProblem(reason, visit.texts.rules);
  if (!problem) return null;
  return answerPrivately(visit.discord, visit.asked, `${visit.texts.tickets.reason}: ${problem}`);
}

export function ticketDesk(deps: DeskDeps) {
  const perMember = oneAtATime();
  return {
    open: (visit: DeskVisit, categoryId: number | null, reason: string) =>
      refuseReason(visit, reason) ??
      perMember(`${visit.guildId}:${visit.member.user.id}`, () => openTicketFor(deps, visit, categoryId, reason)),
    claim: (visit: DeskVisit) => claimTicketIn(deps, visit),
    close: (visit: DeskVisit, reason: string) => refuseReason(visit, reason) ?? closeTicketIn(deps, visit, reason),
    changeMembers: (visit: DeskVisit, userId: string, adding: boolean) =>
      changeMembers(deps.api, visit, userId, adding),
    ticketHere: (visit: DeskVisit) => ticketHere(deps.api, visit),
    mayClose,
  };
}

export type TicketDesk = ReturnType<typeof ticketDesk>;
