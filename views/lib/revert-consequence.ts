// What undoing a change will do, in one sentence per action, for the confirm step (a deleted category
// comes back without its tickets, and the step says so).
import type { HistoryEntry, RevertibleAction } from '../../server/contract/index.js';
import { recordName } from '../components/HistoryChange.js';

const switchedBack = (on: unknown) => (on ? 'wieder aktiviert' : 'wieder deaktiviert');
/** A field of a value as the audit stored it (undefined where it has none). */
const fieldOf = (value: unknown, field: string): unknown => (typeof value === 'object' && value !== null && field in value ? (value as Record<string, unknown>)[field] : undefined);
const activeBefore = (entry: HistoryEntry) => fieldOf(entry.before, 'is_active') === true;

const CONSEQUENCES: Record<RevertibleAction, (name: string, entry: HistoryEntry) => string> = {
  'category.create': (name) => `Die Kategorie „${name}“ wird gelöscht; Tickets, die ihr inzwischen zugeordnet wurden, bleiben ohne Kategorie.`,
  'category.update': (name) => `Die Kategorie „${name}“ bekommt ihre vorherigen Werte zurück.`,
  'category.toggle': (name, entry) => `Die Kategorie „${name}“ wird ${switchedBack(activeBefore(entry))}.`,
  'category.delete': (name) => `Die Kategorie „${name}“ wird mit ihren alten Werten wiederhergestellt. Tickets, die ihr zugeordnet waren, werden nicht wieder zugeordnet.`,
  'autoresponse.create': (name) => `Die Auto Response „${name}“ wird gelöscht.`,
  'autoresponse.delete': (name) => `Die Auto Response „${name}“ wird mit ihren alten Werten wiederhergestellt.`,
  'autorole.add': (name) => `Die Rolle „${name}“ wird aus den Auto-Roles entfernt.`,
  'autorole.toggle': (name, entry) => `Die Auto-Role „${name}“ wird ${switchedBack(activeBefore(entry))}.`,
  'autorole.remove': (name) => `Die Rolle „${name}“ wird wieder als Auto-Role hinzugefügt.`,
  'command_permissions.put': (name, entry) =>
    entry.before === undefined ? `Die Command Permissions der Rolle „${name}“ werden gelöscht.` : `Die Command Permissions der Rolle „${name}“ bekommen ihre vorherigen Werte zurück.`,
  'command_permissions.delete': (name) => `Die Command Permissions der Rolle „${name}“ werden wiederhergestellt.`,
  'permission.add': (name) => `Der Berechtigungseintrag für „${name}“ wird entfernt.`,
  'permission.update': (name) => `Der Berechtigungseintrag für „${name}“ bekommt seine vorherigen Berechtigungen zurück.`,
  'permission.remove': (name) => `Der Berechtigungseintrag für „${name}“ wird mit seinen alten Berechtigungen wiederhergestellt.`,
  'feature.set': (name, entry) => `Die Funktion „${name}“ wird ${switchedBack(entry.before)}.`,
  'notifications.update': () => 'Die Benachrichtigungseinstellungen bekommen ihre vorherigen Werte zurück.',
  'preferences.update': (_name, entry) => `Die Zeitzone wird wieder „${String(fieldOf(entry.before, 'timeZone') ?? '–')}“.`,
};

export function revertConsequence(entry: HistoryEntry): string | null {
  const describe = CONSEQUENCES[entry.action as RevertibleAction] as ((name: string, entry: HistoryEntry) => string) | undefined;
  return describe ? describe(recordName(entry) ?? '–', entry) : null;
}
