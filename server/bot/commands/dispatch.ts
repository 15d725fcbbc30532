// Every slash command the bot receives: the command table says whether it exists, which feature it belongs
// to and who may use it here (commands/access.ts); a refusal is an ephemeral answer in the member's
// language, and the command's handler answers the rest.
import type { API } from '@discordjs/core';
import {
  type APIChatInputApplicationCommandGuildInteraction,
  type APIInteraction,
  ApplicationCommandType,
  InteractionType,
} from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { TypedBotApi } from '../../contract/client.js';
import { type CommandName, commandNamed } from '../../contract/commands.js';
import type { GuildSetups } from '../configuration.js';
import type { GuildDirectory } from '../guilds.js';
import { countRefusal, observeInteraction } from '../metrics.js';
import { languageOf, textsFor } from '../texts.js';
import { mayUseCommand } from './access.js';
import { type CommandContext, type CommandHandler, replyPrivately } from './context.js';
import { guildOf, invokerOf } from './handlers.js';

export interface DispatchDeps {
  setups: GuildSetups;
  guilds: GuildDirectory;
  api: TypedBotApi;
  logger: Logger;
  handlers: Record<CommandName, CommandHandler>;
}

const isGuildCommand = (interaction: APIInteraction): interaction is APIChatInputApplicationCommandGuildInteraction =>
  interaction.type === InteractionType.ApplicationCommand &&
  interaction.data.type === ApplicationCommandType.ChatInput &&
  'guild_id' in interaction &&
  interaction.guild_id !== undefined;

export function commandDispatcher(deps: DispatchDeps) {
  return async (interaction: APIInteraction, discord: API): Promise<void> => {
    if (!isGuildCommand(interaction)) return;
    const started = performance.now();
    const texts = textsFor(interaction.locale);
    const reply = (answer: { content?: string }) => replyPrivately(discord, interaction, answer);
    const command = commandNamed(interaction.data.name);
    try {
      if (!command) {
        countRefusal('unknown_command');
        return await reply({ content: texts.failed });
      }
      const setup = await deps.setups.get(interaction.guild_id);
      const context: CommandContext = {
        interaction,
        setup,
        facts: deps.guilds.get(interaction.guild_id),
        texts,
        language: languageOf(interaction.locale),
        api: deps.api,
        discord,
        reply: (answer) => replyPrivately(discord, interaction, answer),
      };
      if (command.feature && !setup.enabled(command.feature)) {
        countRefusal('feature_off');
        return await reply({ content: texts.featureOff(texts.features[command.feature]) });
      }
      if (!mayUseCommand(command, invokerOf(context), guildOf(context))) {
        countRefusal('not_allowed');
        return await reply({ content: texts.refused });
      }
      await deps.handlers[command.name as CommandName](context);
    } catch (error) {
      deps.logger.error(
        { err: error, command: interaction.data.name, guildId: interaction.guild_id },
        'a command failed',
      );
      // Answered already, or the interaction is gone: nothing more to say.
      await reply({ content: texts.failed }).catch(() => undefined);
    } finally {
      observeInteraction(interaction.data.name, (performance.now() - started) / 1000);
    }
  };
}
