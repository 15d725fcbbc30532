// The stand-in's gateway: a WebSocket route beside its REST API (so it lives under the same prefix as
// the rest of the stand-in), fed by every change of the world, plus the controls tests use to make it
// misbehave the ways Discord's does (RECONNECT, INVALID_SESSION, a close code, a dropped connection).
import websocket from '@fastify/websocket';
import { GatewayCloseCodes as Close, GatewayOpcodes as Op } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { World } from '../model.js';
import { serverToServer } from '../replies.js';
import { openConnection } from './connection.js';
import { admission, MAX_PAYLOAD, socketError } from './guard.js';
import { deliver } from './dispatch.js';
import { type Session, Sessions, sendOp } from './session.js';

/** What tests do to the gateway; without a session id, to every connected session. */
export interface GatewayControls {
  /** The sessions the gateway keeps (resumable ones included), oldest first. */
  sessions(): { id: string; shard: [number, number]; intents: number; seq: number; connected: boolean }[];
  /** Sends op 7 RECONNECT: the client reconnects and resumes. */
  reconnect(sessionId?: string): void;
  /** Sends op 9 INVALID_SESSION; when not resumable the session is forgotten, so the client identifies anew. */
  invalidateSession(resumable: boolean, sessionId?: string): void;
  /** Closes the connection with this close code (with a close frame); the session stays resumable. */
  close(code: number, sessionId?: string): void;
  /** Cuts the TCP connection without a close frame, as a network failure does; the session stays resumable. */
  drop(sessionId?: string): void;
}

/** The gateway's address as the asking process reaches this server (ws:// or wss:// as the request came). */
export const gatewayUrl = (request: FastifyRequest, path: string) =>
  `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}${path}`;

const GatewayQuery = z
  .object({ v: z.string().optional(), encoding: z.string().optional(), compress: z.string().optional() })
  .catch({});

function controlsOf(sessions: Sessions): GatewayControls {
  const connected = (sessionId?: string) =>
    sessions
      .all()
      .filter(
        (session): session is Session & { socket: NonNullable<Session['socket']> } =>
          session.socket !== null && (sessionId === undefined || session.id === sessionId),
      );
  return {
    sessions: () =>
      sessions.all().map((session) => ({
        id: session.id,
        shard: [...session.shard],
        intents: session.intents,
        seq: session.seq,
        connected: session.socket !== null,
      })),
    reconnect: (sessionId) => {
      for (const session of connected(sessionId)) sendOp(session.socket, Op.Reconnect, null);
    },
    invalidateSession: (resumable, sessionId) => {
      for (const session of connected(sessionId)) {
        if (!resumable) sessions.forget(session);
        sendOp(session.socket, Op.InvalidSession, resumable);
      }
    },
    close: (code, sessionId) => {
      for (const session of connected(sessionId)) session.socket.close(code, 'Closed by the stand-in');
    },
    drop: (sessionId) => {
      for (const session of connected(sessionId)) session.socket.terminate();
    },
  };
}

export async function registerGateway(
  app: FastifyInstance,
  world: World,
  botToken: string,
  gatewayPath: string,
): Promise<GatewayControls> {
  // @fastify/websocket runs the upgrade through this instance's router and hooks, so the gateway sits
  // under the stand-in's prefix like its other routes; at shutdown its connections are cut at once.
  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD },
    errorHandler: socketError,
    preClose: (done) => {
      for (const client of app.websocketServer.clients) client.terminate();
      done();
    },
  });
  const sessions = new Sessions(world);
  const admitted = admission(world);
  const listener = deliver.bind(null, world, sessions);
  world.listeners.add(listener);
  app.addHook('onClose', async () => {
    world.listeners.delete(listener);
  });
  app.get('/gateway', { websocket: true, ...serverToServer }, (socket, request) => {
    const query = GatewayQuery.parse(request.query);
    if (query.v !== '10') return socket.close(Close.InvalidAPIVersion, 'Invalid API version: the stand-in speaks v=10');
    // The stand-in writes plain JSON text frames only. It refuses other encodings and transport
    // compression with 4002, Discord's code for payloads the other side cannot decode, and says why.
    if ((query.encoding ?? 'json') !== 'json')
      return socket.close(Close.DecodeError, 'Unsupported encoding: the stand-in speaks encoding=json only');
    if (query.compress !== undefined)
      return socket.close(Close.DecodeError, 'Unsupported compression: the stand-in sends uncompressed JSON only');
    if (!admitted(socket)) return;
    openConnection({ world, sessions, botToken }, socket, gatewayUrl(request, gatewayPath));
  });
  return controlsOf(sessions);
}
