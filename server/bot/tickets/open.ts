// Opening a ticket: the bot API records it (and refuses one past the member's limit, the server's ticket
// setting), the bot makes its private channel (under the server's ticket category) and greets the opener
// there with the category, the reason and a Close button pinned on top; the member's answer names the channel.
import type { API } from '@discordjs/core';
import { type APIEmbed, ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { LIMITS } from '../../contract/facts.js';
import type { Ticket } from '../../contract/guild.js';
import { deferAnswer, finishAnswer } from './answers.js';
import { createTicketChannel } from './channels.js';
import { ticketCustomId } from '../../contract/ticket-panel.js';
import { noticeOpened } from './notices.js';
import { type DeskDeps, type DeskVisit, isRefusal } from './visit.js';
import { ticketStaff } from './staff.js';

const BLURPLE = 0x5865f2;

const mention = (ticket: Ticket) => (ticket.channel_id ? `<#${ticket.channel_id}>` : `ticket-${ticket.id}`);

function welcome(visit: DeskVisit, ticket: Ticket): { embeds: APIEmbed[]; components: unknown[] } {
  const words = visit.texts.tickets;
  const category = visit.setup.config.categories.find((entry) => entry.id === ticket.category_id);
  return {
    embeds: [
      {
        title: words.welcomeTitle(ticket.id),
        description: words.welcomeText(`<@${ticket.user_id}>`),
        color: BLURPLE,
        fields: [
          { name: words.category, value: category ? `${category.emoji} ${category.name}`.trim() : words.noCategory },
          { name: words.reason, value: ticket.reason || words.noReason },
        ],
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            custom_id: ticketCustomId({ kind: 'close' }),
            label: words.closeButton,
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            custom_id: ticketCustomId({ kind: 'claim' }),
            label: words.claimButton,
          },
        ],
      },
    ],
  };
}

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
  reason: string,
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
        reason: reason.slice(0, LIMITS.ticketReason),
        categoryId: known ? categoryId : null,
        maxOpen: limit,
      },
    });
  } catch (error) {
    if (!isRefusal(error, 'ticket_limit')) throw error;
    await finishAnswer(discord, visit.asked, atLimit(visit, [], limit));
    return null;
  }
}

export async function openTicketFor(
  deps: DeskDeps,
  visit: DeskVisit,
  categoryId: number | null,
  reason: string,
): Promise<void> {
  const { discord, guildId, member, texts } = visit;
  await deferAnswer(discord, visit.asked, true);
  const recorded = await recordTicket(deps, visit, categoryId, reason);
  if (!recorded) return;
  const userId = member.user.id;
  let channelId: string;
  try {
    channelId = await createTicketChannel(discord, {
      guildId,
      ticketId: recorded.id,
      openerId: userId,
      botUserId: deps.botUserId() ?? visit.asked.application_id,
      staff: ticketStaff(visit.setup.config),
      categoryId: visit.setup.config.ticketSettings.categoryChannelId,
    });
  } catch (error) {
    // Without a channel the ticket cannot be worked on: it closes at once, empty, and the member hears why.
    deps.logger.warn({ err: error, guildId, ticketId: recorded.id }, 'no channel for a ticket');
    await deps.api.bot.closeTicket({ guildId, ticketId: recorded.id, body: { transcript: { messages: [] } } });
    return void (await finishAnswer(discord, visit.asked, texts.tickets.noChannel));
  }
  const ticket = await deps.api.bot.ticketChannel({ guildId, ticketId: recorded.id, body: { channelId } });
  const greeting = await discord.channels.createMessage(channelId, {
    content: `<@${userId}>`,
    ...welcome(visit, ticket),
    allowed_mentions: { users: [userId] },
  } as Parameters<API['channels']['createMessage']>[1]);
  await discord.channels
    .pinMessage(channelId, greeting.id)
    .catch((error: unknown) => deps.logger.warn({ err: error, guildId, channelId }, 'could not pin a ticket welcome'));
  await finishAnswer(discord, visit.asked, texts.tickets.opened(`<#${channelId}>`));
  await noticeOpened(deps, visit, ticket);
}
