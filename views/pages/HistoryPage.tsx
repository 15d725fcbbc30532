// /dashboard/{guildId}/history ('Änderungsverlauf'): every change to the guild's configuration and its
// tickets, newest first, with who, when and a readable before/after; filters by area and user (a GET
// form), keyset-paged with stable links.
import type { HistoryActor, HistoryArea, HistoryEntry } from '../../server/contract/index.js';
import { screenLabel } from '../layouts/nav.js';
import { formatDateTime } from '../lib/format.js';
import type { ViewProps } from '../view-props.js';

export interface HistoryData {
  guildId: string;
  area: HistoryArea | null;
  user: string | null;
  entries: HistoryEntry[];
  actors: HistoryActor[];
  /** Whether this is a later page (a link back to the newest shows). */
  paged: boolean;
  /** The `before` of the next older page; null on the last. */
  olderCursor: number | null;
}

/** Areas with a screen of their own go by its navigation label; the settings screen's parts by theirs. */
export const AREA_LABELS: Record<HistoryArea, string> = {
  categories: screenLabel('ticketCategories'),
  autoResponses: screenLabel('autoResponses'),
  autoRoles: screenLabel('autoRoles'),
  commandPermissions: screenLabel('commandPermissions'),
  dashboardPermissions: screenLabel('permissions'),
  features: 'Funktionen',
  notifications: 'Benachrichtigungen',
  tickets: screenLabel('tickets'),
  adminSessions: 'Admin-Sessions',
};

const ACTION_LABELS: Record<string, string> = {
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

function historyHref(base: string, data: HistoryData, before?: number): string {
  const query = new URLSearchParams({ ...(data.area ? { area: data.area } : {}), ...(data.user ? { user: data.user } : {}), ...(before ? { before: String(before) } : {}) });
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

function Filters({ base, data }: { base: string; data: HistoryData }) {
  return (
    <form className="list-controls" method="get" action={base}>
      <label className="list-controls__field">
        <span>Bereich</span>
        <select name="area" defaultValue={data.area ?? ''}>
          <option value="">Alle Bereiche</option>
          {(Object.keys(AREA_LABELS) as HistoryArea[]).map((area) => (
            <option key={area} value={area}>
              {AREA_LABELS[area]}
            </option>
          ))}
        </select>
      </label>
      <label className="list-controls__field">
        <span>Benutzer</span>
        <select name="user" defaultValue={data.user ?? ''}>
          <option value="">Alle Benutzer</option>
          {data.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ?? actor.id}
            </option>
          ))}
        </select>
      </label>
      <button className="button button--small" type="submit">
        Filtern
      </button>
    </form>
  );
}

function Change({ entry }: { entry: HistoryEntry }) {
  const fields = changedFields(entry.before, entry.after);
  return (
    <li className="card history-entry" id={`h-${entry.id}`}>
      <p className="history-entry__meta">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        <span>
          {entry.actor.name ?? entry.actor.id}
          {entry.adminLevel ? ` (Admin-Session Level ${entry.adminLevel})` : ''}
        </span>
        <span className="history-entry__area">{AREA_LABELS[entry.area]}</span>
      </p>
      <h2 className="history-entry__title">
        {ACTION_LABELS[entry.action] ?? entry.action}
        {entry.targetId ? <span className="history-entry__target"> {entry.targetId}</span> : null}
      </h2>
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
    </li>
  );
}

export function HistoryPage({ data }: ViewProps<HistoryData>) {
  const base = `/dashboard/${data.guildId}/history`;
  return (
    <>
      <h1>Änderungsverlauf</h1>
      <Filters base={base} data={data} />
      {data.entries.length === 0 ? (
        <p className="card state">Keine Änderungen gefunden.</p>
      ) : (
        <ol className="history">
          {data.entries.map((entry) => (
            <Change key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {data.paged || data.olderCursor ? (
        <nav className="pager" aria-label="Seiten">
          {data.paged ? (
            <a className="button button--small" href={historyHref(base, data)}>
              Neueste
            </a>
          ) : null}
          {data.olderCursor ? (
            <a className="button button--small" href={historyHref(base, data, data.olderCursor)} rel="next">
              Ältere →
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
