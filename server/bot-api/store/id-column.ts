// The auto-increment id column, which SQLite and PostgreSQL declare differently.
import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './schema.js';

export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
