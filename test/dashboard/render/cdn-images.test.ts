// The CDN's images for exported transcripts: fetched once and kept (within the bytes kept), asked once
// by callers at the same time, and an image that could not be had not asked again for a minute. The CDN
// is an undici MockAgent that refuses any request the test did not expect.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { MockAgent } from 'undici';
import { CDN_IMAGE_LIMITS, createCdnImages } from '../../../server/dashboard/render/cdn-images.js';
import { inlineImages } from '../../../server/dashboard/render/media-inliner.js';

const CDN = 'https://cdn.discordapp.com';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const AVATAR = `${CDN}/embed/avatars/0.png`;

function cdn() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  return { agent, pool: agent.get(CDN) };
}

t.test('an image is fetched once: the next export, and callers at the same time, get the kept one', async (t) => {
  const { agent, pool } = cdn();
  pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(200, PNG, {
    headers: { 'content-type': 'image/png' },
  });
  const images = createCdnImages(CDN, agent);
  const expected = { contentType: 'image/png', data: PNG };
  const [first, second] = await Promise.all([images.image(AVATAR), images.image(AVATAR)]);
  t.same(first, expected);
  t.same(second, expected, 'the second caller shared the fetch under way');
  t.same(await images.image(AVATAR), expected, 'kept: no second request (the agent would refuse it)');
  t.same(agent.pendingInterceptors(), []);
});

t.test('an image that could not be had is not asked again for a minute, then is', async (t) => {
  const { agent, pool } = cdn();
  let now = 1_000;
  const images = createCdnImages(CDN, agent, () => now);
  pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(404, 'gone');
  t.equal(await images.image(AVATAR), null);
  now += CDN_IMAGE_LIMITS.missingForMs - 1;
  t.equal(await images.image(AVATAR), null, 'not asked: the agent holds no reply for it');
  now += 2;
  pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(200, PNG, {
    headers: { 'content-type': 'image/png' },
  });
  t.equal((await images.image(AVATAR))?.data.length, PNG.length, 'asked again after the minute');
  t.same(agent.pendingInterceptors(), []);
});

t.test('an image larger than the largest kept one is fetched each time', async (t) => {
  const { agent, pool } = cdn();
  const big = Buffer.alloc(CDN_IMAGE_LIMITS.largestKeptBytes + 1);
  pool
    .intercept({ path: '/attachments/1/2/big.png', method: 'GET' })
    .reply(200, big, { headers: { 'content-type': 'image/png' } })
    .times(2);
  const images = createCdnImages(CDN, agent);
  t.equal((await images.image(`${CDN}/attachments/1/2/big.png`))?.data.length, big.length);
  t.equal((await images.image(`${CDN}/attachments/1/2/big.png`))?.data.length, big.length);
  t.same(agent.pendingInterceptors(), [], 'both fetches were made');
});

t.test("a kept image still counts against each export's picture budget", async (t) => {
  const { agent, pool } = cdn();
  pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(200, PNG, {
    headers: { 'content-type': 'image/png' },
  });
  const images = createCdnImages(CDN, agent);
  const inlined = async (...args: Parameters<typeof inlineImages>) => (await inlineImages(...args)).toString();
  const html = `<img alt="a" src="${AVATAR}">`;
  const source = `src="data:image/png;base64,${PNG.toString('base64')}"`;
  t.equal(await inlined(html, images), `<img alt="a" ${source}>`);
  t.equal(await inlined(html, images, { totalBytes: PNG.length - 1 }), '<img alt="a">', 'over this budget: no src');
  t.equal(
    await inlined(`<img alt="b" src="https://example.com/x.png">`, images),
    '<img alt="b">',
    'another host is never asked',
  );
  t.equal(
    await inlined(`<p>Zwei Mal: ü</p><img alt="1" src="${AVATAR}"><img alt="2" src="${AVATAR}">`, images),
    `<p>Zwei Mal: ü</p><img alt="1" ${source}><img alt="2" ${source}>`,
    'a source met twice is inlined at both places, the text between kept as UTF-8',
  );
});

t.test(
  "an image past what is left of a caller's budget is not taken, and not held against the next caller",
  async (t) => {
    const { agent, pool } = cdn();
    const big = Buffer.alloc(CDN_IMAGE_LIMITS.largestKeptBytes + 1);
    const path = '/attachments/1/2/big.png';
    pool
      .intercept({ path, method: 'GET' })
      .reply(200, big, { headers: { 'content-type': 'image/png', 'content-length': String(big.length) } })
      .times(2);
    const images = createCdnImages(CDN, agent);
    t.equal(await images.image(`${CDN}${path}`, big.length - 1), null, 'announced larger than the budget left');
    t.equal((await images.image(`${CDN}${path}`, big.length))?.data.length, big.length, 'fetched for a budget it fits');
    t.same(agent.pendingInterceptors(), [], 'both were asked: the first answer did not mark it missing');

    pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(200, PNG, {
      headers: { 'content-type': 'image/png' },
    });
    t.ok(await images.image(AVATAR), 'a small image is kept');
    t.equal(await images.image(AVATAR, PNG.length - 1), null, 'a kept image larger than the budget left is not given');
    t.same(await images.image(AVATAR, PNG.length), { contentType: 'image/png', data: PNG }, 'nor asked for again');
  },
);

t.test('an image past the largest an export takes counts as missing for the minute', async (t) => {
  const { agent, pool } = cdn();
  const huge = Buffer.alloc(CDN_IMAGE_LIMITS.perImageBytes + 1);
  pool
    .intercept({ path: '/attachments/1/2/huge.png', method: 'GET' })
    .reply(200, huge, { headers: { 'content-type': 'image/png' } });
  const images = createCdnImages(CDN, agent);
  t.equal(await images.image(`${CDN}/attachments/1/2/huge.png`), null, 'read until past the largest, then dropped');
  t.equal(await images.image(`${CDN}/attachments/1/2/huge.png`), null, 'not asked again: the agent holds no reply');
});

t.test('a picture is written whole, however large, inside the frame the file gives', async (t) => {
  const { agent, pool } = cdn();
  // Past several slices of base64 and no multiple of three: the slices must join without padding between.
  const picture = Buffer.from(Array.from({ length: 100_001 }, (_, index) => (index * 7) % 256));
  pool
    .intercept({ path: '/attachments/1/2/shot.png', method: 'GET' })
    .reply(200, picture, { headers: { 'content-type': 'image/png' } });
  const images = createCdnImages(CDN, agent);
  const file = await inlineImages(`<p>ä</p><img alt="s" src="${CDN}/attachments/1/2/shot.png">`, images, {
    frame: { before: '<body>', after: '</body>' },
  });
  t.equal(
    file.toString(),
    `<body><p>ä</p><img alt="s" src="data:image/png;base64,${picture.toString('base64')}"></body>`,
  );
});

t.test('an image costs the budget at each place it appears', async (t) => {
  const { agent, pool } = cdn();
  pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(200, PNG, {
    headers: { 'content-type': 'image/png' },
  });
  const images = createCdnImages(CDN, agent);
  const html = `<img alt="1" src="${AVATAR}"><img alt="2" src="${AVATAR}"><img alt="3" src="${AVATAR}">`;
  const file = async (totalBytes: number) => (await inlineImages(html, images, { totalBytes })).toString();
  const source = `src="data:image/png;base64,${PNG.toString('base64')}"`;
  t.equal(await file(3 * PNG.length), `<img alt="1" ${source}><img alt="2" ${source}><img alt="3" ${source}>`);
  t.equal(
    await file(3 * PNG.length - 1),
    '<img alt="1"><img alt="2"><img alt="3">',
    'three places, not room for three',
  );
});

t.test(
  'against a real CDN: a small image announced past the budget is refused without harm, none asked for without a budget',
  async (t) => {
    const picture = Buffer.alloc(200, 1);
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url!);
      // Sent whole at once: the answer has arrived before the client looks at its length.
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(picture.length) });
      response.end(picture);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const images = createCdnImages(base);
    t.equal(await images.image(`${base}/a.png`, picture.length - 1), null, 'larger than the budget left');
    // Any error the refused answer raised later would reach the process's uncaught handler and fail the test.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const html = `<img alt="a" src="${base}/a.png">`;
    t.equal(
      (await inlineImages(html, images, { totalBytes: picture.length })).toString(),
      `<img alt="a" src="data:image/png;base64,${picture.toString('base64')}">`,
      'within a budget of its size it is taken',
    );
    t.equal((await inlineImages(html, images, { totalBytes: 0 })).toString(), '<img alt="a">', 'no budget: no image');
    t.same(asked, ['/a.png', '/a.png'], 'and with no budget, not asked for');
  },
);
