// The audit trail: every change, with who, where, what and the values before and after. Written in the
// same transaction as the change it describes.
import type { Kysely, Transaction } from 'kysely';
import { areaOf, HISTORY_AREAS, HISTORY_DEFAULT_LIMIT, PAGE_LIMIT_MAX, type Activity, type HistoryPage, type HistoryQuery } from '../../contract/index.js';
import { bit } from '../store/database.js';
import type { Database } from '../store/schema.js';

export interface Actor {
  id: string;
  name: string | null;
  /** Acting under an admin session of this level on the guild. */
  adminLevel?: number;
}

export interface AuditEntry {
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

export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
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
      created_at: now.toISOString(),
    })
    .execute();
}

/** Runs a change and its audit entry in one transaction; the entry may depend on the change's result. */
export function audited<T>(db: Kysely<Database>, now: Date, change: (tx: Transaction<Database>) => Promise<T>, entry: (result: T) => AuditEntry): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, entry(result), now);
    return result;
  });
}

/** The global-admin activity feed (spec: admin name or ID, action, details, time, target type, guild). */
export async function adminActivity(db: Kysely<Database>, limit: number): Promise<Activity[]> {
  const rows = await db.selectFrom('audit_log').selectAll().where('admin_action', '=', bit(true)).orderBy('id', 'desc').limit(limit).execute();
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

/** A guild's changes, newest first, in one area and/or by one user, after the `before` id; and everyone who changed something. */
export async function guildHistory(db: Kysely<Database>, guildId: string, query: HistoryQuery): Promise<HistoryPage> {
  const actions = query.area ? HISTORY_AREAS[query.area] : Object.values(HISTORY_AREAS).flat();
  let rows = db.selectFrom('audit_log').selectAll().where('guild_id', '=', guildId).where('action', 'in', actions);
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
    entries: found.map((row) => ({
      id: row.id,
      // Only the areas' actions were selected.
      area: areaOf(row.action)!,
      action: row.action,
      targetId: row.target_id,
      actor: { id: row.actor_id, name: row.actor_name },
      adminLevel: row.admin_level,
      createdAt: row.created_at,
      before: parseValue(row.before_value),
      after: parseValue(row.after_value),
      details: row.details,
    })),
    actors: actors.map((row) => ({ id: row.actor_id, name: row.actor_name ?? null })),
  };
}
