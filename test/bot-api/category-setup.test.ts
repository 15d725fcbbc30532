// A category's own set-up on both stores: its questions, team, welcome and Discord category are kept and
// listed (to the bot's configuration too); a question set that cannot be one Discord form is refused
// naming the field; a save based on a form loaded before another admin's change is refused with that
// change; a ticket keeps its answers as asked, shows them with its transcript, and its answers' words find it.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
const TEAM = '300000000000000042';
const DISCORD_CATEGORY = '400000000000000042';

const question = (label: string, more: Record<string, unknown> = {}) => ({
  label,
  style: 'short',
  required: true,
  ...more,
});
const bewerbungen = {
  name: 'Aufnahmeanträge',
  questions: [
    question('Wie alt bist du?', { placeholder: '17', minLength: 1, maxLength: 3 }),
    question('Warum willst du ins Team?', { style: 'paragraph', required: false }),
  ],
  staffRoleIds: [TEAM],
  welcomeMessage: 'Hallo {user}, willkommen bei **{category}** auf {server}!',
  discordCategoryId: DISCORD_CATEGORY,
};

for (const kind of storeKinds()) {
  t.test(`a category keeps its questions, team, welcome and Discord category (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const created = await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, bewerbungen);
    t.equal(created.statusCode, 201, created.body);
    const category = created.json();
    t.same(category.questions, bewerbungen.questions);
    t.same(
      [category.staffRoleIds, category.welcomeMessage, category.discordCategoryId],
      [[TEAM], bewerbungen.welcomeMessage, DISCORD_CATEGORY],
    );
    const config = (await bot.call('GET', `/bot/guilds/${G}/config`, null, undefined, SERVICE)).json();
    const seen = config.categories.find((entry: { id: number }) => entry.id === category.id);
    t.same(seen.questions, bewerbungen.questions, "the bot's configuration carries the questions");
    t.same(seen.staffRoleIds, [TEAM]);
  });

  t.test(`a question set that cannot be a Discord form is refused, naming the field (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const refused = async (questions: unknown[]) => {
      const res = await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'Zu viel', questions });
      t.equal(res.statusCode, 400);
      return res
        .json()
        .issues.map((issue: { path: string; code: string; message: string }) => [
          issue.path,
          issue.code,
          issue.message,
        ]);
    };
    const six = Array.from({ length: 6 }, (_, index) => question(`Frage ${index + 1}`));
    t.same(await refused(six), [['body.questions', 'too_big', 'Höchstens 5 Einträge']]);
    t.same(await refused([question('x'.repeat(46))]), [['body.questions.0.label', 'too_big', 'Höchstens 45 Zeichen']]);
    t.same(await refused([question('Alter', { minLength: 10, maxLength: 5 })]), [
      ['body.questions.0.minLength', 'lengthRange', 'Die Mindestlänge darf nicht größer als die Höchstlänge sein'],
    ]);
    t.same(await refused([question('Alter', { maxLength: 4001 })]), [
      ['body.questions.0.maxLength', 'too_big', 'Höchstens 4000'],
    ]);
    t.same(await refused([question('Alter', { placeholder: 'p'.repeat(101) })]), [
      ['body.questions.0.placeholder', 'too_big', 'Höchstens 100 Zeichen'],
    ]);
    const welcome = await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, {
      name: 'Lang',
      welcomeMessage: 'w'.repeat(2001),
    });
    t.same([welcome.statusCode, welcome.json().issues[0].path], [400, 'body.welcomeMessage']);
  });

  t.test(`the later save of a stale form is refused with what changed (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const category = (await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, bewerbungen)).json();
    const loaded = category.updatedAt;
    bot.clock.now = new Date(bot.clock.now.getTime() + 60_000);
    const first = await bot.call('PUT', `/api/ticket-categories/${G}/${category.id}`, USERS.owner, {
      ...bewerbungen,
      staffRoleIds: [],
      basedOn: loaded,
    });
    t.equal(first.statusCode, 200, 'the first save passes');
    bot.clock.now = new Date(bot.clock.now.getTime() + 60_000);
    const second = await bot.call('PUT', `/api/ticket-categories/${G}/${category.id}`, USERS.owner, {
      ...bewerbungen,
      questions: [],
      basedOn: loaded,
    });
    t.same([second.statusCode, second.json().code], [409, 'changed_since']);
    const { newer } = second.json();
    t.same([newer.action, newer.before.staffRoleIds, newer.after.staffRoleIds], ['category.update', [TEAM], []]);
    const now = (await bot.call('GET', `/api/ticket-categories/${G}`, USERS.owner)).json();
    t.same(
      now.find((entry: { id: number }) => entry.id === category.id).questions,
      bewerbungen.questions,
      'nothing written',
    );
  });

  t.test(`a ticket keeps its answers; its transcript and the search show them (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const category = (await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, bewerbungen)).json();
    const answers = [
      { question: 'Wie alt bist du?', answer: '17' },
      { question: 'Warum willst du ins Team?', answer: 'Ich moderiere gern Zauberwürfelturniere' },
    ];
    const opened = await bot.call(
      'POST',
      `/bot/tickets/${G}`,
      null,
      { userId: USERS.newcomer, username: 'newcomer', categoryId: category.id, answers },
      SERVICE,
    );
    t.equal(opened.statusCode, 201, opened.body);
    t.same(opened.json().answers, answers);
    const { id } = opened.json();
    const listed = (
      await bot.call('GET', `/bot/tickets/${G}/categories/${category.id}`, null, undefined, SERVICE)
    ).json();
    t.same(listed, [], 'a ticket without its channel is not listed for the team yet');
    await bot.call('PUT', `/bot/tickets/${G}/${id}/channel`, null, { channelId: '190000000000000077' }, SERVICE);
    const withChannel = (
      await bot.call('GET', `/bot/tickets/${G}/categories/${category.id}`, null, undefined, SERVICE)
    ).json();
    t.same(
      withChannel.map((ticket: { id: number }) => ticket.id),
      [id],
    );
    const search = await bot.call('GET', `/api/tickets/${G}/search?q=zauberw%C3%BCrfel`, USERS.owner);
    t.equal(search.statusCode, 200, search.body);
    t.ok(JSON.stringify(search.json()).includes(`"id":${id}`), "an answer's words find the ticket");
    await bot.call('POST', `/bot/tickets/${G}/${id}/close`, null, { transcript: { messages: [] } }, SERVICE);
    const record = (await bot.call('GET', `/api/tickets/${G}/transcript/${id}`, USERS.owner)).json();
    t.same(record.answers, answers, 'the transcript carries the answers');
  });
}
