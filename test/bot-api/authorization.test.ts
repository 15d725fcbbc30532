// Who may do what: the authorization matrix, global admin levels and admin sessions.
import { createHash } from 'node:crypto';
import t, { type Test } from 'tap';
import { canManageGuild } from '../../server/bot-api/access.js';
import { allows } from '../../server/contract/guild-access.js';
import { buildTestBotApi as buildBotApi, IDS, TRANSPORTS, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;

t.test('permission rules: owner and Administrator/Manage Guild bits, with 64-bit permission strings', async (t) => {
  const guild = {
    id: '1',
    name: 'g',
    icon: null,
    owner_id: '10',
    verification_level: 0,
    premium_tier: 0,
    features: [],
    roles: [],
  };
  const role = (id: string, permissions: bigint) => ({
    id,
    name: id,
    color: 0,
    position: 1,
    permissions: permissions.toString(),
    managed: false,
  });
  t.ok(canManageGuild(guild, '10', [role('1', 0n)], []), 'the owner, even with "0" permissions');
  t.ok(canManageGuild(guild, '11', [role('1', 0n), role('a', 1n << 3n)], ['a']), 'Administrator');
  t.ok(canManageGuild(guild, '11', [role('1', 0n), role('a', 1n << 5n)], ['a']), 'Manage Guild');
  t.ok(canManageGuild(guild, '11', [role('1', 1n << 5n)], []), '@everyone granting Manage Guild');
  t.notOk(
    canManageGuild(guild, '11', [role('1', 0n), role('a', (1n << 40n) | (1n << 28n) | 1n)], ['a']),
    'other bits, including high ones',
  );
  t.notOk(canManageGuild(guild, '11', [role('1', 0n), role('a', 1n << 5n)], []), 'a role the member does not have');
  const limited = (...ids: string[]) => ({ full: false, permissions: new Set(ids) as Set<never> });
  t.ok(allows(limited('dashboard.admin'), 'autoresponse.manage'));
  t.ok(allows(limited('tickets.manage'), 'tickets.view'));
  t.notOk(allows(limited('tickets.view'), 'tickets.manage'));
  t.ok(allows(limited('tickets.view'), 'dashboard.view'));
  t.notOk(allows(limited(), 'dashboard.view'));
});

// The same tests over HTTP and over the dashboard's in-process transport.
for (const transport of TRANSPORTS) {
  t.test(`over ${transport}`, async (t) => {
    const buildTestBotApi = (test: Test, options: Parameters<typeof buildBotApi>[1] = {}) =>
      buildBotApi(test, { ...options, transport });
    t.test('authorization matrix on Demo Guild', async (t) => {
      const bot = await buildTestBotApi(t);
      const probes = {
        stats: ['GET', `/api/dashboard/${G}/stats`],
        tickets: ['GET', `/api/tickets/${G}/transcripts`],
        createCategory: ['POST', `/api/ticket-categories/${G}`, { name: `Kategorie ${Math.random()}` }],
        autoresponses: ['GET', `/api/autoresponses/${G}`],
        createAutoresponse: [
          'POST',
          `/api/autoresponses/${G}`,
          { trigger: `t${Math.random()}`, response: 'r', guildId: G },
        ],
        settings: ['GET', `/api/guilds/${G}/features`],
      } as const;
      const expect: Record<string, Record<keyof typeof probes, number>> = {
        [USERS.owner]: {
          stats: 200,
          tickets: 200,
          createCategory: 201,
          autoresponses: 200,
          createAutoresponse: 201,
          settings: 200,
        },
        [USERS.lena]: {
          stats: 200,
          tickets: 200,
          createCategory: 201,
          autoresponses: 200,
          createAutoresponse: 201,
          settings: 200,
        },
        [USERS.moderator]: {
          stats: 200,
          tickets: 200,
          createCategory: 201,
          autoresponses: 403,
          createAutoresponse: 403,
          settings: 403,
        },
        [USERS.max]: {
          stats: 200,
          tickets: 200,
          createCategory: 201,
          autoresponses: 200,
          createAutoresponse: 403,
          settings: 403,
        },
        [USERS.aylin]: {
          stats: 403,
          tickets: 403,
          createCategory: 403,
          autoresponses: 403,
          createAutoresponse: 403,
          settings: 403,
        },
        [USERS.newcomer]: {
          stats: 403,
          tickets: 403,
          createCategory: 403,
          autoresponses: 403,
          createAutoresponse: 403,
          settings: 403,
        },
        [USERS.operator]: {
          stats: 403,
          tickets: 403,
          createCategory: 403,
          autoresponses: 403,
          createAutoresponse: 403,
          settings: 403,
        },
      };
      for (const [user, outcomes] of Object.entries(expect)) {
        for (const [probe, status] of Object.entries(outcomes)) {
          const [method, url, body] = probes[probe as keyof typeof probes] as readonly [string, string, unknown?];
          const res = await bot.call(
            method as 'GET',
            url,
            user,
            body === undefined
              ? undefined
              : {
                  ...(body as object),
                  ...(probe === 'createCategory' ? { name: `K ${user} ${probe}` } : {}),
                  ...(probe === 'createAutoresponse' ? { trigger: `t-${user}` } : {}),
                },
          );
          t.equal(res.statusCode, status, `${user} ${probe}`);
        }
      }
      t.equal(
        (await bot.call('GET', `/api/guilds/${IDS.secondGuild}/features`, USERS.owner)).statusCode,
        200,
        'Manage Guild through a role on Second Guild',
      );
      t.equal(
        (await bot.call('GET', `/api/guilds/${IDS.foreignGuild}/features`, USERS.owner)).statusCode,
        403,
        'a plain member of Foreign Guild',
      );
    });

    t.test('/auth/me lists exactly the guilds the user may open', async (t) => {
      const bot = await buildTestBotApi(t);
      const guilds = async (user: string) =>
        (await bot.call('GET', '/auth/me', user)).json().guilds.map((guild: { name: string }) => guild.name);
      t.same(await guilds(USERS.owner), ['Demo Guild', 'Second Guild']);
      t.same(await guilds(USERS.moderator), ['Demo Guild']);
      t.same(await guilds(USERS.operator), []);
      t.same(await guilds(USERS.newcomer), []);
      t.match((await bot.call('GET', '/auth/me', USERS.owner)).json(), {
        id: USERS.owner,
        username: 'demo-owner',
        discriminator: '4821',
      });
    });

    t.test('the access endpoint says where each right comes from', async (t) => {
      const bot = await buildTestBotApi(t);
      const access = async (user: string) => {
        const { guild, ...rights } = (await bot.call('GET', `/api/guilds/${G}/access`, user)).json();
        // The guild as the bot sees it, for pages of users whose own guild list lacks it (an admin session).
        t.match(guild, { id: G, name: 'Demo Guild', icon: new RegExp(`/icons/${G}/\\w+\\.png`) }, 'the guild, named');
        return rights;
      };
      t.same(await access(USERS.owner), { full: true, permissions: [], grants: [{ kind: 'owner' }] });
      t.same(await access(USERS.lena), { full: true, permissions: [], grants: [{ kind: 'administrator' }] });
      // The demo's Moderator role: what a moderator needs for tickets, nothing of the server's set-up.
      const MODERATOR = [
        'dashboard.view',
        'tickets.view',
        'tickets.manage',
        'tickets.add_users',
        'tickets.remove_users',
      ];
      t.same(await access(USERS.moderator), {
        full: false,
        permissions: MODERATOR,
        grants: [
          {
            kind: 'role_entry',
            roleId: IDS.moderatorRole,
            roleName: 'Moderator',
            permissions: MODERATOR,
          },
        ],
      });
      t.match(await access(USERS.max), {
        full: false,
        grants: [
          {
            kind: 'user_entry',
            permissions: ['dashboard.view', 'tickets.view', 'tickets.manage', 'autoresponse.view'],
          },
        ],
      });
      const refused = await bot.call('GET', `/api/guilds/${G}/access`, USERS.newcomer);
      t.equal(refused.statusCode, 403, 'no rights at all: refused like every guild call');
      const session = (await bot.call('POST', `/api/admin/session/${G}`, USERS.operator)).json();
      const header = { 'x-admin-session': session.sessionToken };
      t.match(
        (await bot.call('GET', `/api/guilds/${G}/access`, USERS.operator, undefined, header)).json(),
        { full: true, grants: [{ kind: 'admin_session', level: 3 }], guild: { id: G, name: 'Demo Guild' } },
        'an admin session: the guild named, though the admin is not on it',
      );
    });

    t.test('global admin levels: 1 reads and opens sessions, 2 changes settings, 3 manages admins', async (t) => {
      const bot = await buildTestBotApi(t);
      const standard = '200000000000000021';
      const senior = '200000000000000022';
      t.equal(
        (
          await bot.call('POST', '/api/admin/admins', USERS.operator, {
            userId: standard,
            username: 'standard',
            level: 1,
          })
        ).statusCode,
        201,
      );
      t.equal(
        (await bot.call('POST', '/api/admin/admins', USERS.operator, { userId: senior, username: 'senior', level: 2 }))
          .statusCode,
        201,
      );
      t.same((await bot.call('GET', '/api/admin/status', standard)).json(), { isAdmin: true, level: 1 });
      t.same((await bot.call('GET', '/api/admin/status', USERS.owner)).json(), { isAdmin: false, level: null });
      for (const path of [
        '/api/admin/settings',
        '/api/admin/admins',
        '/api/admin/activity?limit=20',
        '/api/admin/guilds',
      ]) {
        t.equal((await bot.call('GET', path, standard)).statusCode, 200, `level 1 reads ${path}`);
        t.equal((await bot.call('GET', path, USERS.owner)).statusCode, 403, `a non-admin may not read ${path}`);
      }
      const setting = { value: '42', type: 'number', description: 'Antwort' };
      t.equal(
        (await bot.call('PUT', '/api/admin/settings/answer', standard, setting)).statusCode,
        403,
        'level 1 cannot change settings',
      );
      t.equal((await bot.call('PUT', '/api/admin/settings/answer', senior, setting)).statusCode, 200, 'level 2 can');
      t.equal(
        (await bot.call('PUT', '/api/admin/settings/answer', senior, { value: 'zweiundvierzig', type: 'number' }))
          .statusCode,
        400,
        'the value must parse as its type',
      );
      t.match(
        (await bot.call('PUT', '/api/admin/settings/flag', senior, { value: '{', type: 'json' })).json().error,
        /gültiges JSON/,
      );
      t.equal(
        (await bot.call('POST', '/api/admin/admins', senior, { userId: '200000000000000023', username: 'x', level: 1 }))
          .statusCode,
        403,
        'level 2 cannot add admins',
      );
      t.equal(
        (await bot.call('DELETE', `/api/admin/admins/${standard}`, senior)).statusCode,
        403,
        'level 2 cannot remove admins',
      );
      t.equal(
        (await bot.call('POST', '/api/admin/admins', USERS.operator, { userId: standard, username: 'again', level: 2 }))
          .statusCode,
        409,
      );
      t.equal(
        (await bot.call('POST', '/api/admin/admins', USERS.operator, { userId: 'abc', username: 'x', level: 4 }))
          .statusCode,
        400,
      );
      const self = await bot.call('DELETE', `/api/admin/admins/${USERS.operator}`, USERS.operator);
      t.equal(self.statusCode, 403);
      t.same(self.json(), { error: 'You cannot remove yourself', code: 'cannot_remove_self' });
      t.equal((await bot.call('DELETE', `/api/admin/admins/${standard}`, USERS.operator)).statusCode, 204);
      const second = '200000000000000024';
      await bot.call('POST', '/api/admin/admins', USERS.operator, { userId: second, username: 'second', level: 3 });
      t.equal(
        (await bot.call('DELETE', `/api/admin/admins/${USERS.operator}`, second)).statusCode,
        204,
        'a level-3 admin removes another while one remains',
      );
      const last = await bot.call('DELETE', `/api/admin/admins/${second}`, senior);
      t.equal(last.statusCode, 403);
      const activity = (await bot.call('GET', '/api/admin/activity?limit=20', second)).json();
      t.same(activity.map((entry: { action: string }) => entry.action).slice(0, 4), [
        'admin.remove',
        'admin.add',
        'admin.remove',
        'setting.put',
      ]);
      t.match(activity[0], { admin_user_id: second, admin_username: 'second', target_type: 'admin', guild_id: null });
      t.equal((await bot.call('GET', '/api/admin/activity?limit=2', second)).json().length, 2);
      t.equal((await bot.call('GET', '/api/admin/activity?limit=500', second)).statusCode, 400);
    });

    t.test('the last Super Admin cannot be removed', async (t) => {
      const bot = await buildTestBotApi(t);
      const other = '200000000000000031';
      await bot.call('POST', '/api/admin/admins', USERS.operator, { userId: other, username: 'other', level: 3 });
      t.equal((await bot.call('DELETE', `/api/admin/admins/${USERS.operator}`, other)).statusCode, 204);
      await bot.store.db
        .insertInto('global_admins')
        .values({ user_id: USERS.operator, username: 'op', level: 2, granted_by: null, granted_at: 'x'.repeat(10) })
        .execute();
      const res = await bot.call('DELETE', `/api/admin/admins/${other}`, other);
      t.equal(res.statusCode, 403, 'not themselves');
      await bot.store.db.updateTable('global_admins').set({ level: 3 }).where('user_id', '=', USERS.operator).execute();
      await bot.store.db.updateTable('global_admins').set({ level: 1 }).where('user_id', '=', other).execute();
      const lastOne = await bot.call('DELETE', `/api/admin/admins/${USERS.operator}`, USERS.operator);
      t.equal(lastOne.statusCode, 403);
    });

    t.test('B9 admin sessions: hashed, bound to admin and guild, expire, can end early, logged', async (t) => {
      const bot = await buildTestBotApi(t);
      t.equal(
        (await bot.call('POST', `/api/admin/session/${G}`, USERS.owner)).statusCode,
        403,
        'only global admins may create one',
      );
      t.equal((await bot.call('POST', `/api/admin/session/${IDS.uninvitedGuild}`, USERS.operator)).statusCode, 404);
      const created = await bot.call('POST', `/api/admin/session/${G}`, USERS.operator);
      t.equal(created.statusCode, 201);
      const session = created.json();
      t.match(session, { guildId: G, adminLevel: 3, expiresAt: bot.clock.now.getTime() + 60 * 60_000 });
      t.ok(Buffer.from(session.sessionToken, 'base64url').length === 32, '256-bit token');
      const rows = await bot.store.db.selectFrom('admin_sessions').selectAll().execute();
      t.equal(rows.length, 1);
      t.equal(
        rows[0]!.token_hash,
        createHash('sha256').update(session.sessionToken).digest('hex'),
        'stored only as a hash',
      );
      t.notOk(JSON.stringify(rows).includes(session.sessionToken));
      const header = { 'x-admin-session': session.sessionToken };
      t.same((await bot.call('GET', `/api/admin/session/validate/${G}`, USERS.operator, undefined, header)).json(), {
        valid: true,
        adminLevel: 3,
        expiresAt: session.expiresAt,
      });
      t.equal(
        (await bot.call('GET', `/api/guilds/${G}/features`, USERS.operator, undefined, header)).statusCode,
        200,
        'full access on a guild they have no Discord rights on',
      );
      t.equal(
        (await bot.call('POST', `/api/ticket-categories/${G}`, USERS.operator, { name: 'Admin-Kategorie' }, header))
          .statusCode,
        201,
      );
      t.equal(
        (await bot.call('GET', `/api/guilds/${IDS.secondGuild}/features`, USERS.operator, undefined, header))
          .statusCode,
        403,
        'not on another guild',
      );
      t.same(
        (
          await bot.call('GET', `/api/admin/session/validate/${IDS.secondGuild}`, USERS.operator, undefined, header)
        ).json(),
        { valid: false },
      );
      t.equal(
        (await bot.call('GET', `/api/guilds/${G}/features`, USERS.newcomer, undefined, header)).statusCode,
        403,
        'not for another user',
      );
      t.equal(
        (await bot.call('GET', `/api/guilds/${G}/features`, USERS.operator, undefined, { 'x-admin-session': 'forged' }))
          .statusCode,
        403,
      );
      t.equal(
        (await bot.call('GET', `/api/guilds/${G}/features`, null, undefined, header)).statusCode,
        401,
        'the token alone, without the admin signed in, is nothing',
      );
      bot.clock.now = new Date(bot.clock.now.getTime() + 61 * 60_000);
      t.same(
        (await bot.call('GET', `/api/admin/session/validate/${G}`, USERS.operator, undefined, header)).json(),
        { valid: false },
        'expired after 60 minutes',
      );
      t.equal((await bot.call('GET', `/api/guilds/${G}/features`, USERS.operator, undefined, header)).statusCode, 403);
      const fresh = (await bot.call('POST', `/api/admin/session/${G}`, USERS.operator)).json();
      const freshHeader = { 'x-admin-session': fresh.sessionToken };
      t.equal(
        (await bot.call('DELETE', `/api/admin/session/${G}`, USERS.operator, undefined, freshHeader)).statusCode,
        204,
        'ended early',
      );
      t.same(
        (await bot.call('GET', `/api/admin/session/validate/${G}`, USERS.operator, undefined, freshHeader)).json(),
        { valid: false },
      );
      t.equal(
        (await bot.call('DELETE', `/api/admin/session/${G}`, USERS.operator, undefined, freshHeader)).statusCode,
        404,
        'only once',
      );
      const actions = (await bot.call('GET', '/api/admin/activity?limit=20', USERS.operator))
        .json()
        .map((entry: { action: string }) => entry.action);
      t.same(actions, ['admin_session.end', 'admin_session.create', 'admin_session.create']);
      const guildAudit = await bot.store.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'category.create')
        .executeTakeFirstOrThrow();
      t.equal(guildAudit.actor_id, USERS.operator, 'changes under an admin session name the admin');
    });

    t.test('bot-facing endpoints: service token, open and close a ticket, whole configuration', async (t) => {
      const bot = await buildTestBotApi(t);
      const service = { authorization: 'Bearer bot-service-token-bot-service-token-0123456789' };
      t.equal((await bot.call('GET', `/bot/guilds/${G}/config`, null)).statusCode, 401);
      t.equal(
        (await bot.call('GET', `/bot/guilds/${G}/config`, USERS.owner)).statusCode,
        401,
        'a user token is not the service token',
      );
      const config = (await bot.call('GET', `/bot/guilds/${G}/config`, null, undefined, service)).json();
      t.equal(config.categories.length, 5);
      t.equal(config.autoResponses.length, 6);
      t.equal(config.autoRoles.length, 2);
      t.equal(config.commandPermissions.length, 2);
      t.equal(config.features.length, 4);
      t.equal(config.notificationSettings.setupCompleted, true);
      const opened = await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'Hilfe' },
        service,
      );
      t.equal(opened.statusCode, 201);
      const ticket = opened.json();
      t.match(ticket, { status: 'open', username: 'aylin', closed_at: null });
      const transcript = {
        header: {
          channelName: 'ticket-x',
          guildName: 'Demo Guild',
          totalMessages: 0,
          generated: '2026-11-22T12:00:00.000Z',
        },
        messages: [],
      };
      const closed = await bot.call('POST', `/bot/tickets/${G}/${ticket.id}/close`, null, { transcript }, service);
      t.equal(closed.statusCode, 200);
      t.equal(closed.json().status, 'closed');
      const record = (await bot.call('GET', `/api/tickets/${G}/transcript/${ticket.id}`, USERS.owner)).json();
      t.same(JSON.parse(record.transcript), transcript);
      t.equal((await bot.call('POST', `/bot/tickets/${G}`, null, { userId: 'x' }, service)).statusCode, 400);
    });
  });
}
