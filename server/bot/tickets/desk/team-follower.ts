// A category's team changed on the dashboard while its tickets are open: the bot lets the new team's
// roles into those tickets' channels and takes the roles that are no longer staff of them out, so each
// open ticket is seen by the staff a ticket opened now would be. The bot remembers each category's team
// as it last followed it and does nothing while it stays; after a start it remembers none, so the open
// tickets of each category with a team have their role overwrites compared with its staff and only a
// channel that differs is edited.
import type { API } from '@discordjs/core';
import { OverwriteType } from 'discord-api-types/v10';
import type { GuildConfiguration } from '../../../contract/bot.js';
import type { GuildSetups } from '../../configuration.js';
import type { GuildDirectory } from '../../guilds.js';
import { TICKET_MEMBER_BITS } from '../channels.js';
import { oneAtATime } from '../opening/one-at-a-time.js';
import { staffOfCategory } from '../staff.js';
import type { DeskDeps } from '../visit.js';
import { overwritesOf } from './claimer-only.js';

/** The roles to let in and to take out of a channel, so that its role overwrites are the staff's roles. */
export function teamChange(
  current: readonly { id: string; type: OverwriteType }[],
  staffRoleIds: readonly string[],
  guildId: string,
): { letIn: string[]; takeOut: string[] } {
  const roles = new Set(current.filter((entry) => entry.type === OverwriteType.Role).map((entry) => entry.id));
  roles.delete(guildId);
  const wanted = new Set(staffRoleIds.filter((id) => id !== guildId));
  return {
    letIn: [...wanted].filter((id) => !roles.has(id)),
    takeOut: [...roles].filter((id) => !wanted.has(id)),
  };
}

async function followInChannel(discord: API, guildId: string, channelId: string, staffRoleIds: string[]) {
  const change = teamChange(await overwritesOf(discord, channelId), staffRoleIds, guildId);
  for (const roleId of change.letIn)
    await discord.channels.editPermissionOverwrite(channelId, roleId, {
      type: OverwriteType.Role,
      allow: TICKET_MEMBER_BITS.toString(),
      deny: '0',
    });
  for (const roleId of change.takeOut) await discord.channels.deletePermissionOverwrite(channelId, roleId);
}

/** What decides a category's tickets' staff roles: its team and the server's staff entries. */
const teamKey = (config: GuildConfiguration, categoryId: number, roles?: ReadonlyMap<string, unknown>) =>
  [...staffOfCategory(config, categoryId, roles).roleIds].sort().join(',');

/** Brings the open tickets of a guild's categories in line with their teams, once per change of a team. */
export function teamFollower(deps: DeskDeps, discord: API, setups: GuildSetups, guilds: GuildDirectory) {
  const followed = new Map<string, string>();
  const perGuild = oneAtATime();
  return (guildId: string) =>
    perGuild(guildId, async () => {
      const { config } = await setups.get(guildId);
      const roles = guilds.get(guildId)?.roles;
      // Until its first READY the bot does not know who it is, and it has made no ticket channel yet.
      if (!deps.botUserId()) return;
      for (const category of config.categories) {
        const place = `${guildId}:${category.id}`;
        const key = teamKey(config, category.id, roles);
        const last = followed.get(place);
        if (last === key) continue;
        // First seen since the start and without a team of its own: its tickets have the server's staff,
        // as every ticket opened while the bot ran; only a team dropped while the bot was away is missed.
        if (last === undefined && category.staffRoleIds.length === 0) {
          followed.set(place, key);
          continue;
        }
        const staffRoleIds = staffOfCategory(config, category.id, roles).roleIds;
        for (const ticket of await deps.api.bot.categoryTickets({ guildId, categoryId: category.id }))
          await followInChannel(discord, guildId, ticket.channel_id!, staffRoleIds).catch((error: unknown) =>
            deps.logger.warn({ err: error, guildId, ticketId: ticket.id }, "could not let a category's team in"),
          );
        followed.set(place, key);
      }
    });
}
