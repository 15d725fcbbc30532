// Ticket categories: list (optionally with inactive ones), create, update, delete; each change edits the
// posted ticket panel to match. What the panel could not show is refused before it is stored: an emoji
// Discord would not take, and an active category past the panel's menus.
import type { CategoryInput } from '../../contract/config.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import { PANEL_CATEGORIES_MAX } from '../../contract/facts.js';
import type { BotApiContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { Actor } from '../repos/audit.js';
import type { Handlers } from '../invoke.js';
import { serverEmoji } from '../ticket-panel/emoji.js';
import { followCategories } from '../ticket-panel/post.js';
import { countActiveCategories, createCategory, deleteCategory, updateCategory } from '../repos/categories.js';

/** Refuses a category becoming active (a new one, or one switched on) when the panel is full. */
async function roomOnPanel(ctx: BotApiContext, guildId: string, exceptId?: number): Promise<void> {
  if ((await countActiveCategories(ctx.db, guildId, exceptId)) >= PANEL_CATEGORIES_MAX)
    throw new ApiError(409, 'panel_full', `At most ${PANEL_CATEGORIES_MAX} active categories fit on the ticket panel`);
}

/** The input with its emoji as Discord takes it, or the 400 for one it would refuse. */
const checked = async (ctx: BotApiContext, guildId: string, input: CategoryInput): Promise<CategoryInput> => ({
  ...input,
  emoji: await serverEmoji(ctx, guildId, input.emoji),
});

/** The change, then the posted ticket panel follows it (its buttons are the active categories). */
const thenPanel = async <T>(ctx: BotApiContext, guildId: string, actor: Actor, change: Promise<T>): Promise<T> => {
  const result = await change;
  await followCategories(ctx, guildId, actor);
  return result;
};

export const categoryHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.categories> => ({
  // The kept list holds inactive ones too; leaving them out keeps the order the store gives the active ones.
  list: async ({ guildId, query }) => {
    const all = await ctx.kept.categories(guildId);
    return query.includeInactive ? all : all.filter((category) => category.is_active);
  },
  create: async ({ guildId, body, actor }) => {
    const input = await checked(ctx, guildId, body);
    await roomOnPanel(ctx, guildId);
    return thenPanel(ctx, guildId, actor, createCategory(ctx.db, guildId, input, actor, ctx.now()));
  },
  update: async ({ guildId, params, body, actor }) => {
    const { categoryId } = params;
    if ('isActive' in body && body.isActive) await roomOnPanel(ctx, guildId, categoryId);
    const change = 'isActive' in body ? body : await checked(ctx, guildId, body);
    return thenPanel(ctx, guildId, actor, updateCategory(ctx.db, guildId, categoryId, change, actor, ctx.now()));
  },
  remove: ({ guildId, params, actor }) =>
    thenPanel(ctx, guildId, actor, deleteCategory(ctx.db, guildId, params.categoryId, actor, ctx.now())),
});
