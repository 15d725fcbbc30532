// A connection that has not sent a single byte carries no request: a browser or a client's pool opened it
// ahead of need. Node's close() ends idle keep-alive connections at once, but counts a connection that
// never spoke as one whose request is still arriving and waits for it until its headers time-out (a
// minute): a shutdown, or a test's teardown, then waited that minute for nothing. Such connections are
// ended as the server begins to close; a connection with a request under way keeps it.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function endSilentConnectionsOnClose(app: FastifyInstance): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
}
