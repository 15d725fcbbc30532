// The ticket blocklist, on both stores: read with tickets.view, changed with tickets.manage; each field
// checked at the edge (the reason required and at most 200 characters, a user or a role, a Discord id);
// one entry per user or role; the entries reach the bot's configuration with the server's time zone;
// blocking and lifting are in the history, and each can be undone.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, ticketViewer, USERS } from '../helpers/bot-api.js';
import { DEMO_BLOCK_REASON } from '../../server/bot-api/demo-blocked.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';

const G = IDS.demoGuild;
const PATH = `/api/ticket-blocklist/${G}`;
const SPAMMER = '200000000000000099';
const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
const USER_BLOCK = { targetType: 'user', targetId: SPAMMER, targetName: 'spammer', reason: 'Spam in Tickets' };
const ROLE_BLOCK = { targetType: 'role', targetId: IDS.memberRole, targetName: 'Mitglied', reason: 'Nur das Team' };
/** The demo's own entry, there from the seed on. */
const DEMO = {
  targetType: 'user',
  targetId: demoWorld().users.blocked,
  targetName: 'jonas',
  reason: DEMO_BLOCK_REASON,
};
const names = (entries: { targetName: string }[]) => entries.map((entry) => entry.targetName);

for (const kind of storeKinds()) {
  t.test(`the ticket blocklist (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const viewer = await ticketViewer(bot);
    const list = async (user: string = USERS.owner) => (await bot.call('GET', PATH, user)).json();
    const config = async () => (await bot.call('GET', `/bot/guilds/${G}/config`, null, undefined, service)).json();

    t.same(names(await list(viewer)), ['jonas'], "tickets.view reads it: the demo's one entry at first");
    t.equal((await bot.call('GET', PATH, USERS.newcomer)).statusCode, 403, 'not someone without access');
    const refused = await bot.call('POST', PATH, viewer, USER_BLOCK);
    t.equal(refused.statusCode, 403);
    t.match(refused.json(), { code: 'permission_missing', needs: 'tickets.manage' });

    const bad: [string, object, string, string][] = [
      ['an empty reason', { ...USER_BLOCK, reason: '  ' }, 'body.reason', 'required'],
      ['a reason of 201 characters', { ...USER_BLOCK, reason: 'x'.repeat(201) }, 'body.reason', 'too_big'],
      ['a channel', { ...USER_BLOCK, targetType: 'channel' }, 'body.targetType', 'invalid_value'],
      ['no Discord id', { ...USER_BLOCK, targetId: '12345' }, 'body.targetId', 'discordId'],
    ];
    for (const [what, body, path, code] of bad) {
      const res = await bot.call('POST', PATH, USERS.max, body);
      t.equal(res.statusCode, 400, `${what} is refused`);
      t.match(res.json().issues, [{ path, code }], `${what}: ${code} at ${path}`);
    }
    t.equal((await bot.call('POST', PATH, USERS.max, { ...USER_BLOCK, extra: 1 })).statusCode, 400, 'no extras');
    t.same(names(await list()), ['jonas'], 'nothing refused was stored');

    const added = await bot.call('POST', PATH, USERS.max, { ...USER_BLOCK, reason: `${'x'.repeat(199)}!` });
    t.equal(added.statusCode, 201, 'tickets.manage blocks; 200 characters are allowed');
    t.equal((await bot.call('DELETE', `${PATH}/${added.json().id}`, USERS.max)).statusCode, 200);
    const user = await bot.call('POST', PATH, USERS.max, USER_BLOCK);
    t.equal(user.statusCode, 201);
    t.match(user.json(), { ...USER_BLOCK, blockedBy: USERS.max, createdAt: /^\d{4}-\d\d-\d\dT/ });
    const twice = await bot.call('POST', PATH, USERS.owner, { ...USER_BLOCK, reason: 'Nochmal' });
    t.equal(twice.statusCode, 409, 'one entry per user');
    t.equal(twice.json().code, 'duplicate');
    const role = await bot.call('POST', PATH, USERS.owner, ROLE_BLOCK);
    t.equal(role.statusCode, 201, 'a role');
    t.match(await list(viewer), [DEMO, USER_BLOCK, { ...ROLE_BLOCK, blockedBy: USERS.owner }], 'oldest first');
    t.same((await bot.call('GET', `/api/ticket-blocklist/${IDS.secondGuild}`, USERS.owner)).json(), [], 'per guild');
    const fromBot = await config();
    t.match(fromBot.ticketBlocklist, [DEMO, USER_BLOCK, ROLE_BLOCK], "the bot's configuration holds them");
    t.equal(fromBot.timeZone, 'Europe/Berlin', "with the server's time zone");

    const lifted = await bot.call('DELETE', `${PATH}/${user.json().id}`, USERS.max);
    t.equal(lifted.statusCode, 200, 'lifted');
    t.match(lifted.json(), { historyEntryId: Number });
    t.equal((await bot.call('DELETE', `${PATH}/${user.json().id}`, USERS.max)).statusCode, 404, 'gone');
    t.equal((await bot.call('DELETE', `${PATH}/${role.json().id}`, viewer)).statusCode, 403, 'not by tickets.view');
    t.same(names(await list()), ['jonas', 'Mitglied']);

    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=ticketBlocklist`, USERS.owner)).json();
    t.same(
      history.entries.map((entry: { action: string; targetId: string }) => entry.action),
      ['ticket_block.remove', 'ticket_block.add', 'ticket_block.add', 'ticket_block.remove', 'ticket_block.add'],
      'every change is in the history, newest first',
    );
    t.match(history.entries[0], { targetId: String(user.json().id), actor: { id: USERS.max }, before: USER_BLOCK });
    const undo = await bot.call('POST', `/api/guilds/${G}/history/${history.entries[0].id}/revert`, USERS.owner);
    t.equal(undo.statusCode, 200, 'the lift undone');
    t.match(
      await list(),
      [DEMO, ROLE_BLOCK, { ...USER_BLOCK, blockedBy: USERS.owner }],
      'blocked again, by who undid it',
    );
    const roleAdded = history.entries[1];
    t.equal(roleAdded.targetId, String(role.json().id));
    t.equal(
      (await bot.call('POST', `/api/guilds/${G}/history/${roleAdded.id}/revert`, USERS.owner)).statusCode,
      200,
      'the block of the role undone',
    );
    t.same(names(await list()), ['jonas', 'spammer']);
    t.equal((await config()).ticketBlocklist.length, 2, 'and the bot hears of it');
  });
}
