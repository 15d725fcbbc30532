// What each command of the table does. The table (contract/commands.ts) says who may use it and which
// feature it belongs to; the dispatcher has checked both before a handler runs.
import { type CommandName, type CommandWords, COMMANDS, type SlashCommand } from '../../contract/commands.js';
import { mayUseCommand } from './access.js';
import type { CommandContext, CommandHandler } from './context.js';
import { optionValue } from './context.js';
import type { TicketDesk } from '../tickets/desk.js';
import { ticketCommand } from '../tickets/interactions.js';
import { mayOnDashboard } from '../tickets/staff.js';
import { memberOf } from '../tickets/visit.js';

/** Blurple: the embeds' colour. */
const EMBED_COLOUR = 0x5865f2;
const DISCORD_EPOCH = 1_420_070_400_000n;

/** When Discord made an interaction, from its id. */
const createdAt = (id: string) => Number((BigInt(id) >> 22n) + DISCORD_EPOCH);

/** The invoker as the access rules see them. */
export function invokerOf(context: Pick<CommandContext, 'interaction'>) {
  const { member } = context.interaction;
  return { userId: member.user.id, roleIds: member.roles, permissions: BigInt(member.permissions) };
}

/** The guild as the access rules see it. */
export function guildOf(context: Pick<CommandContext, 'interaction' | 'setup' | 'facts'>) {
  return {
    id: context.interaction.guild_id,
    ownerId: context.facts?.ownerId ?? null,
    globalAdminIds: new Set(context.setup.config.globalAdminIds),
    commandPermissions: context.setup.config.commandPermissions,
  };
}

async function setupNotifications(context: CommandContext) {
  const channelId = optionValue(context.interaction, 'channel');
  if (!channelId) return context.reply({ content: context.texts.failed });
  await context.api.bot.notificationSetup({ guildId: context.interaction.guild_id, body: { channelId } });
  await context.reply({ content: context.texts.notificationsSetUp(`<#${channelId}>`) });
}

async function stats(context: CommandContext) {
  const figures = await context.api.bot.stats({ guildId: context.interaction.guild_id });
  const words = context.texts.stats;
  const field = (name: string, value: string) => ({ name, value, inline: true });
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

async function help(context: CommandContext) {
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

async function ping(context: CommandContext) {
  await context.reply({ content: context.texts.pong(Math.max(0, Date.now() - createdAt(context.interaction.id))) });
}

/** Each command's handler; /ticket works through the ticket desk. */
export const commandHandlers = (desk: TicketDesk): Record<CommandName, CommandHandler> => ({
  'setup-notifications': setupNotifications,
  stats,
  help,
  ping,
  ticket: ticketCommand(desk),
});
