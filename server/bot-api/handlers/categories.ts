// Ticket categories: list (optionally with inactive ones), create, update, delete; each change edits the
// posted ticket panel to match.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { followCategories } from '../ticket-panel/post.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../repos/categories.js';

/** The change, then the posted ticket panel follows it (its buttons are the active categories). */
const thenPanel = async <T>(ctx: BotApiContext, guildId: string, change: Promise<T>): Promise<T> => {
  const result = await change;
  await followCategories(ctx, guildId);
  return result;
};

export const categoryHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.categories> => ({
  list: ({ guildId, query }) => listCategories(ctx.db, guildId, query.includeInactive ?? false),
  create: ({ guildId, body, actor }) =>
    thenPanel(ctx, guildId, createCategory(ctx.db, guildId, body, actor, ctx.now())),
  update: ({ guildId, params, body, actor }) =>
    thenPanel(ctx, guildId, updateCategory(ctx.db, guildId, params.categoryId, body, actor, ctx.now())),
  remove: ({ guildId, params, actor }) =>
    thenPanel(ctx, guildId, deleteCategory(ctx.db, guildId, params.categoryId, actor, ctx.now())),
});
