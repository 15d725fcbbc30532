// The command table as Discord's application commands, registered per guild by bulk overwrite: on joining
// a guild (GUILD_CREATE) when the table registered there is not this one. Registered without a Discord-side
// restriction (no default_member_permissions), so that an allow entry of the command permissions can grant
// a command; the bot decides on every use (commands/access.ts).
import { createHash } from 'node:crypto';
import type { API } from '@discordjs/core';
import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
  ChannelType,
  type LocalizationMap,
  Locale,
  type RESTPutAPIApplicationGuildCommandsJSONBody,
} from 'discord-api-types/v10';
import {
  COMMANDS,
  type CommandOption,
  type CommandWords,
  type SlashCommand,
  type Subcommand,
} from '../../contract/commands.js';
import type { LocalStore } from '../local-store.js';

/**
 * A description as Discord shows it: the English as the default (a client in any other language reads
 * it), and the table's words for the German and the two English clients. Names are not localized: a
 * member types the names the README, /help and the dashboard use, in every client, and Discord sends
 * the bot these default names whatever the client's language.
 */
const localized = (words: CommandWords): LocalizationMap => ({
  [Locale.German]: words.de,
  [Locale.EnglishUS]: words.en,
  [Locale.EnglishGB]: words.en,
});

const describedAs = (words: CommandWords) => ({ description: words.en, description_localizations: localized(words) });

/** A choice is picked by its words, so those are shown in the member's language as descriptions are. */
const choicesOf = (choices: NonNullable<CommandOption['choices']>) => ({
  choices: choices.map((choice) => ({
    name: choice.name.en,
    name_localizations: localized(choice.name),
    value: choice.value,
  })),
});

function optionOf(option: CommandOption): APIApplicationCommandBasicOption {
  const words = { name: option.name, ...describedAs(option.description), required: option.required };
  if (option.kind === 'channel')
    return { ...words, type: ApplicationCommandOptionType.Channel, channel_types: [ChannelType.GuildText] };
  if (option.kind === 'user') return { ...words, type: ApplicationCommandOptionType.User };
  const string = {
    ...words,
    type: ApplicationCommandOptionType.String as const,
    ...(option.maxLength === undefined ? {} : { max_length: option.maxLength }),
  };
  if (option.choices) return { ...string, ...choicesOf(option.choices) };
  return option.autocomplete ? { ...string, autocomplete: true } : string;
}

function subcommandOf(subcommand: Subcommand): APIApplicationCommandOption {
  return {
    type: ApplicationCommandOptionType.Subcommand,
    name: subcommand.name,
    ...describedAs(subcommand.description),
    options: subcommand.options.map(optionOf),
  };
}

export function discordCommand(command: SlashCommand): RESTPutAPIApplicationGuildCommandsJSONBody[number] {
  return {
    name: command.name,
    ...describedAs(command.description),
    options: command.subcommands ? command.subcommands.map(subcommandOf) : command.options.map(optionOf),
  };
}

export const DISCORD_COMMANDS = COMMANDS.map(discordCommand);

/** The table's version: registered again in a guild only when it differs from the one registered there. */
export const COMMANDS_VERSION = createHash('sha256')
  .update(JSON.stringify(DISCORD_COMMANDS))
  .digest('hex')
  .slice(0, 16);

/** Registers the table in a guild unless this version is registered there already. */
export async function registerIn(
  store: Pick<LocalStore, 'registered' | 'saveRegistered'>,
  discord: API,
  applicationId: string,
  guildId: string,
): Promise<void> {
  if (store.registered(guildId) === COMMANDS_VERSION) return;
  await discord.applicationCommands.bulkOverwriteGuildCommands(applicationId, guildId, DISCORD_COMMANDS);
  store.saveRegistered(guildId, COMMANDS_VERSION);
}
