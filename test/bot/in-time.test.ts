// Every way into the bot answers within Discord's 3 s, however slow the bot API and Discord are: the
// stand-in's clock stands still, each REST call takes DISCORD_MS of it and each of the bot's calls to the
// bot API about a guild or its tickets BOT_API_MS, so one call to the bot API before the first answer
// (or a few to Discord) is enough for Discord to give up ("The application did not respond"). What needs
// nobody answers at once, forms come at once, and the rest says "thinking…" first, then its words in
// place of it; a failure after that replaces the "thinking…" too, never as a second first answer.
import t, { type Test } from 'tap';
import type { BotApiTransport } from '../../server/contract/client.js';
import { stoppedClock } from '../../server/stand-in/clock.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, type Answer, QUICK_CLOSES, saidIn, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, interact } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';
const NOTICES = DEMO_IDS.notificationChannel;
const OWNER = DEMO_IDS.owner;
const NEWCOMER = DEMO_IDS.newcomer;
const AYLIN = '200000000000000016';
const MAX = '200000000000000012';
/** More than Discord's 3 s with the answer's own call: one call to the bot API before the answer is too late. */
const BOT_API_MS = 3_100;
/** Each REST call; the first answer alone is well in time, and so are a few calls made meanwhile. */
const DISCORD_MS = 500;
const EPHEMERAL = 64;
const BACKGROUND = new Set([
  '/bot/tickets/:guildId/categories/:categoryId',
  '/bot/tickets/:guildId/claimed',
  '/bot/tickets/:guildId/close-requests',
]);
const [MESSAGE, THINKING, FORM] = [4, 5, 9];

/** The product with its bot on a world whose clock stands still, and the switch that makes both slow. */
async function slowWorld(t: Test, hold?: (path: string) => Promise<void> | undefined) {
  const world: World = createWorld();
  const clock = stoppedClock();
  let slow = false;
  const through = (transport: BotApiTransport): BotApiTransport => ({
    ...transport,
    send: async (user, endpoint, input) => {
      // Background calls (the gateway lease, the status report, polling, and what the bot's followers read
      // after a configuration change: a category's open tickets for the teams, the claimed tickets for
      // claimer-only, the dashboard's close requests) belong to no interaction. Counted, they would move
      // the clock under whichever interaction happened to be waiting when the change arrived.
      const background = BACKGROUND.has(endpoint.path);
      if (slow && !background && /^\/bot\/(guilds|tickets)\//.test(endpoint.path)) clock.advance(BOT_API_MS);
      await hold?.(`${endpoint.method} ${endpoint.path}`);
      return transport.send(user, endpoint, input);
    },
  });
  const acting = await startActing(t, { world, clock, through, closingPace: QUICK_CLOSES });
  return {
    acting,
    slowly: () => {
      slow = true;
      world.settings.restLatencyMs = DISCORD_MS;
    },
  };
}

/** A member's interaction and the bot's complete answer (throws when Discord gave up on it). */
async function asks(acting: Acting, userId: string, channelId: string, body: Record<string, unknown>) {
  return answerOf(acting, await interact(acting, userId, channelId, body));
}

const command = (name: string, options: Record<string, string> = {}) => ({ type: 'command', name, options });

/** Waits for the notification channel's next message, the last work an open or a claim does after its answer. */
async function nextNotice(acting: Acting, before: number) {
  await until(async () => (await acting.messages(NOTICES)).length > before, { what: 'the team notice' });
  return (await acting.messages(NOTICES)).at(-1)!.content;
}

function firstAnswer(t: Test, answer: Answer, type: number, what: string) {
  t.equal(answer.response!.type, type, what);
  t.equal(answer.timedOut, false, `${what}: in time`);
}

/** A member's interaction and its complete answer, whose first answer was of this type and in time. */
async function answered(t: Test, acting: Acting, who: string, where: string, body: object, type: number, what: string) {
  const answer = await asks(acting, who, where, body as Record<string, unknown>);
  firstAnswer(t, answer, type, what);
  return answer;
}

t.test('every slash command and subcommand answers in time, with the bot API and Discord slow', async (t) => {
  const { acting, slowly } = await slowWorld(t);
  slowly();
  const said = async (t: Test, who: string, where: string, body: object, type: number, what: string) =>
    saidIn(await answered(t, acting, who, where, body, type, what));
  await t.test('/ping, the configuration not read yet', async (t) => {
    const pong = await said(t, NEWCOMER, WELCOME, command('ping'), THINKING, '"thinking…" before reading it');
    t.match(pong, { content: /^Pong!/, flags: EPHEMERAL });
  });
  await t.test('/help', async (t) => {
    const help = await said(t, NEWCOMER, WELCOME, command('help'), MESSAGE, 'at once, from what the bot holds');
    t.match(help, { content: /^\*\*Befehle, die du hier verwenden darfst\*\*/, flags: EPHEMERAL });
  });
  await t.test('/stats', async (t) => {
    const owner = await acting.signIn(OWNER);
    const feature = { intent: 'feature', feature: 'statistics', enabled: 'true' };
    t.equal(await acting.submit(owner, `/dashboard/${G}/settings`, feature), 303);
    const stats = await said(t, OWNER, WELCOME, command('stats'), THINKING, 'it asks the bot API: "thinking…" first');
    t.match(stats, { embeds: [{ title: 'Zahlen von Demo Guild' }], flags: EPHEMERAL });
  });
  await t.test('/setup-notifications', async (t) => {
    const setUp = await said(
      t,
      OWNER,
      WELCOME,
      command('setup-notifications', { channel: NOTICES }),
      THINKING,
      'a call',
    );
    t.match(setUp, { content: /^Benachrichtigungen gehen ab jetzt in <#130000000000000007>\./, flags: EPHEMERAL });
  });
  let channelId = '';
  await t.test('/ticket open', async (t) => {
    const notices = (await acting.messages(NOTICES)).length;
    const opened = await said(t, AYLIN, WELCOME, command('ticket open', { reason: 'Schnell' }), THINKING, 'a reason');
    t.match(opened, { content: /^Dein Ticket ist offen: <#\d+>$/, flags: EPHEMERAL });
    channelId = /<#(\d+)>/.exec(opened.content!)![1]!;
    await nextNotice(acting, notices);
    await said(t, NEWCOMER, WELCOME, command('ticket open'), FORM, 'no reason: the form');
  });
  await t.test('/ticket add and /ticket remove', async (t) => {
    const added = await said(t, OWNER, channelId, command('ticket add', { user: NEWCOMER }), THINKING, 'add');
    t.match(added, { content: `<@${NEWCOMER}> wurde dem Ticket hinzugefügt.`, flags: 0 });
    const removed = await said(t, OWNER, channelId, command('ticket remove', { user: NEWCOMER }), THINKING, 'remove');
    t.match(removed, { content: `<@${NEWCOMER}> wurde aus dem Ticket entfernt.`, flags: 0 });
  });
  await t.test('/ticket unclaim and /ticket rename', async (t) => {
    const unclaimed = await said(t, OWNER, channelId, command('ticket unclaim'), THINKING, 'unclaim');
    t.match(unclaimed, { content: 'Dieses Ticket hat niemand übernommen.', flags: EPHEMERAL });
    const renamed = await said(t, OWNER, channelId, command('ticket rename', { name: 'Schnell' }), THINKING, 'rename');
    t.match(renamed, { content: `✏️ <@${OWNER}> hat das Ticket in #schnell umbenannt.`, flags: 0 });
  });
  await t.test('/ticket priority and /ticket transfer', async (t) => {
    const set = await said(t, OWNER, channelId, command('ticket priority', { level: 'high' }), THINKING, 'priority');
    t.match(set, { content: `🚩 <@${OWNER}> hat die Priorität auf „Hoch“ gesetzt.`, flags: 0 });
    const moved = await said(
      t,
      OWNER,
      channelId,
      command('ticket transfer', { category: 'Technik' }),
      THINKING,
      'move',
    );
    t.match(moved, { content: `📂 <@${OWNER}> hat das Ticket in die Kategorie „🛠️ Technik“ verschoben.`, flags: 0 });
  });
  await t.test('/ticket close', async (t) => {
    await said(t, AYLIN, channelId, command('ticket close'), FORM, 'no reason: the form');
    const closed = await said(
      t,
      AYLIN,
      channelId,
      command('ticket close', { reason: 'Erledigt' }),
      THINKING,
      'a reason',
    );
    t.match(closed, { content: `<@${AYLIN}> hat das Ticket geschlossen: Erledigt\n`, flags: 0 });
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 20_000 });
  });
});

/** The panel's message in #tickets (the demo's, titled "Support-Tickets") and its first row's components. */
async function panelOf(acting: Acting) {
  const panel = (await acting.messages(DEMO_IDS.ticketChannel)).find(
    (message) => message.embeds[0]?.title === 'Support-Tickets',
  );
  if (!panel) throw new Error('no panel in #tickets');
  const [row] = panel.components as { components: { custom_id: string; label?: string; options?: unknown[] }[] }[];
  return { id: panel.id, components: row!.components };
}

/** Two more categories on the dashboard: six, and the panel becomes a select menu. */
async function sixCategories(acting: Acting) {
  const owner = await acting.signIn(OWNER);
  for (const [index, name] of ['Events', 'Feedback'].entries()) {
    const category = { intent: 'create', name, description: name, emoji: '🎫', color: '#5865F2' };
    const sent = await acting.submit(owner, `/dashboard/${G}/ticket-categories`, {
      ...category,
      sortOrder: String(5 + index),
    });
    if (sent !== 303) throw new Error(`category ${name}: ${sent}`);
  }
  await until(async () => (await panelOf(acting)).components[0]?.custom_id === 'ticket:choose', {
    what: 'the panel as a menu',
  });
}

t.test('every ticket button and form answers in time, with the bot API and Discord slow', async (t) => {
  const { acting, slowly } = await slowWorld(t);
  await until(async () => (await panelOf(acting).catch(() => null)) !== null, { what: "the demo's panel" });
  // A form can only be a first answer, so it waits for a configuration not yet read: the bot reads it for
  // an interaction before (and again whenever it changes), and a form finds it at hand.
  await asks(acting, NEWCOMER, WELCOME, command('help'));
  slowly();
  const panel = await panelOf(acting);
  const click = (customId: string, messageId = panel.id) => ({ type: 'component', messageId, customId });
  let form = '';
  await t.test("a panel's button", async (t) => {
    const technik = panel.components.find((button) => button.label === 'Technik')!;
    const pressed = await answered(
      t,
      acting,
      NEWCOMER,
      DEMO_IDS.ticketChannel,
      click(technik.custom_id),
      FORM,
      'its form',
    );
    form = pressed.response!.data.custom_id!;
  });
  let channelId = '';
  await t.test('the open form, sent', async (t) => {
    const notices = (await acting.messages(NOTICES)).length;
    const sent = { type: 'modal', customId: form, fields: { reason: 'Drucker' } };
    const opened = saidIn(await answered(t, acting, NEWCOMER, DEMO_IDS.ticketChannel, sent, THINKING, 'a ticket'));
    t.match(opened, { content: /^Dein Ticket ist offen: <#\d+>$/, flags: EPHEMERAL });
    channelId = /<#(\d+)>/.exec(opened.content!)![1]!;
    await nextNotice(acting, notices);
  });
  const welcome = async () => (await acting.messages(channelId))[0]!.id;
  await t.test("a ticket's Claim button", async (t) => {
    const notices = (await acting.messages(NOTICES)).length;
    const claimed = await answered(
      t,
      acting,
      MAX,
      channelId,
      click('ticket:claim', await welcome()),
      THINKING,
      'for all',
    );
    t.match(saidIn(claimed), { content: `🙋 <@${MAX}> kümmert sich um dieses Ticket.`, flags: 0 });
    await nextNotice(acting, notices);
  });
  await t.test("a claimed ticket's Release button", async (t) => {
    const notices = (await acting.messages(NOTICES)).length;
    const released = await answered(
      t,
      acting,
      MAX,
      channelId,
      click('ticket:unclaim', await welcome()),
      THINKING,
      'for all',
    );
    t.match(saidIn(released), { content: `🔓 <@${MAX}> hat dieses Ticket freigegeben.`, flags: 0 });
    await nextNotice(acting, notices);
  });
  await t.test("/ticket close-request and the opener's Offen lassen", async (t) => {
    const notices = (await acting.messages(NOTICES)).length;
    const request = command('ticket close-request', { reason: 'Alles gut?' });
    const asked = await answered(t, acting, MAX, channelId, request, THINKING, 'the question');
    t.match(saidIn(asked), {
      content: 'Die Schließanfrage steht im Kanal; der Ersteller des Tickets kann sie beantworten.',
      flags: EPHEMERAL,
    });
    await nextNotice(acting, notices);
    const question = (await acting.messages(channelId)).reverse().find((message) => message.content.startsWith('❓'))!;
    t.match(question.content, `❓ <@${NEWCOMER}>, <@${MAX}> möchte dieses Ticket schließen: Alles gut?`);
    const kept = await answered(
      t,
      acting,
      NEWCOMER,
      channelId,
      click('ticket:close-keep', question.id),
      THINKING,
      'for all',
    );
    t.match(saidIn(kept), { content: `🔓 <@${NEWCOMER}> lässt das Ticket offen.`, flags: 0 });
  });
  await t.test("a ticket's Close button", async (t) => {
    await answered(t, acting, NEWCOMER, channelId, click('ticket:close', await welcome()), FORM, 'its form');
  });
  await t.test('the close form, sent', async (t) => {
    const sent = { type: 'modal', customId: 'ticket:close-form', fields: { reason: 'Geht wieder' } };
    const closed = await answered(t, acting, NEWCOMER, channelId, sent, THINKING, 'for all');
    t.match(saidIn(closed), { content: `<@${NEWCOMER}> hat das Ticket geschlossen: Geht wieder\n`, flags: 0 });
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 20_000 });
  });
  await t.test("a choice in a panel's menu", async (t) => {
    await sixCategories(acting);
    const menu = await panelOf(acting);
    const options = menu.components[0]!.options as { label: string; value: string }[];
    const events = options.find((option) => option.label === 'Events')!;
    const chosen = { ...click('ticket:choose', menu.id), values: [events.value] };
    const asked = await answered(t, acting, AYLIN, DEMO_IDS.ticketChannel, chosen, FORM, 'its form');
    t.equal(asked.response!.data.custom_id, `ticket:open-form:${events.value}`);
  });
});

t.test('a member\'s second open while the first runs says "thinking…" at once, then names the first', async (t) => {
  let release: (() => void) | null = null;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = true;
  // The first open's record waits in the bot API until the second open has been answered.
  const { acting, slowly } = await slowWorld(t, (call) => {
    if (!holding || call !== 'POST /bot/tickets/:guildId') return undefined;
    holding = false;
    return held;
  });
  slowly();
  const first = await interact(acting, AYLIN, WELCOME, command('ticket open', { reason: 'Erstes' }));
  await until(() => !holding, { what: 'the first open at the bot API' });
  const second = await interact(acting, AYLIN, WELCOME, command('ticket open', { reason: 'Zweites' }));
  await until(() => acting.world.interactions.get(second)!.response !== null, {
    what: 'the second open acknowledged while the first still runs',
  });
  release!();
  const opened = saidIn(await answerOf(acting, first)).content!;
  t.match(opened, /^Dein Ticket ist offen: <#\d+>$/);
  const refused = await answerOf(acting, second);
  firstAnswer(t, refused, THINKING, 'the second open');
  t.match(
    saidIn(refused),
    { content: `Du hast schon ein offenes Ticket: ${/<#\d+>/.exec(opened)![0]}`, flags: EPHEMERAL },
    'one ticket, and the second open names it',
  );
});

t.test('a failure after "thinking…" is said in its place, never as a second first answer', async (t) => {
  const failing = new Set(['POST /bot/guilds/:guildId/notifications/setup', 'POST /bot/tickets/:guildId']);
  const { acting, slowly } = await slowWorld(t, (call) =>
    failing.has(call) ? Promise.reject(new Error('the bot API broke')) : undefined,
  );
  slowly();
  const failed = 'Das hat nicht geklappt. Bitte versuche es gleich noch einmal.';
  const callbacks = (id: string) =>
    acting.system.standIn!.calls(`/${id}/${acting.world.interactions.get(id)!.token}/callback`);
  for (const [who, asked] of [
    [OWNER, command('setup-notifications', { channel: NOTICES })],
    [AYLIN, command('ticket open', { reason: 'Geht das?' })],
  ] as const) {
    const id = await interact(acting, who, WELCOME, asked);
    const answer = await answerOf(acting, id);
    firstAnswer(t, answer, THINKING, `/${asked.name}`);
    t.match(saidIn(answer), { content: failed, flags: EPHEMERAL }, `/${asked.name}: the failure, privately`);
    t.equal(callbacks(id), 1, `/${asked.name}: one first answer`);
  }
});

t.test(
  'a failure after a public "thinking…" takes it away and is said privately, never to the whole channel',
  async (t) => {
    let failing = false;
    const { acting, slowly } = await slowWorld(t, (call) =>
      failing && call === 'GET /bot/tickets/:guildId/channels/:channelId'
        ? Promise.reject(new Error('the bot API broke'))
        : undefined,
    );
    const opened = await asks(acting, AYLIN, WELCOME, command('ticket open', { reason: 'Kaputt' }));
    const channelId = /<#(\d+)>/.exec(saidIn(opened).content!)![1]!;
    slowly();
    failing = true;
    const id = await interact(acting, OWNER, channelId, command('ticket rename', { name: 'Neu' }));
    const answer = await answerOf(acting, id);
    firstAnswer(t, answer, THINKING, '/ticket rename: "thinking…" for all');
    t.equal(answer.original, null, 'the public "thinking…" is taken away');
    t.same(
      answer.followups.map((followup) => [followup.content, followup.flags]),
      [['Das hat nicht geklappt. Bitte versuche es gleich noch einmal.', EPHEMERAL]],
      'the failure, to the one who asked',
    );
    const callbacks = acting.system.standIn!.calls(`/${id}/${acting.world.interactions.get(id)!.token}/callback`);
    t.equal(callbacks, 1, 'one first answer');
  },
);

t.test(
  'a role denied /ticket on Command Permissions: every way into /ticket refuses its members alike, and nothing happens',
  async (t) => {
    const acting = await startActing(t);
    await until(async () => (await panelOf(acting).catch(() => null)) !== null, { what: "the demo's panel" });
    const panel = await panelOf(acting);
    const technik = panel.components.find((button) => button.label === 'Technik')!;
    const click = (customId: string, messageId = panel.id) => ({ type: 'component', messageId, customId });
    // Before the deny: an open ticket, and the forms the bot showed (which the member may still send).
    const opened = await asks(acting, NEWCOMER, WELCOME, command('ticket open', { reason: 'Vorher' }));
    const channelId = /<#(\d+)>/.exec(saidIn(opened).content!)![1]!;
    const [welcome] = await acting.messages(channelId);
    const openForm = (await asks(acting, NEWCOMER, DEMO_IDS.ticketChannel, click(technik.custom_id))).response!.data
      .custom_id!;
    t.equal((await asks(acting, NEWCOMER, channelId, click('ticket:close', welcome!.id))).response!.type, FORM);

    const owner = await acting.signIn(OWNER);
    const entry = `/dashboard/${G}/command-permissions/${DEMO_IDS.memberRole}`;
    t.equal(await acting.submit(owner, entry, { c_ticket: 'denied' }), 303, 'Mitglied may not use /ticket');
    const refusal = saidIn(await asks(acting, NEWCOMER, WELCOME, command('ticket open', { reason: 'Nachher' })));
    t.same(
      [refusal.content, refusal.flags],
      ['Du darfst diesen Befehl auf diesem Server nicht verwenden.', EPHEMERAL],
      '/ticket open is refused',
    );
    const sameRefusal = async (what: string, channel: string, body: Record<string, unknown>) => {
      const answer = await asks(acting, NEWCOMER, channel, body);
      t.same([saidIn(answer).content, saidIn(answer).flags], [refusal.content, refusal.flags], what);
    };
    await sameRefusal("the panel's button", DEMO_IDS.ticketChannel, click(technik.custom_id));
    const reason = { reason: 'Nachher' };
    await sameRefusal('the open form, sent', DEMO_IDS.ticketChannel, {
      type: 'modal',
      customId: openForm,
      fields: reason,
    });
    await sameRefusal("the ticket's Close button", channelId, click('ticket:close', welcome!.id));
    await sameRefusal("the ticket's Claim button", channelId, click('ticket:claim', welcome!.id));
    await sameRefusal('/ticket close-request', channelId, command('ticket close-request'));
    await sameRefusal('/ticket unclaim', channelId, command('ticket unclaim'));
    await sameRefusal('/ticket rename', channelId, command('ticket rename', { name: 'Neu' }));
    await sameRefusal('/ticket priority', channelId, command('ticket priority', { level: 'urgent' }));
    await sameRefusal('/ticket transfer', channelId, command('ticket transfer', { category: 'Technik' }));
    await sameRefusal('the close form, sent', channelId, {
      type: 'modal',
      customId: 'ticket:close-form',
      fields: reason,
    });
    await sixCategories(acting);
    const menu = await panelOf(acting);
    const [first] = menu.components[0]!.options as { value: string }[];
    await sameRefusal("a choice in the panel's menu", DEMO_IDS.ticketChannel, {
      ...click('ticket:choose', menu.id),
      values: [first!.value],
    });

    const tickets = await acting.system
      .botApi!.store.db.selectFrom('tickets')
      .select(['status'])
      .where('user_id', '=', NEWCOMER)
      .execute();
    t.same(tickets, [{ status: 'open' }], 'no ticket opened, the open one not closed');
    t.ok(channelOf(acting, channelId), 'and its channel stays');
  },
);
