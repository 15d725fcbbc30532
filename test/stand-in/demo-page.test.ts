// The Demo-Discord page plays members through the act API's own functions: choosing (or joining as) a
// member, the channels their overwrites let them see (a channel's topic under its name), writing,
// clicking the bot's buttons and selects, filling a modal the bot showed, running a slash command with a
// subcommand's options (each choice in the member's language; the bot's choices for one that
// autocompletes in a select), sending a file with a message (a multipart form, where the member may
// attach files), and refusing bad forms with a German page (a refused message keeps its text). Each
// action is a form answered with 303 back to the channel.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { UPLOAD_LIMITS } from '../../server/stand-in/act/messages.js';
import { BODY_LIMITS } from '../../server/stand-in/caps.js';
import { picturePng } from '../../server/stand-in/images.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { createChannel } from '../../server/stand-in/state/channels.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { playing, visitor } from '../helpers/demo-visitor.js';
import { botRest, recordEvents, withAutocompleteCommand, withTicketCommands } from '../helpers/stand-in.js';

const G = IDS.demoGuild;
const C = IDS.ticketChannel;
const WELCOME = '130000000000000002';

const lastInteraction = (world: { interactions: Map<string, { type: number; payload: Record<string, unknown> }> }) =>
  [...world.interactions.values()].at(-1)!;

t.test('choosing a member: the human members of Demo Guild, cookies, and who counts as chosen', async (t) => {
  const { app } = await startStandIn(t);
  const browser = visitor(app);
  const page = await browser.get('/demo');
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-type'], /^text\/html/);
  t.match(page.body, '<h1>Wen spielst du?</h1>');
  t.match(page.body, '<p>Wähle ein Mitglied von „Demo Guild“: schreibe in Kanälen');
  t.match(
    page.body,
    `<button type="submit" value="${USERS.moderator}" class="demo-member" name="member"><span class="demo-avatar" aria-hidden="true">M</span><span><strong>Mia | Mod</strong>`,
    'the nickname, and its initial as the avatar',
  );
  t.match(page.body, '<strong>Demo Owner</strong>');
  t.match(page.body, '<strong>demo-newcomer</strong>', 'no display name: the username');
  t.notMatch(page.body, 'Guildhall Bot', 'bots are not played');
  t.notMatch(page.body, 'Carl-bot');
  t.match(page.headers['set-cookie'], /^demo_form=[\w-]{32}; Max-Age=\d+; Path=\/demo; HttpOnly; SameSite=Lax$/);

  const chosen = await browser.post('/demo/member', { member: USERS.newcomer });
  t.equal(chosen.statusCode, 303);
  t.equal(chosen.headers.location, `/demo/channels/${WELCOME}`, 'the first text channel they see');
  t.match(chosen.headers['set-cookie'], `demo_member=${USERS.newcomer}; Max-Age=`);
  t.match(chosen.headers['set-cookie'], /; Path=\/demo; HttpOnly; SameSite=Lax$/);
  t.match((await browser.get('/demo')).body, 'Du spielst demo-newcomer.');

  const forged = visitor(app);
  t.equal(
    (await forged.get(`/demo/channels/${WELCOME}`)).headers.location,
    `/demo?channel=${WELCOME}`,
    'nobody chosen: choose first, then back to the channel',
  );
  forged.jar.store(`demo_member=${IDS.bot}`);
  t.equal(
    (await forged.get(`/demo/channels/${WELCOME}`)).headers.location,
    `/demo?channel=${WELCOME}`,
    'a bot is not played',
  );
  forged.jar.store('demo_member=x');
  t.equal(
    (await forged.get(`/demo/channels/${WELCOME}`)).headers.location,
    `/demo?channel=${WELCOME}`,
    'a malformed id is none',
  );
  forged.jar.store('demo_member=299999999999999999');
  t.equal(
    (await forged.get(`/demo/channels/${WELCOME}`)).headers.location,
    `/demo?channel=${WELCOME}`,
    'an unknown id is none',
  );
  const asked = await forged.get(`/demo?channel=${C}`);
  t.match(asked.body, `<input type="hidden" name="channel" value="${C}"/>`);
  const there = await forged.post('/demo/member', { member: USERS.moderator, channel: C });
  t.equal(there.headers.location, `/demo/channels/${C}`, 'the chosen member goes to the channel asked for');
  const notSeen = await forged.post('/demo/member', { member: USERS.moderator, channel: '130000000000000008' });
  t.equal(notSeen.headers.location, `/demo/channels/${WELCOME}`, 'or to the first they may open');

  const stranger = await browser.post('/demo/member', { member: USERS.newcomer }, 'a'.repeat(32));
  t.equal(stranger.statusCode, 403, 'a form without the cookie’s token is refused');
  t.match(stranger.body, 'Das Formular ist abgelaufen. Lade die Seite neu und versuche es noch einmal.');
  const consent = await app.inject(
    `/oauth2/authorize?${new URLSearchParams({ response_type: 'code', client_id: DEMO_APPLICATION.clientId, redirect_uri: 'https://dash.example.test/auth/callback', scope: 'identify' })}`,
  );
  t.match(consent.body, '<a href="/demo">Demo-Discord: Mitglieder spielen</a>', 'the sign-in page leads here');
  const bot = await browser.post('/demo/member', { member: IDS.bot });
  t.equal(bot.statusCode, 400);
  t.match(bot.body, '<p>Das Formular ist unvollständig oder fehlerhaft.</p>');
});

t.test('joining as a new member: a GUILD_MEMBER_ADD, and the new member is played', async (t) => {
  const { app, world } = await startStandIn(t);
  const events = recordEvents(t, world);
  const browser = visitor(app);
  await browser.get('/demo');
  const joined = await browser.post('/demo/join', { username: 'neu.ling' });
  t.equal(joined.statusCode, 303);
  const user = [...world.users.values()].find((entry) => entry.username === 'neu.ling')!;
  t.ok(world.guilds.get(G)!.members.some((member) => member.userId === user.id));
  t.same(
    events.map((event) => event.t),
    ['GUILD_MEMBER_ADD', 'MESSAGE_CREATE'],
    'Discord’s join line follows',
  );
  t.equal(browser.cookie('demo_member'), user.id);
  t.match((await browser.get(joined.headers.location!)).body, 'Du spielst neu.ling.');
  const bad = await browser.post('/demo/join', { username: 'Nicht Erlaubt' });
  t.equal(bad.statusCode, 400);
  t.match(bad.body, '<h1>Das ging nicht</h1><p>Benutzernamen haben 2 bis 32 Zeichen: a–z, 0–9, _ und .</p>');
  t.match(bad.body, '<a href="/demo">Zurück</a>');
  world.settings.caps.members = world.users.size;
  const full = await browser.post('/demo/join', { username: 'noch.jemand' });
  t.equal(full.statusCode, 507, 'past the cap on people (caps.ts)');
  t.match(
    full.body,
    `<h1>Das ging nicht</h1><p>Die Demo kennt schon ${world.users.size} Personen, so viele, wie sie behält. Spiele ein Mitglied, das schon da ist, oder starte die Demo neu.</p>`,
  );
  t.notOk(
    [...world.users.values()].some((entry) => entry.username === 'noch.jemand'),
    'nobody joined',
  );
});

t.test(
  'the channel list follows the overwrites: a channel only @everyone is denied and one member allowed',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const guild = world.guilds.get(G)!;
    const secret = createChannel(world, guild, 0, 'geheim', {
      parentId: '130000000000000005',
      overwrites: [
        { id: G, type: 0, allow: 0n, deny: P.ViewChannel },
        { id: USERS.newcomer, type: 1, allow: P.ViewChannel, deny: 0n },
      ],
    });
    const newcomer = await playing(app, USERS.newcomer);
    const page = (await newcomer.get(`/demo/channels/${C}`)).body;
    t.match(
      page,
      '<h2 class="demo-nav__category">Support</h2><ul><li><a href="/demo/channels/130000000000000006" aria-current="page">#tickets</a></li>',
    );
    t.match(page, `<a href="/demo/channels/${secret.id}">#geheim</a>`, 'allowed for the member');
    t.match(page, '<li><span class="demo-message__small">Lounge</span></li>', 'a voice channel is listed, not linked');
    t.equal((await newcomer.get(`/demo/channels/${secret.id}`)).statusCode, 200);

    const moderator = await playing(app, USERS.moderator);
    t.notMatch((await moderator.get(`/demo/channels/${C}`)).body, '#geheim', 'denied to @everyone');
    const hidden = await moderator.get(`/demo/channels/${secret.id}`);
    t.equal(hidden.statusCode, 303, 'a channel the member cannot see: the server’s first channel instead');
    t.equal(hidden.headers.location, '/demo/channels/130000000000000002?gone=1');
    t.match(
      (await moderator.get('/demo/channels/130000000000000002?gone=1')).body,
      '<p class="demo-notice" role="status">Den Kanal, den du öffnen wolltest, gibt es nicht mehr (oder du siehst ihn nicht): Hier ist der erste Kanal des Servers.</p>',
    );
    const write = await moderator.post(`/demo/channels/${secret.id}/messages`, { content: 'Hallo?' });
    t.equal(write.statusCode, 404, 'nor can they write there');
    const owner = await playing(app, USERS.owner);
    t.match((await owner.get(`/demo/channels/${C}`)).body, '#geheim', 'the owner sees every channel');
    t.equal((await newcomer.get('/demo/channels/130000000000000008')).statusCode, 303, 'a voice channel is not opened');
  },
);

t.test('writing: the message is posted (and dispatched), mentions are named, bad input is refused', async (t) => {
  const { app, world } = await startStandIn(t);
  const events = recordEvents(t, world);
  const newcomer = await playing(app, USERS.newcomer);
  const sent = await newcomer.post(`/demo/channels/${C}/messages`, {
    content: `  Hallo <@${USERS.moderator}> in <#${WELCOME}>, <@&${IDS.supportRole}> <b>fett</b>  `,
  });
  t.equal(sent.statusCode, 303);
  t.equal(sent.headers.location, `/demo/channels/${C}`);
  const message = world.messages.at(-1)!;
  t.match(message, {
    channelId: C,
    authorId: USERS.newcomer,
    content: `Hallo <@${USERS.moderator}> in <#${WELCOME}>, <@&${IDS.supportRole}> <b>fett</b>`,
  });
  t.same(
    events.map((event) => event.t),
    ['MESSAGE_CREATE'],
  );
  const page = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(
    page,
    `<div class="demo-text">Hallo <span class="md-mention"><bdi>@Mia | Mod</bdi></span> in <a class="md-mention" href="/demo/channels/${WELCOME}">#willkommen</a>, <span class="md-mention" title="Rolle ${IDS.supportRole}">@Support</span> &lt;b&gt;fett&lt;/b&gt;</div>`,
    'a channel the guild has is a link to its page',
  );
  await newcomer.post(`/demo/channels/${C}/messages`, {
    content: 'Weg: <#130000000000009999> <@&110000000000009999> <@200000000000009999>',
  });
  t.match(
    (await newcomer.get(`/demo/channels/${C}`)).body,
    '<div class="demo-text">Weg: <span class="md-mention" title="Kanal 130000000000009999">#deleted-channel</span> <span class="md-mention" title="Rolle 110000000000009999">@deleted-role</span> <span class="md-mention"><bdi>@unknown-user</bdi></span></div>',
    'what the guild no longer has is named as Discord names it',
  );
  t.match(page, '<textarea name="content" rows="2" required="" maxLength="4000" aria-label="Nachricht an #tickets"');
  const empty = await newcomer.post(`/demo/channels/${C}/messages`, { content: '   ' });
  t.equal(empty.statusCode, 400);
  t.match(empty.body, '<p>Die Nachricht ist leer.</p>');
  t.match(empty.body, `<a href="/demo/channels/${C}">Zurück</a>`);
  const long = await newcomer.post(`/demo/channels/${C}/messages`, { content: 'x'.repeat(4001) });
  t.equal(long.statusCode, 400);
  t.match(long.body, 'Die Nachricht ist zu lang: höchstens 4000 Zeichen.');
  const unknown = await newcomer.post(`/demo/channels/${C}/nothing`, {});
  t.equal(unknown.statusCode, 404);
  t.equal(world.messages.length, 2, 'the two messages sent, nothing else');
});

/** The bot's message in #tickets with buttons (one disabled, one a link) and two selects. */
const PANEL = {
  content: 'Wähle, was du brauchst.',
  embeds: [
    { title: 'Support', description: `Frag <@${USERS.moderator}>`, fields: [{ name: 'Zeiten', value: '9–17 Uhr' }] },
  ],
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'Ticket öffnen', custom_id: 'ticket:open' },
        { type: 2, style: 4, label: 'Aus', custom_id: 'off', disabled: true },
        { type: 2, style: 5, label: 'Hilfe', url: 'https://example.com/hilfe' },
      ],
    },
    {
      type: 1,
      components: [
        {
          type: 3,
          custom_id: 'kategorie',
          placeholder: 'Kategorie wählen',
          options: [
            { label: 'Support', value: '1' },
            { label: 'Bewerbung', value: '2' },
          ],
        },
      ],
    },
    { type: 1, components: [{ type: 6, custom_id: 'rollen', max_values: 2 }] },
  ],
};

t.test('the bot’s buttons and selects are forms: a click is a type-3 interaction with its custom_id', async (t) => {
  const { app, world } = await startStandIn(t);
  const posted = await botRest(app)('POST', `/channels/${C}/messages`, PANEL);
  const messageId = posted.body.id;
  const newcomer = await playing(app, USERS.newcomer);
  const page = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(page, '<strong>Guildhall Bot</strong><span class="demo-badge">BOT</span>');
  t.match(
    page,
    '<div class="demo-embed"><p class="demo-embed__title">Support</p><div class="demo-text">Frag <span class="md-mention"><bdi>@Mia | Mod</bdi></span></div><dl class="demo-embed__fields"><div><dt>Zeiten</dt><dd class="demo-text">9–17 Uhr</dd></div></dl></div>',
  );
  t.match(page, `<form class="demo-row" action="/demo/channels/${C}/components" method="post">`);
  t.match(page, `<input type="hidden" name="messageId" value="${messageId}"/>`);
  t.match(
    page,
    '<button type="submit" value="ticket:open" class="button button--primary" name="customId">Ticket öffnen</button>',
  );
  t.match(
    page,
    '<button type="submit" value="off" class="button button--danger" disabled="" name="customId">Aus</button>',
  );
  t.match(page, '<a class="button" href="https://example.com/hilfe" rel="noreferrer">Hilfe</a>');
  t.match(
    page,
    '<select name="values" aria-label="Kategorie wählen"><option value="1">Support</option><option value="2">Bewerbung</option></select>',
  );
  t.match(
    page,
    '<select name="values" multiple="" aria-label="Auswählen"><option value="110000000000000001">@Gründer</option>',
  );

  const clicked = await newcomer.post(`/demo/channels/${C}/components`, { messageId, customId: 'ticket:open' });
  t.equal(clicked.statusCode, 303);
  t.equal(clicked.headers.location, `/demo/channels/${C}`);
  t.match(lastInteraction(world), {
    type: 3,
    payload: { data: { custom_id: 'ticket:open', component_type: 2 }, member: { user: { id: USERS.newcomer } } },
  });
  const waiting = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(
    waiting,
    '<noscript><meta http-equiv="refresh" content="2"/></noscript>',
    'without JavaScript the page looks again while the bot owes an answer (with it, the follow island does)',
  );
  t.match(waiting, '<p class="demo-message__small" role="status">Der Bot hat noch nicht geantwortet.</p>');

  await newcomer.post(`/demo/channels/${C}/components`, { messageId, customId: 'kategorie', select: '1', values: '2' });
  t.match(lastInteraction(world), {
    type: 3,
    payload: { data: { custom_id: 'kategorie', component_type: 3, values: ['2'] } },
  });
  await newcomer.post(`/demo/channels/${C}/components`, {
    messageId,
    customId: 'rollen',
    select: '1',
    values: [IDS.supportRole, IDS.vipRole],
  });
  t.match(lastInteraction(world), {
    payload: { data: { custom_id: 'rollen', values: [IDS.supportRole, IDS.vipRole], resolved: { roles: {} } } },
  });

  const disabled = await newcomer.post(`/demo/channels/${C}/components`, { messageId, customId: 'off' });
  t.equal(disabled.statusCode, 400);
  t.match(
    disabled.body,
    '<p>Discord (Demo) hat abgelehnt:</p><p><code>The component &quot;off&quot; is disabled</code></p>',
  );
  const stray = await newcomer.post(`/demo/channels/${C}/components`, {
    messageId,
    customId: 'kategorie',
    select: '1',
    values: '9',
  });
  t.equal(stray.statusCode, 400);
  t.match(stray.body, 'The select offers no value &quot;9&quot;');
  const nothing = await newcomer.post(`/demo/channels/${C}/components`, { customId: 'ticket:open' });
  t.equal(nothing.statusCode, 400);
  t.match(nothing.body, 'Das Formular ist unvollständig oder fehlerhaft.');
});

t.test('a modal the bot showed is a form; sending it is a type-5 interaction with the values', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const messageId = (await call('POST', `/channels/${C}/messages`, PANEL)).body.id;
  const newcomer = await playing(app, USERS.newcomer);
  await newcomer.post(`/demo/channels/${C}/components`, { messageId, customId: 'ticket:open' });
  const clicked = lastInteraction(world) as unknown as { id: string; token: string };
  await call('POST', `/interactions/${clicked.id}/${clicked.token}/callback`, {
    type: 9,
    data: {
      custom_id: 'ticket:open-form',
      title: 'Ticket öffnen',
      components: [
        {
          type: 1,
          components: [
            { type: 4, custom_id: 'reason', label: 'Grund (optional)', style: 2, required: false, max_length: 500 },
          ],
        },
        {
          type: 18,
          label: 'Betreff',
          component: { type: 4, custom_id: 'subject', style: 1, min_length: 3, max_length: 40 },
        },
      ],
    },
  });
  const page = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.notMatch(page, 'http-equiv="refresh"', 'answered: nothing to wait for');
  t.match(
    page,
    '<section class="demo-panel demo-modal" role="dialog" aria-labelledby="demo-modal-title"><h2 id="demo-modal-title">Ticket öffnen</h2>',
  );
  t.match(page, `<form class="demo-fields" action="/demo/channels/${C}/modal" method="post">`);
  t.match(page, '<input type="hidden" name="customId" value="ticket:open-form"/>');
  t.match(
    page,
    '<label for="demo-field-reason">Grund (optional)</label><textarea rows="4" id="demo-field-reason" name="field.reason" maxLength="500"></textarea>',
  );
  t.match(
    page,
    '<label for="demo-field-subject">Betreff</label><input type="text" id="demo-field-subject" required="" minLength="3" maxLength="40" name="field.subject"/>',
  );
  const moderator = await playing(app, USERS.moderator);
  t.notMatch((await moderator.get(`/demo/channels/${C}`)).body, 'demo-modal', 'shown to the member only');

  const tooShort = await newcomer.post(`/demo/channels/${C}/modal`, {
    customId: 'ticket:open-form',
    'field.subject': 'ab',
  });
  t.equal(tooShort.statusCode, 400);
  t.match(tooShort.body, '<code>The field subject takes 3 to 40 characters</code>');
  const sent = await newcomer.post(`/demo/channels/${C}/modal`, {
    customId: 'ticket:open-form',
    'field.reason': 'Mein Drucker brennt',
    'field.subject': 'Drucker',
  });
  t.equal(sent.statusCode, 303);
  t.match(lastInteraction(world), {
    type: 5,
    payload: {
      data: {
        custom_id: 'ticket:open-form',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'reason', value: 'Mein Drucker brennt' }] },
          { type: 18, component: { type: 4, custom_id: 'subject', value: 'Drucker' } },
        ],
      },
      message: { id: messageId },
    },
  });
  t.notMatch((await newcomer.get(`/demo/channels/${C}`)).body, 'demo-modal', 'sent: the modal is gone');

  // Shown again, then closed without sending.
  await newcomer.post(`/demo/channels/${C}/components`, { messageId, customId: 'ticket:open' });
  const again = lastInteraction(world) as unknown as { id: string; token: string };
  await call('POST', `/interactions/${again.id}/${again.token}/callback`, {
    type: 9,
    data: {
      custom_id: 'x',
      title: 'Nochmal',
      components: [{ type: 1, components: [{ type: 4, custom_id: 'a', label: 'A', style: 1 }] }],
    },
  });
  t.match((await newcomer.get(`/demo/channels/${C}`)).body, '<h2 id="demo-modal-title">Nochmal</h2>');
  t.equal((await newcomer.post(`/demo/channels/${C}/close-modal`, { interactionId: again.id })).statusCode, 303);
  t.notMatch((await newcomer.get(`/demo/channels/${C}`)).body, 'demo-modal', 'closed');
  t.equal((await moderator.post(`/demo/channels/${C}/close-modal`, { interactionId: again.id })).statusCode, 400);
});

t.test('a slash command from the form: the path first, then its options; a type-2 interaction, nested', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withTicketCommands(app);
  const newcomer = await playing(app, USERS.newcomer);
  const first = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(
    first,
    `<form class="demo-row" action="/demo/channels/${C}" method="get"><select name="command" aria-label="Befehl"><option value="ticket admin add">/ticket admin add</option><option value="ticket open">/ticket open</option></select><button type="submit" class="button">Weiter</button></form>`,
    'every path the member may use (not /setup, which is for administrators)',
  );
  t.match(
    (await (await playing(app, USERS.owner)).get(`/demo/channels/${C}`)).body,
    '<option value="setup">/setup</option>',
  );
  const second = (await newcomer.get(`/demo/channels/${C}?command=ticket%20open`)).body;
  t.match(second, '<option value="ticket open" selected="">/ticket open</option>');
  t.match(second, '<input type="hidden" name="command" value="ticket open"/><h3>/ticket open</h3>');
  t.match(
    second,
    '<label for="demo-option-thema">thema *</label><span class="demo-message__small">Worum geht es?</span><input id="demo-option-thema" type="text" required="" maxLength="20" name="option.thema"/>',
  );
  t.match(
    second,
    '<select id="demo-option-dringlichkeit" name="option.dringlichkeit"><option value="">(nichts)</option><option value="1">1</option><option value="2">2</option><option value="3">3</option></select>',
  );
  t.match(
    second,
    '<select id="demo-option-für" name="option.für"><option value="">(nichts)</option><option value="200000000000000001">@Demo Owner</option>',
  );
  t.match(second, '<button type="submit" class="button button--primary">Ausführen</button>');

  const run = await newcomer.post(`/demo/channels/${C}/commands`, {
    command: 'ticket open',
    'option.thema': 'Drucker',
    'option.dringlichkeit': '2',
    'option.für': USERS.moderator,
  });
  t.equal(run.statusCode, 303);
  const interaction = lastInteraction(world) as unknown as { id: string; token: string; type: number; payload: object };
  t.match(interaction, {
    type: 2,
    payload: {
      channel_id: C,
      locale: 'de',
      data: {
        name: 'ticket',
        options: [
          {
            name: 'open',
            type: 1,
            options: [
              { name: 'thema', type: 3, value: 'Drucker' },
              { name: 'dringlichkeit', type: 4, value: 2 },
              { name: 'für', type: 6, value: USERS.moderator },
            ],
          },
        ],
        resolved: { users: { [USERS.moderator]: { id: USERS.moderator } } },
      },
    },
  });
  await call('POST', `/interactions/${interaction.id}/${interaction.token}/callback`, {
    type: 4,
    data: { content: `Dein Ticket ist offen: <#${WELCOME}>`, flags: 64 },
  });
  const answered = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(
    answered,
    '<li class="demo-message demo-message--own"><p class="demo-message__small">demo-newcomer hat /ticket open benutzt</p>',
  );
  t.match(
    answered,
    `<span class="demo-message__small">Nur für dich sichtbar</span></p><div class="demo-text">Dein Ticket ist offen: <a class="md-mention" href="/demo/channels/${WELCOME}">#willkommen</a></div>`,
  );
  t.notMatch(
    (await (await playing(app, USERS.moderator)).get(`/demo/channels/${C}`)).body,
    'Dein Ticket ist offen',
    'ephemeral: for the member only',
  );

  const notANumber = await newcomer.post(`/demo/channels/${C}/commands`, {
    command: 'ticket open',
    'option.thema': 'Drucker',
    'option.dringlichkeit': 'zwei',
  });
  t.equal(notANumber.statusCode, 400);
  t.match(notANumber.body, '<p>„dringlichkeit“ muss eine Zahl sein.</p>');
  const missing = await newcomer.post(`/demo/channels/${C}/commands`, { command: 'ticket open' });
  t.equal(missing.statusCode, 400);
  t.match(missing.body, '<p>Discord (Demo) hat abgelehnt:</p><p><code>/ticket open needs option thema</code></p>');
  const admin = await newcomer.post(`/demo/channels/${C}/commands`, { command: 'setup' });
  t.equal(admin.statusCode, 403);
  t.match(admin.body, '<code>demo-newcomer may not use /setup</code>');
  const unknown = await newcomer.post(`/demo/channels/${C}/commands`, { command: 'ticket fly' });
  t.equal(unknown.statusCode, 404);
  t.match(unknown.body, '<code>/ticket has no subcommand fly</code>');
});

t.test('an option that autocompletes: the form offers the bot’s choices in a select, or a text field', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withAutocompleteCommand(app);
  const newcomer = await playing(app, USERS.newcomer);
  // The bot's part: answer the page's autocomplete interaction with two categories.
  const answering = (async () => {
    let asked: { id: string; token: string; payload: Record<string, unknown> } | undefined;
    while (!asked) {
      asked = [...world.interactions.values()].find((entry) => entry.type === 4);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const choices = [
      { name: 'Technik', value: '7' },
      { name: 'Meldungen', value: '9' },
    ];
    await call('POST', `/interactions/${asked.id}/${asked.token}/callback`, { type: 8, data: { choices } });
    return asked.payload;
  })();
  const page = (await newcomer.get(`/demo/channels/${C}?command=ticket%20open`)).body;
  t.match(await answering, {
    type: 4,
    locale: 'de',
    data: { name: 'ticket', options: [{ name: 'open', options: [{ name: 'kategorie', value: '', focused: true }] }] },
  });
  t.match(
    page,
    '<select id="demo-option-kategorie" name="option.kategorie"><option value="">(nichts)</option><option value="7">Technik</option><option value="9">Meldungen</option></select>',
  );
  t.notMatch(page, 'role="status"', 'the choices are no answer the page waits for');

  const run = await newcomer.post(`/demo/channels/${C}/commands`, {
    command: 'ticket open',
    'option.kategorie': '9',
    'option.grund': 'Spam',
  });
  t.equal(run.statusCode, 303);
  t.match(lastInteraction(world), {
    type: 2,
    payload: {
      data: {
        options: [
          {
            name: 'open',
            options: [
              { name: 'kategorie', type: 3, value: '9' },
              { name: 'grund', type: 3, value: 'Spam' },
            ],
          },
        ],
      },
    },
  });

  const unanswered = (await newcomer.get(`/demo/channels/${C}?command=ticket%20open`)).body;
  t.match(unanswered, /<input id="demo-option-kategorie" type="text"[^>]*name="option.kategorie"\/>/);
  t.notMatch(unanswered, 'id="demo-option-kategorie" name', 'no bot answered in time: a text field');
});

t.test('a channel’s topic shows under its name, as Discord’s header shows it', async (t) => {
  const { app, world } = await startStandIn(t);
  const newcomer = await playing(app, USERS.newcomer);
  const head = `<h1>#willkommen</h1><a href="/demo/channels/${WELCOME}">Aktualisieren</a></div>`;
  t.match((await newcomer.get(`/demo/channels/${WELCOME}`)).body, `${head}<div id="demo-live"`, 'none without a topic');
  world.guilds.get(G)!.channels.find((channel) => channel.id === WELCOME)!.topic = 'Priorität: Hoch';
  t.match(
    (await newcomer.get(`/demo/channels/${WELCOME}`)).body,
    `${head}<p class="demo-message__small">Priorität: Hoch</p>`,
  );
});

t.test('an option’s choices read in the member’s language, as Discord’s client shows them', async (t) => {
  const { app } = await startStandIn(t);
  const registered = await botRest(app)('PUT', `/applications/${DEMO_APPLICATION.clientId}/guilds/${G}/commands`, [
    {
      name: 'priority',
      description: 'Priority',
      options: [
        {
          type: 3,
          name: 'level',
          description: 'How urgent',
          required: true,
          choices: [
            { name: 'High', name_localizations: { de: 'Hoch', 'en-US': 'High' }, value: 'high' },
            { name: 'Low', value: 'low' },
          ],
        },
      ],
    },
  ]);
  t.equal(registered.status, 200, JSON.stringify(registered.body));
  const page = (await (await playing(app, USERS.newcomer)).get(`/demo/channels/${C}?command=priority`)).body;
  t.match(
    page,
    '<option value="high">Hoch</option><option value="low">Low</option></select>',
    'the German name where there is one, else the choice’s own',
  );
});

t.test(
  'a file with a message: a multipart form where the member may attach files, kept as the act API keeps it',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const events = recordEvents(t, world);
    const png = picturePng('beweis.png');
    const owner = await playing(app, USERS.owner);
    const page = (await owner.get(`/demo/channels/${C}`)).body;
    t.match(
      page,
      `<form class="demo-composer" action="/demo/channels/${C}/messages" encType="multipart/form-data" method="post">`,
    );
    t.match(
      page,
      '<textarea name="content" rows="2" maxLength="4000" aria-label="Nachricht an #tickets" placeholder="Nachricht an #tickets"></textarea><label class="demo-attach"><span class="demo-message__small">Datei anhängen (höchstens 10 MB)</span><input type="file" name="file"/></label>',
      'with a file input the text may stay empty',
    );
    const sent = await owner.postFiles(
      `/demo/channels/${C}/messages`,
      { content: '  So sieht es aus:  ' },
      {
        name: 'mein beweis.png',
        data: png,
      },
    );
    t.equal(sent.statusCode, 303);
    t.equal(sent.headers.location, `/demo/channels/${C}`);
    const message = world.messages.at(-1)!;
    t.match(message, { channelId: C, authorId: USERS.owner, content: 'So sieht es aus:' });
    t.match(message.attachments, [
      { filename: 'mein_beweis.png', contentType: 'image/png', width: 320, height: 180, size: png.length },
    ]);
    t.same(message.attachments[0]!.data, png, 'the bytes sent');
    t.same(
      events.map((event) => event.t),
      ['MESSAGE_CREATE'],
    );
    const shown = (await owner.get(`/demo/channels/${C}`)).body;
    t.match(
      shown,
      new RegExp(
        `<img src="/cdn/attachments/${C}/${message.attachments[0]!.id}/mein_beweis\\.png\\?ex=[0-9a-f]+&amp;is=[0-9a-f]+&amp;hm=[0-9a-f]{64}&amp;" alt="mein_beweis\\.png" width="320" height="180"`,
      ),
      'the picture is shown from the stand-in’s CDN',
    );
    t.match(
      shown,
      `<span class="demo-file__meta">mein_beweis.png <span class="demo-message__small">${new Intl.NumberFormat('de', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 2 }).format(png.length / 1_000)}</span></span>`,
      'named with its size beneath',
    );

    const alone = await owner.postFiles(
      `/demo/channels/${C}/messages`,
      { content: '' },
      { name: 'nur.png', data: png },
    );
    t.equal(alone.statusCode, 303, 'a file alone is a message');
    t.match(world.messages.at(-1)!, { content: '', attachments: [{ filename: 'nur.png' }] });
    const none = await owner.postFiles(`/demo/channels/${C}/messages`, { content: 'Ohne Datei' }, null);
    t.equal(none.statusCode, 303, 'an empty file input sends no file');
    t.match(world.messages.at(-1)!, { content: 'Ohne Datei', attachments: [] });
    const nothing = await owner.postFiles(`/demo/channels/${C}/messages`, { content: ' ' }, null);
    t.equal(nothing.statusCode, 400);
    t.match(nothing.body, '<p>Die Nachricht ist leer.</p>');
    t.equal(world.messages.length, 3);
  },
);

t.test('a file refused: too large, or where the member may not attach files; the text typed comes back', async (t) => {
  const { app, world } = await startStandIn(t);
  const owner = await playing(app, USERS.owner);
  // A form sends a text's line breaks as CRLF, and so the page gives them back.
  const typed = 'Mein langer Bericht <b>mit</b> Zeilen\nzweite Zeile';
  for (const [what, bytes] of [
    ['one byte past the limit', UPLOAD_LIMITS.bytes + 1],
    ['past what the page keeps (the body is cut)', UPLOAD_LIMITS.bytes + 200_000],
  ] as const) {
    const large = await owner.postFiles(
      `/demo/channels/${C}/messages`,
      { content: typed },
      {
        name: 'gross.png',
        data: Buffer.alloc(bytes, 1),
      },
    );
    t.equal(large.statusCode, 413, what);
    t.match(large.body, '<h1>Das ging nicht</h1><p>Die Datei ist zu groß: höchstens 10 MB je Nachricht.</p>', what);
    t.match(
      large.body,
      `<form class="demo-composer" action="/demo/channels/${C}/messages" encType="multipart/form-data" method="post">`,
      `${what}: the composer again`,
    );
    t.match(
      large.body,
      'placeholder="Nachricht an #tickets">Mein langer Bericht &lt;b&gt;mit&lt;/b&gt; Zeilen\r\nzweite Zeile</textarea>',
      `${what}: with the text typed`,
    );
    t.match(
      large.body,
      '<p class="demo-message__small">Dein Text steht noch hier. Die Datei wähle bitte noch einmal aus.</p>',
    );
    t.match(large.body, `<a href="/demo/channels/${C}">Zurück</a>`);
  }
  const declared = await owner.postFiles(
    `/demo/channels/${C}/messages`,
    { content: typed },
    { name: 'riesig.png', data: Buffer.alloc(10) },
    undefined,
    { 'content-length': String(4 * UPLOAD_LIMITS.bytes + 1) },
  );
  t.equal(declared.statusCode, 413, 'a body declared past four times the limit is not read');
  t.match(declared.body, '<p>Die Datei ist zu groß: höchstens 10 MB je Nachricht.</p>');
  t.notMatch(declared.body, 'demo-composer', 'and cannot give back its text');

  const newcomer = await playing(app, USERS.newcomer);
  const page = (await newcomer.get(`/demo/channels/${C}`)).body;
  t.match(
    page,
    `<form class="demo-composer" action="/demo/channels/${C}/messages" method="post"><input type="hidden" name="_token" value="${newcomer.cookie('demo_form')}"/><textarea name="content" rows="2" required="" maxLength="4000"`,
    'no file input where the member may not attach files, and the text is required',
  );
  t.notMatch(page, 'type="file"');
  const refused = await newcomer.postFiles(
    `/demo/channels/${C}/messages`,
    { content: 'Schau mal' },
    {
      name: 'bild.png',
      data: picturePng('bild.png'),
    },
  );
  t.equal(refused.statusCode, 403);
  t.match(refused.body, '<p>Du darfst in diesem Kanal keine Dateien anhängen.</p>');
  t.match(refused.body, 'placeholder="Nachricht an #tickets">Schau mal</textarea>');
  t.match(refused.body, 'Die Datei wähle bitte noch einmal aus.');
  const bad = await owner.postFiles(
    `/demo/channels/${C}/messages`,
    { content: 'Name' },
    {
      name: 'a\u0001b.png',
      data: Buffer.from('x'),
    },
  );
  t.equal(bad.statusCode, 400, 'the act API’s rules for a file’s name apply');
  t.match(
    bad.body,
    '<p>Discord (Demo) hat abgelehnt:</p><p><code>a file name has no slashes or control characters</code></p>',
  );
  world.settings.caps.uploadBytes = 2 ** 20;
  const full = await owner.postFiles(
    `/demo/channels/${C}/messages`,
    { content: 'Noch ein Bild' },
    { name: 'gross.png', data: Buffer.alloc(2 ** 20 + 1, 1) },
  );
  t.equal(full.statusCode, 507, 'past the cap on the files the stand-in keeps (caps.ts)');
  t.match(
    full.body,
    '<h1>Das ging nicht</h1><p>Die Demo behält höchstens 1 MB an Dateien, und die sind belegt. Starte die Demo neu, um Platz zu schaffen.</p>',
  );
  t.match(full.body, 'placeholder="Nachricht an #tickets">Noch ein Bild</textarea>', 'with the text typed');
  const form = await owner.post(`/demo/channels/${C}/commands`, { command: 'x'.repeat(BODY_LIMITS.form) });
  t.equal(form.statusCode, 413, 'a form past the page’s body limit');
  t.match(form.body, `<h1>Das ging nicht</h1><p>Das Formular ist zu groß: höchstens 64 KB.</p>`);
  t.match(form.body, `<a href="/demo/channels/${C}">Zurück</a>`);
  t.equal(world.messages.length, 0, 'nothing was posted');
});

t.test('a multipart form needs the form token of the browser’s cookie, as every form of the page', async (t) => {
  const { app, world } = await startStandIn(t);
  const owner = await playing(app, USERS.owner);
  const file = { name: 'bild.png', data: picturePng('bild.png') };
  const wrong = await owner.postFiles(`/demo/channels/${C}/messages`, { content: 'Hallo' }, file, 'b'.repeat(32));
  t.equal(wrong.statusCode, 403, 'a token not the cookie’s');
  t.match(wrong.body, '<p>Das Formular ist abgelaufen. Lade die Seite neu und versuche es noch einmal.</p>');
  const missing = await owner.postFiles(`/demo/channels/${C}/messages`, { content: 'Hallo' }, file, '');
  t.equal(missing.statusCode, 403, 'no token');
  const stranger = visitor(app);
  stranger.jar.store(`demo_member=${USERS.owner}`);
  const noCookie = await stranger.postFiles(
    `/demo/channels/${C}/messages`,
    { content: 'Hallo' },
    file,
    owner.cookie('demo_form'),
  );
  t.equal(noCookie.statusCode, 403, 'the token of another browser, without the cookie');
  const garbage = await app.inject({
    method: 'POST',
    url: `/demo/channels/${C}/messages`,
    headers: { cookie: owner.jar.header(), 'content-type': 'multipart/form-data; boundary=x' },
    payload: 'no parts here',
  });
  t.equal(garbage.statusCode, 403, 'a body that is no form has no token either');
  t.equal(world.messages.length, 0);
  const act = await app.inject({
    method: 'POST',
    url: '/act/messages',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x--',
  });
  t.equal(act.statusCode, 415, 'the act API reads no multipart bodies: the parser is the page’s alone');
});
