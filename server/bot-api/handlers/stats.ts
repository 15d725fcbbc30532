// The overview's statistics: members, channels, roles, boosts, tickets and auto responses of one guild;
// and for /stats, the same with the tickets of the guild's last 7 days.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { DashboardStats, StatsHeadline } from '../../contract/index.js';
import type { DiscordGuild } from '../../contract/discord.js';
import type { BotApiContext } from '../context.js';
import { MEMBER_LIST_PAGE } from '../discord/client.js';
import { guildIconUrl } from '../../contract/discord-cdn.js';
import { snowflakeDate } from '../../contract/snowflake.js';
import type { Handlers } from '../invoke.js';
import { countAutoResponses } from '../repos/autoresponses.js';
import { countTickets } from '../repos/tickets.js';
import { recentHeadline } from '../statistics/ticket-stats.js';
import { BOT_STATS_DAYS, type BotGuildStats } from '../../contract/ticket-stats.js';
import { notFound } from '../errors.js';

const TEXT_CHANNELS = new Set([0, 5, 15]);
const VOICE_CHANNELS = new Set([2, 13]);
const CATEGORY_CHANNEL = 4;

/** A guild's figures; the guild as Discord describes it (with counts). */
export async function guildStats(ctx: BotApiContext, guildId: string, guild: DiscordGuild): Promise<DashboardStats> {
  const [channels, members, me, tickets, autoResponseCount] = await Promise.all([
    ctx.discord.channels(guildId),
    // Counting humans and bots needs the member list; larger guilds are estimated from its first page.
    ctx.discord.members(guildId, undefined, MEMBER_LIST_PAGE),
    ctx.discord.botUser(),
    countTickets(ctx.db, guildId),
    countAutoResponses(ctx.db, guildId),
  ]);
  const botMember = await ctx.discord.member(guildId, me.id);
  const total = guild.approximate_member_count ?? members.length;
  const sampledBots = members.filter((member) => member.user.bot).length;
  const botMembers =
    members.length >= total || members.length === 0 ? sampledBots : Math.round((sampledBots / members.length) * total);
  return {
    guildId,
    guildName: guild.name,
    guildIcon: guildIconUrl(ctx.settings.cdnBase, guild),
    totalMembers: total,
    onlineMembers: guild.approximate_presence_count ?? 0,
    humanMembers: total - botMembers,
    botMembers,
    totalChannels: channels.filter((channel) => channel.type !== CATEGORY_CHANNEL).length,
    textChannels: channels.filter((channel) => TEXT_CHANNELS.has(channel.type)).length,
    voiceChannels: channels.filter((channel) => VOICE_CHANNELS.has(channel.type)).length,
    categories: channels.filter((channel) => channel.type === CATEGORY_CHANNEL).length,
    totalRoles: guild.roles.length,
    verificationLevel: guild.verification_level,
    premiumTier: guild.premium_tier,
    premiumSubscriptionCount: guild.premium_subscription_count ?? 0,
    createdAt: snowflakeDate(guildId),
    botJoinedAt: botMember ? botMember.joined_at : null,
    ticketCount: tickets.total,
    openTickets: tickets.open,
    autoResponseCount,
  };
}

/** What /stats shows: the overview's figures and the tickets of the guild's last 7 days. */
export async function botGuildStats(ctx: BotApiContext, guildId: string): Promise<BotGuildStats> {
  const guild = await ctx.discord.guild(guildId);
  if (!guild) throw notFound('Guild');
  const [figures, lastWeek] = await Promise.all([guildStats(ctx, guildId, guild), lastWeekOf(ctx, guildId)]);
  return { ...figures, lastWeek };
}

/** The headline of the guild's last 7 days in its time zone, from its kept days: no one's figures in it. */
async function lastWeekOf(ctx: BotApiContext, guildId: string): Promise<StatsHeadline> {
  const { timeZone } = await ctx.kept.preferences(guildId);
  return recentHeadline(ctx, { guildId, timeZone, now: ctx.now() }, BOT_STATS_DAYS);
}

export const statsHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.stats> => ({
  get: ({ guildId, access }) => guildStats(ctx, guildId, access.guild),
  lastWeek: ({ guildId }) => lastWeekOf(ctx, guildId),
});
