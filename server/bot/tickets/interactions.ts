// Where members reach the ticket desk: the /ticket command's subcommands, the buttons the bot posts
// (a panel's open buttons, a ticket's Close button) and the forms those show. A button asks for the
// reason in a form first; a command given a reason goes straight to work. /ticket open may name one of
// the server's active categories (categories.ts); another is refused, naming those there are.
import type { API } from '@discordjs/core';
import {
  type APIChatInputApplicationCommandGuildInteraction,
  type APIInteraction,
  type APIMessageComponentGuildInteraction,
  type APIModalSubmitGuildInteraction,
  ApplicationCommandOptionType,
  InteractionType,
} from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { CommandContext } from '../commands/context.js';
import type { GuildSetups } from '../configuration.js';
import type { GuildDirectory } from '../guilds.js';
import { textsFor } from '../texts.js';
import { answerPrivately, reasonForm, showForm, submittedReason } from './answers.js';
import { activeCategoryList, CATEGORY_OPTION, categoryNamed } from './categories.js';
import { ticketAction, ticketCustomId } from '../../contract/ticket-panel.js';
import type { DeskVisit, TicketDesk } from './desk.js';

type Place = Pick<DeskVisit, 'guildId' | 'channelId' | 'member' | 'asked'>;

function placeOf(
  interaction:
    | APIChatInputApplicationCommandGuildInteraction
    | APIMessageComponentGuildInteraction
    | APIModalSubmitGuildInteraction,
): Place {
  return {
    asked: interaction,
    guildId: interaction.guild_id,
    channelId: interaction.channel?.id ?? interaction.channel_id ?? '',
    member: interaction.member,
  };
}

/** The subcommand chosen and its options by name. */
function subcommandOf(interaction: APIChatInputApplicationCommandGuildInteraction) {
  const chosen = interaction.data.options?.find((option) => option.type === ApplicationCommandOptionType.Subcommand);
  const values = new Map<string, string>();
  if (chosen && 'options' in chosen)
    for (const option of chosen.options ?? []) if ('value' in option) values.set(option.name, String(option.value));
  return { name: chosen?.name ?? '', values };
}

const openForm = (visit: DeskVisit, categoryId: number | null) =>
  showForm(
    visit.discord,
    visit.asked,
    reasonForm(
      ticketCustomId({ kind: 'open-form', categoryId }),
      visit.texts.tickets.openTitle,
      visit.texts.tickets.reasonLabel,
    ),
  );

/** The close form, for the opener and staff with tickets.manage, in an open ticket's channel. */
async function closeForm(desk: TicketDesk, visit: DeskVisit) {
  const ticket = await desk.ticketHere(visit);
  if (!ticket) return;
  if (!desk.mayClose(visit, ticket))
    return answerPrivately(visit.discord, visit.asked, visit.texts.tickets.mayNotClose);
  await showForm(
    visit.discord,
    visit.asked,
    reasonForm(ticketCustomId({ kind: 'close-form' }), visit.texts.tickets.closeTitle, visit.texts.tickets.reasonLabel),
  );
}

/** /ticket open: in the category named (an active one), with the reason given or asked for in the form. */
async function openCommand(desk: TicketDesk, visit: DeskVisit, values: Map<string, string>): Promise<void> {
  const named = values.get(CATEGORY_OPTION);
  const category = named === undefined ? null : categoryNamed(visit.setup.config, named);
  if (named !== undefined && !category) {
    const offered = activeCategoryList(visit.setup.config);
    const words = visit.texts.tickets;
    const refusal = offered ? words.unknownCategory(offered) : words.noCategories;
    return answerPrivately(visit.discord, visit.asked, refusal);
  }
  const reason = values.get('reason')?.trim() ?? '';
  const categoryId = category?.id ?? null;
  return reason ? desk.open(visit, categoryId, reason) : void (await openForm(visit, categoryId));
}

/** /ticket open|close|add|remove; the dispatcher has checked the feature and the command's permissions. */
export function ticketCommand(desk: TicketDesk) {
  return async (context: CommandContext): Promise<void> => {
    const visit: DeskVisit = { ...placeOf(context.interaction), ...context };
    const { name, values } = subcommandOf(context.interaction);
    const reason = values.get('reason')?.trim() ?? '';
    if (name === 'open') return openCommand(desk, visit, values);
    if (name === 'close') return reason ? desk.close(visit, reason) : closeForm(desk, visit);
    const userId = values.get('user');
    if ((name === 'add' || name === 'remove') && userId) return desk.changeMembers(visit, userId, name === 'add');
    await context.reply({ content: context.texts.failed });
  };
}

export interface TicketButtonsDeps {
  desk: TicketDesk;
  setups: GuildSetups;
  guilds: GuildDirectory;
  logger: Logger;
}

/** The category a member picked in a panel's select menu. */
function chosenCategory(interaction: APIMessageComponentGuildInteraction | APIModalSubmitGuildInteraction) {
  const values = 'values' in interaction.data ? interaction.data.values : [];
  const id = Number(values[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isGuildComponent = (interaction: APIInteraction): interaction is APIMessageComponentGuildInteraction =>
  interaction.type === InteractionType.MessageComponent && 'guild_id' in interaction && !!interaction.guild_id;
const isGuildModal = (interaction: APIInteraction): interaction is APIModalSubmitGuildInteraction =>
  interaction.type === InteractionType.ModalSubmit && 'guild_id' in interaction && !!interaction.guild_id;

/** The ticket buttons and forms; every other interaction is left to whoever handles it. */
export function ticketButtons(deps: TicketButtonsDeps) {
  return async (interaction: APIInteraction, discord: API): Promise<void> => {
    if (!isGuildComponent(interaction) && !isGuildModal(interaction)) return;
    const action = ticketAction(interaction.data.custom_id);
    if (!action) return;
    const texts = textsFor(interaction.locale);
    try {
      const setup = await deps.setups.get(interaction.guild_id);
      const visit: DeskVisit = {
        ...placeOf(interaction),
        setup,
        facts: deps.guilds.get(interaction.guild_id),
        texts,
        discord,
      };
      if (!setup.enabled('tickets'))
        return void (await answerPrivately(discord, interaction, texts.featureOff(texts.features.tickets)));
      if (action.kind === 'open') return void (await openForm(visit, action.categoryId));
      if (action.kind === 'choose') return void (await openForm(visit, chosenCategory(interaction)));
      if (action.kind === 'close') return await closeForm(deps.desk, visit);
      if (action.kind === 'claim') return await deps.desk.claim(visit);
      const reason = isGuildModal(interaction) ? submittedReason(interaction.data.components) : '';
      if (action.kind === 'open-form') return await deps.desk.open(visit, action.categoryId, reason);
      await deps.desk.close(visit, reason);
    } catch (error) {
      deps.logger.error(
        { err: error, customId: interaction.data.custom_id, guildId: interaction.guild_id },
        'a ticket action failed',
      );
      // Answered already, or the interaction is gone: nothing more to say.
      await answerPrivately(discord, interaction, texts.failed).catch(() => undefined);
    }
  };
}
