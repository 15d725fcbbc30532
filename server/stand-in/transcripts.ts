// Realistic tickets for the demo: closed ones with transcripts (demo-conversations.ts) of both author
// shapes, edits, pins, bot messages, embeds, attachments and reactions, and open ones without.
import type { DemoTicket } from '../contract/demo.js';
import {
  emptyConversation,
  minecraftLinkError,
  partnershipRequest,
  spamReport,
  supporterApplication,
  vipRoleMissing,
} from './demo-conversations.js';
import { people } from './demo-transcript.js';

export function demoTickets(): DemoTicket[] {
  const { lena, max, sophie, tim, jonas, aylin } = people;
  return [
    {
      userId: sophie.id,
      username: 'sophie_r',
      reason: 'Rolle „VIP“ fehlt nach dem Boost',
      categoryIndex: 0,
      createdAt: '2026-11-02T09:12:00.000Z',
      closedAt: '2026-11-02T10:05:00.000Z',
      transcript: vipRoleMissing(),
    },
    {
      userId: tim.id,
      username: 'tim.builds',
      reason: 'Fehler beim Minecraft-Server-Link',
      categoryIndex: 1,
      createdAt: '2026-11-05T17:40:00.000Z',
      closedAt: '2026-11-06T08:15:00.000Z',
      transcript: minecraftLinkError(),
    },
    {
      userId: jonas.id,
      username: 'jonas',
      reason: 'Bewerbung als Supporter',
      categoryIndex: 2,
      createdAt: '2026-10-20T12:00:00.000Z',
      closedAt: '2026-10-22T19:30:00.000Z',
      transcript: supporterApplication(),
    },
    {
      userId: '200000000000000014',
      username: 'tim.builds',
      reason: 'Spam-Meldung in #allgemein',
      categoryIndex: 3,
      createdAt: '2026-11-10T21:00:00.000Z',
      closedAt: '2026-11-10T21:20:00.000Z',
      transcript: spamReport(),
    },
    {
      userId: lena.id,
      username: 'lena.k',
      reason: 'Frage zur Partnerschaft',
      categoryIndex: 4,
      createdAt: '2026-09-01T10:00:00.000Z',
      closedAt: '2026-09-03T16:00:00.000Z',
      transcript: partnershipRequest(),
    },
    {
      userId: aylin.id,
      username: 'aylin',
      reason: 'Leeres Ticket',
      categoryIndex: 0,
      createdAt: '2026-11-12T08:00:00.000Z',
      closedAt: '2026-11-12T08:01:00.000Z',
      transcript: emptyConversation(),
    },
    {
      userId: max.id,
      username: 'maxpower',
      reason: 'Discord-Bot reagiert nicht auf /ticket',
      categoryIndex: 1,
      createdAt: '2026-11-20T14:30:00.000Z',
      closedAt: null,
      transcript: '{}',
    },
    {
      userId: sophie.id,
      username: 'sophie_r',
      reason: 'Event-Vorschlag für Dezember',
      categoryIndex: 0,
      createdAt: '2026-11-21T18:45:00.000Z',
      closedAt: null,
      transcript: '{}',
    },
    {
      userId: jonas.id,
      username: 'jonas',
      reason: 'Entbannungsantrag für einen Freund',
      categoryIndex: 3,
      createdAt: '2026-11-21T22:10:00.000Z',
      closedAt: null,
      transcript: '{}',
    },
    {
      userId: tim.id,
      username: 'tim.builds',
      reason: 'Rechte im Build-Kanal',
      categoryIndex: 0,
      createdAt: '2026-11-22T07:30:00.000Z',
      closedAt: null,
      transcript: '{}',
    },
  ];
}
