// Auto responses: list, create, delete by trigger.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AutoResponseInput, Snowflake } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import { guildRoute } from '../http.js';
import { createAutoResponse, deleteAutoResponse, listAutoResponses } from '../repos/autoresponses.js';

export function autoResponseRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/autoresponses/:guildId',
    guildRoute(ctx, { permission: 'autoresponse.view' }, ({ guildId }) => listAutoResponses(ctx.db, guildId)),
  );
  app.post(
    '/api/autoresponses/:guildId',
    guildRoute(ctx, { permission: 'autoresponse.manage', body: AutoResponseInput, status: 201 }, ({ guildId, body, actor }) => {
      if (body.guildId !== guildId) throw badRequest('Invalid body: guildId does not match the path');
      return createAutoResponse(ctx.db, guildId, body, actor, ctx.now());
    }),
  );
  app.delete(
    '/api/autoresponses/:guildId/:key',
    guildRoute(ctx, { permission: 'autoresponse.manage', params: z.object({ guildId: Snowflake, key: z.string().min(1).max(100) }), status: 204 }, ({ guildId, params, actor }) =>
      // Fastify has already URL-decoded the key (spec: the trigger, URL-encoded).
      deleteAutoResponse(ctx.db, guildId, params.key, actor, ctx.now()),
    ),
  );
}
