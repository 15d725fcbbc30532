// /dashboard/{guildId}/command-permissions: the matrix, its rules, the edit page, payloads, errors.
import t, { type Test } from 'tap';
import { choose, stateOf } from '../../../islands/_shared/command-rules.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/command-permissions`;
const role = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  color: 0,
  managed: false,
  assignable: true,
  position: 1,
  ...extra,
});
const ROLES = [
  role(G, '@everyone'),
  role('110000000000000003', 'Guildhall', { managed: true }),
  role('110000000000000004', 'Moderator'),
  role('110000000000000007', 'VIP'),
];
const COMMANDS = [
  { name: 'ticket', description: 'Tickets verwalten', descriptions: { de: 'Tickets verwalten', en: 'Manage tickets' } },
  { name: 'close', description: 'b' },
  { name: 'poll', description: 'c' },
];
const ENTRIES = [
  { role_id: '110000000000000004', role_name: 'Moderator', allowed_commands: ['ticket'], denied_commands: ['poll'] },
];

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = () => {
    auth.bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(200, ROLES);
    auth.bot.intercept({ path: '/api/available-commands', method: 'GET' }).reply(200, COMMANDS);
    auth.bot.intercept({ path: `/api/command-permissions/${G}`, method: 'GET' }).reply(200, ENTRIES);
  };
  const post = (url: string, payload: [string, string][]) => postForm(auth.app, session, url, payload);
  return { ...auth, session, load, post };
}

t.test('the editing rules: one side removes the other, the active side again resets', async (t) => {
  let lists = { allowed: [] as string[], denied: [] as string[] };
  lists = choose(lists, 'ticket', 'allowed');
  t.same(lists, { allowed: ['ticket'], denied: [] });
  lists = choose(lists, 'ticket', 'denied');
  t.same(lists, { allowed: [], denied: ['ticket'] }, 'denying removes it from allowed');
  lists = choose(lists, 'ticket', 'denied');
  t.same(lists, { allowed: [], denied: [] }, 'the active choice again resets to default');
  t.equal(stateOf({ allowed: ['a'], denied: ['a'] }, 'a'), 'denied', 'denied wins');
});

t.test(
  'rows are roles without managed ones and @everyone; cells say allowed, denied or default in words too',
  async (t) => {
    const { app, session, load } = await setup(t);
    load();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    t.equal(res.statusCode, 200);
    t.same(
      elements(res.body, 'th', { scope: 'row' }).map((role) => role.text),
      ['Moderator', 'VIP'],
    );
    t.same(
      elements(res.body, 'th', { scope: 'col' })
        .map((command) => command.text)
        .filter((text) => text.startsWith('/')),
      ['/ticket', '/close', '/poll'],
    );
    // A cell shows its state as a symbol, names it in its title, and says it in words to screen readers.
    for (const [title, state, symbol, words] of [
      ['/ticket: erlaubt', 'allowed', '✓', 'erlaubt'],
      ['/close: Standard', 'default', '●', 'Standard'],
      ['/poll: verboten', 'denied', '✗', 'verboten'],
    ] as const) {
      const [cell] = elements(res.body, 'td', { title, class: `cell--${state}` });
      t.same(
        [
          elements(cell?.html ?? '', 'span', { 'aria-hidden': 'true' })[0]?.text,
          elements(cell?.html ?? '', 'span', { class: 'visually-hidden' })[0]?.text,
        ],
        [symbol, words],
        title,
      );
    }
    t.equal(res.body.match(/>Löschen<\/a>/g)?.length, 1, "'Löschen' only for the role with a saved entry");
    t.match(res.body, `href="${PAGE}/110000000000000007"`, 'each row links to its edit page');
    t.match(
      textOf(res.body),
      'erlaubt ✗ verboten ● Standard (Discord-Berechtigungen)'.replace('erlaubt ✗', 'erlaubt ✗'),
    );
  },
);

t.test('the edit page sends roleName, allowedCommands, deniedCommands; unknown fields are refused', async (t) => {
  const { app, session, load, post, bot } = await setup(t);
  load();
  const page = await app.inject({ url: `${PAGE}/110000000000000004`, cookies: session.cookies });
  const chosen = (name: string) =>
    elements(page.body, 'input', { type: 'radio', name, checked: '' }).map((radio) => radio.attributes.value);
  t.same(chosen('c_ticket'), ['allowed']);
  t.same(chosen('c_poll'), ['denied']);
  t.same(
    elements(page.body, 'p', { class: 'field__hint' }).map((hint) => hint.text),
    ['Tickets verwalten', 'b', 'c'],
    'each command with what it does, as Discord lists it (German in the default language)',
  );
  load();
  let sent: unknown;
  bot.intercept({ path: `/api/command-permissions/${G}/110000000000000004`, method: 'PUT' }).reply((options) => {
    sent = JSON.parse(String(options.body));
    return { statusCode: 200, data: ENTRIES[0]! };
  });
  const saved = await post(`${PAGE}/110000000000000004`, [
    ['c_ticket', 'denied'],
    ['c_close', 'allowed'],
    ['c_poll', 'default'],
  ]);
  t.equal(saved.statusCode, 303);
  t.equal(saved.headers.location, PAGE);
  t.same(sent, { roleName: 'Moderator', allowedCommands: ['close'], deniedCommands: ['ticket'] });
  load();
  t.equal(
    (
      await post(`${PAGE}/110000000000000004`, [
        ['c_ticket', 'allowed'],
        ['isAdmin', 'true'],
      ])
    ).statusCode,
    400,
  );
});

t.test(
  'the edit page of a role the server does not have (or of @everyone, a managed role) says so and leads back to the matrix',
  async (t) => {
    const { app, session, load, bot } = await setup(t);
    for (const roleId of ['110000000000000999', G, '110000000000000003']) {
      load();
      const page = await app.inject({ url: `${PAGE}/${roleId}`, cookies: session.cookies });
      t.equal(page.statusCode, 404, roleId);
      t.same(alertOf(page.body), {
        title: 'Nicht gefunden',
        message: 'Diese Rolle gibt es auf dem Server nicht.',
        link: { text: '← Zurück zu Command Permissions', href: PAGE },
      });
      t.match(elements(page.body, 'title')[0]?.text, /^Nicht gefunden · Command Permissions/, 'the tab says so too');
      t.notMatch(textOf(page.body), 'Server wurde nicht gefunden', 'the server is there');
    }
    bot
      .intercept({ path: `/api/guild/${G}/roles`, method: 'GET' })
      .reply(404, { error: 'The bot is not on this server', code: 'bot_not_in_guild' });
    bot.intercept({ path: '/api/available-commands', method: 'GET' }).reply(200, COMMANDS);
    bot.intercept({ path: `/api/command-permissions/${G}`, method: 'GET' }).reply(200, ENTRIES);
    const gone = await app.inject({ url: `${PAGE}/110000000000000004`, cookies: session.cookies });
    t.equal(gone.statusCode, 404);
    t.equal(
      alertOf(gone.body)?.title,
      'Server wurde nicht gefunden',
      'the bot not on the server is still about the server',
    );
  },
);

t.test("delete after confirming; the server's message or the screen's fallbacks on failure", async (t) => {
  const { app, session, load, post, bot } = await setup(t);
  load();
  const confirm = await app.inject({ url: `${PAGE}?delete=110000000000000004`, cookies: session.cookies });
  t.match(textOf(confirm.body), 'Moderator : Möchtest du die Command-Berechtigungen dieser Rolle wirklich löschen?');
  bot
    .intercept({ path: `/api/command-permissions/${G}/110000000000000004`, method: 'DELETE' })
    .reply(500, { error: 'x' });
  const failed = await post(PAGE, [
    ['intent', 'delete'],
    ['roleId', '110000000000000004'],
  ]);
  load();
  t.match(
    (
      await app.inject({
        url: PAGE,
        cookies: { ...session.cookies, ...Object.fromEntries(failed.cookies.map((c) => [c.name, c.value])) },
      })
    ).body,
    'Failed to delete permissions',
  );
  bot
    .intercept({ path: `/api/guild/${G}/roles`, method: 'GET' })
    .reply(403, { error: 'This needs the dashboard.admin permission on this server' });
  bot.intercept({ path: '/api/available-commands', method: 'GET' }).reply(200, COMMANDS);
  bot.intercept({ path: `/api/command-permissions/${G}`, method: 'GET' }).reply(200, []);
  t.match((await app.inject({ url: PAGE, cookies: session.cookies })).body, 'Kein Zugriff');
  bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(500, { error: 'x' });
  bot.intercept({ path: '/api/available-commands', method: 'GET' }).reply(200, COMMANDS);
  bot.intercept({ path: `/api/command-permissions/${G}`, method: 'GET' }).reply(200, []);
  t.match(alertOf((await app.inject({ url: PAGE, cookies: session.cookies })).body), {
    message: 'Fehler beim Laden der Daten',
  });
});
