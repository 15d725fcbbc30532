// A ticket's close reaches the bot API at least once and is acted on once: the bot keeps it in its own
// outbox (the local store) before sending, drops it when the bot API stored it or had closed the ticket
// already, and keeps it when the bot API cannot be reached; a sender tries again every OUTBOX_EVERY_MS.
// A close the bot API refuses (a 4xx) is dropped as well, since it would be refused again: the ticket
// stays open with its channel and history, and the channel is told. A ticket's channel is deleted only
// after its close was stored.
import type { API } from '@discordjs/core';
import { DiscordAPIError } from '@discordjs/rest';
import { UpstreamError } from '../../contract/client.js';
import type { Ticket } from '../../contract/guild.js';
import type { GuildSetups } from '../configuration.js';
import type { PendingClose } from '../local-store.js';
import { textsFor } from '../texts.js';
import { type NoticePlace, noticeClosed } from './notices.js';
import { type DeskDeps, isRefusal } from './visit.js';

/** How long the closing notice stays readable before the channel goes. */
export const DELETE_AFTER_MS = 5_000;
/** How often closes kept while the bot API was away are sent again. */
export const OUTBOX_EVERY_MS = 5_000;

const UNKNOWN_CHANNEL = 10003;

export type Delivery = { stored: Ticket } | 'closed-already' | 'later' | 'refused';

/** Worth sending again: no answer, the bot API's own failure, or a wait it (or a proxy before it) asked for. */
const unreachable = (error: unknown) =>
  error instanceof UpstreamError &&
  (error.status === null || error.status >= 500 || error.status === 408 || error.status === 429);

/** Any other 4xx: the bot API will not take this close, however often it is sent. */
const refused = (error: unknown) =>
  error instanceof UpstreamError && error.status !== null && error.status >= 400 && error.status < 500;

export async function deliverClose(deps: DeskDeps, pending: PendingClose): Promise<Delivery> {
  try {
    const stored = await deps.api.bot.closeTicket({
      guildId: pending.guildId,
      ticketId: pending.ticketId,
      body: JSON.parse(pending.body) as { transcript: string | Record<string, unknown> },
    });
    deps.outbox.dropClose(pending.guildId, pending.ticketId);
    return { stored };
  } catch (error) {
    if (unreachable(error)) return 'later';
    deps.outbox.dropClose(pending.guildId, pending.ticketId);
    // Closed by someone else meanwhile: that close stored its transcript.
    if (isRefusal(error, 'ticket_closed')) return 'closed-already';
    if (!refused(error)) throw error;
    deps.logger.warn(
      { err: error, guildId: pending.guildId, ticketId: pending.ticketId },
      'the bot API refused a ticket close; the ticket stays open with its channel',
    );
    return 'refused';
  }
}

/** Once the close is stored: the team hears of it, and the channel goes DELETE_AFTER_MS later. */
export async function afterClose(deps: DeskDeps, place: NoticePlace, pending: PendingClose, ticket: Ticket) {
  await noticeClosed(deps, place, ticket, pending.closerId, pending.reason);
  await deps.wait(DELETE_AFTER_MS);
  // A channel deleted by hand meanwhile is gone already.
  await place.discord.channels.delete(pending.channelId).catch((error: unknown) => {
    if (!(error instanceof DiscordAPIError) || Number(error.code) !== UNKNOWN_CHANNEL) throw error;
  });
}

/** Sends the kept closes again while the bot runs; each stored one is said in its channel, which then goes. */
export function outboxSender(
  deps: DeskDeps,
  discord: API,
  setups: GuildSetups,
  handle: (work: () => Promise<unknown>) => void,
) {
  const said = textsFor('de').tickets;
  const say = (channelId: string, content: string) =>
    discord.channels.createMessage(channelId, { content, allowed_mentions: { parse: [] } }).catch(() => undefined);
  let sending = false;
  const sendAll = async () => {
    for (const pending of deps.outbox.pendingCloses()) {
      const delivery = await deliverClose(deps, pending);
      if (delivery === 'later') return;
      if (delivery === 'closed-already') continue;
      // Whoever closed was told the close would be stored later: the channel hears that it was not.
      if (delivery === 'refused') {
        await say(pending.channelId, said.closeRefused);
        continue;
      }
      await say(pending.channelId, said.closing(`<@${pending.closerId}>`, pending.reason || null));
      const { config } = await setups.get(pending.guildId);
      await afterClose(deps, { discord, guildId: pending.guildId, config }, pending, delivery.stored);
    }
  };
  const timer = setInterval(() => {
    if (sending) return;
    sending = true;
    handle(() => sendAll().finally(() => (sending = false)));
  }, OUTBOX_EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
