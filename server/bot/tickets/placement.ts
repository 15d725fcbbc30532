// Where a ticket's channel lives in Discord and who of the staff is let into it, by the ticket's category:
// the one place that decides both, for a ticket opened and for one moved to another category.
import type { GuildConfiguration } from '../../contract/bot.js';
import { staffOfCategory } from './staff.js';

export interface TicketPlacement {
  /**
   * The Discord categories for the channel, first choice first: the ticket category's own, then the
   * server's setting (full or gone: the next; none left: the bot's own "Tickets", see channels.ts).
   */
  parentIds: string[];
  /** The staff roles and users let into the channel: the category's team, or the server's ticket staff. */
  staff: { roleIds: string[]; userIds: string[] };
}

/** Where a ticket of this ticket category (null: none) belongs; `roles`: the guild's, to skip deleted team roles. */
export function placementOf(
  config: GuildConfiguration,
  categoryId: number | null,
  roles?: ReadonlyMap<string, unknown>,
): TicketPlacement {
  const own = config.categories.find((entry) => entry.id === categoryId)?.discordCategoryId;
  return {
    parentIds: [own, config.ticketSettings.categoryChannelId].filter((id): id is string => Boolean(id)),
    staff: staffOfCategory(config, categoryId, roles),
  };
}
