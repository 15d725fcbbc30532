// The guild's configuration screens: categories, auto responses, auto-roles, command permissions, permissions.
// In German: the default catalogue's German as it is, with its English words and forms replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_SCREENS } from '../spec/screens.js';

export const DE_SCREENS: CatalogueOf<typeof SPEC_SCREENS> = {
  ...SPEC_SCREENS,
  categories: {
    ...SPEC_SCREENS.categories,
    title: 'Ticket-Kategorien',
  },
  autoResponses: {
    ...SPEC_SCREENS.autoResponses,
    title: 'Automatische Antworten',
    refresh: 'Aktualisieren',
    add: 'Antwort hinzufügen',
    editTitle: 'Automatische Antwort bearbeiten',
    trigger: 'Auslöser',
    searchLabel: 'Automatische Antworten durchsuchen',
    searchPlaceholder: 'Nach Auslöser oder Antwort suchen...',
    empty: 'Noch keine automatischen Antworten erstellt. Lege mit „Antwort hinzufügen“ die erste an.',
    noMatch: 'Keine automatischen Antworten passen zu „{term}“.',
    deleteQuestion: 'Möchtest du diese automatische Antwort wirklich löschen?',
    duplicate: 'Diesen Auslöser gibt es schon.',
    notCreated: 'Die automatische Antwort konnte nicht erstellt werden',
    notDeleted: 'Die automatische Antwort konnte nicht gelöscht werden',
    notSaved: 'Die automatische Antwort konnte nicht gespeichert werden',
    created: 'Automatische Antwort erstellt',
    saved: 'Automatische Antwort gespeichert',
    deleted: 'Automatische Antwort gelöscht',
  },
  autoRoles: {
    ...SPEC_SCREENS.autoRoles,
    title: 'Automatische Rollen',
    botProblem: 'Problem mit den Bot-Berechtigungen',
    configured: (count) => `Konfigurierte automatische Rollen (${count})`,
    empty: 'Noch keine automatischen Rollen konfiguriert.',
    infoTitle: 'So funktionieren automatische Rollen',
    info: 'Neue Mitglieder erhalten beim Beitritt automatisch alle aktiven automatischen Rollen. Inaktive bleiben konfiguriert, werden aber nicht vergeben. Der Bot kann nur Rollen vergeben, die unter seiner höchsten Rolle stehen; verwaltete Rollen (von Integrationen) und @everyone gehen nie.',
    deleteQuestion: 'Möchtest du diese automatische Rolle wirklich entfernen?',
    failed: {
      ...SPEC_SCREENS.autoRoles.failed,
      add: 'Die automatische Rolle konnte nicht hinzugefügt werden',
      toggle: 'Die automatische Rolle konnte nicht geändert werden',
      delete: 'Die automatische Rolle konnte nicht gelöscht werden',
    },
    done: {
      ...SPEC_SCREENS.autoRoles.done,
      add: 'Automatische Rolle hinzugefügt',
      toggle: 'Automatische Rolle aktualisiert',
      delete: 'Automatische Rolle entfernt',
    },
    duplicate: 'Diese Rolle ist bereits eine automatische Rolle.',
  },
  commandPermissions: {
    ...SPEC_SCREENS.commandPermissions,
    title: 'Befehlsberechtigungen',
    deleteQuestion: 'Möchtest du die Befehlsberechtigungen dieser Rolle wirklich löschen?',
    editTitle: (role) => `Befehlsberechtigungen: ${role}`,
    matrix: {
      ...SPEC_SCREENS.commandPermissions.matrix,
      confirmDelete: 'Möchtest du die Befehlsberechtigungen der Rolle „{role}“ wirklich löschen?',
      saveFailed: 'Die Berechtigungen konnten nicht gespeichert werden',
      deleteFailed: 'Die Berechtigungen konnten nicht gelöscht werden',
      saved: 'Befehlsberechtigungen gespeichert',
      deleted: 'Befehlsberechtigungen gelöscht',
    },
  },
  entityPicker: {
    ...SPEC_SCREENS.entityPicker,
    notReady: 'Der Discord-Bot ist nicht bereit - warte einen Moment',
  },
  permissions: {
    ...SPEC_SCREENS.permissions,
    labels: {
      ...SPEC_SCREENS.permissions.labels,
      'autoresponse.view': 'Automatische Antworten ansehen',
      'autoresponse.manage': 'Automatische Antworten verwalten',
    },
  },
};
