// The guild sidebar (spec section 2, "Dashboard layout"): label, path segment after the guild id, icon.
import type { IconName } from '../components/Icon.js';

export interface NavEntry {
  label: string;
  segment: string;
  icon: IconName;
}

export const GUILD_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', segment: '', icon: 'home' },
  { label: 'Tickets', segment: 'tickets', icon: 'ticket' },
  { label: 'Ticket Kategorien', segment: 'ticket-categories', icon: 'folder' },
  { label: 'Auto Responses', segment: 'autoresponses', icon: 'message' },
  { label: 'Auto-Roles', segment: 'autoroles', icon: 'badge' },
  { label: 'Command Permissions', segment: 'command-permissions', icon: 'terminal' },
  { label: 'Statistics', segment: 'statistics', icon: 'chart' },
  { label: 'Berechtigungen', segment: 'permissions', icon: 'key' },
  { label: 'Changelog', segment: 'changelog', icon: 'list' },
  { label: 'Einstellungen', segment: 'settings', icon: 'settings' },
];

/** The section of a guild page: the path segment right after the guild id ('' for the overview). */
export function activeSegment(path: string, guildId: string): string {
  const segments = path.split('/');
  const index = segments.indexOf(guildId);
  return index === -1 ? '' : (segments[index + 1] ?? '');
}
