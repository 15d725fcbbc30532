// Guild pages (/dashboard/:guildId/…): defineRoute with what every one of them needs, supplied once.
// The guild params and the dashboard layout; a signed-in user from the guard (an ended session goes to
// the login); the admin session step, explicit; and for loaders and actions the guild id, the typed bot
// API client bound to the user, and the failed submission (ctx.submitted) when a form is shown again.
import { z } from 'zod';
import { Snowflake } from '../contract/index.js';
import type { BotApiUser, TypedBotApi } from '../bot-api-client.js';
import type { FormValues } from '../../views/lib/form-state.js';
import { checkAdminSession } from './admin-sessions.js';
import { defineRoute, type ActionOutcome, type PageRoute, type RegisteredPage, type RouteContext } from './define-route.js';
import { requireUser, signedIn } from './guards.js';

export const guildParams = z.object({ guildId: Snowflake });

export interface GuildRouteContext<P, Q> extends RouteContext<P, Q> {
  guildId: string;
  user: BotApiUser;
  /** The bot API as this user. */
  api: TypedBotApi;
}

type GuildPageRoute<P extends { guildId: string }, Q, D, F> = Omit<PageRoute<P, Q, D, F>, 'params' | 'layout' | 'guard' | 'load' | 'action'> & {
  /** Defaults to the guild id alone. */
  params?: z.ZodType<P>;
  load: (ctx: GuildRouteContext<P, Q>) => D | Promise<D>;
  action?: {
    schema: z.ZodType<F>;
    run: (ctx: GuildRouteContext<P, Q>, input: F, values: FormValues) => Promise<ActionOutcome>;
  };
};

/** The signed-in user of a guild page and the client that calls the bot API as them. */
export function guildContext<P extends { guildId: string }, Q>(ctx: RouteContext<P, Q>): GuildRouteContext<P, Q> {
  const { user, api } = signedIn(ctx);
  return Object.assign(ctx, { guildId: ctx.params.guildId, user, api });
}

export function defineGuildRoute<P extends { guildId: string }, Q, D, F = never>(route: GuildPageRoute<P, Q, D, F>): RegisteredPage<P, Q, D, F> {
  const { action, load, params, ...rest } = route;
  return defineRoute<P, Q, D, F>({
    ...rest,
    params: params ?? (guildParams as unknown as z.ZodType<P>),
    layout: 'dashboard',
    guard: async (ctx) => {
      requireUser(ctx);
      // A global admin's session for this guild is checked with the bot API on every guild page.
      await checkAdminSession(ctx.app, ctx.request, ctx.shell, ctx.params.guildId);
    },
    load: (ctx) => load(guildContext(ctx)),
    ...(action ? { action: { schema: action.schema, run: (ctx: RouteContext<P, Q>, input: F, values: FormValues) => action.run(guildContext(ctx), input, values) } } : {}),
  });
}
