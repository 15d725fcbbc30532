// The audit trail: every change, with who, where, what and the values before and after. Written in the
// same transaction as the change it describes.
import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import {
  areaOf,
  HISTORY_AREAS,
  HISTORY_DEFAULT_LIMIT,
  PAGE_LIMIT_MAX,
  type Activity,
  type DeletionResult,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
} from '../../contract/index.js';
import { bit } from '../store/database.js';
import type { AuditLogTable, Database } from '../store/schema.js';

export interface Actor {
  id: string;
  name: string | null;
  /** Acting under an admin session of this level on the guild. */
  adminLevel?: number;
  /** Acting to undo this history entry: the change's own entry links to it. */
  revertOf?: number;
}

interface AuditEntry {
  guildId: string | null;
  actor: Actor;
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  details?: string;
  adminAction?: boolean;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

const rowOf = (entry: AuditEntry, now: Date) => ({
  guild_id: entry.guildId,
  actor_id: entry.actor.id,
  actor_name: entry.actor.name,
  action: entry.action,
  target_type: entry.targetType,
  target_id: entry.targetId === null ? null : String(entry.targetId),
  before_value: json(entry.before),
  after_value: json(entry.after),
  details: entry.details ?? '',
  admin_action: bit(entry.adminAction ?? false),
  admin_level: entry.actor.adminLevel ?? null,
  reverts_id: entry.actor.revertOf ?? null,
  created_at: now.toISOString(),
});

/** Writes the entry and answers its id. */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  now: Date,
): Promise<number> {
  const row = await db.insertInto('audit_log').values(rowOf(entry, now)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes an entry for each row `chosen` selects (its guild_id, target_id and after_value; the rest is the
 * same for all), by the database, in one insert … select: a batch of hundreds of entries is neither built
 * nor bound in the process. The casts: PostgreSQL reads a bound value in a select list as text.
 */
export async function recordAuditsOf(
  tx: Transaction<Database>,
  entry: Omit<AuditEntry, 'guildId' | 'targetId' | 'after'>,
  chosen: RawBuilder<unknown>,
  now: Date,
): Promise<void> {
  const row = rowOf({ ...entry, guildId: null, targetId: null }, now);
  await sql`
    insert into audit_log (guild_id, target_id, after_value, actor_id, actor_name, action, target_type,
      before_value, details, admin_action, admin_level, reverts_id, created_at)
    select chosen.guild_id, chosen.target_id, chosen.after_value, ${row.actor_id}, ${row.actor_name}, ${row.action},
      ${row.target_type}, ${row.before_value}, ${row.details}, cast(${row.admin_action} as boolean),
      cast(${row.admin_level} as integer), cast(${row.reverts_id} as integer), ${row.created_at}
    from (${chosen}) as chosen`.execute(tx);
}

/** Runs a change and its audit entry in one transaction, and answers both the change's result and the entry's id. */
function auditedWithId<T>(
  db: Kysely<Database>,
  now: Date,
  change: (tx: Transaction<Database>) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<{ result: T; auditId: number }> {
  return db.transaction().execute(async (tx) => {
    const result = await change(tx);
    return { result, auditId: await recordAudit(tx, entry(result), now) };
  });
}

/** Runs a change and its audit entry in one transaction; the entry may depend on the change's result. */
export async function audited<T>(
  db: Kysely<Database>,
  now: Date,
  change: (tx: Transaction<Database>) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<T> {
  return (await auditedWithId(db, now, change, entry)).result;
}

/** A deletion and its audit entry in one transaction; the answer names the entry, whose undo restores the record. */
export async function auditedDeletion(
  db: Kysely<Database>,
  now: Date,
  change: (tx: Transaction<Database>) => Promise<unknown>,
  entry: AuditEntry,
): Promise<DeletionResult> {
  return { historyEntryId: (await auditedWithId(db, now, change, () => entry)).auditId };
}

/** The global-admin activity feed: admin name or ID, action, details, time, target type and guild, as the admin panel lists them. */
export async function adminActivity(db: Kysely<Database>, limit: number): Promise<Activity[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('admin_action', '=', bit(true))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    admin_username: row.actor_name,
    admin_user_id: row.actor_id,
    action: row.action,
    details: row.details,
    created_at: row.created_at,
    target_type: row.target_type,
    guild_id: row.guild_id,
  }));
}

const parseValue = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));

/** A history row as the history shows it; only rows of the history's areas are read. */
function toHistoryEntry(row: Selectable<AuditLogTable>, revertedBy: number | null): HistoryEntry {
  return {
    id: row.id,
    area: areaOf(row.action)!,
    action: row.action,
    targetId: row.target_id,
    actor: { id: row.actor_id, name: row.actor_name },
    adminLevel: row.admin_level,
    createdAt: row.created_at,
    before: parseValue(row.before_value),
    after: parseValue(row.after_value),
    details: row.details,
    revertsId: row.reverts_id,
    revertedBy,
  };
}

/**
 * History rows as the history shows them, each with the first entry that undid it, read for all of them
 * at once: a page says which of its changes were undone even when the undo is on another page.
 */
async function historyEntries(
  db: Kysely<Database>,
  guildId: string,
  rows: Selectable<AuditLogTable>[],
): Promise<HistoryEntry[]> {
  const undos = rows.length
    ? await db
        .selectFrom('audit_log')
        .select(['reverts_id', (eb) => eb.fn.min('id').as('undo_id')])
        .where('guild_id', '=', guildId)
        .where(
          'reverts_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy('reverts_id')
        .execute()
    : [];
  const undoneBy = new Map(undos.map((undo) => [undo.reverts_id, Number(undo.undo_id)]));
  return rows.map((row) => toHistoryEntry(row, undoneBy.get(row.id) ?? null));
}

const oneEntry = async (db: Kysely<Database>, guildId: string, row: Selectable<AuditLogTable>) =>
  (await historyEntries(db, guildId, [row]))[0]!;

const historyActions = (area?: keyof typeof HISTORY_AREAS): readonly string[] =>
  area ? HISTORY_AREAS[area] : Object.values(HISTORY_AREAS).flat();

/** A guild's changes, newest first, in one area and/or by one user, after the `before` id; and everyone who changed something. */
export async function guildHistory(db: Kysely<Database>, guildId: string, query: HistoryQuery): Promise<HistoryPage> {
  let rows = db
    .selectFrom('audit_log')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('action', 'in', historyActions(query.area));
  if (query.user) rows = rows.where('actor_id', '=', query.user);
  if (query.before) rows = rows.where('id', '<', query.before);
  const [found, actors] = await Promise.all([
    rows
      .orderBy('id', 'desc')
      .limit(query.limit ?? HISTORY_DEFAULT_LIMIT)
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['actor_id', (eb) => eb.fn.max('actor_name').as('actor_name')])
      .where('guild_id', '=', guildId)
      .groupBy('actor_id')
      .orderBy('actor_id')
      .limit(PAGE_LIMIT_MAX)
      .execute(),
  ]);
  return {
    entries: await historyEntries(db, guildId, found),
    actors: actors.map((row) => ({ id: row.actor_id, name: row.actor_name ?? null })),
  };
}

/** One change of a guild's history, or null. */
export async function historyEntry(db: Kysely<Database>, guildId: string, id: number): Promise<HistoryEntry | null> {
  const row = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .where('action', 'in', historyActions())
    .executeTakeFirst();
  return row ? oneEntry(db, guildId, row) : null;
}

/** The entries an undo of this change wrote, oldest first (none: not undone). */
export async function undoEntries(db: Kysely<Database>, guildId: string, id: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('reverts_id', '=', id)
    .orderBy('id', 'asc')
    .execute();
  return historyEntries(db, guildId, rows);
}

/** The newest change after `afterId` to one record (one area and target). */
const newestOnTarget = (
  db: Kysely<Database>,
  guildId: string,
  afterId: number,
  area: HistoryEntry['area'],
  targetId: string,
) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '>', afterId)
    .where('action', 'in', historyActions(area))
    .where('target_id', '=', targetId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * The newest later change to the same record (same area and target) that was not undone, or null. An undo
 * that brings a deleted record back gives it a new id (categories, auto responses): the record is followed
 * to that id, so the change named is the undo, or what came after it, not the deletion it undid (undoing
 * that deletion again would only be refused once more).
 */
export async function newerChange(
  db: Kysely<Database>,
  guildId: string,
  entry: HistoryEntry,
): Promise<HistoryEntry | null> {
  if (entry.targetId === null) return null;
  let newest = await newestOnTarget(db, guildId, entry.id, entry.area, entry.targetId);
  // Each step moves to a later entry, so the walk ends. An undo that kept the record's id is the newest
  // change on it already; only one that moved the record to a new id is followed.
  while (newest) {
    const undo = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('guild_id', '=', guildId)
      .where('reverts_id', '=', newest.id)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!undo?.target_id || undo.target_id === newest.target_id) break;
    newest = (await newestOnTarget(db, guildId, newest.id, entry.area, undo.target_id)) ?? undo;
  }
  return newest ? oneEntry(db, guildId, newest) : null;
}
