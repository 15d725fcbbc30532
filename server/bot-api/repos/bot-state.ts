// The bot's records in the shared store: the status it last reported (the admin panel reads it), the
// lease on running the gateway (one process of a deployment holds it), and the feed of configuration
// changes a bot polls when it cannot be told (read off the audit log, where every change is written).
import { sql, type Kysely } from 'kysely';
import { BotStatus, type BotStatus as Status, type ConfigChanges, type GatewayLease } from '../../contract/index.js';
import type { Database } from '../store/schema.js';

const STATUS = 'status';
const LEASE = 'gateway-lease';

export async function saveBotStatus(db: Kysely<Database>, status: Omit<Status, 'updatedAt'>, now: Date): Promise<void> {
  const row = {
    name: STATUS,
    value: JSON.stringify({ ...status, updatedAt: now.toISOString() }),
    expires_at: null,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('bot_state')
    .values(row)
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

export async function readBotStatus(db: Kysely<Database>): Promise<Status | null> {
  const row = await db.selectFrom('bot_state').select('value').where('name', '=', STATUS).executeTakeFirst();
  if (!row) return null;
  const parsed = BotStatus.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

/**
 * Takes the lease for `holder`, or renews it, unless another holder's lease is still running. One
 * conditional write decides, so two processes asking at once cannot both get it.
 */
export async function takeGatewayLease(
  db: Kysely<Database>,
  holder: string,
  ttlSeconds: number,
  now: Date,
): Promise<GatewayLease> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  await db
    .insertInto('bot_state')
    .values({ name: LEASE, value: holder, expires_at: expiresAt, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ value: holder, expires_at: expiresAt, updated_at: at })
        .where((eb) => eb.or([eb('bot_state.value', '=', holder), eb('bot_state.expires_at', '<', at)])),
    )
    .execute();
  const row = await db
    .selectFrom('bot_state')
    .select(['value', 'expires_at'])
    .where('name', '=', LEASE)
    .executeTakeFirstOrThrow();
  return { granted: row.value === holder, holder: row.value, expiresAt: row.expires_at ?? at };
}

export async function releaseGatewayLease(db: Kysely<Database>, holder: string): Promise<void> {
  await db.deleteFrom('bot_state').where('name', '=', LEASE).where('value', '=', holder).execute();
}

/** The guilds changed after `after` (an audit row id), and the newest id; a change of no guild (the global admins) names every guild as '*'. */
export async function configChanges(db: Kysely<Database>, after: number | undefined): Promise<ConfigChanges> {
  const newest = await db
    .selectFrom('audit_log')
    .select(sql<number | string | null>`max(id)`.as('cursor'))
    .executeTakeFirst();
  const cursor = Number(newest?.cursor ?? 0);
  // Without a cursor the caller is starting: it has nothing cached yet to be told about.
  if (after === undefined || after >= cursor) return { cursor, guildIds: [] };
  const rows = await db
    .selectFrom('audit_log')
    .select('guild_id')
    .distinct()
    .where('id', '>', after)
    .where('id', '<=', cursor)
    .execute();
  return { cursor, guildIds: rows.map((row) => row.guild_id ?? '*') };
}
