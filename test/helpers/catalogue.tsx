// The pseudo-catalogue of the literal tests (test/views/catalogue*.test.tsx): every text is its own key
// in brackets, so a page rendered with it shows no word outside the brackets but its data.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SCREENS, type Screen } from '../../server/contract/index.js';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import { assetsDir } from '../../server/platform/paths.js';
import type { Texts } from '../../views/i18n/texts.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { TextsContext } from '../../views/i18n/texts-context.js';
import { IslandCollector, IslandContext } from '../../views/island.js';
import { type DateFormat, dateFormat } from '../../views/lib/date-format.js';
import { DateFormatContext } from '../../views/lib/date-format-context.js';
import type { PageShell, ScreenAccess } from '../../views/shell.js';

/** Every text as ⟦its.key⟧; a function's as ⟦its.key(arguments)⟧, the arguments in digits or data. */
function pseudoValue(value: unknown, at: string[]): unknown {
  const name = at.join('.');
  // A locale stays a locale: it is how dates read, not a text.
  if (typeof value === 'string') return at.at(-1) === 'locale' ? value : `⟦${name}⟧`;
  if (typeof value === 'function') return (...args: unknown[]) => `⟦${name}(${args.join('|')})⟧`;
  if (Array.isArray(value)) return value.map((item, index) => pseudoValue(item, [...at, String(index)]));
  return pseudo(value as object, at);
}

export function pseudo(texts: object, path: string[] = []): object {
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, pseudoValue(value, [...path, key])]));
}
export const PSEUDO = pseudo(SPEC_TEXTS) as Texts;

const manifest = loadManifest(assetsDir);
export const render = (
  element: ReactElement,
  texts: Texts,
  dates: DateFormat = dateFormat('Europe/Berlin', texts.dates),
) =>
  renderToStaticMarkup(
    <IslandContext.Provider value={new IslandCollector(manifest)}>
      <TextsContext.Provider value={texts}>
        <DateFormatContext.Provider value={dates}>{element}</DateFormatContext.Provider>
      </TextsContext.Provider>
    </IslandContext.Provider>,
  );

/** What a reader meets: text between tags and the attributes that are read out or shown. */
export function visibleText(html: string): string {
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, ' ');
  const attributes = [...withoutScripts.matchAll(/\s(?:title|aria-label|alt|placeholder)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return [withoutScripts.replace(/<[^>]*>/g, ' '), ...attributes].join(' ').replace(/&amp;/g, '&');
}

export const everyScreen = (rights: boolean): Record<Screen, ScreenAccess> =>
  Object.fromEntries(
    (Object.keys(SCREENS) as Screen[]).map((screen) => [
      screen,
      { view: rights, manage: rights, viewNeeds: 'dashboard.view', manageNeeds: null },
    ]),
  ) as Record<Screen, ScreenAccess>;

/** The request's own data: what may show beside the catalogue's texts (the servers' initials stand in for missing icons). */
export const SHELL_DATA = [
  'Ada',
  'Erste Gilde',
  'Zweite Gilde',
  'EG',
  'ZG',
  'Moderator',
  'dashboard.view',
  'tickets.view',
  'dashboard.admin',
  'tickets.manage',
  '9.9.9',
];
export const shell: PageShell = {
  path: '/dashboard/100000000000000001/tickets',
  theme: null,
  year: 2026,
  version: '9.9.9',
  user: {
    id: '200000000000000001',
    username: 'Ada',
    discriminator: '0',
    avatarUrl: 'https://cdn.discordapp.com/avatars/1/a.png',
  },
  guild: {
    id: '100000000000000001',
    name: 'Erste Gilde',
    iconUrl: null,
    others: [{ id: '100000000000000002', name: 'Zweite Gilde', iconUrl: null }],
  },
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
  viewerZone: null,
  language: 'spec',
  screen: 'tickets',
  admin: { level: 3, expiresAt: 1_800_000_000_000 + 65 * 60_000, renderedAt: 1_800_000_000_000 },
};

/** The words of a page's visible text outside the catalogue's brackets, less the shell's and the page's data. */
export function wordsOutside(html: string, data: readonly string[] = []): string[] {
  // Colour codes (a role's, a preset's) are data in any language.
  const text = visibleText(html)
    .replace(/⟦[^⟧]*⟧/g, ' ')
    .replace(/#?\b[0-9A-Fa-f]{6}\b/g, ' ');
  const rest = [...SHELL_DATA, ...data].reduce((left, known) => left.split(known).join(' '), text);
  return rest.match(/\p{L}[\p{L}\p{N}.-]*/gu) ?? [];
}
