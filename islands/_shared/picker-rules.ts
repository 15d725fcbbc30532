// The picker's rules (spec section 5 and the error catalogue), kept apart from the component.
export const PICKER = { minUserSearch: 2, debounceMs: 300, maxResults: 50, timeoutMs: 8_000 } as const;

export const PICKER_TEXT = {
  loading: 'Laden...',
  minLength: 'Mindestens 2 Zeichen eingeben',
  timeout: 'Anfrage dauert zu lange - versuche es erneut',
  notReady: 'Discord Bot ist nicht bereit - warte einen Moment',
  notFound: 'Server wurde nicht gefunden',
  emptyUsers: 'Keine Benutzer gefunden',
  emptyRoles: 'Keine Rollen gefunden',
  failedUsers: 'Fehler beim Laden der Benutzer',
  failedRoles: 'Fehler beim Laden der Rollen',
  placeholderUsers: 'Benutzer auswählen...',
  placeholderRoles: 'Rolle auswählen...',
} as const;

export type PickerMode = 'user' | 'role';

/** The message for a failed request: status-specific first, then the mode's own. */
export function pickerError(mode: PickerMode, status: number | 'timeout' | 'invalid'): string {
  if (status === 'timeout') return PICKER_TEXT.timeout;
  if (status === 503) return PICKER_TEXT.notReady;
  if (status === 404) return PICKER_TEXT.notFound;
  return mode === 'user' ? PICKER_TEXT.failedUsers : PICKER_TEXT.failedRoles;
}

/** The request for a search: users search from 2 characters (the unfiltered list below that), roles filter locally. */
export function pickerUrl(guildId: string, mode: PickerMode, term: string): string {
  if (mode === 'role') return `/api/discord/${guildId}/roles`;
  const query = term.trim();
  return query.length >= PICKER.minUserSearch ? `/api/discord/${guildId}/members?search=${encodeURIComponent(query)}` : `/api/discord/${guildId}/members`;
}
