// A closed ticket's channel goes for good. Its delete is kept in the bot's own store from the moment the
// close is stored until Discord confirms it (or knows the channel no more), so a bot that dies in the
// notice's few seconds, or meets a Discord that does not answer, deletes it after its restart or on a later
// round. And as the bot joins a guild it asks the bot API which of the ticket channels it sees belong to
// closed tickets (closed while no bot ran, or by a bot whose records are lost), and deletes those: only a
// channel the bot API names as a closed ticket's is ever deleted, so an open ticket's channel stays.
import type { API } from '@discordjs/core';
import { DiscordAPIError } from '@discordjs/rest';
import { type APIChannel, ChannelType, OverwriteType } from 'discord-api-types/v10';
import { CLOSED_CHANNELS_ASKED_MAX } from '../../../contract/bot.js';
import type { PendingDelete } from '../../local-store.js';
import { type DeskDeps, sendingKey } from '../visit.js';

/** The delete of a closed ticket's channel, due once its notice has been readable for `noticeMs`. */
export const deletionOf = (guildId: string, channelId: string, noticeMs: number, now = Date.now()): PendingDelete => ({
  guildId,
  channelId,
  dueAt: now + noticeMs,
});

/**
 * Deletes a channel whose delete is kept, and lets the delete go once Discord deleted it or knows it no
 * more (404). A refusal Discord would repeat (another 4xx: the bot lost Manage Channels there) lets it go
 * too, said in the log, since asking again would only count against the bot's invalid requests; no answer,
 * a 5xx or a rate limit keeps it for the next round.
 */
export async function deleteKeptChannel(
  deps: Pick<DeskDeps, 'logger' | 'outbox'>,
  discord: API,
  deletion: Omit<PendingDelete, 'dueAt'>,
): Promise<void> {
  try {
    await discord.channels.delete(deletion.channelId);
  } catch (error) {
    if (!(error instanceof DiscordAPIError) || error.status === 429 || error.status >= 500) throw error;
    if (error.status !== 404)
      deps.logger.error(
        { err: error, guildId: deletion.guildId, channelId: deletion.channelId },
        "Discord refuses to delete a closed ticket's channel (does the bot still have Manage Channels there?): it stays until deleted by hand",
      );
  }
  deps.outbox.dropDelete(deletion.channelId);
}

/**
 * Deletes the kept channels whose time has come, but those a close still holds (its opener's file being
 * built); one Discord does not take now stops the round.
 */
export async function deleteDueChannels(
  deps: Pick<DeskDeps, 'logger' | 'outbox' | 'holding'>,
  discord: API,
  now = Date.now(),
): Promise<void> {
  for (const deletion of deps.outbox.pendingDeletes())
    if (deletion.dueAt <= now && !deps.holding.has(deletion.channelId))
      await deleteKeptChannel(deps, discord, deletion);
}

/**
 * The ticket channels among a guild's channels: text channels with an overwrite of the bot's own, as the
 * bot makes every ticket channel. A guild without any costs the bot API no question.
 */
const ticketChannels = (channels: APIChannel[], botUserId: string | null): string[] =>
  channels
    .filter(
      (channel) =>
        channel.type === ChannelType.GuildText &&
        (channel.permission_overwrites ?? []).some(
          (overwrite) => overwrite.type === OverwriteType.Member && overwrite.id === botUserId,
        ),
    )
    .map((channel) => channel.id);

/** As the bot joins a guild: deletes the channels of its closed tickets that are still there. */
export async function deleteClosedChannels(
  deps: DeskDeps,
  discord: API,
  guildId: string,
  channels: APIChannel[],
): Promise<void> {
  // A delete kept already happens at its own time (the notice of a close stored just now stays readable).
  const kept = new Set(deps.outbox.pendingDeletes().map((deletion) => deletion.channelId));
  const asked = ticketChannels(channels, deps.botUserId()).filter((id) => !kept.has(id));
  for (let at = 0; at < asked.length; at += CLOSED_CHANNELS_ASKED_MAX) {
    const some = asked.slice(at, at + CLOSED_CHANNELS_ASKED_MAX);
    const closed = await deps.api.bot.closedTicketChannels({ guildId, query: { channelIds: some.join(',') } });
    for (const ticket of closed) {
      const channelId = ticket.channel_id;
      // A close of this process being sent right now says so in the channel first and deletes it itself.
      if (!channelId || !some.includes(channelId) || deps.sending.has(sendingKey(guildId, ticket.id))) continue;
      deps.logger.info(
        { guildId, ticketId: ticket.id, channelId },
        'deleting the channel of a ticket closed meanwhile',
      );
      deps.outbox.keepDelete({ guildId, channelId, dueAt: Date.now() });
      await deleteKeptChannel(deps, discord, { guildId, channelId });
    }
  }
}
