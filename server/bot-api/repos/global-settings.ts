// The global settings of the admin panel: listed, put (created or changed), edited and deleted, each
// change with its audit row. Global settings belong to no guild, so their rows have no guild and no undo.
import type { Kysely } from 'kysely';
import type { GlobalSetting } from '../../contract/index.js';
import { notFound } from '../errors.js';
import type { Database } from '../store/schema.js';
import { audited, recordAudit, type Actor } from './audit.js';

interface SettingValues {
  value: string;
  type: GlobalSetting['setting_type'];
  description?: string | null | undefined;
}

/** What every audit row of a setting says: no guild, the admin's action, the setting's key. */
const settingEntry = (actor: Actor, action: string, key: string) => ({
  guildId: null,
  actor,
  action,
  targetType: 'setting',
  targetId: key,
  adminAction: true,
});

export async function listSettings(db: Kysely<Database>): Promise<GlobalSetting[]> {
  return db.selectFrom('global_settings').selectAll().orderBy('setting_key', 'asc').execute();
}

/** Creates the setting or changes it; a missing description keeps the one it had. */
export async function putSetting(
  db: Kysely<Database>,
  key: string,
  input: SettingValues,
  actor: Actor,
  now: Date,
): Promise<GlobalSetting> {
  const before = await db.selectFrom('global_settings').selectAll().where('setting_key', '=', key).executeTakeFirst();
  const values = {
    setting_value: input.value,
    setting_type: input.type,
    description: input.description ?? before?.description ?? null,
    updated_at: now.toISOString(),
  };
  return audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('global_settings')
        .values({ setting_key: key, ...values })
        .onConflict((oc) => oc.column('setting_key').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow(),
    (after) => ({ ...settingEntry(actor, 'setting.put', key), before, after, details: `${key} = ${input.value}` }),
  );
}

/** Changes a setting that exists (404 once it is gone); null or no description clears it. */
export async function editSetting(
  db: Kysely<Database>,
  key: string,
  input: SettingValues,
  actor: Actor,
  now: Date,
): Promise<GlobalSetting> {
  return db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('global_settings').selectAll().where('setting_key', '=', key).executeTakeFirst();
    if (!before) throw notFound('Setting');
    const after = await tx
      .updateTable('global_settings')
      .set({
        setting_value: input.value,
        setting_type: input.type,
        description: input.description || null,
        updated_at: now.toISOString(),
      })
      .where('setting_key', '=', key)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      tx,
      { ...settingEntry(actor, 'setting.edit', key), before, after, details: `${key} = ${input.value}` },
      now,
    );
    return after;
  });
}

export async function deleteSetting(db: Kysely<Database>, key: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('global_settings').selectAll().where('setting_key', '=', key).executeTakeFirst();
    if (!before) throw notFound('Setting');
    await tx.deleteFrom('global_settings').where('setting_key', '=', key).execute();
    await recordAudit(tx, { ...settingEntry(actor, 'setting.delete', key), before, details: key }, now);
  });
}
