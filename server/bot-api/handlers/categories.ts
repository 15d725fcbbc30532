// Ticket categories: list (optionally with inactive ones), create, update, delete.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../repos/categories.js';

export const categoryHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.categories> => ({
  list: ({ guildId, query }) => listCategories(ctx.db, guildId, query.includeInactive ?? false),
  create: ({ guildId, body, actor }) => createCategory(ctx.db, guildId, body, actor, ctx.now()),
  update: ({ guildId, params, body, actor }) =>
    updateCategory(ctx.db, guildId, params.categoryId, body, actor, ctx.now()),
  remove: ({ guildId, params, actor }) => deleteCategory(ctx.db, guildId, params.categoryId, actor, ctx.now()),
});
