// Every guild endpoint of the bot API: success (on SQLite and on PostgreSQL), 401 without a valid token,
// 403 for a member without rights, 404 where the bot is not present; nothing written when refused.
import t, { type Test } from 'tap';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import {
  buildTestBotApi as buildBotApi,
  IDS,
  storeKinds,
  TEST_SECRET,
  TRANSPORTS,
  USERS,
  type TestBotApi,
} from '../helpers/bot-api.js';
import { COMMANDS } from '../../server/contract/commands.js';

const G = IDS.demoGuild;

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (guildId: string) => string;
  body?: (guildId: string) => unknown;
  status: number;
  check?: (body: unknown) => void;
}

const calls: Call[] = [
  { method: 'GET', url: (g) => `/api/dashboard/${g}/stats`, status: 200 },
  { method: 'GET', url: (g) => `/api/tickets/${g}`, status: 200 },
  { method: 'GET', url: (g) => `/api/tickets/${g}?status=open`, status: 200 },
  { method: 'GET', url: (g) => `/api/tickets/${g}/transcripts`, status: 200 },
  { method: 'GET', url: (g) => `/api/tickets/${g}/transcript/1`, status: 200 },
  { method: 'GET', url: (g) => `/api/ticket-categories/${g}?includeInactive=true`, status: 200 },
  {
    method: 'POST',
    url: (g) => `/api/ticket-categories/${g}`,
    body: () => ({ name: 'Neue Kategorie', description: 'x', emoji: '🎮', color: '#ED4245', sortOrder: 7 }),
    status: 201,
  },
  { method: 'PUT', url: (g) => `/api/ticket-categories/${g}/1`, body: () => ({ isActive: false }), status: 200 },
  { method: 'DELETE', url: (g) => `/api/ticket-categories/${g}/5`, status: 200 },
  { method: 'GET', url: (g) => `/api/autoresponses/${g}`, status: 200 },
  {
    method: 'POST',
    url: (g) => `/api/autoresponses/${g}`,
    body: (g) => ({ trigger: 'neu', response: 'Hallo', isEmbed: false, guildId: g }),
    status: 201,
  },
  {
    method: 'PUT',
    url: (g) => `/api/autoresponses/${g}/ip`,
    body: (g) => ({ trigger: 'server-ip', response: '**play.example**', guildId: g }),
    status: 200,
  },
  { method: 'GET', url: (g) => `/api/autoresponses/${g}/preview-context`, status: 200 },
  { method: 'DELETE', url: (g) => `/api/autoresponses/${g}/${encodeURIComponent('regeln')}`, status: 200 },
  { method: 'GET', url: (g) => `/api/autoroles/${g}`, status: 200 },
  {
    method: 'POST',
    url: (g) => `/api/autoroles/${g}`,
    body: () => ({ roleId: IDS.vipRole, roleName: 'VIP' }),
    status: 201,
  },
  {
    method: 'PUT',
    url: (g) => `/api/autoroles/${g}/${IDS.memberRole}`,
    body: () => ({ isActive: false }),
    status: 200,
  },
  { method: 'DELETE', url: (g) => `/api/autoroles/${g}/${IDS.memberRole}`, status: 200 },
  { method: 'GET', url: (g) => `/api/discord/${g}/roles?assignableOnly=true`, status: 200 },
  { method: 'GET', url: (g) => `/api/discord/${g}/roles`, status: 200 },
  { method: 'GET', url: (g) => `/api/discord/${g}/members?search=so`, status: 200 },
  { method: 'GET', url: (g) => `/api/guild/${g}/roles`, status: 200 },
  { method: 'GET', url: (g) => `/api/command-permissions/${g}`, status: 200 },
  {
    method: 'PUT',
    url: (g) => `/api/command-permissions/${g}/${IDS.supportRole}`,
    body: () => ({ roleName: 'Support', allowedCommands: ['stats'], deniedCommands: ['ping'] }),
    status: 200,
  },
  { method: 'DELETE', url: (g) => `/api/command-permissions/${g}/${IDS.memberRole}`, status: 200 },
  { method: 'GET', url: (g) => `/api/guilds/${g}/features`, status: 200 },
  { method: 'PUT', url: (g) => `/api/guilds/${g}/features/statistics`, body: () => ({ enabled: true }), status: 200 },
  { method: 'GET', url: (g) => `/api/notifications/${g}/settings`, status: 200 },
  {
    method: 'PUT',
    url: (g) => `/api/notifications/${g}/settings`,
    body: () => ({ notificationsEnabled: false }),
    status: 200,
  },
  { method: 'POST', url: (g) => `/api/notifications/${g}/test`, status: 200 },
  { method: 'GET', url: (g) => `/api/permissions/${g}`, status: 200 },
  {
    method: 'POST',
    url: (g) => `/api/permissions/${g}`,
    body: () => ({ type: 'role', targetId: IDS.supportRole, targetName: 'Support', permissions: ['dashboard.view'] }),
    status: 201,
  },
  {
    method: 'PUT',
    url: (g) => `/api/permissions/${g}/1`,
    body: () => ({ permissions: ['dashboard.view', 'autoresponse.view'] }),
    status: 200,
  },
  { method: 'DELETE', url: (g) => `/api/permissions/${g}/2`, status: 200 },
  { method: 'GET', url: (g) => `/api/ticket-blocklist/${g}`, status: 200 },
  {
    method: 'POST',
    url: (g) => `/api/ticket-blocklist/${g}`,
    body: () => ({ targetType: 'user', targetId: USERS.newcomer, targetName: 'newcomer', reason: 'Spam' }),
    status: 201,
  },
  { method: 'DELETE', url: (g) => `/api/ticket-blocklist/${g}/1`, status: 200 },
];

const label = (call: Call) => `${call.method} ${call.url(':guildId')}`;
const auditCount = async (bot: TestBotApi) =>
  Number(
    (
      await bot.store.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// The same tests over HTTP and over the dashboard's in-process transport.
for (const transport of TRANSPORTS) {
  t.test(`over ${transport}`, async (t) => {
    const buildTestBotApi = (test: Test, options: Parameters<typeof buildBotApi>[1] = {}) =>
      buildBotApi(test, { ...options, transport });
    for (const kind of storeKinds()) {
      t.test(`the owner can use every endpoint (${kind})`, async (t) => {
        const bot = await buildTestBotApi(t, { kind });
        for (const call of calls) {
          const res = await bot.call(call.method, call.url(G), USERS.owner, call.body?.(G));
          t.equal(res.statusCode, call.status, `${label(call)}: ${res.body.slice(0, 200)}`);
        }
        t.equal(
          await auditCount(bot),
          calls.filter((call) => call.method !== 'GET' && !call.url('').includes('/test')).length,
          'every change wrote one audit entry',
        );
      });
    }

    t.test('the responses carry the contract shapes', async (t) => {
      const bot = await buildTestBotApi(t);
      const stats = (await bot.call('GET', `/api/dashboard/${G}/stats`, USERS.owner)).json();
      t.match(stats, {
        guildId: G,
        guildName: 'Demo Guild',
        totalMembers: 11,
        onlineMembers: 7,
        humanMembers: 9,
        botMembers: 2,
        textChannels: 5,
        voiceChannels: 2,
        categories: 2,
        totalRoles: 10,
        verificationLevel: 2,
        premiumTier: 1,
        premiumSubscriptionCount: 3,
        ticketCount: 10,
        openTickets: 4,
        autoResponseCount: 6,
      });
      t.equal(stats.createdAt, new Date(Number((BigInt(G) >> 22n) + 1420070400000n)).toISOString());
      t.equal(stats.botJoinedAt, '2023-03-14T18:10:45.000Z');
      t.equal((await bot.call('GET', `/api/tickets/${G}?status=open`, USERS.owner)).json().length, 4);
      const transcripts = (await bot.call('GET', `/api/tickets/${G}/transcripts`, USERS.owner)).json();
      t.equal(transcripts.length, 6, 'transcripts exist for closed tickets');
      // The specification's row, and how the ticket ended beside it (the closed list shows the stars).
      t.same(Object.keys(transcripts[0]).sort(), [
        'close_kind',
        'closed_at',
        'created_at',
        'id',
        'rating',
        'reason',
        'username',
      ]);
      const record = (await bot.call('GET', `/api/tickets/${G}/transcript/1`, USERS.owner)).json();
      t.equal(JSON.parse(record.transcript).header.guildName, 'Demo Guild');
      t.equal(record.mention_names.roles[IDS.supportRole], 'Support', "today's role names ride along");
      t.ok(Object.values(record.mention_names.channels).length > 0, "and today's channel names");
      const active = (await bot.call('GET', `/api/ticket-categories/${G}`, USERS.owner)).json();
      t.same(
        active.map((c: { name: string }) => c.name),
        ['Allgemeiner Support', 'Technik', 'Bewerbungen', 'Meldungen'],
        'sorted by sort order; inactive left out',
      );
      t.equal(
        (await bot.call('GET', `/api/ticket-categories/${G}?includeInactive=true`, USERS.owner)).json().length,
        5,
      );
      t.equal(active[0].is_active, true, 'booleans read back as booleans');
      const embed = (await bot.call('GET', `/api/autoresponses/${G}`, USERS.owner))
        .json()
        .find((entry: { trigger_word: string }) => entry.trigger_word === 'willkommen');
      t.match(embed, { is_embed: true, embed_title: 'Willkommen auf Demo Guild!', embed_color: 0x57f287 });
      const roles = (await bot.call('GET', `/api/discord/${G}/roles?assignableOnly=false`, USERS.owner)).json();
      t.same(roles.botInfo, { hasManageRoles: true, highestRoleName: 'Guildhall', highestRolePosition: 7 });
      const byName = (name: string) => roles.roles.find((role: { name: string }) => role.name === name);
      t.equal(byName('Gründer').assignable, false, 'above the bot');
      t.equal(byName('Carl-bot').assignable, false, 'managed');
      t.equal(byName('@everyone').assignable, false);
      t.equal(byName('VIP').assignable, true);
      const assignable = (await bot.call('GET', `/api/discord/${G}/roles?assignableOnly=true`, USERS.owner)).json();
      t.ok(assignable.roles.every((role: { assignable: boolean }) => role.assignable));
      t.same(
        Object.keys((await bot.call('GET', `/api/discord/${G}/roles`, USERS.owner)).json()),
        ['roles'],
        'without the parameter: { roles }',
      );
      const members = (await bot.call('GET', `/api/discord/${G}/members`, USERS.owner)).json();
      t.equal(members.length, 11);
      t.match(members[0], {
        id: /^\d+$/,
        username: String,
        displayName: String,
        avatar: /^https:\/\/cdn\.discordapp\.com\//,
      });
      const features = (await bot.call('GET', `/api/guilds/${G}/features`, USERS.owner)).json();
      t.same(
        features.map((f: { name: string; enabled: boolean }) => [f.name, f.enabled]),
        [
          ['tickets', true],
          ['autoresponses', true],
          ['statistics', true],
          ['autoroles', true],
        ],
      );
      t.same((await bot.call('GET', `/api/notifications/${G}/settings`, USERS.owner)).json(), {
        setupCompleted: true,
        notificationRoles: [IDS.moderatorRole, IDS.supportRole],
        notificationsEnabled: true,
      });
      const entries = (await bot.call('GET', `/api/permissions/${G}`, USERS.owner)).json();
      t.match(entries[0], {
        id: 0,
        isOwner: true,
        targetId: IDS.owner,
        targetName: 'Demo Owner',
        discriminator: '4821',
      });
      t.match(entries[1], {
        type: 'role',
        targetName: 'Moderator',
        color: 0x3498db,
        position: 5,
        permissions: ['dashboard.view', 'tickets.view'],
      });
      t.match(entries[2], { type: 'user', targetName: 'Max', discriminator: '0' }, 'names come fresh from Discord');
      const changelog = (await bot.call('GET', '/api/changelog', USERS.newcomer)).json();
      t.same(
        changelog.map((entry: { version: string }) => entry.version),
        ['1.1.0', '1.0.0'],
      );
      t.match(changelog[1], { date: '2025-09-12', type: 'major' });
      const commands = (await bot.call('GET', '/api/available-commands', USERS.owner)).json();
      t.same(
        commands,
        COMMANDS.map((command) => ({
          name: command.name,
          description: command.description.de,
          descriptions: command.description,
        })),
        "the bot's command table",
      );
    });

    t.test('the test notification reaches the notification channel with the role mentions', async (t) => {
      const bot = await buildTestBotApi(t);
      t.equal((await bot.call('POST', `/api/notifications/${G}/test`, USERS.owner)).statusCode, 200);
      const sent = bot.standIn.world.messages.at(-1);
      t.equal(sent?.channelId, IDS.notificationChannel);
      t.match(sent?.content, `<@&${IDS.moderatorRole}> <@&${IDS.supportRole}>`);
    });

    t.test('401 for every endpoint without a valid token; nothing written', async (t) => {
      const bot = await buildTestBotApi(t);
      const expired = await signBotApiToken(
        TEST_SECRET,
        { id: USERS.owner },
        new Date(bot.clock.now.getTime() - 6 * 60_000),
      );
      const forged = await signBotApiToken(
        'another-secret-another-secret-another-secret',
        { id: USERS.owner },
        bot.clock.now,
      );
      for (const call of calls) {
        for (const [what, headers] of [
          ['none', {}],
          ['expired', { authorization: `Bearer ${expired}` }],
          ['forged', { authorization: `Bearer ${forged}` }],
          ['garbage', { authorization: 'Bearer x.y.z' }],
        ] as const) {
          const res = await bot.call(call.method, call.url(G), null, call.body?.(G), headers);
          t.equal(res.statusCode, 401, `${label(call)} (${what})`);
          t.same(res.json(), { error: 'Missing, invalid or expired token', code: 'unauthenticated' });
        }
      }
      t.equal(await auditCount(bot), 0);
    });

    t.test('403 for every endpoint for a member without rights (and for a non-member); nothing written', async (t) => {
      const bot = await buildTestBotApi(t);
      for (const call of calls) {
        for (const user of [USERS.aylin, USERS.newcomer]) {
          const res = await bot.call(call.method, call.url(G), user, call.body?.(G));
          t.equal(res.statusCode, 403, `${label(call)} as ${user}`);
          t.type(res.json().error, 'string');
        }
        const outsider = await bot.call(
          call.method,
          call.url(IDS.secondGuild),
          USERS.aylin,
          call.body?.(IDS.secondGuild),
        );
        t.equal(outsider.statusCode, 403, `${label(call)} on a guild the user is not in`);
      }
      t.equal(await auditCount(bot), 0);
    });

    t.test('404 for every endpoint on a guild the bot is not in', async (t) => {
      const bot = await buildTestBotApi(t);
      for (const call of calls) {
        const res = await bot.call(
          call.method,
          call.url(IDS.uninvitedGuild),
          USERS.owner,
          call.body?.(IDS.uninvitedGuild),
        );
        t.equal(res.statusCode, 404, label(call));
        t.same(res.json(), { error: 'The bot is not on this server', code: 'bot_not_in_guild' });
      }
    });

    t.test('400 on bad input, with a clear message and nothing written', async (t) => {
      const bot = await buildTestBotApi(t);
      const bad: [string, Call['method'], string, unknown, RegExp][] = [
        ['guild id', 'GET', '/api/tickets/12345', undefined, /Invalid guild ID/],
        ['status filter', 'GET', `/api/tickets/${G}?status=pending`, undefined, /Invalid query: status/],
        ['ticket id', 'GET', `/api/tickets/${G}/transcript/abc`, undefined, /Invalid path: ticketId/],
        ['empty category name', 'POST', `/api/ticket-categories/${G}`, { name: '  ' }, /name: Name ist erforderlich/],
        ['negative sort order', 'POST', `/api/ticket-categories/${G}`, { name: 'X', sortOrder: -1 }, /sortOrder/],
        [
          'bad colour',
          'POST',
          `/api/ticket-categories/${G}`,
          { name: 'X', color: 'red' },
          /color: Bitte eine Farbe wie #5865F2 angeben/,
        ],
        [
          'unknown category field',
          'POST',
          `/api/ticket-categories/${G}`,
          { name: 'X', isPremium: true },
          /Das Formular enthält unbekannte Felder/,
        ],
        ['toggle with extra fields', 'PUT', `/api/ticket-categories/${G}/1`, { isActive: 'yes' }, /Invalid body/],
        [
          'response missing',
          'POST',
          `/api/autoresponses/${G}`,
          { trigger: 'a', response: '', isEmbed: false, guildId: G },
          /response: Antwort ist erforderlich/,
        ],
        [
          'colour without embed',
          'POST',
          `/api/autoresponses/${G}`,
          { trigger: 'a', response: 'b', isEmbed: false, embedColor: 5, guildId: G },
          /embedColor/,
        ],
        [
          'guildId mismatch',
          'POST',
          `/api/autoresponses/${G}`,
          { trigger: 'a', response: 'b', guildId: IDS.secondGuild },
          /guildId does not match/,
        ],
        [
          'auto-role above the bot',
          'POST',
          `/api/autoroles/${G}`,
          { roleId: IDS.topRole, roleName: 'Gründer' },
          /above the bot's highest role "Guildhall"/,
        ],
        [
          'managed auto-role',
          'POST',
          `/api/autoroles/${G}`,
          { roleId: IDS.boosterRole, roleName: 'Server Booster' },
          /Managed roles and @everyone/,
        ],
        [
          '@everyone auto-role',
          'POST',
          `/api/autoroles/${G}`,
          { roleId: G, roleName: '@everyone' },
          /Managed roles and @everyone/,
        ],
        [
          'unknown role',
          'POST',
          `/api/autoroles/${G}`,
          { roleId: '199999999999999999', roleName: 'x' },
          /does not exist/,
        ],
        [
          'managed command-permission role',
          'PUT',
          `/api/command-permissions/${G}/${IDS.otherBotRole}`,
          { roleName: 'x', allowedCommands: [], deniedCommands: [] },
          /Managed roles/,
        ],
        [
          'unknown command',
          'PUT',
          `/api/command-permissions/${G}/${IDS.vipRole}`,
          { roleName: 'VIP', allowedCommands: ['fly'], deniedCommands: [] },
          /Unknown commands: fly/,
        ],
        [
          'allowed and denied',
          'PUT',
          `/api/command-permissions/${G}/${IDS.vipRole}`,
          { roleName: 'VIP', allowedCommands: ['ping'], deniedCommands: ['ping'] },
          /nicht zugleich erlaubt und verboten/,
        ],
        ['unknown feature', 'PUT', `/api/guilds/${G}/features/music`, { enabled: true }, /Invalid path/],
        [
          'notification role managed',
          'PUT',
          `/api/notifications/${G}/settings`,
          { notificationRoles: [IDS.botRole] },
          /not a selectable role/,
        ],
        [
          'empty notification update',
          'PUT',
          `/api/notifications/${G}/settings`,
          {},
          /Benachrichtigungsrollen oder den Schalter/,
        ],
        [
          'permission without name',
          'POST',
          `/api/permissions/${G}`,
          { type: 'user', targetId: USERS.aylin, targetName: ' ', permissions: ['dashboard.view'] },
          /Bitte alle Felder ausfüllen/,
        ],
        [
          'unknown permission id',
          'POST',
          `/api/permissions/${G}`,
          { type: 'user', targetId: USERS.aylin, targetName: 'A', permissions: ['dashboard.root'] },
          /permissions/,
        ],
        [
          'owner entry',
          'POST',
          `/api/permissions/${G}`,
          { type: 'user', targetId: IDS.owner, targetName: 'A', permissions: ['dashboard.view'] },
          /owner always has full access/,
        ],
        ['malformed JSON', 'POST', `/api/ticket-categories/${G}`, '{"name":', /JSON/],
      ];
      // Malformed JSON exists only on the wire; the in-process transport takes values.
      for (const [what, method, url, body, message] of bad.filter(
        ([, , , body]) => transport === 'http' || typeof body !== 'string',
      )) {
        const res = await bot.call(
          method,
          url,
          USERS.owner,
          body,
          typeof body === 'string' ? { 'content-type': 'application/json' } : {},
        );
        t.equal(res.statusCode, 400, what);
        t.match(res.json().error, message, what);
      }
      const issuesOf = async (body: unknown) =>
        (await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, body)).json().issues;
      t.same(
        await issuesOf({ name: 'X', color: 'red' }),
        [{ path: 'body.color', code: 'colour', message: 'Bitte eine Farbe wie #5865F2 angeben' }],
        'an issue names the contract rule it broke',
      );
      t.same(
        await issuesOf({ name: 'X', sortOrder: 100_001 }),
        [
          {
            path: 'body.sortOrder',
            code: 'sortOrderTooBig',
            message: 'Die Reihenfolge darf höchstens 100000 sein',
            limit: 100_000,
          },
        ],
        'with its limit',
      );
      t.equal(await auditCount(bot), 0, 'nothing was written');
      t.equal(
        (await bot.call('GET', `/api/ticket-categories/${G}?includeInactive=true`, USERS.owner)).json().length,
        5,
      );
    });

    t.test('404 for unknown ids, 409 for duplicates, 403 for the owner entry', async (t) => {
      const bot = await buildTestBotApi(t);
      for (const [method, url, body] of [
        ['GET', `/api/tickets/${G}/transcript/999`, undefined],
        ['PUT', `/api/ticket-categories/${G}/999`, { isActive: true }],
        ['DELETE', `/api/ticket-categories/${G}/999`, undefined],
        ['DELETE', `/api/autoresponses/${G}/unbekannt`, undefined],
        ['PUT', `/api/autoroles/${G}/${IDS.vipRole}`, { isActive: true }],
        ['DELETE', `/api/command-permissions/${G}/${IDS.vipRole}`, undefined],
        ['PUT', `/api/permissions/${G}/999`, { permissions: ['dashboard.view'] }],
        ['DELETE', `/api/permissions/${G}/999`, undefined],
      ] as const) {
        t.equal((await bot.call(method, url, USERS.owner, body)).statusCode, 404, `${method} ${url}`);
      }
      const duplicate = await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'tECHNIK' });
      t.equal(duplicate.statusCode, 409, 'category names are unique per guild, case-insensitively');
      t.same(duplicate.json(), { error: 'A category with this name already exists', code: 'duplicate' });
      const renamed = await bot.call('PUT', `/api/ticket-categories/${G}/1`, USERS.owner, { name: 'Bewerbungen' });
      t.equal(renamed.statusCode, 409, 'also when renaming');
      t.equal(
        (await bot.call('POST', `/api/ticket-categories/${IDS.secondGuild}`, USERS.owner, { name: 'Technik' }))
          .statusCode,
        201,
        'other guilds may use the name',
      );
      t.equal(
        (await bot.call('POST', `/api/autoresponses/${G}`, USERS.owner, { trigger: 'IP', response: 'x', guildId: G }))
          .statusCode,
        409,
      );
      t.equal(
        (await bot.call('POST', `/api/autoroles/${G}`, USERS.owner, { roleId: IDS.memberRole, roleName: 'Mitglied' }))
          .statusCode,
        409,
      );
      t.equal(
        (
          await bot.call('POST', `/api/permissions/${G}`, USERS.owner, {
            type: 'role',
            targetId: IDS.moderatorRole,
            targetName: 'Moderator',
            permissions: ['dashboard.view'],
          })
        ).statusCode,
        409,
      );
      const owner = await bot.call('DELETE', `/api/permissions/${G}/0`, USERS.owner);
      t.equal(owner.statusCode, 403);
      t.same(owner.json(), { error: "The server owner's permissions cannot be removed", code: 'owner_locked' });
    });

    t.test('auto responses are deleted by their URL-encoded trigger', async (t) => {
      const bot = await buildTestBotApi(t);
      const trigger = 'wie geht’s? #1/2 & 100%';
      t.equal(
        (await bot.call('POST', `/api/autoresponses/${G}`, USERS.owner, { trigger, response: 'gut', guildId: G }))
          .statusCode,
        201,
      );
      t.equal(
        (await bot.call('DELETE', `/api/autoresponses/${G}/${encodeURIComponent(trigger)}`, USERS.owner)).statusCode,
        200,
      );
      t.notOk(
        (await bot.call('GET', `/api/autoresponses/${G}`, USERS.owner))
          .json()
          .some((entry: { trigger_word: string }) => entry.trigger_word === trigger),
      );
    });

    t.test('the atomic permission update keeps the entry and records before/after', async (t) => {
      const bot = await buildTestBotApi(t);
      const res = await bot.call('PUT', `/api/permissions/${G}/1`, USERS.owner, {
        permissions: ['dashboard.view', 'autoresponse.manage', 'dashboard.view'],
      });
      t.equal(res.statusCode, 200);
      t.same(res.json().permissions, ['dashboard.view', 'autoresponse.manage'], 'duplicates removed');
      const failed = await bot.call('PUT', `/api/permissions/${G}/1`, USERS.owner, { permissions: [] });
      t.equal(failed.statusCode, 400);
      const entry = (await bot.call('GET', `/api/permissions/${G}`, USERS.owner))
        .json()
        .find((e: { id: number }) => e.id === 1);
      t.same(entry.permissions, ['dashboard.view', 'autoresponse.manage'], 'a failed edit loses nothing');
      const audit = await bot.store.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'permission.update')
        .executeTakeFirstOrThrow();
      t.match(JSON.parse(audit.before_value!), { permissions: ['dashboard.view', 'tickets.view'] });
      t.match(JSON.parse(audit.after_value!), { permissions: ['dashboard.view', 'autoresponse.manage'] });
      t.equal(audit.actor_id, USERS.owner);
      t.equal(audit.guild_id, G);
    });

    t.test(
      'F7 Discord rate limited or failing: 503 at once with a clear error, never a queue or a crash',
      async (t) => {
        const bot = await buildTestBotApi(t);
        bot.standIn.controls.rateLimitNext(5, 30);
        const limited = await bot.call('GET', `/api/discord/${G}/members?search=zz`, USERS.owner);
        t.equal(limited.statusCode, 503);
        t.match(limited.json().error, /Discord is not reachable right now or rate limited/);
        bot.standIn.controls.rateLimitNext(0, 0);
        bot.standIn.controls.failNext(4, 502);
        const failing = await bot.call('GET', `/api/discord/${G}/members?search=yy`, USERS.owner);
        t.equal(failing.statusCode, 503);
      },
    );
  });
}
