// Several ticket panels at the bot API, against the stand-in Discord, on both stores: listed, made,
// changed and deleted (tickets.view reads, tickets.manage changes; each in the history); a second panel
// in another channel posts its own message with its own categories in its own order and colour, and
// follows their changes as the first does; a category that is not the guild's is refused naming the
// field. The migration makes the one panel a guild had its first panel, showing all active categories.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import t from 'tap';
import { openStore } from '../../server/bot-api/store/database.js';
import { firstPanel, listPanels } from '../../server/bot-api/repos/ticket-panels.js';
import { buildTestBotApi, IDS, postgresSchema, storeKinds, ticketViewer, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const TICKETS = IDS.ticketChannel;
const RULES = '130000000000000003';
const PANELS = `/api/ticket-panels/${G}`;
const first = { channelId: TICKETS, title: 'Support-Tickets', text: 'Wähle unten, worum es geht.' };

interface Component {
  custom_id?: string;
  label?: string;
  components?: Component[];
}
interface Panel {
  id: number;
  channelId: string;
  messageId: string;
  categoryIds: number[];
  color: string | null;
}

for (const kind of storeKinds()) {
  t.test(`panels are listed, made, changed and deleted; each has its own message (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const { world } = bot.standIn;
    const messageIn = (channelId: string, id: string) =>
      world.messages.find((message) => message.channelId === channelId && message.id === id);
    const labels = (channelId: string, id: string) =>
      (messageIn(channelId, id)!.components as unknown as Component[])[0]!.components!.map((button) => button.label);
    const categories = (await bot.call('GET', `/api/ticket-categories/${G}`, USERS.owner)).json() as {
      id: number;
      name: string;
    }[];
    const [support, technik, bewerbungen] = categories;

    const viewer = await ticketViewer(bot);
    t.same((await bot.call('GET', PANELS, viewer)).json(), [], 'no panels yet; tickets.view may look');
    t.equal((await bot.call('POST', PANELS, viewer, first)).statusCode, 403, 'making one needs tickets.manage');
    const made = await bot.call('POST', PANELS, USERS.max, first);
    t.equal(made.statusCode, 201);
    const one = made.json() as Panel;
    t.match(one, { channelId: TICKETS, color: null, categoryIds: [], sentAt: '2026-11-22T12:00:00.000Z' });
    t.same(
      labels(TICKETS, one.messageId),
      ['Allgemeiner Support', 'Technik', 'Bewerbungen', 'Meldungen'],
      'no categories named: every active one',
    );

    const second = { channelId: RULES, title: 'Bewerbungen', text: '', color: '#ED4245' };
    const two = (
      await bot.call('POST', PANELS, USERS.owner, { ...second, categoryIds: [bewerbungen!.id, support!.id] })
    ).json() as Panel;
    t.not(two.messageId, one.messageId);
    t.same(labels(RULES, two.messageId), ['Bewerbungen', 'Allgemeiner Support'], 'its own categories, in its order');
    t.match(messageIn(RULES, two.messageId)!.embeds, [{ title: 'Bewerbungen', color: 0xed4245 }], 'its colour');
    t.same(
      (messageIn(RULES, two.messageId)!.components as unknown as Component[])[0]!.components!.map((b) => b.custom_id),
      [`ticket:open:${bewerbungen!.id}`, `ticket:open:${support!.id}`],
      'its buttons open tickets of those categories',
    );
    t.same(
      ((await bot.call('GET', PANELS, viewer)).json() as Panel[]).map((panel) => [panel.id, panel.channelId]),
      [
        [one.id, TICKETS],
        [two.id, RULES],
      ],
      'both listed, first made first',
    );
    t.match(
      (await bot.call('GET', `/api/ticket-panel/${G}`, viewer)).json(),
      { id: one.id },
      'the first is the one panel',
    );

    const stranger = await bot.call('POST', PANELS, USERS.owner, { ...second, categoryIds: [99999] });
    t.same(
      [stranger.statusCode, stranger.json().issues],
      [
        400,
        [
          {
            path: 'body.categoryIds',
            code: 'panelCategory',
            message: 'Diese Kategorie gibt es auf diesem Server nicht (mehr)',
          },
        ],
      ],
      "a category that is not the guild's is refused, naming the field",
    );

    await bot.call('PUT', `/api/ticket-categories/${G}/${bewerbungen!.id}`, USERS.owner, {
      name: 'Bewerbung',
      emoji: '📝',
      sortOrder: 2,
    });
    t.same(labels(RULES, two.messageId), ['Bewerbung', 'Allgemeiner Support'], 'it follows a renamed category');
    t.same(
      labels(TICKETS, one.messageId),
      ['Allgemeiner Support', 'Technik', 'Bewerbung', 'Meldungen'],
      'so does the first',
    );

    const changed = await bot.call('PUT', `${PANELS}/${two.id}`, USERS.owner, {
      ...second,
      color: null,
      categoryIds: [technik!.id],
    });
    t.equal(changed.statusCode, 200);
    t.equal((changed.json() as Panel).messageId, two.messageId, 'a change edits its message');
    t.same(labels(RULES, two.messageId), ['Technik'], 'with its new categories');
    t.equal(messageIn(TICKETS, one.messageId)!.id, one.messageId, 'the first panel is left as it was');
    t.equal((await bot.call('PUT', `${PANELS}/${two.id}`, viewer, second)).statusCode, 403);
    t.equal((await bot.call('PUT', `${PANELS}/99999`, USERS.owner, second)).statusCode, 404);

    t.equal((await bot.call('DELETE', `${PANELS}/${two.id}`, viewer)).statusCode, 403);
    t.equal((await bot.call('DELETE', `${PANELS}/${two.id}`, USERS.owner)).statusCode, 204);
    t.notOk(messageIn(RULES, two.messageId), 'its message is gone from Discord');
    t.same(
      ((await bot.call('GET', PANELS, USERS.owner)).json() as Panel[]).map((panel) => panel.id),
      [one.id],
    );
    t.equal((await bot.call('DELETE', `${PANELS}/${two.id}`, USERS.owner)).statusCode, 404, 'once');

    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=ticketPanel`, USERS.owner)).json() as {
      entries: { action: string; targetId: string | null }[];
    };
    t.same(
      history.entries.map((entry) => [entry.action, entry.targetId]),
      [
        ['ticket_panel.delete', String(two.id)],
        ['ticket_panel.send', String(two.id)],
        ['ticket_panel.send', String(two.id)],
        ['ticket_panel.send', String(one.id)],
      ],
      'each change in the history, naming its panel',
    );
  });

  t.test(`the one panel of before becomes the first panel (${kind})`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'guildhall-panels-'));
    const schema = kind === 'postgres' ? await postgresSchema('gh_panels') : null;
    t.teardown(async () => {
      rmSync(dir, { recursive: true, force: true });
      await schema?.drop();
    });
    const open = () => openStore({ databaseUrl: schema?.url, dataDir: dir });
    // The store as it was before 0023: one panel per guild, keyed by the guild.
    const before = await open();
    await before.db.schema.dropTable('ticket_panels').execute();
    await sql`create table ticket_panels (guild_id text primary key, channel_id text not null, title text not null,
      text text not null, message_id text, sent_at text, refusal text, refused_at text, refused_body text)`.execute(
      before.db,
    );
    await sql`insert into ticket_panels values (${G}, ${TICKETS}, 'Support', 'Hallo', '140000000000000001',
      '2026-11-01T10:00:00.000Z', null, null, null)`.execute(before.db);
    // Later migrations run again over what they made.
    await sql`delete from kysely_migration where name >= '0023_several_panels'`.execute(before.db);
    await before.close();

    const after = await open();
    t.teardown(() => after.close());
    t.same(await listPanels(after.db, G), [
      {
        id: 1,
        channelId: TICKETS,
        title: 'Support',
        text: 'Hallo',
        color: null,
        categoryIds: [],
        messageId: '140000000000000001',
        sentAt: '2026-11-01T10:00:00.000Z',
        refusal: null,
        refusedAt: null,
      },
    ]);
    t.equal((await firstPanel(after.db, G))?.id, 1, 'it is the first panel');
    const [row] = await after.db
      .insertInto('ticket_panels')
      .values({ guild_id: G, channel_id: RULES, title: 'Zwei', text: '', color: null, category_ids: '[]' })
      .returning('id')
      .execute();
    t.equal(row?.id, 2, 'a further panel gets the next id');
  });
}
