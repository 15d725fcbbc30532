// What the benchmark adds to an in-process dashboard: each measured page's loader output as JSON
// (for the raw render timing and for the reference), the client-rendered reference itself, and the floor;
// and that dashboard, started.
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { AppContext } from '../../server/dashboard/app-context.js';
import { projectRoot } from '../../server/platform/paths.js';
import {
  completeShell,
  pageContext,
  renderPage,
  type RegisteredPage,
} from '../../server/dashboard/routes/define-route.js';
import type { PageShell } from '../../views/shell.js';
import { buildApp } from '../../server/dashboard/app.js';
import { commandPermissionsRoute } from '../../server/dashboard/routes/dashboard/command-permissions.js';
import { permissionsRoute } from '../../server/dashboard/routes/dashboard/permissions.js';
import { statisticsRoute } from '../../server/dashboard/routes/dashboard/statistics.js';
import { ticketsRoute, transcriptRoute } from '../../server/dashboard/routes/dashboard/tickets.js';
import { guildsRoute } from '../../server/dashboard/routes/guilds.js';
import { loginPage } from '../../server/dashboard/routes/public/pages.js';
import type { Logger } from 'pino';
import { assetsDir } from '../../server/platform/paths.js';
import { mountStandIn } from '../../server/stand-in/mount.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { loadConfig } from '../../server/system.js';
import { freePort } from '../../test/helpers/browser.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { FLOOR_PATH } from './settings.js';

export interface PageProps {
  title: string;
  layout: 'public' | 'dashboard';
  shell: PageShell;
  data: unknown;
}

/** Serves the loader's output for GET /__bench/props<page path>, with the real session and app. */
export function registerProps<P, Q, D, F>(
  fastify: FastifyInstance,
  app: AppContext,
  page: RegisteredPage<P, Q, D, F>,
): void {
  fastify.get(`/__bench/props${page.path}`, async (request, reply): Promise<PageProps> => {
    const ctx = await pageContext(page.definition, app, request, reply);
    // The shell as the page itself would have it (active sidebar entry, return targets).
    ctx.shell.path = ctx.shell.path.replace('/__bench/props', '');
    const [data] = await Promise.all([page.definition.load(ctx), page.definition.describe?.(ctx)]);
    const title = completeShell(page.definition, ctx, data);
    reply.header('cache-control', 'no-store');
    return { title, layout: page.definition.layout, shell: ctx.shell, data };
  });
}

/** The page's document exactly as the server renders it, from props fetched before. */
export function renderFromProps<P, Q, D, F>(
  manifest: AppContext['manifest'],
  page: RegisteredPage<P, Q, D, F>,
  props: PageProps,
): string {
  const view = createElement(page.definition.view, { data: props.data as D, shell: props.shell, form: null });
  return renderPage(manifest, props.layout, props.shell, props.title, view);
}

/** Builds the reference bundle (React + the views, minified, brotli 11 like our own assets). */
export async function buildReference(): Promise<{ js: Buffer; brotli: Buffer }> {
  const shim = join(projectRoot, 'scripts', 'bench', 'reference', 'islands-shim.ts');
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, 'scripts', 'bench', 'reference', 'spa.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'islands-shim',
        setup: (build) => void build.onResolve({ filter: /^\.\/island\.js$/ }, () => ({ path: shim })),
      },
    ],
  });
  const js = Buffer.from(result.outputFiles[0]!.contents);
  return { js, brotli: brotliCompressSync(js, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) };
}

/** GET /__ref/<page path>: an empty document that loads the reference bundle, which renders the page. */
export function registerReference(fastify: FastifyInstance, app: AppContext, bundle: { brotli: Buffer }): void {
  fastify.get('/__ref.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('content-encoding', 'br')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bundle.brotli),
  );
  fastify.get('/__ref/*', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Guildhall</title><link rel="stylesheet" href="${app.manifest.css}"></head><body><div id="root"></div><script type="module" src="/__ref.js"></script></body></html>`,
      ),
  );
}

/** The floor: what a page with nothing in it costs this machine's Chromium under the emulated link. */
export function registerFloor(fastify: FastifyInstance): void {
  fastify.get(FLOOR_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><p>Guildhall</p></body></html>',
      ),
  );
}

interface ReferenceAppOptions {
  /** The bot API the app asks (the bench's, answering from memory). */
  botApiUrl: string;
  secret: string;
  sessionSecret: string;
  logger: Logger;
}

/**
 * The dashboard in this process with the bench's additions, signed in as the demo owner: for the loaders'
 * JSON (raw render timing) and the browser comparison. `close` stops it.
 */
export async function startReferenceApp({ botApiUrl, secret, sessionSecret, logger }: ReferenceAppOptions) {
  const refPort = await freePort();
  const refBase = `http://127.0.0.1:${refPort}`;
  const refConfig = loadConfig({
    PORT: String(refPort),
    BOT_API_URL: botApiUrl,
    BOT_API_SECRET: secret,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: 'warn',
  }).dashboard;
  const reference = await buildReference();
  const login = loginPage({ demo: true, demoExposed: false, userOf: () => null });
  const refApp = await buildApp({
    config: refConfig,
    assetsDir,
    logger,
    botApiUrl,
    extend: async (fastify, app) => {
      await mountStandIn(fastify, {
        redirectUris: [`${refConfig.publicUrl}/auth/callback`],
        cssHref: app.manifest.css,
      });
      registerProps(fastify, app, login);
      registerProps(fastify, app, guildsRoute);
      registerProps(fastify, app, ticketsRoute);
      registerProps(fastify, app, permissionsRoute);
      registerProps(fastify, app, statisticsRoute);
      registerProps(fastify, app, commandPermissionsRoute);
      registerProps(fastify, app, transcriptRoute);
      registerReference(fastify, app, reference);
      registerFloor(fastify);
    },
  });
  await refApp.listen({ host: '127.0.0.1', port: refPort });
  const refJar = await signInAsReturningVisitor(refBase, DEMO_IDS.owner);
  return { refBase, refJar, reference, close: () => refApp.close() };
}
