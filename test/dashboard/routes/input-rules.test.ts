// Input rules made explicit. A sort order is a whole number ≥ 0 (empty or non-numeric
// still becomes 0, the first place; '1.5' gets a message), a custom emoji is one emoji (Unicode or
// <:name:id>), an embed needs a title or a description, and a text over its limit says the limit beside
// its field. Each refusal re-renders the form with the typed values and sends nothing upstream; the bot
// API enforces the same rules.
import t, { type Test } from 'tap';
import { isOneEmoji } from '../../../server/contract/index.js';
import { fieldErrorOf, hasElement, postForm } from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { buildTestBotApi, IDS, USERS } from '../../helpers/bot-api.js';

const G = IDS.demoGuild;

t.test('one emoji: a Unicode emoji sequence or a Discord custom emoji', async (t) => {
  for (const value of [
    '🎫',
    '🛠️',
    '⭐',
    '👍🏽',
    '👨‍👩‍👧',
    '🇩🇪',
    '1️⃣',
    // Without the variation selector, as many keyboards type them: Unicode's data knows them too.
    '🛠',
    '❤',
    '<:blob:123456789012345678>',
    '<a:dance:123456789012345678>',
  ])
    t.ok(isOneEmoji(value), value);
  for (const value of [
    'notanemoji',
    'kekw',
    ':kekw:',
    '🎫🎫',
    'a',
    '1',
    '',
    ' ',
    '<:a:1>',
    '<:blob:123456789012345678> x',
    '<:blob:99999999999999999999>',
    '🎫 text',
  ])
    t.notOk(isOneEmoji(value), JSON.stringify(value));
});

async function setup(t: Test, page: string) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const post = (payload: Record<string, string>) => postForm(auth.app, session, `/dashboard/${G}/${page}`, payload);
  return { ...auth, post };
}

t.test('category form: whole sort order, one emoji, the limits beside their fields', async (t) => {
  const { post, bot } = await setup(t, 'ticket-categories');
  // The page is shown again after each refusal: only the list is read, nothing is sent.
  bot
    .intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' })
    .reply(200, [])
    .times(6);
  const base = { intent: 'create', name: 'Neu', description: '', emoji: '🎫', color: '#5865F2', sortOrder: '0' };

  for (const sortOrder of ['1.5', '1,5', '0.1']) {
    const res = await post({ ...base, sortOrder });
    t.equal(res.statusCode, 400, sortOrder);
    t.equal(fieldErrorOf(res.body, 'sortOrder'), 'Die Reihenfolge muss eine ganze Zahl sein');
    t.ok(hasElement(res.body, 'input', { name: 'sortOrder', value: sortOrder }), 'the typed value stays');
  }

  const emoji = await post({ ...base, emoji: 'custom', customEmoji: 'notanemoji' });
  t.equal(emoji.statusCode, 400);
  t.equal(
    fieldErrorOf(emoji.body, 'customEmoji'),
    'Bitte genau ein Emoji eingeben (oder ein Server-Emoji wie <:name:id>)',
  );
  t.match(emoji.body, 'value="notanemoji"', 'the typed emoji stays');

  const long = await post({ ...base, description: 'x'.repeat(5000) });
  t.equal(long.statusCode, 400);
  t.equal(fieldErrorOf(long.body, 'description'), 'Höchstens 500 Zeichen');

  const crafted = await post({ ...base, emoji: 'kein Emoji' });
  t.equal(crafted.statusCode, 400, 'a preset that is no emoji');
  t.match(crafted.body, 'id="emoji-error"');
});

t.test('category form: an empty or non-numeric order still becomes 0, a custom emoji is sent as typed', async (t) => {
  const { post, bot } = await setup(t, 'ticket-categories');
  const seen: unknown[] = [];
  bot
    .intercept({ path: `/api/ticket-categories/${G}`, method: 'POST' })
    .reply((options) => {
      seen.push(JSON.parse(String(options.body)));
      return {
        statusCode: 201,
        data: {
          id: 3,
          name: 'N',
          description: '',
          emoji: '🎫',
          color: '#5865F2',
          sort_order: 0,
          is_active: true,
          created_at: '2026-11-25T00:00:00.000Z',
        },
      };
    })
    .times(3);
  for (const [sortOrder, customEmoji] of [
    ['', '<:blob:123456789012345678>'],
    ['abc', '👍🏽'],
    ['2.0', ''],
  ] as const)
    t.equal(
      (
        await post({
          intent: 'create',
          name: 'N',
          description: '',
          emoji: 'custom',
          customEmoji,
          color: '#5865F2',
          sortOrder,
        })
      ).statusCode,
      303,
    );
  t.same(
    seen.map((body) => [(body as { sortOrder: number }).sortOrder, (body as { emoji: string }).emoji]),
    [
      [0, '<:blob:123456789012345678>'],
      [0, '👍🏽'],
      [2, '🎫'],
    ],
  );
});

t.test('auto response form: an embed needs a title or a description', async (t) => {
  const { post, bot } = await setup(t, 'autoresponses');
  bot
    .intercept({ path: `/api/autoresponses/${G}`, method: 'GET' })
    .reply(200, [])
    .times(2);
  const empty = await post({
    intent: 'create',
    trigger: 'leer',
    response: '',
    isEmbed: 'on',
    embedTitle: '',
    embedDescription: '',
    embedColor: '#5865F2',
  });
  t.equal(empty.statusCode, 400);
  t.equal(fieldErrorOf(empty.body, 'embedTitle'), 'Ein Embed braucht einen Titel oder eine Beschreibung');
  t.match(empty.body, 'name="isEmbed" checked="" value="on"', 'still an embed: the fields stay open');
  const long = await post({
    intent: 'create',
    trigger: 'lang',
    response: '',
    isEmbed: 'on',
    embedTitle: 'T'.repeat(300),
    embedDescription: '',
    embedColor: '#5865F2',
  });
  t.equal(long.statusCode, 400);
  t.equal(fieldErrorOf(long.body, 'embedTitle'), 'Höchstens 256 Zeichen');
});

t.test('the bot API enforces the same rules', async (t) => {
  const bot = await buildTestBotApi(t);
  const refused = async (path: string, body: object, field: string, message: string) => {
    const res = await bot.call('POST', path, USERS.owner, body);
    t.equal(res.statusCode, 400, `${field}: ${message}`);
    t.match(res.json(), { code: 'invalid_request', issues: [{ path: field, message }] });
  };
  await refused(
    `/api/ticket-categories/${G}`,
    { name: 'X', emoji: 'notanemoji' },
    'body.emoji',
    'Bitte genau ein Emoji eingeben (oder ein Server-Emoji wie <:name:id>)',
  );
  await refused(
    `/api/ticket-categories/${G}`,
    { name: 'X', sortOrder: 1.5 },
    'body.sortOrder',
    'Die Reihenfolge muss eine ganze Zahl sein',
  );
  await refused(
    `/api/ticket-categories/${G}`,
    { name: 'X', description: 'x'.repeat(501) },
    'body.description',
    'Höchstens 500 Zeichen',
  );
  await refused(
    `/api/autoresponses/${G}`,
    { guildId: G, trigger: 'leer', response: '', isEmbed: true },
    'body.embedTitle',
    'Ein Embed braucht einen Titel oder eine Beschreibung',
  );
  // A custom emoji is checked against the server's own, which only Discord knows.
  await refused(
    `/api/ticket-categories/${G}`,
    { name: 'Server-Emoji', emoji: '<:blob:123456789012345678>' },
    'body.emoji',
    'Dieses Server-Emoji gibt es auf diesem Server nicht (mehr). Discord zeigt nur Emojis dieses Servers oder normale Emojis.',
  );
  const own = await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, {
    name: 'Server-Emoji',
    emoji: `<:guildhall_ticket:${IDS.ticketEmoji}>`,
  });
  t.same([own.statusCode, own.json().emoji], [201, `<:guildhall_ticket:${IDS.ticketEmoji}>`]);
});

t.test('a rule a form does not word itself gets a message in the reader’s language that names the limit', async (t) => {
  const { z } = await import('zod');
  const { parseForm } = await import('../../../server/dashboard/lib/form.js');
  const { CATALOGUES } = await import('../../../views/i18n/catalogues.js');
  const schema = z.strictObject({
    name: z.string().max(5),
    level: z.enum(['1', '2', '3']),
    count: z.coerce.number().int().max(10),
    own: z.string().max(1, 'Eigene Meldung'),
  });
  const expected = {
    spec: {
      name: 'Höchstens 5 Zeichen',
      level: 'Bitte eine der angebotenen Möglichkeiten wählen',
      count: 'Höchstens 10',
      form: 'Das Formular enthält unbekannte Felder',
      required: 'Pflichtfeld',
    },
    de: {
      name: 'Höchstens 5 Zeichen',
      level: 'Bitte eine der angebotenen Möglichkeiten wählen',
      count: 'Höchstens 10',
      form: 'Das Formular enthält unbekannte Felder',
      required: 'Pflichtfeld',
    },
    en: {
      name: 'At most 5 characters',
      level: 'Please choose one of the options offered',
      count: 'At most 10',
      form: 'The form contains unknown fields',
      required: 'Required',
    },
  } as const;
  for (const [language, words] of Object.entries(expected) as [
    keyof typeof expected,
    (typeof expected)[keyof typeof expected],
  ][]) {
    const result = parseForm(
      schema,
      { name: 'zu lang', level: '7', count: '11', own: 'xx', extra: 'x' },
      CATALOGUES[language],
    );
    t.notOk(result.ok);
    if (result.ok) return;
    t.same(
      result.state.errors.fields,
      { name: [words.name], level: [words.level], count: [words.count], own: ['Eigene Meldung'] },
      language,
    );
    t.same(result.state.errors.form, [words.form], language);
    const missing = parseForm(schema, {}, CATALOGUES[language]);
    t.match(!missing.ok && missing.state.errors.fields, { name: [words.required], level: [words.required] }, language);
  }
});
