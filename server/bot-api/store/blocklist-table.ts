// The blocklist's rows as the store keeps them (migration 0022, blocklist-migrations.ts).
import type { Generated } from 'kysely';

/** A user or role that may not open tickets on a guild (the blocklist). */
export interface TicketBlocklistTable {
  id: Generated<number>;
  guild_id: string;
  target_type: 'user' | 'role';
  target_id: string;
  target_name: string;
  reason: string;
  blocked_by: string;
  blocked_by_name: string | null;
  created_at: string;
}
