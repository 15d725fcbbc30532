// Large pages are streamed in slices (so encoding megabytes never blocks other requests); the bytes
// that arrive are exactly the page, surrogate pairs included.
import Fastify from 'fastify';
import t from 'tap';
import { htmlPayload, htmlSlices } from '../../../server/dashboard/render/html-payload.js';

t.test('slices join to the page and never split a surrogate pair', async (t) => {
  const page = `<p>${'😀a'.repeat(50_000)}</p>`;
  for (const size of [2, 3, 1024, 65_536]) {
    const slices = [...htmlSlices(page, size)];
    t.equal(slices.join(''), page, `size ${size}`);
    t.ok(
      slices.every((slice) => !/[\ud800-\udbff]$/.test(slice) && !/^[\udc00-\udfff]/.test(slice)),
      `size ${size}: no slice ends in a high or starts with a low surrogate`,
    );
    t.ok(
      slices.every((slice) => slice.length <= size),
      `size ${size}: slices are at most the size`,
    );
  }
});

t.test('a small page is one string; a large one a stream that arrives whole, in UTF-8', async (t) => {
  t.equal(typeof htmlPayload('<p>klein</p>'), 'string');
  const large = `<p>${'Grüße 😀 '.repeat(60_000)}</p>`;
  const app = Fastify();
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(htmlPayload(large)));
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/' });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['transfer-encoding'], 'chunked', 'streamed');
  t.equal(res.body, large, 'every character arrives');
});
