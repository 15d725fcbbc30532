// Every interaction the bot receives, routed by kind through the one table (routes.ts). Whichever way a
// member came in (a slash command, a panel's button or menu, a ticket's button, a form), the command the
// route belongs to decides: its feature must be on, and the member must be allowed it (access.ts);
// a refusal is a private answer in the member's language. Then the route answers within Discord's 3 s:
// what needs nobody at once, "thinking…" before any call to the bot API or Discord, and a failure
// after that in place of the "thinking…", never as a second first answer. A button or form of the bot's
// own direct messages comes with a user and no guild: it has routes of its own, outside any guild's rules.
import type { API } from '@discordjs/core';
import {
  type APIApplicationCommandAutocompleteGuildInteraction,
  type APIChatInputApplicationCommandGuildInteraction,
  type APIInteraction,
  type APIInteractionGuildMember,
  ApplicationCommandType,
  InteractionType,
} from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { TypedBotApi } from '../../contract/client.js';
import { commandNamed } from '../../contract/commands.js';
import { customIdPrefix } from '../../contract/ticket-panel.js';
import type { GuildSetup, GuildSetups } from '../configuration.js';
import type { GuildDirectory } from '../guilds.js';
import { countRefusal, observeInteraction } from '../metrics.js';
import { languageOf, textsFor } from '../texts.js';
import { mayUseCommand } from './access.js';
import { answerFailure, answerPrivately, deferAnswer } from './answering.js';
import type { GuildInteraction, InteractionContext } from './context.js';
import { guildOf, invokerOf } from './handlers.js';
import { type Answering, commandKey, type Route, type RouteTable } from './route.js';

export interface DispatchDeps {
  setups: GuildSetups;
  guilds: GuildDirectory;
  api: TypedBotApi;
  logger: Logger;
  now(): number;
  routes: RouteTable;
}

/** A member's interaction in a guild (in a direct message there is no guild to answer for). */
const inGuild = <I extends APIInteraction>(
  interaction: I,
): interaction is I & { guild_id: string; member: APIInteractionGuildMember } =>
  'guild_id' in interaction && interaction.guild_id !== undefined && 'member' in interaction && !!interaction.member;

/** A table's own entry by name (a name such as "constructor" finds nothing). */
const entry = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Why the member may not come this way (the route's command is off here, or not theirs), else null. */
function refusalOf<I extends GuildInteraction>(route: Route<I>, context: InteractionContext<I>): string | null {
  const command = commandNamed(route.command)!;
  const { texts } = context;
  if (command.feature && !context.setup.enabled(command.feature)) {
    countRefusal('feature_off');
    return texts.featureOff(texts.features[command.feature]);
  }
  if (!mayUseCommand(command, invokerOf(context), guildOf(context))) {
    countRefusal('not_allowed');
    return texts.refused;
  }
  return route.refuse?.(context) ?? null;
}

export function interactionDispatcher(deps: DispatchDeps) {
  /**
   * The guild's configuration: at hand, or read. A read may take longer than Discord waits, so the
   * member sees "thinking…" first, except before a form: a form is only ever a first answer, so it waits
   * for the read (one per guild in use, which is read again as soon as it changes).
   */
  async function setupFor(interaction: GuildInteraction, answering: Answering, discord: API): Promise<GuildSetup> {
    const atHand = deps.setups.peek(interaction.guild_id);
    if (atHand) return atHand;
    if (answering !== 'form') await deferAnswer(discord, interaction, answering !== 'thinking-publicly');
    return deps.setups.get(interaction.guild_id);
  }

  async function answer<I extends GuildInteraction>(route: Route<I>, interaction: I, discord: API) {
    const answering = typeof route.answers === 'function' ? route.answers(interaction) : route.answers;
    const setup = await setupFor(interaction, answering, discord);
    const context: InteractionContext<I> = {
      interaction,
      setup,
      facts: deps.guilds.get(interaction.guild_id),
      texts: textsFor(interaction.locale),
      language: languageOf(interaction.locale),
      api: deps.api,
      discord,
      now: deps.now,
      reply: (words) => answerPrivately(discord, interaction, words),
    };
    const refusal = refusalOf(route, context);
    if (refusal) return answerPrivately(discord, interaction, refusal);
    if (answering === 'thinking-privately' || answering === 'thinking-publicly')
      await deferAnswer(discord, interaction, answering === 'thinking-privately');
    await route.run(context);
  }

  /** Runs a route's work, counting how long it took and answering a failure; an unknown command fails at once. */
  async function routed(
    key: string,
    work: (() => Promise<void>) | undefined,
    interaction: APIInteraction,
    discord: API,
  ) {
    const started = performance.now();
    const texts = textsFor('locale' in interaction ? interaction.locale : undefined);
    try {
      if (work) await work();
      else {
        countRefusal('unknown_command');
        await answerPrivately(discord, interaction, texts.failed);
      }
    } catch (error) {
      deps.logger.error({ err: error, route: key, guildId: interaction.guild_id }, 'an interaction failed');
      // Nothing more to say once the answer was given, or when the interaction is gone.
      await answerFailure(discord, interaction, texts.failed).catch(() => undefined);
    } finally {
      observeInteraction(work ? key : 'unknown', (performance.now() - started) / 1000);
    }
  }

  /** The guild route's work: its refusals first, then its handler. */
  const guildWork =
    <I extends GuildInteraction>(route: Route<I>, interaction: I, discord: API) =>
    () =>
      answer(route, interaction, discord);

  /** A button or form of the bot's own direct messages (no guild, no member): by its custom id's prefix. */
  function direct(interaction: APIInteraction, discord: API) {
    const { direct } = deps.routes;
    if (interaction.type === InteractionType.MessageComponent) {
      const key = customIdPrefix(interaction.data.custom_id);
      const route = entry(direct.components, key);
      return route && routed(key, () => route(interaction, discord), interaction, discord);
    }
    if (interaction.type === InteractionType.ModalSubmit) {
      const key = customIdPrefix(interaction.data.custom_id);
      const route = entry(direct.forms, key);
      return route && routed(key, () => route(interaction, discord), interaction, discord);
    }
  }

  return async (interaction: APIInteraction, discord: API): Promise<void> => {
    if (!inGuild(interaction)) return direct(interaction, discord);
    const { routes } = deps;
    if (interaction.type === InteractionType.ApplicationCommand) {
      if (interaction.data.type !== ApplicationCommandType.ChatInput) return;
      const command = interaction as APIChatInputApplicationCommandGuildInteraction;
      const key = commandKey(command.data);
      const route = entry(routes.commands, key);
      return routed(key, route && guildWork(route, command, discord), command, discord);
    }
    // A button, menu or form of another bot's is not the bot's to answer.
    if (interaction.type === InteractionType.MessageComponent) {
      const key = customIdPrefix(interaction.data.custom_id);
      const route = entry(routes.components, key);
      return route && routed(key, guildWork(route, interaction, discord), interaction, discord);
    }
    if (interaction.type === InteractionType.ModalSubmit) {
      const key = customIdPrefix(interaction.data.custom_id);
      const route = entry(routes.forms, key);
      return route && routed(key, guildWork(route, interaction, discord), interaction, discord);
    }
    if (interaction.type === InteractionType.ApplicationCommandAutocomplete) {
      const typing = interaction as APIApplicationCommandAutocompleteGuildInteraction;
      await entry(routes.suggestions, commandKey(typing.data))?.(typing, discord);
    }
  };
}
