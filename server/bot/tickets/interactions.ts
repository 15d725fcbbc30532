// Where members reach the ticket desk: the /ticket command's subcommands, the buttons the bot posts
// (a panel's open buttons or its select menu, a ticket's Close and Claim or Release buttons, a close
// request's Close and Keep open) and the forms those
// show. All of them are ways into /ticket (the routing table names them so), and each says how it
// answers in time: a form at once; "thinking…" before anything that asks the bot API or Discord; a
// refusal that needs nobody (a bad reason, a missing right, an unknown category, a blocked member, a
// ticket outside opening hours that refuse) at once.
// A button asks for the reason in a form first; a command given a reason goes straight to work.
import {
  type APIChatInputApplicationCommandGuildInteraction,
  type APIMessageComponentGuildInteraction,
  type APIModalSubmitGuildInteraction,
  ApplicationCommandOptionType,
} from 'discord-api-types/v10';
import { ticketAction, ticketCustomId } from '../../contract/ticket-panel.js';
import { answerPrivately, showForm } from '../commands/answering.js';
import type { InteractionContext } from '../commands/context.js';
import type { CommandRoute, ComponentRoute, FormRoute } from '../commands/route.js';
import type { BotTexts } from '../texts.js';
import { reasonForm, submittedReason } from './answers.js';
import { activeCategoryList, CATEGORY_OPTION, categoryNamed } from './opening/categories.js';
import type { DeskVisit, TicketDesk } from './desk.js';
import { reasonProblem } from './opening/reason.js';
import { questionForm, submittedAnswers } from './opening/questions.js';
import type { GuildConfiguration } from '../../contract/bot.js';
import { refusalWithout } from './visit.js';
import { openingRefusal } from './opening/gate.js';
import { channelNameOf } from './desk/rename.js';
import { transferTarget } from './desk/transfer.js';
import { TicketPriority } from '../../contract/guild.js';

function visitOf(context: InteractionContext): DeskVisit {
  const { interaction } = context;
  return {
    ...context,
    asked: interaction,
    guildId: interaction.guild_id,
    channelId: interaction.channel?.id ?? interaction.channel_id ?? '',
    channelName:
      interaction.channel && 'name' in interaction.channel ? (interaction.channel.name ?? undefined) : undefined,
    member: interaction.member,
  };
}

/** The subcommand's options by name. */
function optionsOf(interaction: APIChatInputApplicationCommandGuildInteraction): Map<string, string> {
  const chosen = interaction.data.options?.find((option) => option.type === ApplicationCommandOptionType.Subcommand);
  const values = new Map<string, string>();
  if (chosen && 'options' in chosen)
    for (const option of chosen.options ?? []) if ('value' in option) values.set(option.name, String(option.value));
  return values;
}

const reasonOf = (interaction: APIChatInputApplicationCommandGuildInteraction) =>
  optionsOf(interaction).get('reason')?.trim() ?? '';

/** A reason the contract refuses, worded with its rule in the member's language; null for a good one. */
function reasonRefusal(texts: BotTexts, reason: string): string | null {
  const problem = reasonProblem(reason, texts.rules);
  return problem ? `${texts.tickets.reason}: ${problem}` : null;
}

/** The active category with this id that asks questions, or undefined. */
const askingCategory = (config: GuildConfiguration, categoryId: number | null) =>
  config.categories.find((entry) => entry.id === categoryId && entry.is_active && entry.questions.length > 0);

/** The open form: the category's questions, or the optional reason when it asks none. */
function openForm(visit: DeskVisit, categoryId: number | null) {
  const customId = ticketCustomId({ kind: 'open-form', categoryId });
  const asking = askingCategory(visit.setup.config, categoryId);
  const form = asking
    ? questionForm(customId, asking)
    : reasonForm(customId, visit.texts.tickets.openTitle, visit.texts.tickets.reasonLabel);
  return showForm(visit.discord, visit.asked, form);
}

/** What a sent open form told: the answers to its category's questions, or the reason. */
function openWords(context: InteractionContext<APIModalSubmitGuildInteraction>, categoryId: number | null) {
  const asking = askingCategory(context.setup.config, categoryId);
  const { components } = context.interaction.data;
  return asking
    ? { reason: '', answers: submittedAnswers(components, asking) }
    : { reason: submittedReason(components), answers: [] };
}

/** The close form, at once: who may close this channel's ticket is checked when the form comes back. */
const closeForm = (visit: DeskVisit) =>
  showForm(
    visit.discord,
    visit.asked,
    reasonForm(ticketCustomId({ kind: 'close-form' }), visit.texts.tickets.closeTitle, visit.texts.tickets.reasonLabel),
  );

/** /ticket open's category: null for none named, undefined for one that is not an active category. */
function namedCategory(context: InteractionContext<APIChatInputApplicationCommandGuildInteraction>) {
  const named = optionsOf(context.interaction).get(CATEGORY_OPTION);
  if (named === undefined) return null;
  return categoryNamed(context.setup.config, named)?.id;
}

/** /ticket open: in the category named (an active one), with the reason given or asked for in the form. */
const openCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: (interaction) => (reasonOf(interaction) ? 'thinking-privately' : 'form'),
  refuse(context) {
    const barred = openingRefusal(context);
    if (barred) return barred;
    const categoryId = namedCategory(context);
    if (categoryId === undefined) {
      const offered = activeCategoryList(context.setup.config);
      return offered ? context.texts.tickets.unknownCategory(offered) : context.texts.tickets.noCategories;
    }
    // A reason typed would skip the category's questions: its form asks them.
    const asking = askingCategory(context.setup.config, categoryId);
    if (asking && reasonOf(context.interaction)) return context.texts.tickets.askedInForm(asking.name);
    return reasonRefusal(context.texts, reasonOf(context.interaction));
  },
  async run(context) {
    const visit = visitOf(context);
    const reason = reasonOf(context.interaction);
    const categoryId = namedCategory(context) ?? null;
    await (reason ? desk.open(visit, categoryId, { reason, answers: [] }) : openForm(visit, categoryId));
  },
});

/** /ticket close: with a reason it closes (the opener, or staff with tickets.manage); without, the form. */
const closeCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: (interaction) => (reasonOf(interaction) ? 'thinking-publicly' : 'form'),
  refuse: (context) => reasonRefusal(context.texts, reasonOf(context.interaction)),
  async run(context) {
    const reason = reasonOf(context.interaction);
    await (reason ? desk.close(visitOf(context), reason) : closeForm(visitOf(context)));
  },
});

/** /ticket add and /ticket remove: staff with tickets.add_users or tickets.remove_users. */
const membersCommand = (desk: TicketDesk, adding: boolean): CommandRoute => ({
  command: 'ticket',
  answers: 'thinking-publicly',
  refuse(context) {
    if (!optionsOf(context.interaction).get('user')) return context.texts.failed;
    return refusalWithout(visitOf(context), adding ? 'tickets.add_users' : 'tickets.remove_users');
  },
  run: (context) => desk.changeMembers(visitOf(context), optionsOf(context.interaction).get('user')!, adding),
});

/** /ticket unclaim: its claimer, or staff with tickets.manage (known once the ticket is read). */
const unclaimCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: 'thinking-publicly',
  run: (context) => desk.unclaim(visitOf(context)),
});

const typedName = (context: InteractionContext<APIChatInputApplicationCommandGuildInteraction>) =>
  channelNameOf(optionsOf(context.interaction).get('name') ?? '');

/** /ticket rename: staff with tickets.manage, to a name Discord's rules leave something of. */
const renameCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: 'thinking-publicly',
  refuse: (context) =>
    typedName(context) ? refusalWithout(visitOf(context), 'tickets.manage') : context.texts.tickets.nameRefused,
  run: (context) => desk.rename(visitOf(context), typedName(context)),
});

/** /ticket close-request: staff with tickets.manage ask the opener, with a reason the contract allows. */
const closeRequestCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: 'thinking-privately',
  refuse: (context) =>
    reasonRefusal(context.texts, reasonOf(context.interaction)) ?? refusalWithout(visitOf(context), 'tickets.manage'),
  run: (context) => desk.askToClose(visitOf(context), reasonOf(context.interaction)),
});

const levelOf = (context: InteractionContext<APIChatInputApplicationCommandGuildInteraction>) =>
  TicketPriority.safeParse(optionsOf(context.interaction).get('level')).data;

/** /ticket priority: staff with tickets.manage, to one of the levels Discord offered. */
const priorityCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: 'thinking-publicly',
  refuse: (context) => (levelOf(context) ? refusalWithout(visitOf(context), 'tickets.manage') : context.texts.failed),
  run: (context) => desk.priority(visitOf(context), levelOf(context)!),
});

const targetOf = (context: InteractionContext<APIChatInputApplicationCommandGuildInteraction>) =>
  transferTarget(visitOf(context), context.interaction, optionsOf(context.interaction));

/** /ticket transfer: to an active category (tickets.manage) or to staff (the claimer, or tickets.manage). */
const transferCommand = (desk: TicketDesk): CommandRoute => ({
  command: 'ticket',
  answers: 'thinking-publicly',
  refuse: (context) => {
    const target = targetOf(context);
    return typeof target === 'string' ? target : null;
  },
  run: async (context) => {
    const target = targetOf(context);
    if (typeof target !== 'string') await desk.transfer(visitOf(context), target);
  },
});

/** The category a member picked in a panel's select menu. */
function chosenCategory(interaction: APIMessageComponentGuildInteraction) {
  const values = 'values' in interaction.data ? interaction.data.values : [];
  const id = Number(values[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The action a custom id stands for; a malformed one (not the bot's own) is answered as a failure. */
async function withAction(
  context: InteractionContext<APIMessageComponentGuildInteraction | APIModalSubmitGuildInteraction>,
  work: (action: NonNullable<ReturnType<typeof ticketAction>>) => Promise<void>,
): Promise<void> {
  const action = ticketAction(context.interaction.data.custom_id);
  await (action ? work(action) : answerPrivately(context.discord, context.interaction, context.texts.failed));
}

const formReason = (context: InteractionContext<APIModalSubmitGuildInteraction>) =>
  submittedReason(context.interaction.data.components);

/** Every way into /ticket, each named by the routing table (commands/routes.ts). */
export function ticketRoutes(desk: TicketDesk) {
  const button = (route: Omit<ComponentRoute, 'command'>): ComponentRoute => ({ command: 'ticket', ...route });
  const form = (route: Omit<FormRoute, 'command'>): FormRoute => ({ command: 'ticket', ...route });
  return {
    open: openCommand(desk),
    close: closeCommand(desk),
    add: membersCommand(desk, true),
    remove: membersCommand(desk, false),
    unclaim: unclaimCommand(desk),
    rename: renameCommand(desk),
    closeRequest: closeRequestCommand(desk),
    priority: priorityCommand(desk),
    transfer: transferCommand(desk),
    /** A panel's button: the form of its category. */
    openButton: button({
      answers: 'form',
      refuse: openingRefusal,
      run: (context) =>
        withAction(context, (action) => openForm(visitOf(context), 'categoryId' in action ? action.categoryId : null)),
    }),
    /** A panel's select menu: the form of the chosen category. */
    chooseMenu: button({
      answers: 'form',
      refuse: openingRefusal,
      run: (context) => openForm(visitOf(context), chosenCategory(context.interaction)),
    }),
    /** A ticket's Close button: the close form. */
    closeButton: button({ answers: 'form', run: (context) => closeForm(visitOf(context)) }),
    /** A ticket's Claim button: staff (anyone the dashboard lets see tickets) take it on. */
    claimButton: button({
      answers: 'thinking-publicly',
      refuse: (context) => refusalWithout(visitOf(context), 'tickets.view'),
      run: (context) => desk.claim(visitOf(context)),
    }),
    /** A claimed ticket's Release button: as /ticket unclaim. */
    unclaimButton: button({ answers: 'thinking-publicly', run: (context) => desk.unclaim(visitOf(context)) }),
    /** A close request's buttons: the opener closes the ticket, or keeps it open (known once the ticket is read). */
    closeAcceptButton: button({
      answers: 'thinking-publicly',
      run: (context) => desk.answerCloseQuestion(visitOf(context), true, context.interaction.message.id),
    }),
    closeKeepButton: button({
      answers: 'thinking-publicly',
      run: (context) => desk.answerCloseQuestion(visitOf(context), false, context.interaction.message.id),
    }),
    /** The open form, sent: the ticket opens in the form's category. */
    openForm: form({
      answers: 'thinking-privately',
      refuse: (context) => openingRefusal(context) ?? reasonRefusal(context.texts, formReason(context)),
      run: (context) =>
        withAction(context, (action) => {
          const categoryId = 'categoryId' in action ? action.categoryId : null;
          return desk.open(visitOf(context), categoryId, openWords(context, categoryId));
        }),
    }),
    /** The close form, sent: the ticket closes with the reason given. */
    closeForm: form({
      answers: 'thinking-publicly',
      refuse: (context) => reasonRefusal(context.texts, formReason(context)),
      run: (context) => desk.close(visitOf(context), formReason(context)),
    }),
  };
}
