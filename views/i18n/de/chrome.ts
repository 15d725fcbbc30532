// The chrome of every page: layouts, navigation, footer, titles, shared words, errors and dates.
// In German: the default catalogue's German as it is, with its English words and forms replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_CHROME } from '../spec/chrome.js';

export const DE_CHROME: CatalogueOf<typeof SPEC_CHROME> = {
  ...SPEC_CHROME,
  layout: {
    ...SPEC_CHROME.layout,
    logout: 'Abmelden',
  },
  nav: {
    ...SPEC_CHROME.nav,
    overview: 'Übersicht',
    ticketCategories: 'Ticket-Kategorien',
    autoResponses: 'Automatische Antworten',
    autoRoles: 'Automatische Rollen',
    commandPermissions: 'Befehlsberechtigungen',
    statistics: 'Statistiken',
    changelog: 'Änderungsprotokoll',
  },
  countdown: {
    ...SPEC_CHROME.countdown,
    hoursMinutes: '{hours} Std. {minutes} Min.',
    minutes: '{minutes} Min.',
  },
  footer: {
    ...SPEC_CHROME.footer,
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
  },
  access: {
    ...SPEC_CHROME.access,
    adminSession: (level, until) => `Admin-Sitzung Level ${level} bis ${until}`,
  },
  titles: {
    ...SPEC_CHROME.titles,
    admin: 'Admin-Kontrollzentrum',
    ticketCategories: 'Ticket-Kategorien',
    autoResponses: 'Automatische Antworten',
    autoRoles: 'Automatische Rollen',
    commandPermissions: 'Befehlsberechtigungen',
    commandPermissionsRow: (role) => `Befehlsberechtigungen: ${role}`,
    statistics: 'Statistiken',
    changelog: 'Änderungsprotokoll',
    settings: 'Server-Einstellungen',
  },
  loadErrors: {
    ...SPEC_CHROME.loadErrors,
    pickerUser: 'Fehler beim Laden der Benutzerdaten',
    pickerGuilds: 'Fehler beim Laden der Server',
    pickerRetry: 'Erneut versuchen',
    overviewTitle: 'Fehler beim Laden der Statistiken',
    overview: 'Die Serverstatistiken konnten nicht geladen werden',
    overviewRetry: 'Erneut versuchen',
    autoResponsesTitle: 'Fehler beim Laden der automatischen Antworten',
    autoResponses: 'Die automatischen Antworten konnten nicht geladen werden',
    autoResponsesRetry: 'Erneut versuchen',
    autoRoles: 'Die automatischen Rollen konnten nicht geladen werden',
    changelogTitle: 'Fehler beim Laden des Änderungsprotokolls',
    changelog: 'Das Änderungsprotokoll konnte nicht geladen werden',
    changelogRetry: 'Erneut versuchen',
  },
  dates: {
    ...SPEC_CHROME.dates,
    unknown: 'Unbekannt',
  },
};
