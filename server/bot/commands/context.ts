// What a route's handler works with: the interaction (a slash command, a button or select, a submitted
// form), the guild's configuration, the member's words, the bot API, and one way to answer (privately,
// pinging nobody, in place of a private "thinking…" when there is one).
import type { API } from '@discordjs/core';
import type {
  APIChatInputApplicationCommandGuildInteraction,
  APIMessageComponentGuildInteraction,
  APIModalSubmitGuildInteraction,
} from 'discord-api-types/v10';
import type { TypedBotApi } from '../../contract/client.js';
import type { GuildSetup } from '../configuration.js';
import type { GuildFacts } from '../guilds.js';
import type { BotTexts } from '../texts.js';
import type { Words } from './answering.js';

/** The interactions a guild's member makes that the bot answers through its routes. */
export type GuildInteraction =
  | APIChatInputApplicationCommandGuildInteraction
  | APIMessageComponentGuildInteraction
  | APIModalSubmitGuildInteraction;

export interface InteractionContext<I extends GuildInteraction = GuildInteraction> {
  interaction: I;
  setup: GuildSetup;
  facts: GuildFacts | undefined;
  texts: BotTexts;
  language: 'de' | 'en';
  api: TypedBotApi;
  discord: API;
  /** The bot's clock (ms since 1970). */
  now(): number;
  /** Answers only the member who asked, and mentions in the answer never ping. */
  reply(answer: Words): Promise<void>;
}

export type CommandContext = InteractionContext<APIChatInputApplicationCommandGuildInteraction>;

/** A string or channel option's value by name (Discord sends them as a list). */
export function optionValue(
  interaction: APIChatInputApplicationCommandGuildInteraction,
  name: string,
): string | undefined {
  const option = interaction.data.options?.find((entry) => entry.name === name);
  return option && 'value' in option ? String(option.value) : undefined;
}
