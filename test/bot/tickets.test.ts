// Tickets in Discord, from the bot's side, against the stand-in Discord: a member opens a ticket with
// /ticket open and its form, gets a private channel that only they, the staff of the Berechtigungen screen
// and the bot can read, writes in it; the Close button and its form store the transcript (read back
// from the dashboard) and delete the channel. Staff add and remove people; the limit of one open ticket
// refuses a second one, naming the first; who may not claim, close or manage is told which dashboard
// permission is missing and where it is granted; a refused reason is worded in the member's language.
import { OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { UpstreamError } from '../../server/contract/client.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, interact, openTicket, saidIn } from '../helpers/tickets.js';
import { fetchRaw } from '../helpers/http-client.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const NEWCOMER = DEMO_IDS.newcomer; // a plain member without a ticket
const TIM = '200000000000000014'; // a plain member with an open ticket of the demo's (no channel)
const AYLIN = '200000000000000016'; // a member of the Support role, which has no dashboard entry
const MAX = '200000000000000012'; // staff: a user entry with tickets.manage
const MIA = DEMO_IDS.moderator; // staff: the Moderator role's entry (tickets.manage, add_users, remove_users)
const WELCOME = '130000000000000002';
const MEMBER_BITS = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles | P.EmbedLinks;

t.test('a ticket from /ticket open to its transcript on the dashboard', async (t) => {
  const acting = await startActing(t, { closingPace: QUICK_CLOSES });
  const { form, submitted } = await openTicket(acting, NEWCOMER, 'Mein Rang fehlt nach dem Update');
  t.equal(form, 'ticket:open-form:none', 'the command without a reason asks for one in a form');
  t.equal(submitted.original!.flags & 64, 64, 'the answer is for the member only');
  const channelId = /^Dein Ticket ist offen: <#(\d+)>$/.exec(submitted.original!.content)?.[1];
  t.ok(channelId, `the answer names the channel: ${submitted.original!.content}`);
  const channel = channelOf(acting, channelId!)!;
  const ticketId = Number(/^ticket-(\d+)$/.exec(channel.name)?.[1]);
  t.ok(ticketId > 0, `the channel is named after the ticket: ${channel.name}`);
  const parent = channelOf(acting, channel.parentId!)!;
  t.same([parent.type, parent.name], [4, 'Tickets'], 'under a ticket category the bot made');
  const overwrite = (id: string) => channel.overwrites.find((entry) => entry.id === id);
  t.same(overwrite(G), { id: G, type: OverwriteType.Role, allow: 0n, deny: P.ViewChannel }, '@everyone may not look');
  t.same(
    overwrite(NEWCOMER),
    { id: NEWCOMER, type: OverwriteType.Member, allow: MEMBER_BITS, deny: 0n },
    'the opener may',
  );
  t.same(overwrite(DEMO_IDS.moderatorRole)?.allow, MEMBER_BITS, "the Moderator role's entry makes it staff");
  t.same(overwrite(MAX)?.allow, MEMBER_BITS, "maxpower's own entry makes him staff");
  t.equal((overwrite(DEMO_IDS.bot)!.allow & P.ManageChannels) !== 0n, true, 'the bot looks after the channel');

  const [welcome] = await acting.messages(channelId!);
  t.match(welcome, {
    content: `<@${NEWCOMER}>`,
    embeds: [
      {
        title: `Ticket #${ticketId}`,
        fields: [{ value: 'Keine Kategorie' }, { value: 'Mein Rang fehlt nach dem Update' }],
      },
    ],
    components: [
      {
        components: [
          { custom_id: 'ticket:close', label: 'Schließen' },
          { custom_id: 'ticket:claim', label: 'Übernehmen' },
        ],
      },
    ],
  });
  t.equal((welcome as unknown as { pinned: boolean }).pinned, true, 'the welcome is pinned');

  const team = await acting.messages(DEMO_IDS.notificationChannel);
  t.match(team.at(-1), {
    content: `<@&${DEMO_IDS.moderatorRole}> <@&${DEMO_IDS.supportRole}> 🎫 Ticket #${ticketId} von <@${NEWCOMER}> ist offen: <#${channelId}>\nMein Rang fehlt nach dem Update`,
    mention_roles: [DEMO_IDS.moderatorRole, DEMO_IDS.supportRole],
    mentions: [],
    mention_everyone: false,
  });

  await acting.say(NEWCOMER, channelId!, 'Seit gestern fehlt mir die Rolle VIP.');
  const claimBy = async (userId: string) =>
    saidIn(
      await answerOf(
        acting,
        await interact(acting, userId, channelId!, {
          type: 'component',
          messageId: welcome!.id,
          customId: 'ticket:claim',
        }),
      ),
    );
  const refused = await claimBy(NEWCOMER);
  t.same(
    [refused.content, refused.flags],
    [
      'Dafür fehlt dir die Dashboard-Berechtigung „Tickets ansehen“. Die Admins dieses Servers vergeben sie im Dashboard unter Berechtigungen.',
      64,
    ],
    'claiming needs what lets the team see tickets',
  );
  t.match(
    await claimBy(MIA),
    { content: `🙋 <@${MIA}> kümmert sich um dieses Ticket.`, flags: 0 },
    'said in the channel',
  );
  // The team hears of it after the claim is said in the channel and the welcome's button changed.
  await until(
    async () =>
      (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content ===
      `🙋 Ticket #${ticketId} wurde von <@${MIA}> übernommen.`,
    { what: "the team's notice of the claim" },
  );
  const owner = await acting.signIn(DEMO_IDS.owner);
  const openList = (
    await fetchRaw(`${acting.base}/dashboard/${G}/tickets?status=open`, { jar: owner })
  ).body.toString();
  const rowOf = new RegExp(`<tr><td class="cell-title">#${ticketId}</td>.*?</tr>`).exec(openList)?.[0] ?? '';
  t.match(rowOf, 'Übernommen von Mia Moderator', 'the dashboard shows the claimer');
  t.match(
    rowOf,
    `href="/_discord/demo/channels/${channelId}"`,
    "and links the ticket's channel (in the demo's Discord)",
  );
  await acting.say(MIA, channelId!, `Schaue ich mir an, <@${NEWCOMER}>. Siehe <#${WELCOME}>`);
  await t.rejects(
    acting.say(AYLIN, channelId!, 'Darf ich mitlesen?'),
    /403/,
    'a member outside the ticket cannot write',
  );

  const again = await openTicket(acting, NEWCOMER, 'Noch eins');
  t.equal(
    again.submitted.original!.content,
    `Du hast schon ein offenes Ticket: <#${channelId}>`,
    'one open ticket each',
  );
  const tims = await openTicket(acting, TIM, 'Hallo');
  t.match(
    tims.submitted.original!.content,
    /^Du hast schon ein offenes Ticket: ticket-\d+$/,
    "an open ticket without a channel (the demo's) is named by its number",
  );

  const click = await answerOf(
    acting,
    await interact(acting, NEWCOMER, channelId!, {
      type: 'component',
      messageId: welcome!.id,
      customId: 'ticket:close',
    }),
  );
  t.equal(click.response!.data.custom_id, 'ticket:close-form', 'Close asks for a reason');
  const closed = await answerOf(
    acting,
    await interact(acting, NEWCOMER, channelId!, {
      type: 'modal',
      customId: 'ticket:close-form',
      fields: { reason: 'Gelöst' },
    }),
  );
  t.equal(
    closed.original!.content,
    `<@${NEWCOMER}> hat das Ticket geschlossen: Gelöst\nDas Transkript ist gespeichert; dieser Kanal wird in 5 Sekunden gelöscht.`,
  );
  t.equal(closed.original!.flags & 64, 0, 'the close is said to everyone in the channel');
  await until(() => channelOf(acting, channelId!) === undefined, { what: 'the channel deleted', deadlineMs: 20_000 });
  t.match((await acting.messages(DEMO_IDS.notificationChannel)).at(-1), {
    content: `🔒 Ticket #${ticketId} wurde von <@${NEWCOMER}> geschlossen: Gelöst\nTranskript: ${acting.base}/dashboard/${G}/tickets/${ticketId}/transcript`,
    mention_roles: [],
    mentions: [],
  });

  const record = await acting.system
    .botApi!.store.db.selectFrom('tickets')
    .select(['status', 'transcript', 'claimed_by', 'claimed_by_name', 'closed_by', 'first_response_at'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  t.equal(record.status, 'closed', 'the bot API stored the close');
  t.same(
    [record.claimed_by, record.claimed_by_name, record.closed_by],
    [MIA, 'Mia Moderator', NEWCOMER],
    'who claimed it and who closed it',
  );
  t.ok(record.first_response_at, "Mia's answer is the first response");
  const transcript = JSON.parse(record.transcript);
  t.match(transcript.header, { channelName: `ticket-${ticketId}`, guildName: 'Demo Guild', totalMessages: 4 });
  t.same(
    transcript.messages.map((message: { author: { displayName: string; bot: boolean }; content: string }) => [
      message.author.displayName,
      message.author.bot,
      message.content,
    ]),
    [
      ['Guildhall Bot', true, `<@${NEWCOMER}>`],
      ['demo-newcomer', false, 'Seit gestern fehlt mir die Rolle VIP.'],
      ['Guildhall Bot', true, `🙋 <@${MIA}> kümmert sich um dieses Ticket.`],
      ['Mia Moderator', false, `Schaue ich mir an, <@${NEWCOMER}>. Siehe <#${WELCOME}>`],
    ],
  );
  t.same(
    [transcript.users[NEWCOMER], transcript.channels[WELCOME]],
    ['demo-newcomer', 'willkommen'],
    'mentioned names are kept',
  );
  const page = await fetchRaw(`${acting.base}/dashboard/${G}/tickets/${ticketId}/transcript`, { jar: owner });
  t.equal(page.status, 200);
  t.match(page.body.toString(), 'Seit gestern fehlt mir die Rolle VIP.');
});

t.test(
  'who lacks the dashboard permission is told which, in their language; staff add and remove people; outside a ticket the commands refuse',
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const { submitted } = await openTicket(acting, NEWCOMER, '');
    const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
    const command = async (
      userId: string,
      name: string,
      options: Record<string, string>,
      where = channelId,
      locale = 'de',
    ) =>
      saidIn(await answerOf(acting, await interact(acting, userId, where, { type: 'command', name, options, locale })));

    t.equal(
      (await command(DEMO_IDS.owner, 'ticket add', { user: AYLIN })).content,
      `<@${AYLIN}> wurde dem Ticket hinzugefügt.`,
    );
    await acting.say(AYLIN, channelId, 'Jetzt bin ich dabei.');
    // Aylin is in the ticket now, but her role has no entry on the Berechtigungen screen.
    const refusals = [
      ['ticket add', { user: TIM }, 'Benutzer zu Tickets hinzufügen', 'Add users to tickets'],
      ['ticket remove', { user: NEWCOMER }, 'Benutzer aus Tickets entfernen', 'Remove users from tickets'],
      ['ticket close', { reason: 'Erledigt' }, 'Tickets verwalten', 'Manage tickets'],
    ] as const;
    const privately = async (...asked: Parameters<typeof command>) => {
      const said = await command(...asked);
      return [said.content, said.flags];
    };
    for (const [name, options, german, english] of refusals) {
      t.same(
        await privately(AYLIN, name, options),
        [
          `Dafür fehlt dir die Dashboard-Berechtigung „${german}“. Die Admins dieses Servers vergeben sie im Dashboard unter Berechtigungen.`,
          64,
        ],
        `/${name} names the permission it needs`,
      );
      t.same(
        await privately(AYLIN, name, options, channelId, 'en-US'),
        [
          `You lack the dashboard permission “${english}” for this. This server's admins grant it in the dashboard under Permissions.`,
          64,
        ],
        `/${name} in English`,
      );
    }
    t.equal(
      (await command(DEMO_IDS.owner, 'ticket remove', { user: NEWCOMER })).content,
      'Der Ersteller eines Tickets bleibt darin.',
    );
    t.equal(
      (await command(DEMO_IDS.owner, 'ticket remove', { user: AYLIN })).content,
      `<@${AYLIN}> wurde aus dem Ticket entfernt.`,
    );
    await t.rejects(acting.say(AYLIN, channelId, 'Und wieder raus?'), /403/);

    t.match(
      await command(NEWCOMER, 'ticket close', { reason: 'Erledigt' }, WELCOME),
      { content: 'Das geht nur im Kanal eines offenen Tickets.', flags: 64 },
      'outside a ticket channel',
    );
    t.equal(
      (await command(MIA, 'ticket close', {})).custom_id,
      'ticket:close-form',
      'without a reason the form comes at once; who may close is checked when it comes back',
    );
    const byStaff = await answerOf(
      acting,
      await interact(acting, MAX, channelId, { type: 'command', name: 'ticket close', options: { reason: 'Doppelt' } }),
    );
    t.equal(byStaff.response!.type, 5, 'a close with a reason goes straight to work');
    t.match(byStaff.original!.content, /^<@200000000000000012> hat das Ticket geschlossen: Doppelt\n/);
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 20_000 });
  },
);

t.test("the demo's moderator claims, adds, removes and closes: her role's entries are what it takes", async (t) => {
  const acting = await startActing(t, { closingPace: QUICK_CLOSES });
  const { submitted } = await openTicket(acting, NEWCOMER, 'Bitte um Hilfe');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const [welcome] = await acting.messages(channelId);
  const asMia = async (body: Record<string, unknown>) =>
    saidIn(await answerOf(acting, await interact(acting, MIA, channelId, body)));
  const command = (name: string, options: Record<string, string>) => asMia({ type: 'command', name, options });

  t.equal(
    (await asMia({ type: 'component', messageId: welcome!.id, customId: 'ticket:claim' })).content,
    `🙋 <@${MIA}> kümmert sich um dieses Ticket.`,
  );
  t.equal((await command('ticket add', { user: AYLIN })).content, `<@${AYLIN}> wurde dem Ticket hinzugefügt.`);
  await acting.say(AYLIN, channelId, 'Ich bin dazugekommen.');
  t.equal((await command('ticket remove', { user: AYLIN })).content, `<@${AYLIN}> wurde aus dem Ticket entfernt.`);
  await t.rejects(acting.say(AYLIN, channelId, 'Noch da?'), /403/, 'removed: she may no longer write');
  t.match(
    (await command('ticket close', { reason: 'Geklärt' })).content,
    `<@${MIA}> hat das Ticket geschlossen: Geklärt\n`,
  );
  await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 20_000 });
});

t.test(
  'the bot API away at the close: the transcript waits in the bot’s outbox, the channel stays, and both follow once it is back',
  async (t) => {
    let away = false;
    const acting = await startActing(t, {
      setUp: 'split',
      closingPace: QUICK_CLOSES,
      through: (transport) => ({
        ...transport,
        send: (user, endpoint, input) =>
          away && endpoint.path.endsWith('/close')
            ? Promise.reject(new UpstreamError(null, 'the bot API cannot be reached', undefined, 'unreachable'))
            : transport.send(user, endpoint, input),
      }),
    });
    const { submitted } = await openTicket(acting, NEWCOMER, 'Ausfall');
    const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
    await acting.say(NEWCOMER, channelId, 'Bitte schließen.');
    away = true;
    const closing = await answerOf(
      acting,
      await interact(acting, NEWCOMER, channelId, {
        type: 'command',
        name: 'ticket close',
        options: { reason: 'Erledigt' },
      }),
    );
    t.equal(
      closing.original!.content,
      'Das Dashboard ist gerade nicht erreichbar. Das Transkript ist beim Bot gesichert und wird gespeichert, sobald es wieder erreichbar ist; erst dann wird dieser Kanal gelöscht.',
    );
    t.ok(channelOf(acting, channelId), 'the channel stays while the close is not stored');
    const ticketId = Number(channelOf(acting, channelId)!.name.slice('ticket-'.length));
    const statusOf = async () =>
      (
        await acting.system
          .botApi!.store.db.selectFrom('tickets')
          .select(['status', 'transcript'])
          .where('id', '=', ticketId)
          .executeTakeFirstOrThrow()
      ).status;
    t.equal(await statusOf(), 'open');

    away = false;
    await until(() => channelOf(acting, channelId) === undefined, {
      what: 'the kept close sent and the channel deleted',
      deadlineMs: 30_000,
    });
    t.equal(await statusOf(), 'closed', 'the kept close was stored once the bot API was back');
    const said = (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content;
    t.match(said, `🔒 Ticket #${ticketId} wurde von <@${NEWCOMER}> geschlossen: Erledigt`);
  },
);

t.test(
  '"Schließen" on the dashboard: the bot closes the ticket as its button does; the page says so meanwhile',
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const { submitted } = await openTicket(acting, NEWCOMER, 'Vom Dashboard schließen');
    const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
    const ticketId = Number(channelOf(acting, channelId)!.name.slice('ticket-'.length));
    await acting.say(NEWCOMER, channelId, 'Danke, hat sich erledigt.');
    const moderator = await acting.signIn(MIA);
    const asModerator = (
      await fetchRaw(`${acting.base}/dashboard/${G}/tickets?status=open`, { jar: moderator })
    ).body.toString();
    const step = `/dashboard/${G}/tickets/${ticketId}/close`;
    t.match(asModerator, `href="${step}"`, "the Moderator role's tickets.manage offers Schließen");
    const owner = await acting.signIn(DEMO_IDS.owner);
    const page = `/dashboard/${G}/tickets?status=open`;
    t.match((await fetchRaw(`${acting.base}${page}`, { jar: owner })).body.toString(), `href="${step}"`);
    t.equal(await acting.submit(owner, step, { reason: 'Vom Team erledigt' }), 303);
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 30_000 });
    const record = await acting.system
      .botApi!.store.db.selectFrom('tickets')
      .select(['status', 'closed_by', 'transcript'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    t.same([record.status, record.closed_by], ['closed', DEMO_IDS.owner], 'closed by whoever asked on the dashboard');
    t.match(record.transcript, 'Danke, hat sich erledigt.');
    t.match(
      (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content,
      `🔒 Ticket #${ticketId} wurde von <@${DEMO_IDS.owner}> geschlossen: Vom Team erledigt`,
    );
  },
);

t.test(
  'a ticket without a channel closes from the dashboard too: stored closed with what is known, no channel to delete',
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const { db } = acting.system.botApi!.store;
    // The demo's open tickets were never in a channel.
    const { id: ticketId } = await db
      .selectFrom('tickets')
      .select('id')
      .where('guild_id', '=', G)
      .where('status', '=', 'open')
      .where('channel_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const owner = await acting.signIn(DEMO_IDS.owner);
    const list = (await fetchRaw(`${acting.base}/dashboard/${G}/tickets?status=open`, { jar: owner })).body.toString();
    const step = `/dashboard/${G}/tickets/${ticketId}/close`;
    t.match(list, `href="${step}"`, 'Schließen is offered without a channel');
    t.equal(await acting.submit(owner, step, { reason: 'Hat sich erledigt' }), 303);
    const stored = async () =>
      db
        .selectFrom('tickets')
        .select(['status', 'closed_by', 'channel_id', 'transcript'])
        .where('id', '=', ticketId)
        .executeTakeFirstOrThrow();
    await until(async () => (await stored()).status === 'closed', { what: 'the ticket closed', deadlineMs: 30_000 });
    const record = await stored();
    t.same([record.closed_by, record.channel_id], [DEMO_IDS.owner, null], 'closed by whoever asked, still no channel');
    t.match(JSON.parse(record.transcript), {
      header: { channelName: `ticket-${ticketId}`, totalMessages: 0 },
      messages: [],
    });
    await until(
      async () =>
        (await acting.messages(DEMO_IDS.notificationChannel))
          .at(-1)
          ?.content.startsWith(
            `🔒 Ticket #${ticketId} wurde von <@${DEMO_IDS.owner}> geschlossen: Hat sich erledigt`,
          ) === true,
      { what: 'the team told' },
    );
    t.pass('the team was told, with the reason');
  },
);

t.test(
  'from the panel: sent on the dashboard, a category button or the menu opens a ticket in that category',
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const owner = await acting.signIn(DEMO_IDS.owner);
    const page = `/dashboard/${G}/ticket-categories`;
    const panelTitled = async (title: string) =>
      (await acting.messages(DEMO_IDS.ticketChannel)).find((message) => message.embeds[0]?.title === title);
    await until(async () => (await panelTitled('Support-Tickets')) !== undefined, { what: "the demo's own panel" });
    // The demo's panel is the first (and only) one: its form names it.
    const send = {
      intent: 'panel',
      panelId: '1',
      channelId: DEMO_IDS.ticketChannel,
      title: 'Support',
      text: 'Worum geht es?',
    };
    t.equal(await acting.submit(owner, page, send), 303);
    t.equal((await panelTitled('Support-Tickets')) ?? null, null, "sending edits the demo's panel, no second one");
    const panelMessage = async () => (await panelTitled('Support'))!;
    const row = (await panelMessage()).components[0] as { components: { custom_id: string; label: string }[] };
    const technik = row.components.find((button) => button.label === 'Technik')!;
    const form = await answerOf(
      acting,
      await interact(acting, NEWCOMER, DEMO_IDS.ticketChannel, {
        type: 'component',
        messageId: (await panelMessage()).id,
        customId: technik.custom_id,
      }),
    );
    t.equal(form.response!.data.custom_id, technik.custom_id.replace('ticket:open:', 'ticket:open-form:'));
    const opened = await answerOf(
      acting,
      await interact(acting, NEWCOMER, DEMO_IDS.ticketChannel, {
        type: 'modal',
        customId: form.response!.data.custom_id!,
        fields: { reason: 'Bot antwortet nicht' },
      }),
    );
    const channelId = /<#(\d+)>/.exec(opened.original!.content)![1]!;
    const [welcome] = await acting.messages(channelId);
    t.match(
      welcome!.embeds,
      [{ fields: [{ value: '🛠️ Technik' }, { value: 'Bot antwortet nicht' }] }],
      'in the category',
    );

    for (const [index, name] of ['Events', 'Feedback'].entries())
      t.equal(
        await acting.submit(owner, page, {
          intent: 'create',
          name,
          description: `Alles zu ${name}`,
          emoji: '🎫',
          color: '#5865F2',
          sortOrder: String(5 + index),
        }),
        303,
      );
    const menu = (
      (await panelMessage()).components[0] as {
        components: { custom_id: string; options: { label: string; value: string }[] }[];
      }
    ).components[0]!;
    t.equal(menu.custom_id, 'ticket:choose', 'six categories: the panel became a menu');
    const events = menu.options.find((option) => option.label === 'Events')!;
    const chosen = await answerOf(
      acting,
      await interact(acting, AYLIN, DEMO_IDS.ticketChannel, {
        type: 'component',
        messageId: (await panelMessage()).id,
        customId: 'ticket:choose',
        values: [events.value],
      }),
    );
    t.equal(chosen.response!.data.custom_id, `ticket:open-form:${events.value}`, 'the chosen category’s form');

    for (let index = 7; index <= 30; index += 1)
      t.equal(
        await acting.submit(owner, page, {
          intent: 'create',
          name: `Thema ${index}`,
          description: '',
          emoji: '💬',
          color: '#5865F2',
          sortOrder: String(index),
        }),
        303,
      );
    type Menu = { custom_id: string; options: { label: string; value: string }[] };
    const menus = ((await panelMessage()).components as { components: Menu[] }[]).map((row) => row.components[0]!);
    t.same(
      menus.map((each) => [each.custom_id, each.options.length]),
      [
        ['ticket:choose', 25],
        ['ticket:choose:2', 5],
      ],
      'thirty categories: a second menu',
    );
    const last = menus[1]!.options.find((option) => option.label === 'Thema 30')!;
    const fromSecond = await answerOf(
      acting,
      await interact(acting, NEWCOMER, DEMO_IDS.ticketChannel, {
        type: 'component',
        messageId: (await panelMessage()).id,
        customId: 'ticket:choose:2',
        values: [last.value],
      }),
    );
    t.equal(
      fromSecond.response!.data.custom_id,
      `ticket:open-form:${last.value}`,
      'the second menu opens its category',
    );
  },
);

t.test(
  'bad reasons are refused with the contract’s rule, in the member’s language; two closes at once close once',
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const asked = await answerOf(
      acting,
      await interact(acting, NEWCOMER, WELCOME, { type: 'command', name: 'ticket open' }),
    );
    const refused = await answerOf(
      acting,
      await interact(acting, NEWCOMER, WELCOME, {
        type: 'modal',
        customId: asked.response!.data.custom_id!,
        fields: { reason: 'Hilfe\u0007bitte' },
      }),
    );
    t.match(refused.response!.data, { content: 'Grund: Steuerzeichen sind nicht erlaubt', flags: 64 });
    const inEnglish = { locale: 'en-US' };
    const askedInEnglish = await answerOf(
      acting,
      await interact(acting, NEWCOMER, WELCOME, { type: 'command', name: 'ticket open', ...inEnglish }),
    );
    const refusedInEnglish = await answerOf(
      acting,
      await interact(acting, NEWCOMER, WELCOME, {
        type: 'modal',
        customId: askedInEnglish.response!.data.custom_id!,
        fields: { reason: 'Help\u0007please' },
        ...inEnglish,
      }),
    );
    t.same(
      refusedInEnglish.response!.data,
      { content: 'Reason: Control characters are not allowed', flags: 64, allowed_mentions: { parse: [] } },
      'a member whose Discord speaks English reads the rule in English',
    );
    const { submitted } = await openTicket(acting, NEWCOMER, 'Doppelt schließen');
    const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
    const ticketId = Number(channelOf(acting, channelId)!.name.slice('ticket-'.length));
    const closers = [DEMO_IDS.owner, MAX];
    const answers = await Promise.all(
      (
        await Promise.all(
          closers.map((userId) =>
            interact(acting, userId, channelId, {
              type: 'command',
              name: 'ticket close',
              options: { reason: 'Fertig' },
            }),
          ),
        )
      ).map((id) => answerOf(acting, id)),
    );
    const said = answers.map((answer) => saidIn(answer).content ?? '');
    t.equal(
      said.filter((text) => text.includes('hat das Ticket geschlossen')).length,
      1,
      `one close: ${said.join(' | ')}`,
    );
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 30_000 });
    const closes = await acting.system
      .botApi!.store.db.selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'ticket.close')
      .where('target_id', '=', String(ticketId))
      .execute();
    t.equal(closes.length, 1, 'one close in the history');
  },
);
