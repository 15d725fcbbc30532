// "Nur der Übernehmende schreibt" switched on the dashboard while tickets are claimed. A claim leaves the
// other staff reading only while the setting is on (claim.ts), and a channel keeps what its claim did; so
// when the bot hears that a guild's configuration changed, it brings the channels of the open, claimed
// tickets in line with the setting: switched off, whoever a claim left reading writes again; switched on,
// the other staff of a ticket claimed before keep reading only. The bot remembers the setting it last
// brought the channels in line with, and does nothing while it stays; after a start it remembers none, so
// each channel's overwrites are compared with the setting and only a channel that differs is edited.
import type { API } from '@discordjs/core';
import { OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { z } from 'zod';
import type { GuildConfiguration } from '../../../contract/bot.js';
import type { GuildSetups } from '../../configuration.js';
import { claimedReadersWrite, onlyClaimerWrites } from '../channels.js';
import { oneAtATime } from '../opening/one-at-a-time.js';
import { type ticketStaff, staffOfCategory } from '../staff.js';
import type { DeskDeps } from '../visit.js';

const Bits = z.string().regex(/^\d+$/);
/** The part of Discord's channel read here, checked at the edge. */
const ChannelOverwrites = z.object({
  permission_overwrites: z
    .array(z.object({ id: z.string(), type: z.enum(OverwriteType), allow: Bits, deny: Bits }))
    .default([]),
});
type Overwrite = z.infer<typeof ChannelOverwrites>['permission_overwrites'][number];
type TicketStaff = ReturnType<typeof ticketStaff>;

interface Claimed {
  guildId: string;
  categoryId: number | null;
  channelId: string;
  claimerId: string;
  openerId: string;
  botUserId: string;
}

/** Does one of the staff besides the claimer still write in the channel (claimed while the setting was off)? */
function staffStillWrite(overwrites: Overwrite[], claimed: Claimed, staffIds: TicketStaff): boolean {
  const staff = new Set([...staffIds.roleIds, ...staffIds.userIds]);
  const writing = new Set([claimed.guildId, claimed.claimerId, claimed.openerId, claimed.botUserId]);
  return overwrites.some(
    (entry) => staff.has(entry.id) && !writing.has(entry.id) && (BigInt(entry.allow) & P.SendMessages) !== 0n,
  );
}

/** A channel's permission overwrites, as Discord has them now. */
export const overwritesOf = async (discord: API, channelId: string): Promise<Overwrite[]> =>
  ChannelOverwrites.parse(await discord.channels.get(channelId)).permission_overwrites;

async function followInChannel(discord: API, claimed: Claimed, config: GuildConfiguration): Promise<void> {
  const { channelId } = claimed;
  const overwrites = await overwritesOf(discord, channelId);
  if (!config.ticketSettings.claimerOnly) return claimedReadersWrite(discord, channelId, overwrites);
  const staff = staffOfCategory(config, claimed.categoryId);
  if (staffStillWrite(overwrites, claimed, staff))
    await onlyClaimerWrites(discord, { ...claimed, previousId: null, staff });
}

/** Brings a guild's claimed tickets in line with its claimer-only setting, once per change of it. */
export function claimerOnlyFollower(deps: DeskDeps, discord: API, setups: GuildSetups) {
  const followed = new Map<string, boolean>();
  const perGuild = oneAtATime();
  const follow = async (claimed: Claimed, ticketId: number, config: GuildConfiguration) =>
    followInChannel(discord, claimed, config).catch((error: unknown) =>
      deps.logger.warn(
        { err: error, guildId: claimed.guildId, ticketId },
        'could not follow the claimer-only setting in a ticket channel',
      ),
    );
  return (guildId: string) =>
    perGuild(guildId, async () => {
      const { config } = await setups.get(guildId);
      const claimerOnly = config.ticketSettings.claimerOnly;
      const botUserId = deps.botUserId();
      // Until its first READY the bot does not know who it is, and it has made no ticket channel yet.
      if (!botUserId || followed.get(guildId) === claimerOnly) return;
      for (const ticket of await deps.api.bot.claimedTickets({ guildId })) {
        const { channel_id: channelId, claimed_by: claimerId, user_id: openerId } = ticket;
        if (channelId && claimerId)
          await follow(
            { guildId, categoryId: ticket.category_id, channelId, claimerId, openerId, botUserId },
            ticket.id,
            config,
          );
      }
      followed.set(guildId, claimerOnly);
    });
}
