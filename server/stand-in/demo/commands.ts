// Slash commands on the Demo-Discord page: every command path a member may run in the guild ("ticket
// open", "help"), the options a path takes, and the typed values of the option fields as the act API
// takes them (a field left empty is an option not given).
import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';
import { findChatCommand, isNesting } from '../commands.js';
import type { CommandOption, StandInCommand, StandInGuild, World } from '../model.js';
import { walkCommand } from '../act/command-data.js';
import { mayUse } from '../act/interactions.js';

/** Where an option's value travels in the command form. */
export const optionField = (option: CommandOption) => `option.${option.name}`;

export type OptionValues = Record<string, string | number | boolean>;

function leafPaths(path: string, options: CommandOption[]): string[] {
  const nesting = options.filter(isNesting);
  return nesting.length === 0
    ? [path]
    : nesting.flatMap((option) => leafPaths(`${path} ${option.name}`, option.options ?? []));
}

/** The chat commands the member may use here (the guild's own before global ones of the same name), as paths. */
export function commandPaths(world: World, guild: StandInGuild, userId: string): string[] {
  const chat = (command: StandInCommand) => command.type === 1;
  const own = (world.guildCommands.get(guild.id) ?? []).filter(chat);
  const global = world.commands.filter((command) => chat(command) && !own.some((entry) => entry.name === command.name));
  return [...own, ...global]
    .filter((command) => mayUse(guild, userId, command))
    .flatMap((command) => leafPaths(command.name, command.options))
    .sort();
}

/** The options a command path takes, or null when the guild has no such path. */
export function pathOptions(world: World, guild: StandInGuild, path: string): CommandOption[] | null {
  const [top = '', ...words] = path.trim().split(/\s+/);
  const command = findChatCommand(world, guild.id, top);
  const walked = command ? walkCommand(command, words) : null;
  return walked && !('reason' in walked) ? walked.options : null;
}

/** The form's option values typed by their options; the name of a number option given no number. */
export function optionValues(options: CommandOption[], form: URLSearchParams): OptionValues | { notANumber: string } {
  const values: OptionValues = {};
  for (const option of options) {
    const raw = form.get(optionField(option)) ?? '';
    if (raw === '') continue;
    if (option.type === T.Integer || option.type === T.Number) {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number)) return { notANumber: option.name };
      values[option.name] = number;
    } else values[option.name] = option.type === T.Boolean ? raw === 'true' : raw;
  }
  return values;
}
