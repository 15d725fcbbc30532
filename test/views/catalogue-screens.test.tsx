// Every word from the catalogue, for the guild's configuration screens, the history and the admin panel:
// each rendered with the pseudo-catalogue in its states (list, forms open, confirm steps, empty,
// refused) shows no word outside the catalogue but its data.
import type { ReactElement } from 'react';
import t from 'tap';
import type { HistoryEntry } from '../../server/contract/index.js';
import { AdminPage } from '../../views/pages/AdminPage.js';
import type { AdminData, AdminTab } from '../../views/pages/admin/admin-data.js';
import { AutoResponsesPage, type AutoResponsesData } from '../../views/pages/AutoResponsesPage.js';
import { AutoRolesPage } from '../../views/pages/AutoRolesPage.js';
import { CategoriesPage, type CategoriesData } from '../../views/pages/CategoriesPage.js';
import { ChangelogPage } from '../../views/pages/ChangelogPage.js';
import { CommandPermissionEditPage, CommandPermissionsPage } from '../../views/pages/CommandPermissionsPage.js';
import { HistoryPage, type HistoryData } from '../../views/pages/HistoryPage.js';
import { PermissionsPage, type PermissionsData } from '../../views/pages/PermissionsPage.js';
import { SettingsPage, type SettingsData } from '../../views/pages/SettingsPage.js';
import type { FormState } from '../../views/lib/form-state.js';
import { everyScreen, PSEUDO, render, shell, wordsOutside } from '../helpers/catalogue.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { TICKET_PANEL_WORDS } from '../../server/contract/panel-layout.js';
import { TICKET_WELCOME_WORDS } from '../../server/contract/ticket-welcome.js';
import { DEFAULT_TICKET_SETTINGS } from '../../server/contract/config.js';

const G = '100000000000000001';
const AT = '2026-11-20T10:00:00.000Z';
/** The screens' data: names, triggers, roles, commands, settings, a record's field names (not the interface's words), and dates as the locale writes them. */
const DATA = [
  ...[
    'Support',
    'Hilfe',
    'hallo',
    'Willkommen',
    'Mitglied',
    'Moderator',
    'Bot',
    'ping',
    'ban',
    'help',
    'Ada',
    'Neu',
    'tickets',
    'Erste Gilde',
    'COMMUNITY',
  ],
  ...[
    'theme',
    'dark',
    'string',
    'boolean',
    'number',
    'json',
    'Ticket-System',
    'Tickets',
    'setup-notifications',
    'category.create',
  ],
  ...['Europe', 'Berlin', 'UTC', 'Tokyo', 'Asia', 'Januar', 'September', 'November', 'is_active', 'tags', 'timeZone'],
  // Semantic versioning's own names, the same in every language.
  ...['MAJOR', 'MINOR', 'PATCH'],
  // The server's initial where it has no icon.
  'E',
  // The ticket panel's own words in Discord, shown by its preview as the bot writes them.
  TICKET_PANEL_WORDS.open,
  TICKET_PANEL_WORDS.choose(1, 1, 1),
  // A ticket's welcome in Discord, shown by the category form's preview as the bot writes it.
  ...[TICKET_WELCOME_WORDS.de.title(1), TICKET_WELCOME_WORDS.de.category, TICKET_WELCOME_WORDS.de.reason],
  ...TICKET_WELCOME_WORDS.de.text.split(/[ ,]+/).filter((word) => word && word !== '{user}'),
  ...TICKET_WELCOME_WORDS.de.noReason.split(' '),
  // The edited category's team, welcome, question and Discord category, and the server's name.
  ...['Bewerbungsteam', 'Bewerbungen', 'Hallo', 'willkommen', 'bei', 'auf', '{user}', '{category}', '{server}'],
  ...['Demo Guild', 'Wie alt bist du?', '<:x:1>', ':x:'],
];
const managing = { ...shell, access: { screens: everyScreen(true), grants: [] } };
const failed: FormState = { values: {}, errors: { form: ['Fehlerdetail'], fields: {} } };

const category = {
  id: 1,
  name: 'Support',
  description: '',
  emoji: '🎫',
  color: '#5865F2',
  sort_order: 0,
  is_active: false,
  created_at: AT,
  questions: [],
  staffRoleIds: [],
  welcomeMessage: '',
  discordCategoryId: null,
};
const channel = { id: '400000000000000001', name: 'tickets' };
const sent = {
  id: 1,
  channelId: channel.id,
  color: null,
  categoryIds: [],
  title: 'Hilfe',
  text: 'Willkommen',
  messageId: '500000000000000001',
  sentAt: AT,
  refusal: null,
  refusedAt: null,
};
/** Each reason Discord may give for refusing the panel (its own words are data: 'Invalid Form Body'). */
const refusal = (code: number, extra: object = {}) => ({
  status: 400,
  code,
  message: 'Bot',
  field: null,
  category: null,
  ...extra,
});
const REFUSALS = [
  refusal(50035, {
    field: { path: 'Bot', code: 'BUTTON_COMPONENT_INVALID_EMOJI', message: 'Bot' },
    category: { id: 1, name: 'Support', emoji: '🎫' },
  }),
  refusal(50035, {
    field: { path: 'Bot', code: 'Bot', message: 'Bot' },
    category: { id: 1, name: 'Support', emoji: '🎫' },
  }),
  refusal(10008),
  refusal(10003),
  refusal(50013),
  { ...refusal(0), status: 503 },
  refusal(50035),
];
const categories = (step: CategoriesData['step'], panel: Partial<CategoriesData['panel']> = {}): CategoriesData => ({
  guildId: G,
  categories: [category, { ...category, id: 2, name: 'Hilfe', description: 'Hilfe', is_active: true }],
  step,
  panel: { panels: [sent], channels: [channel], open: null, ...panel },
  blocklist: {
    entries: [
      {
        id: 1,
        targetType: 'user',
        targetId: '200000000000000007',
        targetName: 'Ada',
        reason: 'Hilfe',
        blockedBy: '200000000000000001',
        blockedByName: 'Moderator',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 2,
        targetType: 'role',
        targetId: '300000000000000002',
        targetName: 'Mitglied',
        reason: 'Support',
        blockedBy: '200000000000000001',
        blockedByName: null,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    roles: [{ id: '300000000000000002', name: 'Mitglied' }],
    manage: true,
  },
  cdnBase: 'https://cdn.discordapp.com',
  setup: {
    roles: [{ id: '300000000000000001', name: 'Bewerbungsteam' }],
    discordCategories: [{ id: '400000000000000009', name: 'Bewerbungen' }],
    sender: { context: null, cdnBase: 'https://cdn.discordapp.com' },
    viewer: { userId: '200000000000000001', serverName: 'Demo Guild' },
    language: 'spec',
  },
});
/** More active categories than the panel has buttons: select menus (two past 25). */
const many = Array.from({ length: 6 }, (_, index) => ({ ...category, id: index + 1, is_active: true }));
const lots = Array.from({ length: 30 }, (_, index) => ({ ...category, id: index + 1, is_active: true }));
const response = {
  id: 1,
  trigger_word: 'hallo',
  response_text: 'Willkommen',
  is_embed: false,
  embed_title: null,
  embed_description: null,
  embed_color: null,
  embed_extras: null,
  created_at: AT,
};
const responses = (step: AutoResponsesData['step'], query = ''): AutoResponsesData => ({
  guildId: G,
  responses: [
    response,
    { ...response, id: 2, trigger_word: 'ping', is_embed: true, embed_title: 'Hilfe', embed_description: 'Willkommen' },
  ],
  query,
  step,
  sender: {
    context: {
      bot: { id: '200000000000000009', name: 'Bot', avatarUrl: '' },
      mentionNames: { roles: {}, channels: {}, users: {} },
      members: {},
    },
    cdnBase: 'https://cdn.discordapp.com',
  },
});
const role = { id: '300000000000000001', name: 'Mitglied', color: 0, managed: false, assignable: true, position: 1 };
const autoRole = { id: 1, role_id: role.id, role_name: 'Mitglied', is_active: true, created_at: AT };
const row = { roleId: role.id, roleName: 'Moderator', allowed: ['ping'], denied: ['ban'], saved: true };
const entry = (id: number, isOwner: boolean) => ({
  id,
  type: isOwner ? ('user' as const) : ('role' as const),
  targetId: '200000000000000001',
  targetName: 'Ada',
  permissions: ['dashboard.view' as const],
  isOwner,
  avatar: null,
  color: isOwner ? null : 0,
  discriminator: '0',
  position: isOwner ? null : 2,
  createdAt: AT,
});
const permissions = (step: PermissionsData['step'], entries = [entry(0, true), entry(1, false)]): PermissionsData => ({
  guildId: G,
  entries,
  roles: [{ id: role.id, name: 'Moderator' }],
  step,
});
const settings = (setupCompleted: boolean): SettingsData => ({
  guildId: G,
  features: [{ name: 'tickets', displayName: 'Ticket-System', description: 'Tickets', enabled: true }],
  notifications: { setupCompleted, notificationRoles: [role.id], notificationsEnabled: true },
  channel: setupCompleted
    ? {
        channel: { id: '130000000000000003', name: 'Support' },
        choices: [{ id: '130000000000000003', name: 'Support' }],
        href: `https://discord.com/channels/${G}/130000000000000003`,
      }
    : { channel: null, choices: null, href: null },
  roles: [role],
  preferences: { timeZone: 'Europe/Berlin' },
  timeZones: ['UTC', 'Asia/Tokyo', 'Europe/Berlin'],
  tickets: {
    settings: {
      ...DEFAULT_TICKET_SETTINGS,
      maxOpenTickets: 2,
      categoryChannelId: '130000000000000005',
      claimerOnly: true,
    },
    categories: [{ id: '130000000000000005', name: 'Support' }],
    manage: setupCompleted,
    hours: { timeZone: 'Europe/Berlin', openNow: false, next: '2026-11-23T08:00:00.000Z' },
  },
});
const change = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  area: 'categories',
  action: 'category.toggle',
  targetId: '1',
  actor: { id: '200000000000000001', name: 'Ada' },
  adminLevel: 2,
  createdAt: AT,
  before: { name: 'Support', is_active: true, tags: ['Neu'] },
  after: { name: 'Support', is_active: false, tags: [] },
  details: '',
  revertsId: null,
  revertedBy: null,
  ...overrides,
});
const history = (overrides: Partial<HistoryData>): HistoryData => ({
  guildId: G,
  area: null,
  user: null,
  entries: [
    change(3, { revertsId: 2 }),
    change(2, {
      area: 'preferences',
      action: 'preferences.update',
      before: { timeZone: 'UTC' },
      after: { timeZone: 'Asia/Tokyo' },
      revertedBy: 3,
    }),
  ],
  actors: [{ id: '200000000000000001', name: 'Ada' }],
  before: 4,
  olderCursor: 1,
  revert: null,
  revertScreens: { categories: 'ticketCategories', preferences: 'settings' },
  ...overrides,
});
const THEME = {
  id: 1,
  setting_key: 'theme',
  setting_value: 'dark',
  setting_type: 'string' as const,
  description: null,
  updated_at: AT,
};
const admin = (tab: AdminTab): AdminData => ({
  kind: 'panel',
  tab,
  level: 3,
  settings: [THEME],
  admins: [{ id: 1, user_id: '200000000000000002', username: 'Ada', level: 2, granted_by: null, granted_at: AT }],
  activity: [
    {
      id: 1,
      admin_username: 'Ada',
      admin_user_id: '200000000000000002',
      action: 'category.create',
      details: '',
      created_at: AT,
      target_type: 'Support',
      guild_id: G,
    },
  ],
  guilds: [
    {
      id: G,
      name: 'Erste Gilde',
      icon: null,
      memberCount: 12,
      features: ['COMMUNITY', 'COMMUNITY', 'COMMUNITY', 'COMMUNITY'],
      joinedAt: null,
      createdAt: AT,
    },
  ],
  removing:
    tab === 'admins'
      ? { id: 1, user_id: '200000000000000002', username: 'Ada', level: 2, granted_by: null, granted_at: AT }
      : null,
  // The settings tab with its edit form and its delete step open (the loader opens one at a time).
  editing: tab === 'einstellungen' ? THEME : null,
  deleting: tab === 'einstellungen' ? THEME : null,
  bot: { state: 'stopped', problem: 'intents_disallowed', shards: 1, guilds: 3, updatedAt: AT },
});

const pages: Record<string, () => ReactElement> = {
  'categories: list, new form with errors, edit, delete step': () => (
    <>
      <CategoriesPage data={categories({ kind: 'new' })} shell={managing} form={failed} />
      <CategoriesPage
        data={categories(
          {
            kind: 'edit',
            category: {
              ...category,
              emoji: '<:x:1>',
              questions: [{ label: 'Wie alt bist du?', style: 'short', required: true, placeholder: '17' }],
              staffRoleIds: ['300000000000000001', '300000000000000002'],
              welcomeMessage: 'Hallo {user}, willkommen bei {category} auf {server}!',
              discordCategoryId: '400000000000000008',
            },
          },
          { channels: [] },
        )}
        shell={managing}
        form={null}
      />
      <CategoriesPage
        data={categories({ kind: 'delete', category }, { panels: 'unread' })}
        shell={managing}
        form={null}
      />
      <CategoriesPage
        data={{ ...categories({ kind: 'list' }, { panels: [], channels: 'unread' }), categories: [] }}
        shell={managing}
        form={null}
      />
      <CategoriesPage
        data={{ ...categories({ kind: 'list' }, { channels: null }), categories: many }}
        shell={{ ...shell, access: { screens: everyScreen(false), grants: [] } }}
        form={null}
      />
      <CategoriesPage
        data={categories({ kind: 'list' }, { open: sent })}
        shell={managing}
        form={{
          values: { intent: 'panel', panelId: String(sent.id) },
          errors: { form: ['Fehlerdetail'], fields: { title: ['Fehlerdetail'] } },
        }}
      />
      <CategoriesPage data={categories({ kind: 'list' }, { open: 'new' })} shell={managing} form={null} />
      <CategoriesPage data={categories({ kind: 'list' }, { panels: [], open: 'new' })} shell={managing} form={null} />
      <CategoriesPage data={{ ...categories({ kind: 'list' }), categories: lots }} shell={managing} form={null} />
      {REFUSALS.map((reason) => (
        <CategoriesPage
          key={reason.code}
          data={categories({ kind: 'list' }, { panels: [{ ...sent, refusal: reason, refusedAt: AT }] })}
          shell={managing}
          form={null}
        />
      ))}
    </>
  ),
  'auto responses: cards, the form, a search without match, delete step, none, the edit form': () => (
    <>
      <AutoResponsesPage data={responses({ kind: 'new' })} shell={managing} form={failed} />
      <AutoResponsesPage data={responses({ kind: 'delete', response }, 'Hilfe')} shell={managing} form={null} />
      <AutoResponsesPage data={{ ...responses({ kind: 'list' }), responses: [] }} shell={managing} form={null} />
      <AutoResponsesPage
        data={{ ...responses({ kind: 'edit', key: 'hallo', response }), sender: { context: null, cdnBase: '' } }}
        shell={managing}
        form={null}
      />
    </>
  ),
  'auto-roles: bot problem, roles above the bot, list, delete step, none': () => (
    <>
      <AutoRolesPage
        data={{
          guildId: G,
          autoRoles: [autoRole, { ...autoRole, role_id: '300000000000000009', is_active: false }],
          roles: [role, { ...role, id: '300000000000000002', assignable: false }],
          botInfo: { hasManageRoles: false, highestRoleName: 'Bot', highestRolePosition: 0 },
          showAll: true,
          deleting: autoRole,
        }}
        shell={managing}
        form={failed}
      />
      <AutoRolesPage
        data={{
          guildId: G,
          autoRoles: [],
          roles: [],
          botInfo: { hasManageRoles: true, highestRoleName: 'Bot', highestRolePosition: 5 },
          showAll: false,
          deleting: null,
        }}
        shell={managing}
        form={null}
      />
    </>
  ),
  'command permissions: matrix, delete step, editor, none': () => (
    <>
      <CommandPermissionsPage
        data={{ guildId: G, commands: ['ping', 'ban', 'help'], rows: [row], deleting: row }}
        shell={managing}
        form={null}
      />
      <CommandPermissionsPage
        data={{ guildId: G, commands: [], rows: [], deleting: null }}
        shell={managing}
        form={null}
      />
      <CommandPermissionEditPage
        data={{
          guildId: G,
          commands: ['ping', 'ban', 'help'].map((name) => ({ name, description: { de: name, en: name } })),
          row,
        }}
        shell={managing}
        form={failed}
      />
    </>
  ),
  'permissions: owner and role entries, add, edit, remove, none': () => (
    <>
      <PermissionsPage data={permissions({ kind: 'add' })} shell={managing} form={failed} />
      <PermissionsPage data={permissions({ kind: 'edit', entry: entry(1, false) })} shell={managing} form={null} />
      <PermissionsPage data={permissions({ kind: 'remove', entry: entry(1, false) })} shell={managing} form={null} />
      <PermissionsPage data={permissions({ kind: 'list' }, [])} shell={managing} form={null} />
    </>
  ),
  'settings: set up and not set up, the ticket settings to change, to read, unread, refused': () => (
    <>
      <SettingsPage data={settings(true)} shell={managing} form={failed} />
      {/* A refused Tickets form: its summary at the top, the field named by its label. */}
      <SettingsPage
        data={settings(true)}
        shell={managing}
        form={{
          values: { intent: 'tickets' },
          errors: { form: ['Fehlerdetail'], fields: { maxOpenTickets: ['Fehlerdetail'] } },
        }}
      />
      <SettingsPage data={{ ...settings(false), roles: [] }} shell={managing} form={null} />
      <SettingsPage
        data={{ ...settings(true), tickets: { settings: 'unread', categories: 'unread', manage: true, hours: null } }}
        shell={managing}
        form={null}
      />
      <SettingsPage
        data={{
          ...settings(true),
          tickets: {
            settings: { ...DEFAULT_TICKET_SETTINGS, categoryChannelId: '130000000000000009' },
            categories: 'unread',
            manage: true,
            hours: null,
          },
        }}
        shell={managing}
        form={{ values: { intent: 'tickets' }, errors: { form: ['Fehlerdetail'], fields: {} } }}
      />
    </>
  ),
  'history: entries, an undo step, a blocked undo, a missing one, none': () => (
    <>
      <HistoryPage data={history({ revert: { entry: change(3), blocked: null } })} shell={managing} form={null} />
      <HistoryPage
        data={history({
          revert: {
            entry: change(2, { action: 'preferences.update', area: 'preferences' }),
            blocked: { reason: 'changed_since', newer: change(4) },
          },
        })}
        shell={managing}
        form={null}
      />
      <HistoryPage
        data={history({ revert: { entry: change(1), blocked: { reason: 'already_reverted', newer: change(5) } } })}
        shell={shell}
        form={null}
      />
      <HistoryPage
        data={history({ revert: 'missing', entries: [], before: null, olderCursor: null })}
        shell={managing}
        form={null}
      />
    </>
  ),
  'changelog: entries and the built-in fallback, none': () => (
    <>
      <ChangelogPage
        data={{
          entries: [
            {
              version: '1.0.0',
              date: '2025-09-12',
              type: 'major',
              changes: { added: ['Hilfe'], changed: ['Hilfe'], fixed: ['Hilfe'], removed: ['Hilfe'] },
            },
          ],
          version: '1.0.0',
          fallback: true,
        }}
        shell={shell}
        form={null}
      />
      <ChangelogPage data={{ entries: [], version: '1.0.0', fallback: false }} shell={shell} form={null} />
    </>
  ),
  'the admin panel, every tab, and a refusal': () => (
    <>
      {(['uebersicht', 'einstellungen', 'admins', 'server', 'aktivitaeten'] as const).map((tab) => (
        <AdminPage key={tab} data={admin(tab)} shell={shell} form={failed} />
      ))}
      <AdminPage data={{ kind: 'refused' }} shell={shell} form={null} />
    </>
  ),
};

for (const [name, page] of Object.entries(pages)) {
  t.test(`${name}: every word from the catalogue`, async (t) => {
    const html = render(page(), PSEUDO);
    t.same(wordsOutside(html, [...DATA, 'Fehlerdetail']), [], 'no word outside the catalogue');
    t.match(html, /⟦/, 'the pseudo-catalogue was used');
  });
}

t.test('a settings form brought back after the session ended is not summed up as refused', async (t) => {
  const texts = SPEC_TEXTS;
  const back = (fields: FormState['errors']['fields']): FormState => ({
    values: { intent: 'tickets', maxOpenTickets: '3' },
    errors: { form: [texts.forms.draftNotice], fields },
  });
  const restored = render(<SettingsPage data={settings(true)} shell={managing} form={back({})} />, texts);
  t.notMatch(restored, texts.settings.failed.tickets, 'no error summary');
  t.match(restored, texts.forms.draftNotice, 'the notice stays with its form');
  const refused = render(
    <SettingsPage data={settings(true)} shell={managing} form={back({ maxOpenTickets: ['Fehlerdetail'] })} />,
    texts,
  );
  t.match(refused, texts.settings.failed.tickets, 'a refused field is summed up');
});
