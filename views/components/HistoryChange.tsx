// One change of the guild's history: when, who (with the admin-session level), the area, what happened
// to which record, and a readable table of the fields it changed, every stored value in words (a type,
// a permission, a feature, yes or no, a role by its name, a colour with its swatch). Used by the history
// list and by the undo's confirm step (the change to undo, and the newer change that stands in the way).
import type { ReactNode } from 'react';
import type { HistoryArea, HistoryEntry, Screen } from '../../server/contract/index.js';
import { HEX_COLOR } from '../../server/contract/facts.js';
import type { Texts } from '../i18n/texts.js';
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';
import { hexColor } from '../lib/colors.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { asPanelRefusal, panelRefusalText } from '../lib/panel-refusal.js';
import { openingHoursWords } from '../lib/opening-hours-words.js';
import { panelMove } from '../lib/panel-move.js';
import { ColorDot } from './ColorDot.js';

/** Areas with a screen of their own go by its navigation label; the settings screen's parts by theirs. */
export function areaLabel(area: HistoryArea, texts: Texts): string {
  const screen = AREA_SCREENS[area];
  return screen ? texts.nav[screen] : texts.history.areas[area as keyof Texts['history']['areas']];
}

/** Every area (the type makes the list complete), with the screen it belongs to or null for the settings' parts. */
const AREA_SCREENS: Record<HistoryArea, Screen | null> = {
  categories: 'ticketCategories',
  ticketPanel: null,
  ticketBlocklist: null,
  autoResponses: 'autoResponses',
  autoRoles: 'autoRoles',
  commandPermissions: 'commandPermissions',
  dashboardPermissions: 'permissions',
  features: null,
  notifications: null,
  preferences: null,
  ticketSettings: null,
  tickets: 'tickets',
  adminSessions: null,
};
export const AREAS = Object.keys(AREA_SCREENS) as HistoryArea[];

/** A recorded name in the catalogue's words; one it does not know yet stays as recorded. */
const wordFor = <K extends string>(words: Record<K, string>, name: string): string =>
  Object.hasOwn(words, name) ? words[name as K] : name;

/** What happened, in the catalogue's words. */
export const actionLabel = (action: string, texts: Texts['history']): string => wordFor(texts.actions, action);

/** The names the page knows by id: the guild's roles, ticket categories and channels (one not known stays its id). */
export interface Names {
  roles: Readonly<Record<string, string>>;
  categories: Readonly<Record<string, string>>;
  /** Text channels and Discord's channel categories, by id. */
  channels: Readonly<Record<string, string>>;
}
const NO_NAMES: Names = { roles: {}, categories: {}, channels: {} };

/** What the page knows to put stored values into words. */
export interface ValueWords extends Names {
  texts: Texts;
  /** A stored date as the page writes dates. */
  dateTime: (iso: string) => string;
}

/** A value as the diff shows it: words, or a colour (its hex value, with a swatch). */
export type Shown = string | { color: string };

/** Bookkeeping fields that every record has and no reader needs in a diff. */
const HIDDEN_FIELDS = new Set([
  'id',
  'guild_id',
  'guildId',
  'created_at',
  'createdAt',
  'updated_at',
  'updatedAt',
  // The panel's message in Discord: a new one each time it is sent, a number no reader can use.
  'messageId',
  // Who blocked someone from tickets: the name recorded beside it says more than the id.
  'blockedBy',
]);
/** The value of a change that is no record (a feature's switch). */
const VALUE = '';
/** Switches read 'an'/'aus'; every other yes-or-no field 'ja'/'nein'. */
const SWITCHES = new Set([VALUE, 'notificationsEnabled', 'claimerOnly', 'transcriptToOpener', 'feedback']);
const COLORS = new Set(['color', 'embed_color']);
const ROLES = new Set(['role_id', 'notificationRoles', 'staffRoleIds']);
const COMMANDS = new Set(['allowed_commands', 'denied_commands']);
const CHANNELS = new Set(['channel_id', 'channelId', 'categoryChannelId', 'discordCategoryId']);
/** Fields that name a channel category, by its bare name. */
const CHANNEL_CATEGORIES = new Set(['categoryChannelId', 'discordCategoryId']);
const DATES = new Set(['closed_at', 'sentAt', 'refusedAt']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A colour as Discord (a number) or a form (#rrggbb) stored it, as #RRGGBB; null for anything else. */
export function colorOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffff)
    return hexColor(value).toUpperCase();
  return typeof value === 'string' && HEX_COLOR.test(value) ? value.toUpperCase() : null;
}

/** One stored item (a value, or an item of a list) of a field in words; `record` is the record it belongs to. */
function itemWords(field: string, value: unknown, record: Record<string, unknown>, words: ValueWords): string {
  const { texts } = words;
  if (typeof value === 'boolean')
    return SWITCHES.has(field) ? texts.history[value ? 'on' : 'off'] : texts.history[value ? 'yes' : 'no'];
  const refusal = field === 'refusal' ? asPanelRefusal(value) : null;
  if (refusal) return panelRefusalText(texts, refusal);
  // A category's question reads as it is asked: its label.
  if (field === 'questions' && isRecord(value) && typeof value.label === 'string') return value.label;
  if (field === 'answers' && isRecord(value)) return `${String(value.question)}: ${String(value.answer || '–')}`;
  if (field === 'openingHours') return openingHoursWords(value, texts);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  const text = String(value);
  if (field === 'type' || field === 'targetType')
    return text === 'role' || text === 'user' ? texts.permissions[text] : text;
  if (field === 'permissions') return wordFor(texts.permissions.labels, text);
  if (field === 'status') return text === 'open' || text === 'closed' ? texts.tickets[text] : text;
  if (field === 'priority') return wordFor(texts.tickets.priorities, text);
  if (COMMANDS.has(field)) return `/${text}`;
  if (DATES.has(field)) return words.dateTime(text);
  if (ROLES.has(field) || (field === 'targetId' && (record.type ?? record.targetType) === 'role'))
    return words.roles[text] ?? text;
  if (field === 'category_id' || field === 'categoryIds') return words.categories[text] ?? text;
  if (CHANNELS.has(field)) {
    const name = words.channels[text];
    // A text channel reads as Discord writes it; a channel category by its bare name.
    return name === undefined ? text : CHANNEL_CATEGORIES.has(field) ? name : `#${name}`;
  }
  return text;
}

function display(field: string, value: unknown, record: Record<string, unknown>, words: ValueWords): Shown {
  if (value === undefined || value === null || value === '') return '–';
  const color = COLORS.has(field) ? colorOf(value) : null;
  if (color) return { color };
  if (!Array.isArray(value)) return itemWords(field, value, record, words);
  return value.length ? value.map((item) => itemWords(field, item, record, words)).join(', ') : '–';
}

/**
 * The fields a change touched, each with its value before and after ('–' where there was none). Where
 * both sides are records, a field only one side recorded is a difference of what was stored, not a change.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  words: ValueWords,
): { field: string; before: Shown; after: Shown }[] {
  const texts = words.texts.history;
  if (!isRecord(before) && !isRecord(after))
    return before === undefined && after === undefined
      ? []
      : [{ field: texts.value, before: display(VALUE, before, {}, words), after: display(VALUE, after, {}, words) }];
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const both = isRecord(before) && isRecord(after);
  // A role's id says no more than the role's name recorded beside it.
  const record = { ...old, ...now };
  const roleId =
    typeof record.role_name === 'string' ? 'role_id' : record.type === 'role' && record.targetName ? 'targetId' : null;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) =>
      !HIDDEN_FIELDS.has(field) &&
      field !== roleId &&
      (!both || (Object.hasOwn(old, field) && Object.hasOwn(now, field))),
  );
  // A field that reads the same on both sides (empty before a creation, say) says nothing.
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field: wordFor(texts.fields, field),
      before: isRecord(before) ? display(field, old[field], old, words) : '–',
      after: isRecord(after) ? display(field, now[field], now, words) : '–',
    }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

const GUILD_WIDE = new Set<HistoryEntry['area']>(['notifications', 'ticketSettings', 'adminSessions']);

/**
 * The record's own name where the change recorded one (category, trigger, role, user, time zone, a
 * ticket panel's title), a feature's and a ticket's as their screens name them, none for the guild's own
 * settings, else its id.
 */
export function recordName(entry: HistoryEntry, texts: Texts): string | null {
  const features = texts.settings.featureTexts;
  if (entry.area === 'features' && entry.targetId)
    return Object.hasOwn(features, entry.targetId)
      ? features[entry.targetId as keyof typeof features].name
      : entry.targetId;
  // These belong to the guild as a whole: their target is the guild's id, which names nothing here.
  if (GUILD_WIDE.has(entry.area)) return null;
  for (const value of [entry.after, entry.before]) {
    if (!isRecord(value)) continue;
    const keys =
      entry.area === 'ticketPanel' ? ['title'] : ['name', 'trigger_word', 'role_name', 'targetName', 'timeZone'];
    for (const key of keys) if (typeof value[key] === 'string' && value[key]) return value[key];
  }
  if (entry.area === 'tickets' && entry.targetId && /^\d+$/.test(entry.targetId))
    return texts.tickets.number(Number(entry.targetId));
  return entry.targetId;
}

function ShownValue({ value }: { value: Shown }) {
  if (typeof value === 'string') return value;
  return (
    <span className="history-color">
      <ColorDot color={value.color} /> {value.color}
    </span>
  );
}

export function HistoryChange({
  entry,
  as: Tag = 'li',
  names = NO_NAMES,
  hrefOf = (id) => `#h-${id}`,
  children,
}: {
  entry: HistoryEntry;
  as?: 'li' | 'div';
  /** The roles and categories the page knows by name. */
  names?: Names;
  /** Where another change of the history is shown. */
  hrefOf?: (id: number) => string;
  children?: ReactNode;
}) {
  const dates = useDateFormat();
  const allTexts = useTexts();
  const texts = allTexts.history;
  const words: ValueWords = { ...names, texts: allTexts, dateTime: (iso) => dates.dateTime(iso) };
  const fields = changedFields(entry.before, entry.after, words);
  const moved = panelMove(entry);
  const channel = (id: string) => itemWords('channelId', id, {}, words);
  const name = recordName(entry, allTexts);
  const linkTo = (id: number) => <a href={hrefOf(id)}>{texts.change(id)}</a>;
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
      {moved ? <p className="history-entry__note">{texts.panelMoved(channel(moved.from), channel(moved.to))}</p> : null}
      {entry.revertedBy ? (
        <p className="history-entry__note history-entry__undone">
          {fillIn(texts.undoneBy, { link: linkTo(entry.revertedBy) })}
        </p>
      ) : null}
      {entry.revertsId ? (
        <p className="history-entry__note">{fillIn(texts.reverts, { link: linkTo(entry.revertsId) })}</p>
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
                <td>
                  <ShownValue value={change.before} />
                </td>
                <td>
                  <ShownValue value={change.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {children}
    </Tag>
  );
}
