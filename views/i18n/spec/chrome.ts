// The chrome of every page: layouts, navigation, footer, titles, shared words, errors and dates.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import type { Screen } from '../../../server/contract/index.js';
import type { Language } from '../../../server/contract/languages.js';

export const SPEC_CHROME = {
  brand: 'Guildhall',
  /** The language control in every page's footer; each language is named in its own words. */
  language: {
    label: 'Sprache',
    names: { spec: 'Standard', de: 'Deutsch', en: 'English' } satisfies Record<Language, string>,
  },
  layout: {
    skipToContent: 'Zum Inhalt springen',
    navToggle: 'Navigation ein- und ausklappen',
    guildNavigation: 'Server-Navigation',
    logout: 'Logout',
    /** What the user menu holds, said after the user's name (on a phone, where the name is not shown, alone). */
    userMenu: 'Design und Sprache',
  },
  /** The guild sidebar: its entries, theme toggle, user and logout. */
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
    ended: 'Admin-Session beendet',
  },
  /** Island texts are plain strings (they travel as JSON props); {placeholders} are filled in the island. */
  countdown: {
    expired: 'Abgelaufen',
    expiresIn: 'Läuft ab in: {time}',
    hoursMinutes: '{hours}h {minutes}m',
    minutes: '{minutes}m',
  },
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
    missing:
      'Dafür fehlt die Berechtigung „{needs}“. Vergeben können sie der Serverbesitzer, Mitglieder mit Administrator oder Server verwalten und Benutzer mit „{admin}“ (schließt alle anderen ein) – unter Berechtigungen.',
  },
  /** Words every screen uses: form buttons, list actions. */
  common: {
    cancel: 'Abbrechen',
    delete: 'Löschen',
    edit: 'Bearbeiten',
    save: 'Speichern',
    create: 'Erstellen',
    add: 'Hinzufügen',
    actions: 'Aktionen',
    status: 'Status',
    dismiss: 'Meldung schließen',
    /** The one label of every list's filter button. */
    filter: 'Filtern',
  },
  /** Refusals of a request as a whole, shown on the error page. */
  errors: {
    badRequest: 'Ungültige Anfrage',
    formExpected: 'Formulardaten erwartet',
    badTheme: 'Ungültige Design-Auswahl',
    badLanguage: 'Ungültige Sprachauswahl',
    /** Shown once on the page an unknown path was sent on to. */
    pageNotFound: 'Seite nicht gefunden',
  },
  forms: {
    draftNotice:
      'Deine Sitzung war abgelaufen: Diese Eingaben sind noch nicht gespeichert. Prüfe sie und sende das Formular erneut.',
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
    ticketClose: (id: number) => `Ticket #${id} schließen`,
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
  /** A screen whose data failed to load: heading, message and retry, each screen's own where it has them. */
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
    /** A thing inside the server (a role, an entry) that is not there: the page's own sentence says which. */
    missingTitle: 'Nicht gefunden',
    backTo: (screen: string) => `← Zurück zu ${screen}`,
  },
  errorPage: {
    heading: (status: number) => `Fehler ${status}`,
    home: 'Zur Startseite',
  },
  /** How dates read (the German locale); {time} is HH:MM, {zone} a zone's place (New York); a day field's placeholder letters (TT.MM.JJJJ, in the locale's order). */
  dates: {
    locale: 'de-DE',
    today: 'Heute um {time}',
    yesterday: 'Gestern um {time}',
    /** A time in a zone that is not the viewer's own, with the zone's place. */
    zoned: '{time} ({zone})',
    unknown: 'Unknown',
    dayLetters: { day: 'TT', month: 'MM', year: 'JJJJ' },
  },
};
