// Realistic tickets for the demo: closed ones with transcripts (demo-conversations.ts) of both author
// shapes, edits, pins, bot messages, embeds, attachments and reactions, and open ones without; each
// dated so many days before the moment of seeding (demoClock), the oldest closed five weeks back.
import { type DemoTicket, demoClock } from '../contract/demo.js';
import {
  emptyConversation,
  minecraftLinkError,
  partnershipRequest,
  spamReport,
  supporterApplication,
  vipRoleMissing,
} from './demo-conversations.js';
import { people } from './demo-transcript.js';

export function demoTickets(now: Date): DemoTicket[] {
  const ago = demoClock(now);
  const { lena, max, sophie, tim, jonas, aylin } = people;
  return [
    {
      userId: sophie.id,
      username: 'sophie_r',
      reason: 'Rolle „VIP“ fehlt nach dem Boost',
      categoryIndex: 0,
      createdAt: ago(20, '09:12'),
      closedAt: ago(20, '10:05'),
      transcript: vipRoleMissing(ago),
    },
    {
      userId: tim.id,
      username: 'tim.builds',
      reason: 'Fehler beim Minecraft-Server-Link',
      categoryIndex: 1,
      createdAt: ago(17, '17:40'),
      closedAt: ago(16, '08:15'),
      transcript: minecraftLinkError(ago),
    },
    {
      userId: jonas.id,
      username: 'jonas',
      reason: 'Bewerbung als Supporter',
      categoryIndex: 2,
      createdAt: ago(33, '12:00'),
      closedAt: ago(31, '19:30'),
      transcript: supporterApplication(ago),
    },
    {
      userId: '200000000000000014',
      username: 'tim.builds',
      reason: 'Spam-Meldung in #allgemein',
      categoryIndex: 3,
      createdAt: ago(12, '21:00'),
      closedAt: ago(12, '21:20'),
      transcript: spamReport(ago),
    },
    {
      userId: lena.id,
      username: 'lena.k',
      reason: 'Frage zur Partnerschaft',
      categoryIndex: 4,
      createdAt: ago(36, '10:00'),
      closedAt: ago(34, '16:00'),
      transcript: partnershipRequest(ago),
    },
    {
      userId: aylin.id,
      username: 'aylin',
      reason: 'Leeres Ticket',
      categoryIndex: 0,
      createdAt: ago(10, '08:00'),
      closedAt: ago(10, '08:01'),
      transcript: emptyConversation(ago),
    },
    {
      userId: max.id,
      username: 'maxpower',
      reason: 'Discord-Bot reagiert nicht auf /ticket',
      categoryIndex: 1,
      createdAt: ago(2, '14:30'),
      closedAt: null,
      transcript: '{}',
    },
    {
      userId: sophie.id,
      username: 'sophie_r',
      reason: 'Event-Vorschlag für Dezember',
      categoryIndex: 0,
      createdAt: ago(1, '18:45'),
      closedAt: null,
      transcript: '{}',
    },
    {
      userId: jonas.id,
      username: 'jonas',
      reason: 'Entbannungsantrag für einen Freund',
      categoryIndex: 3,
      createdAt: ago(1, '22:10'),
      closedAt: null,
      transcript: '{}',
    },
    {
      userId: tim.id,
      username: 'tim.builds',
      reason: 'Rechte im Build-Kanal',
      categoryIndex: 0,
      createdAt: ago(1, '23:30'),
      closedAt: null,
      transcript: '{}',
    },
  ];
}
