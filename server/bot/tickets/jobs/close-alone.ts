// A close nobody carries out in the channel: one asked for on the dashboard, a close request nobody
// answered, an inactive ticket. It closes as the Close button would (the outbox keeps it while the bot
// API is away), is said in the channel once stored, and the team hears of it; a ticket without a channel
// closes without one. The channel's delete, once the notice has been readable, runs as `later` says: awaited, or as
// work of its own while the caller goes on.
import type { Ticket } from '../../../contract/guild.js';
import type { TicketTexts } from '../../texts.js';
import { type Closing, closeInChannel } from '../closing/close.js';
import { closeWithoutChannel } from '../closing/close-without-channel.js';
import { afterClose, type Delivery } from '../closing/outbox.js';
import type { DeskDeps } from '../visit.js';

export type Unattended = 'closed' | Exclude<Delivery, { stored: Ticket }>;

export async function closeUnattended(
  deps: DeskDeps,
  place: Omit<Closing, 'channelId'>,
  ticket: Pick<Ticket, 'id' | 'user_id' | 'channel_id'>,
  said: TicketTexts,
  later: (work: () => Promise<void>) => Promise<void> | void,
): Promise<Unattended> {
  if (!ticket.channel_id) {
    await closeWithoutChannel(deps, place, ticket);
    return 'closed';
  }
  const closing: Closing = { ...place, channelId: ticket.channel_id };
  const { pending, delivery } = await closeInChannel(deps, closing, ticket);
  if (typeof delivery === 'string') return delivery;
  await place.discord.channels
    .createMessage(closing.channelId, {
      content: said.closing(`<@${place.closerId}>`, place.reason || null),
      allowed_mentions: { parse: [] },
    })
    .catch(() => undefined);
  await later(() =>
    afterClose(
      deps,
      { ...closing, guildName: place.facts?.name, locale: place.facts?.locale },
      pending,
      delivery.stored,
    ),
  );
  return 'closed';
}
