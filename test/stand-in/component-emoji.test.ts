// The emoji of buttons and select options as Discord takes them: a Unicode emoji, or a custom emoji of
// the message's own server; anything else (another server's, an unknown or deleted one, a word, none at
// all) is 400 Invalid Form Body with BUTTON_COMPONENT_INVALID_EMOJI at the emoji's name, the way Discord
// words it for buttons and select options alike. Sending, editing, interaction answers (new message and
// update) and follow-ups (sent and edited) all refuse it, and nothing changes.
import t from 'tap';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, slashCommand, withTicketCommands } from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const APP = DEMO_APPLICATION.clientId;
const G = IDS.demoGuild;
const C = IDS.ticketChannel;
const OWN = { id: IDS.ticketEmoji, name: 'guildhall_ticket', animated: false };
const ANIMATED = { id: '180000000000000003', name: 'party_parrot', animated: true };
const FOREIGN = { id: IDS.foreignEmoji, name: 'second_wave', animated: false };
const UNKNOWN = { id: '123456789012345678', name: 'nope', animated: false };

const button = (emoji: unknown, id = 'b') => ({ type: 2, style: 1, label: 'Los', custom_id: id, emoji });
/** One row: a good button, then one with this emoji (components.0.components.1). */
const buttons = (emoji: unknown) => [{ type: 1, components: [button({ name: '🎫' }, 'a'), button(emoji)] }];
/** A second row with a select whose fourth option has this emoji (components.1.components.0.options.3). */
const menu = (emoji: unknown) => [
  { type: 1, components: [button(OWN, 'a')] },
  {
    type: 1,
    components: [
      {
        type: 3,
        custom_id: 'm',
        options: ['1', '2', '3', '4'].map((value) => ({
          label: value,
          value,
          emoji: value === '4' ? emoji : { name: '🛠️' },
        })),
      },
    ],
  },
];

/** Discord's answer: the error's code and message at that path of the body. */
function refusal(path: string[], code = 'BUTTON_COMPONENT_INVALID_EMOJI', message = 'Invalid emoji') {
  const errors = path.reduceRight<object>((nested, key) => ({ [key]: nested }), {
    _errors: [{ code, message }],
  });
  return { message: 'Invalid Form Body', code: 50035, errors };
}
const AT_BUTTON = ['components', '0', 'components', '1', 'emoji', 'name'];
const AT_OPTION = ['components', '1', 'components', '0', 'options', '3', 'emoji', 'name'];

t.test('a message: Unicode and own emoji go through; any other is refused where it is', async (t) => {
  const { app, world } = await startStandIn(t);
  // Seven sends to one channel: past the channel's 5-per-5-seconds bucket, which is not what is tested here.
  world.settings.rateLimits.buckets['create message']!.limit = 100;
  const call = botRest(app);
  const post = (components: object[]) => call('POST', `/channels/${C}/messages`, { content: 'x', components });
  const before = world.messages.length;
  for (const emoji of [{ name: '🛠️' }, { name: '❤' }, { id: null, name: '👍🏽' }, OWN, ANIMATED, { id: OWN.id }])
    t.equal((await post(buttons(emoji))).status, 200, JSON.stringify(emoji));
  t.equal((await post(menu(OWN))).status, 200, 'own emoji in a select option');
  t.equal(world.messages.length, before + 7);

  for (const emoji of [FOREIGN, UNKNOWN, { name: 'black_nib' }, { name: '🎫🎫' }, { name: '' }, {}])
    t.same(await post(buttons(emoji)), { status: 400, body: refusal(AT_BUTTON) }, JSON.stringify(emoji));
  t.same(await post(menu(FOREIGN)), { status: 400, body: refusal(AT_OPTION) }, 'a select option: the same code');
  t.same(
    await post(buttons('🎫')),
    {
      status: 400,
      body: refusal(AT_BUTTON.slice(0, -1), 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType'),
    },
    'an emoji must be an object',
  );
  const section = [{ type: 9, components: [{ type: 10, content: 'x' }], accessory: button(UNKNOWN) }];
  t.same(
    await call('POST', `/channels/${C}/messages`, { flags: 1 << 15, components: section }),
    { status: 400, body: refusal(['components', '0', 'accessory', 'emoji', 'name']) },
    "a section's accessory button too",
  );
  t.equal(world.messages.length, before + 7, 'nothing refused was posted');

  // The same emoji is fine in its own server's messages.
  const second = await call('POST', '/channels/140000000000000001/messages', { components: buttons(FOREIGN) });
  t.equal(second.status, 200, "Second Guild's emoji in Second Guild");
});

t.test('an edit is refused the same way, and the message stays as it was', async (t) => {
  const { app } = await startStandIn(t);
  const call = botRest(app);
  const sent = await call('POST', `/channels/${C}/messages`, { components: buttons(OWN) });
  const path = `/channels/${C}/messages/${sent.body.id}`;
  t.same(await call('PATCH', path, { components: buttons(FOREIGN) }), { status: 400, body: refusal(AT_BUTTON) });
  t.same(await call('PATCH', path, { components: menu(UNKNOWN) }), { status: 400, body: refusal(AT_OPTION) });
  t.same((await call('GET', path)).body.components[0].components[1].emoji, OWN);
  t.equal((await call('PATCH', path, { components: menu(ANIMATED) })).status, 200);
});

t.test('interaction answers and follow-ups: refused alike, and nothing is answered', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withTicketCommands(app);
  const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const { token } = world.interactions.get(body.id)!;
  const callback = `/interactions/${body.id}/${token}/callback`;
  t.same(await call('POST', callback, { type: 4, data: { content: 'x', components: buttons(FOREIGN) } }), {
    status: 400,
    body: refusal(AT_BUTTON),
  });
  t.equal(world.interactions.get(body.id)!.response, null, 'the interaction is still unanswered');
  t.equal((await call('POST', callback, { type: 4, data: { content: 'x', components: buttons(OWN) } })).status, 204);

  const followUps = `/webhooks/${APP}/${token}`;
  t.same(await call('POST', followUps, { content: 'y', components: menu({ name: 'kekw' }) }), {
    status: 400,
    body: refusal(AT_OPTION),
  });
  const followUp = await call('POST', followUps, { content: 'y', components: menu(OWN) });
  t.equal(followUp.status, 200);
  for (const id of ['@original', followUp.body.id])
    t.same(
      await call('PATCH', `${followUps}/messages/${id}`, { components: buttons(UNKNOWN) }),
      { status: 400, body: refusal(AT_BUTTON) },
      `editing ${id}`,
    );

  const panel = await botRest(app)('POST', `/channels/${C}/messages`, { components: buttons(OWN) });
  const click = { guildId: G, channelId: C, userId: USERS.newcomer, type: 'component', messageId: panel.body.id };
  const pressed = await act(app, 'POST', '/interactions', { ...click, customId: 'b' });
  const pressedToken = world.interactions.get(pressed.body.id)!.token;
  t.same(
    await call('POST', `/interactions/${pressed.body.id}/${pressedToken}/callback`, {
      type: 7,
      data: { components: buttons(FOREIGN) },
    }),
    { status: 400, body: refusal(AT_BUTTON) },
    "updating the component's message",
  );
  t.same(
    (await botRest(app)('GET', `/channels/${C}/messages/${panel.body.id}`)).body.components,
    panel.body.components,
  );
});
