// A ticket's channel follows its move to another ticket category: it goes under the Discord category
// where tickets of the new category belong, and the old category's team makes way for the new one's
// (placement.ts decides both). The opener, the bot, the claimer and members added by hand keep their
// overwrites. Where both categories are placed alike, the channel stays as it is.
import type { API } from '@discordjs/core';
import { type APIOverwrite, OverwriteType, type RESTPatchAPIChannelJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import type { Ticket } from '../../../contract/guild.js';
import { overwrite, READ_ONLY_BITS, TICKET_MEMBER_BITS, ticketCategory } from '../channels.js';
import { placementOf, type TicketPlacement } from '../placement.js';
import type { DeskDeps, DeskVisit } from '../visit.js';

const ChannelNow = z.object({
  parent_id: z.string().nullable().optional(),
  permission_overwrites: z.array(
    z.object({ id: z.string(), type: z.union([z.literal(0), z.literal(1)]), allow: z.string(), deny: z.string() }),
  ),
});

/** Who keeps their overwrite whatever the team: the opener, the bot and the claimer. */
interface Keepers {
  openerId: string;
  botUserId: string;
  claimerId: string | null;
}

/**
 * The channel's overwrites with the old team's roles and users taken out and the new team's roles put in
 * (reading only, where a claimer alone writes); null when the teams are the same. The new team's users
 * are let in one by one afterwards (one who left the server must not cost the move).
 */
export function teamOverwrites(
  current: readonly APIOverwrite[],
  from: TicketPlacement['staff'],
  to: TicketPlacement['staff'],
  keep: Keepers & { readOnly: boolean },
): APIOverwrite[] | null {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));
  if (same(from.roleIds, to.roleIds) && same(from.userIds, to.userIds)) return null;
  const kept = new Set([keep.openerId, keep.botUserId, keep.claimerId]);
  const leaving = new Set([...from.roleIds, ...from.userIds.filter((id) => !kept.has(id))]);
  const staying = current.filter((entry) => !leaving.has(entry.id) || to.roleIds.includes(entry.id));
  const joining = to.roleIds
    .filter((id) => !staying.some((entry) => entry.id === id))
    .map((id) => teamOverwrite(id, OverwriteType.Role, keep.readOnly));
  return [...staying, ...joining];
}

/** A team member's overwrite: reading only where a claimer alone writes. */
const teamOverwrite = (id: string, type: OverwriteType, readOnly: boolean): APIOverwrite =>
  readOnly
    ? overwrite(id, type, READ_ONLY_BITS, TICKET_MEMBER_BITS & ~READ_ONLY_BITS)
    : overwrite(id, type, TICKET_MEMBER_BITS);

/** Moves the ticket's channel where its new category belongs; a failure is logged (the move stands). */
export async function followMove(deps: DeskDeps, visit: DeskVisit, before: Ticket, after: Ticket): Promise<void> {
  const { discord, guildId, channelId } = visit;
  const config = visit.setup.config;
  const from = placementOf(config, before.category_id, visit.facts?.roles);
  const to = placementOf(config, after.category_id, visit.facts?.roles);
  const botUserId = deps.botUserId() ?? visit.asked.application_id;
  try {
    const channel = ChannelNow.parse(await discord.channels.get(channelId));
    const change: RESTPatchAPIChannelJSONBody = {};
    if (to.parentIds.join() !== from.parentIds.join()) {
      const parentId = await ticketCategory(discord, guildId, botUserId, to.parentIds);
      if (parentId !== channel.parent_id) change.parent_id = parentId;
    }
    const keep = { openerId: after.user_id, botUserId, claimerId: after.claimed_by };
    const readOnly = config.ticketSettings.claimerOnly && after.claimed_by !== null;
    const overwrites = teamOverwrites(channel.permission_overwrites, from.staff, to.staff, { ...keep, readOnly });
    if (overwrites) change.permission_overwrites = overwrites as RESTPatchAPIChannelJSONBody['permission_overwrites'];
    if (Object.keys(change).length > 0) await discord.channels.edit(channelId, change);
    await letTeamIn(discord, channelId, overwrites ? to.staff.userIds : [], { ...keep, readOnly });
  } catch (error) {
    deps.logger.warn({ err: error, guildId, channelId }, "could not move a ticket's channel to its new category");
  }
}

async function letTeamIn(
  discord: API,
  channelId: string,
  userIds: string[],
  keep: Keepers & { readOnly: boolean },
): Promise<void> {
  for (const userId of userIds.filter((id) => id !== keep.openerId && id !== keep.botUserId)) {
    const { allow, deny } = teamOverwrite(userId, OverwriteType.Member, keep.readOnly && userId !== keep.claimerId);
    await discord.channels
      .editPermissionOverwrite(channelId, userId, { type: OverwriteType.Member, allow, deny })
      .catch(() => undefined);
  }
}
