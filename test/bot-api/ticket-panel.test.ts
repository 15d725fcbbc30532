// The ticket panel at the bot API, against the stand-in Discord, on both stores: sending posts the bot's
// message with a button per active category (select menus past five, 25 to a menu, one menu a row),
// sending again edits it, a new channel gets a new message and the old one goes; category changes edit
// the posted panel. A category's emoji is Unicode or a custom emoji of the server as Discord lists it,
// and the 126th active category is refused. Discord's refusals come back as the reasons the page shows
// (nothing is saved then); a change the posted panel cannot follow is recorded with Discord's reason, in
// the history too, and the refused message is not sent again unchanged. Managing needs tickets.manage;
// the send is in the history.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { ticketAction } from '../../server/contract/ticket-panel.js';
import { buildTestBotApi, IDS, storeKinds, ticketViewer, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const TICKETS = IDS.ticketChannel;
const RULES = '130000000000000003';
const PANEL = `/api/ticket-panel/${G}`;
const body = { channelId: TICKETS, title: 'Support-Tickets', text: 'Wähle unten, worum es geht.' };

interface Component {
  type: number;
  custom_id?: string;
  label?: string;
  emoji?: { name: string };
  options?: { label: string; value: string; description?: string; emoji?: unknown }[];
  components?: Component[];
}

for (const kind of storeKinds()) {
  t.test(`the ticket panel is posted, edited, moved and follows the categories (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const { world } = bot.standIn;
    const messageIn = (channelId: string, id: string) =>
      world.messages.find((message) => message.channelId === channelId && message.id === id);

    const viewer = await ticketViewer(bot);
    const before = await bot.call('GET', PANEL, viewer);
    t.same([before.statusCode, before.json()], [200, null], 'no panel yet; tickets.view may look');
    t.equal((await bot.call('PUT', PANEL, viewer, body)).statusCode, 403, 'sending needs tickets.manage');
    const sent = await bot.call('PUT', PANEL, USERS.max, body);
    t.equal(sent.statusCode, 200);
    const panel = sent.json() as { messageId: string; channelId: string; sentAt: string };
    t.match(panel, { channelId: TICKETS, title: 'Support-Tickets', sentAt: '2026-11-22T12:00:00.000Z' });
    const posted = messageIn(TICKETS, panel.messageId)!;
    t.equal(posted.authorId, IDS.bot, 'the bot posted it');
    t.match(posted.embeds, [{ title: 'Support-Tickets', description: 'Wähle unten, worum es geht.' }]);
    const categories = (await bot.call('GET', `/api/ticket-categories/${G}`, USERS.owner)).json() as {
      id: number;
      name: string;
    }[];
    const row = (posted.components as unknown as Component[])[0]!;
    t.same(
      row.components!.map((button) => [button.custom_id, button.label, button.emoji?.name]),
      [
        [`ticket:open:${categories[0]!.id}`, 'Allgemeiner Support', '🎫'],
        [`ticket:open:${categories[1]!.id}`, 'Technik', '🛠️'],
        [`ticket:open:${categories[2]!.id}`, 'Bewerbungen', '📝'],
        [`ticket:open:${categories[3]!.id}`, 'Meldungen', '🚨'],
      ],
      'a button per active category, in their order',
    );

    for (const [index, name] of ['Events', 'Feedback'].entries())
      t.equal(
        (
          await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, {
            name,
            description: `Alles zu ${name}`,
            emoji: '💬',
            color: '#5865F2',
            sortOrder: 5 + index,
          })
        ).statusCode,
        201,
      );
    const menu = (messageIn(TICKETS, panel.messageId)!.components as unknown as Component[])[0]!.components![0]!;
    t.equal(menu.custom_id, 'ticket:choose', 'six active categories: a select menu, in the same message');
    t.same(
      menu.options!.map((option) => [option.label, option.description ?? null]),
      [
        ['Allgemeiner Support', 'Fragen rund um den Server'],
        ['Technik', 'Probleme mit Bots, Servern und Verbindungen'],
        ['Bewerbungen', 'Bewirb dich für das Team'],
        ['Meldungen', null],
        ['Events', 'Alles zu Events'],
        ['Feedback', 'Alles zu Feedback'],
      ],
    );

    const again = (await bot.call('PUT', PANEL, USERS.owner, { ...body, title: 'Hilfe' })).json() as typeof panel;
    t.equal(again.messageId, panel.messageId, 'sending again edits the message');
    t.match(messageIn(TICKETS, panel.messageId)!.embeds, [{ title: 'Hilfe' }]);

    const moved = (await bot.call('PUT', PANEL, USERS.owner, { ...body, channelId: RULES })).json() as typeof panel;
    t.not(moved.messageId, panel.messageId);
    t.ok(messageIn(RULES, moved.messageId), 'a new message in the new channel');
    t.notOk(messageIn(TICKETS, panel.messageId), 'the old panel is gone');

    world.guilds
      .get(G)!
      .channels.find((channel) => channel.id === TICKETS)!
      .overwrites.push({ id: IDS.botRole, type: 0, allow: 0n, deny: P.SendMessages });
    const forbidden = await bot.call('PUT', PANEL, USERS.owner, body);
    t.same([forbidden.statusCode, forbidden.json().code], [409, 'panel_channel_forbidden']);
    const gone = await bot.call('PUT', PANEL, USERS.owner, { ...body, channelId: '130000000000009999' });
    t.same([gone.statusCode, gone.json().code], [409, 'panel_channel_gone']);
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), { channelId: RULES }, 'a refused send saves nothing');
    const empty = await bot.call('PUT', PANEL, USERS.owner, { ...body, title: '  ' });
    t.equal(empty.statusCode, 400);

    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=ticketPanel`, USERS.owner)).json() as {
      entries: { action: string; before?: unknown; after?: unknown }[];
    };
    t.same(
      history.entries.map((entry) => entry.action),
      ['ticket_panel.send', 'ticket_panel.send', 'ticket_panel.send'],
      'each send is in the history',
    );
    t.same(
      history.entries.map((entry) => [entry.before ?? null, entry.after]),
      [
        [again, moved],
        [panel, again],
        [null, panel],
      ],
      'each with the panel it replaced (none before the first)',
    );
  });
}

const CATEGORIES = `/api/ticket-categories/${G}`;
const SERVER_EMOJI_TEXT =
  'Dieses Server-Emoji gibt es auf diesem Server nicht (mehr). Discord zeigt nur Emojis dieses Servers oder normale Emojis.';
const refusedEmoji = (code: string, message: string) => ({
  error: `Invalid body: emoji: ${message}`,
  code: 'invalid_request',
  issues: [{ path: 'body.emoji', code, message }],
});
/** The posted panel's action rows as the stand-in keeps them. */
const rowsOf = (world: { messages: { id: string; components: unknown }[] }, messageId: string) =>
  world.messages.find((message) => message.id === messageId)!.components as unknown as Component[];

for (const kind of storeKinds()) {
  t.test(`a category's emoji is Unicode or one of this server's own, as Discord knows them (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const create = (name: string, emoji: string) =>
      bot.call('POST', CATEGORIES, USERS.owner, { name, emoji, sortOrder: 10 });
    for (const emoji of ['<:nope:123456789012345678>', `<:second_wave:${IDS.foreignEmoji}>`]) {
      const res = await create('Fremd', emoji);
      t.same([res.statusCode, res.json()], [400, refusedEmoji('serverEmoji', SERVER_EMOJI_TEXT)], emoji);
    }
    const word = await create('Wort', 'kekw');
    t.same(
      [word.statusCode, word.json()],
      [400, refusedEmoji('oneEmoji', 'Bitte genau ein Emoji eingeben (oder ein Server-Emoji wie <:name:id>)')],
    );
    const own = await create('Eigen', `<:guildhall_ticket:${IDS.ticketEmoji}>`);
    t.same([own.statusCode, own.json().emoji], [201, `<:guildhall_ticket:${IDS.ticketEmoji}>`]);
    const renamed = await create('Papagei', '<:vogel:180000000000000003>');
    t.same(
      [renamed.statusCode, renamed.json().emoji],
      [201, '<a:party_parrot:180000000000000003>'],
      'kept as Discord names it (and animated)',
    );
    const technik = ((await bot.call('GET', CATEGORIES, USERS.owner)).json() as { id: number; name: string }[]).find(
      (category) => category.name === 'Technik',
    )!;
    const update = await bot.call('PUT', `${CATEGORIES}/${technik.id}`, USERS.owner, {
      name: 'Technik',
      emoji: `<:second_wave:${IDS.foreignEmoji}>`,
    });
    t.same([update.statusCode, update.json()], [400, refusedEmoji('serverEmoji', SERVER_EMOJI_TEXT)]);
    const stored = (await bot.call('GET', `${CATEGORIES}?includeInactive=true`, USERS.owner)).json() as {
      name: string;
      emoji: string;
    }[];
    t.same(
      stored.map((category) => category.emoji),
      ['🎫', '🛠️', '📝', '🚨', '🤝', `<:guildhall_ticket:${IDS.ticketEmoji}>`, '<a:party_parrot:180000000000000003>'],
      'nothing refused was stored',
    );
    t.equal(bot.standIn.controls.calls(`/guilds/${G}/emojis`), 1, "the server's emojis asked once, then cached");

    const panel = (await bot.call('PUT', PANEL, USERS.owner, body)).json() as { messageId: string };
    const options = rowsOf(bot.standIn.world, panel.messageId)[0]!.components![0]!.options!;
    t.same(
      options.slice(-2).map((option) => (option as { emoji?: unknown }).emoji),
      [
        { id: IDS.ticketEmoji, name: 'guildhall_ticket', animated: false },
        { id: '180000000000000003', name: 'party_parrot', animated: true },
      ],
      'the panel shows them by id',
    );
  });

  t.test(`past 25 active categories further menus, one a row; the ${126}th is refused (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const create = (name: string) => bot.call('POST', CATEGORIES, USERS.owner, { name, emoji: '💬' });
    for (let index = 5; index <= 30; index += 1) t.equal((await create(`K${index}`)).statusCode, 201);
    const panel = (await bot.call('PUT', PANEL, USERS.owner, body)).json() as { messageId: string };
    const active = (await bot.call('GET', CATEGORIES, USERS.owner)).json() as { id: number }[];
    const menus = rowsOf(bot.standIn.world, panel.messageId).map((row) => row.components![0]!);
    t.same(
      menus.map((menu) => [menu.custom_id, (menu as { placeholder?: string }).placeholder, menu.options!.length]),
      [
        ['ticket:choose', 'Worum geht es? (1–25)', 25],
        ['ticket:choose:2', 'Worum geht es? (26–30)', 5],
      ],
    );
    t.same(
      menus.flatMap((menu) => menu.options!.map((option) => option.value)),
      active.map((category) => String(category.id)),
      'every active category, in order',
    );
    t.same(ticketAction('ticket:choose:2'), { kind: 'choose', menu: 2 }, 'the contract reads the further ids');
    t.same([ticketAction('ticket:choose:6'), ticketAction('ticket:choose:1')], [null, null]);

    for (let index = 31; index <= 125; index += 1) t.equal((await create(`K${index}`)).statusCode, 201);
    t.equal(rowsOf(bot.standIn.world, panel.messageId).length, 5, 'five menus of 25');
    const full = { error: 'At most 125 active categories fit on the ticket panel', code: 'panel_full' };
    const extra = await create('K126');
    t.same([extra.statusCode, extra.json()], [409, full], 'a new one is refused');
    const [first] = (await bot.call('GET', CATEGORIES, USERS.owner)).json() as { id: number }[];
    const toggle = (id: number, isActive: boolean) => bot.call('PUT', `${CATEGORIES}/${id}`, USERS.owner, { isActive });
    t.equal((await toggle(first!.id, true)).statusCode, 200, 'an active one may be switched on again');
    t.equal((await toggle(first!.id, false)).statusCode, 200);
    t.equal((await create('K126')).statusCode, 201, 'room for one again');
    const activate = await toggle(first!.id, true);
    t.same([activate.statusCode, activate.json()], [409, full], 'switching one on is refused');
    t.equal(((await bot.call('GET', CATEGORIES, USERS.owner)).json() as unknown[]).length, 125);
  });

  t.test(`Discord's refusals: said on send, recorded when the panel cannot follow (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const { world, controls } = bot.standIn;
    const kekw = (
      await bot.call('POST', CATEGORIES, USERS.owner, {
        name: 'Kekw',
        emoji: '<:kekw:180000000000000002>',
        sortOrder: 9,
      })
    ).json() as { id: number };
    const panel = (await bot.call('PUT', PANEL, USERS.owner, body)).json() as { messageId: string };
    // The emoji is deleted in Discord: the panel's message no longer passes.
    const guild = world.guilds.get(G)!;
    guild.emojis = guild.emojis.filter((emoji) => emoji.id !== '180000000000000002');
    const refusal = {
      status: 400,
      code: 50035,
      message: 'Invalid Form Body',
      field: {
        path: 'components.0.components.4.emoji.name',
        code: 'BUTTON_COMPONENT_INVALID_EMOJI',
        message: 'Invalid emoji',
      },
      category: { id: kekw.id, name: 'Kekw', emoji: '<:kekw:180000000000000002>' },
    };
    const send = await bot.call('PUT', PANEL, USERS.owner, { ...body, title: 'Neu' });
    t.same(
      [send.statusCode, send.json()],
      [
        409,
        {
          error: `Discord refused the panel: Invalid Form Body (50035); components.0.components.4.emoji.name: Invalid emoji (BUTTON_COMPONENT_INVALID_EMOJI); category ${kekw.id} "Kekw"`,
          code: 'panel_refused',
          refusal,
        },
      ],
    );
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), { title: 'Support-Tickets', refusal: null });

    const message = `/channels/${TICKETS}/messages/${panel.messageId}`;
    const technik = (await bot.call('GET', CATEGORIES, USERS.owner)).json()[1] as { id: number };
    const rename = (name: string) =>
      bot.call('PUT', `${CATEGORIES}/${technik.id}`, USERS.owner, { name, emoji: '🛠️', sortOrder: 1 });
    bot.clock.now = new Date('2026-11-22T13:00:00.000Z');
    t.equal((await rename('Technik & Server')).statusCode, 200, 'the change itself stands');
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), { refusal, refusedAt: '2026-11-22T13:00:00.000Z' });
    t.equal(rowsOf(world, panel.messageId)[0]!.components![1]!.label, 'Technik', 'Discord still shows the old panel');
    const history = async () =>
      (
        (await bot.call('GET', `/api/guilds/${G}/history?area=ticketPanel`, USERS.owner)).json() as {
          entries: {
            action: string;
            actor: { id: string };
            before: { refusal: unknown };
            after: { refusal: unknown };
          }[];
        }
      ).entries;
    t.match((await history())[0], {
      action: 'ticket_panel.refused',
      actor: { id: USERS.owner },
      before: { refusal: null },
      after: { refusal, refusedAt: '2026-11-22T13:00:00.000Z' },
    });

    const asked = controls.calls(message);
    const partner = (await bot.call('GET', `${CATEGORIES}?includeInactive=true`, USERS.owner)).json()[4] as {
      id: number;
    };
    const quiet = await bot.call('PUT', `${CATEGORIES}/${partner.id}`, USERS.owner, { name: 'Partner', emoji: '🤝' });
    t.equal(quiet.statusCode, 200);
    t.equal(controls.calls(message), asked, 'the same message is not sent to Discord again');
    bot.clock.now = new Date('2026-11-22T14:00:00.000Z');
    await rename('Technik');
    t.equal(controls.calls(message), asked + 1, 'a changed message is');
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), { refusedAt: '2026-11-22T14:00:00.000Z' });
    t.equal((await history()).length, 2, 'the same refusal again is no new history entry');

    await bot.call('PUT', `${CATEGORIES}/${kekw.id}`, USERS.owner, { name: 'Kekw', emoji: '😂', sortOrder: 9 });
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), { refusal: null, refusedAt: null });
    t.match((await history())[0], { action: 'ticket_panel.recovered', after: { refusal: null } });
    t.equal(rowsOf(world, panel.messageId)[0]!.components![4]!.label, 'Kekw', 'the panel follows again');

    controls.failNext(2, 502);
    await rename('Technik 2');
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), {
      refusal: { status: 503, code: 0, field: null, category: null },
    });
    world.messages.splice(
      world.messages.findIndex((entry) => entry.id === panel.messageId),
      1,
    );
    await rename('Technik 3');
    t.match((await bot.call('GET', PANEL, USERS.owner)).json(), {
      refusal: { status: 404, code: 10008, message: 'Unknown Message', field: null, category: null },
    });
  });
}
