// Claiming a ticket: a staff member (anyone the dashboard lets see tickets) takes it on; the bot says so
// in the channel and to the team, and the bot API records the claimer (the dashboard shows them).
import { answerPrivately } from './answers.js';
import { noticeClaimed } from './notices.js';
import { type DeskDeps, type DeskVisit, mayManage, ticketHere } from './visit.js';

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
  await noticeClaimed(deps, visit, claimed);
}
