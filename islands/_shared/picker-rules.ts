// The picker's rules (at least 2 characters to search users, 300 ms debounce, 50 results, 8 s time-out,
// a message per failure, and which users and roles have an entry already), kept apart from the component.
import { fillPath, ISLAND_API, LIMITS } from '../../server/contract/facts.js';
import type { Texts } from '../../views/i18n/texts.js';

export const PICKER = {
  minUserSearch: LIMITS.memberSearch.minChars,
  debounceMs: 300,
  maxResults: LIMITS.memberSearch.results,
  timeoutMs: 8_000,
} as const;

/** The picker's words, from the page's catalogue (the island gets them as a prop). */
export type PickerTexts = Texts['entityPicker'];

export type PickerMode = 'user' | 'role';

/** A user or role the page lists already, and where its entry is edited (null: it cannot be, the owner's). */
export type ListedEntry = { type: PickerMode; id: string; editHref: string | null };

/** The entry a user or role has already, or null: the picker offers those to edit, never to add twice. */
export const listedEntry = (listed: readonly ListedEntry[], type: PickerMode, id: string): ListedEntry | null =>
  listed.find((entry) => entry.type === type && entry.id === id) ?? null;

/** The message for a failed request: status-specific first, then the mode's own. */
export function pickerError(mode: PickerMode, status: number | 'timeout' | 'invalid', texts: PickerTexts): string {
  if (status === 'timeout') return texts.timeout;
  if (status === 503) return texts.notReady;
  if (status === 404) return texts.notFound;
  return mode === 'user' ? texts.failedUsers : texts.failedRoles;
}

/** The request for a search: users search from 2 characters (the unfiltered list below that), roles filter locally. */
export function pickerUrl(guildId: string, mode: PickerMode, term: string): string {
  if (mode === 'role') return fillPath(ISLAND_API.roles, { guildId });
  const members = fillPath(ISLAND_API.members, { guildId });
  const query = term.trim();
  return query.length >= PICKER.minUserSearch ? `${members}?search=${encodeURIComponent(query)}` : members;
}
