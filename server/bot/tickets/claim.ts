// Claiming a ticket: a staff member (anyone the dashboard lets see tickets) takes it on; the bot says so
// in the channel and to the team, and the bot API records the claimer (the dashboard shows them). Where
// the server's ticket settings say so, only the claimer of the staff writes in the channel from then on.
import type { Ticket } from '../../contract/guild.js';
import { answerPrivately } from './answers.js';
import { onlyClaimerWrites } from './channels.js';
import { noticeClaimed } from './notices.js';
import { ticketStaff } from './staff.js';
import { type DeskDeps, type DeskVisit, mayManage, ticketHere } from './visit.js';

/** The other staff keep reading but no longer write; a failure is logged (the claim stands). */
async function restrictToClaimer(deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> {
  const { guildId, channelId } = visit;
  await onlyClaimerWrites(visit.discord, {
    guildId,
    channelId,
    claimerId: visit.member.user.id,
    openerId: ticket.user_id,
    botUserId: deps.botUserId() ?? visit.asked.application_id,
    previousId: ticket.claimed_by,
    staff: ticketStaff(visit.setup.config),
  }).catch((error: unknown) =>
    deps.logger.warn({ err: error, guildId, channelId }, 'could not leave the writing to the claimer'),
  );
}

export async function claimTicketIn(deps: DeskDeps, visit: DeskVisit): Promise<void> {
  const { discord, texts, member } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  if (!mayManage(visit, 'tickets.view'))
    return void (await answerPrivately(discord, visit.asked, texts.tickets.mayNotClaim));
  const claimed = await deps.api.bot.claimTicket({
    guildId: visit.guildId,
    ticketId: ticket.id,
    body: { userId: member.user.id, username: member.user.global_name ?? member.user.username },
  });
  await discord.interactions.reply(visit.asked.id, visit.asked.token, {
    content: texts.tickets.claimed(`<@${member.user.id}>`),
    allowed_mentions: { parse: [] },
  });
  if (visit.setup.config.ticketSettings.claimerOnly) await restrictToClaimer(deps, visit, ticket);
  await noticeClaimed(deps, visit, claimed);
}
