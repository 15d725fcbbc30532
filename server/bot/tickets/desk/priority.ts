// /ticket priority: staff with tickets.manage set how urgent a ticket is (low, normal, high, urgent). The
// bot API records it (the dashboard lists open tickets by it), the channel hears it, its topic shows it
// (in the team's language: the opener and the staff read the same topic), and the team is told.
import type { TicketPriority } from '../../../contract/guild.js';
import { answerPrivately, finishAnswer } from '../answers.js';
import { noticePriority, TEAM } from '../notices.js';
import { actorOf, type DeskDeps, type DeskVisit, ticketHere } from '../visit.js';

/** The channel's topic names the priority; a failure is logged (the priority stands). */
async function showPriority(deps: DeskDeps, visit: DeskVisit, level: TicketPriority): Promise<void> {
  const { guildId, channelId } = visit;
  await visit.discord.channels
    .edit(channelId, { topic: TEAM.priorityTopic(TEAM.priorities[level]) })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, guildId, channelId }, "could not show a ticket's priority in its topic"),
    );
}

/** Sets the priority of the ticket here, in place of "thinking…"; the route has checked the member's right. */
export async function setPriorityIn(deps: DeskDeps, visit: DeskVisit, level: TicketPriority): Promise<void> {
  const { discord, texts } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  const words = texts.tickets;
  if (ticket.priority === level)
    return void (await answerPrivately(discord, visit.asked, words.priorityAlready(words.priorities[level])));
  const changed = await deps.api.bot.setTicketPriority({
    guildId: visit.guildId,
    ticketId: ticket.id,
    body: { ...actorOf(visit), priority: level },
  });
  await showPriority(deps, visit, level);
  await finishAnswer(discord, visit.asked, words.prioritySet(`<@${visit.member.user.id}>`, words.priorities[level]));
  await noticePriority(deps, visit, changed);
}
