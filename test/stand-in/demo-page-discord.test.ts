// The Demo-Discord page shows what Discord would: Markdown through the transcripts' own renderer (bold is
// <strong>, never asterisks; mentions named, channels linked), the member's direct messages with the bot
// (a close's summary, its buttons and the form they open working as in a channel), Discord's join line in
// the system channel, the member list with each member's roles, and a channel of 100 messages within
// 20 KB brotli.
import { brotliCompressSync } from 'node:zlib';
import t from 'tap';
import { setMemberRole } from '../../server/stand-in/state/members.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { playing, visitor } from '../helpers/demo-visitor.js';
import { act, botRest } from '../helpers/stand-in.js';

const G = IDS.demoGuild;
const C = IDS.ticketChannel;
const WELCOME = '130000000000000002';

const lastInteraction = (world: {
  interactions: Map<string, { id: string; token: string; type: number; payload: Record<string, unknown> }>;
}) => [...world.interactions.values()].at(-1)!;

t.test('Markdown renders as Discord does, through the transcripts’ renderer', async (t) => {
  const { app } = await startStandIn(t);
  const newcomer = await playing(app, USERS.newcomer);
  const sent = await newcomer.post(`/demo/channels/${C}/messages`, {
    content: '**Befehle** und *kursiv* __unter__ ~~weg~~ `code` ||geheim|| <#130000000000000003>\n> zitiert',
  });
  t.equal(sent.statusCode, 303);
  const page = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(
    page,
    '<div class="demo-text"><strong>Befehle</strong> und <em>kursiv</em> <u>unter</u> <s>weg</s> <code>code</code> <span class="md-spoiler" tabindex="0" title="Spoiler">geheim</span> <a class="md-mention" href="/demo/channels/130000000000000003">#regeln</a>',
  );
  t.match(page, '<blockquote class="md-quote">zitiert</blockquote></div>');
  t.notMatch(page, '**Befehle**', 'no asterisks left');
});

t.test('the member’s direct messages: the bot’s summary, its buttons and the form they open', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const dm = (await call('POST', '/users/@me/channels', { recipient_id: USERS.newcomer })).body;
  const summary = await call('POST', `/channels/${dm.id}/messages`, {
    content: '**Dein Ticket #7 auf Demo Guild wurde geschlossen.**\nGeschlossen: <t:1700000000:f>',
    components: [
      {
        type: 1,
        components: [1, 2].map((rating) => ({
          type: 2,
          style: 2,
          label: String(rating),
          emoji: { name: '⭐' },
          custom_id: `rate:${rating}`,
        })),
      },
    ],
  });
  t.equal(summary.status, 200);
  const newcomer = await playing(app, USERS.newcomer);
  const channelPage = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(channelPage, '<ul><li><a href="/demo/dms">Direktnachrichten</a></li></ul>', 'listed above the server');
  const page = (await newcomer.get('/demo/dms')).body;
  t.match(page, '<title>Direktnachrichten – Demo-Discord</title>');
  t.match(page, '<a href="/demo/dms" aria-current="page">Direktnachrichten</a>');
  t.match(page, '<h1>Direktnachrichten</h1>');
  t.match(page, '<div class="demo-text"><strong>Dein Ticket #7 auf Demo Guild wurde geschlossen.</strong>');
  t.match(
    page,
    /Geschlossen: <time datetime="2023-11-14T22:13:20.000Z">[^<]*22:13[^<]*UTC<\/time>/i,
    '<t:…> in UTC, named',
  );
  t.match(page, '<form class="demo-row" action="/demo/dms/components" method="post">');
  t.match(page, '<button type="submit" value="rate:2" class="button" name="customId">⭐ 2</button>');
  t.notMatch(page, 'demo-composer', 'the bot takes no direct messages: nothing to write with');

  const clicked = await newcomer.post('/demo/dms/components', { messageId: summary.body.id, customId: 'rate:2' });
  t.equal(clicked.statusCode, 303);
  t.equal(clicked.headers.location, '/demo/dms');
  const interaction = lastInteraction(world);
  t.match(interaction, {
    type: 3,
    payload: { channel_id: dm.id, user: { id: USERS.newcomer }, data: { custom_id: 'rate:2', component_type: 2 } },
  });
  t.notOk('guild_id' in interaction.payload, 'a direct message has no guild');
  t.match((await newcomer.get('/demo/dms')).body, '<noscript><meta http-equiv="refresh" content="2"/></noscript>');

  await call('POST', `/interactions/${interaction.id}/${interaction.token}/callback`, {
    type: 9,
    data: {
      custom_id: 'rate-form:2',
      title: 'Ticket #7 bewerten',
      components: [{ type: 1, components: [{ type: 4, custom_id: 'feedback', label: 'Kommentar', style: 2 }] }],
    },
  });
  const form = (await newcomer.get('/demo/dms')).body;
  t.match(form, '<h2 id="demo-modal-title">Ticket #7 bewerten</h2>');
  t.match(form, '<form class="demo-fields" action="/demo/dms/modal" method="post">');
  const submitted = await newcomer.post('/demo/dms/modal', { customId: 'rate-form:2', 'field.feedback': 'Schnell' });
  t.equal(submitted.statusCode, 303);
  t.match(lastInteraction(world), {
    type: 5,
    payload: { channel_id: dm.id, data: { custom_id: 'rate-form:2' } },
  });

  const moderator = await playing(app, USERS.moderator);
  const none = await moderator.get('/demo/dms');
  t.match(
    none.body,
    'Noch keine Direktnachrichten. Der Bot schreibt dir hier, zum Beispiel wenn dein Ticket geschlossen wird.',
  );
  t.notMatch(none.body, 'Dein Ticket #7', 'each member sees their own');
  t.equal(
    (await moderator.post('/demo/dms/components', { messageId: summary.body.id, customId: 'rate:2' })).statusCode,
    404,
  );
  t.equal((await newcomer.post('/demo/dms/nothing', {})).statusCode, 404);
  t.equal((await newcomer.post('/demo/dms/components', { customId: 'rate:2' })).statusCode, 400);
  t.equal((await visitor(app).get('/demo/dms')).headers.location, '/demo', 'nobody played: choose first');
});

t.test('joining: Discord’s join line in the system channel; the member list with each member’s roles', async (t) => {
  const { app, world } = await startStandIn(t);
  const browser = visitor(app);
  await browser.get('/demo');
  const joined = await browser.post('/demo/join', { username: 'neu.ling' });
  t.equal(joined.headers.location, `/demo/channels/${WELCOME}`);
  const page = (await browser.get(joined.headers.location!)).body;
  t.match(
    page,
    '<li class="demo-message demo-message--system"><p class="demo-message__small"><span aria-hidden="true">→ </span>Schön, dass du da bist, neu.ling.</p></li>',
  );
  t.match(page, '<h2 id="demo-members" class="demo-nav__category">Mitglieder – 12</h2>');
  t.match(
    page,
    '<li><strong>Mia | Mod</strong><ul class="demo-roles" aria-label="Rollen von Mia | Mod"><li>Moderator</li><li>Mitglied</li></ul></li>',
    'highest role first',
  );
  t.match(
    page,
    '<li><strong>Guildhall Bot</strong><span class="demo-badge">BOT</span><ul class="demo-roles" aria-label="Rollen von Guildhall Bot"><li>Guildhall</li></ul></li>',
  );
  t.match(page, '<li><strong>neu.ling</strong></li>', 'no roles yet');
  const guild = world.guilds.get(G)!;
  const member = guild.members.find((entry) => world.users.get(entry.userId)?.username === 'neu.ling')!;
  setMemberRole(world, guild, member, IDS.memberRole, true);
  t.match(
    (await browser.get(joined.headers.location!)).body,
    '<li><strong>neu.ling</strong><ul class="demo-roles" aria-label="Rollen von neu.ling"><li>Mitglied</li></ul></li>',
    'an auto role shows as soon as it is given',
  );
  const pending = await act(app, 'POST', '/members', { guildId: G, username: 'wartet.noch', pending: true });
  t.equal(pending.status, 201);
  const lines = (await browser.get(joined.headers.location!)).body.split('Schön, dass du da bist').length - 1;
  t.equal(lines, 1, 'no line for a member before screening lets them in');
});

/** Words that differ from message to message (a fixed sequence), so brotli finds no more repetition than in a real channel. */
let seed = 7;
const words = (count: number) =>
  Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed.toString(36).slice(0, 3 + (seed % 6));
  }).join(' ');

t.test('a channel of 100 messages stays within 20 KB brotli', async (t) => {
  const { app } = await startStandIn(t);
  const authors = [USERS.newcomer, USERS.moderator, USERS.owner, USERS.lena, USERS.max];
  for (let index = 0; index < 100; index += 1) {
    const posted = await act(app, 'POST', '/messages', {
      guildId: G,
      channelId: C,
      userId: authors[index % authors.length],
      content: `Nachricht ${index}: **${words(3)}** für <@${USERS.moderator}> in <#${WELCOME}>, mit \`${words(1)}\` und ${words(20)}.`,
    });
    t.equal(posted.status, 201, `message ${index}`);
  }
  const newcomer = await playing(app, USERS.newcomer);
  const page = await newcomer.get(`/demo/channels/${C}`);
  t.match(page.body, /Nachricht 99: <strong>[\w ]+<\/strong>/);
  const bytes = brotliCompressSync(Buffer.from(page.body)).length;
  t.ok(bytes <= 20 * 1024, `${bytes} bytes brotli`);
});
