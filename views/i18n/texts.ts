// The interface's texts, one catalogue. This one is the specification's wording, its German/English
// mix byte for byte (the default for everyone); other languages are catalogues of the same type.
// Views read them through useTexts() (texts-context.ts); islands get theirs as props.
import type { Screen } from '../../server/contract/index.js';
import type { Language } from './language.js';

export const SPEC_TEXTS = {
  brand: 'Guildhall',
  /** The language control in every page's footer; each language is named in its own words. */
  language: {
    label: 'Sprache',
    names: { spec: 'Standard', de: 'Deutsch', en: 'English' } satisfies Record<Language, string>,
  },
  /** Refusals of a request as a whole, shown on the error page. */
  errors: {
    badRequest: 'Ungültige Anfrage',
    formExpected: 'Formulardaten erwartet',
    badTheme: 'Ungültige Design-Auswahl',
    badLanguage: 'Ungültige Sprachauswahl',
  },
  forms: {
    draftNotice: 'Deine Sitzung war abgelaufen: Diese Eingaben sind noch nicht gespeichert. Prüfe sie und sende das Formular erneut.',
  },
  /** The document titles (before ' · Guildhall'). */
  titles: {
    login: 'Anmelden',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    picker: 'Server auswählen',
    admin: 'Admin Control Panel',
    failed: 'Fehler',
    error: (status: number) => `Fehler ${status}`,
    overview: (guild: string) => `${guild} · Übersicht`,
    tickets: 'Tickets',
    ticket: (id: number) => `Ticket #${id}`,
    ticketSearch: 'Tickets durchsuchen',
    ticketCategories: 'Ticket Kategorien',
    autoResponses: 'Auto Responses',
    autoRoles: 'Auto-Roles',
    commandPermissions: 'Command Permissions',
    commandPermissionsRow: (role: string) => `Command Permissions: ${role}`,
    statistics: 'Statistics',
    permissions: 'Berechtigungen',
    changelog: 'Changelog',
    settings: 'Server Einstellungen',
    history: 'Änderungsverlauf',
  },
  /** A screen whose data failed to load (spec section 8): heading, message and retry, where the spec names them. */
  loadErrors: {
    retry: 'Erneut versuchen',
    admin: 'Fehler beim Laden der Admin-Daten',
    pickerUser: 'Failed to load user data',
    pickerGuilds: 'Failed to load guilds',
    pickerRetry: 'Try Again',
    overviewTitle: 'Error Loading Statistics',
    overview: 'Failed to load server statistics',
    overviewRetry: 'Try Again',
    tickets: 'Fehler beim Laden der Ticket-Daten',
    ticketCategories: 'Fehler beim Laden der Ticket-Kategorien',
    autoResponsesTitle: 'Error Loading Auto Responses',
    autoResponses: 'Failed to load auto responses',
    autoResponsesRetry: 'Try Again',
    autoRoles: 'Failed to load auto roles',
    commandPermissions: 'Fehler beim Laden der Daten',
    changelogTitle: 'Error Loading Changelog',
    changelog: 'Failed to load changelog data',
    changelogRetry: 'Retry',
    permissions: 'Fehler beim Laden der Berechtigungen',
    settings: 'Fehler beim Laden der Einstellungen',
    history: 'Fehler beim Laden des Änderungsverlaufs',
  },
  /** The bot API refused a guild page: no rights (403), or no bot on the server (404). */
  refusal: {
    forbiddenTitle: 'Kein Zugriff',
    forbidden: 'Du hast keine Berechtigung für diesen Bereich dieses Servers.',
    notFoundTitle: 'Server wurde nicht gefunden',
    notFound: 'Der Bot ist nicht auf diesem Server, oder es gibt ihn nicht.',
    toPicker: 'Zur Serverauswahl',
  },
  errorPage: {
    heading: (status: number) => `Fehler ${status}`,
    home: 'Zur Startseite',
  },
  /** /login (spec section 2); the error texts by the `error` query value. */
  login: {
    lead: 'Das Dashboard für deinen Discord-Bot.',
    failedTitle: 'Authentication Failed',
    errors: {
      failed: 'Discord authentication failed. Please try again.',
      unauthorized: 'Your session has expired. Please sign in again.',
      token_expired: 'Your login token has expired. Please sign in again.',
    },
    errorFallback: 'An error occurred during login. Please try again.',
    demo: 'Demo-Modus: Die Anmeldung läuft über ein lokales Discord-Double mit Beispielkonten. Es werden keine echten Discord-Daten verwendet.',
    signIn: 'Sign in with Discord',
    note: "Only users with the 'Manage Guild' permission can access a server's dashboard.",
  },
  /** /guilds, the server picker (spec section 2). */
  picker: {
    title: 'Select a Server',
    adminTitle: 'Global Administrator',
    adminText: 'Du bist globaler Administrator und kannst jeden Server über das Admin-Panel öffnen.',
    adminButton: 'Admin Control Panel',
    emptyTitle: 'No Available Servers',
    emptyText: 'Du verwaltest keinen Server, auf dem der Bot ist. Lade den Bot auf einen Server ein, auf dem du „Server verwalten“ hast.',
    invite: 'Invite Bot to Server',
    serverId: (id: string) => `Server ID: ${id}`,
  },
  statistics: { title: 'Statistics', comingSoon: 'Statistics page coming soon...' },
  /** /dashboard/{guildId}: 'Server Statistics & Overview' (spec sections 2-4). */
  overview: {
    title: 'Server Statistics & Overview',
    refresh: 'Refresh',
    members: 'Member Statistics',
    totalMembers: 'Total Members',
    online: 'Online',
    humans: 'Humans',
    bots: 'Bots',
    structure: 'Server Structure',
    totalChannels: 'Total Channels',
    textChannels: 'Text Channels',
    voiceChannels: 'Voice Channels',
    categories: 'Categories',
    roles: 'Roles',
    bot: 'Bot Statistics',
    tickets: 'Tickets',
    openTickets: 'Open Tickets',
    autoResponses: 'Auto Responses',
    information: 'Server Information',
    name: 'Name',
    serverId: 'Server ID',
    verification: 'Verification Level',
    boostLevel: 'Boost Level',
    boosts: 'Boosts',
    dates: 'Important Dates',
    created: 'Server Created',
    botJoined: 'Bot Joined',
    unknown: 'Unknown',
    verificationLevels: { none: 'None', low: 'Low', medium: 'Medium', high: 'High', veryHigh: 'Very High' },
    boostTiers: { none: 'No Boost', tier1: 'Tier 1', tier2: 'Tier 2', tier3: 'Tier 3' },
  },
  /** How dates read (spec section 9: the German locale); {time} is HH:MM. */
  dates: { locale: 'de-DE', today: 'Heute um {time}', yesterday: 'Gestern um {time}', unknown: 'Unknown' },
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
