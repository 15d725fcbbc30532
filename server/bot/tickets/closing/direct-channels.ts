// The bot's direct-message channel with each opener, asked for once: Discord answers POST
// /users/@me/channels with the same channel for the same user every time, so asking again at every close
// is one call in the token's budget for nothing. Kept for the openers of the last MAX_KEPT closes; one that
// a send fails in is asked for again next time, whatever the failure was.
import type { API } from '@discordjs/core';

const MAX_KEPT = 10_000;

export interface DirectChannels {
  /** The DM channel's id with the user: the one known, else Discord's. */
  of(discord: API, userId: string): Promise<string>;
  /** Forgets the user's channel (a send there failed). */
  forget(userId: string): void;
}

export function directChannels(): DirectChannels {
  const known = new Map<string, string>();
  return {
    async of(discord, userId) {
      const kept = known.get(userId);
      if (kept) return kept;
      const { id } = await discord.users.createDM(userId);
      if (known.size >= MAX_KEPT) known.delete(known.keys().next().value!);
      known.set(userId, id);
      return id;
    },
    forget: (userId) => void known.delete(userId),
  };
}
