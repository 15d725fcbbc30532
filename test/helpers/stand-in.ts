// The stand-in as tests drive it: a raw gateway client for protocol tests (it records every payload and
// the close, and lets a test wait for the next one), the act API, and the world's dispatches.
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import WebSocket from 'ws';
import type { World, WorldEvent } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { discordResponse } from './openapi.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

export interface Payload {
  op: number;
  // Tests read whatever the payload holds; its shape is what they assert.
  // biome-ignore lint/suspicious/noExplicitAny: payloads of every opcode and dispatch
  d: any;
  s: number | null;
  t: string | null;
}

export interface RawGateway {
  socket: WebSocket;
  /** The next payload not yet taken. */
  next(): Promise<Payload>;
  /** The next dispatch, skipping other payloads (heartbeat ACKs). */
  nextDispatch(): Promise<Payload>;
  send(op: number, d: unknown): void;
  /** Resolves with the close code and reason once the server closed or the connection dropped. */
  closed: Promise<{ code: number; reason: string }>;
}

export const ALL_INTENTS = 1 | 2 | 512 | 32768;

export function openRaw(t: Test, url: string): RawGateway {
  const socket = new WebSocket(url);
  const queue: Payload[] = [];
  const waiting: ((payload: Payload) => void)[] = [];
  socket.on('message', (data) => {
    const payload = JSON.parse(String(data)) as Payload;
    const waiter = waiting.shift();
    if (waiter) waiter(payload);
    else queue.push(payload);
  });
  const closed = once(socket, 'close').then(([code, reason]) => ({ code: code as number, reason: String(reason) }));
  t.teardown(() => socket.terminate());
  const next = () =>
    queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<Payload>((resolve) => waiting.push(resolve));
  return {
    socket,
    next,
    nextDispatch: async () => {
      for (;;) {
        const payload = await next();
        if (payload.op === 0) return payload;
      }
    },
    send: (op, d) => socket.send(JSON.stringify({ op, d })),
    closed,
  };
}

/** A session: HELLO read, IDENTIFY sent, READY and the GUILD_CREATEs read. */
export async function identify(t: Test, url: string, intents = ALL_INTENTS, shard: [number, number] = [0, 1]) {
  const gateway = openRaw(t, url);
  const hello = await gateway.next();
  gateway.send(2, {
    token: DEMO_APPLICATION.botToken,
    intents,
    shard,
    properties: { os: 'linux', browser: 'test', device: 'test' },
  });
  const ready = await gateway.nextDispatch();
  const guilds: Payload[] = [];
  if (intents & 1)
    for (let index = 0; index < ready.d.guilds.length; index++) guilds.push(await gateway.nextDispatch());
  return { gateway, hello, ready, guilds };
}

/** Every dispatch the world announces from now on. */
export function recordEvents(t: Test, world: World): WorldEvent[] {
  const events: WorldEvent[] = [];
  const listener = (event: WorldEvent) => events.push(event);
  world.listeners.add(listener);
  t.teardown(() => world.listeners.delete(listener));
  return events;
}

/** A call of the act API (mounted at the instance's root in tests). */
export async function act(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/act${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

/** A channel's whole history (as much as the stand-in keeps), oldest first, read the act API's way: 100 a page. */
export async function wholeHistory<T extends { id: string }>(page: (query: string) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const before = all[0]?.id;
    const older = await page(`?limit=100${before ? `&before=${before}` : ''}`);
    all.unshift(...older);
    if (older.length < 100) return all;
  }
}

export const wsUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/gateway?v=10&encoding=json`;

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };

/**
 * REST calls as the bot makes them: with its token, except interaction callbacks and webhooks, which
 * Discord's libraries send without an Authorization header.
 */
export function botRest(app: FastifyInstance) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => {
    const anonymous = url.startsWith('/interactions/') || url.startsWith('/webhooks/');
    const res = await app.inject({
      method,
      url: `/api/v10${url}`,
      headers: headers ?? (anonymous ? {} : BOT),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** Asserts that a response body matches Discord's OpenAPI document for that path, method and status. */
export function matchesDiscord(
  t: Test,
  name: string,
  path: string,
  method: string,
  status: string,
  body: unknown,
): void {
  const validate = discordResponse(path, method, status);
  t.ok(
    validate(body),
    `${name} matches Discord's OpenAPI document${validate.errors ? `: ${JSON.stringify(validate.errors.slice(0, 3))}` : ''}`,
  );
}

/** A guild command with a subcommand taking options, a group, and an administrators-only command. */
export const TICKET_COMMAND = {
  name: 'ticket',
  description: 'Tickets',
  options: [
    {
      type: 1,
      name: 'open',
      description: 'Öffnet ein Ticket',
      options: [
        { type: 3, name: 'thema', description: 'Worum geht es?', required: true, max_length: 20 },
        {
          type: 4,
          name: 'dringlichkeit',
          description: '1 bis 3',
          choices: [1, 2, 3].map((value) => ({ name: String(value), value })),
        },
        { type: 6, name: 'für', description: 'Für wen?' },
      ],
    },
    {
      type: 2,
      name: 'admin',
      description: 'Verwaltung',
      options: [
        {
          type: 1,
          name: 'add',
          description: 'Fügt jemanden hinzu',
          options: [{ type: 8, name: 'rolle', description: 'Rolle', required: true }],
        },
      ],
    },
  ],
};

/** The bot registers /ticket and /setup in Demo Guild; returns its REST caller. */
export async function withTicketCommands(app: FastifyInstance) {
  const call = botRest(app);
  await call('PUT', `/applications/${DEMO_APPLICATION.clientId}/guilds/${DEMO_IDS.demoGuild}/commands`, [
    TICKET_COMMAND,
    { name: 'setup', description: 'Nur für Admins', default_member_permissions: '0' },
  ]);
  return call;
}

/** /ticket open as the bot registers it: a category the bot suggests while a member types it, and a reason. */
export const AUTOCOMPLETE_COMMAND = {
  name: 'ticket',
  description: 'Tickets',
  options: [
    {
      type: 1,
      name: 'open',
      description: 'Öffnet ein Ticket',
      options: [
        { type: 3, name: 'kategorie', description: 'Die Kategorie', autocomplete: true },
        { type: 3, name: 'grund', description: 'Worum geht es?' },
      ],
    },
  ],
};

/** The bot registers AUTOCOMPLETE_COMMAND in Demo Guild; returns its REST caller. */
export async function withAutocompleteCommand(app: FastifyInstance) {
  const call = botRest(app);
  await call('PUT', `/applications/${DEMO_APPLICATION.clientId}/guilds/${DEMO_IDS.demoGuild}/commands`, [
    AUTOCOMPLETE_COMMAND,
  ]);
  return call;
}

/** The act API's body for a slash command typed in Demo Guild's #tickets (by demo-newcomer unless said). */
export const slashCommand = (name: string, options: object = {}, userId: string = DEMO_IDS.newcomer) => ({
  guildId: DEMO_IDS.demoGuild,
  channelId: DEMO_IDS.ticketChannel,
  userId,
  type: 'command',
  name,
  options,
});

/** What Demo Guild's moderator writes, in #tickets unless said otherwise (a body for POST /act/messages). */
export const moderatorSays = (content: string, where: { guildId?: string; channelId?: string } = {}) => ({
  guildId: where.guildId ?? DEMO_IDS.demoGuild,
  channelId: where.channelId ?? DEMO_IDS.ticketChannel,
  userId: DEMO_IDS.moderator,
  content,
});

/** A guild on shard 1 of 2: (id >> 22) % 2 decides, and every demo guild sits on shard 0. */
export const ODD_GUILD = { id: String(BigInt(DEMO_IDS.demoGuild) + (1n << 22n)), channelId: '190000000000000900' };

/** Adds Odd Guild: Demo Guild's roles and members, and one text channel. */
export function addOddGuild(world: World): void {
  const demo = world.guilds.get(DEMO_IDS.demoGuild)!;
  world.guilds.set(ODD_GUILD.id, {
    ...demo,
    id: ODD_GUILD.id,
    name: 'Odd Guild',
    roles: demo.roles.map((role) => ({ ...role, id: role.id === demo.id ? ODD_GUILD.id : role.id })),
    members: demo.members.map((member) => ({ ...member, roles: [...member.roles] })),
    channels: [
      {
        ...demo.channels.find((channel) => channel.id === DEMO_IDS.ticketChannel)!,
        id: ODD_GUILD.channelId,
        parentId: null,
      },
    ],
  });
}

/** Discord's 400 Invalid Form Body with one failure at this path, as the stand-in answers a broken rule. */
export function formRefusal(path: string[], code: string, message: string) {
  const errors = path.reduceRight<object>((nested, key) => ({ [key]: nested }), { _errors: [{ code, message }] });
  return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors } };
}
