// Image URLs on Discord's CDN (or the stand-in's, in demo mode).
import type { DiscordPartialGuild, DiscordUser } from './discord.js';
import { snowflakeEpochMs } from './snowflake.js';

/** Discord's own CDN: how content that outlives its request names an image (views map it to the configured CDN). */
export const DISCORD_CDN = 'https://cdn.discordapp.com';

/** Discord's rule: legacy discriminators pick index discriminator % 5; new usernames (discriminator 0) use (id >> 22) % 6. */
function defaultAvatarIndex(user: Pick<DiscordUser, 'id' | 'discriminator'>): number {
  return user.discriminator === '0' || user.discriminator === ''
    ? snowflakeEpochMs(user.id) % 6
    : Number(user.discriminator) % 5;
}

export function userAvatarUrl(cdn: string, user: Pick<DiscordUser, 'id' | 'discriminator' | 'avatar'>): string {
  return user.avatar
    ? `${cdn}/avatars/${user.id}/${user.avatar}.png?size=64`
    : `${cdn}/embed/avatars/${defaultAvatarIndex(user)}.png`;
}

export function guildIconUrl(cdn: string, guild: Pick<DiscordPartialGuild, 'id' | 'icon'>): string | null {
  return guild.icon ? `${cdn}/icons/${guild.id}/${guild.icon}.png?size=128` : null;
}
