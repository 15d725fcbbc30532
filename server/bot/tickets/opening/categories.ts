// The category of /ticket open. While the member types it, Discord asks the bot for choices (an
// autocomplete interaction): the server's active ticket categories whose name holds what was typed. What
// the command then brings is a chosen category's id, or a name typed without choosing; either is found
// among the active categories again, since a ticket opens only in one of those.
import { z } from 'zod';
import type { GuildConfiguration } from '../../../contract/bot.js';
import type { TicketCategory } from '../../../contract/config.js';
import type { Suggest } from '../../commands/route.js';
import type { GuildSetups } from '../../configuration.js';

/** The option of /ticket open that names the category. */
export const CATEGORY_OPTION = 'category';
/** Discord shows at most this many choices. */
const MOST_CHOICES = 25;

const activeOf = (config: GuildConfiguration) => config.categories.filter((category) => category.is_active);

/** The active category a member chose (its id) or typed (its name, in any case); null when there is none such. */
export function categoryNamed(config: GuildConfiguration, value: string): TicketCategory | null {
  const typed = value.trim().toLocaleLowerCase();
  return (
    activeOf(config).find((category) => String(category.id) === typed || category.name.toLocaleLowerCase() === typed) ??
    null
  );
}

/** Room for the names in a refusal: Discord takes 2,000 characters a message, and the sentence needs some. */
const NAMES_ROOM = 1_800;

/** The server's active categories by name, for a refusal that says which there are; null when there is none. */
export function activeCategoryList(config: GuildConfiguration): string | null {
  const list = activeOf(config)
    .map((category) => category.name)
    .join(', ');
  if (!list) return null;
  return list.length <= NAMES_ROOM ? list : `${list.slice(0, NAMES_ROOM)}…`;
}

/** The choices for what the member typed so far: the active categories whose name holds it. */
export function categoryChoices(config: GuildConfiguration, typed: string): { name: string; value: string }[] {
  const words = typed.trim().toLocaleLowerCase();
  return activeOf(config)
    .filter((category) => category.name.toLocaleLowerCase().includes(words))
    .slice(0, MOST_CHOICES)
    .map((category) => ({ name: category.name, value: String(category.id) }));
}

/** What the bot reads of an autocomplete interaction, checked at the edge: the subcommand and its options. */
const Typing = z.object({
  id: z.string(),
  token: z.string(),
  guild_id: z.string(),
  data: z.object({
    name: z.string(),
    options: z.array(
      z.object({
        name: z.string(),
        options: z
          .array(
            z.object({
              name: z.string(),
              value: z.union([z.string(), z.number(), z.boolean()]),
              focused: z.boolean().optional(),
            }),
          )
          .default([]),
      }),
    ),
  }),
});

/** The subcommands whose `category` offers the active categories: /ticket open and /ticket transfer. */
const WITH_CATEGORY = new Set(['open', 'transfer']);

/** What the member is typing: the category of /ticket open or /ticket transfer, or null for any other option. */
function typedCategory(typing: z.infer<typeof Typing>): string | null {
  const [subcommand] = typing.data.options;
  const focused = subcommand?.options.find((option) => option.focused);
  const ours =
    typing.data.name === 'ticket' && WITH_CATEGORY.has(subcommand?.name ?? '') && focused?.name === CATEGORY_OPTION;
  return ours ? String(focused.value) : null;
}

/**
 * Answers the category's autocomplete. Where the ticket system is off there is nothing to choose (the
 * command then says it is off).
 */
export function categorySuggestions(setups: GuildSetups): Suggest {
  return async (interaction, discord) => {
    const typing = Typing.parse(interaction);
    const typed = typedCategory(typing);
    const setup = typed === null ? null : await setups.get(typing.guild_id);
    const choices = typed !== null && setup?.enabled('tickets') ? categoryChoices(setup.config, typed) : [];
    await discord.interactions.createAutocompleteResponse(typing.id, typing.token, { choices });
  };
}
