// What undoing a change will do, in one sentence per action, for the confirm step (a deleted category
// comes back without its tickets, and the step says so). The sentences are the catalogue's.
import type { HistoryEntry, RevertibleAction } from '../../server/contract/index.js';
import { recordName } from '../components/HistoryChange.js';
import type { Texts } from '../i18n/texts.js';

/** A field of a value as the audit stored it (undefined where it has none). */
const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null && field in value ? (value as Record<string, unknown>)[field] : undefined;

/** The state a sentence needs: whether the record is switched on again, or had an entry before. */
function stateOf(entry: HistoryEntry): boolean {
  if (entry.action === 'feature.set') return entry.before === true;
  if (entry.action === 'command_permissions.put') return entry.before !== undefined;
  return fieldOf(entry.before, 'is_active') === true;
}

export function revertConsequence(entry: HistoryEntry, texts: Texts): string | null {
  const { consequences } = texts.history;
  if (!Object.hasOwn(consequences, entry.action)) return null;
  const describe = consequences[entry.action as RevertibleAction] as (name: string, state: boolean) => string;
  // The time zone's and the channel's sentences name what they go back to; the others the record (a feature by its name).
  const name =
    entry.action === 'preferences.update'
      ? String(fieldOf(entry.before, 'timeZone') ?? '–')
      : entry.action === 'notifications.channel'
        ? String(fieldOf(entry.before, 'name') ?? fieldOf(entry.before, 'id') ?? '–')
        : (recordName(entry, texts) ?? '–');
  return describe(name, stateOf(entry));
}
