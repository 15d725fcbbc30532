// The demo's blocked member: jonas is on Demo Guild's Sperrliste from the start, so that a visitor of the
// Demo-Discord page who plays him sees a blocked member refused with the reason, and the Ticket Kategorien
// page shows who blocked him and since when. Written with the rest of the demo seed, in its transaction.
import type { Kysely } from 'kysely';
import type { DemoClock, DemoWorld } from '../contract/demo.js';
import type { Database } from './store/schema.js';

/** What the blocked member reads in Discord when he tries to open a ticket. */
export const DEMO_BLOCK_REASON = 'Hat wiederholt leere Tickets geöffnet';

export async function seedDemoBlock(tx: Kysely<Database>, world: DemoWorld, ago: DemoClock): Promise<void> {
  await tx
    .insertInto('ticket_blocklist')
    .values({
      guild_id: world.guildId,
      target_type: 'user',
      target_id: world.users.blocked,
      target_name: 'jonas',
      reason: DEMO_BLOCK_REASON,
      // The support helper with tickets.manage on the dashboard blocked him.
      blocked_by: world.users.helper,
      blocked_by_name: 'maxpower',
      created_at: ago(20, '18:05'),
    })
    .execute();
}
