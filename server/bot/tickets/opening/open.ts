// Opening a ticket: the bot API records it (and refuses one past the member's limit, the server's ticket
// setting), the bot makes its private channel (under the server's ticket category) and greets the opener
// there with the category, the reason or the answers and a Close button pinned on top (welcome.ts); the
// member's answer names the channel. A category with a team and a Discord category of its own puts the
// channel there, seen by that team. Outside the opening hours (where the server lets tickets open) the
// welcome and the answer carry the team's message.
import type { API } from '@discordjs/core';
import { LIMITS } from '../../../contract/facts.js';
import type { Ticket, TicketAnswer } from '../../../contract/guild.js';
import { finishAnswer } from '../answers.js';
import { createTicketChannel } from '../channels.js';
import { noticeOpened } from '../notices.js';
import { type DeskDeps, type DeskVisit, isRefusal } from '../visit.js';
import { placementOf } from '../placement.js';
import { welcome } from './welcome.js';
import { outsideHoursNote } from './gate.js';

/** What the member told: the reason, or the answers to the category's questions. */
export interface OpenWords {
  reason: string;
  answers: TicketAnswer[];
}

const mention = (ticket: Ticket) => (ticket.channel_id ? `<#${ticket.channel_id}>` : `ticket-${ticket.id}`);

/** The refusal of one ticket past the member's limit, naming the open ones. */
function atLimit(visit: DeskVisit, open: Ticket[], limit: number): string {
  const words = visit.texts.tickets;
  if (limit === 1) return words.alreadyOpen(open[0] ? mention(open[0]) : '');
  return words.atLimit(limit, open.map(mention).join(', '));
}

/** Records the ticket, or says which ones the member has open already. */
async function recordTicket(
  deps: DeskDeps,
  visit: DeskVisit,
  categoryId: number | null,
  words: OpenWords,
): Promise<Ticket | null> {
  const { guildId, member, discord } = visit;
  const userId = member.user.id;
  const limit = visit.setup.config.ticketSettings.maxOpenTickets;
  const already = await deps.api.bot.openTicketsOf({ guildId, query: { userId } });
  if (already.length >= limit) {
    await finishAnswer(discord, visit.asked, atLimit(visit, already, limit));
    return null;
  }
  const known = visit.setup.config.categories.some((entry) => entry.id === categoryId && entry.is_active);
  try {
    return await deps.api.bot.openTicket({
      guildId,
      body: {
        userId,
        username: member.user.global_name ?? member.user.username,
        reason: words.reason.slice(0, LIMITS.ticketReason),
        categoryId: known ? categoryId : null,
        maxOpen: limit,
        answers: known ? words.answers : [],
      },
    });
  } catch (error) {
    if (!isRefusal(error, 'ticket_limit')) throw error;
    await finishAnswer(discord, visit.asked, atLimit(visit, [], limit));
    return null;
  }
}

/** Opens the member's ticket while their private "thinking…" stands (said by the route). */
export async function openTicketFor(
  deps: DeskDeps,
  visit: DeskVisit,
  categoryId: number | null,
  words: OpenWords,
): Promise<void> {
  const { discord, guildId, member, texts } = visit;
  const recorded = await recordTicket(deps, visit, categoryId, words);
  if (!recorded) return;
  const userId = member.user.id;
  const placement = placementOf(visit.setup.config, recorded.category_id, visit.facts?.roles);
  let channelId: string;
  try {
    channelId = await createTicketChannel(discord, {
      guildId,
      ticketId: recorded.id,
      openerId: userId,
      botUserId: deps.botUserId() ?? visit.asked.application_id,
      staff: placement.staff,
      categoryIds: placement.parentIds,
    });
  } catch (error) {
    // Without a channel the ticket cannot be worked on: it closes at once, empty, and the member hears why.
    deps.logger.warn({ err: error, guildId, ticketId: recorded.id }, 'no channel for a ticket');
    await deps.api.bot.closeTicket({ guildId, ticketId: recorded.id, body: { transcript: { messages: [] } } });
    return void (await finishAnswer(discord, visit.asked, texts.tickets.noChannel));
  }
  const note = outsideHoursNote(visit.setup.config, deps.now());
  const ticket = await deps.api.bot.ticketChannel({ guildId, ticketId: recorded.id, body: { channelId } });
  const greeting = await discord.channels.createMessage(channelId, {
    content: `<@${userId}>`,
    ...welcome(visit, ticket, note),
    allowed_mentions: { users: [userId] },
  } as Parameters<API['channels']['createMessage']>[1]);
  await discord.channels
    .pinMessage(channelId, greeting.id)
    .catch((error: unknown) => deps.logger.warn({ err: error, guildId, channelId }, 'could not pin a ticket welcome'));
  const opened = texts.tickets.opened(`<#${channelId}>`);
  await finishAnswer(discord, visit.asked, note ? `${opened}\n${texts.gate.outsideNote(note)}` : opened);
  await noticeOpened(deps, visit, ticket);
}
