// Closes asked for on the dashboard: when the bot hears that a guild changed, it asks the bot API for the
// guild's requested closes and carries each out as its Close button would, the requester as the closer.
// One close of a ticket at a time: a second notice while it runs does not start another. A ticket without
// a channel closes without one: nothing to read, say or delete there.
import type { API } from '@discordjs/core';
import type { GuildSetups } from '../../configuration.js';
import type { GuildDirectory } from '../../guilds.js';
import { textsFor } from '../../texts.js';
import type { DeskDeps } from '../visit.js';
import { closeUnattended } from './close-alone.js';

const SAID = textsFor('de').tickets;

export function closeRequestsOf(deps: DeskDeps, discord: API, setups: GuildSetups, guilds: GuildDirectory) {
  const running = new Set<string>();
  return async (guildId: string): Promise<void> => {
    const requests = await deps.api.bot.closeRequests({ guildId });
    for (const { ticket, requestedBy, reason } of requests) {
      const key = `${guildId}:${ticket.id}`;
      if (running.has(key)) continue;
      running.add(key);
      try {
        const place = {
          discord,
          guildId,
          config: (await setups.get(guildId)).config,
          facts: guilds.get(guildId),
          closerId: requestedBy,
          reason,
        };
        await closeUnattended(deps, place, ticket, SAID, (work) => work());
      } finally {
        running.delete(key);
      }
    }
  };
}
