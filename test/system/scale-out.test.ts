// The scale-out deployment for real: two dashboard processes behind one public URL sharing sessions in
// Redis, one bot API process on PostgreSQL, one Discord (the stand-in). Then what an orchestrator does
// to them: readiness probes while a dependency is down, and SIGTERM with a request in flight.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { Agent } from 'undici';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../helpers/browser.js';
import { postgresSchema, standInEnv, startStandIn } from '../helpers/bot-api.js';
import { TEST_PUBLIC_URL } from '../helpers/config.js';
import { textOf } from '../helpers/app.js';
import { fetchRaw, signInOverHttp } from '../helpers/http-client.js';
import { BOT_API_MAIN, DASHBOARD_MAIN, startProcess, type RunningProcess } from '../helpers/processes.js';

const needs =
  !process.env.REDIS_URL || !process.env.DATABASE_URL
    ? 'REDIS_URL and DATABASE_URL are needed (.ci/run sets them)'
    : false;
const GUILD = DEMO_IDS.demoGuild;
const FORM_ORIGIN = { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' };

function csrfOf(html: string): string {
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no form token on the page');
  return token;
}

t.test(
  'B6 two dashboard processes, one bot API process on PostgreSQL, sessions in Redis',
  { skip: needs, timeout: 120_000 },
  async (t) => {
    const standIn = await startStandIn(t, [`${TEST_PUBLIC_URL}/auth/callback`]);
    const discord = standInEnv(standIn.url);
    const botApiSecret = `scale-out-${randomBytes(16).toString('hex')}`;
    const botPort = await freePort();
    // A schema of its own, so the bot API's tables never meet another test's.
    const schema = await postgresSchema('gh_scale');
    t.teardown(() => schema.drop());
    const botApi = startProcess(
      BOT_API_MAIN,
      { ...discord, BOT_API_PORT: String(botPort), BOT_API_SECRET: botApiSecret, DATABASE_URL: schema.url },
      t,
    );
    await botApi.started('Guildhall bot API is running at');

    const shared = {
      ...discord,
      PUBLIC_URL: TEST_PUBLIC_URL,
      BOT_API_URL: `http://127.0.0.1:${botPort}`,
      BOT_API_SECRET: botApiSecret,
      REDIS_URL: process.env.REDIS_URL!,
      SESSION_SECRET: `scale-out-session-${randomBytes(16).toString('hex')}`,
      SHUTDOWN_TIMEOUT_MS: '8000',
      // Request and shutdown lines: the test waits for them to know where a process is.
      LOG_LEVEL: 'info',
    };
    const dashboards: { base: string; run: RunningProcess }[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const run = startProcess(DASHBOARD_MAIN, { ...shared, PORT: String(port) }, t);
      dashboards.push({ base: `http://127.0.0.1:${port}`, run });
    }
    await Promise.all(dashboards.map((dashboard) => dashboard.run.started('Guildhall is running at')));
    const [one, two] = dashboards as [(typeof dashboards)[0], (typeof dashboards)[0]];

    for (const { base } of dashboards) t.equal((await fetchRaw(`${base}/readyz`)).status, 200, `${base} is ready`);

    const jar = await signInOverHttp(one.base, DEMO_IDS.owner);
    t.ok(jar.has('__Host-sid'), 'signed in on the first process');

    await t.test('act on the second process with the session from the first', async (t) => {
      const page = await fetchRaw(`${two.base}/dashboard/${GUILD}/ticket-categories?form=new`, { jar });
      t.equal(page.status, 200);
      const created = await fetchRaw(`${two.base}/dashboard/${GUILD}/ticket-categories`, {
        method: 'POST',
        jar,
        headers: FORM_ORIGIN,
        form: {
          _csrf: csrfOf(page.body.toString()),
          intent: 'create',
          name: 'Skalierung',
          description: 'über zwei Prozesse',
          emoji: '🎫',
          color: '#5865F2',
          sortOrder: '0',
        },
      });
      t.equal(created.status, 303, 'created on the second process');
      const list = await fetchRaw(`${one.base}/dashboard/${GUILD}/ticket-categories`, { jar });
      t.match(textOf(list.body.toString()), 'Skalierung', 'the first process shows it: one bot API, one database');
    });

    await t.test('log out on the second process, refused on the first', async (t) => {
      const page = await fetchRaw(`${two.base}/guilds`, { jar });
      const oldCookie = jar.header();
      const logout = await fetchRaw(`${two.base}/auth/logout`, {
        method: 'POST',
        jar,
        headers: FORM_ORIGIN,
        form: { _csrf: csrfOf(page.body.toString()) },
      });
      t.equal(logout.status, 303);
      t.notOk(jar.has('__Host-sid'), 'the cookie is cleared');
      const refused = await fetchRaw(`${one.base}/guilds`, { headers: { cookie: oldCookie } });
      t.equal(refused.status, 302);
      t.equal(refused.location, '/login?error=unauthorized&next=%2Fguilds', 'the first process refuses the old cookie');
    });

    await t.test('the bot API is down: not ready, and pages show their error states, not a 500', async (t) => {
      const again = await signInOverHttp(one.base, DEMO_IDS.owner);
      botApi.child.kill('SIGSTOP');
      t.teardown(() => botApi.child.kill('SIGCONT'));
      const ready = await fetchRaw(`${one.base}/readyz`);
      t.equal(ready.status, 503);
      t.same(JSON.parse(ready.body.toString()), { status: 'unavailable' });
      t.equal((await fetchRaw(`${one.base}/livez`)).status, 200, 'alive all the same');
      const overview = await fetchRaw(`${two.base}/dashboard/${GUILD}`, { jar: again });
      t.equal(overview.status, 504, 'the bot API did not answer in time');
      t.match(
        textOf(overview.body.toString()),
        'Error Loading Statistics Failed to load server statistics',
        "the overview's error state in the layout",
      );
      botApi.child.kill('SIGCONT');
      t.equal((await fetchRaw(`${one.base}/readyz`)).status, 200, 'ready again once it answers');
    });

    await t.test('F1 SIGTERM: the request in flight completes, new requests are refused, exit code 0', async (t) => {
      const session = await signInOverHttp(two.base, DEMO_IDS.owner);
      // Hold the bot API so the page request is still in flight when the signal arrives.
      botApi.child.kill('SIGSTOP');
      const page = `/dashboard/${GUILD}/ticket-categories`;
      const inFlight = fetchRaw(`${two.base}${page}`, { jar: session });
      await two.run.printed(`"url":"${page}"`);
      two.run.child.kill('SIGTERM');
      await two.run.printed('"msg":"shutting down"');
      // A new client on a connection of its own, as an orchestrator's probe or a proxy would open.
      const newcomer = new Agent();
      t.teardown(() => newcomer.close());
      const late = await fetchRaw(`${two.base}/livez`, { dispatcher: newcomer }).then(
        (res) => res.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      // Refused either way: 503 while closing, a reset of a connection accepted as the server closed its
      // idle ones (Fastify's forceCloseConnections), or no listener at all.
      t.ok(late === 503 || late === 'ECONNRESET' || late === 'ECONNREFUSED', `a new request is refused (${late})`);
      botApi.child.kill('SIGCONT');
      const finished = await inFlight;
      t.equal(finished.status, 200, 'the request in flight got its page');
      t.match(textOf(finished.body.toString()), 'Skalierung');
      const [code] = await two.run.exited;
      // A shutdown that outlives SHUTDOWN_TIMEOUT_MS is cut short with exit code 1 and a "killed by timeout" line.
      t.equal(code, 0, 'exit code 0: closed within the grace period');
      t.notMatch(two.run.output().stdout, 'killed by timeout');
      t.equal((await fetchRaw(`${one.base}/readyz`)).status, 200, 'the other process keeps serving');
    });
  },
);

t.test(
  'Redis is down: not ready, and signed-in pages say so instead of failing with a 500',
  { skip: needs, timeout: 60_000 },
  async (t) => {
    const redisPort = await freePort();
    const redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    t.teardown(() => redis.kill('SIGKILL'));
    const standIn = await startStandIn(t, [`${TEST_PUBLIC_URL}/auth/callback`]);
    const port = await freePort();
    const dashboard = startProcess(
      DASHBOARD_MAIN,
      {
        ...standInEnv(standIn.url),
        PUBLIC_URL: TEST_PUBLIC_URL,
        PORT: String(port),
        BOT_API_PORT: String(await freePort()),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'guildhall-redis-down-')),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SESSION_SECRET: `redis-down-${randomBytes(16).toString('hex')}`,
      },
      t,
    );
    await dashboard.started('Guildhall is running at');
    const base = `http://127.0.0.1:${port}`;
    t.equal((await fetchRaw(`${base}/readyz`)).status, 200);
    const jar = await signInOverHttp(base, DEMO_IDS.owner);
    redis.kill('SIGKILL');
    await once(redis, 'exit');
    const ready = await fetchRaw(`${base}/readyz`);
    t.equal(ready.status, 503, 'not ready');
    t.equal((await fetchRaw(`${base}/livez`)).status, 200, 'alive all the same');
    const page = await fetchRaw(`${base}/guilds`, { jar, headers: { accept: 'text/html' } });
    t.equal(page.status, 503);
    t.match(textOf(page.body.toString()), SPEC_TEXTS.requests.sessionsUnavailable, 'a clear page, not a 500');
    const login = await fetchRaw(`${base}/login`);
    t.equal(login.status, 200, 'the login page still renders for visitors without a session');
  },
);
