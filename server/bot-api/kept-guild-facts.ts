// What every guild page shows but that changes only through the bot API's own calls, kept in this process
// between calls: the guild's preferences (its time zone), its dashboard-permission entries as the
// "Meine Berechtigungen" panel explains them to a user whose rights do not depend on them, and its ticket
// categories as lists show them (the search's category filter asks for them with every search). A kept fact is
// dropped when a change notice names its guild (or every guild). This process notices its own change
// after the change's transaction committed and before the answer leaves, so the very next call reads
// afresh; a change made through another bot API process on the same store arrives as that process's
// notice (over Redis, or the store's change cursor within a second) and is read afresh from then on.
// Never used to decide access: ./access.ts reads the entries that decide it on every call; never what a
// change builds on (the ticket panel's edit after a category change reads the categories afresh).
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { GuildPreferences, TicketCategory } from '../contract/index.js';
import type { ChangeNotices } from './changes.js';
import { listCategories } from './repos/categories.js';
import { listPermissions, type StoredPermission } from './repos/dashboard-permissions.js';
import { getPreferences } from './repos/guild-settings.js';
import type { Database } from './store/schema.js';

/** Guilds whose facts a process keeps at most (each a few hundred bytes). */
const KEPT_GUILDS = 5_000;

export interface KeptGuildFacts {
  preferences(guildId: string): Promise<GuildPreferences>;
  /** The guild's entries, for explaining rights, never for deciding them. */
  permissionEntries(guildId: string): Promise<StoredPermission[]>;
  /** Every one of the guild's categories, inactive ones too, in the list's order: for showing them. */
  categories(guildId: string): Promise<TicketCategory[]>;
}

/**
 * One fact per guild, read once and kept until a notice names the guild. The read itself is kept, so a
 * read under way when the notice comes is dropped with it and never stored after it; a failed one is not kept.
 */
function keptPerGuild<T>(changes: ChangeNotices, read: (guildId: string) => Promise<T>) {
  const kept = new LRUCache<string, Promise<T>>({ max: KEPT_GUILDS });
  changes.listenEverywhere((guildId) => (guildId === '*' ? kept.clear() : kept.delete(guildId)));
  return (guildId: string): Promise<T> => {
    const known = kept.get(guildId);
    if (known) return known;
    const reading = read(guildId);
    kept.set(guildId, reading);
    reading.catch(() => kept.get(guildId) === reading && kept.delete(guildId));
    return reading;
  };
}

export function keepGuildFacts(db: Kysely<Database>, changes: ChangeNotices): KeptGuildFacts {
  return {
    preferences: keptPerGuild(changes, (guildId) => getPreferences(db, guildId)),
    permissionEntries: keptPerGuild(changes, (guildId) => listPermissions(db, guildId)),
    categories: keptPerGuild(changes, (guildId) => listCategories(db, guildId, true)),
  };
}
