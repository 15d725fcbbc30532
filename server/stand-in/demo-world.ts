// The demo world as the bot API's seed sees it: the ids of Demo Guild its records name, and the demo
// tickets with their transcripts.
import type { DemoWorld } from '../contract/demo.js';
import { demoTickets } from './transcripts.js';
import { DEMO_IDS } from './world.js';

export function demoWorld(): DemoWorld {
  return {
    guildId: DEMO_IDS.demoGuild,
    notificationChannelId: DEMO_IDS.notificationChannel,
    panel: {
      channelId: DEMO_IDS.ticketChannel,
      title: 'Support-Tickets',
      text: 'Wähle unten, worum es geht. Wir melden uns in einem privaten Kanal, den nur du und das Team sehen.',
    },
    roles: { member: DEMO_IDS.memberRole, moderator: DEMO_IDS.moderatorRole, support: DEMO_IDS.supportRole },
    users: { operator: DEMO_IDS.operator, helper: '200000000000000012', blocked: '200000000000000015' },
    tickets: demoTickets,
  };
}
