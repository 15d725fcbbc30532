// The bot answers interactions the way Discord lets it: one callback (a message, ephemeral or not, a
// deferral, an update of the component's message, a modal) within 3 s, follow-ups and @original through
// the interaction's token for 15 minutes, each deadline by the world's clock; clicks, selects, modal
// submits and autocomplete follow Discord's rules.
import type { Test } from 'tap';
import t from 'tap';
import { stoppedClock } from '../../server/stand-in/clock.js';
import { IDS, startStandIn as startRunning, USERS } from '../helpers/bot-api.js';
import {
  act,
  botRest,
  matchesDiscord,
  recordEvents,
  slashCommand,
  withAutocompleteCommand,
  withTicketCommands,
} from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const APP = DEMO_APPLICATION.clientId;
const G = IDS.demoGuild;
const C = IDS.ticketChannel;

/** The stand-in with its clock stopped: Discord's deadlines pass only when a test moves it on. */
async function startStandIn(t: Test) {
  const standIn = await startRunning(t);
  standIn.world.clock = stoppedClock();
  return standIn;
}

t.test(
  'the bot answers: one callback, ephemeral or not, ?with_response, follow-ups, @original edited and deleted',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const call = await withTicketCommands(app);
    const events = recordEvents(t, world);
    const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
    const { token } = world.interactions.get(body.id)!;
    const answered = await call('POST', `/interactions/${body.id}/${token}/callback?with_response=true`, {
      type: 4,
      data: { content: 'Nur für dich', flags: 64 },
    });
    t.equal(answered.status, 200);
    matchesDiscord(
      t,
      'POST /interactions/{id}/{token}/callback',
      '/interactions/{interaction_id}/{interaction_token}/callback',
      'post',
      '200',
      answered.body,
    );
    t.match(answered.body, {
      interaction: { id: body.id, type: 2, response_message_ephemeral: true, response_message_loading: false },
      resource: {
        type: 4,
        message: {
          content: 'Nur für dich',
          flags: 64,
          type: 20,
          interaction_metadata: { id: body.id, user: { id: USERS.newcomer } },
        },
      },
    });
    const again = await call('POST', `/interactions/${body.id}/${token}/callback`, {
      type: 4,
      data: { content: 'Nochmal' },
    });
    t.same(again.body, { message: 'Interaction has already been acknowledged', code: 40060 });
    const followup = await call('POST', `/webhooks/${APP}/${token}`, { content: 'Für alle sichtbar' });
    matchesDiscord(
      t,
      'POST /webhooks/{webhook_id}/{webhook_token}',
      '/webhooks/{webhook_id}/{webhook_token}',
      'post',
      '200',
      followup.body,
    );
    const edited = await call('PATCH', `/webhooks/${APP}/${token}/messages/@original`, { content: 'Geändert' });
    matchesDiscord(
      t,
      'PATCH @original',
      '/webhooks/{webhook_id}/{webhook_token}/messages/@original',
      'patch',
      '200',
      edited.body,
    );
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
    t.same(
      (await call('POST', `/interactions/${body.id}/wrong-token/callback`, { type: 4, data: { content: 'x' } })).body,
      { message: 'Unknown interaction', code: 10062 },
    );
    t.same((await call('POST', `/webhooks/${APP}/wrong-token`, { content: 'x' })).body, {
      message: 'Unknown Webhook',
      code: 10015,
    });
    world.clock.advance(15 * 60_000);
    const late = await call('PATCH', `/webhooks/${APP}/${token}/messages/@original`, { content: 'zu spät' });
    t.same([late.status, late.body], [401, { message: 'Invalid Webhook Token', code: 50027 }], 'the token has expired');
  },
);

t.test('deferring: the first follow-up fills the loading answer; no follow-up before the callback', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withTicketCommands(app);
  const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const { token } = world.interactions.get(body.id)!;
  t.same((await call('POST', `/webhooks/${APP}/${token}`, { content: 'zu früh' })).body, {
    message: 'Unknown Webhook',
    code: 10015,
  });
  t.equal((await call('POST', `/interactions/${body.id}/${token}/callback`, { type: 5 })).status, 204);
  t.match(
    (await act(app, 'GET', `/channels/${C}/messages`)).body,
    [{ content: '', flags: 128 }],
    'Discord shows the bot thinking',
  );
  const filled = await call('POST', `/webhooks/${APP}/${token}`, { content: 'Ticket #1 ist offen' });
  const second = await call('POST', `/webhooks/${APP}/${token}`, { content: 'Noch etwas' });
  const seen = (await act(app, 'GET', `/interactions/${body.id}`)).body;
  t.match(seen.original, { id: filled.body.id, content: 'Ticket #1 ist offen', flags: 0 });
  t.same(
    seen.followups.map((message: { id: string }) => message.id),
    [second.body.id],
  );
  t.same((await call('POST', `/interactions/${body.id}/${token}/callback`, { type: 7, data: {} })).body, {
    message: 'Interaction has already been acknowledged',
    code: 40060,
  });
  const { body: other } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const wrong = await call('POST', `/interactions/${other.id}/${world.interactions.get(other.id)!.token}/callback`, {
    type: 7,
    data: { content: 'x' },
  });
  t.same(
    [wrong.status, wrong.body.errors.type._errors[0].message],
    [400, 'only interactions on a message can update it'],
  );
});

t.test(
  "Discord's clock: the first answer within 3 s (else 10062), then the token's edits and follow-ups for 15 minutes (then 50027)",
  async (t) => {
    const { app, world } = await startStandIn(t);
    const call = await withTicketCommands(app);
    const ask = async () => {
      const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
      const { token, createdAt } = world.interactions.get(body.id)!;
      return { id: body.id as string, token, createdAt };
    };
    const callback = (asked: { id: string; token: string }, body: object) =>
      call('POST', `/interactions/${asked.id}/${asked.token}/callback`, body);
    const seen = async (asked: { id: string }) => (await act(app, 'GET', `/interactions/${asked.id}`)).body;

    const onTheDot = await ask();
    world.clock.advance(3_000);
    t.equal((await callback(onTheDot, { type: 5, data: { flags: 64 } })).status, 204, 'three seconds on: in time');
    t.equal((await seen(onTheDot)).timedOut, false);

    const late = await ask();
    world.clock.advance(3_001);
    const refused = await callback(late, { type: 4, data: { content: 'zu spät' } });
    t.same(
      [refused.status, refused.body],
      [404, { message: 'Unknown interaction', code: 10062 }],
      'a moment later: gone',
    );
    t.match(
      await seen(late),
      { response: null, timedOut: true },
      'the member read that the application did not respond',
    );
    t.same(
      (await call('POST', `/webhooks/${APP}/${late.token}`, { content: 'x' })).body,
      { message: 'Unknown Webhook', code: 10015 },
      'its token takes no follow-up either',
    );

    world.settings.restLatencyMs = 1_500;
    const slow = await ask();
    t.equal((await call('GET', `/channels/${C}`)).status, 200);
    t.equal((await callback(slow, { type: 5 })).status, 204, 'one slow call and the answer: 3 s, in time');
    const slower = await ask();
    await call('GET', `/channels/${C}`);
    await call('GET', `/channels/${C}`);
    t.equal((await callback(slower, { type: 5 })).body.code, 10062, 'two slow calls before the answer: too late');
    t.equal((await seen(slower)).timedOut, true);
    world.settings.restLatencyMs = 0;

    world.clock.advance(onTheDot.createdAt + 15 * 60_000 - 1 - world.clock.now());
    const original = `/webhooks/${APP}/${onTheDot.token}/messages/@original`;
    t.equal((await call('PATCH', original, { content: 'Fertig' })).status, 200, 'edited just inside 15 minutes');
    const followup = await call('POST', `/webhooks/${APP}/${onTheDot.token}`, { content: 'Noch etwas', flags: 64 });
    t.equal(followup.status, 200, 'a follow-up too');
    t.same((await callback(onTheDot, { type: 4, data: { content: 'x' } })).body.code, 40060, 'no second first answer');
    world.clock.advance(1);
    const expired = { status: 401, body: { message: 'Invalid Webhook Token', code: 50027 } };
    for (const [method, path] of [
      ['PATCH', original],
      ['GET', original],
      ['POST', `/webhooks/${APP}/${onTheDot.token}`],
      ['DELETE', `/webhooks/${APP}/${onTheDot.token}/messages/${followup.body.id}`],
    ] as const)
      t.same(
        await call(method, path, method === 'GET' || method === 'DELETE' ? undefined : { content: 'x' }),
        expired,
        `${method} after 15 minutes`,
      );
    t.same((await callback(onTheDot, { type: 4, data: { content: 'x' } })).body.code, 10062, 'the interaction is gone');
  },
);

t.test('buttons, selects and modals: Discord’s rules and the bot’s answers', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withTicketCommands(app);
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
  t.match(events.at(-1)!.d, {
    id: pressed.body.id,
    type: 3,
    data: { custom_id: 'ticket:open', component_type: 2 },
    message: { id: panel.body.id },
  });
  const chose = await act(app, 'POST', '/interactions', { ...click, customId: 'ticket:category', values: ['billing'] });
  t.match(events.at(-1)!.d.data, { custom_id: 'ticket:category', component_type: 3, values: ['billing'] });
  const refused = async (body: object) => (await act(app, 'POST', '/interactions', body)).body.error;
  t.equal(
    await refused({ ...click, customId: 'ticket:category', values: ['sales'] }),
    'The select offers no value "sales"',
  );
  t.equal(
    await refused({ ...click, customId: 'ticket:category', values: ['tech', 'billing'] }),
    'The select takes 1 to 1 values',
  );
  t.equal(await refused({ ...click, customId: 'ticket:off' }), 'The component "ticket:off" is disabled');
  t.equal(
    await refused({ ...click, customId: 'nope' }),
    `Message ${panel.body.id} has no component with custom_id "nope"`,
  );
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
  t.equal(
    (await call('POST', `/interactions/${pressed.body.id}/${token}/callback`, { type: 9, data: modal })).status,
    204,
  );
  const submit = { guildId: G, channelId: C, userId: USERS.newcomer, type: 'modal', customId: 'ticket:topic' };
  t.equal(await refused({ ...submit, fields: { topic: 'ab' } }), 'The field topic takes 3 to 4000 characters');
  t.equal(await refused({ ...submit, fields: { topic: 'Login', extra: 'x' } }), 'The modal has no field extra');
  t.equal(
    await refused({ ...submit, userId: USERS.moderator, fields: { topic: 'Login' } }),
    'The bot showed demo-moderator no modal "ticket:topic"',
  );
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
  t.equal(
    (
      await call('POST', `/interactions/${submitted.body.id}/${submitToken}/callback`, {
        type: 7,
        data: { components: [] },
      })
    ).status,
    204,
    'a modal opened from a button may update its message',
  );
  t.same((await call('GET', `/channels/${C}/messages/${panel.body.id}`)).body.components, []);
  t.match(events.at(-1), {
    t: 'MESSAGE_UPDATE',
    d: { id: panel.body.id, content: 'Wähle eine Kategorie', components: [] },
  });
  const choseToken = world.interactions.get(chose.body.id)!.token;
  t.equal((await call('POST', `/interactions/${chose.body.id}/${choseToken}/callback`, { type: 6 })).status, 204);
  const later = await call('PATCH', `/webhooks/${APP}/${choseToken}/messages/@original`, {
    content: 'Kategorie gewählt',
  });
  t.match(
    later.body,
    { id: panel.body.id, content: 'Kategorie gewählt' },
    'after a deferred update @original is the component’s message',
  );
});

t.test('autocomplete: the option being typed is focused, and the bot answers with choices only', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const commands = `/applications/${APP}/guilds/${G}/commands`;
  const withOption = (option: object) => [{ name: 'x', description: 'x', options: [option] }];
  const unregistrable = await call(
    'PUT',
    commands,
    withOption({ type: 6, name: 'u', description: 'u', autocomplete: true }),
  );
  t.equal(unregistrable.status, 400, 'a user option does not autocomplete');
  const withChoices = {
    type: 3,
    name: 's',
    description: 's',
    autocomplete: true,
    choices: [{ name: 'a', value: 'a' }],
  };
  t.equal((await call('PUT', commands, withOption(withChoices))).status, 400, 'nor one with choices');

  await withAutocompleteCommand(app);
  const events = recordEvents(t, world);
  const typing = { ...slashCommand('ticket open', { kategorie: 'Tec', grund: 'Drucker' }), type: 'autocomplete' };
  const asked = await act(app, 'POST', '/interactions', { ...typing, focused: 'kategorie', locale: 'en-US' });
  t.equal(asked.status, 201);
  t.match(events.at(-1), {
    t: 'INTERACTION_CREATE',
    d: {
      id: asked.body.id,
      type: 4,
      locale: 'en-US',
      data: {
        name: 'ticket',
        type: 1,
        options: [
          {
            name: 'open',
            type: 1,
            options: [
              { name: 'kategorie', type: 3, value: 'Tec', focused: true },
              { name: 'grund', type: 3, value: 'Drucker' },
            ],
          },
        ],
      },
    },
  });
  t.same((await act(app, 'POST', '/interactions', { ...typing, focused: 'grund' })).body, {
    error: 'Option grund of /ticket open does not autocomplete',
  });
  t.same((await act(app, 'POST', '/interactions', typing)).body, {
    error: 'focused: autocomplete needs the focused option',
  });

  const { token } = world.interactions.get(asked.body.id)!;
  const callback = `/interactions/${asked.body.id}/${token}/callback`;
  const wrongType = await call('POST', callback, { type: 4, data: { content: 'Technik?' } });
  t.same(
    [wrongType.status, wrongType.body.errors.type._errors[0].message],
    [400, 'an autocomplete interaction is answered with choices'],
  );
  const choices = Array.from({ length: 26 }, (_, index) => ({ name: `Kategorie ${index}`, value: String(index) }));
  t.equal((await call('POST', callback, { type: 8, data: { choices } })).status, 400, 'at most 25 choices');
  t.equal((await call('POST', callback, { type: 8, data: { choices: choices.slice(0, 2) } })).status, 204);
  t.same((await act(app, 'GET', `/interactions/${asked.body.id}`)).body, {
    response: { type: 8, data: { choices: choices.slice(0, 2) } },
    original: null,
    followups: [],
    timedOut: false,
  });
  t.same(
    events.map((event) => event.t),
    ['INTERACTION_CREATE'],
    'the refused typing made no interaction, and choices are no message',
  );

  const command = await act(app, 'POST', '/interactions', slashCommand('ticket open', { kategorie: '1' }));
  const commandToken = world.interactions.get(command.body.id)!.token;
  const choicesForCommand = await call('POST', `/interactions/${command.body.id}/${commandToken}/callback`, {
    type: 8,
    data: { choices: [] },
  });
  t.same(
    [choicesForCommand.status, choicesForCommand.body.errors.type._errors[0].message],
    [400, 'only autocomplete is answered with choices'],
  );
});
