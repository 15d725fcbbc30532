// Closes asked for on the dashboard: when the bot hears that a guild changed, it asks the bot API for the
// guild's requested closes and carries each out as its Close button would, the requester as the closer.
// One close of a ticket at a time: a second notice while it runs does not start another.
import type { API } from '@discordjs/core';
import type { GuildSetups } from '../configuration.js';
import type { GuildDirectory } from '../guilds.js';
import { textsFor } from '../texts.js';
import { type Closing, closeInChannel } from './close.js';
import { afterClose } from './outbox.js';
import type { DeskDeps } from './visit.js';

const SAID = textsFor('de').tickets;

export function closeRequestsOf(deps: DeskDeps, discord: API, setups: GuildSetups, guilds: GuildDirectory) {
  const running = new Set<string>();
  return async (guildId: string): Promise<void> => {
    const requests = await deps.api.bot.closeRequests({ guildId });
    for (const { ticket, requestedBy, reason } of requests) {
      const key = `${guildId}:${ticket.id}`;
      if (running.has(key) || !ticket.channel_id) continue;
      running.add(key);
      try {
        const closing: Closing = {
          discord,
          guildId,
          channelId: ticket.channel_id,
          config: (await setups.get(guildId)).config,
          facts: guilds.get(guildId),
          closerId: requestedBy,
          reason,
        };
        const { pending, delivery } = await closeInChannel(deps, closing, ticket);
        if (typeof delivery === 'string') continue;
        await discord.channels
          .createMessage(closing.channelId, {
            content: SAID.closing(`<@${requestedBy}>`, reason || null),
            allowed_mentions: { parse: [] },
          })
          .catch(() => undefined);
        await afterClose(deps, closing, pending, delivery.stored);
      } finally {
        running.delete(key);
      }
    }
  };
}
