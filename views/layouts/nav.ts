// The guild sidebar: path segment after the guild id (the last segment of a page's path marks its entry
// active), icon, and the screen (whose name is the catalogue's nav text).
import type { Screen } from '../../server/contract/index.js';
import type { IconName } from '../components/Icon.js';
import type { ShellAccess } from '../shell.js';

interface NavEntry {
  segment: string;
  icon: IconName;
  /** Whose rights decide whether the entry is offered (contract/screens.ts). */
  screen: Screen;
}

export const GUILD_NAV: readonly NavEntry[] = [
  { segment: '', icon: 'home', screen: 'overview' },
  { segment: 'tickets', icon: 'ticket', screen: 'tickets' },
  { segment: 'ticket-categories', icon: 'folder', screen: 'ticketCategories' },
  { segment: 'autoresponses', icon: 'message', screen: 'autoResponses' },
  { segment: 'autoroles', icon: 'badge', screen: 'autoRoles' },
  { segment: 'command-permissions', icon: 'terminal', screen: 'commandPermissions' },
  { segment: 'statistics', icon: 'chart', screen: 'statistics' },
  { segment: 'permissions', icon: 'key', screen: 'permissions' },
  { segment: 'changelog', icon: 'list', screen: 'changelog' },
  { segment: 'settings', icon: 'settings', screen: 'settings' },
  { segment: 'history', icon: 'history', screen: 'history' },
];

/** The section of a guild page: the path segment right after the guild id ('' for the overview). */
export function activeSegment(path: string, guildId: string): string {
  const segments = path.split('/');
  const index = segments.indexOf(guildId);
  return index === -1 ? '' : (segments[index + 1] ?? '');
}

/** The address of a sidebar entry on a guild. */
export const navHref = (guildId: string, segment: string): string =>
  `/dashboard/${guildId}${segment ? `/${segment}` : ''}`;

/** The page a guild screen opens on (its list, where it has one). */
export function screenHref(guildId: string, screen: Screen): string {
  return navHref(guildId, GUILD_NAV.find((entry) => entry.screen === screen)?.segment ?? '');
}

/** The entries this user can open: all of them while the rights are unknown (the server still refuses). */
export function visibleNav(access: ShellAccess | null): readonly NavEntry[] {
  return access ? GUILD_NAV.filter((entry) => access.screens[entry.screen].view) : GUILD_NAV;
}
