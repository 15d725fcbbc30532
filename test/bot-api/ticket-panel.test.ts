// The ticket panel at the bot API, against the stand-in Discord, on both stores: sending posts the bot's
// message with a button per active category (a select menu past five), sending again edits it, a new
// channel gets a new message and the old one goes; category changes edit the posted panel; Discord's
// refusals come back as the reasons the page shows, and nothing is saved then. Managing needs
// tickets.manage; the send is in the history.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, USERS } from '../helpers/bot-api.js';

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
  options?: { label: string; value: string; description?: string }[];
  components?: Component[];
}

for (const kind of storeKinds()) {
  t.test(`the ticket panel is posted, edited, moved and follows the categories (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const { world } = bot.standIn;
    const messageIn = (channelId: string, id: string) =>
      world.messages.find((message) => message.channelId === channelId && message.id === id);

    const before = await bot.call('GET', PANEL, USERS.moderator);
    t.same([before.statusCode, before.json()], [200, null], 'no panel yet; tickets.view may look');
    t.equal((await bot.call('PUT', PANEL, USERS.moderator, body)).statusCode, 403, 'sending needs tickets.manage');
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
