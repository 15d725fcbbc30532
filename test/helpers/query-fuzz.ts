// Every query parameter the product reads, fuzzed signed in on the whole demo system (dashboard, bot API
// on real storage, stand-in Discord), one store per test file (test/system/query-fuzz-*.test.ts) so each
// stays well inside the runner's time per file: each parameter of every page route (from the route modules' own
// query schemas), of every bot API endpoint (from the endpoint table) and of every endpoint islands
// reach through /api. Hostile values: dates that only look like dates, ids past the 32-bit id columns,
// cursors of both kinds bent, NUL and other control characters, lone surrogates, repeated keys. Never a
// 5xx and never an unhandled rejection, on SQLite and on PostgreSQL when DATABASE_URL is set. The work
// is a number of runs, never a time.
import fc from 'fast-check';
import type { Test } from 'tap';
import { z } from 'zod';
import { allEndpoints } from '../../server/contract/endpoints/index.js';
import type { Endpoint } from '../../server/contract/index.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { pageRoutes } from '../../server/dashboard/routes/index.js';
import type { RegisteredRoute } from '../../server/dashboard/routes/registered-route.js';
import { IDS, postgresSchema, type StoreKind, USERS } from './bot-api.js';
import { startDemo } from './browser.js';
import { signInOverHttp } from './http-client.js';

const G = IDS.demoGuild;
/** Random requests per store, beside one request for each parameter and each fixed hostile value. */
const RANDOM_RUNS = 1_000;

/** Path parameters by name: a new route with another one fails here until it is given a value. */
const PATH_VALUES: Record<string, string> = { guildId: G, ticketId: '1', roleId: IDS.vipRole };
function fillPath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PATH_VALUES[name];
    if (value === undefined) throw new Error(`no test value for :${name} in ${path}`);
    return value;
  });
}

/** The parameter names of a query schema (an object, perhaps refined or piped). */
function queryKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return queryKeys(schema.in as z.ZodType);
  throw new Error(`a query schema of an unknown shape: ${schema.constructor.name}`);
}

interface Target {
  /** Where the request goes: a dashboard page, the bot API itself, or the dashboard's /api proxy. */
  via: 'page' | 'bot-api' | 'proxy';
  path: string;
  key: string;
  /** Who asks: a global admin for the admin endpoints, the guild's owner otherwise. */
  account: string;
}

const isPage = (route: RegisteredRoute): route is RegisteredRoute & { definition: { query: z.ZodType } } =>
  'definition' in route;
const retention = { ticketDays: 60, auditDays: 90, intervalMs: 3_600_000 };
const PAGE_TARGETS: Target[] = pageRoutes({ demo: true, demoExposed: false, userOf: () => null, retention })
  .filter(isPage)
  .flatMap((route) =>
    queryKeys(route.definition.query).map((key) => ({
      via: 'page' as const,
      path: fillPath(route.path),
      key,
      account: route.path.startsWith('/admin') ? USERS.operator : USERS.owner,
    })),
  );
const accountFor = (endpoint: Endpoint) =>
  endpoint.auth.kind === 'user' && endpoint.auth.minAdminLevel ? USERS.operator : USERS.owner;
const ENDPOINT_TARGETS: Target[] = allEndpoints().flatMap(({ endpoint }) =>
  endpoint.query
    ? queryKeys(endpoint.query).flatMap((key) => {
        const target = { path: fillPath(endpoint.path), key, account: accountFor(endpoint) };
        return [
          { ...target, via: 'bot-api' as const },
          ...(endpoint.proxied ? [{ ...target, via: 'proxy' as const }] : []),
        ];
      })
    : [],
);
const TARGETS = [...PAGE_TARGETS, ...ENDPOINT_TARGETS];

const BIG_ID = String(2 ** 31);
/** Values that look valid and are not, and values no parser expects. */
const HOSTILE = [
  '2026-99-99',
  '2026-02-30',
  '31.13.2026',
  '00.00.0000',
  '0000-00-00',
  '9999-12-31',
  BIG_ID,
  '9223372036854775808',
  '99999999999999999999',
  '-1',
  '0',
  '1e400',
  'NaN',
  '0x10',
  `2026-11-01T10:00:00.000Z_${BIG_ID}`,
  '2026-99-99T99:99:99.000Z_1',
  '2026-11-01T10:00:00.000Z_0',
  '2026-11-01T10:00:00.1234567Z_1',
  '_',
  'a\u0000b',
  '\u0000',
  '\u0001\u001f\u007f',
  '\ud800',
  '\u202e\u200b',
  '__proto__',
  'constructor',
  'true',
  'closed',
  'bot',
  '*',
  '%',
  '"*()',
  ' ',
  '',
  'x'.repeat(5_000),
];
const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 24, unit: 'binary' }),
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(fc.date({ noInvalidDate: true }), fc.bigInt({ min: -1n, max: 2n ** 40n }))
    .map(([at, id]) => `${at.toISOString()}_${id}`),
);

/** A lone surrogate has no UTF-8 form: the bytes it would be are sent instead. */
const encode = (value: string) => (/\p{Cs}/u.test(value) ? '%ED%A0%80' : encodeURIComponent(value));

interface Probe {
  target: Target;
  value: string;
  /** The key a second time (a repeated key reaches the parsers as an array). */
  repeated: boolean;
  /** Another parameter of the same place with a value of its own. */
  other: { key: string; value: string } | null;
}

function urlOf({ target, value, repeated, other }: Probe): string {
  const pairs = [
    [target.key, value],
    ...(repeated ? [[target.key, value]] : []),
    ...(other ? [[other.key, other.value]] : []),
  ];
  // Pages keep their own search term valid, so the other parameters are read.
  if (target.via === 'page' && target.path.endsWith('/search') && target.key !== 'q') pairs.push(['q', 'ticket']);
  return `${target.path}?${pairs.map(([key, text]) => `${encode(key!)}=${encode(text!)}`).join('&')}`;
}

async function fuzzSystem(t: Test, env: Record<string, string>) {
  const { base, system } = await startDemo(t, env);
  const botApi = system.botApi!;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  t.teardown(() => void process.off('unhandledRejection', onRejection));
  const accounts = new Map<string, { cookie: string; bearer: string }>();
  for (const account of [USERS.owner, USERS.operator]) {
    const jar = await signInOverHttp(base, account);
    accounts.set(account, {
      cookie: jar.header(),
      bearer: `Bearer ${await signBotApiToken(botApi.context.settings.secrets[0]!, { id: account, name: account })}`,
    });
  }
  const statuses = new Map<string, number>();
  const send = async (probe: Probe) => {
    const url = urlOf(probe);
    const { cookie, bearer } = accounts.get(probe.target.account)!;
    const res =
      probe.target.via === 'bot-api'
        ? await botApi.app.inject({ method: 'GET', url, headers: { authorization: bearer } })
        : await system.dashboard.inject({
            method: 'GET',
            url,
            headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin' },
          });
    const seen = `${probe.target.via} ${res.statusCode}`;
    statuses.set(seen, (statuses.get(seen) ?? 0) + 1);
    // A bot API 500 reaches a page or the proxy as its text: a 500 too, one layer down.
    if (res.statusCode >= 500 || res.body.includes('Internal server error') || rejections.length > 0)
      throw new Error(
        `${probe.target.via} GET ${url} → ${res.statusCode}: ${res.body.slice(0, 300)} ${rejections.map(String).join(' ')}`,
      );
  };

  // Every parameter with every fixed value, alone and repeated.
  let fixed = 0;
  for (const target of TARGETS)
    for (const value of HOSTILE) {
      await send({ target, value, repeated: fixed % 5 === 0, other: null });
      fixed++;
    }
  // Then random values, and two parameters of one place at once.
  const probe = fc.constantFrom(...TARGETS).chain((target) => {
    const siblings = TARGETS.filter(
      (other) => other.via === target.via && other.path === target.path && other.key !== target.key,
    );
    return fc.record({
      target: fc.constant(target),
      value: hostileValue,
      repeated: fc.boolean(),
      other: siblings.length
        ? fc.option(fc.record({ key: fc.constantFrom(...siblings.map((other) => other.key)), value: hostileValue }))
        : fc.constant(null),
    });
  });
  await fc.assert(fc.asyncProperty(probe, send), { numRuns: RANDOM_RUNS });

  const places = new Set(TARGETS.map((target) => `${target.via} ${target.path}`));
  t.equal(
    fixed,
    TARGETS.length * HOSTILE.length,
    `${TARGETS.length} parameters of ${places.size} pages and endpoints, each with ${HOSTILE.length} fixed values`,
  );
  t.ok(statuses.size > 0, [...statuses].map(([seen, count]) => `${seen}×${count}`).join(' '));
  t.same(rejections, [], 'no unhandled rejection');
}

/** The fuzz reaches every query parameter the product reads: the places that have them, by name. */
export function checkReach(t: Test): void {
  const keysOf = (via: Target['via'], path: string) =>
    TARGETS.filter((target) => target.via === via && target.path === path).map((target) => target.key);
  t.same(
    keysOf('bot-api', `/api/tickets/${G}/search`),
    ['q', 'user', 'from', 'to', 'category', 'status', 'limit', 'before'],
    'the search endpoint, from the endpoint table',
  );
  t.same(
    keysOf('page', `/dashboard/${G}/tickets/search`),
    ['q', 'user', 'from', 'to', 'category', 'in', 'hits'],
    'the search page, from its route module',
  );
  t.same(keysOf('page', `/dashboard/${G}/tickets`), ['status', 'size', 'sort', 'before', 'after']);
  t.same(keysOf('page', `/dashboard/${G}/history`), ['area', 'user', 'before', 'revert']);
  t.same(keysOf('proxy', `/api/discord/${G}/members`), ['search'], 'an island’s endpoint through /api');
  t.ok(
    TARGETS.some((target) => target.path === '/api/admin/activity'),
    'the admin activity feed, as a global admin',
  );
}

/** Fuzzes every parameter on one store: SQLite, or a PostgreSQL schema of its own on DATABASE_URL. */
export async function fuzzStore(t: Test, kind: StoreKind): Promise<void> {
  if (kind === 'sqlite') return fuzzSystem(t, {});
  const schema = await postgresSchema('qfuzz');
  t.teardown(() => schema.drop());
  return fuzzSystem(t, { DATABASE_URL: schema.url });
}
