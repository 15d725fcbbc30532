// A picture a member sends in a ticket outlives the ticket's channel: the bot's transcript keeps the
// attachment as Discord described it, the bot API archives the file from the stand-in's CDN as the close
// is stored, and once the channel (and with it the CDN's copy) is gone, the dashboard serves the archived
// bytes and shows them in the transcript.
import t from 'tap';
import { request } from 'undici';
import { picturePng } from '../../server/stand-in/images.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { fetchRaw } from '../helpers/http-client.js';
import { channelOf, closeTicket, openTicket, ticketIdOf } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const NEWCOMER = DEMO_IDS.newcomer;

interface SentAttachment {
  filename: string;
  url: string;
  proxy_url: string;
  size: number;
  content_type: string;
}

t.test(
  'a picture in a ticket: in the transcript, archived at the close, served by the dashboard after the channel went',
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const { submitted } = await openTicket(acting, NEWCOMER, 'Fehler beim Boosten');
    const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
    const ticketId = ticketIdOf(acting, channelId);
    const png = picturePng('fehler.png');
    await acting.act('POST', '/messages', {
      guildId: G,
      channelId,
      userId: NEWCOMER,
      content: 'So sieht es aus:',
      attachments: [{ filename: 'fehler.png', data: png.toString('base64') }],
    });
    const [sent] = ((await acting.messages(channelId)).at(-1) as unknown as { attachments: SentAttachment[] })
      .attachments;
    const onCdn = async () =>
      (await request(`${acting.base}/_discord/cdn${new URL(sent!.url).pathname}${new URL(sent!.url).search}`))
        .statusCode;
    t.equal(await onCdn(), 200, 'the stand-in CDN serves it while the channel is there');

    const closed = await closeTicket(acting, NEWCOMER, channelId, 'Gelöst');
    t.match(closed.original!.content, /hat das Ticket geschlossen: Gelöst/);
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 20_000 });
    t.equal(await onCdn(), 404, 'the CDN let go of the file with the channel');

    const db = acting.system.botApi!.store.db;
    const record = await db
      .selectFrom('tickets')
      .select('transcript')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    const transcript = JSON.parse(record.transcript) as {
      messages: { content: string; attachments: Record<string, unknown>[] }[];
    };
    t.same(
      transcript.messages.find((message) => message.content === 'So sieht es aus:')?.attachments,
      [{ name: 'fehler.png', url: sent!.url, proxyUrl: sent!.proxy_url, contentType: 'image/png', size: png.length }],
      'the transcript keeps the attachment as Discord described it',
    );
    const files = await db
      .selectFrom('ticket_files')
      .select(['id', 'url', 'name', 'size', 'content_type', 'status'])
      .where('ticket_id', '=', ticketId)
      .execute();
    t.match(files, [{ url: sent!.url, name: 'fehler.png', content_type: 'image/png', status: 'archived' }]);
    t.equal(Number(files[0]!.size), png.length);

    const owner = await acting.signIn(DEMO_IDS.owner);
    const href = `/dashboard/${G}/tickets/${ticketId}/files/${files[0]!.id}`;
    const page = await fetchRaw(`${acting.base}/dashboard/${G}/tickets/${ticketId}/transcript`, { jar: owner });
    t.match(page.body.toString(), `src="${href}"`, 'the transcript shows the archived copy, from our origin');
    const copy = await fetchRaw(`${acting.base}${href}`, { jar: owner });
    t.equal(copy.status, 200);
    t.equal(copy.headers['content-type'], 'image/png');
    t.same(copy.body, png, 'the bytes the member sent');
  },
);
