// A slash command as a user types it ("ticket open" with options by name), checked against the guild's
// registered command (subcommand path, option names, required options, types, choices, ranges) and
// turned into the `data` of Discord's INTERACTION_CREATE (options nested under subcommands, resolved).
// While the user is still typing an option that autocompletes, Discord sends the same data with that
// option `focused` and its text as typed so far, unchecked, and options still missing are no error.
import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';
import { findChatCommand, isNesting } from '../commands.js';
import type { CommandOption, JsonObject, StandInChannel, StandInCommand, StandInGuild, World } from '../model.js';
import { type MentionKind, Resolved } from './resolved.js';

type OptionValue = string | number | boolean;
/** The data, the command, and its path as run ("ticket open"); or why Discord would refuse. */
export type CommandData =
  | { data: JsonObject; command: StandInCommand; path: string }
  | { status: 400 | 404; reason: string };

export const MENTION_KINDS: Partial<Record<number, MentionKind>> = {
  [T.User]: 'user',
  [T.Channel]: 'channel',
  [T.Role]: 'role',
  [T.Mentionable]: 'mentionable',
};

/** Why the value does not fit the option, or null. */
function valueProblem(option: CommandOption, value: OptionValue, resolved: Resolved): string | null {
  const mention = MENTION_KINDS[option.type];
  if (mention)
    return typeof value === 'string' && resolved.add(mention, value, option.channel_types)
      ? null
      : `names no ${mention} of this guild`;
  if (option.type === T.Boolean) return typeof value === 'boolean' ? null : 'must be true or false';
  if (option.type === T.String) {
    if (typeof value !== 'string') return 'must be a string';
    if (value.length < (option.min_length ?? 0) || value.length > (option.max_length ?? 6000))
      return 'has the wrong length';
  } else if (option.type === T.Integer || option.type === T.Number) {
    if (
      typeof value !== 'number' ||
      (option.type === T.Integer ? !Number.isSafeInteger(value) : !Number.isFinite(value))
    )
      return 'must be a number of the right kind';
    if (
      value < (option.min_value ?? Number.NEGATIVE_INFINITY) ||
      value > (option.max_value ?? Number.POSITIVE_INFINITY)
    )
      return 'is out of range';
  } else return 'is of a type the stand-in does not play (attachments)';
  if (option.choices && !option.choices.some((choice) => choice.value === value))
    return `must be one of ${option.choices.map((choice) => JSON.stringify(choice.value)).join(', ')}`;
  return null;
}

/** The chosen subcommand path and the options it takes, or why the words do not lead to one. */
export function walkCommand(
  command: StandInCommand,
  words: string[],
): { chain: CommandOption[]; options: CommandOption[] } | { status: 400 | 404; reason: string } {
  const chain: CommandOption[] = [];
  let level = command.options;
  for (const word of words) {
    const next = level.find((option) => isNesting(option) && option.name === word);
    if (!next)
      return {
        status: 404,
        reason: `/${command.name} has no subcommand ${[...chain.map((step) => step.name), word].join(' ')}`,
      };
    chain.push(next);
    level = next.options ?? [];
  }
  if (level.some(isNesting))
    return {
      status: 400,
      reason: `/${[command.name, ...chain.map((step) => step.name)].join(' ')} needs one of: ${level.map((option) => option.name).join(', ')}`,
    };
  return { chain, options: level };
}

/**
 * The command's data; `focused` names the option being typed for an autocomplete interaction (null: the
 * command is sent).
 */
export function commandData(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  userId: string,
  name: string,
  values: Record<string, OptionValue>,
  focused: string | null = null,
): CommandData {
  const [top = '', ...words] = name.trim().split(/\s+/);
  const command = findChatCommand(world, guild.id, top);
  if (!command) return { status: 404, reason: `Unknown command /${top} in ${guild.name}` };
  const path = walkCommand(command, words);
  if ('reason' in path) return path;
  const stray = Object.keys(values).find((key) => !path.options.some((option) => option.name === key));
  if (stray) return { status: 400, reason: `/${name} has no option ${stray}` };
  if (focused !== null && !path.options.some((option) => option.name === focused && option.autocomplete))
    return { status: 400, reason: `Option ${focused} of /${name} does not autocomplete` };
  const resolved = new Resolved(world, guild, channel, userId);
  let options: JsonObject[] = [];
  for (const option of path.options) {
    const value = values[option.name];
    if (option.name === focused) {
      options.push({ name: option.name, type: option.type, value: String(value ?? ''), focused: true });
      continue;
    }
    if (value === undefined) {
      if (option.required && focused === null) return { status: 400, reason: `/${name} needs option ${option.name}` };
      continue;
    }
    const problem = valueProblem(option, value, resolved);
    if (problem) return { status: 400, reason: `Option ${option.name} ${problem}` };
    options.push({ name: option.name, type: option.type, value });
  }
  for (const step of [...path.chain].reverse()) options = [{ name: step.name, type: step.type, options }];
  const isGuildCommand = (world.guildCommands.get(guild.id) ?? []).includes(command);
  const extra = resolved.toJSON();
  const data = {
    id: command.id,
    name: command.name,
    type: 1,
    ...(options.length > 0 ? { options } : {}),
    ...(extra ? { resolved: extra } : {}),
    ...(isGuildCommand ? { guild_id: guild.id } : {}),
  };
  return { data, command, path: [command.name, ...path.chain.map((step) => step.name)].join(' ') };
}
