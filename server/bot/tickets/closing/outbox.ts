// A ticket's close reaches the bot API at least once and is acted on once: the bot keeps it in its own
// outbox (the local store) before sending, drops it when the bot API stored it or had closed the ticket
// already, and keeps it when the bot API cannot be reached; a sender tries again at the closing pace (pace.ts).
// A close the bot API refuses (a 4xx) is dropped as well, since it would be refused again: the ticket
// stays open with its channel and history, and the channel is told. A ticket's channel is deleted only
// after its close was stored, and then always: the delete is kept in the same step that lets the close go
// (channel-deletes.ts), and the sender also carries out the kept deletes whose time has come.
import type { API } from '@discordjs/core';
import { UpstreamError } from '../../../contract/client.js';
import type { Ticket } from '../../../contract/guild.js';
import type { GuildSetups } from '../../configuration.js';
import type { PendingClose } from '../../local-store.js';
import { textsFor } from '../../texts.js';
import { deleteDueChannels, deleteKeptChannel, deletionOf } from './channel-deletes.js';
import { type NoticePlace, noticeClosed } from '../notices.js';
import { sendOpenerCopy } from './opener-copy.js';
import { type DeskDeps, isRefusal, sendingKey } from '../visit.js';

export type Delivery = { stored: Ticket } | 'closed-already' | 'later' | 'refused';

/** Worth sending again: no answer, the bot API's own failure, or a wait it (or a proxy before it) asked for. */
const unreachable = (error: unknown) =>
  error instanceof UpstreamError &&
  (error.status === null || error.status >= 500 || error.status === 408 || error.status === 429);

/** Any other 4xx: the bot API will not take this close, however often it is sent. */
const refused = (error: unknown) =>
  error instanceof UpstreamError && error.status !== null && error.status >= 400 && error.status < 500;

const keyOf = (pending: PendingClose) => sendingKey(pending.guildId, pending.ticketId);

/**
 * The bot API had closed the ticket already. Either an earlier send of this very close was stored and
 * its answer lost (the bot died, or the connection broke), or someone else closed the ticket meanwhile.
 * Either way the channel of a closed ticket goes, but only once the bot API names this channel as the
 * closed ticket's; and the close counts as this one (announced as if its answer had come) when the
 * stored close has this close's closer.
 */
async function closedAlready(deps: DeskDeps, pending: PendingClose): Promise<Delivery> {
  const { guildId, ticketId, channelId } = pending;
  const closed = await deps.api.bot.closedTicketChannels({ guildId, query: { channelIds: channelId } }).then(
    (tickets) => tickets.find((ticket) => ticket.id === ticketId && ticket.channel_id === channelId),
    (error: unknown) => {
      if (unreachable(error)) return 'later' as const;
      // A bot API that cannot answer this (an older one) would refuse it every round: the close goes.
      deps.outbox.dropClose(guildId, ticketId);
      throw error;
    },
  );
  if (closed === 'later') return closed;
  if (!closed) {
    deps.outbox.dropClose(guildId, ticketId);
    return 'closed-already';
  }
  deps.outbox.closeStored(guildId, ticketId, deletionOf(guildId, channelId, deps.closingPace.noticeMs));
  return closed.closed_by === pending.closerId ? { stored: closed } : 'closed-already';
}

export async function deliverClose(deps: DeskDeps, pending: PendingClose): Promise<Delivery> {
  deps.sending.add(keyOf(pending));
  try {
    const stored = await deps.api.bot.closeTicket({
      guildId: pending.guildId,
      ticketId: pending.ticketId,
      body: JSON.parse(pending.body) as { transcript: string | Record<string, unknown> },
    });
    deps.outbox.closeStored(
      pending.guildId,
      pending.ticketId,
      deletionOf(pending.guildId, pending.channelId, deps.closingPace.noticeMs),
    );
    return { stored };
  } catch (error) {
    if (unreachable(error)) return 'later';
    if (isRefusal(error, 'ticket_closed')) return await closedAlready(deps, pending);
    deps.outbox.dropClose(pending.guildId, pending.ticketId);
    if (!refused(error)) throw error;
    deps.logger.warn(
      { err: error, guildId: pending.guildId, ticketId: pending.ticketId },
      'the bot API refused a ticket close; the ticket stays open with its channel',
    );
    return 'refused';
  } finally {
    deps.sending.delete(keyOf(pending));
  }
}

/**
 * Once the close is stored: the team hears of it, the opener gets their copy meanwhile, and the channel
 * (its delete kept) goes once the closing notice has been readable and the copy's file is built, whose
 * pictures are read from the channel's files on Discord's CDN (the outbox's rounds leave the channel
 * alone until then).
 */
export async function afterClose(deps: DeskDeps, place: NoticePlace, pending: PendingClose, ticket: Ticket) {
  await noticeClosed(deps, place, ticket, pending.closerId, pending.reason);
  const { transcript } = JSON.parse(pending.body) as { transcript: string };
  deps.holding.add(pending.channelId);
  try {
    const copy = sendOpenerCopy(deps, place, ticket, transcript);
    const [noticed] = await Promise.all([deps.wait(deps.closingPace.noticeMs), copy.built]);
    if (noticed) await deleteKeptChannel(deps, place.discord, pending);
    await copy.sent;
  } finally {
    deps.holding.delete(pending.channelId);
  }
}

/**
 * Sends the kept closes again while the bot runs; each stored one is said in its channel, which then goes.
 * A close being sent right now (the member's own, waiting for its answer) is left to its sender. Then the
 * kept deletes whose time has come: at once as the bot starts (deletes kept before a restart), then each round.
 */
export function outboxSender(
  deps: DeskDeps,
  discord: API,
  setups: GuildSetups,
  handle: (work: () => Promise<unknown>) => void,
) {
  const said = textsFor('de').tickets;
  const say = (channelId: string, content: string) =>
    discord.channels.createMessage(channelId, { content, allowed_mentions: { parse: [] } }).catch(() => undefined);
  let busy = false;
  const sendAll = async () => {
    for (const pending of deps.outbox.pendingCloses()) {
      if (deps.sending.has(keyOf(pending))) continue;
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
  handle(() => deleteDueChannels(deps, discord));
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    handle(() =>
      sendAll()
        .finally(() => deleteDueChannels(deps, discord))
        .finally(() => (busy = false)),
    );
  }, deps.closingPace.outboxEveryMs);
  return { stop: () => clearInterval(timer) };
}
