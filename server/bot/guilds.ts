// The little the bot remembers of each guild between events, kept up to date by the gateway: its owner,
// its roles' positions and permissions, and the bot's own roles there. Enough to tell the owner on a
// command and whether the bot may give a role; nothing else of Discord is cached.
import type { APIGuildMember, APIRole, GatewayGuildCreateDispatchData } from 'discord-api-types/v10';

export interface RoleFacts {
  name: string;
  position: number;
  permissions: bigint;
  managed: boolean;
}

export interface GuildFacts {
  name: string;
  ownerId: string;
  /** The server's language as Discord keeps it: what the bot says there on its own is in it. */
  locale: string;
  roles: Map<string, RoleFacts>;
  /** The bot's own roles in this guild. */
  botRoleIds: string[];
}

const factsOf = (role: APIRole): RoleFacts => ({
  name: role.name,
  position: role.position,
  permissions: BigInt(role.permissions),
  managed: role.managed,
});

export class GuildDirectory {
  private readonly guilds = new Map<string, GuildFacts>();
  /** The bot's user id, from READY. */
  botUserId: string | null = null;

  get(guildId: string): GuildFacts | undefined {
    return this.guilds.get(guildId);
  }

  get size(): number {
    return this.guilds.size;
  }

  joined(guild: GatewayGuildCreateDispatchData): void {
    const me = guild.members.find((member) => member.user.id === this.botUserId);
    this.guilds.set(guild.id, {
      name: guild.name,
      ownerId: guild.owner_id,
      locale: guild.preferred_locale,
      roles: new Map(guild.roles.map((role) => [role.id, factsOf(role)])),
      botRoleIds: me?.roles ?? [],
    });
  }

  updated(guildId: string, change: { name?: string; owner_id?: string }): void {
    const facts = this.guilds.get(guildId);
    if (!facts) return;
    if (change.name !== undefined) facts.name = change.name;
    if (change.owner_id !== undefined) facts.ownerId = change.owner_id;
  }

  left(guildId: string): void {
    this.guilds.delete(guildId);
  }

  roleSet(guildId: string, role: APIRole): void {
    this.guilds.get(guildId)?.roles.set(role.id, factsOf(role));
  }

  roleDeleted(guildId: string, roleId: string): void {
    this.guilds.get(guildId)?.roles.delete(roleId);
  }

  /** A member changed: only the bot's own roles matter here. */
  memberUpdated(guildId: string, member: Pick<APIGuildMember, 'roles'> & { user: { id: string } }): void {
    const facts = this.guilds.get(guildId);
    if (facts && member.user.id === this.botUserId) facts.botRoleIds = member.roles;
  }
}

const MANAGE_ROLES = 1n << 28n;
const ADMINISTRATOR = 1n << 3n;

/** Why the bot cannot give this role in this guild (as Discord would refuse it), or null when it can. */
export function roleProblem(
  guildId: string,
  facts: GuildFacts,
  roleId: string,
): 'role_missing' | 'managed' | 'above_bot' | 'no_manage_roles' | null {
  const role = facts.roles.get(roleId);
  if (!role) return 'role_missing';
  if (role.managed || roleId === guildId) return 'managed';
  const mine = [guildId, ...facts.botRoleIds]
    .map((id) => facts.roles.get(id))
    .filter((entry): entry is RoleFacts => entry !== undefined);
  const permissions = mine.reduce((bits, entry) => bits | entry.permissions, 0n);
  if ((permissions & (MANAGE_ROLES | ADMINISTRATOR)) === 0n) return 'no_manage_roles';
  const highest = Math.max(0, ...mine.map((entry) => entry.position));
  return role.position < highest ? null : 'above_bot';
}
