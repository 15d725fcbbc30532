// Who counts as staff of a server's tickets, and what a member may do with them, read from the same
// entries the dashboard's Berechtigungen screen keeps and by the dashboard's own rule (`allows`): the
// owner, Guildhall's global admins, members with Administrator or Manage Server may do everything;
// everyone else what their own entry and their roles' entries grant.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { GuildConfiguration } from '../../contract/bot.js';
import type { PermissionId } from '../../contract/common.js';
import { allows } from '../../contract/guild-access.js';

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
    .filter((entry) =>
      entry.type === 'user' ? entry.targetId === member.userId : member.roleIds.includes(entry.targetId),
    )
    .flatMap((entry) => entry.permissions);
  return allows({ full, permissions: new Set(granted) }, needed);
}

/** The roles and users whose entries let them see tickets: they see every ticket's channel. */
export function ticketStaff(config: GuildConfiguration): { roleIds: string[]; userIds: string[] } {
  const staff = config.dashboardPermissions.filter((entry) =>
    allows({ full: false, permissions: new Set(entry.permissions) }, 'tickets.view'),
  );
  return {
    roleIds: staff.filter((entry) => entry.type === 'role').map((entry) => entry.targetId),
    userIds: staff.filter((entry) => entry.type === 'user').map((entry) => entry.targetId),
  };
}
