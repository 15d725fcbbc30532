// The rest of the checklist in SECURITY.md (B10, E1, F2-F4, F10, F11, G1, G2, G5): admin-session logging
// and CORS, source rules for rendering, crash and overload behaviour, dependency floors, the test
// harness itself, and the map from every id to a named test or a SECURITY.md line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';
import { MockAgent, request } from 'undici';
import { TIMEOUTS } from '../../../server/dashboard/app.js';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from '../../../server/dashboard/config.js';
import { assetsDir, projectRoot } from '../../../server/platform/paths.js';
import { OVERLOADED } from '../../../server/dashboard/setup/health.js';
import { buildTestApp, SAME_ORIGIN } from '../../helpers/app.js';
import { buildTestBotApi, IDS } from '../../helpers/bot-api.js';
import { testConfig } from '../../helpers/config.js';
import { DEMO_APPLICATION } from '../../../server/stand-in/mount.js';
import { until } from '../../helpers/work.js';

const G = IDS.demoGuild;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const APP_SOURCES = ['server', 'views', 'islands'].flatMap((dir) => sourceFiles(join(projectRoot, dir)));

t.test(
  'B10 admin tokens never reach logs or the browser; no CORS, so the header cannot be sent cross-origin',
  async (t) => {
    const token = 'SENTINEL_ADMIN_TOKEN_0123456789abcdef';
    const agent = new MockAgent();
    agent.disableNetConnect();
    const bot = agent.get('http://bot-api.test');
    const seen: string[] = [];
    bot.intercept({ path: `/api/admin/session/validate/${G}`, method: 'GET' }).reply((options) => {
      seen.push(String((options.headers as Record<string, string>)['x-admin-session']));
      return { statusCode: 200, data: { valid: true, adminLevel: 3, expiresAt: Date.now() + 60_000 } };
    });
    bot.intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' }).reply(200, { error: 'x' });
    const { app, logs, signIn } = await buildTestApp(t, {
      captureLogs: true,
      botApiDispatcher: agent,
      config: testConfig({ LOG_LEVEL: 'trace', BOT_API_URL: 'http://bot-api.test', BOT_API_SECRET: 'b'.repeat(40) }),
    });
    const { cookies } = await signIn({ adminSessions: { [G]: { token, level: 3, expiresAt: Date.now() + 60_000 } } });
    const page = await app.inject({
      url: `/dashboard/${G}`,
      cookies,
      headers: { 'x-admin-session': 'from-the-browser' },
    });
    t.same(seen, [token], 'the token went to the bot API from the server-side session');
    t.notMatch(JSON.stringify(page.headers) + page.body, token, 'never in the page');
    t.notMatch(logs.join('\n'), token, 'never in the logs');
    t.notMatch(logs.join('\n'), 'from-the-browser', 'a header sent by the browser is redacted too');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/api/guilds/${G}/features`,
      headers: {
        origin: 'https://evil.test',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-admin-session',
      },
    });
    t.notOk(preflight.headers['access-control-allow-origin'], 'no CORS on the dashboard');
    const botApi = await buildTestBotApi(t);
    const botPreflight = await botApi.api.inject({
      method: 'OPTIONS',
      url: `/api/guilds/${G}/features`,
      headers: {
        origin: 'https://evil.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-admin-session',
      },
    });
    t.notOk(botPreflight.headers['access-control-allow-origin'], 'no CORS on the bot API');
  },
);

t.test(
  'E1 dangerouslySetInnerHTML only where the HTML is our own rendered markup, never user content; no script URLs',
  async (t) => {
    const uses = APP_SOURCES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/dangerouslySetInnerHTML=\{\{ __html: ([^}]+) \}\}/g)].map(
        (match) => `${relative(projectRoot, file)}: ${match[1]}`,
      ),
    );
    t.same(uses.sort(), [
      // The Demo-Discord page's body, rendered by React first so its head can carry the styles it uses.
      'server/stand-in/demo/pages.tsx: bodyHtml',
      // The page body, rendered by React, placed into the document shell.
      'views/Document.tsx: bodyHtml',
      // An island's server HTML, rendered by React for hydration, and its props as escaped JSON.
      'views/island.tsx: escapeJsonForScript(props)',
      'views/island.tsx: renderIslandHtml(Component, props, id)',
      // Transcript messages, rendered by React one at a time so a long transcript never blocks the process.
      'views/transcript/TranscriptView.tsx: messagesHtml',
    ]);
    // The same rule for the browser modules written without React.
    const assigned = APP_SOURCES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.innerHTML = ([^;]+);/g)].map(
        (match) => `${relative(projectRoot, file)}: ${match[1]}`,
      ),
    );
    t.same(assigned, [
      // The auto response form's preview and the transcript dialog show HTML our own server rendered
      // with React (every value escaped).
      'islands/AutoResponsePreview.client.ts: html',
      'islands/TranscriptDialog.client.ts: html',
    ]);
    for (const file of APP_SOURCES)
      t.notMatch(
        readFileSync(file, 'utf8'),
        /href=\{?["'`]javascript:/i,
        `${relative(projectRoot, file)}: no javascript: URL`,
      );
  },
);

t.test('F2 an error outside any request is logged and the process exits non-zero', async (t) => {
  const script = `
    import { closeGracefully } from ${JSON.stringify(join(projectRoot, 'build', 'server', 'platform', 'process.js'))};
    import { createLogger } from ${JSON.stringify(join(projectRoot, 'build', 'server', 'platform', 'logger.js'))};
    closeGracefully({ shutdownTimeoutMs: 10_000 }, createLogger('info'), async () => {});
    setTimeout(() => Promise.reject(new Error('boom outside a request')), 10);
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  t.equal(code, 1, 'exit code 1, no zombie');
  t.match(output, 'boom outside a request', 'logged');
});

t.test('F3 server timeouts are set, and the keep-alive outlives a proxy idle timeout of 60 s', async (t) => {
  const { app } = await buildTestApp(t);
  t.equal(app.server.requestTimeout, TIMEOUTS.request);
  t.equal(app.initialConfig.connectionTimeout, TIMEOUTS.connection);
  t.equal(app.server.keepAliveTimeout, TIMEOUTS.keepAlive);
  t.ok(TIMEOUTS.keepAlive > 60_000);
  t.ok(TIMEOUTS.request > 0 && TIMEOUTS.request <= 30_000);
  t.ok(
    TIMEOUTS.handler > 0 && TIMEOUTS.handler < TIMEOUTS.request,
    'a slow handler answers 503 before the request limit',
  );
});

t.test('F3 a handler that outlives its time-out answers 503 with a sentence, a page as a page', async (t) => {
  // A route of its own time-out that never answers by itself: only the time-out ends the request.
  const { app } = await buildTestApp(t, {
    extend: async (fastify) =>
      fastify.get('/never-answers', { handlerTimeout: 50 }, (request) =>
        once(request.signal, 'abort').then(() => null),
      ),
  });
  const json = await app.inject({ method: 'GET', url: '/never-answers' });
  t.equal(json.statusCode, 503, 'unavailable, not an internal error');
  t.same(json.json(), { error: 'Die Anfrage hat zu lange gedauert.' });
  t.equal(json.headers['cache-control'], 'no-store');
  const page = await app.inject({ method: 'GET', url: '/never-answers', headers: { accept: 'text/html' } });
  t.equal(page.statusCode, 503);
  t.match(page.headers['content-type'], /^text\/html/);
  t.match(page.body, '<p>Die Anfrage hat zu lange gedauert.</p>');
});

t.test('F4 prototype poisoning in JSON bodies is refused', async (t) => {
  const { app, signIn } = await buildTestApp(t);
  const { cookies, record } = await signIn();
  for (const payload of ['{"__proto__":{"a":1}}', '{"constructor":{"prototype":{"a":1}}}']) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/guilds/${G}/features`,
      cookies,
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'x-csrf-token': record.csrfToken },
      payload,
    });
    t.equal(res.statusCode, 400, payload);
  }
});

t.test('F10 an overloaded event loop answers 503 with Retry-After; liveness stays up', async (t) => {
  // The product's default limit (tests otherwise run without the guard).
  const limitMs = DEFAULT_MAX_EVENT_LOOP_DELAY_MS;
  const { app } = await buildTestApp(t, { config: testConfig({ MAX_EVENT_LOOP_DELAY_MS: String(limitMs) }) });
  await app.ready();
  // Longer than the limit; then wait for the overload sampler to see the hold.
  holdEventLoop(limitMs + 500);
  await until(() => app.isUnderPressure(), { what: 'the overload sampler to see the hold' });
  const res = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
  t.equal(res.statusCode, 503);
  t.equal(res.headers['retry-after'], '10');
  t.match(res.body, OVERLOADED);
  t.equal((await app.inject('/livez')).statusCode, 200, 'liveness is exempt');
});

t.test('F10 MAX_EVENT_LOOP_DELAY_MS=0 turns the overload guard off', async (t) => {
  const { app } = await buildTestApp(t, { config: testConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }) });
  await app.ready();
  holdEventLoop(1_500);
  // The sampler still measures: once it has seen the hold, a guard that was on would refuse.
  await until(() => app.memoryUsage().eventLoopDelay > 1_000, { what: 'the overload sampler to see the hold' });
  t.equal(app.isUnderPressure(), false);
  t.equal((await app.inject({ url: '/login', headers: { accept: 'text/html' } })).statusCode, 200);
});

/** Holds this very event loop (the app shares it), as a synchronous piece of work would, without spinning a core. */
function holdEventLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

t.test('F11 dependency floors with their advisory fixes', async (t) => {
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  const atLeast = (actual: string, floor: string) => {
    const [a, b] = [actual, floor].map((value) => value.split('-')[0]!.split('.').map(Number));
    for (let i = 0; i < 3; i++) if (a![i] !== b![i]) return a![i]! > b![i]!;
    return true;
  };
  const floors: Record<string, string> = {
    fastify: '5.8.3',
    '@fastify/oauth2': '7.2.0',
    '@fastify/static': '4.4.1',
    '@fastify/cookie': '9.0.0',
    undici: '7.0.0',
  };
  for (const [name, floor] of Object.entries(floors))
    t.ok(atLeast(version(name), floor), `${name} ${version(name)} >= ${floor}`);
  t.ok(version('undici').startsWith('7.'), 'undici 7 (undici 8 needs Node 22)');
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  for (const unused of ['@fastify/csrf-protection', '@fastify/reply-from', '@fastify/http-proxy', '@fastify/session']) {
    t.notOk(lock.packages[`node_modules/${unused}`], `${unused} is not used (its floor does not apply)`);
  }
});

t.test('G1 test traffic to the bot API goes to a MockAgent that refuses anything unmatched', async (t) => {
  const agent = new MockAgent();
  agent.disableNetConnect();
  agent.get('http://bot-api.test').intercept({ path: '/expected', method: 'GET' }).reply(200, 'ok');
  const unmatched = await request('http://bot-api.test/unexpected', { dispatcher: agent }).then(
    () => 'answered',
    (error: Error) => error.name,
  );
  t.equal(unmatched, 'MockNotMatchedError');
  const network = await request('http://example.com/', { dispatcher: agent }).then(
    () => 'answered',
    (error: Error) => error.name,
  );
  t.equal(network, 'MockNotMatchedError', 'no real network');
  const helpers = readFileSync(join(projectRoot, 'test', 'helpers', 'auth.ts'), 'utf8');
  t.match(helpers, 'agent.disableNetConnect()', 'the shared helper switches the network off');
});

t.test('G5 the demo shortcuts (stand-in Discord, demo accounts) do not exist once Discord is configured', async (t) => {
  const config = testConfig({
    DISCORD_CLIENT_ID: DEMO_APPLICATION.clientId,
    DISCORD_CLIENT_SECRET: 'real-secret-value',
    DISCORD_BOT_TOKEN: 'a-real-bot-token-value-here',
  });
  t.equal(config.demo, false);
  const { app } = await buildTestApp(t, { config });
  // Unknown page paths redirect to /; other methods get a plain 404.
  for (const url of ['/_discord/oauth2/authorize', '/_discord/api/users/@me', '/__test/boom']) {
    t.equal((await app.inject(url)).headers.location, '/', `GET ${url}: unknown`);
    t.equal((await app.inject({ method: 'POST', url, headers: SAME_ORIGIN })).statusCode, 404, `POST ${url}: unknown`);
  }
  const bundle = readdirSync(assetsDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(assetsDir, file));
  t.ok(bundle.length > 5, 'the production bundle is there');
  for (const file of bundle)
    t.notMatch(
      readFileSync(file, 'utf8'),
      /_discord|demo-owner|__test/,
      `${relative(projectRoot, file)} has no test or demo paths`,
    );
});

t.test('G2 every checklist id has a test named after it or a line in SECURITY.md saying why not', async (t) => {
  const tests = sourceFiles(join(projectRoot, 'test'))
    .map((file) => readFileSync(file, 'utf8'))
    .flatMap((source) => [...source.matchAll(/t\.test\(\s*(['"`])(.+?)\1/g)].map((match) => match[2]!));
  const security = readFileSync(join(projectRoot, 'SECURITY.md'), 'utf8');
  // The checklist is SECURITY.md's own table: one row per id.
  const checklist = [...security.matchAll(/^\| ([A-G]\d+) \| /gm)].map((match) => match[1]!);
  t.same(
    ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter) => checklist.filter((id) => id[0] === letter).length),
    [13, 10, 6, 10, 10, 11, 5],
    'every item of the checklist is in the table',
  );
  for (const id of checklist) {
    const named = tests.some((title) => new RegExp(`^(\\w+ and )*${id}\\b|\\band ${id}\\b`).test(title));
    const explained = new RegExp(`^\\| ${id} \\| not applicable: `, 'm').test(security);
    t.ok(named || explained, `${id}: ${named ? 'a named test' : explained ? 'explained in SECURITY.md' : 'missing'}`);
  }
});
