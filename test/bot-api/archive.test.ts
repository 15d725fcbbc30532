// The attachment archive on both stores: a ticket's close copies its files from the CDN (and only the
// CDN) within the limits, keeps equal files once, records why the rest were not kept, serves a copy only
// through its own guild and ticket to users who may view tickets, and retention deletes what no ticket
// still names. The CDN is an undici MockAgent: every request it gets is one the test expected.
import { createHash } from 'node:crypto';
import t from 'tap';
import { MockAgent } from 'undici';
import { applyRetention } from '../../server/bot-api/retention.js';
import { buildTestBotApi, IDS, storeKinds, TEST_CDN, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de', 'hex');
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const cdn = (path: string) => `${TEST_CDN}${path}`;

function cdnAgent() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(TEST_CDN);
  const png = { 'content-type': 'image/png' };
  pool.intercept({ path: '/attachments/1/1/bild.png?ex=ffffffff&is=0&hm=abc' }).reply(200, PNG, { headers: png });
  pool.intercept({ path: '/attachments/1/2/kopie.png' }).reply(200, PNG, { headers: png });
  pool.intercept({ path: '/attachments/1/4/huge.png' }).reply(200, Buffer.alloc(2 * 1024 * 1024), { headers: png });
  pool
    .intercept({ path: '/attachments/1/5/page.html' })
    .reply(200, '<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } });
  pool
    .intercept({ path: '/attachments/1/6/moved.png' })
    .reply(302, '', { headers: { location: 'https://evil.example/x.png' } });
  pool.intercept({ path: '/attachments/1/7/gone.png' }).reply(404, 'This content is no longer available.');
  pool
    .intercept({ path: '/attachments/1/8/log.txt' })
    .reply(200, 'log line\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  pool.intercept({ path: '/attachments/1/9/embed.png' }).reply(200, PNG, { headers: png });
  return agent;
}

const message = (id: string, attachments: object[], embeds: object[] = []) => ({
  id,
  content: 'Datei',
  author: { id: USERS.aylin, username: 'aylin' },
  attachments,
  embeds,
});
const TRANSCRIPT = {
  messages: [
    message('1', [
      {
        name: 'bild.png',
        url: cdn('/attachments/1/1/bild.png?ex=ffffffff&is=0&hm=abc'),
        contentType: 'image/png',
        size: PNG.length,
      },
      { name: 'kopie.png', url: cdn('/attachments/1/2/kopie.png'), contentType: 'image/png' },
      { name: 'big.zip', url: cdn('/attachments/1/3/big.zip'), contentType: 'application/zip', size: 5 * 1024 * 1024 },
      { name: 'huge.png', url: cdn('/attachments/1/4/huge.png'), contentType: 'image/png' },
    ]),
    message('2', [
      { name: 'x.png', url: 'https://evil.example/x.png', contentType: 'image/png' },
      { name: 'page.html', url: cdn('/attachments/1/5/page.html') },
      { name: 'moved.png', url: cdn('/attachments/1/6/moved.png') },
      { name: 'gone.png', url: cdn('/attachments/1/7/gone.png'), size: 10 },
      { name: 'log.txt', url: cdn('/attachments/1/8/log.txt') },
    ]),
    message('3', [], [{ title: 'Embed', image: { url: cdn('/attachments/1/9/embed.png') } }]),
  ],
};

for (const kind of storeKinds()) {
  t.test(`a close archives the transcript's files within the limits (${kind})`, async (t) => {
    const agent = cdnAgent();
    const bot = await buildTestBotApi(t, { kind, cdn: agent });
    const opened = (
      await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'Dateien' },
        service,
      )
    ).json();
    const closed = await bot.call(
      'POST',
      `/bot/tickets/${G}/${opened.id}/close`,
      null,
      { transcript: TRANSCRIPT },
      service,
    );
    t.equal(closed.statusCode, 200, 'the close succeeds whatever the files did');
    agent.assertNoPendingInterceptors();

    const record = (await bot.call('GET', `/api/tickets/${G}/transcript/${opened.id}`, USERS.owner)).json();
    const files = record.files as { id: number; name: string; status: string; size: number; content_type: string }[];
    t.same(
      files.map(({ name, status, size, content_type }) => ({ name, status, size, content_type })),
      [
        { name: 'bild.png', status: 'archived', size: PNG.length, content_type: 'image/png' },
        { name: 'kopie.png', status: 'archived', size: PNG.length, content_type: 'image/png' },
        { name: 'big.zip', status: 'too_large', size: 5 * 1024 * 1024, content_type: '' },
        { name: 'huge.png', status: 'too_large', size: 0, content_type: 'image/png' },
        { name: 'x.png', status: 'refused', size: 0, content_type: '' },
        { name: 'page.html', status: 'refused', size: 0, content_type: 'text/html' },
        { name: 'moved.png', status: 'unavailable', size: 0, content_type: '' },
        { name: 'gone.png', status: 'unavailable', size: 10, content_type: '' },
        { name: 'log.txt', status: 'archived', size: 9, content_type: 'text/plain' },
        { name: 'embed.png', status: 'archived', size: PNG.length, content_type: 'image/png' },
      ],
      'each file with its outcome: stated sizes checked unasked, other hosts never asked, redirects not followed, HTML refused',
    );
    const rows = await bot.store.db
      .selectFrom('ticket_files')
      .select('sha256')
      .where('status', '=', 'archived')
      .execute();
    t.same(
      new Set(rows.map((row) => row.sha256)),
      new Set([sha(PNG), sha(Buffer.from('log line\n'))]),
      'equal files share one copy',
    );

    const image = files[0]!;
    const read = await bot.call('GET', `/api/tickets/${G}/transcript/${opened.id}/files/${image.id}`, USERS.owner);
    t.equal(read.statusCode, 200);
    t.same(Buffer.from(read.json().data, 'base64'), PNG, 'the copy is the CDN bytes');
    t.equal(
      (await bot.call('GET', `/api/tickets/${G}/transcript/${opened.id}/files/${image.id}`, USERS.newcomer)).statusCode,
      403,
      'only for users who may view tickets',
    );
    t.equal(
      (await bot.call('GET', `/api/tickets/${G}/transcript/${opened.id}/files/${files[2]!.id}`, USERS.owner))
        .statusCode,
      404,
      'a file not archived has no copy',
    );
    t.equal(
      (await bot.call('GET', `/api/tickets/${G}/transcript/${opened.id + 1}/files/${image.id}`, USERS.owner))
        .statusCode,
      404,
      'only through its own ticket',
    );
    t.equal(
      (await bot.call('GET', `/api/tickets/${IDS.secondGuild}/transcript/${opened.id}/files/${image.id}`, USERS.owner))
        .statusCode,
      404,
      'only through its own guild',
    );

    // A second ticket with the same picture keeps the copy alive when the first one's contents go.
    const other = (
      await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'Nochmal' },
        service,
      )
    ).json();
    agent
      .get(TEST_CDN)
      .intercept({ path: '/attachments/2/1/wieder.png' })
      .reply(200, PNG, { headers: { 'content-type': 'image/png' } });
    bot.clock.now = new Date(bot.clock.now.getTime() + 30 * 86_400_000);
    const transcript = { messages: [message('1', [{ name: 'wieder.png', url: cdn('/attachments/2/1/wieder.png') }])] };
    t.equal(
      (await bot.call('POST', `/bot/tickets/${G}/${other.id}/close`, null, { transcript }, service)).statusCode,
      200,
    );

    await applyRetention(bot.store, { ticketDays: 20, auditDays: 365 }, bot.clock.now);
    t.equal(
      (await bot.store.db.selectFrom('ticket_files').select('id').where('ticket_id', '=', opened.id).execute()).length,
      0,
      "retention deletes the first ticket's file rows",
    );
    t.ok(await bot.store.blobs.get(sha(PNG)), 'the picture another ticket still has stays');
    t.equal(
      await bot.store.blobs.get(sha(Buffer.from('log line\n'))),
      null,
      'a copy no ticket names any more is deleted',
    );
    await applyRetention(
      bot.store,
      { ticketDays: 1, auditDays: 365 },
      new Date(bot.clock.now.getTime() + 2 * 86_400_000),
    );
    t.equal(await bot.store.blobs.get(sha(PNG)), null, 'and with the last ticket, the last copy');
  });

  t.test(`per-transcript and per-guild limits (${kind})`, async (t) => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const bot = await buildTestBotApi(t, { kind, cdn: agent });
    // Test limits: 1 MB a file, 3 MB a transcript, 5 MB a guild.
    const mb = (n: number, path: string) =>
      agent
        .get(TEST_CDN)
        .intercept({ path })
        .reply(200, Buffer.alloc(n * 1024 * 1024 - 1, path), { headers: { 'content-type': 'application/pdf' } });
    const close = async (paths: string[]) => {
      const opened = (
        await bot.call(
          'POST',
          `/bot/tickets/${G}`,
          null,
          { userId: USERS.aylin, username: 'aylin', reason: 'Limit' },
          service,
        )
      ).json();
      const transcript = {
        messages: [
          message(
            '1',
            paths.map((path) => ({ name: path.split('/').pop(), url: cdn(path) })),
          ),
        ],
      };
      await bot.call('POST', `/bot/tickets/${G}/${opened.id}/close`, null, { transcript }, service);
      return (
        (await bot.call('GET', `/api/tickets/${G}/transcript/${opened.id}`, USERS.owner)).json().files as {
          status: string;
        }[]
      ).map((file) => file.status);
    };
    for (const index of [1, 2, 3, 4]) mb(1, `/attachments/3/${index}/a.pdf`);
    const first = await close([1, 2, 3, 4].map((index) => `/attachments/3/${index}/a.pdf`));
    t.equal(first.filter((status) => status === 'archived').length, 3, 'three 1 MB files fit in a 3 MB transcript');
    t.equal(first.filter((status) => status === 'too_large').length, 1);
    for (const index of [1, 2, 3]) mb(1, `/attachments/4/${index}/b.pdf`);
    const second = await close([1, 2, 3].map((index) => `/attachments/4/${index}/b.pdf`));
    t.equal(second.filter((status) => status === 'archived').length, 2, 'the guild holds 5 MB: two more fit');
  });
}
