// One gateway connection, speaking Discord's protocol: HELLO; HEARTBEAT answered with HEARTBEAT_ACK (a
// connection that stops beating is closed 4009); IDENTIFY checked (token 4004, shard 4010, unknown
// intents 4013, privileged intents not switched on 4014) and answered with READY and the shard's
// guilds; RESUME replaying what the session missed, then RESUMED, or INVALID_SESSION d:false when the
// session is gone. Payloads that are not JSON close 4002, unknown opcodes 4001, anything but a
// heartbeat before IDENTIFY 4003, a second IDENTIFY 4005, a RESUME from the future 4007.
import { GatewayCloseCodes as Close, GatewayDispatchEvents as E, GatewayOpcodes as Op } from 'discord-api-types/v10';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { sameSecret } from '../../platform/same-secret.js';
import type { World } from '../model.js';
import { greet } from './dispatch.js';
import { hasDisallowedIntents, hasUnknownIntents } from './intents.js';
import { type Session, type Sessions, sendOp } from './session.js';

interface GatewayContext {
  world: World;
  sessions: Sessions;
  botToken: string;
}

const Payload = z.object({ op: z.number().int(), d: z.unknown() });
const Identify = z.object({
  token: z.string(),
  intents: z.number().int().min(0),
  shard: z.tuple([z.number().int(), z.number().int()]).optional(),
  properties: z.looseObject({}).optional(),
});
const Resume = z.object({ token: z.string(), session_id: z.string(), seq: z.number().int().min(0).nullable() });
/** Opcodes a client may send once identified that the stand-in accepts and ignores. */
const IGNORED = new Set<number>([
  Op.PresenceUpdate,
  Op.VoiceStateUpdate,
  Op.RequestGuildMembers,
  Op.RequestSoundboardSounds,
]);

// Discord accepts the token with or without the "Bot " prefix.
const validToken = (context: GatewayContext, token: string) => sameSecret(token.replace(/^Bot /, ''), context.botToken);

export function openConnection(context: GatewayContext, socket: WebSocket, resumeUrl: string): void {
  const { world, sessions } = context;
  let session: Session | null = null;
  let watchdog: NodeJS.Timeout | undefined;
  const close = (code: number, reason: string) => socket.close(code, reason);
  const heartbeatDue = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      if (session) sessions.forget(session);
      close(Close.SessionTimedOut, 'Session timed out: no heartbeat');
    }, world.settings.heartbeatIntervalMs + world.settings.heartbeatGraceMs);
  };

  const identify = (data: unknown) => {
    const identified = Identify.safeParse(data);
    if (!identified.success) return close(Close.DecodeError, 'Invalid IDENTIFY payload');
    const { token, intents, shard = [0, 1] } = identified.data;
    if (!validToken(context, token)) return close(Close.AuthenticationFailed, 'Authentication failed');
    if (shard[1] < 1 || shard[0] < 0 || shard[0] >= shard[1]) return close(Close.InvalidShard, 'Invalid shard');
    if (hasUnknownIntents(intents)) return close(Close.InvalidIntents, 'Invalid intent(s)');
    if (hasDisallowedIntents(intents, world.settings.privilegedIntents))
      return close(Close.DisallowedIntents, 'Disallowed intent(s)');
    session = sessions.start(shard, intents, socket);
    greet(world, sessions, session, resumeUrl);
  };

  const resume = (data: unknown) => {
    const resumed = Resume.safeParse(data);
    if (!resumed.success) return close(Close.DecodeError, 'Invalid RESUME payload');
    const { token, session_id: id, seq } = resumed.data;
    if (session && session.id !== id) return close(Close.AlreadyAuthenticated, 'Already authenticated');
    if (!validToken(context, token)) return close(Close.AuthenticationFailed, 'Authentication failed');
    const target = sessions.find(id);
    if (target && (seq ?? 0) > target.seq) return close(Close.InvalidSeq, 'Invalid seq');
    const missed = target && sessions.missedAfter(target, seq ?? 0);
    if (!target || !missed) {
      if (target) sessions.forget(target);
      return sendOp(socket, Op.InvalidSession, false);
    }
    // The connection the session had before is abandoned by its client; it goes without a word.
    if (target.socket && target.socket !== socket) target.socket.terminate();
    sessions.attach(target, socket);
    session = target;
    for (const text of missed) socket.send(text);
    sessions.dispatch(target, E.Resumed, {}, false);
  };

  const receive = (raw: string) => {
    let payload: z.infer<typeof Payload>;
    try {
      payload = Payload.parse(JSON.parse(raw));
    } catch {
      return close(Close.DecodeError, 'Decode error');
    }
    if (payload.op === Op.Heartbeat) {
      heartbeatDue();
      return sendOp(socket, Op.HeartbeatAck, null);
    }
    // A session invalidated with d:false is over; the client may identify again on this connection.
    if (session && !sessions.holds(session)) session = null;
    if (payload.op === Op.Identify)
      return session ? close(Close.AlreadyAuthenticated, 'Already authenticated') : identify(payload.d);
    if (payload.op === Op.Resume) return resume(payload.d);
    if (!IGNORED.has(payload.op)) return close(Close.UnknownOpcode, 'Unknown opcode');
    if (!session) return close(Close.NotAuthenticated, 'Not authenticated');
  };

  sendOp(socket, Op.Hello, { heartbeat_interval: world.settings.heartbeatIntervalMs });
  heartbeatDue();
  socket.on('message', (data) => receive(String(data)));
  socket.on('close', () => {
    clearTimeout(watchdog);
    if (session) sessions.detach(session, socket);
  });
}
