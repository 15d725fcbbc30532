// The guild's change history and the undo of a change.
// In German: the default catalogue's German as it is, with its English words and forms replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_HISTORY } from '../spec/history.js';

export const DE_HISTORY: CatalogueOf<typeof SPEC_HISTORY> = {
  ...SPEC_HISTORY,
  history: {
    ...SPEC_HISTORY.history,
    adminLevel: (level) => ` (Admin-Sitzung Level ${level})`,
    areas: {
      ...SPEC_HISTORY.history.areas,
      adminSessions: 'Admin-Sitzungen',
    },
    actions: {
      ...SPEC_HISTORY.history.actions,
      'autoresponse.create': 'Automatische Antwort erstellt',
      'autoresponse.update': 'Automatische Antwort bearbeitet',
      'autoresponse.delete': 'Automatische Antwort gelöscht',
      'autorole.add': 'Automatische Rolle hinzugefügt',
      'autorole.toggle': 'Automatische Rolle aktiviert/deaktiviert',
      'autorole.remove': 'Automatische Rolle entfernt',
      'command_permissions.put': 'Befehlsberechtigungen gespeichert',
      'command_permissions.delete': 'Befehlsberechtigungen gelöscht',
      'admin_session.create': 'Admin-Sitzung begonnen',
      'admin_session.end': 'Admin-Sitzung beendet',
    },
    consequences: {
      ...SPEC_HISTORY.history.consequences,
      'autoresponse.create': (name) => `Die automatische Antwort „${name}“ wird gelöscht.`,
      'autoresponse.update': (name) => `Die automatische Antwort „${name}“ bekommt ihre vorherigen Werte zurück.`,
      'autoresponse.delete': (name) =>
        `Die automatische Antwort „${name}“ wird mit ihren alten Werten wiederhergestellt.`,
      'autorole.add': (name) => `Die Rolle „${name}“ wird aus den automatischen Rollen entfernt.`,
      'autorole.toggle': (name, on) =>
        `Die automatische Rolle „${name}“ wird ${on ? 'wieder aktiviert' : 'wieder deaktiviert'}.`,
      'autorole.remove': (name) => `Die Rolle „${name}“ wird wieder als automatische Rolle hinzugefügt.`,
      'command_permissions.put': (name, hadEntry) =>
        hadEntry
          ? `Die Befehlsberechtigungen der Rolle „${name}“ bekommen ihre vorherigen Werte zurück.`
          : `Die Befehlsberechtigungen der Rolle „${name}“ werden gelöscht.`,
      'command_permissions.delete': (name) => `Die Befehlsberechtigungen der Rolle „${name}“ werden wiederhergestellt.`,
    },
  },
  changelog: {
    ...SPEC_HISTORY.changelog,
    title: 'Änderungsprotokoll',
    fallback: 'Das Änderungsprotokoll konnte nicht geladen werden; hier ist der eingebaute Eintrag.',
    empty: 'Kein Änderungsprotokoll verfügbar',
    semver: 'Semantische Versionierung',
    major: 'Inkompatible Änderungen und große neue Funktionen',
    minor: 'Neue Funktionen, abwärtskompatibel',
    patch: 'Fehlerbehebungen',
  },
};
