// What every page's chrome needs to know about the request, passed to layouts as plain props.
import type { AccessGrant, PermissionId, Screen } from '../server/contract/index.js';
import type { Language } from '../server/contract/languages.js';

export type Theme = 'dark' | 'light';

export interface ShellUser {
  id: string;
  username: string;
  discriminator: string;
  avatarUrl: string;
}

/** A server as the sidebar shows it: the current one, and the others in the server switcher. */
interface ShellGuildLink {
  id: string;
  name: string;
  iconUrl: string | null;
}

export interface ShellGuild {
  id: string;
  /** Null when the bot API did not list the guild for this user (an admin session) and no loader named it. */
  name: string | null;
  iconUrl: string | null;
  /** The user's other servers, for the switcher. */
  others: ShellGuildLink[];
}

/** One screen for this user: may they open it and change things on it, and what each needs. */
export interface ScreenAccess {
  view: boolean;
  manage: boolean;
  viewNeeds: PermissionId;
  manageNeeds: PermissionId | null;
}

/** The user's rights on the guild, computed once per request by the server (the bot API still enforces). */
export interface ShellAccess {
  screens: Record<Screen, ScreenAccess>;
  /** Where the rights come from, for "Meine Berechtigungen". */
  grants: AccessGrant[];
}

export interface Flash {
  kind: 'success' | 'error';
  text: string;
  /** A deletion's history entry: the notice offers its undo, the one the history offers for that entry. */
  undoEntryId?: number;
}

export interface PageShell {
  /** Request path without the query, used for the active sidebar entry and return targets. */
  path: string;
  theme: Theme | null;
  year: number;
  version: string;
  user: ShellUser | null;
  guild: ShellGuild | null;
  flash: Flash | null;
  /** The session's form token, for the hidden field of every form (null when signed out). */
  csrfToken: string | null;
  /** The user's rights on this guild (null off guild pages, or when they could not be read). */
  access: ShellAccess | null;
  /** The IANA time zone of every date the page shows: the guild's, on guild pages; else the default. */
  timeZone: string;
  /** The viewer's own zone as their browser names it (null while unknown): times in another carry their zone. */
  viewerZone: string | null;
  /** The interface language (the request's choice, or the default: the specified wording). */
  language: Language;
  /** The guild screen this page belongs to. */
  screen: Screen | null;
  /** An active admin session on this guild (shown as the admin banner). */
  admin: { level: number; expiresAt: number; renderedAt: number } | null;
}
