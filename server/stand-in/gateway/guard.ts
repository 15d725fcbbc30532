// What the gateway lets in: at most the world's cap of connections at once (caps.ts; one more is closed
// with 1013, "try again later", which clients such as @discordjs/ws answer by reconnecting after a
// while), and frames of at most 4096 bytes, as Discord takes them. A larger frame is refused by the
// WebSocket library itself, which closes with 1009 ("message too big"); that is a client's mistake, not
// ours, so it is one warning line without a stack, not an error.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { World } from '../model.js';

/** Discord refuses what a client sends when it exceeds 4096 bytes. */
export const MAX_PAYLOAD = 4096;
/** The WebSocket close code for a server that cannot take the connection now. */
export const TRY_AGAIN_LATER = 1013;

/**
 * The gateway's door: counts each connection in while it is open, or closes it (saying why) when the
 * world already has its cap of them.
 */
export function admission(world: World): (socket: WebSocket) => boolean {
  const open = new Set<WebSocket>();
  return (socket) => {
    const cap = world.settings.caps.gatewayConnections;
    if (open.size >= cap) {
      socket.close(TRY_AGAIN_LATER, `Try again later: the stand-in holds ${cap} gateway connections at most`);
      return false;
    }
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    return true;
  };
}

const isFrameTooLarge = (error: Error) =>
  (error as Error & { code?: string }).code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

/** A socket's error: a frame past the limit (already closed with 1009) is warned of; others as before. */
export function socketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isFrameTooLarge(error)) {
    request.log.warn(`gateway: a frame past ${MAX_PAYLOAD} bytes, closed with 1009`);
    return;
  }
  request.log.error({ err: error }, 'gateway: socket error');
  socket.terminate();
}
