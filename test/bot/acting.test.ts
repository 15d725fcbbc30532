// The bot acting on what the dashboard configures, against the stand-in Discord: members played by the
// act API, configuration changed through the dashboard's own forms, each feature in both set-ups. In one
// process a change applies to the very next event (the bot is told before the form's answer arrives);
// split, to the first event after the bot heard of it.
import t, { type Test } from 'tap';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { SET_UPS, type SetUp, startActing } from '../helpers/bot.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';
const NEWCOMER = DEMO_IDS.newcomer;
const MODERATOR = DEMO_IDS.moderator;
const OWNER = DEMO_IDS.owner;
const VIP = DEMO_IDS.vipRole;
const MEMBER = DEMO_IDS.memberRole;

/** A test in each set-up: the bot in the product's process, and apart from it. */
function eachSetUp(name: string, body: (t: Test, setUp: SetUp) => Promise<void>) {
  for (const setUp of SET_UPS) t.test(`${name} (${setUp})`, (t) => body(t, setUp));
}

eachSetUp(
  'auto responses: a trigger word gets its answer as a reply that pings nobody; the dashboard changes what answers',
  async (t, setUp) => {
    const acting = await startActing(t, { setUp });
    const asked = await acting.say(NEWCOMER, WELCOME, 'Wo finde ich die REGELN?');
    const reply = await acting.replyTo(WELCOME, asked);
    t.equal(reply.content, 'Unsere Regeln findest du in #regeln. Bitte lies sie vor dem Schreiben 🙏');
    t.equal(reply.author.id, DEMO_IDS.bot);
    t.same([reply.mentions, reply.mention_roles, reply.mention_everyone], [[], [], false]);

    const owner = await acting.signIn(OWNER);
    const page = `/dashboard/${G}/autoresponses`;
    t.equal(
      await acting.submit(owner, page, {
        intent: 'create',
        trigger: 'discord server',
        response: `@everyone <@&${DEMO_IDS.moderatorRole}> <@${OWNER}>: schaut vorbei!`,
      }),
      303,
    );
    // Asked right after the form's answer (split: once the bot heard of the change), no other wait.
    const longer = await acting.say(NEWCOMER, WELCOME, 'Wie heißt der Discord   Server?');
    const answer = await acting.replyTo(WELCOME, longer);
    t.equal(
      answer.content,
      `@everyone <@&${DEMO_IDS.moderatorRole}> <@${OWNER}>: schaut vorbei!`,
      'the longest trigger wins over "discord"',
    );
    t.same(
      [answer.mentions, answer.mention_roles, answer.mention_everyone],
      [[], [], false],
      'nobody is pinged, whatever the response says',
    );

    const embed = await acting.say(NEWCOMER, WELCOME, 'willkommen');
    t.match(
      (await acting.replyTo(WELCOME, embed)).embeds,
      [{ title: 'Willkommen auf Demo Guild!', color: 0x57f287 }],
      'an embed response',
    );

    t.equal(
      await acting.submit(owner, `/dashboard/${G}/settings`, {
        intent: 'feature',
        feature: 'autoresponses',
        enabled: 'false',
      }),
      303,
    );
    const unanswered = await acting.say(NEWCOMER, WELCOME, 'ip?');
    t.equal(
      await acting.submit(owner, `/dashboard/${G}/settings`, {
        intent: 'feature',
        feature: 'autoresponses',
        enabled: 'true',
      }),
      303,
    );
    await acting.replyTo(WELCOME, await acting.say(NEWCOMER, WELCOME, 'hilfe'));
    t.notOk(
      (await acting.messages(WELCOME)).some((message) => message.message_reference?.message_id === unanswered),
      'while the feature was off, the trigger got no answer (the next one, after it was on again, did)',
    );
  },
);

t.test(
  'auto responses ignore bots and the bot itself; a 4,000-character message with @everyone pings nobody',
  async (t) => {
    const acting = await startActing(t);
    const fromBot = await acting.say('200000000000000017', WELCOME, 'regeln');
    const noise = `@everyone @here <@${OWNER}> ${'(.*)+?[]{}|\\^$ 😀 '.repeat(200)}`.slice(0, 3_980);
    const long = await acting.say(NEWCOMER, WELCOME, `${noise} ip`);
    const reply = await acting.replyTo(WELCOME, long);
    t.equal(reply.content, 'Die Server-IP lautet play.demo-guild.example');
    t.same([reply.mentions, reply.mention_roles, reply.mention_everyone], [[], [], false]);
    t.notOk(
      (await acting.messages(WELCOME)).some((message) => message.message_reference?.message_id === fromBot),
      'another bot’s message gets no answer',
    );
  },
);

t.test('a flood in one channel: the cooldown answers a trigger once per wait', async (t) => {
  const acting = await startActing(t);
  const started = performance.now();
  for (let index = 0; index < 1_000; index++) await acting.say(NEWCOMER, WELCOME, `regeln ${index}`);
  const elapsed = performance.now() - started;
  await acting.replyTo(WELCOME, await acting.say(NEWCOMER, WELCOME, 'events'));
  const answers = (await acting.messages(WELCOME)).filter(
    (message) => message.author.id === DEMO_IDS.bot && message.content.startsWith('Unsere Regeln'),
  );
  t.ok(answers.length >= 1, 'the trigger was answered');
  t.ok(
    answers.length <= 1 + Math.floor(elapsed / 5_000),
    `${answers.length} answers to 1,000 messages over ${Math.round(elapsed)} ms: one per 5 s wait at most`,
  );
});

eachSetUp(
  'auto-roles: a member who joins gets the active auto roles; after screening, when it ends',
  async (t, setUp) => {
    const acting = await startActing(t, { setUp });
    const rolesOf = async (userId: string) =>
      (await acting.act<{ roles: string[] }>('GET', `/guilds/${G}/members/${userId}`)).roles;
    const { userId } = await acting.act<{ userId: string }>('POST', '/members', { guildId: G, username: 'neu.hier' });
    await waitForRoles(() => rolesOf(userId), [MEMBER]);
    t.same(await rolesOf(userId), [MEMBER], 'Mitglied (active), not "Alte Rolle" (inactive)');

    const owner = await acting.signIn(OWNER);
    t.equal(await acting.submit(owner, `/dashboard/${G}/autoroles`, { intent: 'add', roleId: VIP }), 303);
    const screened = (
      await acting.act<{ userId: string }>('POST', '/members', { guildId: G, username: 'wartet.noch', pending: true })
    ).userId;
    const next = (await acting.act<{ userId: string }>('POST', '/members', { guildId: G, username: 'gleich.da' }))
      .userId;
    await waitForRoles(() => rolesOf(next), [MEMBER, VIP]);
    t.same(await rolesOf(screened), [], 'nothing while membership screening holds the member');
    await acting.act('POST', `/guilds/${G}/members/${screened}/screening`, {}, 200);
    await waitForRoles(() => rolesOf(screened), [MEMBER, VIP]);
    t.pass('the roles came when screening ended');
  },
);

eachSetUp(
  'auto-roles: a role moved above the bot is skipped and reported with the reason on the Auto-Roles page',
  async (t, setUp) => {
    const acting = await startActing(t, { setUp });
    const owner = await acting.signIn(OWNER);
    t.equal(await acting.submit(owner, `/dashboard/${G}/autoroles`, { intent: 'add', roleId: VIP }), 303);
    await acting.act('PATCH', `/guilds/${G}/roles/${VIP}`, { position: 20 });
    const { userId } = await acting.act<{ userId: string }>('POST', '/members', { guildId: G, username: 'ohne.vip' });
    const rolesOf = async () => (await acting.act<{ roles: string[] }>('GET', `/guilds/${G}/members/${userId}`)).roles;
    await waitForRoles(rolesOf, [MEMBER]);
    const list = async () =>
      (
        await acting.system.dashboard.inject({
          url: `/dashboard/${G}/autoroles`,
          cookies: Object.fromEntries(owner.entries()),
        })
      ).body;
    let page = '';
    await until(async () => {
      page = await list();
      return page.includes('über der höchsten Rolle des Bots');
    });
    t.match(page, 'über der höchsten Rolle des Bots', 'the page says why VIP was not given');
    t.same(await rolesOf(), [MEMBER], 'Mitglied still given');
  },
);

eachSetUp(
  'commands: registered per guild from the table; permissions as the dashboard sets them; refusals in the member’s language',
  async (t, setUp) => {
    const acting = await startActing(t, { setUp });
    const registered = () => (acting.world.guildCommands.get(G) ?? []).map((command) => command.name);
    await until(async () => registered().length > 0);
    t.same(registered(), ['setup-notifications', 'stats', 'help', 'ticket', 'ping']);

    const help = await acting.command(NEWCOMER, 'help');
    t.equal(help.data.flags, 64, 'ephemeral');
    t.equal(
      help.data.content,
      '**Befehle, die du hier verwenden darfst**\n/help: Zeigt die Befehle, die du hier verwenden darfst\n/ticket open: Öffnet ein Ticket\n/ping: Prüft, ob der Bot antwortet',
    );

    const owner = await acting.signIn(OWNER);
    const switchStatistics = (enabled: boolean) =>
      acting.submit(owner, `/dashboard/${G}/settings`, {
        intent: 'feature',
        feature: 'statistics',
        enabled: String(enabled),
      });
    t.equal(await switchStatistics(false), 303, 'the demo ships it on; the owner switches it off');
    t.equal(
      (await acting.command(NEWCOMER, 'stats')).data.content,
      'Die Statistik ist auf diesem Server ausgeschaltet.',
      'statistics switched off',
    );
    t.equal(await switchStatistics(true), 303);
    const refused = 'Du darfst diesen Befehl auf diesem Server nicht verwenden.';
    t.equal((await acting.command(NEWCOMER, 'stats')).data.content, refused, 'Mitglied is denied /stats');
    t.equal(
      (await acting.command(NEWCOMER, 'stats', {}, 'en-US')).data.content,
      'You may not use this command on this server.',
    );
    t.equal(
      (await acting.command(MODERATOR, 'stats')).data.content,
      refused,
      "Moderator's allow loses to Mitglied's deny (the moderator holds both)",
    );
    const figures = (await acting.command(OWNER, 'stats')).data.embeds as {
      fields: { name: string; value: string }[];
    }[];
    t.match(figures, [{ title: 'Zahlen von Demo Guild', fields: [{ name: 'Mitglieder' }] }], 'the owner may always');
    const week = figures[0]!.fields.slice(-3);
    t.same(
      week.map((field) => field.name),
      ['Tickets der letzten 7 Tage', 'Erste Antwort (Median, 7 Tage)', 'Bewertung (Durchschnitt, 7 Tage)'],
      "and the tickets of the server's last 7 days",
    );
    t.match(week[0]!.value, /^\d+ eröffnet, \d+ geschlossen$/);
    t.match(week[1]!.value, /^(–|\d+ (T|Std\.|Min\.|Sek\.)( \d+ (Std\.|Min\.|Sek\.))?)$/);
    t.match(week[2]!.value, /^(–|[1-5],\d\d?)$/);

    t.equal(
      await acting.submit(owner, `/dashboard/${G}/command-permissions/${MEMBER}`, {
        c_help: 'allowed',
        c_ping: 'denied',
        c_stats: 'default',
      }),
      303,
    );
    t.match(
      (await acting.command(MODERATOR, 'stats')).data.embeds,
      [{ title: 'Zahlen von Demo Guild' }],
      "without Mitglied's deny, Moderator's allow holds",
    );
    t.equal((await acting.command(NEWCOMER, 'ping')).data.content, refused, 'denied right after the dashboard said so');
    t.match((await acting.command(OWNER, 'ping')).data.content, /^Pong! Antwortzeit: \d+ ms$/, 'the owner may always');
  },
);

eachSetUp(
  '/setup-notifications: the owner chooses the channel, the settings page then shows it set up',
  async (t, setUp) => {
    const acting = await startActing(t, { setUp });
    t.equal(
      (await acting.command(MODERATOR, 'setup-notifications', { channel: '130000000000000003' })).data.content,
      'Du darfst diesen Befehl auf diesem Server nicht verwenden.',
    );
    const done = await acting.command(OWNER, 'setup-notifications', { channel: '130000000000000003' });
    t.equal(
      done.data.content,
      'Benachrichtigungen gehen ab jetzt in <#130000000000000003>. Rollen und Schalter findest du im Dashboard unter Einstellungen.',
    );
    const owner = await acting.signIn(OWNER);
    t.equal(await acting.submit(owner, `/dashboard/${G}/settings`, { intent: 'test' }, 'nothing'), 303);
    const sent = (await acting.messages('130000000000000003')).at(-1)!;
    t.equal(sent.author.id, DEMO_IDS.bot, 'the test notification went to the chosen channel');
    t.same(
      sent.mention_roles.sort(),
      [DEMO_IDS.moderatorRole, DEMO_IDS.supportRole].sort(),
      'mentioning the notification roles',
    );
    t.equal(sent.mention_everyone, false);
  },
);

eachSetUp('the admin panel knows how the bot stands, with the servers it is in', async (t, setUp) => {
  const acting = await startActing(t, { setUp });
  const operator = await acting.signIn(DEMO_IDS.operator);
  const panel = async () =>
    (await acting.system.dashboard.inject({ url: '/admin', cookies: Object.fromEntries(operator.entries()) })).body;
  // The figures follow the state once the guilds have arrived: Demo, Second and Foreign Guild.
  let body = '';
  await until(async () => {
    body = await panel();
    return body.includes('1 Shard, 3 Server, gemeldet');
  });
  t.match(body, 'Verbunden');
});

async function waitForRoles(roles: () => Promise<string[]>, expected: string[]) {
  await until(async () => JSON.stringify((await roles()).sort()) === JSON.stringify([...expected].sort()));
}
