// What a command's handler works with: the interaction, the guild's configuration, the member's words,
// the bot API, and one way to answer (ephemeral, pinging nobody).
import type { API } from '@discordjs/core';
import {
  type APIChatInputApplicationCommandGuildInteraction,
  type APIEmbed,
  MessageFlags,
} from 'discord-api-types/v10';
import type { TypedBotApi } from '../../contract/client.js';
import type { GuildSetup } from '../configuration.js';
import type { GuildFacts } from '../guilds.js';
import type { BotTexts } from '../texts.js';

export interface CommandContext {
  interaction: APIChatInputApplicationCommandGuildInteraction;
  setup: GuildSetup;
  facts: GuildFacts | undefined;
  texts: BotTexts;
  language: 'de' | 'en';
  api: TypedBotApi;
  discord: API;
  /** Answers only the member who asked, and mentions in the answer never ping. */
  reply(answer: { content?: string; embeds?: APIEmbed[] }): Promise<void>;
}

export type CommandHandler = (context: CommandContext) => Promise<void>;

/** The ephemeral answer to an interaction: nobody else sees it, nobody is pinged. */
export async function replyPrivately(
  discord: API,
  interaction: { id: string; token: string },
  answer: { content?: string; embeds?: APIEmbed[] },
): Promise<void> {
  await discord.interactions.reply(interaction.id, interaction.token, {
    ...answer,
    flags: MessageFlags.Ephemeral,
    allowed_mentions: { parse: [] },
  });
}

/** A string or channel option's value by name (Discord sends them as a list). */
export function optionValue(
  interaction: APIChatInputApplicationCommandGuildInteraction,
  name: string,
): string | undefined {
  const option = interaction.data.options?.find((entry) => entry.name === name);
  return option && 'value' in option ? String(option.value) : undefined;
}
