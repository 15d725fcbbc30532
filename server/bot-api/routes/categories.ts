// Ticket categories: list (optionally with inactive ones), create, update, delete.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CategoryInput, CategoryListQuery, CategoryUpdate, RowId, Snowflake } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { guildRoute } from '../http.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../repos/categories.js';

const CategoryParams = z.object({ guildId: Snowflake, categoryId: RowId });

export function categoryRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/ticket-categories/:guildId',
    guildRoute(ctx, { permission: 'tickets.view', query: CategoryListQuery }, ({ guildId, query }) => listCategories(ctx.db, guildId, query.includeInactive ?? false)),
  );
  app.post(
    '/api/ticket-categories/:guildId',
    guildRoute(ctx, { permission: 'tickets.manage', body: CategoryInput, status: 201 }, ({ guildId, body, actor }) => createCategory(ctx.db, guildId, body, actor, ctx.now())),
  );
  app.put(
    '/api/ticket-categories/:guildId/:categoryId',
    guildRoute(ctx, { permission: 'tickets.manage', params: CategoryParams, body: CategoryUpdate }, ({ guildId, params, body, actor }) =>
      updateCategory(ctx.db, guildId, params.categoryId, body, actor, ctx.now()),
    ),
  );
  app.delete(
    '/api/ticket-categories/:guildId/:categoryId',
    guildRoute(ctx, { permission: 'tickets.manage', params: CategoryParams, status: 204 }, ({ guildId, params, actor }) => deleteCategory(ctx.db, guildId, params.categoryId, actor, ctx.now())),
  );
}
