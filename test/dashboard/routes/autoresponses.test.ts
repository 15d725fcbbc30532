// /dashboard/{guildId}/autoresponses: states, search, and the exact payloads sent to the bot API. Editing
// and the preview: autoresponses-edit.test.ts.
import t from 'tap';
import { alertOf, elements, textOf } from '../../helpers/app.js';
import { G, PAGE, response, setup } from '../../helpers/autoresponses.js';

t.test(
  'cards: trigger, embed badge, the text or the embed in brief (colour, title, description), created date, edit, delete',
  async (t) => {
    const { app, session, list } = await setup(t);
    list();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    const text = textOf(res.body);
    t.match(text, 'Auto Responses Refresh Add Response');
    t.match(text, 'regeln Antwort auf regeln Erstellt am 1. Juni 2026 Bearbeiten Löschen');
    t.match(text, 'willkommen Embed Willkommen! Schön, dass du da bist. Erstellt am 1. Juni 2026 Bearbeiten Löschen');
    t.equal(elements(res.body, 'li', { class: 'message' }).length, 0, 'no whole message in the list');
    t.match(res.body, `href="${PAGE}?edit=1"`);
    t.same(
      elements(res.body, 'svg', { class: 'embed__bar' }).map((bar) => elements(bar.html, 'rect')[0]?.attributes.fill),
      ['#57f287'],
      "the embed's colour bar",
    );
    t.match(res.body, `href="${PAGE}?delete=regeln"`);
    t.notMatch(res.body, '?show=', 'who may edit sees the whole message in the edit form');
    t.match(res.body, 'data-island="AutoResponseSearch"');
  },
);

t.test('an embed’s brief is its title and description; one of fields alone shows its text', async (t) => {
  const { app, session, list } = await setup(t);
  const fieldsOnly = {
    url: null,
    timestamp: false,
    fields: [{ name: 'Feld', value: 'Wert', inline: false }],
    footer: null,
    author: null,
    imageUrl: null,
    thumbnailUrl: null,
  };
  list([
    response(1, 'beides', {
      is_embed: true,
      response_text: 'Hallo oben',
      embed_title: 'Titel',
      embed_extras: fieldsOnly,
    }),
    response(2, 'felder', { is_embed: true, response_text: 'Nur Felder', embed_extras: fieldsOnly }),
  ]);
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  const briefs = elements(res.body, 'li', { class: 'card response-card' }).map((card) => textOf(card.html));
  t.same(briefs, [
    'beides Embed Titel Erstellt am 1. Juni 2026 Bearbeiten Löschen',
    'felder Embed Nur Felder Erstellt am 1. Juni 2026 Bearbeiten Löschen',
  ]);
  t.same(
    elements(res.body, 'li', { class: 'card response-card' }).map((card) => card.attributes['data-search-text']),
    ['beides\nHallo oben\nTitel\n', 'felder\nNur Felder\n\n'],
    'the text is still searched, as written',
  );
});

t.test(
  'search filters by trigger or response text, case-insensitive, as a GET query; no match has its own state',
  async (t) => {
    const { app, session, list } = await setup(t);
    list();
    const found = await app.inject({ url: `${PAGE}?q=SCHÖN`, cookies: session.cookies });
    const shown = elements(found.body, 'li', { class: 'response-card' }).map((card) => [
      elements(card.html, 'code')[0]?.text,
      !('hidden' in card.attributes),
    ]);
    t.same(
      shown,
      [
        ['regeln', false],
        ['willkommen', true],
      ],
      'regeln is hidden; willkommen matches its embed text',
    );
    list();
    const none = await app.inject({ url: `${PAGE}?q=xyz`, cookies: session.cookies });
    t.match(none.body, 'Keine Auto Responses passen zu „<span data-search-term="">xyz</span>“.');
    list([]);
    const empty = await app.inject({ url: PAGE, cookies: session.cookies });
    t.match(textOf(empty.body), 'Noch keine Auto Responses erstellt.');
    t.notMatch(empty.body, 'Keine Auto Responses passen');
  },
);

t.test("load error: 'Error Loading Auto Responses' / 'Failed to load auto responses' / 'Try Again'", async (t) => {
  const { app, session, bot } = await setup(t);
  bot.intercept({ path: `/api/autoresponses/${G}`, method: 'GET' }).reply(503, { error: 'down' });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.equal(res.statusCode, 503);
  t.same(alertOf(res.body), {
    title: 'Error Loading Auto Responses',
    message: 'Failed to load auto responses',
    link: { text: 'Try Again', href: PAGE },
  });
});

t.test(
  'create sends trigger, response, isEmbed, embed texts, guildId; the colour only for embeds, as an integer',
  async (t) => {
    const { post, bot } = await setup(t);
    const seen: unknown[] = [];
    bot
      .intercept({ path: `/api/autoresponses/${G}`, method: 'POST' })
      .reply((options) => {
        seen.push(JSON.parse(String(options.body)));
        return { statusCode: 201, data: response(3, 'x') };
      })
      .times(2);
    t.equal(
      (
        await post({
          intent: 'create',
          trigger: 'ip',
          response: 'play.example',
          embedTitle: 'ignoriert',
          embedColor: '#ff0000',
        })
      ).statusCode,
      303,
    );
    t.equal(
      (
        await post({
          intent: 'create',
          trigger: 'events',
          response: '',
          isEmbed: 'on',
          embedTitle: 'Events',
          embedDescription: 'Freitag',
          embedColor: '#eb459e',
        })
      ).statusCode,
      303,
    );
    t.same(seen, [
      { trigger: 'ip', response: 'play.example', isEmbed: false, embedTitle: null, embedDescription: null, guildId: G },
      {
        trigger: 'events',
        response: '',
        isEmbed: true,
        embedTitle: 'Events',
        embedDescription: 'Freitag',
        embedColor: 0xeb459e,
        embed: {
          url: null,
          timestamp: false,
          fields: [],
          footer: null,
          author: null,
          imageUrl: null,
          thumbnailUrl: null,
        },
        guildId: G,
      },
    ]);
  },
);

t.test('a trigger is required, and a response unless it is an embed; failures keep the form', async (t) => {
  const { post, list, bot } = await setup(t);
  list();
  const noTrigger = await post({ intent: 'create', trigger: ' ', response: 'x' });
  t.equal(noTrigger.statusCode, 400);
  t.match(noTrigger.body, 'Trigger ist erforderlich');
  list();
  const noResponse = await post({ intent: 'create', trigger: 'a', response: '' });
  t.equal(noResponse.statusCode, 400);
  t.match(noResponse.body, 'Antwort ist erforderlich');
  bot.intercept({ path: `/api/autoresponses/${G}`, method: 'POST' }).reply(500, { error: 'boom' });
  list();
  const failed = await post({ intent: 'create', trigger: 'a', response: 'b' });
  t.equal(failed.statusCode, 502);
  t.match(failed.body, 'Failed to create auto response');
  t.match(failed.body, 'value="a"');
});

t.test('delete asks first, then deletes by the URL-encoded trigger; a failure is reported', async (t) => {
  const { app, session, post, bot, list } = await setup(t);
  list([response(1, 'wie geht’s?')]);
  const confirm = await app.inject({
    url: `${PAGE}?delete=${encodeURIComponent('wie geht’s?')}`,
    cookies: session.cookies,
  });
  t.match(textOf(confirm.body), 'wie geht’s? : Möchtest du diese Auto Response wirklich löschen? Abbrechen Löschen');
  bot
    .intercept({ path: `/api/autoresponses/${G}/${encodeURIComponent('wie geht’s?')}`, method: 'DELETE' })
    .reply(200, { historyEntryId: 9 });
  t.equal((await post({ intent: 'delete', trigger: 'wie geht’s?' })).statusCode, 303);
  bot.intercept({ path: `/api/autoresponses/${G}/x`, method: 'DELETE' }).reply(500, { error: 'boom' });
  const failed = await post({ intent: 'delete', trigger: 'x' });
  t.equal(failed.statusCode, 303);
  list();
  const next = await app.inject({
    url: PAGE,
    cookies: { ...session.cookies, ...Object.fromEntries(failed.cookies.map((c) => [c.name, c.value])) },
  });
  t.same(alertOf(next.body), { message: 'Failed to delete auto response' });
});

t.test('a user without autoresponse.view gets a clear refusal in the layout', async (t) => {
  const { app, session, bot } = await setup(t);
  bot
    .intercept({ path: `/api/autoresponses/${G}`, method: 'GET' })
    .reply(403, { error: 'This needs the autoresponse.view permission on this server' });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.equal(res.statusCode, 403);
  t.match(res.body, 'Kein Zugriff');
  t.match(res.body, 'class="sidebar"');
});
