// The CDN's images for exported transcripts: fetched once and kept (within the bytes kept), asked once
// by callers at the same time, and an image that could not be had not asked again for a minute. The CDN
// is an undici MockAgent that refuses any request the test did not expect.
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
  const expected = { dataUrl: `data:image/png;base64,${PNG.toString('base64')}`, bytes: PNG.length };
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
  t.equal((await images.image(AVATAR))?.bytes, PNG.length, 'asked again after the minute');
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
  t.equal((await images.image(`${CDN}/attachments/1/2/big.png`))?.bytes, big.length);
  t.equal((await images.image(`${CDN}/attachments/1/2/big.png`))?.bytes, big.length);
  t.same(agent.pendingInterceptors(), [], 'both fetches were made');
});

t.test("a kept image still counts against each export's picture budget", async (t) => {
  const { agent, pool } = cdn();
  pool.intercept({ path: '/embed/avatars/0.png', method: 'GET' }).reply(200, PNG, {
    headers: { 'content-type': 'image/png' },
  });
  const images = createCdnImages(CDN, agent);
  const html = `<img alt="a" src="${AVATAR}">`;
  t.equal(await inlineImages(html, images), `<img alt="a" src="data:image/png;base64,${PNG.toString('base64')}">`);
  t.equal(await inlineImages(html, images, undefined, PNG.length - 1), '<img alt="a">', 'over this budget: no src');
  t.equal(
    await inlineImages(`<img alt="b" src="https://example.com/x.png">`, images),
    '<img alt="b">',
    'another host is never asked',
  );
});
