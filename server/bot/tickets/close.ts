// Closing a ticket: the bot reads its channel's whole history, keeps the transcript in its outbox and
// stores it through the bot API (which archives the files), says so in the channel and deletes the
// channel DELETE_AFTER_MS later, only once the close was stored. While the bot API cannot be reached, the
// channel stays and the outbox sends the close when it is back.
import type { APIMessage } from 'discord-api-types/v10';
import type { PendingClose } from '../local-store.js';
import { answerPrivately, deferAnswer, finishAnswer } from './answers.js';
import { afterClose, deliverClose } from './outbox.js';
import { buildTranscript, channelHistory } from './transcript.js';
import { type DeskDeps, type DeskVisit, mayClose, ticketHere } from './visit.js';

/** When someone other than the opener (and no bot) first wrote in the ticket, or null. */
const firstResponse = (messages: APIMessage[], openerId: string): string | null =>
  messages.find((message) => message.author.id !== openerId && message.author.bot !== true)?.timestamp ?? null;

export async function closeTicketIn(deps: DeskDeps, visit: DeskVisit, reason: string): Promise<void> {
  const { discord, guildId, channelId, texts } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  if (!mayClose(visit, ticket)) return void (await answerPrivately(discord, visit.asked, texts.tickets.mayNotClose));
  await deferAnswer(discord, visit.asked, false);
  const [messages, channels] = await Promise.all([
    channelHistory(discord, channelId),
    discord.guilds.getChannels(guildId),
  ]);
  const transcript = buildTranscript(
    messages,
    {
      channelName: channels.find((channel) => channel.id === channelId)?.name ?? `ticket-${ticket.id}`,
      guildName: visit.facts?.name ?? '',
      roleNames: new Map([...(visit.facts?.roles ?? new Map()).entries()].map(([id, role]) => [id, role.name])),
      channelNames: new Map(channels.map((channel) => [channel.id, channel.name ?? channel.id])),
    },
    new Date(),
  );
  const closerId = visit.member.user.id;
  const pending: PendingClose = {
    guildId,
    ticketId: ticket.id,
    channelId,
    body: JSON.stringify({ transcript, closedBy: closerId, firstResponseAt: firstResponse(messages, ticket.user_id) }),
    closerId,
    reason,
  };
  deps.outbox.keepClose(pending);
  const delivery = await deliverClose(deps, pending);
  if (delivery === 'later') return void (await finishAnswer(discord, visit.asked, texts.tickets.closeKept));
  if (delivery === 'closed-already')
    return void (await finishAnswer(discord, visit.asked, texts.tickets.closedAlready));
  await finishAnswer(discord, visit.asked, texts.tickets.closing(`<@${closerId}>`, reason || null));
  await afterClose(deps, { discord, guildId, config: visit.setup.config }, pending, delivery.stored);
}
