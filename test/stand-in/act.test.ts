// The act API plays Discord's users (join, write, run commands, click, submit modals, leave) under
// Discord's rules, and the bot answers interactions the way Discord lets it: one callback, follow-ups
// and @original through the interaction's token, while the token lives.
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { DEMO_APPLICATION } from '../../server/config.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, recordEvents } from '../helpers/stand-in.js';
import { discordResponse } from '../helpers/openapi.js';

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };
const APP = DEMO_APPLICATION.clientId;
const G = IDS.demoGuild;
const C = IDS.ticketChannel;

/** The bot's side of REST; interaction callbacks and webhooks go without the Authorization header, as Discord's libraries send them. */
function bot(app: FastifyInstance) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const anonymous = url.startsWith('/interactions/') || url.startsWith('/webhooks/');
    const res = await app.inject({ method, url: `/api/v10${url}`, headers: anonymous ? {} : BOT, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

function valid(t: Test, name: string, path: string, method: string, status: string, body: unknown) {
  const validate = discordResponse(path, method, status);
  t.ok(validate(body), `${name} matches Discord's OpenAPI document${validate.errors ? `: ${JSON.stringify(validate.errors.slice(0, 3))}` : ''}`);
}

const TICKET = {
  name: 'ticket',
  description: 'Tickets',
  options: [
    {
      type: 1,
      name: 'open',
      description: 'Öffnet ein Ticket',
      options: [
        { type: 3, name: 'thema', description: 'Worum geht es?', required: true, max_length: 20 },
        { type: 4, name: 'dringlichkeit', description: '1 bis 3', choices: [1, 2, 3].map((value) => ({ name: String(value), value })) },
        { type: 6, name: 'für', description: 'Für wen?' },
      ],
    },
    {
      type: 2,
      name: 'admin',
      description: 'Verwaltung',
      options: [{ type: 1, name: 'add', description: 'Fügt jemanden hinzu', options: [{ type: 8, name: 'rolle', description: 'Rolle', required: true }] }],
    },
  ],
};

async function registered(app: FastifyInstance) {
  const call = bot(app);
  await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [TICKET, { name: 'setup', description: 'Nur für Admins', default_member_permissions: '0' }]);
  return call;
}

const command = (name: string, options: object = {}, userId: string = USERS.newcomer) => ({ guildId: G, channelId: C, userId, type: 'command', name, options });

t.test('members join (pending when screening), complete screening, leave; roles come and go; each a dispatch', async (t) => {
  const { app, world } = await startStandIn(t);
  const events = recordEvents(t, world);
  const joined = await act(app, 'POST', '/members', { guildId: G, username: 'neu.ling', pending: true });
  t.equal(joined.status, 201);
  const userId = joined.body.userId;
  t.match((await act(app, 'GET', `/guilds/${G}/members/${userId}`)).body, { pending: true, roles: [], user: { id: userId, username: 'neu.ling' } });
  t.match((await act(app, 'POST', `/guilds/${G}/members/${userId}/screening`)).body, { pending: false });
  t.same((await act(app, 'POST', `/guilds/${G}/members/${userId}/screening`)).body, { error: 'Membership screening is already completed' });
  t.equal((await act(app, 'DELETE', `/guilds/${G}/members/${userId}`)).status, 204);
  t.same((await act(app, 'GET', `/guilds/${G}/members/${userId}`)).body, { error: 'neu.ling is not a member of Demo Guild' });
  const role = await act(app, 'POST', `/guilds/${G}/roles`, { name: 'Ticket-Team', permissions: '3072' });
  t.match((await act(app, 'PATCH', `/guilds/${G}/roles/${role.body.id}`, { color: 0xff0000 })).body, { name: 'Ticket-Team', color: 0xff0000, permissions: '3072', position: 1 });
  t.equal((await act(app, 'DELETE', `/guilds/${G}/roles/${role.body.id}`)).status, 204);
  t.same(
    events.map((event) => event.t),
    ['GUILD_MEMBER_ADD', 'GUILD_MEMBER_UPDATE', 'GUILD_MEMBER_REMOVE', 'GUILD_ROLE_CREATE', 'GUILD_ROLE_UPDATE', 'GUILD_ROLE_DELETE'],
  );
  t.match(events[2]!.d, { guild_id: G, user: { id: userId } });
  t.same(events[5]!.d, { guild_id: G, role_id: role.body.id });
  t.same((await act(app, 'POST', '/members', { guildId: '1', username: 'x.y' })).body, { error: 'Unknown guild 1' });
  t.same((await act(app, 'POST', '/members', { guildId: G, username: 'Nicht Erlaubt' })).body, { error: 'username: Discord usernames are 2-32 characters: a-z, 0-9, _ and .' });
  t.same((await act(app, 'DELETE', `/guilds/${G}/members/${USERS.owner}`)).body, { error: 'The owner cannot leave Demo Guild' });
  t.same((await act(app, 'DELETE', `/guilds/${G}/roles/${IDS.botRole}`)).body, { error: 'Guildhall cannot be changed by hand' });
});

t.test('messages: who may write where, replies, and what a channel shows', async (t) => {
  const { app, world } = await startStandIn(t);
  const first = await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.moderator, content: 'Hallo' });
  const reply = await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.newcomer, content: 'Hi', replyTo: first.body.id });
  const shown = (await act(app, 'GET', `/channels/${C}/messages`)).body;
  t.same(
    shown.map((message: { id: string; content: string }) => [message.id, message.content]),
    [
      [first.body.id, 'Hallo'],
      [reply.body.id, 'Hi'],
    ],
    'oldest first',
  );
  t.match(shown[1], { type: 19, author: { id: USERS.newcomer }, message_reference: { message_id: first.body.id }, embeds: [], components: [] });
  const channel = world.guilds.get(G)!.channels.find((entry) => entry.id === C)!;
  channel.overwrites = [{ id: IDS.memberRole, type: 0, allow: 0n, deny: 1n << 11n }];
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.newcomer, content: 'x' })).body, { error: 'demo-newcomer cannot send messages in #tickets' });
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: '130000000000000001', userId: USERS.owner, content: 'x' })).body, { error: '#Info is not a text channel' });
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: '1', content: 'x' })).body, { error: 'Unknown user 1' });
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.owner })).body, { error: 'content: Invalid input: expected string, received undefined' });
  t.same((await act(app, 'GET', '/channels/1/messages')).body, { error: 'Unknown channel 1' });
  t.equal((await act(app, 'GET', `/guilds/${G}/channels`)).body.length, 9);
});

t.test('a slash command becomes Discord’s INTERACTION_CREATE, checked against the registered command', async (t) => {
  const { app, world } = await startStandIn(t);
  await registered(app);
  const events = recordEvents(t, world);
  const made = await act(app, 'POST', '/interactions', { ...command('ticket open', { thema: 'Login geht nicht', dringlichkeit: 2, für: USERS.moderator }), locale: 'en-US' });
  t.equal(made.status, 201);
  const interaction = events[0]!;
  t.equal(interaction.t, 'INTERACTION_CREATE');
  const commandId = world.guildCommands.get(G)![0]!.id;
  t.match(interaction.d, {
    id: made.body.id,
    application_id: APP,
    type: 2,
    version: 1,
    guild_id: G,
    channel_id: C,
    channel: { id: C, type: 0 },
    locale: 'en-US',
    guild_locale: 'de',
    member: { user: { id: USERS.newcomer }, roles: [IDS.memberRole], permissions: String((1n << 0n) | (1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 20n)) },
    app_permissions: String((1n << 0n) | (1n << 10n) | (1n << 11n) | (1n << 13n) | (1n << 14n) | (1n << 15n) | (1n << 16n) | (1n << 20n) | (1n << 28n) | (1n << 4n)),
    data: {
      id: commandId,
      name: 'ticket',
      type: 1,
      guild_id: G,
      options: [
        {
          name: 'open',
          type: 1,
          options: [
            { name: 'thema', type: 3, value: 'Login geht nicht' },
            { name: 'dringlichkeit', type: 4, value: 2 },
            { name: 'für', type: 6, value: USERS.moderator },
          ],
        },
      ],
      resolved: { users: { [USERS.moderator]: { username: 'demo-moderator' } }, members: { [USERS.moderator]: { nick: 'Mia | Mod' } } },
    },
  });
  t.type(interaction.d.token, 'string');
  await act(app, 'POST', '/interactions', command('ticket admin add', { rolle: IDS.supportRole }));
  t.match(events[1]!.d.data, {
    options: [{ name: 'admin', type: 2, options: [{ name: 'add', type: 1, options: [{ name: 'rolle', type: 8, value: IDS.supportRole }] }] }],
    resolved: { roles: { [IDS.supportRole]: { name: 'Support' } } },
  });
  const refused = async (body: object) => (await act(app, 'POST', '/interactions', body)).body.error;
  t.equal(await refused(command('tickets')), 'Unknown command /tickets in Demo Guild');
  t.equal(await refused(command('ticket')), '/ticket needs one of: open, admin');
  t.equal(await refused(command('ticket close')), '/ticket has no subcommand close');
  t.equal(await refused(command('ticket open', {})), '/ticket open needs option thema');
  t.equal(await refused(command('ticket open', { thema: 'x', priorität: 1 })), '/ticket open has no option priorität');
  t.equal(await refused(command('ticket open', { thema: 'x', dringlichkeit: 5 })), 'Option dringlichkeit must be one of 1, 2, 3');
  t.equal(await refused(command('ticket open', { thema: 'x'.repeat(21) })), 'Option thema has the wrong length');
  t.equal(await refused(command('ticket open', { thema: 'x', für: '1' })), 'Option für names no user of this guild');
  t.equal(await refused(command('setup')), 'demo-newcomer may not use /setup');
  t.equal((await act(app, 'POST', '/interactions', command('setup', {}, '200000000000000011'))).status, 201, 'an administrator may');
  t.equal((await act(app, 'POST', '/interactions', command('ping'))).status, 201, 'the global commands answer too');
  t.equal(events.length, 4);
});

t.test('the bot answers: one callback, ephemeral or not, ?with_response, follow-ups, @original edited and deleted', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await registered(app);
  const events = recordEvents(t, world);
  const { body } = await act(app, 'POST', '/interactions', command('ticket open', { thema: 'Hilfe' }));
  const { token } = world.interactions.get(body.id)!;
  const answered = await call('POST', `/interactions/${body.id}/${token}/callback?with_response=true`, { type: 4, data: { content: 'Nur für dich', flags: 64 } });
  t.equal(answered.status, 200);
  valid(t, 'POST /interactions/{id}/{token}/callback', '/interactions/{interaction_id}/{interaction_token}/callback', 'post', '200', answered.body);
  t.match(answered.body, {
    interaction: { id: body.id, type: 2, response_message_ephemeral: true, response_message_loading: false },
    resource: { type: 4, message: { content: 'Nur für dich', flags: 64, type: 20, interaction_metadata: { id: body.id, user: { id: USERS.newcomer } } } },
  });
  const again = await call('POST', `/interactions/${body.id}/${token}/callback`, { type: 4, data: { content: 'Nochmal' } });
  t.same(again.body, { message: 'Interaction has already been acknowledged', code: 40060 });
  const followup = await call('POST', `/webhooks/${APP}/${token}`, { content: 'Für alle sichtbar' });
  valid(t, 'POST /webhooks/{webhook_id}/{webhook_token}', '/webhooks/{webhook_id}/{webhook_token}', 'post', '200', followup.body);
  const edited = await call('PATCH', `/webhooks/${APP}/${token}/messages/@original`, { content: 'Geändert' });
  valid(t, 'PATCH @original', '/webhooks/{webhook_id}/{webhook_token}/messages/@original', 'patch', '200', edited.body);
  t.match(edited.body, { content: 'Geändert', flags: 64 }, 'still ephemeral');
  t.equal((await call('DELETE', `/webhooks/${APP}/${token}/messages/${followup.body.id}`)).status, 204);
  t.same(
    events.map((event) => event.t),
    ['INTERACTION_CREATE', 'MESSAGE_CREATE', 'MESSAGE_DELETE'],
    'ephemeral messages are never dispatched',
  );
  const seen = (await act(app, 'GET', `/interactions/${body.id}`)).body;
  t.same(seen.response, { type: 4, data: { content: 'Nur für dich', flags: 64 } });
  t.match(seen.original, { content: 'Geändert' });
  t.same(seen.followups, []);
  t.same((await act(app, 'GET', `/channels/${C}/messages`)).body, [], 'the channel shows nothing');
  t.same((await call('POST', `/interactions/${body.id}/wrong-token/callback`, { type: 4, data: { content: 'x' } })).body, { message: 'Unknown interaction', code: 10062 });
  t.same((await call('POST', `/webhooks/${APP}/wrong-token`, { content: 'x' })).body, { message: 'Unknown Webhook', code: 10015 });
  world.settings.interactionTtlMs = 0;
  t.same((await call('PATCH', `/webhooks/${APP}/${token}/messages/@original`, { content: 'zu spät' })).body, { message: 'Unknown Webhook', code: 10015 }, 'the token has expired');
});

t.test('deferring: the first follow-up fills the loading answer; no follow-up before the callback', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await registered(app);
  const { body } = await act(app, 'POST', '/interactions', command('ticket open', { thema: 'Hilfe' }));
  const { token } = world.interactions.get(body.id)!;
  t.same((await call('POST', `/webhooks/${APP}/${token}`, { content: 'zu früh' })).body, { message: 'Unknown Webhook', code: 10015 });
  t.equal((await call('POST', `/interactions/${body.id}/${token}/callback`, { type: 5 })).status, 204);
  t.match((await act(app, 'GET', `/channels/${C}/messages`)).body, [{ content: '', flags: 128 }], 'Discord shows the bot thinking');
  const filled = await call('POST', `/webhooks/${APP}/${token}`, { content: 'Ticket #1 ist offen' });
  const second = await call('POST', `/webhooks/${APP}/${token}`, { content: 'Noch etwas' });
  const seen = (await act(app, 'GET', `/interactions/${body.id}`)).body;
  t.match(seen.original, { id: filled.body.id, content: 'Ticket #1 ist offen', flags: 0 });
  t.same(
    seen.followups.map((message: { id: string }) => message.id),
    [second.body.id],
  );
  t.same((await call('POST', `/interactions/${body.id}/${token}/callback`, { type: 7, data: {} })).body, { message: 'Interaction has already been acknowledged', code: 40060 });
  const { body: other } = await act(app, 'POST', '/interactions', command('ticket open', { thema: 'Hilfe' }));
  const wrong = await call('POST', `/interactions/${other.id}/${world.interactions.get(other.id)!.token}/callback`, { type: 7, data: { content: 'x' } });
  t.same([wrong.status, wrong.body.errors.type._errors[0].message], [400, 'only interactions on a message can update it']);
});

t.test('buttons, selects and modals: Discord’s rules and the bot’s answers', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await registered(app);
  const events = recordEvents(t, world);
  const panel = await call('POST', `/channels/${C}/messages`, {
    content: 'Wähle eine Kategorie',
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'Ticket öffnen', custom_id: 'ticket:open' },
          { type: 2, style: 2, label: 'Aus', custom_id: 'ticket:off', disabled: true },
        ],
      },
      {
        type: 1,
        components: [
          {
            type: 3,
            custom_id: 'ticket:category',
            options: [
              { label: 'Technik', value: 'tech' },
              { label: 'Abrechnung', value: 'billing' },
            ],
          },
        ],
      },
    ],
  });
  t.match(panel.body.components[0], { id: 1, components: [{ id: 2 }, { id: 3 }] }, 'Discord numbers the components');
  const click = { guildId: G, channelId: C, userId: USERS.newcomer, type: 'component', messageId: panel.body.id };
  const pressed = await act(app, 'POST', '/interactions', { ...click, customId: 'ticket:open' });
  t.match(events.at(-1)!.d, { id: pressed.body.id, type: 3, data: { custom_id: 'ticket:open', component_type: 2 }, message: { id: panel.body.id } });
  const chose = await act(app, 'POST', '/interactions', { ...click, customId: 'ticket:category', values: ['billing'] });
  t.match(events.at(-1)!.d.data, { custom_id: 'ticket:category', component_type: 3, values: ['billing'] });
  const refused = async (body: object) => (await act(app, 'POST', '/interactions', body)).body.error;
  t.equal(await refused({ ...click, customId: 'ticket:category', values: ['sales'] }), 'The select offers no value "sales"');
  t.equal(await refused({ ...click, customId: 'ticket:category', values: ['tech', 'billing'] }), 'The select takes 1 to 1 values');
  t.equal(await refused({ ...click, customId: 'ticket:off' }), 'The component "ticket:off" is disabled');
  t.equal(await refused({ ...click, customId: 'nope' }), `Message ${panel.body.id} has no component with custom_id "nope"`);
  t.equal(await refused({ ...click, messageId: '1', customId: 'ticket:open' }), 'Unknown message 1 in #tickets');

  const modal = {
    custom_id: 'ticket:topic',
    title: 'Dein Anliegen',
    components: [
      { type: 1, components: [{ type: 4, custom_id: 'topic', style: 1, label: 'Thema', min_length: 3 }] },
      { type: 18, label: 'Details', component: { type: 4, custom_id: 'details', style: 2, required: false } },
    ],
  };
  const { token } = world.interactions.get(pressed.body.id)!;
  t.equal((await call('POST', `/interactions/${pressed.body.id}/${token}/callback`, { type: 9, data: modal })).status, 204);
  const submit = { guildId: G, channelId: C, userId: USERS.newcomer, type: 'modal', customId: 'ticket:topic' };
  t.equal(await refused({ ...submit, fields: { topic: 'ab' } }), 'The field topic takes 3 to 4000 characters');
  t.equal(await refused({ ...submit, fields: { topic: 'Login', extra: 'x' } }), 'The modal has no field extra');
  t.equal(await refused({ ...submit, userId: USERS.moderator, fields: { topic: 'Login' } }), 'The bot showed demo-moderator no modal "ticket:topic"');
  const submitted = await act(app, 'POST', '/interactions', { ...submit, fields: { topic: 'Login' } });
  t.match(events.at(-1)!.d, {
    type: 5,
    data: {
      custom_id: 'ticket:topic',
      components: [
        { type: 1, components: [{ type: 4, custom_id: 'topic', value: 'Login' }] },
        { type: 18, component: { type: 4, custom_id: 'details', value: '' } },
      ],
    },
    message: { id: panel.body.id },
  });
  const submitToken = world.interactions.get(submitted.body.id)!.token;
  t.equal((await call('POST', `/interactions/${submitted.body.id}/${submitToken}/callback`, { type: 7, data: { components: [] } })).status, 204, 'a modal opened from a button may update its message');
  t.same((await call('GET', `/channels/${C}/messages/${panel.body.id}`)).body.components, []);
  t.match(events.at(-1), { t: 'MESSAGE_UPDATE', d: { id: panel.body.id, content: 'Wähle eine Kategorie', components: [] } });
  const choseToken = world.interactions.get(chose.body.id)!.token;
  t.equal((await call('POST', `/interactions/${chose.body.id}/${choseToken}/callback`, { type: 6 })).status, 204);
  const later = await call('PATCH', `/webhooks/${APP}/${choseToken}/messages/@original`, { content: 'Kategorie gewählt' });
  t.match(later.body, { id: panel.body.id, content: 'Kategorie gewählt' }, 'after a deferred update @original is the component’s message');
});
