// A refused change for a missing dashboard permission names it as the Berechtigungen screen does (its
// label from the one definition both the screen and the bot read) and says where the server's admins
// grant it, in the viewer's language; the undo says so too, after its own "not undone".
import t from 'tap';
import { ENGLISH_PERMISSION_LABELS, PERMISSION_LABELS } from '../../../server/contract/permission-labels.js';
import { refusalText } from '../../../server/dashboard/lib/refusal-messages.js';
import { revertRefusals } from '../../../server/dashboard/routes/dashboard/history.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { EN_TEXTS } from '../../../views/i18n/texts-en.js';

t.test('a missing permission, named and where it is granted, in German and English', async (t) => {
  t.equal(
    refusalText(SPEC_TEXTS, 'permission_missing', 'tickets.add_users'),
    'Dafür fehlt die Berechtigung „Benutzer zu Tickets hinzufügen“. Die Admins dieses Servers vergeben sie unter Berechtigungen.',
  );
  t.equal(
    refusalText(EN_TEXTS, 'permission_missing', 'tickets.manage'),
    'This needs the permission “Manage tickets”. This server’s admins grant it under Permissions.',
  );
  t.equal(
    SPEC_TEXTS.permissions.labels,
    PERMISSION_LABELS,
    'the Berechtigungen screen reads the same labels as the bot',
  );
  t.equal(EN_TEXTS.permissions.labels, ENGLISH_PERMISSION_LABELS);
});

t.test('an undo refused for a missing permission names it when the refusal does', async (t) => {
  t.equal(
    revertRefusals(SPEC_TEXTS, 'tickets.manage').permission_missing,
    'Nicht rückgängig gemacht: Dafür fehlt die Berechtigung „Tickets verwalten“. Die Admins dieses Servers vergeben sie unter Berechtigungen.',
  );
  t.equal(
    revertRefusals(SPEC_TEXTS).permission_missing,
    'Nicht rückgängig gemacht: Dir fehlt die Berechtigung, diesen Bereich zu ändern.',
    'a refusal that names none keeps the general sentence',
  );
});
