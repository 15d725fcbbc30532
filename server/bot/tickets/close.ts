// Closing a ticket: the bot reads its channel's whole history, stores the transcript through the bot API
// (which archives the files), says so in the channel and deletes the channel DELETE_AFTER_MS later, only
// once the close was stored.
import type { Ticket } from '../../contract/guild.js';
import { noticeClosed } from './notices.js';
import { finishAnswer, answerPrivately, deferAnswer } from './answers.js';
import { type DeskDeps, type DeskVisit, isRefusal, mayClose, ticketHere } from './visit.js';
import { buildTranscript, channelHistory } from './transcript.js';

/** How long the closing notice stays readable before the channel goes. */
export const DELETE_AFTER_MS = 5_000;

export async function closeTicketIn(
  deps: DeskDeps & { wait(ms: number): Promise<void> },
  visit: DeskVisit,
  reason: string,
): Promise<void> {
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
  let closed: Ticket;
  try {
    closed = await deps.api.bot.closeTicket({ guildId, ticketId: ticket.id, body: { transcript } });
  } catch (error) {
    // Closed by someone else meanwhile: that close deletes the channel.
    if (!isRefusal(error, 'ticket_closed')) throw error;
    return void (await finishAnswer(discord, visit.asked, texts.tickets.closedAlready));
  }
  await finishAnswer(discord, visit.asked, texts.tickets.closing(`<@${visit.member.user.id}>`, reason || null));
  await noticeClosed(deps, visit, closed, reason);
  await deps.wait(DELETE_AFTER_MS);
  await discord.channels.delete(channelId);
}
