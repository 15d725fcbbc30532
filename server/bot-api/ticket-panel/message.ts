// The panel's message as the bot posts it: an embed with the panel's title and text, and how members
// open a ticket: one button per active category (its emoji and name) while there are at most
// LIMITS.ticketPanel.buttons, else one select menu listing each with its description (up to its `options`);
// with no active category, one button for a ticket without one. Written in the product's default language.
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { TicketCategory } from '../../contract/config.js';
import { LIMITS } from '../../contract/facts.js';
import { type TicketPanelInput, ticketCustomId } from '../../contract/ticket-panel.js';

const OPEN_LABEL = 'Ticket öffnen';
const CHOOSE_PLACEHOLDER = 'Worum geht es?';
const CUSTOM_EMOJI = /^<(a?):(\w{2,32}):(\d{17,20})>$/;

/** A category's emoji as Discord's components take it: a Unicode one by name, a server's own by id. */
function emojiOf(emoji: string) {
  const custom = CUSTOM_EMOJI.exec(emoji);
  if (custom) return { id: custom[3], name: custom[2], animated: custom[1] === 'a' };
  return emoji ? { name: emoji } : undefined;
}

const colourOf = (hex: string | undefined) => (hex ? Number.parseInt(hex.slice(1), 16) : 0x5865f2);

function openers(active: TicketCategory[]) {
  if (active.length === 0)
    return [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        custom_id: ticketCustomId({ kind: 'open', categoryId: null }),
        label: OPEN_LABEL,
      },
    ];
  if (active.length <= LIMITS.ticketPanel.buttons)
    return active.map((category) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      custom_id: ticketCustomId({ kind: 'open', categoryId: category.id }),
      label: category.name.slice(0, 80),
      ...(emojiOf(category.emoji) ? { emoji: emojiOf(category.emoji) } : {}),
    }));
  return [
    {
      type: ComponentType.StringSelect,
      custom_id: ticketCustomId({ kind: 'choose' }),
      placeholder: CHOOSE_PLACEHOLDER,
      options: active.slice(0, LIMITS.ticketPanel.options).map((category) => ({
        label: category.name.slice(0, 100),
        value: String(category.id),
        ...(category.description ? { description: category.description.slice(0, 100) } : {}),
        ...(emojiOf(category.emoji) ? { emoji: emojiOf(category.emoji) } : {}),
      })),
    },
  ];
}

export function panelMessage(panel: TicketPanelInput, categories: TicketCategory[]) {
  const active = categories.filter((category) => category.is_active);
  return {
    embeds: [
      {
        title: panel.title,
        ...(panel.text ? { description: panel.text } : {}),
        color: colourOf(active[0]?.color),
      },
    ],
    components: [{ type: ComponentType.ActionRow, components: openers(active) }],
    allowed_mentions: { parse: [] },
  };
}
