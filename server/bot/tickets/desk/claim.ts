// Claiming a ticket: a staff member (anyone the dashboard lets see tickets) takes it on; the bot says so
// in the channel and to the team, and the bot API records the claimer (the dashboard shows them). Where
// the server's ticket settings say so, only the claimer of the staff writes in the channel from then on.
// Releasing it (/ticket unclaim, or the welcome's button that a claim turns into "Freigeben"): its claimer,
// or staff with tickets.manage, hand it back to the whole team, who all write in the channel again.
import type { Ticket } from '../../../contract/guild.js';
import { answerPrivately, finishAnswer } from '../answers.js';
import { claimedReadersWrite, onlyClaimerWrites } from '../channels.js';
import { noticeClaimed, noticeUnclaimed } from '../notices.js';
import { staffOfCategory } from '../staff.js';
import { actorOf, type DeskDeps, type DeskVisit, refusalWithout, ticketHere } from '../visit.js';
import { showClaimed } from './claim-button.js';
import { overwritesOf } from './claimer-only.js';

/** The other staff keep reading but no longer write; a failure is logged (the claim stands). */
export async function restrictToClaimer(
  deps: DeskDeps,
  visit: DeskVisit,
  ticket: Ticket,
  claimerId = visit.member.user.id,
): Promise<void> {
  const { guildId, channelId } = visit;
  await onlyClaimerWrites(visit.discord, {
    guildId,
    channelId,
    claimerId,
    openerId: ticket.user_id,
    botUserId: deps.botUserId() ?? visit.asked.application_id,
    previousId: ticket.claimed_by,
    staff: staffOfCategory(visit.setup.config, ticket.category_id, visit.facts?.roles),
  }).catch((error: unknown) =>
    deps.logger.warn({ err: error, guildId, channelId }, 'could not leave the writing to the claimer'),
  );
}

/** The staff a claim left reading write again; a failure is logged (the release stands). */
async function everyoneWrites(deps: DeskDeps, visit: DeskVisit): Promise<void> {
  const { discord, guildId, channelId } = visit;
  await claimedReadersWrite(discord, channelId, await overwritesOf(discord, channelId)).catch((error: unknown) =>
    deps.logger.warn({ err: error, guildId, channelId }, 'could not let the staff write again after a release'),
  );
}

/** The Claim button of staff (its route has checked that they are), while "thinking…" stands for everyone. */
export async function claimTicketIn(deps: DeskDeps, visit: DeskVisit): Promise<void> {
  const { discord, texts, member } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  const claimed = await deps.api.bot.claimTicket({ guildId: visit.guildId, ticketId: ticket.id, body: actorOf(visit) });
  await finishAnswer(discord, visit.asked, texts.tickets.claimed(`<@${member.user.id}>`));
  if (visit.setup.config.ticketSettings.claimerOnly) await restrictToClaimer(deps, visit, ticket);
  await showClaimed(deps, visit, true);
  await noticeClaimed(deps, visit, claimed);
}

/** Who may release this ticket's claim: its claimer, and staff with tickets.manage; the refusal of anyone else. */
function unclaimRefusal(visit: DeskVisit, ticket: Ticket): string | null {
  if (ticket.claimed_by === null) return visit.texts.tickets.notClaimed;
  return ticket.claimed_by === visit.member.user.id ? null : refusalWithout(visit, 'tickets.manage');
}

/** /ticket unclaim and the Release button, while "thinking…" stands for everyone. */
export async function unclaimTicketIn(deps: DeskDeps, visit: DeskVisit): Promise<void> {
  const { discord, texts, member } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  const refusal = unclaimRefusal(visit, ticket);
  if (refusal) return void (await answerPrivately(discord, visit.asked, refusal));
  const released = await deps.api.bot.unclaimTicket({
    guildId: visit.guildId,
    ticketId: ticket.id,
    body: actorOf(visit),
  });
  await finishAnswer(discord, visit.asked, texts.tickets.unclaimed(`<@${member.user.id}>`));
  if (visit.setup.config.ticketSettings.claimerOnly) await everyoneWrites(deps, visit);
  await showClaimed(deps, visit, false);
  await noticeUnclaimed(deps, visit, released);
}
