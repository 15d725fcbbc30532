// The category form's welcome preview names the opener it mentions by the viewer standing in for them:
// their name on the server, else (not on it: a global admin) their own, never '@unknown-user'; the page's
// preview and the island's fragment alike.
import t, { type Test } from 'tap';
import { elements } from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { postForm } from '../../helpers/app.js';
import { USERS } from '../../helpers/bot-api.js';
import { CONTEXT, G } from '../../helpers/autoresponses.js';

const PAGE = `/dashboard/${G}/ticket-categories`;

/** The bot API's preview context, naming `users`; records which users each call asked for. */
async function setup(t: Test, users: Record<string, string>) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const asked: (string | null)[] = [];
  auth.bot
    .intercept({ path: (path: string) => path.startsWith(`/api/autoresponses/${G}/preview-context`), method: 'GET' })
    .reply((options) => {
      asked.push(new URL(options.path, 'http://x').searchParams.get('users'));
      return { statusCode: 200, data: { ...CONTEXT, mentionNames: { ...CONTEXT.mentionNames, users } } };
    })
    .persist();
  auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);
  const openerOf = (html: string) =>
    elements(elements(html, 'div', { class: 'message__content' })[0]?.html ?? '', 'span', { class: 'md-mention' })[0]
      ?.text;
  const page = async () =>
    openerOf((await auth.app.inject({ url: `${PAGE}?form=new`, cookies: session.cookies })).body);
  const fragment = async () => {
    const res = await postForm(auth.app, session, `${PAGE}/preview`, {
      name: 'Support',
      welcomeMessage: 'Hallo {user}',
    });
    t.equal(res.statusCode, 200);
    return {
      opener: openerOf(res.body),
      inText: elements(res.body, 'div', { class: 'embed__description' })[0]?.text,
    };
  };
  return { asked, page, fragment };
}

t.test('a viewer on the server: the opener by their name there', async (t) => {
  const { asked, page, fragment } = await setup(t, { [USERS.owner]: 'Chefin' });
  t.equal(await page(), '@Chefin', 'the page’s preview');
  t.same(await fragment(), { opener: '@Chefin', inText: 'Hallo @Chefin' }, 'the island’s, {user} too');
  t.same(asked, [USERS.owner, USERS.owner], 'the viewer’s name asked for, by the page and by the fragment');
});

t.test('a viewer not on the server: the opener by their own name (demo-owner), not as an unknown user', async (t) => {
  const { page, fragment } = await setup(t, {});
  t.equal(await page(), '@demo-owner', 'the page’s preview');
  t.same(await fragment(), { opener: '@demo-owner', inText: 'Hallo @demo-owner' }, 'the island’s');
});
