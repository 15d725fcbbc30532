// The guild sidebar (spec section 2, "Dashboard layout"): label, path segment after the guild id, icon.
import type { Screen } from '../../server/contract/index.js';
import type { IconName } from '../components/Icon.js';
import type { ShellAccess } from '../shell.js';

export interface NavEntry {
  label: string;
  segment: string;
  icon: IconName;
  /** Whose rights decide whether the entry is offered (contract/screens.ts). */
  screen: Screen;
}

export const GUILD_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', segment: '', icon: 'home', screen: 'overview' },
  { label: 'Tickets', segment: 'tickets', icon: 'ticket', screen: 'tickets' },
  { label: 'Ticket Kategorien', segment: 'ticket-categories', icon: 'folder', screen: 'ticketCategories' },
  { label: 'Auto Responses', segment: 'autoresponses', icon: 'message', screen: 'autoResponses' },
  { label: 'Auto-Roles', segment: 'autoroles', icon: 'badge', screen: 'autoRoles' },
  { label: 'Command Permissions', segment: 'command-permissions', icon: 'terminal', screen: 'commandPermissions' },
  { label: 'Statistics', segment: 'statistics', icon: 'chart', screen: 'statistics' },
  { label: 'Berechtigungen', segment: 'permissions', icon: 'key', screen: 'permissions' },
  { label: 'Changelog', segment: 'changelog', icon: 'list', screen: 'changelog' },
  { label: 'Einstellungen', segment: 'settings', icon: 'settings', screen: 'settings' },
  { label: 'Änderungsverlauf', segment: 'history', icon: 'history', screen: 'history' },
];

/** The section of a guild page: the path segment right after the guild id ('' for the overview). */
export function activeSegment(path: string, guildId: string): string {
  const segments = path.split('/');
  const index = segments.indexOf(guildId);
  return index === -1 ? '' : (segments[index + 1] ?? '');
}

/** The entries this user can open: all of them while the rights are unknown (the server still refuses). */
export function visibleNav(access: ShellAccess | null): readonly NavEntry[] {
  return access ? GUILD_NAV.filter((entry) => access.screens[entry.screen].view) : GUILD_NAV;
}

/** A screen's name as the navigation gives it. */
export function screenLabel(screen: Screen): string {
  const entry = GUILD_NAV.find((candidate) => candidate.screen === screen);
  if (!entry) throw new Error(`no navigation entry for ${screen}`);
  return entry.label;
}
