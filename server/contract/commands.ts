// The bot's slash commands: one table that the bot registers with Discord, the command permissions
// screen shows as its columns (GET /api/available-commands), /help lists and the README documents.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { FeatureName, PermissionId } from './common.js';
import { LIMITS, PRIORITY_WORDS, TICKET_PRIORITIES } from './facts.js';

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
  /** For 'string': Discord asks the bot for choices while the member types (the bot's handler knows which). */
  autocomplete?: boolean;
  /** For 'string': the only values a member may pick, each with its words. */
  choices?: readonly { value: string; name: CommandWords }[];
}

/**
 * Who may use a command when no role entry of the command permissions allows or denies it:
 * every member, members with Manage Guild (or Administrator), or only the server owner.
 */
export type CommandDefault = 'everyone' | 'manageGuild' | 'owner';

/** One of a command's subcommands ("/ticket add"); `permission` is what a member needs for it beyond the command. */
export interface Subcommand {
  name: string;
  description: CommandWords;
  permission: PermissionId | null;
  options: CommandOption[];
}

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
  /** A command with subcommands takes its options through them (Discord allows one or the other). */
  subcommands?: Subcommand[];
}

/** A ticket's optional reason, as long as the bot API takes it. */
const reasonOption = (description: CommandWords): CommandOption => ({
  name: 'reason',
  description,
  kind: 'string',
  required: false,
  maxLength: LIMITS.ticketReason,
});

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
    name: 'ticket',
    description: { de: 'Tickets öffnen, schließen und verwalten', en: 'Open, close and manage tickets' },
    feature: 'tickets',
    permission: null,
    default: 'everyone',
    ownerOnly: false,
    options: [],
    subcommands: [
      {
        name: 'open',
        description: { de: 'Öffnet ein Ticket', en: 'Opens a ticket' },
        permission: null,
        options: [
          {
            name: 'category',
            description: {
              de: 'Die Ticket-Kategorie (zur Wahl beim Tippen)',
              en: 'The ticket category (offered as you type)',
            },
            kind: 'string',
            required: false,
            maxLength: LIMITS.category.name,
            autocomplete: true,
          },
          reasonOption({ de: 'Worum es geht', en: 'What it is about' }),
        ],
      },
      {
        name: 'close',
        description: { de: 'Schließt dieses Ticket', en: 'Closes this ticket' },
        // The opener may close their own ticket; the handler checks this permission for everyone else.
        permission: 'tickets.manage',
        options: [reasonOption({ de: 'Warum es geschlossen wird', en: 'Why it is closed' })],
      },
      {
        name: 'close-request',
        description: {
          de: 'Fragt den Ersteller, ob das Ticket geschlossen werden kann',
          en: 'Asks the opener whether the ticket may close',
        },
        permission: 'tickets.manage',
        options: [reasonOption({ de: 'Warum es geschlossen werden kann', en: 'Why it may close' })],
      },
      {
        name: 'unclaim',
        description: { de: 'Gibt dieses Ticket wieder frei', en: 'Releases this ticket' },
        // Its claimer may release it; the handler checks this permission for everyone else.
        permission: 'tickets.manage',
        options: [],
      },
      {
        name: 'rename',
        description: { de: 'Benennt den Kanal dieses Tickets um', en: "Renames this ticket's channel" },
        permission: 'tickets.manage',
        options: [
          {
            name: 'name',
            description: { de: 'Der neue Name des Kanals', en: "The channel's new name" },
            kind: 'string',
            required: true,
            maxLength: LIMITS.channelName,
          },
        ],
      },
      {
        name: 'priority',
        description: { de: 'Setzt die Priorität dieses Tickets', en: "Sets this ticket's priority" },
        permission: 'tickets.manage',
        options: [
          {
            name: 'level',
            description: { de: 'Wie dringend es ist', en: 'How urgent it is' },
            kind: 'string',
            required: true,
            choices: TICKET_PRIORITIES.map((level) => ({ value: level, name: PRIORITY_WORDS[level] })),
          },
        ],
      },
      {
        name: 'transfer',
        description: {
          de: 'Verschiebt dieses Ticket in eine andere Kategorie oder übergibt es',
          en: 'Moves this ticket to another category or hands it over',
        },
        // Its claimer may hand it to other staff; the handler checks this permission for everything else.
        permission: 'tickets.manage',
        options: [
          {
            name: 'category',
            description: { de: 'Die neue Ticket-Kategorie', en: 'The new ticket category' },
            kind: 'string',
            required: false,
            maxLength: LIMITS.category.name,
            autocomplete: true,
          },
          {
            name: 'member',
            description: { de: 'Wer aus dem Team es übernimmt', en: 'Who of the staff takes it on' },
            kind: 'user',
            required: false,
          },
        ],
      },
      {
        name: 'add',
        description: { de: 'Fügt jemanden diesem Ticket hinzu', en: 'Adds someone to this ticket' },
        permission: 'tickets.add_users',
        options: [
          {
            name: 'user',
            description: { de: 'Wer hinzukommt', en: 'Who joins' },
            kind: 'user',
            required: true,
          },
        ],
      },
      {
        name: 'remove',
        description: { de: 'Entfernt jemanden aus diesem Ticket', en: 'Removes someone from this ticket' },
        permission: 'tickets.remove_users',
        options: [
          {
            name: 'user',
            description: { de: 'Wer gehen muss', en: 'Who leaves' },
            kind: 'user',
            required: true,
          },
        ],
      },
    ],
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

/**
 * What the bot needs in a server, each for a reason; the invite link asks for exactly these, and the
 * README names them.
 */
export const BOT_PERMISSIONS = [
  { bit: PermissionFlagsBits.ViewChannel, name: 'View Channels', why: 'to see the messages it answers' },
  { bit: PermissionFlagsBits.SendMessages, name: 'Send Messages', why: 'auto responses and notifications' },
  { bit: PermissionFlagsBits.EmbedLinks, name: 'Embed Links', why: 'auto responses sent as embeds, /stats' },
  { bit: PermissionFlagsBits.ReadMessageHistory, name: 'Read Message History', why: 'to answer a message as a reply' },
  { bit: PermissionFlagsBits.ManageRoles, name: 'Manage Roles', why: 'auto-roles' },
  { bit: PermissionFlagsBits.ManageChannels, name: 'Manage Channels', why: 'a channel for each ticket' },
  { bit: PermissionFlagsBits.AttachFiles, name: 'Attach Files', why: 'files in ticket channels' },
  { bit: PermissionFlagsBits.PinMessages, name: 'Pin Messages', why: "a ticket's welcome stays on top" },
] as const;

export const BOT_PERMISSION_BITS: bigint = BOT_PERMISSIONS.reduce((bits, permission) => bits | permission.bit, 0n);

/** Discord's page that adds the bot to a server (that one, when given), with its commands and the permissions above. */
export function botInviteUrl(clientId: string, guildId?: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    scope: 'bot applications.commands',
    permissions: BOT_PERMISSION_BITS.toString(),
    ...(guildId ? { guild_id: guildId, disable_guild_select: 'true' } : {}),
  });
  return `https://discord.com/oauth2/authorize?${query}`;
}

/**
 * Who may use every command, the owner-only ones too (/setup-notifications): the server's owner and
 * Guildhall's global admins. The settings page lets the same people choose the notification channel.
 */
export const mayUseEveryCommand = (
  userId: string,
  guild: { ownerId: string | null; globalAdminIds: ReadonlySet<string> },
): boolean => userId === guild.ownerId || guild.globalAdminIds.has(userId);
