// Answers the statistics computed, kept per store while the guild's tickets and categories stay as they
// were: the database counts their writes (store/stats-migrations.ts), and an answer counted under another
// count is computed again. A year's figures take the database a pass over the year's tickets; the page,
// its CSV downloads and the next visit ask for the same figures again.
import type { Kysely } from 'kysely';
import { statsVersion } from '../repos/ticket-stats.js';
import type { Database } from '../store/schema.js';

/** Answers kept per store, the least recently asked dropped first (a few tens of kilobytes each). */
const KEPT = 32;

interface Kept {
  version: number;
  value: unknown;
}

const stores = new WeakMap<Kysely<Database>, Map<string, Kept>>();

/** The answer kept under `key` for the guild if its tickets have not changed since, else `compute`'s. */
export async function keptWhileUnchanged<T>(
  db: Kysely<Database>,
  guildId: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await statsVersion(db, guildId);
  const answers = stores.get(db) ?? new Map<string, Kept>();
  stores.set(db, answers);
  const name = `${guildId} ${key}`;
  const kept = answers.get(name);
  answers.delete(name);
  const value = kept?.version === version ? (kept.value as T) : await compute();
  answers.set(name, { version, value });
  if (answers.size > KEPT) answers.delete(answers.keys().next().value!);
  return value;
}
