// G3: property-based fuzzing over inject. Random methods, paths (real route shapes with hostile
// segments, and noise), headers and bodies from a visitor without a session: never a 5xx, never an
// unhandled rejection, never a session cookie, never more work than the handler timeout allows. The bot API is a
// MockAgent with nothing mocked and the network off, so an anonymous request that reached it would
// fail loudly as a 5xx.
import fc from 'fast-check';
import t from 'tap';
import { MockAgent } from 'undici';
import { TIMEOUTS } from '../../../server/dashboard/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { testConfig, TEST_PUBLIC_URL } from '../../helpers/config.js';
import { cpuTimeSpent } from '../../helpers/work.js';

/** Random requests: counted, not timed, so a busy machine runs the same fuzz. */
const RUNS = 1_500;

const G = '100000000000000001';
const hostile = fc.constantFrom(
  '..',
  '%2e%2e',
  '..%2f',
  '%00',
  '%ff',
  '12345678901234567890123',
  '-1',
  'null',
  '__proto__',
  'constructor',
  '<script>',
  "'",
  '%E2%80%A8',
  '~',
  '',
);
const segment = fc.oneof(hostile, fc.stringMatching(/^[\w.~%-]{0,12}$/), fc.constant(G), fc.constant('1'));
const knownPath = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/login',
      '/guilds',
      '/admin',
      '/dashboard/',
      '/api/guilds/',
      '/api/',
      '/auth/',
      '/assets/',
      '/theme',
      '/tos',
      '/_discord/',
      '/readyz',
      '/livez',
    ),
    fc.array(segment, { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[\w=&%.-]{0,30}$/)),
  )
  .map(([prefix, rest, query]) => `${prefix}${rest.join('/')}${query ? `?${query}` : ''}`);
const path = fc.oneof(
  knownPath,
  fc.webPath().map((value) => `/${value.replace(/^\/+/, '')}`),
  fc.string({ maxLength: 40 }).map((value) => `/${encodeURIComponent(value)}`),
);

const headerValue = fc.oneof(
  fc.string({ maxLength: 60 }).filter((value) => !/[\r\n\0]/.test(value) && /^[\x20-\x7e]*$/.test(value)),
  fc.constantFrom(TEST_PUBLIC_URL, 'null', 'https://evil.test'),
);
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
    ),
    origin: headerValue,
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
    cookie: fc.oneof(
      headerValue,
      fc.constantFrom('__Host-sid=abc', '__Host-sid=s%3Aabc.def', 'theme=dark', '__Host-oauth-state=x'),
    ),
    accept: fc.constantFrom('text/html', 'application/json', '*/*'),
    'x-csrf-token': headerValue,
    'x-admin-session': headerValue,
    'x-forwarded-for': headerValue,
    'x-forwarded-host': headerValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.json(),
  fc.constantFrom('{"__proto__":{"x":1}}', '_csrf=x&intent=create&name=a', 'a'.repeat(70 * 1024)),
);
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') as fc.Arbitrary<
  'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'
>;

t.test('G3 fuzz over inject: no 5xx, no unhandled rejection, no session cookie for anonymous requests', async (t) => {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const { app } = await buildTestApp(t, {
    botApiDispatcher: agent,
    config: testConfig({ BOT_API_URL: 'http://bot-api.test', BOT_API_SECRET: 'b'.repeat(40) }),
  });
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  t.teardown(() => void process.off('unhandledRejection', onRejection));
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(method, path, headers, body, async (verb, url, sent, payload) => {
      runs++;
      // The work a request costs this process (the app runs in it): one that needs more CPU time than
      // the handler timeout could never be answered in time, however idle the machine.
      const { cpuMs, result: res } = await cpuTimeSpent(process.pid, () =>
        app.inject({
          method: verb,
          url,
          headers: sent,
          ...(payload === undefined || verb === 'GET' || verb === 'HEAD'
            ? {}
            : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
        }),
      );
      const sessionCookie = res.cookies.find((cookie) => cookie.name === '__Host-sid' && cookie.value !== '');
      if (res.statusCode >= 500 || sessionCookie || cpuMs > TIMEOUTS.handler || rejections.length > 0) {
        throw new Error(
          `${verb} ${url} → ${res.statusCode}${sessionCookie ? ' with a session cookie' : ''} for ${cpuMs} ms of CPU: ${res.body.slice(0, 200)} ${rejections.map(String).join(' ')}`,
        );
      }
    }),
    { numRuns: RUNS },
  );
  t.equal(runs, RUNS, `${runs} random requests`);
  t.same(rejections, [], 'no unhandled rejection');
});
