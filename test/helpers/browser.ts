// Browser tests: the real app on a loopback port (with the React development build, so hydration
// mismatches are reported) and Debian's Chromium driven by playwright-core.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import type { Test } from 'tap';
import { failureReport, pageText } from './page-report.js';
import { buildApp, type AppDeps } from '../../server/dashboard/app.js';
import type { RegisteredRoute } from '../../server/dashboard/routes/registered-route.js';
import { createLogger } from '../../server/platform/logger.js';
import { devAssetsDir, projectRoot } from '../../server/platform/paths.js';
import { memorySessionStore } from '../../server/dashboard/session/store.js';
import { startSystem, type System, loadConfig } from '../../server/system.js';
import type { World } from '../../server/stand-in/model.js';
import type { DiscordBudget } from '../../server/platform/discord-budget.js';
import { createTestSession } from './app.js';
import { testConfig, WITHOUT_OVERLOAD_GUARD } from './config.js';
import { until } from './work.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Chromium quiet and alike on every run: no sandbox (containers), no GPU, none of its own network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** The only way to run the suite without a browser; CI never sets it. */
export const SKIP_BROWSER_ENV = 'GUILDHALL_SKIP_BROWSER_TESTS';

/** False (and the test is skipped) only when browser tests were explicitly switched off. */
export function browserAvailable(t: Test): boolean {
  if (process.env[SKIP_BROWSER_ENV] === '1') {
    t.plan(0, `browser tests switched off by ${SKIP_BROWSER_ENV}=1`);
    return false;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install chromium\` ` +
        `(Debian/Ubuntu), or set ${SKIP_BROWSER_ENV}=1 to skip the browser tests.`,
    );
  }
  return true;
}

// A port the caller listens on a moment later. Not one the kernel picks: those come from the range it
// also gives outgoing connections (a database client's socket took one between our check and a child's
// listen, EADDRINUSE), so a random one below that range, checked by listening on it. The check frees the
// port again, so two files run side by side could be handed the same one before either listens: each of
// tap's jobs draws from a slice of its own, and a process never hands out a port twice.
const PORTS_BELOW_EPHEMERAL = { first: 20_000, count: 12_000 };
const JOB_SLICES = 4;
const handedOut = new Set<number>();

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const size = PORTS_BELOW_EPHEMERAL.count / JOB_SLICES;
  const first = PORTS_BELOW_EPHEMERAL.first + ((Number(process.env.TAP_JOB_ID) || 0) % JOB_SLICES) * size;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = first + Math.floor(Math.random() * size);
    if (handedOut.has(port) || !(await listensOn(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error('no free port below the ephemeral range');
}

/**
 * A file's setup that throws ends its process before any test has reported: the runner then says only
 * "no tests found" and the error is somewhere in the interleaved output. Said as a failed assertion first,
 * it stands with its error under the file's result.
 */
async function toldIfItFails<T>(t: Test, what: string, setUp: () => Promise<T>): Promise<T> {
  try {
    return await setUp();
  } catch (error) {
    t.fail(`${what}: ${error instanceof Error ? error.message : String(error)}`, { error });
    throw error;
  }
}

export interface TestServer {
  base: string;
  /** The listening HTTP server, for a test that counts what reached it. */
  http: Server;
  /** Cookies of a fresh signed-in session, ready for BrowserContext.addCookies. */
  signIn(): Promise<{ name: string; value: string; url: string }[]>;
}

/** Starts the dashboard on 127.0.0.1 with its public URL matching the port. */
export async function startServer(t: Test, deps: Partial<AppDeps> = {}): Promise<TestServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = deps.config ?? testConfig({ PUBLIC_URL: base, PORT: String(port) });
  const store = memorySessionStore();
  const app = await buildApp({
    assetsDir: devAssetsDir,
    ...deps,
    config,
    sessionStore: store,
    logger: createLogger('silent'),
  });
  t.teardown(() => app.close());
  await toldIfItFails(t, 'the dashboard did not listen', () => app.listen({ host: '127.0.0.1', port }));
  return {
    base,
    http: app.server,
    signIn: async () =>
      Object.entries((await createTestSession(app, config, store)).cookies).map(([name, value]) => ({
        name,
        value,
        url: base,
      })),
  };
}

/**
 * The whole product in demo mode, as `npm start` runs it. The React development build by default, for
 * hydration checks; pass the production `assetsDir` to measure what users download.
 */
export async function startDemo(
  t: Test,
  env: Record<string, string> = {},
  assets = devAssetsDir,
  world?: World,
  discordBudget?: DiscordBudget,
): Promise<{ base: string; system: System }> {
  const { close, ...demo } = await toldIfItFails(t, 'the demo did not start', () =>
    startDemoSystem(env, assets, world, discordBudget),
  );
  t.teardown(close);
  return demo;
}

/** startDemo without a test: `close` stops it and removes its data; `extraRoutes` are added to the dashboard (the bench's floor page). */
export async function startDemoSystem(
  env: Record<string, string> = {},
  assets = devAssetsDir,
  world?: World,
  discordBudget?: DiscordBudget,
  extraRoutes: RegisteredRoute[] = [],
): Promise<{ base: string; system: System; close: () => Promise<void> }> {
  const [port, botPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-browser-'));
  const config = loadConfig({
    PORT: String(port),
    BOT_API_PORT: String(botPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'browser-test-secret-browser-test-secret-0',
    ...WITHOUT_OVERLOAD_GUARD,
    ...env,
  });
  const system = await startSystem(
    config,
    createLogger('silent'),
    { assetsDir: assets, extraRoutes },
    {
      ...(world ? { world } : {}),
      ...(discordBudget ? { discordBudget } : {}),
    },
  );
  await system.dashboard.listen({ host: '127.0.0.1', port });
  const close = async () => {
    await system.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, system, close };
}

/** One Chromium for a test file: launch it on the file's root test, which closes it at the end. */
export async function launchBrowser(t: Test): Promise<Browser> {
  const browser = await toldIfItFails(t, 'Chromium did not start', () =>
    chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  );
  t.teardown(() => browser.close());
  return browser;
}

export interface BrowserPage {
  page: Page;
  /** Console errors and warnings, page errors and CSP violations seen so far. */
  problems: string[];
}

export async function openPage(t: Test, browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const inFlight = new Map<Request, number>();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A step that waits in vain says only what it waited for: print where the page was, what it showed and
  // which requests got no answer, to tell a hung server from a page that rendered something else.
  t.teardown(async () => {
    if (!t.passing()) process.stderr.write(`${await failureReport(page, inFlight)}\n`);
    await context.close();
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every document answered with 4xx; a form refused with 400/409 is that on purpose.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // A test that then waits in vain cannot say that a page or script came back 5xx: print each one, with
  // its Retry-After (the overload answer has one), so the log tells an overloaded process from a failing
  // upstream. Tests that provoke a 5xx on purpose print theirs too.
  page.on('response', (response) => {
    if (response.status() < 500) return;
    const retryAfter = response.headers()['retry-after'];
    const path = new URL(response.url()).pathname;
    process.stderr.write(
      `# browser: ${response.status()} for ${response.request().method()} ${path}${retryAfter ? ` (Retry-After: ${retryAfter})` : ''}\n`,
    );
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { page, problems };
}

/** Waits until every island on the page has been mounted (or failed). */
export async function islandsSettled(page: Page): Promise<string[]> {
  try {
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) => el.dataset.hydrated),
    );
  } catch (error) {
    // Seen once under the full suite (the login page's theme toggle): say which island waited and which
    // scripts had arrived, so the next occurrence tells a script that never came from one that never ran.
    throw new Error(`Islands not settled on ${page.url()}: ${await islandDiagnosis(page)}`, { cause: error });
  }
  return page.$$eval('[data-island]', (elements) =>
    elements.map((el) => `${(el as HTMLElement).dataset.island}:${(el as HTMLElement).dataset.hydrated}`),
  );
}

/** Each island's state and the scripts the page has received, as one line of JSON. */
async function islandDiagnosis(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      JSON.stringify({
        readyState: document.readyState,
        islands: [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
          (el) => `${el.dataset.island} ${el.dataset.hydrate} ${el.dataset.hydrated ?? 'waiting'}`,
        ),
        scriptsArrived: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map(
            (entry) =>
              `${new URL(entry.name).pathname} at ${Math.round((entry as PerformanceResourceTiming).responseEnd)} ms`,
          ),
      }),
    )
    .catch((error: Error) => `(the page did not answer: ${error.message})`);
}

let axeScript: string | undefined;
/** axe-core's script, read from disk once per test file rather than once per page. */
function axeSource(): string {
  axeScript ??= readFileSync(join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  return axeScript;
}

/** Serious and critical axe-core violations on the page, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a second run on the same page (the other theme) reuses it.
  if (!(await page.evaluate(`typeof axe === 'object'`))) await page.evaluate(axeSource());
  const results = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] })`)) as {
    violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  };
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Loads `url` again (as a page's refresh link does) until `ready` finds what is waited for on it. */
export async function reloadUntil(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<boolean>,
  what: string,
): Promise<void> {
  await until(
    async () => {
      await page.goto(url);
      return ready(page);
    },
    { what },
  );
}

/** For reloadUntil: the page has an element matching the selector. */
export const shows = (selector: string) => async (page: Page) => (await page.locator(selector).count()) > 0;

/** Waits until the island around this element has been mounted. */
export async function islandReady(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => (document.querySelector(css)?.closest('[data-island]') as HTMLElement | null)?.dataset.hydrated === 'true',
    selector,
  );
}

/** Signs in through the stand-in Discord's consent page as one of the demo accounts. */
export async function signInAs(
  page: Page,
  base: string,
  account: 'demo-owner' | 'demo-moderator' | 'demo-operator' | 'demo-newcomer',
): Promise<void> {
  const consent = await page.goto(`${base}/auth/discord`);
  try {
    await Promise.all([page.waitForURL(`${base}/guilds`), page.click(`button:has-text("${account}")`)]);
  } catch (error) {
    // Seen twice on Node 24 under the full suite and never alone: say where the sign-in ended and what
    // the page said, so the next occurrence tells its cause.
    throw new Error(
      `Signing in as ${account}: the consent page answered ${consent?.status()} at ${consent?.url()}; ended at ${page.url()} showing "${await pageText(page)}"`,
      { cause: error },
    );
  }
}
