// What the commands without a desk of their own do: /setup-notifications, /stats, /help and /ping. Their
// routes (routes.ts) say how each answers in time; the dispatcher has checked the feature and the
// member's permission before a handler runs.
import { type CommandWords, COMMANDS, type SlashCommand } from '../../contract/commands.js';
import { BLURPLE, colorNumber } from '../../contract/facts.js';
import { snowflakeTime } from '../../contract/snowflake.js';
import { averageInWords, durationInWords } from '../../contract/figures-in-words.js';
import type { StatsHeadline } from '../../contract/ticket-stats.js';
import type { BotTexts } from '../texts.js';
import { mayUseCommand } from './access.js';
import type { CommandContext, InteractionContext } from './context.js';
import { optionValue } from './context.js';
import { mayOnDashboard } from '../tickets/staff.js';
import { memberOf } from '../tickets/visit.js';

type StatsWords = BotTexts['stats'];

/** A figure of the /stats embed, three to a row. */
const field = (name: string, value: string) => ({ name, value, inline: true });

/** Blurple: the embeds' colour. */
const EMBED_COLOUR = colorNumber(BLURPLE);

/** The invoker as the access rules see them. */
export function invokerOf(context: Pick<InteractionContext, 'interaction'>) {
  const { member } = context.interaction;
  return { userId: member.user.id, roleIds: member.roles, permissions: BigInt(member.permissions) };
}

/** The guild as the access rules see it. */
export function guildOf(context: Pick<InteractionContext, 'interaction' | 'setup' | 'facts'>) {
  return {
    id: context.interaction.guild_id,
    ownerId: context.facts?.ownerId ?? null,
    globalAdminIds: new Set(context.setup.config.globalAdminIds),
    commandPermissions: context.setup.config.commandPermissions,
  };
}

/** The channel the owner chose; without one (Discord requires it) the command cannot work. */
export const refuseWithoutChannel = (context: CommandContext) =>
  optionValue(context.interaction, 'channel') ? null : context.texts.failed;

export async function setupNotifications(context: CommandContext) {
  const channelId = optionValue(context.interaction, 'channel')!;
  await context.api.bot.notificationSetup({ guildId: context.interaction.guild_id, body: { channelId } });
  await context.reply({ content: context.texts.notificationsSetUp(`<#${channelId}>`) });
}

/** The tickets of the server's last 7 days: opened and closed, the median first response, the rating. */
function lastWeekFields(week: StatsHeadline, words: StatsWords, language: CommandContext['language']) {
  const { median } = week.firstResponse;
  return [
    field(words.lastWeek, words.lastWeekValue(week.opened, week.closed)),
    field(words.firstResponse, median === null ? words.none : durationInWords(median, words.duration)),
    field(words.rating, week.ratingAverage === null ? words.none : averageInWords(week.ratingAverage, language)),
  ];
}

export async function stats(context: CommandContext) {
  const figures = await context.api.bot.stats({ guildId: context.interaction.guild_id });
  const words = context.texts.stats;
  await context.reply({
    embeds: [
      {
        title: words.title(figures.guildName),
        color: EMBED_COLOUR,
        fields: [
          field(words.members, String(figures.totalMembers)),
          field(words.humans, String(figures.humanMembers)),
          field(words.bots, String(figures.botMembers)),
          field(words.channels, String(figures.totalChannels)),
          field(words.roles, String(figures.totalRoles)),
          field(words.boosts, String(figures.premiumSubscriptionCount)),
          field(words.tickets, `${figures.ticketCount} (${figures.openTickets} ${words.open})`),
          field(words.autoResponses, String(figures.autoResponseCount)),
          ...lastWeekFields(figures.lastWeek, words, context.language),
        ],
      },
    ],
  });
}

/** The lines /help shows for a command: one, or one per subcommand the member may use. */
function helpLines(context: CommandContext, command: SlashCommand): string[] {
  const words = (name: string, description: CommandWords) => `/${name}: ${description[context.language]}`;
  if (!command.subcommands) return [words(command.name, command.description)];
  const member = memberOf(context.interaction.member);
  const ownerId = context.facts?.ownerId ?? null;
  return command.subcommands
    .filter((sub) => sub.permission === null || mayOnDashboard(context.setup.config, ownerId, member, sub.permission))
    .map((sub) => words(`${command.name} ${sub.name}`, sub.description));
}

export async function help(context: CommandContext) {
  const invoker = invokerOf(context);
  const guild = guildOf(context);
  const usable = (COMMANDS as readonly SlashCommand[]).filter(
    (command) =>
      (command.feature === null || context.setup.enabled(command.feature)) && mayUseCommand(command, invoker, guild),
  );
  const lines = usable.flatMap((command) => helpLines(context, command));
  await context.reply({
    content: lines.length ? `**${context.texts.help.title}**\n${lines.join('\n')}` : context.texts.help.none,
  });
}

/** How long the interaction took to reach the bot: from the time its id carries to the bot's clock now. */
export async function ping(context: CommandContext) {
  const latency = Math.max(0, context.now() - snowflakeTime(context.interaction.id));
  await context.reply({ content: context.texts.pong(latency) });
}
