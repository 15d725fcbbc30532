// Guild pages (/dashboard/:guildId/…): defineRoute with what every one of them needs, supplied once.
// The guild params and the dashboard layout; a signed-in user from the guard (an ended session goes to
// the login); the admin session step, explicit; and for loaders and actions the guild id, the typed bot
// API client bound to the user, and the failed submission (ctx.submitted) when a form is shown again.
// Beside the loader: the sidebar's server and switcher, the user's rights, and the guild's time zone.
import { z } from 'zod';
import { allows, SCREENS, Snowflake, type Screen, type ScreenRights } from '../../contract/index.js';
import type { ScreenAccess } from '../../../views/shell.js';
import type { BotApiUser, TypedBotApi } from '../../contract/client.js';
import type { FormValues } from '../../../views/lib/form-state.js';
import { checkAdminSession } from './admin-sessions.js';
import {
  defineRoute,
  type ActionOutcome,
  type PageRoute,
  type RegisteredPage,
  type RouteContext,
} from './define-route.js';
import { requireUser, signedIn } from './guards.js';
import { guildDateFormat } from './guild-preferences.js';
import { guildRights } from './guild-rights.js';

const guildParams = z.object({ guildId: Snowflake });

export interface GuildRouteContext<P, Q> extends RouteContext<P, Q> {
  guildId: string;
  user: BotApiUser;
  /** The bot API as this user. */
  api: TypedBotApi;
}

type GuildPageRoute<P extends { guildId: string }, Q, D, F> = Omit<
  PageRoute<P, Q, D, F>,
  'params' | 'layout' | 'guard' | 'describe' | 'load' | 'action'
> & {
  /** The screen of the navigation this page belongs to: its rights (contract/screens.ts) apply. */
  screen: Screen;
  /** Defaults to the guild id alone. */
  params?: z.ZodType<P>;
  load: (ctx: GuildRouteContext<P, Q>) => D | Promise<D>;
  action?: {
    schema: z.ZodType<F>;
    run: (ctx: GuildRouteContext<P, Q>, input: F, values: FormValues) => Promise<ActionOutcome>;
  };
};

/** The signed-in user of a guild page and the client that calls the bot API as them. */
function guildContext<P extends { guildId: string }, Q>(ctx: RouteContext<P, Q>): GuildRouteContext<P, Q> {
  const { user, api } = signedIn(ctx);
  return Object.assign(ctx, { guildId: ctx.params.guildId, user, api });
}

/**
 * The sidebar's server name, icon and switcher, from the user's guild list (cached for a minute); a
 * guild that list lacks (an admin session on a server the admin is not on) is named by the user's rights
 * on it, which the bot API answers with the guild as the bot sees it. A failure leaves the sidebar
 * without them: the page itself still loads.
 */
async function describeGuild<P extends { guildId: string }, Q>(
  ctx: RouteContext<P, Q>,
  user: BotApiUser,
  api: TypedBotApi,
): Promise<void> {
  const [me, rights] = await Promise.all([
    ctx.app.guildAccess.me(user).catch((error: unknown) => {
      ctx.request.log.warn({ err: error }, 'guild list for the sidebar failed to load');
      return null;
    }),
    guildRights(ctx.request, api, ctx.params.guildId),
  ]);
  if (!ctx.shell.guild) return;
  const { id } = ctx.shell.guild;
  const current = me?.guilds.find((guild) => guild.id === id) ?? rights?.guild;
  ctx.shell.guild = {
    id,
    name: current?.name ?? null,
    iconUrl: current?.icon ?? null,
    others: (me?.guilds ?? [])
      .filter((guild) => guild.id !== id)
      .map((guild) => ({ id: guild.id, name: guild.name, iconUrl: guild.icon })),
  };
}

/** The user's rights on the guild for the views; unread (null) when the bot API refuses or fails: the page's own call then says so. */
async function describeAccess<P extends { guildId: string }, Q>(
  ctx: RouteContext<P, Q>,
  api: TypedBotApi,
): Promise<void> {
  const info = await guildRights(ctx.request, api, ctx.params.guildId);
  if (!info) return;
  const granted = { full: info.full, permissions: new Set(info.permissions) };
  const screens = Object.fromEntries(
    Object.entries(SCREENS).map(([key, rights]: [string, ScreenRights]) => [
      key,
      {
        view: allows(granted, rights.view),
        manage: rights.manage ? allows(granted, rights.manage) : false,
        viewNeeds: rights.view,
        manageNeeds: rights.manage ?? null,
      },
    ]),
  ) as Record<Screen, ScreenAccess>;
  ctx.shell.access = { screens, grants: info.grants };
}

async function describeTimeZone<P extends { guildId: string }, Q>(
  ctx: RouteContext<P, Q>,
  api: TypedBotApi,
): Promise<void> {
  ctx.shell.timeZone = (await guildDateFormat(ctx.request, api, ctx.params.guildId)).timeZone;
}

export function defineGuildRoute<P extends { guildId: string }, Q, D, F = never>(
  route: GuildPageRoute<P, Q, D, F>,
): RegisteredPage<P, Q, D, F> {
  const { action, load, params, screen, ...rest } = route;
  return defineRoute<P, Q, D, F>({
    ...rest,
    params: params ?? (guildParams as unknown as z.ZodType<P>),
    layout: 'dashboard',
    guard: async (ctx) => {
      requireUser(ctx);
      ctx.shell.screen = screen;
      // A global admin's session for this guild is checked with the bot API on every guild page, before
      // the loader and the rights (both depend on it).
      await checkAdminSession(ctx.app, ctx.request, ctx.shell, ctx.params.guildId);
    },
    describe: async (ctx) => {
      const { user, api } = signedIn(ctx);
      await Promise.all([describeAccess(ctx, api), describeGuild(ctx, user, api), describeTimeZone(ctx, api)]);
    },
    load: (ctx) => load(guildContext(ctx)),
    ...(action
      ? {
          action: {
            schema: action.schema,
            run: (ctx: RouteContext<P, Q>, input: F, values: FormValues) =>
              action.run(guildContext(ctx), input, values),
          },
        }
      : {}),
  });
}
