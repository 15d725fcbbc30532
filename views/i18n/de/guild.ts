// The guild's settings, change history and changelog.
// In German: the default catalogue's German as it is, with its English words and forms replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_GUILD } from '../spec/guild.js';

export const DE_GUILD: CatalogueOf<typeof SPEC_GUILD> = {
  ...SPEC_GUILD,
  settings: {
    ...SPEC_GUILD.settings,
    title: 'Server-Einstellungen',
    featureTexts: {
      ...SPEC_GUILD.settings.featureTexts,
      autoresponses: {
        ...SPEC_GUILD.settings.featureTexts.autoresponses,
        name: 'Automatische Antworten',
      },
      autoroles: {
        ...SPEC_GUILD.settings.featureTexts.autoroles,
        name: 'Automatische Rollen',
      },
    },
    timeZoneHint:
      'Alle Daten und Uhrzeiten dieses Servers, in Transkripten und ihren Exporten, stehen in dieser Zeitzone.',
    failed: {
      ...SPEC_GUILD.settings.failed,
      notifications: 'Fehler beim Aktualisieren der Benachrichtigungseinstellungen',
      test: 'Fehler beim Senden der Test-Benachrichtigung',
    },
  },
};
