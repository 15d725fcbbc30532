// The interface's texts, one catalogue. This one is the specification's wording, its German/English
// mix byte for byte (the default for everyone); other languages are catalogues of the same type.
// Views read them through useTexts() (texts-context.ts); islands get theirs as props.
import type { Screen } from '../../server/contract/index.js';

export const SPEC_TEXTS = {
  brand: 'Guildhall',
  layout: {
    skipToContent: 'Zum Inhalt springen',
    navToggle: 'Navigation ein- und ausklappen',
    guildNavigation: 'Server-Navigation',
    logout: 'Logout',
  },
  /** The guild sidebar (spec section 2, "Dashboard layout"). */
  nav: {
    overview: 'Dashboard',
    tickets: 'Tickets',
    ticketCategories: 'Ticket Kategorien',
    autoResponses: 'Auto Responses',
    autoRoles: 'Auto-Roles',
    commandPermissions: 'Command Permissions',
    statistics: 'Statistics',
    permissions: 'Berechtigungen',
    changelog: 'Changelog',
    settings: 'Einstellungen',
    history: 'Änderungsverlauf',
  } satisfies Record<Screen, string>,
  adminBanner: {
    hideLabel: 'Admin-Hinweis ausblenden',
    active: '🔑 Admin-Modus aktiv',
    level: (level: number) => `Sie verwenden Admin-Berechtigung Level ${level}`,
    hide: 'Ausblenden',
    end: 'Session beenden',
  },
  /** Island texts are plain strings (they travel as JSON props); {placeholders} are filled in the island. */
  countdown: { expired: 'Abgelaufen', expiresIn: 'Läuft ab in: {time}', hoursMinutes: '{hours}h {minutes}m', minutes: '{minutes}m' },
  theme: { toLight: 'Helles Design', toDark: 'Dunkles Design' },
  footer: {
    legal: 'Rechtliches',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    version: (version: string) => `Version ${version}`,
    copyright: (year: number) => `© ${year} Guildhall`,
  },
  guildSwitcher: {
    unnamed: (id: string) => `Server ${id}`,
    switchServer: 'Server wechseln',
    allServers: 'Alle Server',
  },
  access: {
    title: 'Meine Berechtigungen',
    none: 'Keine Berechtigungen auf diesem Server.',
    owner: 'Serverbesitzer',
    administrator: 'Discord-Berechtigung Administrator',
    manageGuild: 'Discord-Berechtigung Server verwalten',
    adminSession: (level: number, until: string) => `Admin-Session Level ${level} bis ${until}`,
    ownEntry: (permissions: string) => `Eigener Eintrag: ${permissions}`,
    roleEntry: (role: string, permissions: string) => `Rolle ${role}: ${permissions}`,
    /** {needs} and {admin} are the permission ids, set in code. */
    missing: 'Dafür fehlt die Berechtigung {needs}. Vergeben können sie der Serverbesitzer, Mitglieder mit Administrator oder Server verwalten und Benutzer mit {admin} – unter Berechtigungen.',
  },
};

/** What every catalogue holds: the same keys, texts and text-making functions of the same arguments. */
type CatalogueOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : CatalogueOf<T[K]> };
export type Texts = CatalogueOf<typeof SPEC_TEXTS>;
