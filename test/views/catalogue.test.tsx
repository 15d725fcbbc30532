// The catalogue (views/i18n): what the chrome of every page shows comes from it. Rendered with a
// pseudo-catalogue in which every text is its own key in brackets, a page shows no letter outside the
// brackets but the request's own data (user, servers, version): a word written into a view shows up.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { SCREENS, type Screen } from '../../server/contract/index.js';
import { loadManifest } from '../../server/render/manifest.js';
import { assetsDir } from '../../server/paths.js';
import { MissingAccess } from '../../views/components/AccessPanel.js';
import { fillIn } from '../../views/i18n/fill-in.js';
import { SPEC_TEXTS, type Texts } from '../../views/i18n/texts.js';
import { TextsContext } from '../../views/i18n/texts-context.js';
import { IslandCollector, IslandContext } from '../../views/island.js';
import { DashboardLayout } from '../../views/layouts/DashboardLayout.js';
import { PublicLayout } from '../../views/layouts/PublicLayout.js';
import { dateFormat } from '../../views/lib/date-format.js';
import { DateFormatContext } from '../../views/lib/date-format-context.js';
import type { PageShell, ScreenAccess } from '../../views/shell.js';

/** Every text as ⟦its.key⟧; a function's as ⟦its.key(arguments)⟧, the arguments in digits or data. */
function pseudo(texts: object, path: string[] = []): object {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => {
      const at = [...path, key].join('.');
      if (typeof value === 'string') return [key, `⟦${at}⟧`];
      if (typeof value === 'function') return [key, (...args: unknown[]) => `⟦${at}(${args.join('|')})⟧`];
      return [key, pseudo(value as object, [...path, key])];
    }),
  );
}
const PSEUDO = pseudo(SPEC_TEXTS) as Texts;

const manifest = loadManifest(assetsDir);
const render = (element: ReactElement, texts: Texts) =>
  renderToStaticMarkup(
    <IslandContext.Provider value={new IslandCollector(manifest)}>
      <TextsContext.Provider value={texts}>
        <DateFormatContext.Provider value={dateFormat('Europe/Berlin', SPEC_TEXTS.dates)}>{element}</DateFormatContext.Provider>
      </TextsContext.Provider>
    </IslandContext.Provider>,
  );

/** What a reader meets: text between tags and the attributes that are read out or shown. */
function visibleText(html: string): string {
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, ' ');
  const attributes = [...withoutScripts.matchAll(/\s(?:title|aria-label|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  return [withoutScripts.replace(/<[^>]*>/g, ' '), ...attributes].join(' ').replace(/&amp;/g, '&');
}

const everyScreen = (rights: boolean): Record<Screen, ScreenAccess> =>
  Object.fromEntries((Object.keys(SCREENS) as Screen[]).map((screen) => [screen, { view: rights, manage: rights, viewNeeds: 'dashboard.view', manageNeeds: null }])) as Record<Screen, ScreenAccess>;

/** The request's own data: what may show beside the catalogue's texts (the servers' initials stand in for missing icons). */
const DATA = ['Ada', 'Erste Gilde', 'Zweite Gilde', 'EG', 'ZG', 'Moderator', 'dashboard.view', 'tickets.view', 'dashboard.admin', 'tickets.manage', '9.9.9'];
const shell: PageShell = {
  path: '/dashboard/100000000000000001/tickets',
  theme: null,
  year: 2026,
  version: '9.9.9',
  user: { id: '200000000000000001', username: 'Ada', discriminator: '0', avatarUrl: 'https://cdn.discordapp.com/avatars/1/a.png' },
  guild: { id: '100000000000000001', name: 'Erste Gilde', iconUrl: null, others: [{ id: '100000000000000002', name: 'Zweite Gilde', iconUrl: null }] },
  flash: null,
  csrfToken: 'token',
  access: {
    screens: everyScreen(true),
    grants: [
      { kind: 'owner' },
      { kind: 'administrator' },
      { kind: 'manage_guild' },
      { kind: 'admin_session', level: 3, expiresAt: '2026-11-24T12:00:00.000Z' },
      { kind: 'user_entry', permissions: ['dashboard.view'] },
      { kind: 'role_entry', roleId: '300000000000000001', roleName: 'Moderator', permissions: ['tickets.view'] },
    ],
  },
  timeZone: 'Europe/Berlin',
  language: 'spec',
  screen: 'tickets',
  admin: { level: 3, expiresAt: 1_800_000_000_000 + 65 * 60_000, renderedAt: 1_800_000_000_000 },
};

const pages: Record<string, () => ReactElement> = {
  'the dashboard layout (admin banner, switcher, every nav entry, my permissions)': () => <DashboardLayout shell={shell}>{null}</DashboardLayout>,
  'the dashboard layout without access details and an unnamed server': () => (
    <DashboardLayout shell={{ ...shell, access: { screens: everyScreen(true), grants: [] }, guild: { ...shell.guild!, name: null }, admin: null }}>{null}</DashboardLayout>
  ),
  'the public layout, signed in': () => <PublicLayout shell={{ ...shell, guild: null, access: null, admin: null }}>{null}</PublicLayout>,
  'the public layout, signed out': () => <PublicLayout shell={{ ...shell, user: null, guild: null, access: null, admin: null }}>{null}</PublicLayout>,
  'a refusal: the missing permission and my permissions': () => <MissingAccess needs="tickets.manage" access={shell.access} />,
};

for (const [name, page] of Object.entries(pages)) {
  t.test(`${name}: every word from the catalogue`, async (t) => {
    const text = visibleText(render(page(), PSEUDO));
    const rest = DATA.reduce((left, data) => left.split(data).join(' '), text.replace(/⟦[^⟧]*⟧/g, ' '));
    t.same(rest.match(/\p{L}[\p{L}\p{N}.-]*/gu) ?? [], [], 'no word outside the catalogue');
    t.match(text, /⟦/, 'the pseudo-catalogue was used');
  });
}

t.test('with the specification catalogue the chrome reads as the specification writes it', async (t) => {
  const text = visibleText(render(<DashboardLayout shell={shell}>{null}</DashboardLayout>, SPEC_TEXTS)).replace(/\s+/g, ' ');
  for (const expected of [
    '🔑 Admin-Modus aktiv',
    'Sie verwenden Admin-Berechtigung Level 3',
    'Läuft ab in: 1h 5m',
    'Ticket Kategorien',
    'Command Permissions',
    'Änderungsverlauf',
    'Meine Berechtigungen',
    'Rolle Moderator: tickets.view',
    'Version 9.9.9',
    '© 2026 Guildhall',
    'Alle Server',
  ])
    t.ok(text.includes(expected), expected);
});

t.test('a sentence keeps its placeholders in its own order', async (t) => {
  const html = renderToStaticMarkup(<p>{fillIn('{b} vor {a}, {a} wieder; {unknown}', { a: <code>A</code>, b: <em>B</em> })}</p>);
  t.equal(html, '<p><em>B</em> vor <code>A</code>, <code>A</code> wieder; {unknown}</p>');
});
