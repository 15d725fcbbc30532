// Gateway intents and shards: which intents exist, which need the application's switch in the Developer
// Portal, which dispatches each intent brings, and which shard owns a guild.
import { ApplicationFlags, GatewayDispatchEvents as E, GatewayIntentBits as I } from 'discord-api-types/v10';
import { snowflakeEpochMs } from '../../contract/snowflake.js';
import type { WorldSettings } from '../model.js';

const KNOWN = Object.values(I)
  .filter((bit): bit is I => typeof bit === 'number')
  .reduce((all, bit) => all | bit, 0);

export const hasUnknownIntents = (intents: number) => (intents & ~KNOWN) !== 0;

/** The privileged intents: the intent, whether the application switched it on, the flag READY shows for it. */
const privileged = (enabled: WorldSettings['privilegedIntents']): [number, boolean, number][] => [
  [I.GuildMembers, enabled.guildMembers, ApplicationFlags.GatewayGuildMembersLimited],
  [I.GuildPresences, enabled.guildPresences, ApplicationFlags.GatewayPresenceLimited],
  [I.MessageContent, enabled.messageContent, ApplicationFlags.GatewayMessageContentLimited],
];

/** Privileged intents asked for that the application has not switched on. */
export const hasDisallowedIntents = (intents: number, enabled: WorldSettings['privilegedIntents']) =>
  privileged(enabled).some(([bit, on]) => (intents & bit) !== 0 && !on);

/** The application flags that tell an app (below 100 servers) which privileged intents it switched on. */
export const applicationFlags = (enabled: WorldSettings['privilegedIntents']) =>
  privileged(enabled).reduce((flags, [, on, flag]) => (on ? flags | flag : flags), 0);

const INTENT_OF: Partial<Record<E, number>> = {
  [E.GuildCreate]: I.Guilds,
  [E.GuildRoleCreate]: I.Guilds,
  [E.GuildRoleUpdate]: I.Guilds,
  [E.GuildRoleDelete]: I.Guilds,
  [E.ChannelCreate]: I.Guilds,
  [E.ChannelUpdate]: I.Guilds,
  [E.ChannelDelete]: I.Guilds,
  [E.ChannelPinsUpdate]: I.Guilds,
  [E.GuildMemberAdd]: I.GuildMembers,
  [E.GuildMemberUpdate]: I.GuildMembers,
  [E.GuildMemberRemove]: I.GuildMembers,
  [E.MessageCreate]: I.GuildMessages,
  [E.MessageUpdate]: I.GuildMessages,
  [E.MessageDelete]: I.GuildMessages,
};

/** Whether a session with these intents gets this dispatch (interactions need none). */
export function receives(intents: number, t: E): boolean {
  const needed = INTENT_OF[t];
  return needed === undefined || (intents & needed) !== 0;
}

export const readsContent = (intents: number) => (intents & I.MessageContent) !== 0;
export const seesMembers = (intents: number) => (intents & I.GuildMembers) !== 0;
export const seesGuilds = (intents: number) => (intents & I.Guilds) !== 0;

/** Discord's rule: a guild belongs to shard (guild_id >> 22) % shard_count. */
export const ownsGuild = (shard: readonly [number, number], guildId: string) =>
  snowflakeEpochMs(guildId) % shard[1] === shard[0];
