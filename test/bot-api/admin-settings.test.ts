// Global settings beyond the specification: editing (PATCH) and deleting (DELETE) a setting, with the
// level rule adding has (2), 404 for a setting that is gone, the value checked against its type, and one
// audit row per change with the values before and after; over HTTP and in-process, on each store.
import t, { type Test } from 'tap';
import { buildTestBotApi as buildBotApi, storeKinds, TRANSPORTS, USERS, type TestBotApi } from '../helpers/bot-api.js';

const STANDARD = '200000000000000021';
const SENIOR = '200000000000000022';

/** A level-1 and a level-2 admin beside the demo's level-3 operator, and one setting to change. */
async function withAdmins(bot: TestBotApi) {
  for (const [userId, level] of [
    [STANDARD, 1],
    [SENIOR, 2],
  ] as const)
    await bot.call('POST', '/api/admin/admins', USERS.operator, { userId, username: `level-${level}`, level });
  const put = await bot.call('PUT', '/api/admin/settings/answer', SENIOR, {
    value: '42',
    type: 'number',
    description: 'Die Antwort',
  });
  if (put.statusCode !== 200) throw new Error(`setting not made: ${put.body}`);
}

/** Whether the panel's list (the demo's own settings besides) has a setting of that key. */
const listed = async (bot: TestBotApi, key: string) =>
  (await bot.call('GET', '/api/admin/settings', USERS.operator))
    .json()
    .some((setting: { setting_key: string }) => setting.setting_key === key);

const settingRows = (bot: TestBotApi, action: string) =>
  bot.store.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

for (const transport of TRANSPORTS) {
  t.test(`over ${transport}`, async (t) => {
    const build = (test: Test, kind: 'sqlite' | 'postgres' = 'sqlite') => buildBotApi(test, { transport, kind });

    for (const kind of storeKinds()) {
      t.test(`level 2 edits and deletes a setting, each change audited (${kind})`, async (t) => {
        const bot = await build(t, kind);
        await withAdmins(bot);
        bot.clock.now = new Date('2026-11-23T08:00:00.000Z');
        const edited = await bot.call('PATCH', '/api/admin/settings/answer', SENIOR, {
          value: 'zweiundvierzig',
          type: 'string',
        });
        t.equal(edited.statusCode, 200, edited.body);
        t.match(edited.json(), {
          setting_key: 'answer',
          setting_value: 'zweiundvierzig',
          setting_type: 'string',
          description: null,
          updated_at: '2026-11-23T08:00:00.000Z',
        });
        const [editRow] = await settingRows(bot, 'setting.edit');
        t.match(editRow, { guild_id: null, actor_id: SENIOR, target_type: 'setting', target_id: 'answer' });
        t.match(JSON.parse(editRow!.before_value!), { setting_value: '42', description: 'Die Antwort' });
        t.match(JSON.parse(editRow!.after_value!), { setting_value: 'zweiundvierzig', description: null });

        t.equal((await bot.call('DELETE', '/api/admin/settings/answer', SENIOR)).statusCode, 204);
        t.notOk(await listed(bot, 'answer'), 'gone from the list');
        const [deleteRow] = await settingRows(bot, 'setting.delete');
        t.match(deleteRow, { actor_id: SENIOR, target_id: 'answer', details: 'answer' });
        t.match(JSON.parse(deleteRow!.before_value!), { setting_value: 'zweiundvierzig' });
        const activity = (await bot.call('GET', '/api/admin/activity?limit=3', SENIOR)).json();
        t.same(
          activity.map((entry: { action: string }) => entry.action),
          ['setting.delete', 'setting.edit', 'setting.put'],
          'the panel lists them',
        );

        const gone = await bot.call('PATCH', '/api/admin/settings/answer', SENIOR, { value: '1', type: 'number' });
        t.equal(gone.statusCode, 404, 'an edit never brings a deleted setting back');
        t.equal(gone.json().code, 'not_found');
        t.equal((await bot.call('DELETE', '/api/admin/settings/answer', SENIOR)).statusCode, 404);
        t.notOk(await listed(bot, 'answer'), 'and still gone');
      });
    }

    t.test('the level rule adding has, the value checked against its type, nothing written when refused', async (t) => {
      const bot = await build(t);
      await withAdmins(bot);
      const edit = { value: '7', type: 'number', description: 'Sieben' };
      for (const userId of [STANDARD, USERS.owner]) {
        t.equal((await bot.call('PATCH', '/api/admin/settings/answer', userId, edit)).statusCode, 403, userId);
        t.equal((await bot.call('DELETE', '/api/admin/settings/answer', userId)).statusCode, 403, userId);
      }
      t.equal((await bot.call('PATCH', '/api/admin/settings/answer', null, edit)).statusCode, 401);
      const badValue = await bot.call('PATCH', '/api/admin/settings/answer', SENIOR, { value: 'x', type: 'number' });
      t.equal(badValue.statusCode, 400);
      t.match(badValue.json().issues, [{ path: 'body.value', code: 'settingNumber' }]);
      t.equal(
        (await bot.call('PATCH', '/api/admin/settings/answer', SENIOR, { ...edit, extra: true })).statusCode,
        400,
        'unknown fields refused',
      );
      t.equal((await bot.call('DELETE', '/api/admin/settings/no%20key', SENIOR)).statusCode, 400, 'a bad key');
      t.same(await settingRows(bot, 'setting.edit'), [], 'no audit row for a refused change');
      t.match(
        (await bot.call('GET', '/api/admin/settings', STANDARD))
          .json()
          .find((setting: { setting_key: string }) => setting.setting_key === 'answer'),
        { setting_value: '42', description: 'Die Antwort' },
        'unchanged',
      );
      const operator = await bot.call('PATCH', '/api/admin/settings/answer', USERS.operator, edit);
      t.equal(operator.statusCode, 200, 'level 3 may too');
      t.match(operator.json(), { setting_value: '7', description: 'Sieben' });
    });
  });
}
