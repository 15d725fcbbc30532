// A handler that outlives its time-out: the bot API answers 503 with the stable code `timeout` and logs
// a warning (a server too busy to answer in time), never a 500 "internal" logged as an error.
import { once } from 'node:events';
import { Writable } from 'node:stream';
import t from 'tap';
import { createLogger } from '../../server/platform/logger.js';
import { buildTestBotApi } from '../helpers/bot-api.js';

t.test('a handler past its time-out answers 503 timeout and is logged as a warning', async (t) => {
  const logs: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  // A route of its own time-out that never answers by itself: only the time-out ends the request.
  const { api } = await buildTestBotApi(t, {
    logger: createLogger('warn', sink),
    extend: async (app) =>
      app.get('/never-answers', { handlerTimeout: 50 }, (request) => once(request.signal, 'abort').then(() => null)),
  });
  const res = await api.inject({ method: 'GET', url: '/never-answers' });
  t.equal(res.statusCode, 503, 'unavailable, not an internal error');
  t.same(res.json(), { error: 'The request took too long', code: 'timeout' });
  t.same(
    logs.map(({ level, msg }) => ({ level, msg })),
    [{ level: 40, msg: 'handler timed out' }],
    'one warning, no error',
  );
});
