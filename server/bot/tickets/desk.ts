// The ticket desk: what the bot does when a member opens a ticket (a panel's button, the form, or
// /ticket open), closes one (the Close button, the form, or /ticket close), claims, releases, renames,
// prioritises or transfers one, asks its opener whether it may close (/ticket close-request and the
// opener's answer), or adds and removes people.
// The bot API records every ticket and decides the limits; Discord holds the channel; the desk keeps
// the two in step: a ticket gets its channel, and a channel is deleted only after its transcript is stored.
// A member's opens run one after the other, so a double click opens one ticket. Each action is reached
// through its route (interactions.ts), which has refused what needs no asking and said "thinking…".
import { claimTicketIn, unclaimTicketIn } from './desk/claim.js';
import { renameTicketIn } from './desk/rename.js';
import { answerCloseQuestionIn, askToCloseIn } from './jobs/close-question.js';
import { setPriorityIn } from './desk/priority.js';
import { type TransferTarget, transferTicketIn } from './desk/transfer.js';
import type { TicketPriority } from '../../contract/guild.js';
import { closeTicketIn } from './closing/close.js';
import { changeMembers } from './desk/members.js';
import { oneAtATime } from './opening/one-at-a-time.js';
import { openTicketFor, type OpenWords } from './opening/open.js';
import type { DeskDeps, DeskVisit } from './visit.js';

export type { DeskDeps, DeskVisit } from './visit.js';

export function ticketDesk(deps: DeskDeps) {
  const perMember = oneAtATime();
  return {
    open: (visit: DeskVisit, categoryId: number | null, words: OpenWords) =>
      perMember(`${visit.guildId}:${visit.member.user.id}`, () => openTicketFor(deps, visit, categoryId, words)),
    claim: (visit: DeskVisit) => claimTicketIn(deps, visit),
    unclaim: (visit: DeskVisit) => unclaimTicketIn(deps, visit),
    rename: (visit: DeskVisit, name: string) => renameTicketIn(deps, visit, name),
    priority: (visit: DeskVisit, level: TicketPriority) => setPriorityIn(deps, visit, level),
    transfer: (visit: DeskVisit, target: TransferTarget) => transferTicketIn(deps, visit, target),
    close: (visit: DeskVisit, reason: string) => closeTicketIn(deps, visit, reason),
    askToClose: (visit: DeskVisit, reason: string) => askToCloseIn(deps, visit, reason),
    answerCloseQuestion: (visit: DeskVisit, close: boolean, messageId: string) =>
      answerCloseQuestionIn(deps, visit, close, messageId),
    changeMembers: (visit: DeskVisit, userId: string, adding: boolean) =>
      changeMembers(deps.api, visit, userId, adding),
  };
}

export type TicketDesk = ReturnType<typeof ticketDesk>;
