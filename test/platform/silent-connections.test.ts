// A server that closes ends the connections that never sent a byte at once (Node would wait for them
// until its headers time-out and then answer 408), and still answers a request under way. The dashboard
// and the bot API each close this way.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import t from 'tap';
import { request } from 'undici';
import { endSilentConnectionsOnClose } from '../../server/platform/silent-connections.js';
import { buildTestApp } from '../helpers/app.js';
import { buildTestBotApi } from '../helpers/bot-api.js';

/** A connection that says nothing: everything it receives, and a promise of its end. */
function silentConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closed = once(socket, 'close');
  return { connected: once(socket, 'connect'), closed, received: () => Buffer.concat(received).toString() };
}

t.test('a connection that never spoke is ended as the server closes; a request under way is answered', async (t) => {
  const app = Fastify();
  endSilentConnectionsOnClose(app);
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    app.get('/slow', async () => {
      resolve();
      await new Promise<void>((done) => (release = done));
      return { answered: true };
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const silent = silentConnection(port);
  await silent.connected;
  // `reset`: the connection ends with its answer, as the product's servers tell it to while they close.
  const answer = request(`http://127.0.0.1:${port}/slow`, { reset: true });
  await arrived;
  const closing = app.close();
  await silent.closed;
  t.equal(silent.received(), '', 'ended without a word: no 408 after the headers time-out');
  release();
  const response = await answer;
  t.equal(response.statusCode, 200, 'the request under way still got its answer');
  t.same(await response.body.json(), { answered: true });
  await closing;
});

t.test('the dashboard and the bot API end silent connections as they close', async (t) => {
  const { app: dashboard } = await buildTestApp(t);
  const botApi = await buildTestBotApi(t);
  for (const [name, server] of [
    ['dashboard', dashboard],
    ['bot API', botApi.api],
  ] as const) {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const silent = silentConnection((server.server.address() as { port: number }).port);
    await silent.connected;
    await server.close();
    await silent.closed;
    t.equal(silent.received(), '', `${name}: ended without a word`);
  }
});
