// The operator's side: .env files, the example that lists every variable, and /metrics on its own listener.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { pino } from 'pino';
import t from 'tap';
import { request } from 'undici';
import { environment } from '../../server/platform/process.js';
import { startMetricsServer } from '../../server/platform/metrics-server.js';
import { registry, STALL_WARNING_MS, watchEventLoop } from '../../server/platform/metrics.js';
import { projectRoot } from '../../server/platform/paths.js';
import { USERS } from '../helpers/bot-api.js';
import { freePort, startDemo } from '../helpers/browser.js';
import { fetchRaw, signInOverHttp } from '../helpers/http-client.js';
import { loadConfig, ENV_VARIABLES } from '../../server/system.js';

t.test('.env: read when present, the environment wins, ENV_FILE names another file', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-env-'));
  const file = join(dir, 'custom.env');
  writeFileSync(
    file,
    'PORT=4100\nLOG_LEVEL=debug\n# a comment\nSESSION_SECRET="quoted-secret-quoted-secret-quoted-secret"\n',
  );
  const env = environment({ ENV_FILE: file, LOG_LEVEL: 'warn' });
  const config = loadConfig(env).dashboard;
  t.equal(config.port, 4100, 'from the file');
  t.equal(config.logLevel, 'warn', 'the environment wins');
  t.same(config.sessionSecrets, ['quoted-secret-quoted-secret-quoted-secret']);
  t.same(
    environment({ ENV_FILE: join(dir, 'missing.env'), PORT: '1' }),
    { ENV_FILE: join(dir, 'missing.env'), PORT: '1' },
    'no file: the environment alone',
  );
});

t.test('.env.example lists every variable the configuration reads, with defaults that load', async (t) => {
  const example = parseEnv(readFileSync(join(projectRoot, '.env.example'), 'utf8'));
  t.same(Object.keys(example).sort(), [...ENV_VARIABLES].sort());
  t.doesNotThrow(() => loadConfig(example), 'the example as it is starts demo mode');
});

t.test('/metrics: request, bot API, dependency and process metrics on their own listener only', async (t) => {
  const port = await freePort();
  const { base, system } = await startDemo(t, { METRICS_PORT: String(port) });
  const config = loadConfig({ METRICS_PORT: String(port) }).process;
  const metrics = await startMetricsServer(config);
  t.teardown(() => metrics?.close());
  t.equal(await startMetricsServer(loadConfig({}).process), null, 'off without METRICS_PORT');
  const jar = await signInOverHttp(base, USERS.owner);
  await fetchRaw(`${base}/dashboard/100000000000000001/tickets`, { jar });
  // The dashboard calls the embedded bot API in-process; the bot reaches it over HTTP, as here.
  await (await request(`${system.botApiUrl}/livez`)).body.dump();
  t.not((await fetchRaw(`${base}/metrics`)).status, 200, 'not on the public port');
  const res = await request(`http://127.0.0.1:${port}/metrics`);
  t.equal(res.statusCode, 200);
  t.match(String(res.headers['content-type']), 'text/plain');
  const text = await res.body.text();
  t.match(
    text,
    /guildhall_http_requests_total\{service="dashboard",method="GET",route="\/dashboard\/:guildId\/tickets",status="200"\} \d+/,
  );
  t.match(
    text,
    /guildhall_http_request_duration_seconds_bucket\{le="[\d.]+",service="bot-api",method="GET",route="[^"]+"\}/,
  );
  t.match(
    text,
    /guildhall_bot_api_call_duration_seconds_count\{method="GET",endpoint="\/api\/tickets\/:guildId\/transcripts",status="200"\} \d+/,
  );
  t.match(text, /guildhall_dependency_up\{dependency="bot-api"\} 1/);
  t.match(text, /guildhall_dependency_up\{dependency="database"\} 1/);
  t.match(text, /guildhall_nodejs_eventloop_lag_seconds \d/);
  t.match(text, /guildhall_nodejs_heap_size_used_bytes \d/);
  t.match(text, /# TYPE guildhall_discord_rate_limit_hits_total counter/);
  t.match(text, /# TYPE guildhall_discord_budget_wait_seconds histogram/);
  t.notMatch(text, /100000000000000001/, 'no guild ids in labels');
  t.ok(system.dashboard, 'the demo system served the requests');
});

t.test(
  'a piece of work that holds the event loop over 100 ms is logged and kept as the longest stall of the minute',
  async (t) => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const watch = watchEventLoop(logger, 60_000);
    t.teardown(() => watch.stop());
    // The watch samples with a 10 ms timer and measures from its first sample on: let it take a few.
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The thread sleeps, as a synchronous query would hold it; the watch must see the hold, however long it was.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, STALL_WARNING_MS + 50);
    // A later timer fires after the watch's first sample past the hold.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const held = watch.check();
    t.ok(held >= STALL_WARNING_MS, `the hold was seen (${Math.round(held)} ms)`);
    t.equal(lines.length, 1, 'one warning');
    t.match(JSON.parse(lines[0]!), { level: 40, msg: 'the event loop was held' });
    t.ok(JSON.parse(lines[0]!).heldMs >= STALL_WARNING_MS);
    t.ok(watch.check() < STALL_WARNING_MS, 'the next period starts afresh');
    t.equal(lines.length, 1, 'and logs nothing');
    const text = await registry.metrics();
    const longest = Number(/^guildhall_event_loop_longest_stall_seconds (\S+)$/m.exec(text)?.[1]);
    t.ok(longest >= STALL_WARNING_MS / 1000, 'the longest stall stays in the metrics');
  },
);
