// Gateway sessions: what IDENTIFY starts and RESUME continues. Each numbers its dispatches and keeps
// the latest ones, so a client that lost its connection gets exactly what it missed; a session outlives
// its socket for a while, as Discord's do, while the stand-in keeps no more sessions than its cap.
import type { WebSocket } from 'ws';
import type { World } from '../model.js';

export interface Session {
  id: string;
  shard: readonly [number, number];
  intents: number;
  /** The sequence number of the last dispatch. */
  seq: number;
  /** The latest dispatches as sent, oldest first. */
  replay: { s: number; text: string }[];
  /** The last sequence number no longer kept (0: nothing dropped yet). */
  droppedThrough: number;
  socket: WebSocket | null;
  disconnectedAt: number | null;
}

/** Sends a non-dispatch payload (HELLO, HEARTBEAT_ACK, RECONNECT, INVALID_SESSION). */
export function sendOp(socket: WebSocket, op: number, d: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ op, d, s: null, t: null }));
}

export class Sessions {
  readonly #byId = new Map<string, Session>();
  #started = 0;

  /** The limits come from the world's settings, read when needed so tests may change them. */
  constructor(private readonly world: World) {}

  start(shard: readonly [number, number], intents: number, socket: WebSocket): Session {
    this.#started += 1;
    const session: Session = {
      id: `stand-in-session-${this.#started}`,
      shard,
      intents,
      seq: 0,
      replay: [],
      droppedThrough: 0,
      socket,
      disconnectedAt: null,
    };
    this.#byId.set(session.id, session);
    this.#keepWithinCap();
    return session;
  }

  /** A session that can still be resumed. */
  find(id: string): Session | null {
    this.#forgetExpired();
    return this.#byId.get(id) ?? null;
  }

  /** Whether the session still counts (not forgotten, not expired). */
  holds(session: Session): boolean {
    return this.find(session.id) === session;
  }

  forget(session: Session): void {
    this.#byId.delete(session.id);
  }

  all(): Session[] {
    this.#forgetExpired();
    return [...this.#byId.values()];
  }

  /** Numbers and sends a dispatch; it is kept for RESUME unless it only confirms one (RESUMED). */
  dispatch(session: Session, t: string, d: unknown, keep = true): void {
    session.seq += 1;
    const text = JSON.stringify({ op: 0, t, s: session.seq, d });
    if (keep) {
      session.replay.push({ s: session.seq, text });
      if (session.replay.length > this.world.settings.replayLimit) session.droppedThrough = session.replay.shift()!.s;
    }
    const { socket } = session;
    if (socket && socket.readyState === socket.OPEN) socket.send(text);
  }

  /** The dispatches after `seq`, or null when some of them are no longer kept. */
  missedAfter(session: Session, seq: number): string[] | null {
    if (seq < session.droppedThrough) return null;
    return session.replay.filter((entry) => entry.s > seq).map((entry) => entry.text);
  }

  attach(session: Session, socket: WebSocket): void {
    session.socket = socket;
    session.disconnectedAt = null;
  }

  detach(session: Session, socket: WebSocket): void {
    if (session.socket !== socket) return;
    session.socket = null;
    session.disconnectedAt = Date.now();
  }

  /**
   * At most as many sessions as the gateway takes connections (caps.ts): past it the ones disconnected
   * longest ago are forgotten early (a RESUME of one gets INVALID_SESSION, as after the resume window).
   * Connected sessions never exceed the cap, since each holds one of the connections.
   */
  #keepWithinCap(): void {
    const disconnected = [...this.#byId.values()]
      .filter((session) => session.disconnectedAt !== null)
      .sort((a, b) => a.disconnectedAt! - b.disconnectedAt!);
    for (const session of disconnected) {
      if (this.#byId.size <= this.world.settings.caps.gatewayConnections) return;
      this.#byId.delete(session.id);
    }
  }

  #forgetExpired(): void {
    const now = Date.now();
    for (const session of this.#byId.values()) {
      if (session.disconnectedAt !== null && now - session.disconnectedAt > this.world.settings.resumeWindowMs)
        this.#byId.delete(session.id);
    }
  }
}
