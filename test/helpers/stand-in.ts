// The stand-in as tests drive it: a raw gateway client for protocol tests (it records every payload and
// the close, and lets a test wait for the next one), the act API, and the world's dispatches.
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import WebSocket from 'ws';
import { DEMO_APPLICATION } from '../../server/config.js';
import type { World, WorldEvent } from '../../server/stand-in/model.js';

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
  const next = () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<Payload>((resolve) => waiting.push(resolve)));
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
  gateway.send(2, { token: DEMO_APPLICATION.botToken, intents, shard, properties: { os: 'linux', browser: 'test', device: 'test' } });
  const ready = await gateway.nextDispatch();
  const guilds: Payload[] = [];
  if (intents & 1) for (let index = 0; index < ready.d.guilds.length; index++) guilds.push(await gateway.nextDispatch());
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
export async function act(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await app.inject({ method, url: `/act${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

export const wsUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/gateway?v=10&encoding=json`;
