// Undoing a change from the history, on both stores. The reverse goes through the
// record's own endpoint (a new history entry that names the one it undid); a record that changed since,
// or a change undone already, is refused with the newer entry; tickets and admin sessions have no undo;
// dashboard.admin is needed.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;

interface Entry {
  id: number;
  action: string;
  targetId: string | null;
  actor: { id: string };
  adminLevel: number | null;
  revertsId: number | null;
  revertedBy: number | null;
  before?: unknown;
  after?: unknown;
}

type Bot = Awaited<ReturnType<typeof buildTestBotApi>>;

async function newest(bot: Bot, area: string): Promise<Entry> {
  const page = (await bot.call('GET', `/api/guilds/${G}/history?area=${area}&limit=1`, USERS.owner)).json() as {
    entries: Entry[];
  };
  return page.entries[0]!;
}

const revert = (bot: Bot, entry: { id: number }, user: string = USERS.owner, headers?: Record<string, string>) =>
  bot.call('POST', `/api/guilds/${G}/history/${entry.id}/revert`, user, undefined, headers);
const preview = (bot: Bot, entry: { id: number }, user: string = USERS.owner) =>
  bot.call('GET', `/api/guilds/${G}/history/${entry.id}/revert`, user);

for (const kind of storeKinds()) {
  t.test(`undoing changes (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const categories = async () =>
      (await bot.call('GET', `/api/ticket-categories/${G}?includeInactive=true`, USERS.owner)).json() as {
        id: number;
        name: string;
        description: string;
        emoji: string;
        color: string;
        sort_order: number;
        is_active: boolean;
      }[];

    t.test('a deleted category returns with its old values; a second undo is refused', async (t) => {
      const created = (
        await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, {
          name: 'Rückkehr',
          description: 'Alte Werte',
          emoji: '🛠️',
          color: '#E74C3C',
          sortOrder: 7,
        })
      ).json();
      const removal = await bot.call('DELETE', `/api/ticket-categories/${G}/${created.id}`, USERS.owner);
      t.equal(removal.statusCode, 200);
      const deletion = await newest(bot, 'categories');
      t.equal(deletion.action, 'category.delete');
      t.same(removal.json(), { historyEntryId: deletion.id }, 'the deletion names its entry');
      t.equal(deletion.revertedBy, null, 'not undone yet');

      const before = await preview(bot, deletion);
      t.equal(before.statusCode, 200);
      t.match(
        before.json(),
        { entry: { id: deletion.id, action: 'category.delete' }, blocked: null },
        'nothing stands in the way',
      );

      const res = await revert(bot, deletion);
      t.equal(res.statusCode, 200);
      const undo = res.json().entries as Entry[];
      t.same(
        undo.map((entry) => [entry.action, entry.revertsId, entry.actor.id]),
        [['category.create', deletion.id, USERS.owner]],
        'the undo is a history entry of its own, naming the change it undid',
      );
      const back = (await categories()).find((category) => category.name === 'Rückkehr');
      t.match(
        back,
        { description: 'Alte Werte', emoji: '🛠️', color: '#E74C3C', sort_order: 7, is_active: true },
        'the old values',
      );
      t.not(back?.id, created.id, 'a new record (tickets detached by the deletion stay detached)');

      // Its own page need not show the undo (a newer one): the entry says it was undone all the same.
      const older = (
        await bot.call('GET', `/api/guilds/${G}/history?limit=1&before=${deletion.id + 1}`, USERS.owner)
      ).json() as { entries: Entry[] };
      t.same(
        older.entries.map((entry) => [entry.id, entry.revertedBy]),
        [[deletion.id, undo[0]!.id]],
        'undone, by the undo on another page',
      );
      t.equal(undo[0]!.revertedBy, null, 'the undo itself is not undone');

      const again = await preview(bot, deletion);
      t.match(again.json(), {
        entry: { revertedBy: undo[0]!.id },
        blocked: { reason: 'already_reverted', newer: { id: undo[0]!.id } },
      });
      const twice = await revert(bot, deletion);
      t.equal(twice.statusCode, 409);
      t.equal(twice.json().code, 'revert_conflict');
      t.equal((await categories()).filter((category) => category.name === 'Rückkehr').length, 1, 'nothing was written');
    });

    t.test('a record changed since is not overwritten: the newer change is named', async (t) => {
      const created = (
        await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'Eins', description: '' })
      ).json();
      const body = (name: string) => ({ name, description: '', emoji: '🎫', color: '#5865F2', sortOrder: 0 });
      await bot.call('PUT', `/api/ticket-categories/${G}/${created.id}`, USERS.owner, body('Zwei'));
      const first = await newest(bot, 'categories');
      await bot.call('PUT', `/api/ticket-categories/${G}/${created.id}`, USERS.owner, body('Drei'));
      const second = await newest(bot, 'categories');

      t.match((await preview(bot, first)).json(), {
        blocked: {
          reason: 'changed_since',
          newer: { id: second.id, action: 'category.update', after: { name: 'Drei' } },
        },
      });
      const refused = await revert(bot, first);
      t.equal(refused.statusCode, 409);
      t.match(refused.json(), { code: 'revert_conflict', error: new RegExp(`history entry ${second.id}`) });
      t.equal((await categories()).find((category) => category.id === created.id)?.name, 'Drei', 'untouched');

      t.equal((await revert(bot, second)).statusCode, 200, 'the newest change can be undone');
      t.equal((await categories()).find((category) => category.id === created.id)?.name, 'Zwei');
    });

    t.test('a record an undo brought back under a new id: the newest change not undone is named', async (t) => {
      await bot.call('POST', `/api/autoresponses/${G}`, USERS.owner, {
        guildId: G,
        trigger: 'wiederkehr',
        response: 'Hallo',
        isEmbed: false,
      });
      const creation = await newest(bot, 'autoResponses');
      await bot.call('DELETE', `/api/autoresponses/${G}/wiederkehr`, USERS.owner);
      const deletion = await newest(bot, 'autoResponses');
      const restore = (await revert(bot, deletion)).json().entries[0] as Entry;
      t.equal(restore.revertsId, deletion.id, 'the deletion was undone');
      t.not(restore.targetId, creation.targetId, 'the response returned under a new id');

      t.match(
        (await preview(bot, creation)).json(),
        { blocked: { reason: 'changed_since', newer: { id: restore.id, action: 'autoresponse.create' } } },
        'the undo stands in the way, not the deletion it undid',
      );
      const refused = await revert(bot, creation);
      t.equal(refused.statusCode, 409);
      t.equal(
        refused.json().error,
        `This change changed again since (history entry ${restore.id}); nothing was changed`,
      );
      t.match((await preview(bot, restore)).json(), { blocked: null }, 'and that one can be undone');

      // Followed further: the undo undone again (the response deleted once more, on its new id).
      const again = (await revert(bot, restore)).json().entries[0] as Entry;
      t.match((await preview(bot, creation)).json(), {
        blocked: { reason: 'changed_since', newer: { id: again.id, action: 'autoresponse.delete' } },
      });
      t.match(
        (await preview(bot, deletion)).json(),
        { blocked: { reason: 'already_reverted', newer: { id: restore.id } } },
        'the deletion itself still says who undid it',
      );
    });

    t.test('a switched-off category returns switched off (two entries); a switch is switched back', async (t) => {
      const created = (
        await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'Ruhend', description: '' })
      ).json();
      await bot.call('PUT', `/api/ticket-categories/${G}/${created.id}`, USERS.owner, { isActive: false });
      const toggle = await newest(bot, 'categories');
      t.equal(toggle.action, 'category.toggle');
      t.equal((await revert(bot, toggle)).statusCode, 200);
      t.equal((await categories()).find((category) => category.id === created.id)?.is_active, true, 'on again');
      await bot.call('PUT', `/api/ticket-categories/${G}/${created.id}`, USERS.owner, { isActive: false });
      const offAgain = await newest(bot, 'categories');
      await bot.call('DELETE', `/api/ticket-categories/${G}/${created.id}`, USERS.owner);
      const removal = await newest(bot, 'categories');
      const res = await revert(bot, removal);
      const undo = res.json().entries as Entry[];
      t.same(
        undo.map((entry) => entry.action),
        ['category.create', 'category.toggle'],
      );
      t.equal(
        (await preview(bot, removal)).json().entry.revertedBy,
        undo[0]!.id,
        'undone by the first entry the undo wrote',
      );
      t.equal((await categories()).find((category) => category.name === 'Ruhend')?.is_active, false, 'off, as it was');
      t.match(
        (await preview(bot, offAgain)).json(),
        { blocked: { reason: 'changed_since', newer: { id: undo[1]!.id, action: 'category.toggle' } } },
        'an older change of the record names the last entry of the undo that brought it back',
      );
    });

    t.test('auto responses, auto-roles, command and dashboard permissions, features, notifications', async (t) => {
      await bot.call('POST', `/api/autoresponses/${G}`, USERS.owner, {
        guildId: G,
        trigger: 'rueckgaengig',
        response: '',
        isEmbed: true,
        embedTitle: 'Regeln',
        embedDescription: 'Sei nett',
        embedColor: 0x3498db,
      });
      await bot.call('DELETE', `/api/autoresponses/${G}/rueckgaengig`, USERS.owner);
      t.equal((await revert(bot, await newest(bot, 'autoResponses'))).statusCode, 200);
      const responses = (await bot.call('GET', `/api/autoresponses/${G}`, USERS.owner)).json() as {
        trigger_word: string;
      }[];
      t.match(
        responses.find((response) => response.trigger_word === 'rueckgaengig'),
        { is_embed: true, embed_title: 'Regeln', embed_description: 'Sei nett', embed_color: 0x3498db },
        'the embed returns whole',
      );

      t.equal(
        (await bot.call('POST', `/api/autoroles/${G}`, USERS.owner, { roleId: IDS.vipRole, roleName: 'VIP' }))
          .statusCode,
        201,
      );
      t.equal((await revert(bot, await newest(bot, 'autoRoles'))).statusCode, 200);
      const roles = (await bot.call('GET', `/api/autoroles/${G}`, USERS.owner)).json() as { role_id: string }[];
      t.notOk(
        roles.some((role) => role.role_id === IDS.vipRole),
        'an added auto-role is removed',
      );

      t.equal(
        (
          await bot.call('PUT', `/api/command-permissions/${G}/${IDS.vipRole}`, USERS.owner, {
            roleName: 'VIP',
            allowedCommands: ['stats'],
            deniedCommands: [],
          })
        ).statusCode,
        200,
      );
      t.equal((await revert(bot, await newest(bot, 'commandPermissions'))).statusCode, 200);
      const commands = (await bot.call('GET', `/api/command-permissions/${G}`, USERS.owner)).json() as {
        role_id: string;
      }[];
      t.notOk(
        commands.some((entry) => entry.role_id === IDS.vipRole),
        'a role without an entry before has none again',
      );

      const added = (
        await bot.call('POST', `/api/permissions/${G}`, USERS.owner, {
          type: 'role',
          targetId: IDS.vipRole,
          targetName: 'VIP',
          permissions: ['dashboard.view', 'tickets.view'],
        })
      ).json();
      await bot.call('DELETE', `/api/permissions/${G}/${added.id}`, USERS.owner);
      t.equal((await revert(bot, await newest(bot, 'dashboardPermissions'))).statusCode, 200);
      const entries = (await bot.call('GET', `/api/permissions/${G}`, USERS.owner)).json() as {
        targetId: string;
        permissions: string[];
      }[];
      t.same(
        entries.find((entry) => entry.targetId === IDS.vipRole)?.permissions,
        ['dashboard.view', 'tickets.view'],
        'a removed entry returns with its permissions',
      );

      const statistics = async () =>
        (
          (await bot.call('GET', `/api/guilds/${G}/features`, USERS.owner)).json() as {
            name: string;
            enabled: boolean;
          }[]
        ).find((feature) => feature.name === 'statistics')!.enabled;
      const was = await statistics();
      await bot.call('PUT', `/api/guilds/${G}/features/statistics`, USERS.owner, { enabled: !was });
      t.equal((await revert(bot, await newest(bot, 'features'))).statusCode, 200);
      t.equal(await statistics(), was, 'the switch is back');

      await bot.call('PUT', `/api/notifications/${G}/settings`, USERS.owner, { notificationsEnabled: false });
      t.equal((await revert(bot, await newest(bot, 'notifications'))).statusCode, 200);
      t.equal(
        (await bot.call('GET', `/api/notifications/${G}/settings`, USERS.owner)).json().notificationsEnabled,
        true,
      );
    });

    t.test('the guardrails of the record’s own endpoint apply', async (t) => {
      const created = (
        await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'Doppelt', description: '' })
      ).json();
      await bot.call('DELETE', `/api/ticket-categories/${G}/${created.id}`, USERS.owner);
      const deletion = await newest(bot, 'categories');
      await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'doppelt', description: '' });
      const res = await revert(bot, deletion);
      t.equal(res.statusCode, 409);
      t.equal(res.json().code, 'duplicate', 'the name is taken again: the create refuses');
    });
  });
}

t.test('tickets have no undo; dashboard.admin is needed; unknown entries', async (t) => {
  const bot = await buildTestBotApi(t);
  const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
  t.equal(
    (
      await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'Hilfe' },
        service,
      )
    ).statusCode,
    201,
  );
  const ticket = await newest(bot, 'tickets');
  t.match((await preview(bot, ticket)).json(), { blocked: { reason: 'not_revertible' } });
  const res = await revert(bot, ticket);
  t.equal(res.statusCode, 400);
  t.equal(res.json().code, 'not_revertible');

  await bot.call('PUT', `/api/guilds/${G}/features/statistics`, USERS.owner, { enabled: false });
  const feature = await newest(bot, 'features');
  for (const call of [preview(bot, feature, USERS.moderator), revert(bot, feature, USERS.moderator)]) {
    const refused = await call;
    t.equal(refused.statusCode, 403);
    t.equal(refused.json().code, 'permission_missing');
  }
  t.equal(
    (await bot.call('GET', `/api/guilds/${G}/features`, USERS.owner))
      .json()
      .find((f: { name: string }) => f.name === 'statistics').enabled,
    false,
    'nothing changed',
  );
  t.equal((await preview(bot, { id: 999_999 })).statusCode, 404);
  t.equal(
    (await bot.call('POST', `/api/guilds/${IDS.secondGuild}/history/${feature.id}/revert`, USERS.owner)).statusCode,
    404,
    "another guild's entry is not found there",
  );

  const session = (await bot.call('POST', `/api/admin/session/${G}`, USERS.operator)).json();
  const undone = await revert(bot, feature, USERS.operator, { 'x-admin-session': session.sessionToken });
  t.equal(undone.statusCode, 200);
  t.match(
    undone.json().entries,
    [{ action: 'feature.set', actor: { id: USERS.operator }, adminLevel: 3, revertsId: feature.id }],
    'an admin session undo carries the admin and level',
  );
});
