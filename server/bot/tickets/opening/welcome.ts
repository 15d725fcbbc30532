// A new ticket's welcome, pinned on top of its channel: an embed in its category's colour with the
// category's own welcome (its placeholders filled in) or the bot's, the category, and the answers to the
// category's questions as fields (the reason, when it asked none), after the team's message when it opened
// outside the opening hours; below it the Close and Claim buttons.
// Discord allows 1,024 characters in a field's value and 6,000 in an embed: long answers are cut to fit.
import { type APIEmbed, type APIEmbedField, ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { BLURPLE, colorNumber } from '../../../contract/facts.js';
import { fillWelcome } from '../../../contract/ticket-welcome.js';
import type { Ticket } from '../../../contract/guild.js';
import { ticketCustomId } from '../../../contract/ticket-panel.js';
import type { TicketTexts } from '../../texts.js';
import { claimButton } from '../desk/claim-button.js';
import type { DeskVisit } from '../visit.js';

/** Discord's limits for an embed. */
const EMBED = { description: 4096, fieldValue: 1024, total: 6000 } as const;

const cut = (text: string, room: number) => (text.length <= room ? text : `${text.slice(0, Math.max(0, room - 1))}…`);

/** The answers as fields, each cut to what is left of the embed's room, shared alike. */
export function answerFields(answers: Ticket['answers'], room: number, noAnswer: string): APIEmbedField[] {
  const names = answers.reduce((sum, entry) => sum + entry.question.length, 0);
  const each = Math.min(EMBED.fieldValue, Math.floor(Math.max(0, room - names) / Math.max(1, answers.length)));
  return answers.map((entry) => ({ name: entry.question, value: cut(entry.answer || noAnswer, Math.max(1, each)) }));
}

function embedOf(visit: DeskVisit, ticket: Ticket, note: string | null): APIEmbed {
  const words: TicketTexts = visit.texts.tickets;
  const category = visit.setup.config.categories.find((entry) => entry.id === ticket.category_id);
  const opener = `<@${ticket.user_id}>`;
  const server = visit.facts?.name ?? '';
  const description = category?.welcomeMessage
    ? cut(fillWelcome(category.welcomeMessage, { user: opener, category: category.name, server }), EMBED.description)
    : words.welcomeText(opener);
  const title = words.welcomeTitle(ticket.id);
  const categoryField = {
    name: words.category,
    value: category ? `${category.emoji} ${category.name}`.trim() : words.noCategory,
  };
  const noteFields = note ? [{ name: visit.texts.gate.outsideField, value: cut(note, EMBED.fieldValue) }] : [];
  const used = [
    title,
    description,
    categoryField.name,
    categoryField.value,
    ...noteFields.map((f) => f.name + f.value),
  ].reduce((sum, text) => sum + text.length, 0);
  const fields =
    ticket.answers.length > 0
      ? answerFields(ticket.answers, EMBED.total - used, words.noAnswer)
      : [{ name: words.reason, value: ticket.reason || words.noReason }];
  return {
    title,
    description,
    color: colorNumber(category?.color ?? BLURPLE),
    fields: [categoryField, ...noteFields, ...fields],
  };
}

/** `note`: the team's message outside the opening hours, as a field of its own (null: within them). */
export function welcome(
  visit: DeskVisit,
  ticket: Ticket,
  note: string | null = null,
): { embeds: APIEmbed[]; components: unknown[] } {
  return {
    embeds: [embedOf(visit, ticket, note)],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            custom_id: ticketCustomId({ kind: 'close' }),
            label: visit.texts.tickets.closeButton,
          },
          claimButton(visit.texts.tickets, false),
        ],
      },
    ],
  };
}
