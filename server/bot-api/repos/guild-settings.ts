// Feature toggles, notification settings and display preferences (time zone) of a guild.
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_TIME_ZONE,
  FEATURE_NAMES,
  type Feature,
  type FeatureName,
  type GuildPreferences,
  type NamedChannel,
  type NotificationSettings,
} from '../../contract/index.js';
import { bit, parseJsonList, toBool } from '../store/database.js';
import type { Database } from '../store/schema.js';
import { audited, type Actor } from './audit.js';
import { FEATURE_TEXTS } from '../../contract/features.js';

/** The known features' names and descriptions as the bot API sends them. */
const FEATURE_TEXT = Object.fromEntries(
  FEATURE_NAMES.map((name) => [
    name,
    { displayName: FEATURE_TEXTS[name].name, description: FEATURE_TEXTS[name].description },
  ]),
) as Record<FeatureName, { displayName: string; description: string }>;

/** The four known features; one never toggled is enabled. */
export async function listFeatures(db: Kysely<Database>, guildId: string): Promise<Feature[]> {
  const rows = await db.selectFrom('guild_features').selectAll().where('guild_id', '=', guildId).execute();
  return FEATURE_NAMES.map((name) => {
    const row = rows.find((entry) => entry.name === name);
    return { name, ...FEATURE_TEXT[name], enabled: row ? toBool(row.enabled) : true };
  });
}

export async function setFeature(
  db: Kysely<Database>,
  guildId: string,
  name: FeatureName,
  enabled: boolean,
  actor: Actor,
  now: Date,
): Promise<Feature> {
  const before = (await listFeatures(db, guildId)).find((feature) => feature.name === name)!;
  await audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('guild_features')
        .values({ guild_id: guildId, name, enabled: bit(enabled) })
        .onConflict((oc) => oc.columns(['guild_id', 'name']).doUpdateSet({ enabled: bit(enabled) }))
        .execute(),
    () => ({
      guildId,
      actor,
      action: 'feature.set',
      targetType: 'feature',
      targetId: name,
      before: before.enabled,
      after: enabled,
    }),
  );
  return { ...before, enabled };
}

/** The notification settings as stored, with the channel they are posted in. */
export interface StoredNotificationSettings extends NotificationSettings {
  channelId: string | null;
}

export async function getNotificationSettings(
  db: Kysely<Database>,
  guildId: string,
): Promise<StoredNotificationSettings> {
  const row = await db
    .selectFrom('notification_settings')
    .selectAll()
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  if (!row) return { setupCompleted: false, notificationRoles: [], notificationsEnabled: false, channelId: null };
  return {
    setupCompleted: toBool(row.setup_completed),
    notificationRoles: parseJsonList(row.notification_roles),
    notificationsEnabled: toBool(row.notifications_enabled),
    channelId: row.channel_id,
  };
}

export async function updateNotificationSettings(
  db: Kysely<Database>,
  guildId: string,
  change: { notificationRoles?: string[] | undefined; notificationsEnabled?: boolean | undefined },
  actor: Actor,
  now: Date,
): Promise<NotificationSettings> {
  const before = await getNotificationSettings(db, guildId);
  const after = {
    setupCompleted: before.setupCompleted,
    notificationRoles: change.notificationRoles ?? before.notificationRoles,
    notificationsEnabled: change.notificationsEnabled ?? before.notificationsEnabled,
  };
  const values = {
    setup_completed: bit(after.setupCompleted),
    channel_id: before.channelId,
    notification_roles: JSON.stringify(after.notificationRoles),
    notifications_enabled: bit(after.notificationsEnabled),
  };
  await audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('notification_settings')
        .values({ guild_id: guildId, ...values })
        .onConflict((oc) => oc.column('guild_id').doUpdateSet(values))
        .execute(),
    () => ({
      guildId,
      actor,
      action: 'notifications.update',
      targetType: 'notification_settings',
      targetId: guildId,
      before,
      after,
    }),
  );
  return after;
}

/** Written by the bot's own setup command (and the demo seed); the dashboard's choice goes through it too. */
export async function completeNotificationSetup(
  db: Kysely<Database> | Transaction<Database>,
  guildId: string,
  channelId: string,
): Promise<void> {
  const values = {
    setup_completed: bit(true),
    channel_id: channelId,
    notification_roles: '[]',
    notifications_enabled: bit(true),
  };
  await db
    .insertInto('notification_settings')
    .values({ guild_id: guildId, ...values })
    .onConflict((oc) => oc.column('guild_id').doUpdateSet({ setup_completed: bit(true), channel_id: channelId }))
    .execute();
}

/** The channel chosen on the settings page: stored as the setup command stores it, and kept in the history. */
export async function chooseNotificationChannel(
  db: Kysely<Database>,
  guildId: string,
  change: { before: NamedChannel | null; after: NamedChannel },
  actor: Actor,
  now: Date,
): Promise<void> {
  await audited(
    db,
    now,
    (tx) => completeNotificationSetup(tx, guildId, change.after.id),
    () => ({
      guildId,
      actor,
      action: 'notifications.channel',
      targetType: 'notification_settings',
      targetId: guildId,
      before: change.before ?? undefined,
      after: change.after,
    }),
  );
}

export async function getPreferences(db: Kysely<Database>, guildId: string): Promise<GuildPreferences> {
  const row = await db
    .selectFrom('guild_preferences')
    .select('time_zone')
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  return { timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE };
}

export async function updatePreferences(
  db: Kysely<Database>,
  guildId: string,
  after: GuildPreferences,
  actor: Actor,
  now: Date,
): Promise<GuildPreferences> {
  const before = await getPreferences(db, guildId);
  await audited(
    db,
    now,
    (tx) =>
      tx
        .insertInto('guild_preferences')
        .values({ guild_id: guildId, time_zone: after.timeZone })
        .onConflict((oc) => oc.column('guild_id').doUpdateSet({ time_zone: after.timeZone }))
        .execute(),
    () => ({
      guildId,
      actor,
      action: 'preferences.update',
      targetType: 'guild_preferences',
      targetId: guildId,
      before,
      after,
    }),
  );
  return after;
}
