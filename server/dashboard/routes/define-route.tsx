// A route module is data: params/query schemas, a guard, a loader, an optional form action and a pure
// view. registerRoute() turns it into Fastify handlers that do the same thing for every page:
//   GET  → params → guard → loader (and the shell's details beside it) → layout + view (or the route's own load-error state)
//   POST → params → guard → strict form parse → action → 303 with a flash, or the same page with 400.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import { formValues, parseForm } from '../lib/form.js';
import type { FormState, FormValues } from '../../../views/lib/form-state.js';
import { setFlash } from '../lib/flash.js';
import { HttpError, Redirect } from '../lib/http-error.js';
import { htmlPayload } from '../render/html-payload.js';
import { renderDocument } from '../render/render-document.js';
import type { InlineStyles } from '../render/stylesheet.js';
import { DashboardLayout } from '../../../views/layouts/DashboardLayout.js';
import { PublicLayout } from '../../../views/layouts/PublicLayout.js';
import { LoadErrorState } from '../../../views/components/LoadErrorState.js';
import { refusalPage } from './refusal-page.js';
import type { Flash, PageShell } from '../../../views/shell.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import type { Texts } from '../../../views/i18n/texts.js';
import type { ViewProps } from '../../../views/view-props.js';
import type { RegisteredRoute } from './registered-route.js';
import type { AppContext } from '../app-context.js';
import { UpstreamError } from '../../contract/client.js';

export interface RouteContext<P, Q> {
  params: P;
  query: Q;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
  shell: PageShell;
  /** The catalogue of the request's language, for titles, flash messages and refusals. */
  texts: Texts;
  /** The form values of a submission that failed, when the page is rendered again for it. */
  submitted: FormValues | null;
}

export type ActionOutcome =
  | { kind: 'redirect'; location: string; flash?: Flash }
  | { kind: 'invalid'; state: FormState; status?: number };

export const redirectTo = (location: string, flash?: Flash): ActionOutcome =>
  flash ? { kind: 'redirect', location, flash } : { kind: 'redirect', location };

export const invalid = (state: FormState, status = 400): ActionOutcome => ({ kind: 'invalid', state, status });

type LayoutName = 'public' | 'dashboard';

/** The catalogue's titles that are plain texts. */
type StaticTitle = {
  [K in keyof Texts['titles']]: Texts['titles'][K] extends string ? K : never;
}[keyof Texts['titles']];

export interface PageRoute<P, Q, D, F> {
  path: string;
  params: z.ZodType<P>;
  query: z.ZodType<Q>;
  layout: LayoutName;
  /** A title of the catalogue, or one made from the page's data. */
  title: StaticTitle | ((texts: Texts, data: D) => string);
  guard?: (ctx: RouteContext<P, Q>) => void | Promise<void>;
  /**
   * Fills in the shell's own details (the sidebar's server, the user's rights) alongside the loader, not
   * before it, so a slow upstream costs one wait, not two. Must not throw: a detail it cannot read stays unset.
   */
  describe?: (ctx: RouteContext<P, Q>) => Promise<void>;
  load: (ctx: RouteContext<P, Q>) => D | Promise<D>;
  view: ComponentType<ViewProps<D>>;
  /** The screen's own message (each screen words its load failure) when loading from a dependency fails. */
  loadError?: (texts: Texts, error: UpstreamError) => string;
  /** Heading and retry label of that error state, for screens that have their own. */
  loadErrorTitle?: (texts: Texts) => string;
  retryLabel?: (texts: Texts) => string;
  /** false: a 403/404 from upstream is this screen's own error (loadError), not a refusal of the guild. */
  refusals?: boolean;
  /** The guild's name for the sidebar, from the page's own data (fresher than the guild list's). */
  guildName?: (data: D) => string;
  action?: {
    schema: z.ZodType<F>;
    run: (ctx: RouteContext<P, Q>, input: F, values: FormValues) => Promise<ActionOutcome>;
  };
}

const layouts: Record<LayoutName, ComponentType<{ shell: PageShell; children: ReactNode }>> = {
  public: PublicLayout,
  dashboard: DashboardLayout,
};

/** The whole HTML document of a page: the layout around the content, then the document shell. */
export function renderPage(
  manifest: AppContext['manifest'],
  layout: LayoutName,
  shell: PageShell,
  title: string,
  content: ReactNode,
  inlineCss: InlineStyles | null = null,
): string {
  const Layout = layouts[layout];
  return renderDocument({
    manifest,
    title,
    theme: shell.theme,
    timeZone: shell.timeZone,
    viewerZone: shell.viewerZone,
    language: shell.language,
    inlineCss,
    body: <Layout shell={shell}>{content}</Layout>,
  });
}

/** Once the data is loaded: the page title, and the guild's name in the shell for the sidebar. */
export function completeShell<P, Q, D, F>(route: PageRoute<P, Q, D, F>, ctx: RouteContext<P, Q>, data: D): string {
  if (route.guildName && ctx.shell.guild) ctx.shell.guild = { ...ctx.shell.guild, name: route.guildName(data) };
  return typeof route.title === 'string' ? ctx.texts.titles[route.title] : route.title(ctx.texts, data);
}

/** Params, query, shell and guard of a page request: everything its loader needs. */
export async function pageContext<P, Q, D, F>(
  route: PageRoute<P, Q, D, F>,
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RouteContext<P, Q>> {
  const params = route.params.safeParse(request.params);
  // Malformed ids are unknown paths, and unknown paths lead home.
  if (!params.success) throw new Redirect('/');
  const query = route.query.safeParse(request.query);
  const texts = CATALOGUES[request.language];
  if (!query.success) throw new HttpError(400, texts.errors.badRequest);
  const guildId = (params.data as { guildId?: unknown } | null)?.guildId;
  const shell = app.shell(request, reply, typeof guildId === 'string' ? guildId : null);
  const ctx: RouteContext<P, Q> = {
    params: params.data,
    query: query.data,
    request,
    reply,
    app,
    shell,
    texts,
    submitted: null,
  };
  await route.guard?.(ctx);
  return ctx;
}

/** Sends a page: its layout around the content, the stylesheet as this browser needs it, and a signed-in page never cached. */
function sendPage<P, Q>(
  app: AppContext,
  layout: LayoutName,
  ctx: RouteContext<P, Q>,
  status: number,
  title: string,
  content: ReactNode,
) {
  // Decided only when a page is sent, so redirects never set the stylesheet cookie without the CSS.
  const html = renderPage(
    app.manifest,
    layout,
    ctx.shell,
    title,
    content,
    app.inlineStylesheet(ctx.request, ctx.reply),
  );
  // Signed-in pages carry personal data: never store them in any cache.
  ctx.reply.header('cache-control', ctx.shell.user ? 'no-store' : 'no-cache');
  // A loader may have set a status for a handled error state (e.g. a transcript that failed).
  const code = status === 200 && ctx.reply.statusCode !== 200 ? ctx.reply.statusCode : status;
  return ctx.reply.code(code).type('text/html; charset=utf-8').send(htmlPayload(html));
}

/** A page route keeps its definition, so tools (the benchmark's client-rendered reference) can run its loader. */
export interface RegisteredPage<P, Q, D, F> extends RegisteredRoute {
  definition: PageRoute<P, Q, D, F>;
}

export function defineRoute<P, Q, D, F = never>(route: PageRoute<P, Q, D, F>): RegisteredPage<P, Q, D, F> {
  return {
    path: route.path,
    definition: route,
    register(fastify, app) {
      const View = route.view;

      const send = (ctx: RouteContext<P, Q>, status: number, title: string, content: ReactNode) =>
        sendPage(app, route.layout, ctx, status, title, content);

      async function render(ctx: RouteContext<P, Q>, form: FormState | null, status: number) {
        const described = route.describe?.(ctx);
        let data: D;
        try {
          data = await route.load(ctx);
        } catch (error) {
          await described;
          // A 401 means the session is over: the error handler signs the user out.
          if (!(error instanceof UpstreamError) || !route.loadError || error.status === 401) throw error;
          const title = typeof route.title === 'string' ? ctx.texts.titles[route.title] : ctx.texts.titles.failed;
          // The bot API refused: say so in the layout, and in the tab's title, before the screen's name.
          const refused = route.refusals === false ? null : refusalPage(ctx, error, title);
          if (refused) return send(ctx, refused.status, refused.title, refused.content);
          ctx.request.log.warn({ err: error, upstreamStatus: error.status }, 'page data failed to load');
          if (error.retryAfterSeconds) ctx.reply.header('retry-after', String(error.retryAfterSeconds));
          const message = route.loadError(ctx.texts, error);
          return send(
            ctx,
            error.responseStatus,
            title,
            <LoadErrorState
              title={route.loadErrorTitle?.(ctx.texts)}
              message={message}
              retryHref={ctx.request.url}
              retryLabel={route.retryLabel?.(ctx.texts)}
            />,
          );
        }
        await described;
        return send(ctx, status, completeShell(route, ctx, data), <View data={data} shell={ctx.shell} form={form} />);
      }

      const context = (request: FastifyRequest, reply: FastifyReply) => pageContext(route, app, request, reply);

      fastify.get(route.path, async (request, reply) => {
        const ctx = await context(request, reply);
        const draft =
          route.action && request.session.status === 'active'
            ? await app.drafts.take(request, reply, request.session.record.userId, request.url)
            : null;
        if (!draft) return render(ctx, null, 200);
        // A form sent after the session ended, back with what was typed: shown, never sent by itself.
        ctx.submitted = draft;
        return render(ctx, { values: draft, errors: { form: [ctx.texts.forms.draftNotice], fields: {} } }, 200);
      });

      const action = route.action;
      if (!action) return;
      fastify.post(route.path, { config: { keepsDraft: true } }, async (request, reply) => {
        const ctx = await context(request, reply);
        if (!(request.body instanceof URLSearchParams)) throw new HttpError(415, ctx.texts.errors.formExpected);
        const values = formValues(request.body);
        ctx.submitted = values;
        const parsed = parseForm(action.schema, values, ctx.texts);
        if (!parsed.ok) return render(ctx, parsed.state, 400);
        const outcome = await action.run(ctx, parsed.data, values);
        if (outcome.kind === 'invalid') return render(ctx, outcome.state, outcome.status ?? 400);
        if (outcome.flash) setFlash(app.config, reply, outcome.flash);
        return reply.redirect(outcome.location, 303);
      });
    },
  };
}

/**
 * A page's view with data another handler already has, through the page's own guard, shell details, title
 * and layout: a ticket download that cannot be given shows its transcript page's error state, not bare text.
 */
export async function sendPageOf<P, Q, D, F>(
  page: RegisteredPage<P, Q, D, F>,
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  data: D,
  status: number,
) {
  const route = page.definition;
  const ctx = await pageContext(route, app, request, reply);
  await route.describe?.(ctx);
  const View = route.view;
  const content = <View data={data} shell={ctx.shell} form={null} />;
  return sendPage(app, route.layout, ctx, status, completeShell(route, ctx, data), content);
}
