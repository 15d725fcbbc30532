// One way into the bot (a slash command or subcommand, a button or select, a submitted form) and how it
// is answered in time. Every way belongs to a command of the table: that command's feature and command
// permissions decide whether the member may use it, whichever way they came in.
import type { API } from '@discordjs/core';
import {
  type APIApplicationCommandAutocompleteGuildInteraction,
  type APIChatInputApplicationCommandGuildInteraction,
  type APIMessageComponentGuildInteraction,
  type APIMessageComponentInteraction,
  type APIModalSubmitGuildInteraction,
  type APIModalSubmitInteraction,
  ApplicationCommandOptionType,
} from 'discord-api-types/v10';
import type { CommandName, COMMANDS } from '../../contract/commands.js';
import type { GuildInteraction, InteractionContext } from './context.js';

/**
 * How a route's first answer comes, within Discord's 3 s: at once (from what the bot holds, no call
 * before it), as a form (which can only be a first answer), or "thinking…" first because it calls the
 * bot API or Discord before it can say anything (privately, or for everyone in the channel).
 */
export type Answering = 'at-once' | 'form' | 'thinking-privately' | 'thinking-publicly';

export interface Route<I extends GuildInteraction> {
  /** The command whose feature and permissions cover this way in. */
  command: CommandName;
  /** How its first answer comes (for some, it depends on what the member sent). */
  answers: Answering | ((interaction: I) => Answering);
  /** A refusal decided from what the bot holds, without calling anyone: said privately at once. */
  refuse?(context: InteractionContext<I>): string | null;
  run(context: InteractionContext<I>): Promise<void>;
}

export type CommandRoute = Route<APIChatInputApplicationCommandGuildInteraction>;
export type ComponentRoute = Route<APIMessageComponentGuildInteraction>;
export type FormRoute = Route<APIModalSubmitGuildInteraction>;
/**
 * A button or form of the bot's own direct messages (the opener's rating after a close): outside any guild,
 * so no command's permissions apply; the user is the interaction's, and the custom id names the rest.
 */
export type DirectRoute<I extends APIMessageComponentInteraction | APIModalSubmitInteraction> = (
  interaction: I,
  discord: API,
) => Promise<void>;
/** Answers an option being typed with choices (no message, no form: choices only, within 3 s). */
export type Suggest = (interaction: APIApplicationCommandAutocompleteGuildInteraction, discord: API) => Promise<void>;

/** "name" for a command without subcommands, "name subcommand" for each of another's. */
type KeysOf<C> = C extends { name: infer N extends string; subcommands: readonly { name: infer S extends string }[] }
  ? `${N} ${S}`
  : C extends { name: infer N extends string }
    ? N
    : never;
/** Every slash command and subcommand of the table, as its route is named. */
export type CommandKey = KeysOf<(typeof COMMANDS)[number]>;

/** Every way into the bot, by kind: the one place that says which handler answers what. */
export interface RouteTable {
  /** Slash commands by name, and subcommands as "command subcommand". */
  commands: Record<CommandKey, CommandRoute>;
  /** Buttons and select menus by their custom id's prefix. */
  components: Record<string, ComponentRoute>;
  /** Submitted forms (modals) by their custom id's prefix. */
  forms: Record<string, FormRoute>;
  /** Options that autocomplete, by "command subcommand". */
  suggestions: Record<string, Suggest>;
  /** Buttons and forms of direct messages, by their custom id's prefix. */
  direct: {
    components: Record<string, DirectRoute<APIMessageComponentInteraction>>;
    forms: Record<string, DirectRoute<APIModalSubmitInteraction>>;
  };
}

/** The route name of a slash command as used: its name, and the subcommand chosen, if any. */
export function commandKey(data: { name: string; options?: readonly { type: number; name: string }[] }): string {
  const subcommand = data.options?.find((option) => option.type === ApplicationCommandOptionType.Subcommand);
  return subcommand ? `${data.name} ${subcommand.name}` : data.name;
}
