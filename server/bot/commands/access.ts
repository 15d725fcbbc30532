// May this member use this command here? The server owner and Guildhall's global admins always may.
// Otherwise a role entry of the command permissions that denies the command wins over one that allows
// it, which wins over the command's own default. Entries for @everyone (the role whose id is the
// guild's) apply to every member. Discord is told nothing of this: the bot decides on every use.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import {
  type CommandDefault,
  type CommandPermission,
  mayUseEveryCommand,
  type SlashCommand,
} from '../../contract/index.js';

export interface Invoker {
  userId: string;
  roleIds: readonly string[];
  /** The member's permissions as Discord computed them for the interaction. */
  permissions: bigint;
}

export interface GuildFacts {
  id: string;
  /** Null while the bot has not seen the guild's owner (before its GUILD_CREATE). */
  ownerId: string | null;
  globalAdminIds: ReadonlySet<string>;
  commandPermissions: readonly CommandPermission[];
}

const MANAGERS = PermissionFlagsBits.Administrator | PermissionFlagsBits.ManageGuild;

function byDefault(rule: CommandDefault, permissions: bigint): boolean {
  if (rule === 'everyone') return true;
  if (rule === 'manageGuild') return (permissions & MANAGERS) !== 0n;
  return false;
}

export function mayUseCommand(
  command: Pick<SlashCommand, 'name' | 'default' | 'ownerOnly'>,
  invoker: Invoker,
  guild: GuildFacts,
): boolean {
  if (mayUseEveryCommand(invoker.userId, guild)) return true;
  if (command.ownerOnly) return false;
  const entries = guild.commandPermissions.filter(
    (entry) => entry.role_id === guild.id || invoker.roleIds.includes(entry.role_id),
  );
  if (entries.some((entry) => entry.denied_commands.includes(command.name))) return false;
  if (entries.some((entry) => entry.allowed_commands.includes(command.name))) return true;
  return byDefault(command.default, invoker.permissions);
}
