// The audit trail: every change, with who, where, what and the values before and after. Written in the
// same transaction as the change it describes.
import type { Kysely, Transaction } from 'kysely';
import type { Activity } from '../../contract/index.js';
import { bit } from '../store/database.js';
import type { Database } from '../store/schema.js';

export interface Actor {
  id: string;
  name: string | null;
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

export async function guildAudit(db: Kysely<Database>, guildId: string) {
  return db.selectFrom('audit_log').selectAll().where('guild_id', '=', guildId).orderBy('id', 'asc').execute();
}
