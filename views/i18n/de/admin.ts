// The Admin Control Panel of the global administrators.
// In German: the default catalogue's German as it is, with its English words and forms replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_ADMIN } from '../spec/admin.js';

export const DE_ADMIN: CatalogueOf<typeof SPEC_ADMIN> = {
  ...SPEC_ADMIN,
  admin: {
    ...SPEC_ADMIN.admin,
    title: 'Admin-Kontrollzentrum',
    levels: {
      ...SPEC_ADMIN.admin.levels,
      '1': 'Standard-Admin',
      '2': 'Senior-Admin',
      '3': 'Super-Admin',
    },
    username: 'Benutzername',
    openDashboard: 'Admin-Dashboard',
    sessionFailed: 'Fehler beim Erstellen der Admin-Sitzung. Bitte versuchen Sie es erneut.',
    idAndName: 'Benutzer-ID und Benutzername sind erforderlich',
  },
};
