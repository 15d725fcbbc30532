// Files members send through the act API, as Discord keeps them: attachment objects in Discord's shape
// (in the history, the act API's view and MESSAGE_CREATE), the bytes served from the CDN behind signed
// links only, gone with their message; what Discord would refuse is refused.
import t from 'tap';
import { picturePng } from '../../server/stand-in/images.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, matchesDiscord, recordEvents } from '../helpers/stand-in.js';

const G = IDS.demoGuild;
const C = IDS.ticketChannel;
const base64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

interface Attachment {
  id: string;
  filename: string;
  url: string;
  proxy_url: string;
  size: number;
  content_type?: string;
  width?: number;
}

t.test(
  'a message with files: Discord’s attachment objects, served from signed CDN links, gone with the message',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const events = recordEvents(t, world);
    const png = picturePng('beweis.png');
    const sent = await act(app, 'POST', '/messages', {
      guildId: G,
      channelId: C,
      userId: USERS.owner,
      content: 'Hier der Beweis:',
      attachments: [
        { filename: 'mein beweis.png', data: base64(png), description: 'Die Fehlermeldung' },
        { filename: 'latest.log', data: base64('Zeile 1\n') },
      ],
    });
    t.equal(sent.status, 201);
    const rest = botRest(app);
    const history = await rest('GET', `/channels/${C}/messages?limit=1`);
    matchesDiscord(t, 'the history', '/channels/{channel_id}/messages', 'get', '200', history.body);
    const [image, log] = history.body[0].attachments as Attachment[];
    t.match(image, {
      filename: 'mein_beweis.png',
      description: 'Die Fehlermeldung',
      content_type: 'image/png',
      size: png.length,
      width: 320,
      height: 180,
    });
    t.match(
      image!.url,
      new RegExp(
        `^https://cdn\\.discordapp\\.com/attachments/${C}/${image!.id}/mein_beweis\\.png\\?ex=[0-9a-f]+&is=[0-9a-f]+&hm=[0-9a-f]{64}&$`,
      ),
      'a signed link, as Discord hands out',
    );
    t.equal(image!.proxy_url, image!.url.replace('https://cdn.discordapp.com', 'https://media.discordapp.net'));
    t.match(log, { filename: 'latest.log', content_type: 'text/plain; charset=utf-8', size: 8 });
    t.notOk('width' in log!, 'only pictures have a size in pixels');
    const shown = (await act(app, 'GET', `/channels/${C}/messages`)).body.at(-1);
    t.same(shown.attachments, history.body[0].attachments, 'the act API shows the same');
    const created = events.find((event) => event.t === 'MESSAGE_CREATE')!;
    t.same(created.d.attachments, history.body[0].attachments, 'MESSAGE_CREATE carries them');

    const cdn = (url: string) => app.inject(url.replace(/^https:\/\/[^/]+/, '/cdn'));
    for (const url of [image!.url, image!.proxy_url]) {
      const served = await cdn(url);
      t.equal(served.statusCode, 200);
      t.equal(served.headers['content-type'], 'image/png');
      t.equal(served.headers['x-content-type-options'], 'nosniff');
      t.same(served.rawPayload, png, 'the bytes that were sent');
    }
    const logServed = await cdn(log!.url);
    t.equal(logServed.headers['content-type'], 'text/plain; charset=utf-8');
    t.equal(logServed.headers['content-disposition'], 'attachment', 'a file, never a page of this origin');
    t.equal(logServed.body, 'Zeile 1\n');
    t.equal((await cdn(image!.url.replace(/hm=[0-9a-f]+/, `hm=${'0'.repeat(64)}`))).statusCode, 404, 'a forged link');
    t.equal((await cdn(image!.url.split('?')[0]!)).statusCode, 404, 'an unsigned link');
    t.equal((await rest('DELETE', `/channels/${C}/messages/${sent.body.id}`)).status, 204);
    t.equal((await cdn(image!.url)).statusCode, 404, 'gone with its message');
  },
);

t.test('what Discord would not take is refused', async (t) => {
  const { app } = await startStandIn(t);
  const post = async (userId: string, attachments: unknown, content?: string) =>
    (await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId, content, attachments })).body;
  t.same(await post(USERS.newcomer, [{ filename: 'a.png', data: base64('x') }]), {
    error: 'demo-newcomer cannot attach files in #tickets',
  });
  t.same(await post(USERS.owner, []), { error: 'content: a message needs content or attachments' });
  t.match(await post(USERS.owner, [{ filename: 'a/b.png', data: base64('x') }]), {
    error: 'attachments.0.filename: a file name has no slashes or control characters',
  });
  t.match(await post(USERS.owner, [{ filename: 'a.png', data: 'kein base64!' }]), { error: /^attachments\.0\.data: / });
  const eleven = Array.from({ length: 11 }, (_, index) => ({ filename: `${index}.txt`, data: base64('x') }));
  t.match(await post(USERS.owner, eleven), { error: /^attachments: / });
  const half = base64(Buffer.alloc(5 * 1024 * 1024 + 1));
  t.same(
    await post(USERS.owner, [
      { filename: 'a.bin', data: half },
      { filename: 'b.bin', data: half },
    ]),
    { error: 'The files of a message may hold 10485760 bytes together (10485762 sent)' },
  );
});
