// The bot API under test: real storage (SQLite in a temp folder, or PostgreSQL in a schema of its own
// when DATABASE_URL is set), the demo seed, and Discord played by the stand-in over loopback HTTP.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { MockAgent, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import type { Test } from 'tap';
import { buildBotApi } from '../../server/bot-api/app.js';
import { archiveDeps, type BotApiContext } from '../../server/bot-api/context.js';
import { createDiscordBot } from '../../server/bot-api/discord/client.js';
import { createEndpointRouter, type EndpointRouter } from '../../server/bot-api/endpoint-router.js';
import { answerInProcess, inProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { allEndpoints } from '../../server/contract/endpoints/index.js';
import type { Endpoint } from '../../server/contract/index.js';
import { openStore, type Store } from '../../server/bot-api/store/database.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { DISCORD_REQUESTS_PER_SECOND } from '../../server/contract/facts.js';
import { discordBudget } from '../../server/platform/discord-budget.js';
import { createLogger } from '../../server/platform/logger.js';
import { registerStandIn, type StandInControls } from '../../server/stand-in/plugin.js';
import { seedDemoData } from '../../server/bot-api/demo-seed.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { createChangeNotices } from '../../server/bot-api/changes.js';
import { keepGuildFacts } from '../../server/bot-api/kept-guild-facts.js';
import type { ChangeSource } from '../../server/platform/change-sources.js';

export type StoreKind = 'sqlite' | 'postgres';
export const TEST_SECRET = 'bot-api-test-secret-bot-api-test-secret-0123';
export const TEST_SERVICE_TOKEN = 'bot-service-token-bot-service-token-0123456789';
export const TEST_CDN = 'https://cdn.discordapp.com';

/** The store kinds to test: SQLite always, PostgreSQL when DATABASE_URL is set (CI sets it). */
export function storeKinds(): StoreKind[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A PostgreSQL schema of its own on DATABASE_URL: its name, the URL that uses it, and how to drop it. */
export async function postgresSchema(prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL!;
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { name: schema, url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

export async function testStore(t: Test, kind: StoreKind, dataDir?: string): Promise<Store> {
  if (kind === 'postgres') {
    const schema = await postgresSchema('gh_test');
    const store = await openStore({ databaseUrl: schema.url, dataDir: '' });
    t.teardown(async () => {
      await store.close();
      await schema.drop();
    });
    return store;
  }
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'guildhall-'));
  const store = await openStore({ dataDir: dir });
  t.teardown(async () => {
    await store.close();
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

/** Adds an active ticket category per name to the guild, made at `at`; answers their ids in order. */
export async function addTicketCategories(
  store: Store,
  guildId: string,
  names: string[],
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const row = await store.db
      .insertInto('ticket_categories')
      .values({
        guild_id: guildId,
        name,
        name_key: name.toLowerCase(),
        description: '',
        emoji: '',
        color: '#5865F2',
        sort_order: 0,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** The environment that points a dashboard or bot API process at a stand-in Discord as its real Discord. */
export function standInEnv(standInUrl: string): Record<string, string> {
  return {
    DISCORD_CLIENT_ID: DEMO_APPLICATION.clientId,
    DISCORD_CLIENT_SECRET: DEMO_APPLICATION.clientSecret,
    DISCORD_BOT_TOKEN: DEMO_APPLICATION.botToken,
    DISCORD_API_URL: `${standInUrl}/api`,
  };
}

export interface StandIn {
  url: string;
  world: World;
  controls: StandInControls;
  app: FastifyInstance;
}

export async function startStandIn(
  t: Test,
  redirectUris: string[] = ['https://dash.example.test/auth/callback'],
): Promise<StandIn> {
  const app = Fastify();
  const world = createWorld();
  const controls = await registerStandIn(app, { world, ...DEMO_APPLICATION, redirectUris });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { url, world, controls, app };
}

/** How the tests reach the bot API: over HTTP (inject), or as the dashboard's in-process transport does. */
export type Transport = 'http' | 'in-process';
export const TRANSPORTS: Transport[] = ['http', 'in-process'];

/** What a call answered, the same shape for both transports. */
export interface CallResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: LightMyRequestResponse['json'];
}

export interface TestBotApi {
  api: FastifyInstance;
  store: Store;
  standIn: StandIn;
  clock: { now: Date };
  token(userId: string, name?: string): Promise<string>;
  /** A call as a user (null: no Authorization header), over the chosen transport. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    userId: string | null,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<CallResponse>;
}

/**
 * A member who may only look at tickets: Aylin (the Support role, no entry of her own) given a user entry
 * with `tickets.view` and nothing to change them. The demo's Moderator role manages tickets, so the tests
 * of what `tickets.view` alone may do make such a member themselves.
 */
export async function ticketViewer(bot: Pick<TestBotApi, 'call'>): Promise<string> {
  const made = await bot.call('POST', `/api/permissions/${DEMO_IDS.demoGuild}`, USERS.owner, {
    type: 'user',
    targetId: USERS.aylin,
    targetName: 'aylin.helps',
    permissions: ['dashboard.view', 'tickets.view'],
  });
  if (made.statusCode !== 201) throw new Error(`the viewer's entry: ${made.statusCode} ${made.body}`);
  return USERS.aylin;
}

/** The endpoint a method and URL name, with the path's parameters (decoded) and the query. */
function matchEndpoint(
  method: string,
  url: string,
): { endpoint: Endpoint; params: Record<string, string>; query: Record<string, string> } | null {
  const parsed = new URL(url, 'http://bot-api.test');
  for (const { endpoint } of allEndpoints()) {
    if (endpoint.method !== method) continue;
    const pattern = new RegExp(`^${endpoint.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
    const found = pattern.exec(parsed.pathname);
    if (!found) continue;
    const params = Object.fromEntries(
      Object.entries(found.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    return { endpoint, params, query: Object.fromEntries(parsed.searchParams) };
  }
  return null;
}

/** The in-process transport's answer to a call given as method and URL, shaped like inject()'s. */
async function callInProcess(
  router: EndpointRouter,
  request: { method: string; url: string; userId: string | null; body: unknown; headers: Record<string, string> },
): Promise<CallResponse> {
  const match = matchEndpoint(request.method, request.url);
  if (!match)
    return {
      statusCode: 404,
      headers: {},
      body: '{"error":"Not Found"}',
      json: () => JSON.parse('{"error":"Not Found"}'),
    };
  const { endpoint, params, query } = match;
  const adminToken = request.headers['x-admin-session'];
  const authorization = request.headers.authorization;
  const logger = createLogger('silent');
  const answer =
    request.userId && !authorization
      ? await inProcessTransport(router, logger).send(
          {
            id: request.userId,
            name: request.userId,
            adminSessions: adminToken && params.guildId ? { [params.guildId]: { token: adminToken } } : {},
          },
          endpoint,
          { params, query, body: request.body },
        )
      : await answerInProcess(router, logger, endpoint, {
          params,
          query,
          body: request.body,
          authorization,
          adminToken,
        });
  // Through JSON, as the dashboard's proxy would send it on.
  const text = answer.body === null ? '' : JSON.stringify(answer.body);
  const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : {};
  return { statusCode: answer.status, headers, body: text, json: () => JSON.parse(text) };
}

/** A CDN that answers nothing: tests never reach the real Discord, and files are recorded as unavailable. */
function offlineCdn(): Dispatcher {
  const agent = new MockAgent();
  agent.disableNetConnect();
  return agent;
}

/** The archive's limits in tests: small, so the limits are easy to reach. */
export const TEST_ARCHIVE_LIMITS = {
  fileMaxBytes: 1024 * 1024,
  ticketMaxBytes: 3 * 1024 * 1024,
  guildMaxBytes: 5 * 1024 * 1024,
  timeoutMs: 2_000,
};

/** cdn: where the archive downloads from (an undici MockAgent); without it, every file is unavailable. */
export async function buildTestBotApi(
  t: Test,
  options: {
    kind?: StoreKind;
    seed?: boolean;
    transport?: Transport;
    cdn?: Dispatcher;
    /** Another bot API's store, shared as several processes share one (not seeded again). */
    store?: Store;
    /** How this bot API hears the other processes' change notices. */
    elsewhere?: ChangeSource;
    /** Routes of a test's own, added before the instance is sealed (under the bot API's error handler). */
    extend?: (app: FastifyInstance) => Promise<unknown>;
    /** Where the bot API logs (silent without it). */
    logger?: Logger;
  } = {},
): Promise<TestBotApi> {
  const store = options.store ?? (await testStore(t, options.kind ?? 'sqlite'));
  const clock = { now: new Date('2026-11-22T12:00:00.000Z') };
  if (options.seed !== false && !options.store) await seedDemoData(store, demoWorld(), clock.now);
  const standIn = await startStandIn(t);
  const changes = await createChangeNotices(null, options.elsewhere);
  t.teardown(() => changes.close());
  const ctx: BotApiContext = {
    db: store.db,
    dialect: store.dialect,
    discord: createDiscordBot({
      token: DEMO_APPLICATION.botToken,
      apiBase: `${standIn.url}/api`,
      budget: discordBudget(DISCORD_REQUESTS_PER_SECOND),
      timeoutMs: 2_000,
    }),
    archive: { ...archiveDeps(store.blobs, TEST_ARCHIVE_LIMITS, TEST_CDN), dispatcher: options.cdn ?? offlineCdn() },
    now: () => clock.now,
    changes,
    kept: keepGuildFacts(store.db, changes),
    settings: {
      secrets: [TEST_SECRET],
      serviceToken: TEST_SERVICE_TOKEN,
      cdnBase: TEST_CDN,
      adminSessionTtlMs: 60 * 60_000,
    },
  };
  const router = createEndpointRouter(ctx);
  const api = await buildBotApi(ctx, options.logger ?? createLogger('silent'), options.extend, router);
  t.teardown(() => api.close());
  const token = (userId: string, name?: string) => signBotApiToken(TEST_SECRET, { id: userId, name }, clock.now);
  return {
    api,
    store,
    standIn,
    clock,
    token,
    call: async (method, url, userId, body, headers = {}) =>
      options.transport === 'in-process'
        ? callInProcess(router, { method, url, userId, body, headers })
        : api.inject({
            method,
            url,
            headers: { ...(userId ? { authorization: `Bearer ${await token(userId)}` } : {}), ...headers },
            ...(body === undefined ? {} : { payload: body as object }),
          }),
  };
}

export const IDS = DEMO_IDS;
export const USERS = {
  owner: DEMO_IDS.owner,
  moderator: DEMO_IDS.moderator,
  operator: DEMO_IDS.operator,
  newcomer: DEMO_IDS.newcomer,
  /** Administrator role on Demo Guild. */
  lena: '200000000000000011',
  /** Dashboard permission entry (user) on Demo Guild: view + tickets.view/manage + autoresponse.view. */
  max: '200000000000000012',
  /** Support role on Demo Guild, no dashboard entry; owner of Foreign Guild. */
  aylin: '200000000000000016',
} as const;
