// The statistics' own tables, written by the database's triggers (stats-migrations.ts, stats-days-migration.ts).

/** How many times a guild's tickets or categories were written (triggers count it; stats-migrations.ts). */
export interface TicketStatsVersionsTable {
  guild_id: string;
  version: number;
}

/**
 * Per guild and UTC day: how many times the tickets opened or closed on it were written (triggers count
 * it; stats-days-migration.ts), and the day's counts (JSON) as counted under `counted` changes.
 */
export interface TicketStatsDaysTable {
  guild_id: string;
  day: string;
  changes: number;
  counted: number | null;
  counts: string | null;
}
