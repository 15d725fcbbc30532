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
  type RESTPutAPIApplicationGuildCommandsJSONBody,
} from 'discord-api-types/v10';
import { COMMANDS, type CommandOption, type SlashCommand, type Subcommand } from '../../contract/commands.js';
import type { LocalStore } from '../local-store.js';

function optionOf(option: CommandOption): APIApplicationCommandBasicOption {
  const words = {
    name: option.name,
    description: option.description.en,
    description_localizations: { de: option.description.de },
    required: option.required,
  };
  if (option.kind === 'channel')
    return { ...words, type: ApplicationCommandOptionType.Channel, channel_types: [ChannelType.GuildText] };
  if (option.kind === 'user') return { ...words, type: ApplicationCommandOptionType.User };
  return {
    ...words,
    type: ApplicationCommandOptionType.String,
    ...(option.maxLength === undefined ? {} : { max_length: option.maxLength }),
    ...(option.autocomplete ? { autocomplete: true } : {}),
  };
}

function subcommandOf(subcommand: Subcommand): APIApplicationCommandOption {
  return {
    type: ApplicationCommandOptionType.Subcommand,
    name: subcommand.name,
    description: subcommand.description.en,
    description_localizations: { de: subcommand.description.de },
    options: subcommand.options.map(optionOf),
  };
}

export function discordCommand(command: SlashCommand): RESTPutAPIApplicationGuildCommandsJSONBody[number] {
  return {
    name: command.name,
    description: command.description.en,
    description_localizations: { de: command.description.de },
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
