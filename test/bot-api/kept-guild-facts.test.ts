// What the bot API keeps of a guild between calls (its time zone, its entries as the rights panel explains
// them, its ticket categories) and what it never keeps (the entries that decide a limited user's rights), on both stores: a
// change shows on the very next call of the same bot API, and a change of rights on the very next call of
// another bot API on the same store; the kept facts there once its notice arrived.
import { EventEmitter, once } from 'node:events';
import t from 'tap';
import { configChanges } from '../../server/bot-api/repos/bot-state.js';
import { createLogger } from '../../server/platform/logger.js';
import { polledChanges } from '../../server/platform/change-sources.js';
import { buildTestBotApi, IDS, storeKinds, USERS, type TestBotApi } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const ZONE = `/api/guilds/${G}/preferences`;
const ACCESS = `/api/guilds/${G}/access`;
/** What Max's own entry allows reading, and what taking autoresponse.view away refuses. */
const AUTORESPONSES = `/api/autoresponses/${G}`;

const zoneOf = async (bot: TestBotApi) => (await bot.call('GET', ZONE, USERS.moderator)).json().timeZone;
const maxEntry = async (bot: TestBotApi): Promise<number> =>
  (await bot.call('GET', `/api/permissions/${G}`, USERS.owner))
    .json()
    .find((entry: { targetId: string }) => entry.targetId === USERS.max).id;
const CATEGORIES = `/api/ticket-categories/${G}`;
/** The guild's categories by name: every one, or the active ones alone. */
const categoryNames = async (bot: TestBotApi, includeInactive = true): Promise<string[]> =>
  (await bot.call('GET', `${CATEGORIES}${includeInactive ? '?includeInactive=true' : ''}`, USERS.owner))
    .json()
    .map((category: { name: string }) => category.name);
const grantsOf = async (bot: TestBotApi, user: string) => (await bot.call('GET', ACCESS, user)).json().grants;

for (const kind of storeKinds()) {
  t.test(`one bot API: a change shows on the very next call (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    t.equal(await zoneOf(bot), 'Europe/Berlin', 'read, and kept');
    t.equal((await bot.call('PUT', ZONE, USERS.owner, { timeZone: 'Asia/Tokyo' })).statusCode, 200);
    t.equal(await zoneOf(bot), 'Asia/Tokyo', 'the next read has the new zone');

    t.equal((await bot.call('GET', AUTORESPONSES, USERS.max)).statusCode, 200, "Max's entry lets him read");
    const id = await maxEntry(bot);
    const narrowed = await bot.call('PUT', `/api/permissions/${G}/${id}`, USERS.owner, {
      permissions: ['dashboard.view', 'tickets.view'],
    });
    t.equal(narrowed.statusCode, 200);
    t.equal((await bot.call('GET', AUTORESPONSES, USERS.max)).statusCode, 403, 'refused on the very next call');
    t.match(await grantsOf(bot, USERS.max), [{ kind: 'user_entry', permissions: ['dashboard.view', 'tickets.view'] }]);
    t.equal((await bot.call('DELETE', `/api/permissions/${G}/${id}`, USERS.owner)).statusCode, 200);
    t.equal((await bot.call('GET', ACCESS, USERS.max)).statusCode, 403, 'no entry left: no access at all');

    // Lena manages the guild through her Administrator role: her panel explains her rights from the kept entries.
    t.same(await grantsOf(bot, USERS.lena), [{ kind: 'administrator' }], 'read, and kept');
    const added = await bot.call('POST', `/api/permissions/${G}`, USERS.owner, {
      type: 'role',
      targetId: IDS.adminRole,
      targetName: 'Admin',
      permissions: ['dashboard.view'],
    });
    t.equal(added.statusCode, 201);
    t.match(
      await grantsOf(bot, USERS.lena),
      [{ kind: 'administrator' }, { kind: 'role_entry', roleId: IDS.adminRole, permissions: ['dashboard.view'] }],
      "the panel's next answer names the new entry",
    );

    t.notOk((await categoryNames(bot)).includes('Bewerbung'), 'read, and kept');
    const made = await bot.call('POST', CATEGORIES, USERS.owner, { name: 'Bewerbung' });
    t.equal(made.statusCode, 201);
    t.ok((await categoryNames(bot, false)).includes('Bewerbung'), 'the next list has the new category');
    const off = await bot.call('PUT', `${CATEGORIES}/${made.json().id}`, USERS.owner, { isActive: false });
    t.equal(off.statusCode, 200);
    t.notOk((await categoryNames(bot, false)).includes('Bewerbung'), 'switched off: not among the active ones');
    t.ok((await categoryNames(bot)).includes('Bewerbung'), 'but among all of them');
  });

  t.test(`two bot APIs on one store: rights at once, kept facts once the notice arrived (${kind})`, async (t) => {
    const first = await buildTestBotApi(t, { kind });
    // The second hears the first's changes as another process on the store does without Redis: by the
    // store's change cursor. The test waits until it has heard up to a cursor.
    const heard = new EventEmitter();
    let polledUpTo = 0;
    let heardUpTo = 0;
    const second = await buildTestBotApi(t, {
      store: first.store,
      elsewhere: (listener) =>
        polledChanges(
          async (after) => {
            const changes = await configChanges(first.store.db, after);
            polledUpTo = changes.cursor;
            return changes;
          },
          createLogger('silent'),
          10,
        )((guildId) => {
          listener(guildId);
          heardUpTo = polledUpTo;
          heard.emit('heard');
        }),
    });
    const hearUpTo = async (cursor: number) => {
      while (heardUpTo < cursor) await once(heard, 'heard');
    };
    t.equal(await zoneOf(second), 'Europe/Berlin', 'read, and kept');
    t.same(await grantsOf(second, USERS.lena), [{ kind: 'administrator' }], 'read, and kept');
    t.equal((await second.call('GET', AUTORESPONSES, USERS.max)).statusCode, 200);
    t.notOk((await categoryNames(second)).includes('Bewerbung'), 'read, and kept');

    const id = await maxEntry(first);
    await first.call('PUT', `/api/permissions/${G}/${id}`, USERS.owner, { permissions: ['dashboard.view'] });
    t.equal(
      (await second.call('GET', AUTORESPONSES, USERS.max)).statusCode,
      403,
      'the other bot API refuses on its very next call, whether or not it heard the notice',
    );
    await first.call('PUT', ZONE, USERS.owner, { timeZone: 'America/New_York' });
    await first.call('POST', `/api/permissions/${G}`, USERS.owner, {
      type: 'role',
      targetId: IDS.adminRole,
      targetName: 'Admin',
      permissions: ['dashboard.view'],
    });
    t.equal((await first.call('POST', CATEGORIES, USERS.owner, { name: 'Bewerbung' })).statusCode, 201);
    await hearUpTo((await configChanges(first.store.db, undefined)).cursor);
    t.equal(await zoneOf(second), 'America/New_York', 'the kept zone, read afresh after the notice');
    t.match(await grantsOf(second, USERS.lena), [{ kind: 'administrator' }, { kind: 'role_entry' }]);
    t.ok((await categoryNames(second)).includes('Bewerbung'), 'the kept categories, read afresh after the notice');
  });
}
