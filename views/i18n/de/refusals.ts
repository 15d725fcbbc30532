// Refusals and validation: each error code's sentence, a request's refusals, and the rules forms word.
// In German: the default catalogue's German as it is, with its English words and the login's sentence replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_REFUSALS } from '../spec/refusals.js';
import { DE_ENTRY } from './entry.js';

/** The login's sentence for an ended session: /api's 401 says the same. */
const SESSION_ENDED = DE_ENTRY.login.errors.unauthorized;

export const DE_REFUSALS: CatalogueOf<typeof SPEC_REFUSALS> = {
  ...SPEC_REFUSALS,
  refusals: {
    ...SPEC_REFUSALS.refusals,
    unauthenticated: SESSION_ENDED,
    session_expired: SESSION_ENDED,
    admin_session_header_missing: 'Die Admin-Sitzung fehlt. Bitte starte sie erneut.',
    last_super_admin: 'Der letzte Super-Admin kann nicht entfernt werden.',
    notification_setup_incomplete:
      'Die Benachrichtigungen sind noch nicht eingerichtet: Der Serverbesitzer muss dazu in Discord den Einrichtungsbefehl ausführen.',
  },
};
