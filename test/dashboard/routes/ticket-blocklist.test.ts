// /dashboard/{guildId}/ticket-categories, its "Sperrliste" section, as plain HTML forms (no JavaScript):
// who is blocked, why, by whom and since when; blocking a role (picked) or a user (by id) sends the exact
// POST and answers 303 with a notice; a form the rules refuse comes back with the error beside its field
// and in the summary, nothing sent; lifting a block offers its undo; a read-only user sees the list alone.
import t, { type Test } from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, fieldErrorOf, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/ticket-categories`;
const API = `/api/ticket-blocklist/${G}`;
const ROLES = [
  { id: '300000000000000001', name: 'Moderator' },
  { id: '300000000000000002', name: 'Gäste' },
];
const ENTRIES = [
  {
    id: 7,
    targetType: 'user',
    targetId: '200000000000000099',
    targetName: 'spammer',
    reason: 'Spam in Tickets',
    blockedBy: '200000000000000001',
    blockedByName: 'Mia',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 8,
    targetType: 'role',
    targetId: '300000000000000002',
    targetName: 'Gäste',
    reason: 'Erst nach der Vorstellung',
    blockedBy: '200000000000000002',
    blockedByName: null,
    createdAt: '2026-11-21T09:30:00.000Z',
  },
];

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = () => {
    auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);
    auth.bot.intercept({ path: `/api/ticket-panel/${G}`, method: 'GET' }).reply(200, 'null');
    auth.bot.intercept({ path: `/api/guild/${G}/text-channels`, method: 'GET' }).reply(200, []);
    auth.bot.intercept({ path: API, method: 'GET' }).reply(200, ENTRIES);
    auth.bot.intercept({ path: `/api/guild/${G}/team-roles`, method: 'GET' }).reply(200, ROLES);
  };
  const post = (payload: Record<string, string>) => postForm(auth.app, session, PAGE, payload);
  /** The JSON bodies the blocklist's POSTs carried; each `answer` replies to one. */
  const seen: unknown[] = [];
  const answer = (status = 201, reply: object = ENTRIES[0]!) =>
    auth.bot.intercept({ path: API, method: 'POST' }).reply((options) => {
      seen.push(JSON.parse(String(options.body)));
      return { statusCode: status, data: reply };
    });
  return { ...auth, session, load, post, answer, seen };
}

const sectionOf = (html: string) => elements(html, 'section', { class: 'card ticket-blocklist' })[0]?.html ?? '';
const flashOf = (res: LightMyRequestResponse) =>
  decodeURIComponent(res.cookies.find((cookie) => cookie.name === '__Host-flash')?.value ?? '');
const BLOCK = { intent: 'block', roleId: '', userId: '', userName: '', reason: 'Spam' };

t.test('the list: who, why, by whom, since when; the form offers the roles; each entry its lift', async (t) => {
  const { app, session, load } = await setup(t);
  load();
  const section = sectionOf((await app.inject({ url: PAGE, cookies: session.cookies })).body);
  t.same(
    elements(section, 'tr').map((row) => textOf(row.html)),
    [
      'Wer Grund Gesperrt von Seit Aktionen',
      'Benutzer spammer Spam in Tickets Mia 20.11.2026 11:00 Sperre aufheben',
      'Rolle @Gäste Erst nach der Vorstellung 200000000000000002 21.11.2026 10:30 Sperre aufheben',
    ],
  );
  t.same(
    elements(section, 'option').map((option) => [option.attributes.value, option.text]),
    [
      ['', '– keine Rolle –'],
      ['300000000000000001', '@Moderator'],
      ['300000000000000002', '@Gäste'],
    ],
  );
  t.match(elements(section, 'input', { name: 'reason' })[0]?.attributes, { maxLength: '200', required: '' });
  t.same(
    elements(section, 'input', { name: 'id' }).map((input) => input.attributes.value),
    ['7', '8'],
    'a lift per entry, each its own form',
  );
});

t.test('blocking a role or a user: the exact POST, 303 back to the page, the notice', async (t) => {
  const { post, answer, seen, bot } = await setup(t);
  answer();
  // The role's name is the guild's, not the form's.
  bot.intercept({ path: `/api/guild/${G}/team-roles`, method: 'GET' }).reply(200, ROLES);
  const role = await post({ ...BLOCK, roleId: '300000000000000002', reason: '  Erst vorstellen  ' });
  t.equal(role.statusCode, 303);
  t.equal(role.headers.location, PAGE);
  t.match(flashOf(role), '"text":"Gesperrt"');
  answer();
  t.equal((await post({ ...BLOCK, userId: '200000000000000099', userName: 'spammer' })).statusCode, 303);
  answer();
  t.equal((await post({ ...BLOCK, userId: '200000000000000098' })).statusCode, 303, 'a user without a name');
  t.same(seen, [
    { targetType: 'role', targetId: '300000000000000002', targetName: 'Gäste', reason: 'Erst vorstellen' },
    { targetType: 'user', targetId: '200000000000000099', targetName: 'spammer', reason: 'Spam' },
    { targetType: 'user', targetId: '200000000000000098', targetName: '200000000000000098', reason: 'Spam' },
  ]);
});

t.test(
  'a refused form: the error beside its field and in the summary, what was typed kept, nothing sent',
  async (t) => {
    const { post, load, seen, answer } = await setup(t);
    // A POST that went out anyway would be seen here.
    answer();
    const cases: [string, Record<string, string>, string, string][] = [
      ['neither', BLOCK, 'roleId', 'Bitte entweder eine Rolle wählen oder eine Benutzer-ID angeben.'],
      [
        'both',
        { ...BLOCK, roleId: '300000000000000001', userId: '200000000000000099' },
        'roleId',
        'Bitte entweder eine Rolle wählen oder eine Benutzer-ID angeben.',
      ],
      ['no id', { ...BLOCK, userId: 'spammer' }, 'userId', 'Eine Benutzer-ID besteht aus 17 bis 20 Ziffern.'],
      ['no reason', { ...BLOCK, userId: '200000000000000099', reason: ' ' }, 'reason', 'Pflichtfeld'],
      [
        'a reason too long',
        { ...BLOCK, userId: '200000000000000099', reason: 'x'.repeat(201) },
        'reason',
        'Höchstens 200 Zeichen',
      ],
    ];
    for (const [what, form, field, message] of cases) {
      load();
      const res = await post(form);
      t.equal(res.statusCode, 400, what);
      const section = sectionOf(res.body);
      t.match(fieldErrorOf(section, field), message, `${what}: beside ${field}`);
      t.match(alertOf(res.body), { title: 'Die Sperre konnte nicht gespeichert werden.' }, `${what}: summed up`);
      t.equal(elements(section, 'input', { name: 'userId' })[0]?.attributes.value ?? '', form.userId, 'kept');
    }
    t.same(seen, [], 'nothing was sent');
  },
);

t.test('the bot API refuses a second block of the same one: said in the form', async (t) => {
  const { post, load, answer } = await setup(t);
  answer(409, { error: 'This user or role is blocked already', code: 'duplicate' });
  load();
  const res = await post({ ...BLOCK, userId: '200000000000000099' });
  t.equal(res.statusCode, 409);
  t.match(textOf(sectionOf(res.body)), 'Dieser Benutzer oder diese Rolle ist bereits gesperrt.');
});

t.test('lifting a block: the DELETE, 303, the notice with its undo', async (t) => {
  const { post, bot } = await setup(t);
  bot.intercept({ path: `${API}/7`, method: 'DELETE' }).reply(200, { historyEntryId: 91 });
  const res = await post({ intent: 'unblock', id: '7' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, PAGE);
  t.match(flashOf(res), '"text":"Sperre aufgehoben"');
  t.match(flashOf(res), '"undoEntryId":91');
});

t.test('a read-only user sees who is blocked, no form and no lift; the roles are not read', async (t) => {
  const { app, session, bot } = await setup(t);
  bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, { full: false, permissions: ['dashboard.view', 'tickets.view'], grants: [] });
  bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);
  bot.intercept({ path: `/api/ticket-panel/${G}`, method: 'GET' }).reply(200, 'null');
  bot.intercept({ path: API, method: 'GET' }).reply(200, ENTRIES);
  const section = sectionOf((await app.inject({ url: PAGE, cookies: session.cookies })).body);
  t.equal(elements(section, 'tr').length, 3);
  t.same(elements(section, 'form'), []);
  t.notMatch(textOf(section), 'Sperre aufheben');
});
