// What every page's chrome needs to know about the request, passed to layouts as plain props.
export type Theme = 'dark' | 'light';

export interface ShellUser {
  id: string;
  username: string;
  discriminator: string;
  avatarUrl: string;
}

export interface ShellGuild {
  id: string;
  /** Unknown until a loader has read the guild. */
  name: string | null;
}

export interface Flash {
  kind: 'success' | 'error';
  text: string;
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
  /** An active admin session on this guild (shown as the admin banner). */
  admin: { level: number; expiresAt: number; renderedAt: number } | null;
}
