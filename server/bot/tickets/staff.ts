// Who counts as staff of a server's tickets, and what a member may do with them, read from the same
// entries the dashboard's Berechtigungen screen keeps and by the dashboard's own rule (`allows`): the
// owner, Guildhall's global admins, members with Administrator or Manage Server may do everything;
// everyone else what their own entry and their roles' entries grant.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { GuildConfiguration } from '../../contract/bot.js';
import type { TicketCategory } from '../../contract/config.js';
import type { PermissionId } from '../../contract/common.js';
import { allows, entryAppliesTo } from '../../contract/guild-access.js';

export interface TicketMember {
  userId: string;
  roleIds: readonly string[];
  /** The member's permissions as Discord computed them for the interaction. */
  permissions: bigint;
}

const FULL = PermissionFlagsBits.Administrator | PermissionFlagsBits.ManageGuild;

export function mayOnDashboard(
  config: GuildConfiguration,
  ownerId: string | null,
  member: TicketMember,
  needed: PermissionId,
): boolean {
  const full =
    member.userId === ownerId || config.globalAdminIds.includes(member.userId) || (member.permissions & FULL) !== 0n;
  const granted = config.dashboardPermissions
    .filter((entry) => entryAppliesTo(entry, member.userId, member.roleIds))
    .flatMap((entry) => entry.permissions);
  return allows({ full, permissions: new Set(granted) }, needed);
}

/**
 * Who sees and handles a ticket's channel. Without a team of its category: the roles and users whose
 * entries let them see tickets. With one: the team's roles (those the server still has, when the bot knows
 * its roles: Discord refuses an overwrite for a role that is gone) and whoever's entries grant
 * tickets.manage; the other staff do not see it. Owners and administrators see every channel anyway.
 */
export function ticketStaff(
  config: GuildConfiguration,
  category?: TicketCategory,
  roles?: ReadonlyMap<string, unknown>,
): { roleIds: string[]; userIds: string[] } {
  const team = category?.staffRoleIds ?? [];
  const needed: PermissionId = team.length > 0 ? 'tickets.manage' : 'tickets.view';
  const staff = config.dashboardPermissions.filter((entry) =>
    allows({ full: false, permissions: new Set(entry.permissions) }, needed),
  );
  const staffRoles = staff.filter((entry) => entry.type === 'role').map((entry) => entry.targetId);
  return {
    roleIds: [...new Set([...team.filter((id) => !roles || roles.has(id)), ...staffRoles])],
    userIds: staff.filter((entry) => entry.type === 'user').map((entry) => entry.targetId),
  };
}

/** The staff of a ticket of this category (null or unknown: the server's ticket staff). */
export const staffOfCategory = (
  config: GuildConfiguration,
  categoryId: number | null,
  roles?: ReadonlyMap<string, unknown>,
) =>
  ticketStaff(
    config,
    config.categories.find((entry) => entry.id === categoryId),
    roles,
  );
