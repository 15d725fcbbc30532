// The bot's slash commands: one table that the bot registers with Discord, the command permissions
// screen shows as its columns (GET /api/available-commands), /help lists and the README documents.
import type { FeatureName, PermissionId } from './common.js';

/** Words of a command in the two languages Discord shows them in (German, and English for everyone else). */
export interface CommandWords {
  de: string;
  en: string;
}

export interface CommandOption {
  name: string;
  description: CommandWords;
  kind: 'string' | 'channel' | 'user';
  required: boolean;
  /** For 'string': the longest value Discord lets a member type. */
  maxLength?: number;
}

/**
 * Who may use a command when no role entry of the command permissions allows or denies it:
 * every member, members with Manage Guild (or Administrator), or only the server owner.
 */
export type CommandDefault = 'everyone' | 'manageGuild' | 'owner';

export interface SlashCommand {
  name: string;
  description: CommandWords;
  /** While this feature is off for a guild, the command says so and does nothing. */
  feature: FeatureName | null;
  /** A dashboard permission the member needs besides being allowed the command. */
  permission: PermissionId | null;
  default: CommandDefault;
  /** The owner only, whatever the command permissions say (the notification setup is the owner's). */
  ownerOnly: boolean;
  options: CommandOption[];
}

export const COMMANDS = [
  {
    name: 'setup-notifications',
    description: {
      de: 'Richtet Team-Benachrichtigungen in einem Kanal ein (nur Serverbesitzer)',
      en: 'Sets up team notifications in a channel (server owner only)',
    },
    feature: null,
    permission: null,
    default: 'owner',
    ownerOnly: true,
    options: [
      {
        name: 'channel',
        description: { de: 'Der Kanal für Benachrichtigungen', en: 'The channel for notifications' },
        kind: 'channel',
        required: true,
      },
    ],
  },
  {
    name: 'stats',
    description: { de: 'Zeigt die Zahlen dieses Servers', en: "Shows this server's figures" },
    feature: 'statistics',
    permission: null,
    default: 'everyone',
    ownerOnly: false,
    options: [],
  },
  {
    name: 'help',
    description: { de: 'Zeigt die Befehle, die du hier verwenden darfst', en: 'Shows the commands you may use here' },
    feature: null,
    permission: null,
    default: 'everyone',
    ownerOnly: false,
    options: [],
  },
  {
    name: 'ping',
    description: { de: 'Prüft, ob der Bot antwortet', en: 'Checks that the bot answers' },
    feature: null,
    permission: null,
    default: 'everyone',
    ownerOnly: false,
    options: [],
  },
] as const satisfies readonly SlashCommand[];

/** The name of one of the bot's commands. */
export type CommandName = (typeof COMMANDS)[number]['name'];

export const COMMAND_NAMES: ReadonlySet<string> = new Set(COMMANDS.map((command) => command.name));

export const commandNamed = (name: string): SlashCommand | undefined =>
  COMMANDS.find((command) => command.name === name);
