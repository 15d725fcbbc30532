// A panel's message as the bot posts it: an embed with the panel's title, text and colour, and how
// members open a ticket: one button per category it shows (panelCategories: its emoji and name) while
// there are at most LIMITS.ticketPanel.buttons, else select menus listing each with its description,
// `options` to a menu, one menu to an action row, up to `menus` rows (the categories page refuses an
// active category past them); with none to show, one button for a ticket without a category. Written in
// the product's default language (TICKET_PANEL_WORDS).
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { TicketCategory } from '../../contract/config.js';
import { colorNumber, customEmojiOf, DEFAULT_COLOR, LIMITS } from '../../contract/facts.js';
import { panelMenus, TICKET_PANEL_WORDS } from '../../contract/panel-layout.js';
import { type TicketPanelInput, ticketCustomId } from '../../contract/ticket-panel.js';

/** A category's emoji as Discord's components take it: a Unicode one by name, a server's own by id. */
function emojiOf(emoji: string) {
  const custom = customEmojiOf(emoji);
  if (custom) return custom;
  return emoji ? { name: emoji } : undefined;
}

const withEmoji = (category: TicketCategory) => {
  const emoji = emojiOf(category.emoji);
  return emoji ? { emoji } : {};
};

const colourOf = (hex: string | undefined) => colorNumber(hex ?? DEFAULT_COLOR);

const button = (categoryId: number | null, label: string, extra: object = {}) => ({
  type: ComponentType.Button,
  style: ButtonStyle.Primary,
  custom_id: ticketCustomId({ kind: 'open', categoryId }),
  label,
  ...extra,
});

/** The action rows: one of buttons, or one menu in each. */
function rows(active: TicketCategory[]) {
  if (active.length === 0) return [[button(null, TICKET_PANEL_WORDS.open)]];
  if (active.length <= LIMITS.ticketPanel.buttons)
    return [
      active.map((category) =>
        button(category.id, category.name.slice(0, LIMITS.ticketPanel.buttonLabel), withEmoji(category)),
      ),
    ];
  const menus = panelMenus(active);
  let first = 1;
  return menus.map((categories, index) => {
    const from = first;
    first += categories.length;
    return [
      {
        type: ComponentType.StringSelect,
        custom_id: ticketCustomId({ kind: 'choose', menu: index + 1 }),
        placeholder: TICKET_PANEL_WORDS.choose(from, first - 1, menus.length),
        options: categories.map((category) => ({
          label: category.name.slice(0, LIMITS.ticketPanel.optionText),
          value: String(category.id),
          ...(category.description
            ? { description: category.description.slice(0, LIMITS.ticketPanel.optionText) }
            : {}),
          ...withEmoji(category),
        })),
      },
    ];
  });
}

/** The message of a panel showing these categories (panelCategories: active, in the panel's order). */
export function panelMessage(panel: Pick<TicketPanelInput, 'title' | 'text' | 'color'>, shown: TicketCategory[]) {
  return {
    embeds: [
      {
        title: panel.title,
        ...(panel.text ? { description: panel.text } : {}),
        color: colourOf(panel.color ?? shown[0]?.color),
      },
    ],
    components: rows(shown).map((components) => ({ type: ComponentType.ActionRow, components })),
    allowed_mentions: { parse: [] },
  };
}

/**
 * The shown category whose button or menu option a field of the message is (a path of Discord's
 * Invalid Form Body, e.g. `components.1.components.0.options.3.emoji.name`), or null.
 */
export function categoryAt(active: TicketCategory[], path: string): TicketCategory | null {
  const place = /^components\.(\d+)\.components\.(\d+)(?:\.options\.(\d+))?\./.exec(path);
  if (!place || active.length === 0) return null;
  const [row, column, option] = [Number(place[1]), Number(place[2]), place[3]];
  if (active.length <= LIMITS.ticketPanel.buttons) return row === 0 ? (active[column] ?? null) : null;
  if (option === undefined || column !== 0) return null;
  return panelMenus(active)[row]?.[Number(option)] ?? null;
}
