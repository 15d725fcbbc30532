// A guild's time zone, on both stores. Berlin until chosen; every page of the guild may
// read it (dashboard.view), only dashboard.admin may change it; an unknown zone is refused; the change is
// in the history and can be undone.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const PATH = `/api/guilds/${G}/preferences`;

for (const kind of storeKinds()) {
  t.test(`the guild's time zone (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const zone = async (user: string = USERS.owner) => (await bot.call('GET', PATH, user)).json().timeZone;

    t.equal(await zone(), 'Europe/Berlin', 'the default until an admin chooses');
    t.equal(
      await zone(USERS.moderator),
      'Europe/Berlin',
      'anyone who may open the dashboard reads it (every page shows dates)',
    );
    t.equal((await bot.call('GET', PATH, USERS.newcomer)).statusCode, 403, 'not someone without access to the guild');

    const refused = await bot.call('PUT', PATH, USERS.moderator, { timeZone: 'Asia/Tokyo' });
    t.equal(refused.statusCode, 403);
    t.equal(refused.json().code, 'permission_missing');
    const unknown = await bot.call('PUT', PATH, USERS.owner, { timeZone: 'Mars/Olympus_Mons' });
    t.equal(unknown.statusCode, 400);
    t.equal(unknown.json().code, 'invalid_request');
    t.equal(
      (await bot.call('PUT', PATH, USERS.owner, { timeZone: 'Asia/Tokyo', language: 'de' })).statusCode,
      400,
      'nothing but the known fields',
    );
    t.equal(await zone(), 'Europe/Berlin', 'nothing refused was stored');

    const saved = await bot.call('PUT', PATH, USERS.owner, { timeZone: 'Asia/Tokyo' });
    t.equal(saved.statusCode, 200);
    t.same(saved.json(), { timeZone: 'Asia/Tokyo' });
    t.equal(await zone(USERS.moderator), 'Asia/Tokyo');
    t.equal(
      (await bot.call('GET', `/api/guilds/${IDS.secondGuild}/preferences`, USERS.owner)).json().timeZone,
      'Europe/Berlin',
      'per guild',
    );

    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=preferences`, USERS.owner)).json();
    t.match(history.entries, [
      {
        action: 'preferences.update',
        targetId: G,
        actor: { id: USERS.owner },
        before: { timeZone: 'Europe/Berlin' },
        after: { timeZone: 'Asia/Tokyo' },
      },
    ]);
    const undo = await bot.call('POST', `/api/guilds/${G}/history/${history.entries[0].id}/revert`, USERS.owner);
    t.equal(undo.statusCode, 200);
    t.equal(await zone(), 'Europe/Berlin', 'undone from the history');
  });
}
