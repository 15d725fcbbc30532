// Editing an auto response on /dashboard/{guildId}/autoresponses without JavaScript (?edit=id, the same
// form filled in, POST and 303, errors keep what was typed), each response in brief and one shown whole as
// the bot's message (name, avatar, BOT badge, Markdown, mentions), and the preview fragment the form's
// island asks for.
import t from 'tap';
import { elements, fieldErrorOf, FORM, SAME_ORIGIN, textOf } from '../../helpers/app.js';
import { BOT_ID, CONTEXT, G, LIST, MODERATOR_ROLE, PAGE, response, setup } from '../../helpers/autoresponses.js';

const PREVIEW = `${PAGE}/preview`;
const FIELDS = { trigger: 'willkommen', response: '', isEmbed: 'on', embedTitle: 'Hallo', embedColor: '#57F287' };
const formOf = (html: string) => elements(html, 'form', { class: 'autoresponse-form' })[0]?.html ?? '';
const fieldOf = (html: string, name: string) =>
  elements(html, 'input', { name }).concat(elements(html, 'textarea', { name }))[0];
const flashOf = async (app: Awaited<ReturnType<typeof setup>>['app'], cookies: Record<string, string>) =>
  elements((await app.inject({ url: PAGE, cookies })).body, 'div', { class: 'flash--success' })[0]?.text;

t.test(
  'the list shows Markdown and mentions in brief; ?show=id the bot’s message: name, avatar, BOT badge',
  async (t) => {
    const { app, session, list } = await setup(t);
    const saved = [response(1, 'regeln', { response_text: `**Lies** sie, <@&${MODERATOR_ROLE}> hilft` })];
    list(saved);
    const page = await app.inject({ url: PAGE, cookies: session.cookies });
    const [brief] = elements(page.body, 'div', { class: 'response-card__text' });
    t.equal(elements(brief!.html, 'strong')[0]?.text, 'Lies', 'Markdown in brief, not asterisks');
    t.equal(elements(brief!.html, 'span', { class: 'md-mention' })[0]?.text, '@Moderator', 'the role by its name');
    list(saved);
    const res = await app.inject({ url: `${PAGE}?show=1`, cookies: session.cookies });
    const [card] = elements(res.body, 'li', { class: 'card response-card' });
    t.equal(card?.attributes.id, 'response-1', 'the anchor its link lands on');
    const [message] = elements(card!.html, 'li', { class: 'message' });
    t.ok(message, 'a message in the card');
    t.equal(elements(message!.html, 'span', { class: 'message__author' })[0]?.text, 'Guildhall Bot');
    t.equal(elements(message!.html, 'span', { class: 'badge--bot' })[0]?.text, 'BOT');
    t.equal(
      elements(message!.html, 'img', { class: 'message__avatar' })[0]?.attributes.src,
      `https://cdn.discordapp.com/avatars/${BOT_ID}/abc.png?size=64`,
    );
    t.equal(elements(message!.html, 'strong')[0]?.text, 'Lies', 'Markdown, not asterisks');
    t.equal(elements(message!.html, 'span', { class: 'md-mention' })[0]?.text, '@Moderator', 'the role by its name');
    t.equal(elements(res.body, 'div', { class: 'response-card__text' }).length, 0, 'instead of its brief');
  },
);

t.test('one who may only look opens a response whole with Vorschau, not edit or delete', async (t) => {
  const { app, session, list, bot } = await setup(t);
  bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, {
      full: false,
      permissions: ['dashboard.view', 'autoresponse.view'],
      grants: [
        { kind: 'role_entry', roleId: MODERATOR_ROLE, roleName: 'Moderator', permissions: ['autoresponse.view'] },
      ],
    })
    .persist();
  list();
  const page = await app.inject({ url: PAGE, cookies: session.cookies });
  t.same(
    elements(page.body, 'span', { class: 'response-card__actions' }).map((actions) =>
      elements(actions.html, 'a').map((link) => [link.text, link.attributes.href]),
    ),
    [[['Vorschau', `${PAGE}?show=1#response-1`]], [['Vorschau', `${PAGE}?show=2#response-2`]]],
  );
  list();
  const shown = await app.inject({ url: `${PAGE}?show=2`, cookies: session.cookies });
  t.equal(shown.statusCode, 200);
  t.same(
    elements(shown.body, 'span', { class: 'response-card__actions' }).map(
      (actions) => elements(actions.html, 'a').length,
    ),
    [1, 0],
    'the one shown has no Vorschau',
  );
  t.equal(elements(shown.body, 'li', { class: 'message' }).length, 1, 'one whole message');
  t.match(textOf(shown.body), 'willkommen Embed Guildhall Bot BOT Willkommen! Schön, dass du da bist.');
});

t.test(
  'a mentioned user is named as the server names them, on the page and in the preview; others stay unknown',
  async (t) => {
    const { app, session, list, bot, post } = await setup(t);
    const SOPHIE = '200000000000000013';
    const STRANGER = '200000000000000999';
    const asked: (string | null)[] = [];
    const answerWithUsers = () =>
      bot
        .intercept({
          path: (path: string) => path.startsWith(`/api/autoresponses/${G}/preview-context?`),
          method: 'GET',
        })
        .reply((options) => {
          asked.push(new URL(options.path, 'http://x').searchParams.get('users'));
          return {
            statusCode: 200,
            data: { ...CONTEXT, mentionNames: { ...CONTEXT.mentionNames, users: { [SOPHIE]: 'Sophie' } } },
          };
        });
    answerWithUsers();
    list([
      response(1, 'hilfe', { response_text: `Frag <@${SOPHIE}> oder <@!${STRANGER}>` }),
      response(2, 'team', {
        is_embed: true,
        response_text: '',
        embed_title: 'Team',
        embed_description: `<@${SOPHIE}>`,
      }),
      // Not asked for: a mention in code (shown as code), an embed's title (plain), a number past Discord's ids.
      response(3, 'code', { response_text: '`<@200000000000000014>` <@99999999999999999999>' }),
      response(4, 'titel', { is_embed: true, response_text: '', embed_title: '<@200000000000000015>' }),
    ]);
    const page = await app.inject({ url: PAGE, cookies: session.cookies });
    t.same(asked, [`${SOPHIE},${STRANGER}`], 'each mentioned user asked for once');
    t.same(
      elements(page.body, 'span', { class: 'md-mention' }).map((mention) => mention.text),
      ['@Sophie', '@unknown-user', '@Sophie', '@unknown-user'],
      'by their name on the server; one who is not there as Discord shows them',
    );
    // Sophie's name above is the context's answer: no id the bot API would refuse was sent.
    answerWithUsers();
    const preview = await post({ response: `Hallo <@${SOPHIE}>` }, PREVIEW);
    t.equal(preview.statusCode, 200);
    t.same(asked.slice(1), [SOPHIE]);
    t.equal(elements(preview.body, 'span', { class: 'md-mention' })[0]?.text, '@Sophie');
  },
);

t.test('without the bot’s name from Discord the page still shows every response', async (t) => {
  const { app, session, list } = await setup(t, { contextStatus: 503 });
  list();
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.equal(res.statusCode, 200);
  t.match(textOf(res.body), 'regeln Antwort auf regeln Erstellt am');
  t.match(textOf(res.body), 'willkommen Embed Willkommen! Schön, dass du da bist. Erstellt am');
  list();
  const shown = await app.inject({ url: `${PAGE}?show=1`, cookies: session.cookies });
  t.equal(shown.statusCode, 200);
  t.match(textOf(shown.body), 'regeln Guildhall BOT Antwort auf regeln', 'the product’s name stands in');
  t.equal(elements(shown.body, 'img', { class: 'message__avatar' }).length, 0, 'no avatar');
});

t.test('?edit=id opens the same form filled in with the saved response, and its preview', async (t) => {
  const { app, session, list } = await setup(t);
  list();
  const res = await app.inject({ url: `${PAGE}?edit=2`, cookies: session.cookies });
  t.equal(res.statusCode, 200);
  const form = formOf(res.body);
  t.equal(elements(form, 'h2')[0]?.text, 'Auto Response bearbeiten');
  t.same(
    ['intent', 'key', 'trigger', 'embedTitle', 'embedDescription'].map((name) => fieldOf(form, name)?.attributes.value),
    ['update', 'willkommen', 'willkommen', 'Willkommen!', undefined],
  );
  t.equal(fieldOf(form, 'embedDescription')?.text, 'Schön, dass du da bist.');
  t.ok('checked' in (fieldOf(form, 'isEmbed')?.attributes ?? {}), 'the embed switch is on');
  t.equal(fieldOf(form, 'embedColor')?.attributes.value, '#57f287', 'the colour, any colour a colour field takes');
  const preview = elements(form, 'ol', { class: 'autoresponse-preview' })[0]?.html ?? '';
  t.match(textOf(preview), 'Guildhall Bot BOT Willkommen! Schön, dass du da bist.', 'the preview is the message');
  t.match(form, 'data-island="AutoResponsePreview"');
  t.match(textOf(form), 'Abbrechen Speichern');
  t.notMatch(textOf(res.body), 'Add Response', 'one form at a time');

  list();
  const unknown = await app.inject({ url: `${PAGE}?edit=99`, cookies: session.cookies });
  t.equal(formOf(unknown.body), '', 'an unknown id shows the list');
});

t.test('saving an edit sends the whole response under the trigger it is saved as; 303 and a notice', async (t) => {
  const { app, session, post, bot, list } = await setup(t);
  const seen: unknown[] = [];
  bot
    .intercept({ path: `/api/autoresponses/${G}/${encodeURIComponent('wie geht’s?')}`, method: 'PUT' })
    .reply((options) => {
      seen.push(JSON.parse(String(options.body)));
      return { statusCode: 200, data: response(1, 'neu') };
    });
  const res = await post({ intent: 'update', key: 'wie geht’s?', trigger: 'Wie geht es?', response: '**gut**' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, PAGE);
  t.same(seen, [
    {
      trigger: 'Wie geht es?',
      response: '**gut**',
      isEmbed: false,
      embedTitle: null,
      embedDescription: null,
      guildId: G,
    },
  ]);
  list();
  const flash = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
  t.equal(await flashOf(app, { ...session.cookies, ...flash }), 'Auto Response gespeichert');
});

t.test('a failed edit shows the edit form again with what was typed and why', async (t) => {
  const { post, bot, list } = await setup(t);
  list();
  const invalid = await post({ intent: 'update', key: 'willkommen', ...FIELDS, embedTitle: '' });
  t.equal(invalid.statusCode, 400, 'the create’s rules: an embed needs a title or description');
  t.match(fieldErrorOf(invalid.body, 'embedTitle') ?? '', /Titel oder eine Beschreibung/);
  t.equal(fieldOf(formOf(invalid.body), 'key')?.attributes.value, 'willkommen', 'still the edit of willkommen');

  const put = bot.intercept({ path: `/api/autoresponses/${G}/willkommen`, method: 'PUT' });
  put.reply(409, { error: 'exists', code: 'conflict' });
  list();
  const duplicate = await post({ intent: 'update', key: 'willkommen', ...FIELDS, trigger: 'regeln' });
  t.equal(duplicate.statusCode, 409);
  t.match(textOf(duplicate.body), 'Diesen Trigger gibt es schon.');
  t.equal(fieldOf(formOf(duplicate.body), 'trigger')?.attributes.value, 'regeln', 'what was typed');
  t.equal(elements(formOf(duplicate.body), 'h2')[0]?.text, 'Auto Response bearbeiten');

  bot.intercept({ path: `/api/autoresponses/${G}/willkommen`, method: 'PUT' }).reply(500, { error: 'boom' });
  list(LIST.slice(0, 1));
  const failed = await post({ intent: 'update', key: 'willkommen', ...FIELDS, embedTitle: 'Neu' });
  t.equal(failed.statusCode, 502);
  t.match(textOf(failed.body), 'Die Auto Response konnte nicht gespeichert werden');
  t.equal(fieldOf(formOf(failed.body), 'embedTitle')?.attributes.value, 'Neu', 'kept, though the entry is gone');
  t.equal(fieldOf(formOf(failed.body), 'intent')?.attributes.value, 'update', 'and still an edit');
});

t.test('the preview fragment: the form’s values as the bot’s message, for signed-in form posts only', async (t) => {
  const { app, session, post } = await setup(t);
  const res = await post(
    {
      intent: 'create',
      trigger: 'x',
      response: `**fett** für <@&${MODERATOR_ROLE}>`,
      embedTitle: 'ignoriert',
      embedColor: '#ED4245',
      unknownField: 'is ignored',
    },
    PREVIEW,
  );
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  t.match(res.headers['content-type'], 'text/html');
  t.match(textOf(res.body), 'Guildhall Bot BOT fett für @Moderator');
  t.equal(elements(res.body, 'strong')[0]?.text, 'fett');
  t.equal(elements(res.body, 'div', { class: 'embed' }).length, 0, 'no embed while the switch is off');

  const embed = await post(
    { response: 'weg', isEmbed: 'on', embedTitle: '__Titel__', embedDescription: '> Zitat', embedColor: '#ED4245' },
    PREVIEW,
  );
  t.equal(elements(embed.body, 'rect')[0]?.attributes.fill, '#ed4245', 'the chosen colour');
  t.match(
    textOf(embed.body),
    'Guildhall Bot BOT weg __Titel__ Zitat',
    'the text above the embed; a title is plain, the description Markdown',
  );
  t.equal(elements(embed.body, 'blockquote')[0]?.text, 'Zitat');

  const long = await post({ response: 'a'.repeat(5_000) }, PREVIEW);
  t.equal(long.statusCode, 200, 'past its limit: cut, not refused');

  const noToken = await app.inject({
    method: 'POST',
    url: PREVIEW,
    cookies: session.cookies,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'response=x',
  });
  t.equal(noToken.statusCode, 403, 'the form token is required');
  const signedOut = await app.inject({
    method: 'POST',
    url: PREVIEW,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'response=x',
  });
  t.not(signedOut.statusCode, 200, 'nothing without a session');
});

t.test('the preview fragment passes a refusal on, and stands in for the bot when Discord cannot say', async (t) => {
  const refused = await setup(t, { contextStatus: 403 });
  t.equal((await refused.post({ response: 'x' }, PREVIEW)).statusCode, 403);
  const unavailable = await setup(t, { contextStatus: 503 });
  const res = await unavailable.post({ response: 'x' }, PREVIEW);
  t.equal(res.statusCode, 200);
  t.match(textOf(res.body), 'Guildhall BOT x');
});
