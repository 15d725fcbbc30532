// The first migration: the tables and indexes the bot API started with.
import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './id-column.js';
import type { Dialect } from './schema.js';

export function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ticket_categories'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('name_key', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('emoji', 'text', (col) => col.notNull())
        .addColumn('color', 'text', (col) => col.notNull().check(sql`length(color) = 7`))
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0).check(sql`sort_order >= 0`))
        .addColumn('is_active', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('ticket_categories_guild_name_uq', ['guild_id', 'name_key'])
        .execute();

      await withId(db.schema.createTable('tickets'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('channel_id', 'text')
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('category_id', 'integer')
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'closed')`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('transcript', 'text', (col) => col.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('tickets_guild_idx').on('tickets').columns(['guild_id', 'status']).execute();

      await withId(db.schema.createTable('auto_responses'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('trigger_word', 'text', (col) => col.notNull())
        .addColumn('trigger_key', 'text', (col) => col.notNull())
        .addColumn('response_text', 'text', (col) => col.notNull())
        .addColumn('is_embed', 'boolean', (col) => col.notNull())
        .addColumn('embed_title', 'text')
        .addColumn('embed_description', 'text')
        .addColumn('embed_color', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('auto_responses_guild_trigger_uq', ['guild_id', 'trigger_key'])
        .execute();

      await withId(db.schema.createTable('auto_roles'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('role_id', 'text', (col) => col.notNull())
        .addColumn('role_name', 'text', (col) => col.notNull())
        .addColumn('is_active', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('auto_roles_guild_role_uq', ['guild_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('command_permissions')
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('role_id', 'text', (col) => col.notNull())
        .addColumn('role_name', 'text', (col) => col.notNull())
        .addColumn('allowed_commands', 'text', (col) => col.notNull())
        .addColumn('denied_commands', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('command_permissions_pk', ['guild_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('guild_features')
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) =>
          col.notNull().check(sql`name in ('tickets', 'autoresponses', 'statistics', 'autoroles')`),
        )
        .addColumn('enabled', 'boolean', (col) => col.notNull())
        .addPrimaryKeyConstraint('guild_features_pk', ['guild_id', 'name'])
        .execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('guild_id', 'text', (col) => col.primaryKey())
        .addColumn('setup_completed', 'boolean', (col) => col.notNull())
        .addColumn('channel_id', 'text')
        .addColumn('notification_roles', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('notifications_enabled', 'boolean', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('dashboard_permissions'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('user', 'role')`))
        .addColumn('target_id', 'text', (col) => col.notNull())
        .addColumn('target_name', 'text', (col) => col.notNull())
        .addColumn('permissions', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('dashboard_permissions_target_uq', ['guild_id', 'type', 'target_id'])
        .execute();

      await withId(db.schema.createTable('global_settings'), dialect)
        .addColumn('setting_key', 'text', (col) => col.notNull().unique())
        .addColumn('setting_value', 'text', (col) => col.notNull())
        .addColumn('setting_type', 'text', (col) =>
          col.notNull().check(sql`setting_type in ('string', 'boolean', 'number', 'json')`),
        )
        .addColumn('description', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('global_admins'), dialect)
        .addColumn('user_id', 'text', (col) => col.notNull().unique())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull().check(sql`level between 1 and 3`))
        .addColumn('granted_by', 'text')
        .addColumn('granted_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('admin_sessions')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull().check(sql`level between 1 and 3`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('ended_at', 'text')
        .execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('guild_id', 'text')
        .addColumn('actor_id', 'text', (col) => col.notNull())
        .addColumn('actor_name', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text')
        .addColumn('before_value', 'text')
        .addColumn('after_value', 'text')
        .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('admin_action', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      for (const table of ['ticket_categories', 'auto_responses', 'auto_roles', 'dashboard_permissions', 'audit_log']) {
        await db.schema.createIndex(`${table}_guild_idx`).on(table).column('guild_id').execute();
      }
      await db.schema
        .createIndex('audit_log_admin_idx')
        .on('audit_log')
        .columns(['admin_action', 'created_at'])
        .execute();
    },
  };
}
