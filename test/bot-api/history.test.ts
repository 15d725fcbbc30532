// The guild's change history on both stores: every change newest first with who and
// the values before and after, filters by area and user, keyset pages, admin-session levels, the bot's
// ticket changes, and dashboard.admin required.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: 'Bearer bot-service-token-bot-service-token-0123456789' };

interface Entry {
  id: number;
  area: string;
  action: string;
  targetId: string | null;
  actor: { id: string; name: string | null };
  adminLevel: number | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

for (const kind of storeKinds()) {
  t.test(`the change history (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind, seed: false });
    const created = (
      await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'Support', description: 'Hilfe' })
    ).json();
    t.equal(
      (
        await bot.call('PUT', `/api/ticket-categories/${G}/${created.id}`, USERS.owner, {
          name: 'Support 2',
          description: 'Hilfe',
          emoji: '🎫',
          color: '#5865F2',
          sortOrder: 0,
        })
      ).statusCode,
      200,
    );
    t.equal(
      (await bot.call('PUT', `/api/guilds/${G}/features/tickets`, USERS.owner, { enabled: false })).statusCode,
      200,
    );
    const opened = (
      await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'Hilfe' },
        SERVICE,
      )
    ).json();
    const removal = await bot.call('DELETE', `/api/ticket-categories/${G}/${created.id}`, USERS.owner);
    t.equal(removal.statusCode, 200);

    const all = await bot.call('GET', `/api/guilds/${G}/history`, USERS.owner);
    t.equal(all.statusCode, 200);
    const page = all.json() as { entries: Entry[]; actors: { id: string }[] };
    t.same(
      removal.json(),
      { historyEntryId: page.entries[0]!.id },
      "a deletion answers its history entry's id (the notice offers that entry's undo)",
    );
    t.same(
      page.entries.map((entry) => entry.action),
      ['category.delete', 'ticket.open', 'feature.set', 'category.update', 'category.create'],
      'newest first',
    );
    const [deleted, ticket, feature, updated, first] = page.entries;
    t.match(deleted, {
      area: 'categories',
      targetId: String(created.id),
      actor: { id: USERS.owner },
      adminLevel: null,
      before: { name: 'Support 2' },
    });
    t.notOk('after' in deleted!, 'nothing after a deletion');
    t.match(updated, { before: { name: 'Support' }, after: { name: 'Support 2' } });
    t.match(first, { after: { name: 'Support', description: 'Hilfe' } });
    t.notOk('before' in first!, 'nothing before a creation');
    t.match(feature, { area: 'features', targetId: 'tickets', before: true, after: false });
    // The bot opens a ticket for a member: the change is listed under that member.
    t.match(
      ticket,
      {
        area: 'tickets',
        actor: { id: USERS.aylin, name: 'aylin' },
        targetId: String(opened.id),
        after: { status: 'open' },
      },
      "the bot's changes are listed too",
    );
    t.same(
      page.actors.map((actor) => actor.id).sort(),
      [USERS.owner, USERS.aylin].sort(),
      'everyone who changed something',
    );

    const categories = (await bot.call('GET', `/api/guilds/${G}/history?area=categories`, USERS.owner)).json() as {
      entries: Entry[];
    };
    t.same(
      categories.entries.map((entry) => entry.action),
      ['category.delete', 'category.update', 'category.create'],
      'by area',
    );
    const byBot = (await bot.call('GET', `/api/guilds/${G}/history?user=${USERS.aylin}`, USERS.owner)).json() as {
      entries: Entry[];
    };
    t.same(
      byBot.entries.map((entry) => entry.action),
      ['ticket.open'],
      'by user',
    );

    const firstPage = (await bot.call('GET', `/api/guilds/${G}/history?limit=2`, USERS.owner)).json() as {
      entries: Entry[];
    };
    const secondPage = (
      await bot.call('GET', `/api/guilds/${G}/history?limit=2&before=${firstPage.entries.at(-1)!.id}`, USERS.owner)
    ).json() as { entries: Entry[] };
    const thirdPage = (
      await bot.call('GET', `/api/guilds/${G}/history?limit=2&before=${secondPage.entries.at(-1)!.id}`, USERS.owner)
    ).json() as { entries: Entry[] };
    t.same(
      [...firstPage.entries, ...secondPage.entries, ...thirdPage.entries].map((entry) => entry.id),
      page.entries.map((entry) => entry.id),
      'keyset pages: every entry once, in order',
    );
    t.equal(thirdPage.entries.length, 1);

    t.equal(
      (await bot.call('GET', `/api/guilds/${G}/history?area=nope`, USERS.owner)).statusCode,
      400,
      'an unknown area',
    );
    t.equal(
      (await bot.call('GET', `/api/guilds/${G}/history?user=x'--`, USERS.owner)).statusCode,
      400,
      'a user that is no id',
    );
    const refused = await bot.call('GET', `/api/guilds/${G}/history`, USERS.moderator);
    t.equal(refused.statusCode, 403, 'dashboard.admin is needed');
    t.equal(refused.json().code, 'permission_missing');
  });
}

t.test('a change under an admin session records the admin and the level', async (t) => {
  const bot = await buildTestBotApi(t);
  const session = (await bot.call('POST', `/api/admin/session/${G}`, USERS.operator)).json();
  const header = { 'x-admin-session': session.sessionToken };
  t.equal(
    (await bot.call('POST', `/api/ticket-categories/${G}`, USERS.operator, { name: 'Admin-Kategorie' }, header))
      .statusCode,
    201,
  );
  const page = (await bot.call('GET', `/api/guilds/${G}/history`, USERS.operator, undefined, header)).json() as {
    entries: Entry[];
  };
  t.same(
    page.entries.slice(0, 2).map((entry) => [entry.action, entry.actor.id, entry.adminLevel]),
    [
      ['category.create', USERS.operator, 3],
      ['admin_session.create', USERS.operator, null],
    ],
  );
});
