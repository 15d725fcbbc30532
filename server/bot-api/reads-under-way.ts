// A guild's row read by calls that ask for it at the same moment, in one query: the settings page asks for
// the notification settings twice at once (the roles and switch, and the channel), each a call of its own.
// Only reads that show something share, never one a change builds on: a read under way may have begun
// just before a change committed, and the change's own answer must show the change.
import type { Kysely } from 'kysely';
import type { Database } from './store/schema.js';

type GuildRead<T> = (db: Kysely<Database>, guildId: string) => Promise<T>;

/** `read`, with a call that finds the same guild's read of the same store under way given that one. */
export function sharedWhileUnderWay<T>(read: GuildRead<T>): GuildRead<T> {
  const underWay = new WeakMap<Kysely<Database>, Map<string, Promise<T>>>();
  return (db, guildId) => {
    const reads = underWay.get(db) ?? new Map<string, Promise<T>>();
    underWay.set(db, reads);
    const known = reads.get(guildId);
    if (known) return known;
    const reading = read(db, guildId).finally(() => reads.delete(guildId));
    reads.set(guildId, reading);
    return reading;
  };
}
