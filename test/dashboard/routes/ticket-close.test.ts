// Closing a ticket from the dashboard: the open list leads to a step of its own (never one tap), which
// names the ticket and asks with an optional reason; its POST sends exactly that to the bot API and goes
// back to the list with the flash, and every refusal keeps the step with what was typed.
import type { LightMyRequestResponse } from 'fastify';
import t, { type Test } from 'tap';
import type { MockAgent } from 'undici';
import { LIMITS } from '../../../server/contract/index.js';
import {
  elements,
  elementsOf,
  fieldErrorOf,
  FORM,
  hasElement,
  postForm,
  SAME_ORIGIN,
  textOf,
} from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';

const G = '100000000000000001';
const LIST = `/dashboard/${G}/tickets`;
const STEP = `${LIST}/3/close`;
const TICKET = `/api/tickets/${G}/ticket/3`;
const CLOSE_REQUEST = `/api/tickets/${G}/3/close-request`;

const ticket = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  user_id: '200000000000000013',
  username: 'sophie_r',
  reason: 'Rolle fehlt',
  status: 'open',
  category_id: 1,
  category_name: 'Support',
  channel_id: '300000000000000003',
  created_at: '2026-11-02T09:12:00.000Z',
  closed_at: null,
  claimed_by: '200000000000000014',
  claimed_by_name: 'mia_mod',
  first_response_at: null,
  closed_by: null,
  close_requested_by: null,
  close_reason: null,
  close_kind: null,
  rating: null,
  feedback: null,
  rated_at: null,
  priority: 'normal',
  last_activity_at: '2026-11-03T08:00:00.000Z',
  ...overrides,
});

/** Rights without tickets.manage: a moderator who may only read tickets. */
const VIEWER = {
  full: false,
  permissions: ['dashboard.view', 'tickets.view'],
  grants: [{ kind: 'user_entry', permissions: ['dashboard.view', 'tickets.view'] }],
};

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const post = (fields: Record<string, string>) => postForm(auth.app, session, STEP, fields);
  const show = () => auth.app.inject({ url: STEP, cookies: session.cookies });
  return { ...auth, session, post, show };
}

/** The page's own content, after the layout's top bar and its forms (theme, language). */
const mainOf = (html: string) => html.slice(html.indexOf('</header>', html.indexOf('<main')));

/** Captures the JSON bodies the bot API receives on a path. */
function capture(scope: ReturnType<MockAgent['get']>, path: string, status: number, reply: object) {
  const seen: unknown[] = [];
  scope.intercept({ path, method: 'POST' }).reply((options) => {
    seen.push(options.body ? JSON.parse(String(options.body)) : null);
    return { statusCode: status, data: reply };
  });
  return seen;
}

/** The text of the flash the list shows after a redirect that set one. */
async function flashAfter(auth: Awaited<ReturnType<typeof setup>>, res: LightMyRequestResponse) {
  auth.bot.intercept({ path: `/api/tickets/${G}/counts`, method: 'GET' }).reply(200, { total: 1, open: 1 });
  auth.bot.intercept({ path: `/api/tickets/${G}?status=open&limit=26`, method: 'GET' }).reply(200, [ticket()]);
  const flash = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
  const page = await auth.app.inject({
    url: String(res.headers.location),
    cookies: { ...auth.session.cookies, ...flash },
  });
  const box = elementsOf(page.body).find((element) => element.attributes.class?.startsWith('flash '));
  return elements(box?.html ?? '', 'p')[0]?.text;
}

t.test('the open list leads to the step with a link, apart from the channel; age and last activity', async (t) => {
  const { app, bot, session } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}/counts`, method: 'GET' }).reply(200, { total: 2, open: 2 });
  bot
    .intercept({ path: `/api/tickets/${G}?status=open&limit=26`, method: 'GET' })
    .reply(200, [
      ticket({ created_at: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString() }),
      ticket({ id: 2, channel_id: null, claimed_by: null, claimed_by_name: null }),
    ]);
  const res = await app.inject({ url: `${LIST}?status=open`, cookies: session.cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(text, 'Ticket-ID Benutzer Grund Priorität Erstellt Letzte Aktivität Status Aktionen');
  t.match(
    text,
    /#3 sophie_r Rolle fehlt Normal \d\d\.\d\d\.2026 \d\d:\d\d \(vor 3 Tagen\) 03\.11\.2026 09:00 Übernommen von mia_mod Kanal in Discord öffnen Schließen/,
  );
  t.match(text, /#2 sophie_r Rolle fehlt Normal 02\.11\.2026 10:12 \(vor \d+ Tagen\) 03\.11\.2026 09:00 Offen/);
  t.match(text, 'Offen Kein Kanal Schließen', 'a ticket without a channel can be closed too');
  t.same(
    elements(res.body, 'a', { class: 'button button--small button--danger ticket-actions__close' }).map(
      (link) => link.attributes.href,
    ),
    [STEP, `${LIST}/2/close`],
    'Schließen is a link to the step, not a form that closes',
  );
  t.notMatch(mainOf(res.body), 'method="post"', 'no form on the list closes anything');
});

t.test('the step names the ticket and asks, with a reason field, Abbrechen and the confirmation', async (t) => {
  const { bot, show } = await setup(t);
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, ticket());
  const res = await show();
  t.equal(res.statusCode, 200);
  t.match(res.body, '<title>Ticket #3 schließen · ');
  const text = textOf(res.body);
  t.match(
    text,
    '← Zurück zu den offenen Tickets Ticket #3 schließen Geöffnet von sophie_r Kategorie Support Grund Rolle fehlt Erstellt 02.11.2026 10:12',
  );
  t.match(text, 'Übernommen von mia_mod Kanal Kanal in Discord öffnen');
  t.match(
    text,
    `#3 : Soll dieses Ticket geschlossen werden? Der Bot speichert das Transkript und löscht den Kanal. Grund (optional) Höchstens ${LIMITS.ticketReason} Zeichen. Der Bot nennt den Grund, wenn er das Ticket schließt. Abbrechen Ticket schließen`,
  );
  const [form] = elements(mainOf(res.body), 'form', { method: 'post' });
  t.ok(form, 'one form that posts');
  t.ok(hasElement(form!.html, 'input', { type: 'hidden', name: '_csrf' }), 'with the form token');
  t.same(
    elements(form!.html, 'textarea').map((field) => [field.attributes.name, field.attributes.maxLength]),
    [['reason', String(LIMITS.ticketReason)]],
  );
  t.ok(hasElement(form!.html, 'a', { href: `${LIST}?status=open` }, 'Abbrechen'), 'Abbrechen leads back to the list');
  t.ok(hasElement(form!.html, 'button', { type: 'submit' }, 'Ticket schließen'));
});

t.test('a ticket without a channel or category: the step says what the bot keeps', async (t) => {
  const { bot, show } = await setup(t);
  bot
    .intercept({ path: TICKET, method: 'GET' })
    .reply(
      200,
      ticket({ channel_id: null, category_id: null, category_name: null, claimed_by: null, claimed_by_name: null }),
    );
  const text = textOf((await show()).body);
  t.match(text, 'Kategorie Keine Kategorie');
  t.match(text, 'Übernommen von Niemand Kanal Kein Kanal');
  t.match(
    text,
    'Soll dieses Ticket geschlossen werden? Es hat keinen Kanal: Der Bot speichert, was über das Ticket bekannt ist.',
  );
});

t.test('confirming sends the reason to the bot API and goes back to the list with the flash', async (t) => {
  const auth = await setup(t);
  const seen = capture(auth.bot, CLOSE_REQUEST, 200, ticket({ close_requested_by: '200000000000000001' }));
  const res = await auth.post({ reason: '  Erledigt, danke!\nBis bald.  ' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `${LIST}?status=open`);
  t.same(seen, [{ reason: 'Erledigt, danke!\nBis bald.' }], 'exactly the reason, trimmed');
  t.equal(
    await flashAfter(auth, res),
    'Der Bot schließt das Ticket: Er speichert das Transkript und löscht den Kanal.',
  );

  const empty = capture(auth.bot, CLOSE_REQUEST, 200, ticket({ channel_id: null }));
  const without = await auth.post({ reason: '' });
  t.equal(without.statusCode, 303);
  t.same(empty, [{ reason: '' }], 'no reason: an empty one');
  t.equal(
    await flashAfter(auth, without),
    'Der Bot schließt das Ticket: Es hat keinen Kanal, er speichert, was über das Ticket bekannt ist.',
  );
});

t.test('a reason too long: the rule in German beside the field, the reason kept, nothing sent', async (t) => {
  const { bot, post } = await setup(t);
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, ticket());
  const long = 'x'.repeat(LIMITS.ticketReason + 1);
  const res = await post({ reason: long });
  t.equal(res.statusCode, 400);
  t.equal(fieldErrorOf(res.body, 'reason'), `Höchstens ${LIMITS.ticketReason} Zeichen`);
  t.same(
    elements(res.body, 'textarea', { name: 'reason' }).map((field) => field.text),
    [long],
    'the reason as typed',
  );
});

t.test('in English: the step and the rule beside a reason too long, in the page language', async (t) => {
  const { app, bot, session } = await setup(t);
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, ticket()).times(2);
  const english = { ...session.cookies, '__Host-lang': 'en' };
  const page = await app.inject({ url: STEP, cookies: english });
  t.match(textOf(page.body), 'Close ticket #3 Opened by sophie_r Category Support');
  const long = 'x'.repeat(LIMITS.ticketReason + 1);
  const res = await app.inject({
    method: 'POST',
    url: STEP,
    cookies: english,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: new URLSearchParams({ reason: long, _csrf: session.record.csrfToken }).toString(),
  });
  t.equal(res.statusCode, 400);
  t.equal(fieldErrorOf(res.body, 'reason'), `At most ${LIMITS.ticketReason} characters`);
  t.match(textOf(res.body), 'Close this ticket? The bot stores the transcript and deletes the channel.');
});

t.test('a form without its token is refused before anything is sent', async (t) => {
  const { app, session } = await setup(t);
  const res = await app.inject({
    method: 'POST',
    url: STEP,
    cookies: session.cookies,
    headers: { ...FORM, ...SAME_ORIGIN, accept: 'text/html' },
    payload: new URLSearchParams({ reason: 'Erledigt' }).toString(),
  });
  t.equal(res.statusCode, 403);
  t.match(
    textOf(res.body),
    'Fehler 403 Das Formular ist abgelaufen oder ungültig. Bitte lade die Seite neu und versuche es erneut.',
  );
});

t.test('a ticket closed already: said on the step and on a late confirmation, nothing changed', async (t) => {
  const { bot, post, show } = await setup(t);
  const closed = ticket({ status: 'closed', closed_at: '2026-11-03T10:00:00.000Z' });
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, closed);
  const page = await show();
  t.equal(page.statusCode, 200);
  t.match(textOf(page.body), 'Dieses Ticket ist bereits geschlossen. Transkript anzeigen');
  t.notMatch(mainOf(page.body), 'method="post"', 'no form to confirm');

  bot
    .intercept({ path: CLOSE_REQUEST, method: 'POST' })
    .reply(409, { error: 'This ticket is closed already', code: 'ticket_closed' });
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, closed);
  const late = await post({ reason: 'Erledigt' });
  t.equal(late.statusCode, 409);
  t.match(textOf(late.body), 'Dieses Ticket ist bereits geschlossen.');
});

t.test('a close asked for already: the step says the bot is at it', async (t) => {
  const { bot, show } = await setup(t);
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, ticket({ close_requested_by: '200000000000000001' }));
  const page = await show();
  t.match(textOf(page.body), 'Der Bot schließt dieses Ticket bereits.');
  t.notMatch(mainOf(page.body), 'method="post"');
});

t.test('without tickets.manage: no Schließen on the list; the step and its POST are refused', async (t) => {
  const { app, bot, session, show, post } = await setup(t);
  bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, VIEWER)
    .persist();
  bot.intercept({ path: `/api/tickets/${G}/counts`, method: 'GET' }).reply(200, { total: 1, open: 1 });
  bot.intercept({ path: `/api/tickets/${G}?status=open&limit=26`, method: 'GET' }).reply(200, [ticket()]);
  const list = await app.inject({ url: `${LIST}?status=open`, cookies: session.cookies });
  t.match(textOf(list.body), 'Kanal in Discord öffnen');
  t.notMatch(textOf(list.body), 'Schließen');

  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, ticket());
  const page = await show();
  t.equal(page.statusCode, 403);
  t.match(textOf(page.body), 'Dafür fehlt die Berechtigung „Tickets verwalten“.');
  t.notMatch(mainOf(page.body), 'method="post"');

  bot.intercept({ path: CLOSE_REQUEST, method: 'POST' }).reply(403, {
    error: 'This needs the tickets.manage permission',
    code: 'permission_missing',
    needs: 'tickets.manage',
  });
  bot.intercept({ path: TICKET, method: 'GET' }).reply(200, ticket());
  const refused = await post({ reason: 'Erledigt' });
  t.equal(refused.statusCode, 403);
  t.match(textOf(refused.body), 'Dafür fehlt die Berechtigung „Tickets verwalten“.');
});

t.test('an unknown ticket: the step says it is not there', async (t) => {
  const { bot, show } = await setup(t);
  bot.intercept({ path: TICKET, method: 'GET' }).reply(404, { error: 'Ticket not found', code: 'not_found' });
  const page = await show();
  t.equal(page.statusCode, 404);
  t.match(textOf(page.body), 'Zurück zu Tickets');
});
