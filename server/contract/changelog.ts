// The in-app changelog (Changelog screen), newest first. A module rather than a data file, so it ships
// inside the build and a production install needs nothing from the source tree.
import type { ChangelogEntry } from './index.js';

/** The first release: also what the Changelog screen shows when the list cannot be loaded. */
export const BUILT_IN_CHANGELOG: ChangelogEntry = {
  version: '1.0.0',
  date: '2025-09-12',
  type: 'major',
  changes: {
    added: [
      'Ticket-System mit Kategorien',
      'Auto-Response mit Embeds',
      'Berechtigungsverwaltung',
      'Statistik-Dashboard',
      'Feature-Toggles',
      'OAuth-Dashboard',
      'Versionsverfolgung und Changelog',
      'Footer mit Version',
    ],
    changed: [],
    fixed: [],
    removed: [],
  },
};

export const CHANGELOG: ChangelogEntry[] = [
  {
    version: '1.1.0',
    date: '2026-11-22',
    type: 'minor',
    changes: {
      added: [
        'Server-gerendertes Dashboard, das auch ohne JavaScript funktioniert',
        'Helles und dunkles Design ohne Aufflackern beim Laden',
        'Eigene Bot-API mit SQLite oder PostgreSQL und Audit-Log für jede Änderung',
        'Demo-Modus mit lokalem Discord-Double',
        'Atomares Bearbeiten von Dashboard-Berechtigungen',
      ],
      changed: [
        'Berechtigungen werden auf dem Server für jede Anfrage geprüft',
        'Admin-Sessions bleiben auf dem Server und erreichen nie den Browser',
      ],
      fixed: ['Bearbeiten einer Berechtigung kann den Eintrag nicht mehr verlieren'],
      removed: [],
    },
  },
  // The first release is the entry the Changelog screen also shows when this list cannot be loaded.
  BUILT_IN_CHANGELOG,
];
