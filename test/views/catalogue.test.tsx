// The catalogue (views/i18n): what the chrome of every page shows comes from it. Rendered with a
// pseudo-catalogue in which every text is its own key in brackets, a page shows no letter outside the
// brackets but the request's own data (user, servers, version): a word written into a view shows up.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { MissingAccess } from '../../views/components/AccessPanel.js';
import { fillIn } from '../../views/i18n/fill-in.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { DashboardLayout } from '../../views/layouts/DashboardLayout.js';
import { PublicLayout } from '../../views/layouts/PublicLayout.js';
import { everyScreen, PSEUDO, render, shell, visibleText, wordsOutside } from '../helpers/catalogue.js';

const pages: Record<string, () => ReactElement> = {
  'the dashboard layout (admin banner, switcher, every nav entry, my permissions)': () => (
    <DashboardLayout shell={shell}>{null}</DashboardLayout>
  ),
  'the dashboard layout without access details and an unnamed server': () => (
    <DashboardLayout
      shell={{
        ...shell,
        access: { screens: everyScreen(true), grants: [] },
        guild: { ...shell.guild!, name: null },
        admin: null,
      }}
    >
      {null}
    </DashboardLayout>
  ),
  'the public layout, signed in': () => (
    <PublicLayout shell={{ ...shell, guild: null, access: null, admin: null }}>{null}</PublicLayout>
  ),
  'the public layout, signed out': () => (
    <PublicLayout shell={{ ...shell, user: null, guild: null, access: null, admin: null }}>{null}</PublicLayout>
  ),
  'a refusal: the missing permission and my permissions': () => (
    <MissingAccess needs="tickets.manage" access={shell.access} />
  ),
};

for (const [name, page] of Object.entries(pages)) {
  t.test(`${name}: every word from the catalogue`, async (t) => {
    const html = render(page(), PSEUDO);
    t.same(wordsOutside(html), [], 'no word outside the catalogue');
    t.match(html, /⟦/, 'the pseudo-catalogue was used');
  });
}

t.test('with the default catalogue the chrome reads in the specified wording', async (t) => {
  const text = visibleText(render(<DashboardLayout shell={shell}>{null}</DashboardLayout>, SPEC_TEXTS)).replace(
    /\s+/g,
    ' ',
  );
  for (const expected of [
    '🔑 Admin-Modus aktiv',
    'Sie verwenden Admin-Berechtigung Level 3',
    'Läuft ab in: 1h 5m',
    'Ticket Kategorien',
    'Command Permissions',
    'Änderungsverlauf',
    'Meine Berechtigungen',
    'Rolle Moderator: Tickets ansehen',
    'Version 9.9.9',
    '© 2026 Guildhall',
    'Alle Server',
  ])
    t.ok(text.includes(expected), expected);
});

t.test('a sentence keeps its placeholders in its own order', async (t) => {
  const html = renderToStaticMarkup(
    <p>{fillIn('{b} vor {a}, {a} wieder; {unknown}', { a: <code>A</code>, b: <em>B</em> })}</p>,
  );
  t.equal(html, '<p><em>B</em> vor <code>A</code>, <code>A</code> wieder; {unknown}</p>');
});
