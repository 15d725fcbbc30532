// One change of the guild's history: when, who (with the admin-session level), the area, what happened
// to which record, and a readable table of the fields it changed. Used by the history list and by the
// undo's confirm step (the change to undo, and the newer change that stands in the way).
import type { ReactNode } from 'react';
import type { HistoryArea, HistoryEntry } from '../../server/contract/index.js';
import { screenLabel } from '../layouts/nav.js';
import { useDateFormat } from '../lib/date-format-context.js';

/** Areas with a screen of their own go by its navigation label; the settings screen's parts by theirs. */
export const AREA_LABELS: Record<HistoryArea, string> = {
  categories: screenLabel('ticketCategories'),
  autoResponses: screenLabel('autoResponses'),
  autoRoles: screenLabel('autoRoles'),
  commandPermissions: screenLabel('commandPermissions'),
  dashboardPermissions: screenLabel('permissions'),
  features: 'Funktionen',
  notifications: 'Benachrichtigungen',
  preferences: 'Zeitzone',
  tickets: screenLabel('tickets'),
  adminSessions: 'Admin-Sessions',
};

export const ACTION_LABELS: Record<string, string> = {
  'category.create': 'Kategorie erstellt',
  'category.update': 'Kategorie bearbeitet',
  'category.toggle': 'Kategorie aktiviert/deaktiviert',
  'category.delete': 'Kategorie gelöscht',
  'autoresponse.create': 'Auto Response erstellt',
  'autoresponse.delete': 'Auto Response gelöscht',
  'autorole.add': 'Auto-Role hinzugefügt',
  'autorole.toggle': 'Auto-Role aktiviert/deaktiviert',
  'autorole.remove': 'Auto-Role entfernt',
  'command_permissions.put': 'Command Permissions gespeichert',
  'command_permissions.delete': 'Command Permissions gelöscht',
  'permission.add': 'Berechtigung hinzugefügt',
  'permission.update': 'Berechtigung bearbeitet',
  'permission.remove': 'Berechtigung entfernt',
  'feature.set': 'Funktion umgeschaltet',
  'notifications.update': 'Benachrichtigungen geändert',
  'preferences.update': 'Zeitzone geändert',
  'ticket.open': 'Ticket eröffnet',
  'ticket.close': 'Ticket geschlossen',
  'admin_session.create': 'Admin-Session begonnen',
  'admin_session.end': 'Admin-Session beendet',
};

/** Bookkeeping fields that every record has and no reader needs in a diff. */
const HIDDEN_FIELDS = new Set(['id', 'guild_id', 'guildId', 'created_at', 'createdAt', 'updated_at', 'updatedAt']);

function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (value === true) return 'an';
  if (value === false) return 'aus';
  if (Array.isArray(value)) return value.length ? value.map(display).join(', ') : '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields a change touched, each with its value before and after ('–' where there was none). */
export function changedFields(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  if (!isRecord(before) && !isRecord(after)) return before === undefined && after === undefined ? [] : [{ field: 'Wert', before: display(before), after: display(after) }];
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => !HIDDEN_FIELDS.has(field));
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: isRecord(before) ? display(old[field]) : '–', after: isRecord(after) ? display(now[field]) : '–' }));
}

/** The record's own name where the change recorded one (category, trigger, role, user, time zone), else its id. */
export function recordName(entry: HistoryEntry): string | null {
  for (const value of [entry.after, entry.before]) {
    if (!isRecord(value)) continue;
    for (const key of ['name', 'trigger_word', 'role_name', 'targetName', 'timeZone']) if (typeof value[key] === 'string' && value[key]) return value[key];
  }
  return entry.targetId;
}

export function HistoryChange({ entry, as: Tag = 'li', children }: { entry: HistoryEntry; as?: 'li' | 'div'; children?: ReactNode }) {
  const dates = useDateFormat();
  const fields = changedFields(entry.before, entry.after);
  const name = recordName(entry);
  return (
    <Tag className="card history-entry" id={Tag === 'li' ? `h-${entry.id}` : undefined}>
      <p className="history-entry__meta">
        <time dateTime={entry.createdAt}>{dates.dateTime(entry.createdAt)}</time>
        <span>
          {entry.actor.name ?? entry.actor.id}
          {entry.adminLevel ? ` (Admin-Session Level ${entry.adminLevel})` : ''}
        </span>
        <span className="history-entry__area">{AREA_LABELS[entry.area]}</span>
      </p>
      <h2 className="history-entry__title">
        {ACTION_LABELS[entry.action] ?? entry.action}
        {name ? <span className="history-entry__target"> {name}</span> : null}
      </h2>
      {entry.revertsId ? (
        <p className="history-entry__note">
          Macht <a href={`#h-${entry.revertsId}`}>Änderung #{entry.revertsId}</a> rückgängig
        </p>
      ) : null}
      {entry.details ? <p>{entry.details}</p> : null}
      {fields.length ? (
        <table className="history-diff">
          <thead>
            <tr>
              <th scope="col">Feld</th>
              <th scope="col">Vorher</th>
              <th scope="col">Nachher</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{change.before}</td>
                <td>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {children}
    </Tag>
  );
}
