// The dashboard permissions in words, as the Berechtigungen screen names them: the default wording and
// the English one. The interface's catalogues take them from here, and so does the bot, whose refusals
// name the permission a member lacks exactly as the screen where it is granted shows it.
import type { PermissionId } from './common.js';

export const PERMISSION_LABELS = {
  'dashboard.view': 'Dashboard ansehen',
  'dashboard.admin': 'Voller Dashboard-Zugriff',
  'tickets.view': 'Tickets ansehen',
  'tickets.manage': 'Tickets verwalten',
  'tickets.add_users': 'Benutzer zu Tickets hinzufügen',
  'tickets.remove_users': 'Benutzer aus Tickets entfernen',
  'autoresponse.view': 'Auto Responses ansehen',
  'autoresponse.manage': 'Auto Responses verwalten',
} satisfies Record<PermissionId, string>;

export const ENGLISH_PERMISSION_LABELS = {
  'dashboard.view': 'View the dashboard',
  'dashboard.admin': 'Full dashboard access',
  'tickets.view': 'View tickets',
  'tickets.manage': 'Manage tickets',
  'tickets.add_users': 'Add users to tickets',
  'tickets.remove_users': 'Remove users from tickets',
  'autoresponse.view': 'View auto responses',
  'autoresponse.manage': 'Manage auto responses',
} satisfies Record<PermissionId, string>;
