// One change of the guild's history: when, who (with the admin-session level), the area, what happened
// to which record, and a readable table of the fields it changed. Used by the history list and by the
// undo's confirm step (the change to undo, and the newer change that stands in the way).
import type { ReactNode } from 'react';
import type { HistoryArea, HistoryEntry, Screen } from '../../server/contract/index.js';
import type { Texts } from '../i18n/texts.js';
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';

/** Areas with a screen of their own go by its navigation label; the settings screen's parts by theirs. */
export function areaLabel(area: HistoryArea, texts: Texts): string {
  const screen = AREA_SCREENS[area];
  return screen ? texts.nav[screen] : texts.history.areas[area as keyof Texts['history']['areas']];
}

/** Every area (the type makes the list complete), with the screen it belongs to or null for the settings' parts. */
const AREA_SCREENS: Record<HistoryArea, Screen | null> = {
  categories: 'ticketCategories',
  autoResponses: 'autoResponses',
  autoRoles: 'autoRoles',
  commandPermissions: 'commandPermissions',
  dashboardPermissions: 'permissions',
  features: null,
  notifications: null,
  preferences: null,
  tickets: 'tickets',
  adminSessions: null,
};
export const AREAS = Object.keys(AREA_SCREENS) as HistoryArea[];

/** A recorded name in the catalogue's words; one it does not know yet stays as recorded. */
const wordFor = <K extends string>(words: Record<K, string>, name: string): string =>
  Object.hasOwn(words, name) ? words[name as K] : name;

/** What happened, in the catalogue's words. */
export const actionLabel = (action: string, texts: Texts['history']): string => wordFor(texts.actions, action);

/** Bookkeeping fields that every record has and no reader needs in a diff. */
const HIDDEN_FIELDS = new Set(['id', 'guild_id', 'guildId', 'created_at', 'createdAt', 'updated_at', 'updatedAt']);

function display(value: unknown, texts: Texts['history']): string {
  if (value === undefined || value === null || value === '') return '–';
  if (value === true) return texts.on;
  if (value === false) return texts.off;
  if (Array.isArray(value)) return value.length ? value.map((item) => display(item, texts)).join(', ') : '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields a change touched, each with its value before and after ('–' where there was none). */
export function changedFields(
  before: unknown,
  after: unknown,
  texts: Texts['history'],
): { field: string; before: string; after: string }[] {
  if (!isRecord(before) && !isRecord(after))
    return before === undefined && after === undefined
      ? []
      : [{ field: texts.value, before: display(before, texts), after: display(after, texts) }];
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => !HIDDEN_FIELDS.has(field));
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field: wordFor(texts.fields, field),
      before: isRecord(before) ? display(old[field], texts) : '–',
      after: isRecord(after) ? display(now[field], texts) : '–',
    }));
}

/** The record's own name where the change recorded one (category, trigger, role, user, time zone), else its id. */
export function recordName(entry: HistoryEntry): string | null {
  for (const value of [entry.after, entry.before]) {
    if (!isRecord(value)) continue;
    for (const key of ['name', 'trigger_word', 'role_name', 'targetName', 'timeZone'])
      if (typeof value[key] === 'string' && value[key]) return value[key];
  }
  return entry.targetId;
}

export function HistoryChange({
  entry,
  as: Tag = 'li',
  children,
}: {
  entry: HistoryEntry;
  as?: 'li' | 'div';
  children?: ReactNode;
}) {
  const dates = useDateFormat();
  const allTexts = useTexts();
  const texts = allTexts.history;
  const fields = changedFields(entry.before, entry.after, texts);
  const name = recordName(entry);
  return (
    <Tag className="card history-entry" id={Tag === 'li' ? `h-${entry.id}` : undefined}>
      <p className="history-entry__meta">
        <time dateTime={entry.createdAt}>{dates.dateTime(entry.createdAt)}</time>
        <span>
          {entry.actor.name ?? entry.actor.id}
          {entry.adminLevel ? texts.adminLevel(entry.adminLevel) : ''}
        </span>
        <span className="history-entry__area">{areaLabel(entry.area, allTexts)}</span>
      </p>
      <h2 className="history-entry__title">
        {actionLabel(entry.action, texts)}
        {name ? <span className="history-entry__target"> {name}</span> : null}
      </h2>
      {entry.revertsId ? (
        <p className="history-entry__note">
          {fillIn(texts.reverts, { link: <a href={`#h-${entry.revertsId}`}>{texts.change(entry.revertsId)}</a> })}
        </p>
      ) : null}
      {entry.details ? <p>{entry.details}</p> : null}
      {fields.length ? (
        <table className="history-diff">
          <thead>
            <tr>
              <th scope="col">{texts.field}</th>
              <th scope="col">{texts.before}</th>
              <th scope="col">{texts.after}</th>
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
