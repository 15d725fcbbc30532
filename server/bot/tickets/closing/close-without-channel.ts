// Closing a ticket that never got its channel (its opening stopped between the record and the channel, or
// it came without one): there is no history to read and no channel to tell or delete. The bot stores the
// close with the transcript of what is known (the ticket's place, no messages) and tells the team, as
// after any close. It needs no outbox: the close asked for stays on the ticket until the bot API stored
// it, and the next round asks again.
import type { Ticket } from '../../../contract/guild.js';
import { noticeClosed } from '../notices.js';
import { type DeskDeps, isRefusal } from '../visit.js';
import type { Closing } from './close.js';
import { sendOpenerCopy } from './opener-copy.js';
import { buildTranscript } from './transcript.js';

export async function closeWithoutChannel(
  deps: DeskDeps,
  closing: Omit<Closing, 'channelId'>,
  ticket: Pick<Ticket, 'id'>,
): Promise<void> {
  const { discord, guildId, facts } = closing;
  const transcript = buildTranscript(
    [],
    {
      channelName: `ticket-${ticket.id}`,
      guildName: facts?.name ?? (await discord.guilds.get(guildId)).name,
      roleNames: new Map(),
      channelNames: new Map(),
      userNames: new Map(),
    },
    new Date(),
  );
  let stored: Ticket;
  try {
    stored = await deps.api.bot.closeTicket({
      guildId,
      ticketId: ticket.id,
      body: {
        transcript: JSON.stringify(transcript),
        closedBy: closing.closerId,
        reason: closing.reason,
        ...(closing.kind && { kind: closing.kind }),
        firstResponseAt: null,
      },
    });
  } catch (error) {
    // Closed meanwhile by someone else: that close stands, and was told of already.
    if (isRefusal(error, 'ticket_closed')) return;
    throw error;
  }
  await noticeClosed(deps, closing, stored, closing.closerId, closing.reason);
  await sendOpenerCopy(
    deps,
    { ...closing, guildName: transcript.header.guildName, locale: closing.facts?.locale },
    stored,
    JSON.stringify(transcript),
  ).sent;
}
